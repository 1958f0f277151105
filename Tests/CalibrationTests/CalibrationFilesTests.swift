@testable import calibrate_proxies
import EllipsisBakedLocales
import EllipsisLayout
import EllipsisLocaleData
import Foundation
import XCTest

/// Locales/calibration/ holds exactly what calibrate-proxies derives from the published
/// table and the real corpora (both in ../shared; the test skips without them).
final class CalibrationFilesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let shared = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    func sharedPath(_ relative: String) throws -> String {
        for base in [Self.root.deletingLastPathComponent().appendingPathComponent("shared"), Self.shared,
                     URL(fileURLWithPath: "/work/shared")] {
            let path = base.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw XCTSkip("\(relative) is not here (../shared); the committed figures cannot be re-derived")
    }

    func testCommittedFiguresAreWhatTheScriptDerives() throws {
        let table = try sharedPath("data/apple-system-font-widths/character-widths.json")
        let corpora = try sharedPath("corpora")
        let run = try CalibrationRun.make(table: table, corpora: corpora)
        let files = CalibrationRun.files(run.figures())
        let folder = Self.root.appendingPathComponent("Locales/calibration").path
        XCTAssertEqual(CalibrationRun.differences(files, in: folder), [],
                       "run: swift run calibrate-proxies --table \(table) --corpora \(corpora) --out Locales/calibration")
        // The trusted scripts are corrected, and every script measured has an uncertainty.
        let figures = BakedLocaleData.shared.calibrations
        XCTAssertEqual(Set(figures.filter(\.applied).map(\.script)), ["Latn", "Grek", "Cyrl"])
        XCTAssertTrue(figures.allSatisfy { $0.uncertainty.text > 0 && $0.uncertainty.display >= $0.uncertainty.text })
    }

    func testNoFileCarriesTheTablesNumbers() throws {
        // The project ships figures per script, never the table: no file has per-character widths.
        let folder = Self.root.appendingPathComponent("Locales/calibration")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertLessThan(text.components(separatedBy: "\n").count, 80, name)
            XCTAssertFalse(text.contains("7.5625"), "\(name) holds a width of the table")
        }
    }
}

/// A calibration file is read strictly: a bad value stops the build at its file, line and column.
final class CalibrationValidationTests: XCTestCase {
    func latin() throws -> String {
        try String(contentsOf: CalibrationFilesTests.root.appendingPathComponent("Locales/calibration/Latn.json"), encoding: .utf8)
    }

    func testEveryCommittedFileIsValid() throws {
        let folder = CalibrationFilesTests.root.appendingPathComponent("Locales/calibration")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            XCTAssertNoThrow(try ScriptCalibration.decode(data, file: name, script: String(name.dropLast(5))))
        }
    }

    func testBadValuesFailAtTheirPlace() throws {
        let text = try latin()
        let cases: [(String, String, String)] = [
            ("\"letters\": 0.996", "\"letters\": 3.5", "correction.letters 3.5 is not a factor between 0.5 and 2"),
            ("\"text\": 0.0272", "\"text\": 1.5", "uncertainty.text 1.5 is not a fraction"),
            ("\"0020-0026\"", "\"00ZZ-0026\"", "'00ZZ-0026' is not a code point range"),
            ("\"script\": \"Latn\"", "\"script\": \"Grek\"", "does not match the file name 'Latn'"),
            ("\"applied\": true", "\"applied\": true, \"colour\": 1", "unknown key 'colour'"),
        ]
        for (original, replacement, message) in cases {
            XCTAssertTrue(text.contains(original), original)
            let bad = text.replacingOccurrences(of: original, with: replacement)
            let line = bad.components(separatedBy: "\n").firstIndex { $0.contains(replacement.components(separatedBy: ":")[0]) }
            do {
                _ = try ScriptCalibration.decode(Data(bad.utf8), file: "Latn.json", script: "Latn")
                XCTFail("accepted \(replacement)")
            } catch {
                XCTAssertTrue(error.message.contains(message), "\(error.message)")
                XCTAssertEqual(error.location.file, "Latn.json")
                XCTAssertGreaterThan(error.location.line, 1, "\(replacement)")
                if let line, !replacement.contains("colour") { XCTAssertEqual(error.location.line, line + 1, replacement) }
                XCTAssertGreaterThan(error.location.column, 1)
            }
        }
    }
}
