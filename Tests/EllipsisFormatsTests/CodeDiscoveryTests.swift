import EllipsisCode
import EllipsisCore
import EllipsisFormats
import Foundation
import XCTest

/// Actions set in code, found by the discovery walk and resolved against the app's tables.
final class CodeDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try temporaryFolder(self)
    }

    private func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private let shortcut = """
        func install() {
            let title = NSLocalizedString("shortcut.compose", value: "Compose", comment: "")
            UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "compose", localizedTitle: title,
                                                                             localizedSubtitle: nil, icon: nil)]
        }
        """

    func testSourcesOfBuildsDependenciesAndTestsAreNotRead() throws {
        try write("App/en.lproj/Localizable.strings", "\"shortcut.compose\" = \"Compose\";\n")
        try write("App/Sources/Launcher.swift", shortcut)
        for skipped in ["Pods/Lib/Launcher.swift", "build/Launcher.swift", "AppTests/LauncherTests.swift",
                        "App/Sources/LauncherTests.swift", "DerivedData/X.swift", ".build/checkouts/Y.swift",
                        "app/src/androidTest/java/Z.kt"] {
            try write(skipped, "let x = UIApplicationShortcutItem(type: \"skipped\", localizedTitle: \"Skipped\")\n")
        }
        let project = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        XCTAssertEqual(project.sourceFiles, ["App/Sources/Launcher.swift"])
        XCTAssertEqual(project.actions.map(\.type), ["compose"])
        XCTAssertEqual(project.files.filter { $0.hasSuffix(".swift") }, ["App/Sources/Launcher.swift"])
    }

    func testKeysResolveInEveryShippedLocaleWithTheCodesDefaultValue() throws {
        try write("App/en.lproj/Localizable.strings", "\"shortcut.compose\" = \"New Message\";\n")
        try write("App/de.lproj/Localizable.strings", "\"shortcut.compose\" = \"Neue Nachricht\";\n")
        try write("App/fr.lproj/Localizable.strings", "\"other\" = \"Autre\";\n")
        try write("App/ja.lproj/Other.strings", "\"x\" = \"y\";\n")
        try write("App/Sources/Launcher.swift", shortcut)
        let project = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        let action = try XCTUnwrap(project.actions.first)
        XCTAssertEqual(action.source, .code)
        XCTAssertEqual(action.kind, .quickAction)
        XCTAssertEqual(action.sites.map(\.location.line), [3])
        XCTAssertEqual(action.title.table, "Localizable")
        let texts = action.title.texts
        XCTAssertEqual(texts[LocaleID("en")]?.text, "New Message")
        XCTAssertEqual(texts[LocaleID("de")]?.resolution, .translated)
        // fr has the table but not the key: iOS shows the value the code gives.
        XCTAssertEqual(texts[LocaleID("fr")]?.text, "Compose")
        XCTAssertEqual(texts[LocaleID("fr")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(texts[LocaleID("fr")]?.location.file.hasSuffix("Launcher.swift"), true)
        // ja has no Localizable table: the development language's entry.
        XCTAssertEqual(texts[LocaleID("ja")]?.text, "New Message")
        XCTAssertEqual(project.inventory.map(\.origin), [.code])
    }

    func testAManifestKeepsTheActionItNames() throws {
        try write("App/en.lproj/Localizable.strings", "\"shortcut.compose\" = \"Compose\";\n")
        try write("App/Sources/Launcher.swift", shortcut)
        try write("App/app.quickactions.json", """
            {"developmentLanguage": "en", "actions": [{"type": "compose", "title": {"en": "Write"}}]}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        XCTAssertEqual(project.actions.map(\.source), [.manifest])
        XCTAssertEqual(project.actions.first?.title.texts[LocaleID("en")]?.text, "Write")
    }

    func testAManifestTitleCanBeRunTimeDataWithASample() throws {
        try write("App/en.lproj/Localizable.strings", "\"x\" = \"y\";\n")
        try write("App/de.lproj/Localizable.strings", "\"x\" = \"z\";\n")
        try write("App/app.quickactions.json", """
            {"developmentLanguage": "en", "actions": [{"type": "bookmark", "title": {"en": "Open Last Bookmark"},
              "subtitle": {"userData": "How to Read a Nautical Chart in Fog"}}]}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        let subtitle = try XCTUnwrap(project.actions.first?.subtitle)
        XCTAssertTrue(subtitle.isUserData)
        XCTAssertEqual(subtitle.texts[LocaleID("en")]?.text, "How to Read a Nautical Chart in Fog")
        try write("App/app.quickactions.json", """
            {"actions": [{"type": "b", "title": {"userData": "x", "en": "y"}}]}
            """)
        XCTAssertThrowsError(try ProjectLoader.load(path: root.path)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("takes nothing else") == true, "\(error)")
        }
    }

    func testAnOversizedSourceIsSkippedWithANote() throws {
        try write("App/en.lproj/Localizable.strings", "\"shortcut.compose\" = \"Compose\";\n")
        try write("App/Sources/Launcher.swift", shortcut)
        let huge = root.appendingPathComponent("App/Sources/Generated.swift")
        try Data(count: CodeAnalysis.maximumFileSize + 10).write(to: huge)
        let project = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        XCTAssertEqual(project.actions.count, 1)
        XCTAssertEqual(project.codeNotes.count, 1)
        XCTAssertTrue(project.codeNotes[0].contains("Generated.swift") && project.codeNotes[0].contains("skipped"))
    }

    func testConfiguredWrappersReachTheAnalysis() throws {
        try write("App/en.lproj/Help.strings", "\"shortcut.help\" = \"Help Center\";\n")
        try write("App/Sources/Launcher.swift", """
            let item = UIApplicationShortcutItem(type: "help", localizedTitle: Tr.text("shortcut.help"))
            """)
        let plain = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        XCTAssertTrue(plain.actions.first?.title.isUserData == true, "an unknown function's result is run-time data")
        let options = CodeAnalysisOptions(wrappers: [LocalizationForm(name: "text", key: [.position(0)], fixedTable: "Help")])
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path], code: options).first)
        XCTAssertEqual(project.actions.first?.title.texts[LocaleID("en")]?.text, "Help Center")
    }

    func testAndroidShortcutsBuiltInKotlin() throws {
        try write("app/src/main/res/values/strings.xml",
                  "<resources><string name=\"find\">Find</string></resources>\n")
        try write("app/src/main/res/values-de/strings.xml",
                  "<resources><string name=\"find\">Suchen</string></resources>\n")
        try write("app/src/main/java/Launcher.kt", """
            fun find(app: Context) = ShortcutInfoCompat.Builder(app, "find")
                .setShortLabel(app.getString(R.string.find))
                .setLongLabel(app.getString(R.string.find_everything))
                .build()
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(path: root.path).first)
        XCTAssertEqual(project.platform, .android)
        let action = try XCTUnwrap(project.actions.first)
        XCTAssertEqual(action.kind, .androidShortcut)
        XCTAssertEqual(action.title.texts[LocaleID("de")]?.text, "Suchen")
        // A resource no strings.xml read defines: no text, and a note saying so.
        XCTAssertEqual(action.longTitle?.texts.isEmpty, true)
        XCTAssertTrue(project.codeNotes.contains { $0.contains("R.string.find_everything") })
    }
}
