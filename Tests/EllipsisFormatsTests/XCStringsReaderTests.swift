import EllipsisCore
import EllipsisFormats
import XCTest

final class XCStringsReaderTests: XCTestCase {
    let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Create %@" : {
              "comment" : "Quick action. ellipsis:disable=untranslated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ erstellen"
                  }
                },
                "fr" : {
                  "stringUnit" : { "state" : "needs_review", "value" : "Créer %@" }
                }
              }
            },
            "%lld unread" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread items" } }
                    }
                  }
                },
                "ja" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "new", "value" : "未読%lld件" } },
                      "ipad" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "未読 %lld 件" } } } } }
                    }
                  }
                },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1, "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg ungelesen" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg ungelesene" } } } }
                    }
                  }
                }
              }
            },
            "Brand" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }
        """

    func testCatalogStructureAndPositions() throws {
        let result = try XCStringsReader.read(data: utf8(catalog), path: "t")
        XCTAssertEqual(result.sourceLanguage, LocatedString("en", at: loc(2, 22)))
        XCTAssertEqual(result.entries.map(\.key), ["Create %@", "%lld unread", "Brand"])
        let create = result.entries[0]
        XCTAssertEqual(create.keyLocation, loc(4, 5))
        XCTAssertEqual(Suppressions.rules(in: create.comment), ["untranslated"])
        XCTAssertEqual(create.localization("de")?.value, LocatedString("%@ erstellen", at: loc(10, 23)))
        XCTAssertEqual(create.localization("de")?.state, "translated")
        XCTAssertEqual(create.localization("fr")?.effectiveState, "needs_review")
        XCTAssertTrue(create.shouldTranslate)

        let unread = result.entries[1]
        let en = try XCTUnwrap(unread.localization("en"))
        XCTAssertEqual(en.variantTexts, ["plural.one": "%lld unread item", "plural.other": "%lld unread items"])
        XCTAssertEqual(en.resolved?.variants, ["one": "%lld unread item", "other": "%lld unread items"])
        XCTAssertEqual(en.displayText?.value, "%lld unread items")
        XCTAssertEqual(en.displayText?.location, loc(24, 78))
        let ja = try XCTUnwrap(unread.localization("ja"))
        XCTAssertEqual(ja.variantTexts, ["device.iphone": "未読%lld件", "device.ipad.plural.other": "未読 %lld 件"])
        // Without `other`, the iPhone's text is the common one; the iPad keeps its own, with its plural.
        XCTAssertEqual(ja.displayText?.value, "未読%lld件")
        XCTAssertEqual(ja.resolved?.variants, [:])
        XCTAssertEqual(ja.resolved?.devices["ipad"], LocalizedText.DeviceText(text: "未読 %lld 件", location: loc(32, 119),
                                                                               variants: ["other": "未読 %lld 件"]))
        XCTAssertEqual(ja.effectiveState, "new")
        let de = try XCTUnwrap(unread.localization("de"))
        XCTAssertEqual(de.substitutions.first?.name, "count")
        XCTAssertEqual(de.substitutions.first?.placeholder, "%1$lld")
        // `%arg` is the substitution's own argument, written as the placeholder it stands for.
        XCTAssertEqual(de.displayText?.value, "%1$lld ungelesene")
        XCTAssertEqual(de.resolved?.variants, ["one": "%1$lld ungelesen", "other": "%1$lld ungelesene"])
        XCTAssertFalse(result.entries[2].shouldTranslate)
    }

    /// Every device Xcode offers is a device; `other` is what all the others show, and a device
    /// may vary by plural on its own.
    func testEveryDeviceXcodeWritesIsADevice() throws {
        let devices = ["applevision", "appletv", "applewatch", "ipad", "iphone", "ipod", "mac"]
        var variations = devices.map { "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"on \($0)\" } }" }
        variations.append("\"other\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"one elsewhere\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"elsewhere\" } } } } }")
        let text = "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"k\" : { \"localizations\" : { \"en\" : { \"variations\" : { \"device\" : { "
            + variations.joined(separator: ", ") + " } } } } } }, \"version\" : \"1.0\" }"
        let resolved = try XCTUnwrap(XCStringsReader.read(data: utf8(text), path: "t").entries.first?.localization("en")?.resolved)
        XCTAssertEqual(resolved.text.value, "elsewhere")
        XCTAssertEqual(resolved.variants, ["one": "one elsewhere", "other": "elsewhere"])
        XCTAssertEqual(resolved.devices.keys.sorted(), devices.sorted())
        XCTAssertEqual(resolved.devices["applewatch"]?.text, "on applewatch")
    }

    func testDuplicateKeysAreReported() throws {
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"comment\": \"1\"},\n \"a\": {\"comment\": \"2\"}}}"
        let catalog = try XCStringsReader.read(data: utf8(text), path: "t")
        XCTAssertEqual(catalog.entries.count, 1)
        XCTAssertEqual(catalog.entry(forKey: "a")?.comment, "2")
        XCTAssertEqual(catalog.issues.map(\.kind), [.duplicateKey])
        XCTAssertEqual(catalog.issues.first?.location, loc(2, 2))
    }

    func testMalformedCatalogs() {
        func read(_ text: String) throws -> StringCatalog { try XCStringsReader.read(data: utf8(text), path: "t") }
        assertInputError(try read("{\"strings\": {}}"), line: 1, column: 1, contains: "sourceLanguage")
        assertInputError(try read("{\"sourceLanguage\": 1}"), line: 1, column: 20, contains: "must be a string")
        assertInputError(try read("{\"sourceLanguage\": \"en\", \"strings\": []}"), line: 1, column: 37, contains: "must be an object")
        assertInputError(try read("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"new\"}}}}}}"),
                         line: 1, column: 83, contains: "no \"value\"")
        assertInputError(try read("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"shouldTranslate\": \"no\"}}}"),
                         line: 1, column: 63, contains: "true or false")
        assertInputError(try read("{\"sourceLanguage\": \"en\",\n \"strings\": {\"a\": {"), line: 2, column: 20, contains: "end of file")
    }

    /// The strings are read one at a time as the file is parsed; what is wrong with the
    /// file is still said in the order a reading of the whole tree says it: its JSON first,
    /// then the catalog's own keys, then the first entry that cannot be read.
    func testMistakesAreReportedInTheOrderOfAWholeReading() {
        func read(_ text: String) throws -> StringCatalog { try XCStringsReader.read(data: utf8(text), path: "t") }
        let badEntry = "\"a\": {\"shouldTranslate\": \"no\"}"
        // The entry is read before the JSON mistake after it is met: the JSON mistake is the one said.
        assertInputError(try read("{\"sourceLanguage\": \"en\", \"strings\": {\(badEntry), \"b\": {}, }}"),
                         line: 1, column: 79, contains: "trailing comma")
        // A missing source language comes after the strings in the file, and before them in what is said.
        assertInputError(try read("{\"strings\": {\(badEntry)}}"), line: 1, column: 1, contains: "sourceLanguage")
        assertInputError(try read("{\"strings\": {\(badEntry)}, \"sourceLanguage\": 2}"), line: 1, column: 65,
                         contains: "must be a string")
        // Of two bad entries, the first.
        assertInputError(try read("{\"sourceLanguage\": \"en\", \"strings\": {\"z\": [], \(badEntry)}}"),
                         line: 1, column: 43, contains: "must be an object")
    }

    /// `strings` written twice: the later one is the catalog's, whatever was in the first.
    func testTheLaterOfTwoStringsObjectsIsRead() throws {
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"shouldTranslate\": \"no\"}, \"b\": {}},\n"
            + " \"strings\": {\"c\": {\"comment\": \"kept\"}, \"c\": {\"comment\": \"last\"}}}"
        let catalog = try XCStringsReader.read(data: utf8(text), path: "t")
        XCTAssertEqual(catalog.entries.map(\.key), ["c"])
        XCTAssertEqual(catalog.entry(forKey: "c")?.comment, "last")
        XCTAssertEqual(catalog.issues.map(\.location), [loc(2, 40)])
        let arrayLast = "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}}, \"strings\": []}"
        assertInputError(try XCStringsReader.read(data: utf8(arrayLast), path: "t"), line: 1, column: 59,
                         contains: "must be an object")
    }

    /// A catalog large enough to be parsed on one thread while another reads its entries:
    /// the entries, their order, the issues and the first mistake are those of a reading in turn.
    func testALargeCatalogReadsAsInTurn() throws {
        let count = 6000
        // One entry a line (the file's third line is the first), well over a megabyte in all.
        func entry(_ index: Int, _ body: String? = nil) -> String {
            let text = String(repeating: "x", count: 120)
            return "\"k\(index)\": " + (body ?? "{\"comment\": \"\(index)\", \"localizations\": {\"de\": "
                + "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(text) \(index)\"}}}}")
        }
        func catalog(_ lines: [String], end: String = "}}") -> Data {
            utf8("{\"sourceLanguage\": \"en\",\n\"strings\": {\n" + lines.joined(separator: ",\n") + end)
        }
        var lines = (0..<count).map { entry($0) }
        XCTAssertGreaterThan(catalog(lines).count, 1 << 20)
        let read = try XCStringsReader.read(data: catalog(lines), path: "t")
        XCTAssertEqual(read.entries.map(\.key), (0..<count).map { "k\($0)" })
        XCTAssertEqual(read.entries.map { $0.localization("de")?.value?.value }, (0..<count).map {
            String(repeating: "x", count: 120) + " \($0)"
        })
        XCTAssertEqual(read.entries[4321].keyLocation, loc(4324, 1))

        // A key given again far on: one issue where it is, the later definition kept where it is.
        lines[5000] = entry(17, "{\"comment\": \"again\"}")
        let again = try XCStringsReader.read(data: catalog(lines), path: "t")
        XCTAssertEqual(again.issues.map(\.location), [loc(5003, 1)])
        XCTAssertEqual(again.entries.count, count - 1)
        XCTAssertEqual(again.entries[4999].key, "k17")
        XCTAssertEqual(again.entry(forKey: "k17")?.comment, "again")

        // Of two bad entries, the first; a JSON mistake at the end is said before either.
        lines[3000] = entry(3000, "{\"shouldTranslate\": \"no\"}")
        lines[5500] = entry(5500, "[]")
        assertInputError(try XCStringsReader.read(data: catalog(lines), path: "t"), line: 3003, column: 30,
                         contains: "true or false")
        assertInputError(try XCStringsReader.read(data: catalog(lines, end: "}"), path: "t"), line: count + 2,
                         column: 0, contains: "end of file")
    }
}
