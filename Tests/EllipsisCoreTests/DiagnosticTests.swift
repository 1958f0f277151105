import Foundation
import XCTest
@testable import EllipsisCore

final class DiagnosticTests: XCTestCase {
    func testSeverityOrder() {
        XCTAssertLessThan(Severity.note, .warning)
        XCTAssertLessThan(Severity.warning, .error)
    }

    func testStableOrderSortsByFileLineColumnRule() {
        let a = Diagnostic(rule: "truncation", severity: .error, message: "m",
                           location: SourceLocation(file: "a.strings", line: 2, column: 1))
        let b = Diagnostic(rule: "emoji", severity: .error, message: "m",
                           location: SourceLocation(file: "a.strings", line: 2, column: 1))
        let c = Diagnostic(rule: "bidi", severity: .error, message: "m",
                           location: SourceLocation(file: "a.strings", line: 10, column: 1))
        let d = Diagnostic(rule: "bidi", severity: .error, message: "m",
                           location: SourceLocation(file: "b.strings", line: 1, column: 1))
        XCTAssertEqual([d, c, a, b].sorted(by: Diagnostic.stableOrder).map(\.rule),
                       ["emoji", "truncation", "bidi", "bidi"])
    }

    func testInputErrorNamesFileLineColumn() {
        let error = InputError("unterminated string", file: "de.lproj/InfoPlist.strings", line: 3, column: 17)
        XCTAssertEqual(error.description, "de.lproj/InfoPlist.strings:3:17: error: unterminated string")
    }

    func testDiagnosticJSONUsesContractKeys() throws {
        let diagnostic = Diagnostic(rule: "emoji", severity: .warning, message: "m", locale: "de",
                                    action: "a", field: .title,
                                    location: SourceLocation(file: "f", line: 1, column: 2), text: "t",
                                    data: ["n": 1])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(diagnostic)) as! [String: Any]
        XCTAssertEqual(json["rule"] as? String, "emoji")
        XCTAssertEqual(json["field"] as? String, "title")
        XCTAssertEqual((json["data"] as? [String: Any])?["n"] as? Int, 1)
    }
}
