import EllipsisCore
import EllipsisReport
import Foundation

/// libFuzzer entry point: budgets written into a copy of an XLIFF file and of an Android
/// strings file (`ellipsis budgets`), a budget placed on every line. Any input must end in a
/// copy or an InputError, never a crash or a hang; a copy of well-formed XML must be
/// well-formed XML again (the finding annotator checks it as it reads it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let lines = max(1, data.filter { $0 == 0x0A }.count + 1)
    let budgets = (1...min(lines, 200)).map { line in
        StringBudget(key: "k\(line)", table: nil, locale: "de", developmentLanguage: "en", source: "a--b", target: nil,
                     field: "title", surface: "quick-action.title", device: "iphone", textSize: "L", size: 17,
                     width: Double(100 + line), lines: 1 + line % 3, characters: line,
                     location: SourceLocation(file: "fuzz", line: line, column: 5),
                     targetLocation: SourceLocation(file: "fuzz", line: line, column: 9))
    }
    for replace in [false, true] {
        if let result = try? XLIFFBudgetAnnotator.annotate(xliff: data, budgets: budgets, replaceLimits: replace, file: "fuzz") {
            precondition((try? XLIFFAnnotator.annotate(xliff: result.xliff, diagnostics: [], file: "copy")) != nil,
                         "the annotated XLIFF is no longer well-formed")
        }
        for development in [false, true] {
            if let result = try? AndroidBudgetAnnotator.annotate(xml: data, budgets: budgets, isDevelopmentFile: development,
                                                                 replaceLimits: replace, file: "fuzz") {
                precondition((try? XLIFFAnnotator.annotate(xliff: result.xml, diagnostics: [], file: "copy")) != nil,
                             "the annotated strings file is no longer well-formed")
            }
        }
    }
    return 0
}
