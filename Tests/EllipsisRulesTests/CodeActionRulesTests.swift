import EllipsisCore
@testable import EllipsisRules
import XCTest

/// Rules on actions found in code: which rules see peek and context-menu
/// actions, run-time data, plain strings, loops, and findings naming the call.
final class CodeActionRulesTests: XCTestCase {
    let en = LocaleID("en"), de = LocaleID("de")

    func place(_ line: Int, _ file: String = "/app/Sources/Menu.swift") -> SourceLocation {
        SourceLocation(file: file, line: line, column: 5)
    }

    func text(_ value: String, _ line: Int, _ resolution: LocalizedText.Resolution = .translated,
              file: String = "/app/de.lproj/Localizable.strings") -> LocalizedText {
        LocalizedText(text: value, location: SourceLocation(file: file, line: line, column: 10), resolution: resolution)
    }

    func action(_ type: String, kind: ActionKind, title: LocalizedField, line: Int,
                multiplicity: ActionMultiplicity = .one, origin: QuickAction.Origin = .dynamic) -> QuickAction {
        QuickAction(type: type, origin: origin, declaredAt: place(line), icon: .system("Compose"), title: title, kind: kind,
                    source: origin == .static ? .infoPlist : .code, declaredType: .some(type),
                    sites: origin == .static ? [] : [CodeSite(location: place(line), multiplicity: multiplicity)])
    }

    func keyed(_ key: String, en english: String, de german: String) -> LocalizedField {
        LocalizedField(key: key, keyLocation: place(1),
                       texts: [en: text(english, 1, .source, file: "/app/en.lproj/Localizable.strings"), de: text(german, 2)],
                       table: "Localizable")
    }

    func project(_ actions: [QuickAction], locales: [LocaleID]? = nil) -> Project {
        Project(platform: .ios, root: "/app", developmentLanguage: en, locales: locales ?? [de, en], actions: actions,
                files: ["Sources/Menu.swift"])
    }

    func lint(_ project: Project) -> [Diagnostic] {
        Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout).lint([project]).diagnostics
    }

    func testContextMenuActionsMeetTheirRulesOnlyAndNameTheirCall() {
        // A context-menu title that only names a place, too long in German, with an emoji.
        let settings = action("menu.settings", kind: .contextMenu,
                              title: keyed("menu.settings", en: "Settings", de: "⚙️ Einstellungen für dieses Konto und alle verbundenen Geräte öffnen"),
                              line: 12)
        let found = lint(project([settings]))
        let rules = Set(found.map(\.rule))
        XCTAssertTrue(rules.isSuperset(of: ["truncation", "emoji"]), "\(rules)")
        // Not navigation-only, not counted among the four (the app has no quick action: that is said once).
        XCTAssertFalse(rules.contains("navigation-only"))
        XCTAssertEqual(found.filter { $0.rule == "action-count" }.map(\.action), [nil])
        let truncation = found.first { $0.rule == "truncation" }
        XCTAssertEqual(truncation?.data["site"], .string("Sources/Menu.swift:12"))
        XCTAssertEqual(truncation?.data["surface"], .string("context-menu.title"))
        XCTAssertTrue(truncation?.message.hasSuffix("(set in code at Sources/Menu.swift:12)") == true)
    }

    func testRunTimeDataIsMeasuredNeverMissingOrUntranslated() {
        let handle = LocalizedField(keyLocation: place(3), texts: [en: text("@%@", 3, .userData, file: "/app/Sources/Menu.swift")])
        let found = lint(project([action("inbox", kind: .quickAction, title: handle, line: 3)]))
        XCTAssertFalse(found.contains { ["missing-translation", "untranslated", "conveys-result", "bidi"].contains($0.rule) },
                       "\(found.map(\.rule))")
        var configuration = Configuration()
        configuration.placeholderSamples = ["%@": String(repeating: "W", count: 40)]
        let wide = Linter(configuration: configuration, localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
            .lint([project([action("inbox", kind: .quickAction, title: handle, line: 3)])]).diagnostics
        XCTAssertTrue(wide.contains { $0.rule == "truncation" && $0.locale == "en" }, "\(wide.map(\.rule))")
    }

    func testAPlainStringInCodeIsNotLocalized() {
        let literal = LocalizedField(keyLocation: place(7), texts: [en: text("Export GPX", 7, .literal, file: "/app/Sources/Menu.swift")],
                                     isNotLocalized: true)
        let shipped = lint(project([action("Export GPX", kind: .contextMenu, title: literal, line: 7)]))
        let finding = shipped.first { $0.rule == "missing-translation" }
        XCTAssertEqual(finding?.severity, .warning)
        XCTAssertEqual(finding?.data["kind"], .string("notLocalized"))
        XCTAssertEqual(finding?.location?.line, 7)
        XCTAssertTrue(finding?.message.contains("every locale shows it in en, de included") == true, finding?.message ?? "")
        XCTAssertEqual(shipped.filter { $0.rule == "missing-translation" }.count, 1, "one finding, not one per locale")
        // An app in one language only: worth knowing, nothing anyone sees yet.
        let alone = lint(project([action("Export GPX", kind: .contextMenu, title: literal, line: 7)], locales: [en]))
        XCTAssertEqual(alone.first { $0.rule == "missing-translation" }?.severity, .note)
    }

    func testActionsMadeInALoopCountUpToTheirBound() {
        let titles = ["Search", "Scan", "Record"].enumerated().map { index, title in
            action("static.\(index)", kind: .quickAction, title: keyed("t\(index)", en: title, de: title), line: index + 1,
                   origin: .static)
        }
        func resume(_ multiplicity: ActionMultiplicity) -> QuickAction {
            action("resume", kind: .quickAction, title: keyed("resume", en: "Resume Hike", de: "Wanderung fortsetzen"),
                   line: 30, multiplicity: multiplicity)
        }
        let menu = action("menu.copy", kind: .contextMenu, title: keyed("menu.copy", en: "Copy", de: "Kopieren"), line: 40)
        func counts(_ actions: [QuickAction]) -> [Diagnostic] { lint(project(actions)).filter { $0.rule == "action-count" } }
        // Three static and one: four, fine; the context-menu action does not count.
        XCTAssertEqual(counts(titles + [resume(.one), menu]), [])
        // Up to two more: five at most, said so.
        let upTo = counts(titles + [resume(.upTo(2)), menu])
        XCTAssertEqual(upTo.count, 1)
        XCTAssertTrue(upTo[0].message.contains("makes up to 2 dynamic actions"), upTo[0].message)
        XCTAssertEqual(upTo[0].data["count"], .integer(5))
        let several = counts(titles + [resume(.several)])
        XCTAssertTrue(several.first?.message.contains("makes several dynamic actions") == true)
        // Up to one alone beside three: never more than four.
        XCTAssertEqual(counts(titles + [resume(.upTo(1))]), [])
    }

    func testListsThatReplaceOneAnotherAreCountedApart() {
        let guestList = place(50, "/app/Sources/Launcher.swift"), memberList = place(52, "/app/Sources/Launcher.swift")
        func listed(_ type: String, line: Int, in lists: [SourceLocation]) -> QuickAction {
            var made = action(type, kind: .quickAction, title: keyed(type, en: type.capitalized, de: type.capitalized), line: line)
            made.sites = [CodeSite(location: place(line), publishedBy: lists)]
            return made
        }
        let guest = listed("join", line: 3, in: [guestList])
        let members = ["post", "inbox", "stats", "drafts"].enumerated().map { listed($1, line: 10 + $0, in: [memberList]) }
        func counts(_ actions: [QuickAction]) -> [Diagnostic] { lint(project(actions)).filter { $0.rule == "action-count" } }
        // One and four, never five together.
        XCTAssertEqual(counts([guest] + members), [])
        // An action in both lists, or in none known, is with each.
        var shared = listed("search", line: 20, in: [guestList, memberList])
        var found = counts([guest, shared] + members)
        XCTAssertEqual(found.map(\.action), ["drafts"])
        XCTAssertTrue(found[0].message.hasSuffix("(with the list set at Sources/Launcher.swift:52)"), found[0].message)
        shared.sites = [CodeSite(location: place(20))]
        found = counts([guest, shared] + members)
        XCTAssertEqual(found.map(\.action), ["drafts"])
    }
}
