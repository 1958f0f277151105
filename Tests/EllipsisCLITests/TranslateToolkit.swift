import EllipsisTestSupport
import Foundation
import XCTest

/// Debian's translate-toolkit (python3-translate, installed by scripts/install-deps.sh): a real
/// client that reads what `ellipsis budgets` writes.
enum TranslateToolkit {
    static let python = "/usr/bin/python3"

    /// Skips the test when Debian's python3 or translate-toolkit is not here.
    static func require() throws {
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("no Debian python3") }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import translate.storage.xliff, translate.storage.aresource"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else { throw XCTSkip("translate-toolkit is not installed (scripts/install-deps.sh)") }
    }

    /// Runs `script` with `arguments`; its standard output as lines of tab-separated fields.
    static func rows(_ script: String, _ arguments: [String]) throws -> [[String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + arguments
        let (stdout, stderr) = try ProcessOutput.collect(process, timeout: 120)
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: stderr, as: UTF8.self))
        return String(decoding: stdout, as: UTF8.self).split(separator: "\n")
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Every unit of an XLIFF file: id, maxwidth, size-unit, weblate-flags, target, notes.
    static func xliffUnits(_ path: String) throws -> [[String]] {
        try rows("""
            import sys
            from translate.storage import xliff
            store = xliff.xlifffile.parsefile(sys.argv[1])
            for unit in store.units:
                element = unit.xmlelement
                print("\\t".join([unit.getid(), element.get("maxwidth") or "", element.get("size-unit") or "",
                                 element.get("weblate-flags") or "", unit.target or "",
                                 unit.getnotes().replace("\\n", " ")]))
            """, [path])
    }

    /// Every string of an Android resource file: name, weblate-flags, maxLength, notes.
    static func androidStrings(_ path: String) throws -> [[String]] {
        try rows("""
            import sys
            from translate.storage import aresource
            store = aresource.AndroidResourceFile.parsefile(sys.argv[1])
            for unit in store.units:
                element = unit.xmlelement
                print("\\t".join([unit.getid(), element.get("weblate-flags") or "", element.get("maxLength") or "",
                                 unit.getnotes().replace("\\n", " ")]))
            """, [path])
    }
}
