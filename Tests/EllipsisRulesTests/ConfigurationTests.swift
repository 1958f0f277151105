import EllipsisCore
@testable import EllipsisRules
import Foundation
import XCTest

final class ConfigurationTests: XCTestCase {
    func parse(_ json: String) throws -> Configuration {
        try ConfigurationFile.parse(Data(json.utf8), file: "/tmp/project/.ellipsis.json")
    }

    func testEveryDocumentedKey() throws {
        let configuration = try parse("""
            {
              "rules": {"emoji": "off", "extraneous": "error", "icon": true, "navigation-only": "on"},
              "surfaces": [{"match": "Localizable:widget.*", "surface": "quick-action.title"},
                           {"match": "*.button", "width": 120, "size": 15, "lines": 1}],
              "placeholderSamples": {"%@": "Wwwwwwwwwwww", "%d": "88888"},
              "brands": ["DuckDuckGo", "Firefox"],
              "devices": ["iphone"],
              "textSizes": ["L", "AX5"],
              "fontDirectories": ["fonts", "/Library/Fonts"]
            }
            """)
        XCTAssertFalse(configuration.isEnabled(EmojiRule.identifier))
        XCTAssertTrue(configuration.isEnabled(IconRule.identifier))
        XCTAssertEqual(configuration.severity(of: ExtraneousRule.identifier, default: .warning), .error)
        XCTAssertEqual(configuration.severity(of: NavigationOnlyRule.identifier, default: .note), .note)
        XCTAssertEqual(configuration.surface(forTable: "Localizable", key: "widget.title")?.surface, "quick-action.title")
        XCTAssertNil(configuration.surface(forTable: "InfoPlist", key: "widget.title"))
        XCTAssertEqual(configuration.surface(forTable: "Main", key: "save.button")?.width, 120)
        XCTAssertEqual(configuration.placeholderSamples["%d"], "88888")
        XCTAssertTrue(configuration.isBrand("duckduckgo"))
        XCTAssertEqual(configuration.devices, ["iphone"])
        XCTAssertEqual(configuration.textSizes, ["L", "AX5"])
        XCTAssertEqual(configuration.fontDirectories, ["/tmp/project/fonts", "/Library/Fonts"])
    }

    func testUnknownKeyNamesItsLineAndColumn() {
        XCTAssertThrowsError(try parse("{\n  \"brands\": [],\n  \"colour\": 1\n}")) { error in
            let error = error as? InputError
            XCTAssertEqual(error?.location.line, 3)
            XCTAssertEqual(error?.location.column, 3)
            XCTAssertTrue(error?.message.contains("unknown key 'colour'") == true, "\(String(describing: error))")
        }
    }

    func testUnknownRuleAndBadValuesAreErrors() {
        XCTAssertThrowsError(try parse(#"{"rules": {"truncate": "off"}}"#))
        XCTAssertThrowsError(try parse(#"{"rules": {"emoji": "loud"}}"#))
        XCTAssertThrowsError(try parse(#"{"devices": ["watch"]}"#))
        XCTAssertThrowsError(try parse(#"{"textSizes": ["XXL"]}"#))
        XCTAssertThrowsError(try parse(#"{"surfaces": [{"match": "x"}]}"#))
        XCTAssertThrowsError(try parse(#"{"surfaces": [{"match": "x", "width": -3}]}"#))
        XCTAssertThrowsError(try parse("[1, 2]"))
        XCTAssertThrowsError(try parse("{not json")) { error in
            XCTAssertNotNil(error as? InputError)
        }
    }

    func testGlob() {
        XCTAssertTrue(Glob.matches("widget.*", "widget.title"))
        XCTAssertTrue(Glob.matches("*title", "widget.title"))
        XCTAssertTrue(Glob.matches("w?dget.*e", "widget.title"))
        XCTAssertFalse(Glob.matches("widget.*", "widgets"))
        XCTAssertTrue(Glob.matches("*", ""))
        // Many stars must not blow up.
        XCTAssertFalse(Glob.matches(String(repeating: "*a", count: 30) + "b", String(repeating: "a", count: 200)))
    }
}

extension ConfigurationTests {
    func testDeepNestingIsRefusedWithAPositionNotACrash() {
        let deep = "{\"brands\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        XCTAssertThrowsError(try parse(deep)) { error in
            let error = error as? InputError
            XCTAssertEqual(error?.location.line, 1)
            XCTAssertTrue(error?.message.contains("nested deeper") == true, "\(String(describing: error))")
        }
    }
}
