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

    /// The example of docs/configuration.md is a valid configuration.
    func testTheDocumentedExampleParses() throws {
        let url = TestLocaleData.packageRoot.appendingPathComponent("docs/configuration.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```json\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let configuration = try parse(String(text[start.upperBound..<end.lowerBound]))
        XCTAssertEqual(configuration.wrapperFunctions.map(\.name), ["Strings.text", "localizedTitle", "translated"])
        XCTAssertEqual(configuration.wrapperFunctions.last?.key, .receiver)
        XCTAssertEqual(configuration.show, ["accessibility"])
    }

    /// `show` takes the details it knows, and says which at the value that is not one.
    func testShowIsValidated() throws {
        XCTAssertEqual(try parse(#"{"show": ["accessibility"]}"#).show, ["accessibility"])
        XCTAssertEqual(try parse("{}").show, [])
        XCTAssertThrowsError(try parse("{\n  \"show\": [\"accesibility\"]\n}")) { error in
            let error = error as? InputError
            XCTAssertEqual(error?.location.line, 2)
            XCTAssertEqual(error?.message, "unknown detail to show 'accesibility'; did you mean 'accessibility'? (known: accessibility)")
        }
        XCTAssertThrowsError(try parse(#"{"show": "accessibility"}"#))
    }

    func testWrapperFunctions() throws {
        let configuration = try parse("""
            {"wrapperFunctions": [
              {"name": "Strings.text", "key": 0, "table": "table", "defaultTable": "Main"},
              {"name": "localized", "key": "self"},
              {"name": "tr", "key": 1, "table": 0, "value": "fallback"}
            ]}
            """)
        XCTAssertEqual(configuration.wrapperFunctions, [
            Configuration.WrapperFunction(name: "Strings.text", key: .position(0), table: .label("table"), defaultTable: "Main"),
            Configuration.WrapperFunction(name: "localized", key: .receiver),
            Configuration.WrapperFunction(name: "tr", key: .position(1), table: .position(0), value: .label("fallback")),
        ])
        for bad in [#"{"wrapperFunctions": {}}"#, #"{"wrapperFunctions": [{"key": 0}]}"#,
                    #"{"wrapperFunctions": [{"name": "L"}]}"#, #"{"wrapperFunctions": [{"name": "L", "key": -1}]}"#,
                    #"{"wrapperFunctions": [{"name": "L", "key": 1.5}]}"#, #"{"wrapperFunctions": [{"name": "L", "key": 0, "tabel": 1}]}"#,
                    #"{"wrapperFunctions": [{"name": "L", "key": 0, "defaultTable": 3}]}"#] {
            XCTAssertThrowsError(try parse(bad), bad) { error in XCTAssertNotNil(error as? InputError) }
        }
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

extension ConfigurationTests {
    private func failure(_ json: String) -> InputError? {
        do {
            _ = try parse(json)
            XCTFail("expected an InputError for \(json)")
        } catch {
            return error as? InputError
        }
        return nil
    }

    /// Each mistake is reported at the key or value that makes it, with what was expected.
    func testErrorsPointAtTheOffendingKeyOrValue() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"rules\": {\"emoji\": 3}\n}", 2, 22, "rule 'emoji' must be \"off\", \"on\", \"error\", \"warning\" or \"note\", found a number"),
            ("{\n  \"rules\": {\"emoji\": \"loud\"}\n}", 2, 22, "rule 'emoji': unknown setting 'loud'"),
            ("{\n  \"rules\": {\"truncate\": \"off\"}\n}", 2, 13, "unknown rule 'truncate'; did you mean 'truncation'?"),
            ("{\"surfaces\": [{\"match\": \"x\",\n  \"width\": \"wide\"}]}", 2, 12, "\"width\" must be a number, found a string"),
            ("{\"surfaces\": [{\"match\": \"x\", \"width\": -3}]}", 1, 39, "surface width must be positive"),
            ("{\"surfaces\": [{\"match\": \"x\"}]}", 1, 15, "surface 'x' needs a \"surface\" name or a \"width\""),
            ("{\"surfaces\": [{\"match\": \"x\", \"widht\": 3, \"width\": 3}]}", 1, 30, "unknown key 'widht' in a surface; did you mean 'width'?"),
            ("{\"devices\": [\"iphone\",\n \"watch\"]}", 2, 2, "unknown device 'watch' (known: iphone, ipad)"),
            ("{\"devices\": [\"iPad\"]}", 1, 14, "unknown device 'iPad'; did you mean 'ipad'? (known: iphone, ipad)"),
            ("{\n  \"brands\": [\"a\",]\n}", 2, 18, "expected a value after ',' in an array (JSON allows no trailing comma), found ']'"),
            ("{\"brands\": [] // ours\n}", 1, 15, "expected ',' or '}' after an object member, found '/'"),
            ("{'brands': []}", 1, 2, "expected a quoted key or '}' in an object, found '''"),
            ("{\"brands\" []}", 1, 11, "expected ':' after the key \"brands\", found '['"),
            ("{\"brands\": [\"a\", 2]}", 1, 18, "'brands' must be an array of strings, found a number in it"),
            ("{\"placeholderSamples\": {\"%d\": 8}}", 1, 31, "placeholder sample '%d' must be a string, found a number"),
            ("{\"brands\": [],\n \"brands\": []}", 2, 2, "key \"brands\" appears twice in this object (first at 1:2)"),
            ("[1, 2]", 1, 1, "the configuration must be a JSON object, found an array"),
            ("{\n  \"brands\": [\"a\" \"b\"]\n}", 2, 18, "expected ',' or ']' after an array element, found '\"'"),
        ]
        for (json, line, column, message) in cases {
            guard let error = failure(json) else { continue }
            XCTAssertEqual(error.location.file, "/tmp/project/.ellipsis.json")
            XCTAssertEqual([error.location.line, error.location.column], [line, column], "\(json): \(error)")
            XCTAssertEqual(error.message, message, json)
        }
    }
}

extension ConfigurationTests {
    /// Every problem of the file at once, in the file's order, each at its place,
    /// misspelt names with the nearest known one.
    func testEveryProblemIsReportedAtOnceWithTheNearestName() {
        let json = """
            {
              "rule": {},
              "rules": {"truncaton": "off", "emoji": "loud", "app-name": "warning"},
              "devices": ["iphone", "iPhone"],
              "surfaces": [{"match": "x", "widht": 3}],
              "wraperFunctions": []
            }
            """
        XCTAssertThrowsError(try parse(json)) { error in
            guard let errors = (error as? InputErrors)?.errors else { return XCTFail("\(error)") }
            XCTAssertEqual(errors.map { "\($0.location.line):\($0.location.column)" },
                           ["2:3", "3:13", "3:42", "4:25", "5:16", "5:31", "6:3"])
            XCTAssertTrue(errors[0].message.hasPrefix("unknown key 'rule'; did you mean 'rules'?"), errors[0].message)
            XCTAssertEqual(errors[1].message, "unknown rule 'truncaton'; did you mean 'truncation'?")
            XCTAssertEqual(errors[2].message, "rule 'emoji': unknown setting 'loud'")
            XCTAssertTrue(errors[3].message.contains("did you mean 'iphone'?"), errors[3].message)
            XCTAssertTrue(errors[4].message.contains("needs a \"surface\" name or a \"width\""), errors[4].message)
            XCTAssertEqual(errors[5].message, "unknown key 'widht' in a surface; did you mean 'width'?")
            XCTAssertTrue(errors[6].message.hasPrefix("unknown key 'wraperFunctions'; did you mean 'wrapperFunctions'?"))
            XCTAssertEqual("\(error)".split(separator: "\n").count, 7, "one line each: \(error)")
        }
    }

    func testNearestNameOnlySuggestsWhatIsClose() {
        XCTAssertEqual(NearestName.suggestion(for: "trunaction", among: ["truncation", "emoji"]), "truncation")
        XCTAssertEqual(NearestName.suggestion(for: "Emoji", among: ["truncation", "emoji"]), "emoji")
        XCTAssertNil(NearestName.suggestion(for: "colour", among: ["truncation", "emoji", "brands"]))
        XCTAssertNil(NearestName.suggestion(for: "ab", among: ["xy"]))
        XCTAssertEqual(NearestName.editDistance(Array("kitten"), Array("sitting")), 3)
    }
}
