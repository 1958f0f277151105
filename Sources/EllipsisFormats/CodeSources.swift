import EllipsisCode
import EllipsisCore
import Foundation

/// What the code analysis found in an app's sources, per platform.
struct CodeFindings {
    var apple = CodeInventory()
    var android = CodeInventory()
    /// Files read but not analysed (unreadable), with why.
    var notes: [CodeNote] = []

    /// Reads the sources and analyses each platform's together (names resolve across files).
    /// An unreadable or oversized file is a note, never an error.
    static func read(_ paths: [String], options: CodeAnalysisOptions) -> CodeFindings {
        var findings = CodeFindings()
        var apple: [CodeSource] = [], android: [CodeSource] = []
        for path in paths {
            guard let language = SourceLanguage(path: path) else { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
            if let size, size.intValue > CodeAnalysis.maximumFileSize {
                findings.notes.append(CodeNote(file: path, message: "skipped: \(size.intValue) bytes, larger than the "
                    + "\(CodeAnalysis.maximumFileSize / 1_048_576) MB read for actions set in code"))
                continue
            }
            do {
                let source = CodeSource(path: path, bytes: Array(try InputFile.read(path: path)))
                if language.isApple { apple.append(source) } else { android.append(source) }
            } catch {
                findings.notes.append(CodeNote(file: path, message: "skipped: \((error as? InputError)?.message ?? "\(error)")"))
            }
        }
        if !apple.isEmpty { findings.apple = CodeAnalysis.analyze(apple, options: options) }
        if !android.isEmpty { findings.android = CodeAnalysis.analyze(android, options: options) }
        return findings
    }
}
