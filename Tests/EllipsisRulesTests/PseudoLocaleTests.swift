import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// The pseudo-texts: what en-XA and ar-XB make of a source, and what they leave alone.
final class PseudoLocaleTests: XCTestCase {
    func testAccentedChangesEveryLetterAndBracketsThePaddedText() {
        let text = PseudoLocale.accented.text(of: "New Message", expansion: 1.5)
        XCTAssertTrue(text.hasPrefix("[Ñéŵ Ḿéššáĝé"), text)
        XCTAssertTrue(text.hasSuffix("]"))
        // 11 characters at 1.5 are padded by 6 (rounded up): " one t".
        XCTAssertEqual(text, "[Ñéŵ Ḿéššáĝé one t]")
        // Every ASCII letter of the source became a letter that is not ASCII.
        let accentedPart = text.dropFirst().prefix(11)
        XCTAssertFalse(accentedPart.contains { $0.isASCII && $0.isLetter })
    }

    func testNoPaddingWhereNoGrowthIsExpected() {
        XCTAssertEqual(PseudoLocale.accented.text(of: "Search", expansion: 1.0), "[Šéáŕçĥ]")
        XCTAssertEqual(PseudoLocale.accented.text(of: "Search", expansion: 0.8), "[Šéáŕçĥ]")
        // A padding of one character would be a lone space: none.
        XCTAssertEqual(PseudoLocale.accented.text(of: "Search", expansion: 1.1), "[Šéáŕçĥ]")
        // Long paddings run past the first words.
        XCTAssertEqual(PseudoLocale.accented.text(of: "Go", expansion: 20).count, 2 + 2 + 38)
    }

    func testPlaceholdersAreNeverChanged() {
        for (source, placeholders) in [("Create %@", ["%@"]), ("Resume %1$s", ["%1$s"]), ("Hello {name}", ["{name}"]),
                                       ("%d%% done of %2$@", ["%d", "%%", "%2$@"]),
                                       ("Send %#@files@ now", ["%#@files@"])] {
            for pseudo in PseudoLocale.allCases {
                let text = pseudo.text(of: source, expansion: 1.4)
                for placeholder in placeholders {
                    XCTAssertTrue(text.contains(placeholder), "\(pseudo) changed \(placeholder) in '\(text)'")
                }
                XCTAssertEqual(Placeholder.spans(in: text).map(\.text), Placeholder.spans(in: source).map(\.text))
            }
        }
    }

    func testTheSourceCanBeReadBack() {
        for source in ["New Message", "Open Last Bookmark", "Resume %1$s", "Create {item}", "Share My Location",
                       "Go", "Ends with one", "Search Nearby: cafes & shops", "100% sure"] {
            for expansion in [1.0, 1.3, 2.0] {
                for pseudo in PseudoLocale.allCases {
                    XCTAssertEqual(pseudo.source(of: pseudo.text(of: source, expansion: expansion)), source,
                                   "\(pseudo) at \(expansion)")
                }
            }
        }
    }

    func testLettersThatAreAccentedAlreadyAreKept() {
        // The map takes ASCII letters one to one; a source's own accented letter stays as it is.
        XCTAssertEqual(PseudoLocale.accented.text(of: "Créer", expansion: 1), "[Çŕééŕ]")
        XCTAssertEqual(PseudoLocale.accented.text(of: "Über ß", expansion: 1), "[Üƀéŕ ß]")
    }

    func testMirroredSetsEachWordRightToLeftAndLeavesPlaceholdersOutside() {
        let text = PseudoLocale.mirrored.text(of: "Resume %1$s now", expansion: 2)
        XCTAssertEqual(text, "\u{200F}\u{202E}Resume\u{202C}\u{200F} %1$s \u{200F}\u{202E}now\u{202C}\u{200F}")
        // The letters stay what they were: only their direction changes.
        XCTAssertEqual(PseudoLocale.mirrored.source(of: text), "Resume %1$s now")
    }

    func testNamesAreReadInAnyCase() {
        XCTAssertEqual(PseudoLocale(name: "en_xa"), .accented)
        XCTAssertEqual(PseudoLocale(name: "AR-XB"), .mirrored)
        XCTAssertNil(PseudoLocale(name: "en-XC"))
    }

    func testFallbackGrowthShrinksWithLength() {
        let lengths = [5, 15, 25, 40, 100]
        let growth = lengths.map(ExpectedExpansion.fallback(length:))
        XCTAssertEqual(growth, [2.0, 1.8, 1.6, 1.4, 1.3])
    }
}

/// Pseudo-locales in a project: added like shipped locales, judged by the width rules only.
final class PseudoLocalizationTests: XCTestCase {
    func project(_ title: String, subtitle: String? = nil, locales: [String: String] = [:]) -> Project {
        var texts: [LocaleID: LocalizedText] = [LocaleID("en"): LocalizedText(
            text: title, location: SourceLocation(file: "en.lproj/InfoPlist.strings", line: 1, column: 1), resolution: .source)]
        for (locale, text) in locales {
            texts[LocaleID(locale)] = LocalizedText(text: text, location: SourceLocation(file: "\(locale).lproj/InfoPlist.strings",
                                                                                        line: 1, column: 1))
        }
        var subtitleField: LocalizedField?
        if let subtitle {
            subtitleField = LocalizedField(key: subtitle, texts: [LocaleID("en"): LocalizedText(
                text: subtitle, location: SourceLocation(file: "en.lproj/InfoPlist.strings", line: 2, column: 1),
                resolution: .source)])
        }
        let action = QuickAction(type: "com.example.open", origin: .static,
                                 declaredAt: SourceLocation(file: "Info.plist", line: 3, column: 1), icon: .system("Search"),
                                 title: LocalizedField(key: title, texts: texts), subtitle: subtitleField)
        return Project(platform: .ios, root: ".", developmentLanguage: LocaleID("en"),
                       locales: ([LocaleID("en")] + locales.keys.map { LocaleID($0) }).sorted(), actions: [action])
    }

    func testPseudoTextsArePaddedByTheShippedLocalesMeasuredExpansion() throws {
        let data = TestLocaleData.shared
        let french = try XCTUnwrap(data.data(for: "fr")?.expansion)
        let added = PseudoLocalization.adding(PseudoLocale.allCases, to: project("New Message", locales: ["fr": "Nouveau message"]),
                                              localeData: data)
        XCTAssertEqual(added.locales.map(\.identifier), ["ar-XB", "en", "en-XA", "fr"])
        XCTAssertEqual(added.pseudoLocales, [LocaleID("en-XA"), LocaleID("ar-XB")])
        let accented = try XCTUnwrap(added.actions[0].title.texts[LocaleID("en-XA")])
        let p90 = french.figures(forSourceLength: 11).p90
        XCTAssertEqual(accented.text, PseudoLocale.accented.text(of: "New Message", expansion: p90))
        XCTAssertEqual(accented.text.count, 2 + 11 + PseudoLocale.paddingLength(11, expansion: p90))
        // A finding about it points at the source string.
        XCTAssertEqual(accented.location.file, "en.lproj/InfoPlist.strings")
        // Without measured locales, the fallback by length pads: 11 characters at 180%, 9 more.
        let alone = PseudoLocalization.adding([.accented], to: project("New Message"), localeData: data)
        XCTAssertEqual(alone.actions[0].title.texts[LocaleID("en-XA")]?.text, "[Ñéŵ Ḿéššáĝé one two ]")
    }

    func testOnlyTheWidthRulesJudgePseudoLocales() {
        // A title made of a placeholder word, that would be "untranslated" and "conveys-result" material.
        let base = project("Open App Settings Now Please", subtitle: "Everything about your account and devices")
        let pseudo = PseudoLocalization.adding(PseudoLocale.allCases, to: base, localeData: TestLocaleData.shared)
        let linter = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let findings = linter.lint([pseudo]).diagnostics
        let onPseudo = findings.filter { ["en-XA", "ar-XB"].contains($0.locale ?? "") }
        XCTAssertFalse(onPseudo.isEmpty, "the padded title is cut with a subtitle")
        XCTAssertEqual(Set(onPseudo.map(\.rule)), ["truncation"])
        XCTAssertFalse(findings.contains { $0.rule == "missing-translation" })
        // The source's own findings are the same with and without pseudo-locales.
        let sourceOnly = linter.lint([base]).diagnostics
        XCTAssertEqual(findings.filter { !["en-XA", "ar-XB"].contains($0.locale ?? "") }.map(\.message),
                       sourceOnly.map(\.message))
    }

    func testAProjectsOwnPseudoLocaleIsKept() {
        let own = project("Search", locales: ["en-XA": "[Ṡéàřçĥ]"])
        let added = PseudoLocalization.adding([.accented], to: own, localeData: TestLocaleData.shared)
        XCTAssertEqual(added.actions[0].title.texts[LocaleID("en-XA")]?.text, "[Ṡéàřçĥ]")
        XCTAssertTrue(added.pseudoLocales.isEmpty)
    }
}
