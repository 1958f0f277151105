import EllipsisCore
import Foundation
import XCTest
@testable import EllipsisReport

final class TranslatorReportHTMLTests: XCTestCase {
    func testSelfContainedWithoutNetworkReferences() {
        let html = TranslatorReportHTML.render(CannedProject.input())
        // Namespace names are identifiers, never fetched.
        let stripped = html.replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
            .replacingOccurrences(of: "\"http://www.w3.org/1999/xlink\"", with: "")
        for pattern in ["http://", "https://", "src=\"", "<link", "@import", "url("] {
            XCTAssertFalse(stripped.contains(pattern), "external reference: \(pattern)")
        }
        XCTAssertTrue(html.contains("Content-Security-Policy"))
    }

    func testEscapesEverythingFromInput() {
        let html = TranslatorReportHTML.render(CannedProject.input())
        XCTAssertFalse(html.contains("<script>alert(1)"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(html.contains("قائمة &lt;جديدة&gt;"))
    }

    func testRightToLeftTranslationsAreMarked() {
        let html = TranslatorReportHTML.render(CannedProject.input())
        XCTAssertTrue(html.contains("<div class=\"translation\" lang=\"ar\" dir=\"rtl\">ابحث في Atlas: 50%, الآن</div>"))
        XCTAssertTrue(html.contains("<div class=\"translation\" lang=\"de\" dir=\"ltr\">"))
    }

    func testGridStatusPerLocaleAndAction() {
        let model = TranslatorReportModel(CannedProject.input())
        let project = CannedProject.project
        let search = project.actions[0], newList = project.actions[1]
        XCTAssertEqual(model.status(locale: LocaleID("de"), action: search).kind, "error")
        XCTAssertEqual(model.status(locale: LocaleID("ar"), action: search).kind, "warning")
        XCTAssertEqual(model.status(locale: LocaleID("ar"), action: search).count, 2)
        XCTAssertEqual(model.status(locale: LocaleID("ja"), action: newList).kind, "missing")
        XCTAssertEqual(model.status(locale: LocaleID("en"), action: newList).kind, "ok")
        XCTAssertEqual(model.locales.map(\.identifier), ["en", "ar", "de", "ja"])
    }

    func testFindingsSpeakToTranslators() {
        let html = TranslatorReportHTML.render(CannedProject.input())
        XCTAssertTrue(html.contains(CannedReport.rules[0].translatorHint))
        XCTAssertTrue(html.contains("People see: <q lang=\"de\" dir=\"auto\">In der Nähe nach Cafés\u{2026}</q>"))
        XCTAssertTrue(html.contains("stand in for Apple"))
    }

    /// A width verdict says in words, inside its finding, how sure it is.
    func testWidthFindingsSayHowSureTheyAre() throws {
        let html = TranslatorReportHTML.render(CannedProject.input())
        let findings = html.components(separatedBy: "<li class=\"finding").dropFirst()
        let german = try XCTUnwrap(findings.first { $0.contains("data-locale=\"de\"") && $0.contains("data-rule=\"truncation\"") })
        XCTAssertTrue(german.contains("<p class=\"certainty certain\">How sure: certain. It is 41.4 pt too long, "
            + "more than the fonts used here can be off (±6.3 pt).</p>"), german)
        let arabic = try XCTUnwrap(findings.first { $0.contains("data-locale=\"ar\"") && $0.contains("cut at AX3") })
        XCTAssertTrue(arabic.contains("<p class=\"certainty within-error\">How sure: not certain. It is 4 pt too long, "
            + "but the stand-in fonts can be off by ±21.5 pt for this text: it may fit on a device, or be cut more. "
            + "Check it on a device.</p>"), arabic)
        // Room to spare inside the error: it may be cut.
        let spare = TranslatorReportHTML.certaintySentence(["margin": -3, "uncertainty": 5.2, "certainty": "within-error"])
        XCTAssertEqual(spare?.text, "How sure: not certain. It fits with 3 pt to spare, but the stand-in fonts can be off "
            + "by ±5.2 pt for this text: it may be cut on a device. Check it on a device.")
        let later = TranslatorReportHTML.certaintySentence(["margin": 1.9, "uncertainty": 5.2, "certainty": "within-error",
                                                            "certainFrom": "xL"])
        XCTAssertTrue(later?.text.hasSuffix("it may fit on a device, or be cut more. From the text size xL on, it is cut for certain.") == true,
                      later?.text ?? "")
        // Other findings carry no such line.
        XCTAssertEqual(findings.filter { $0.contains("class=\"certainty") }.count, 2)
    }

    func testEveryFindingIsShownExactlyOnce() {
        var diagnostics = CannedProject.diagnostics
        // A catalog string with a width budget, and a subtitle finding on an action without one.
        diagnostics.append(Diagnostic(rule: "truncation", severity: .warning, message: "Cut in the tab bar.", locale: "de",
                                      action: "Localizable:tab.nearby", field: .title, text: "In der Umgebung"))
        diagnostics.append(Diagnostic(rule: "emoji", severity: .note, message: "Odd subtitle.", locale: "ja",
                                      action: "com.example.atlas.new-list", field: .subtitle, text: "✨"))
        let html = TranslatorReportHTML.render(CannedProject.input(diagnostics: diagnostics))
        XCTAssertEqual(html.components(separatedBy: "<li class=\"finding").count - 1, diagnostics.count)
        for diagnostic in diagnostics {
            let escaped = XMLText.escape(diagnostic.message)
            XCTAssertEqual(html.components(separatedBy: ">\(escaped)<").count - 1, 1, diagnostic.message)
        }
        XCTAssertTrue(html.contains("<code dir=\"ltr\">Localizable:tab.nearby</code>"))
    }

    func testThousandsOfFindingsRenderQuickly() {
        let many = (0..<3000).map { index in
            Diagnostic(rule: index % 2 == 0 ? "truncation" : "bidi", severity: index % 3 == 0 ? .error : .warning,
                       message: "Finding \(index)", locale: ["ar", "de", "ja"][index % 3],
                       action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/x.strings", line: index + 1, column: 1))
        }
        let start = Date()
        let html = TranslatorReportHTML.render(CannedProject.input(diagnostics: many))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(html.components(separatedBy: "<li class=\"finding").count - 1, 3000)
    }
}

final class TranslatorReportInventoryTests: XCTestCase {
    /// The report lists every action found, where it was found and its title's key, as `lint --format json` does.
    func testTheReportListsTheInventory() {
        var input = CannedProject.input()
        input.report.actions = CannedReport.actions
        let html = TranslatorReportHTML.render(input)
        XCTAssertTrue(html.contains("<section id=\"actions\">"))
        let rows = html.components(separatedBy: "<tr data-kind=").dropFirst().map { String($0.prefix(while: { $0 != "\n" })) }
        XCTAssertEqual(rows.count, 4)
        XCTAssertTrue(rows[0].contains("Home Screen quick action") && rows[0].contains("Info.plist <code dir=\"ltr\">Atlas/Info.plist:12</code>"))
        XCTAssertTrue(rows[1].contains("up to 3") && rows[1].contains("run-time data") && rows[1].contains("code <code dir=\"ltr\">Atlas/Launcher.swift:30</code>"))
        XCTAssertTrue(rows[2].contains("Peek action") && rows[2].contains("set at run time") && rows[2].contains("<code dir=\"ltr\">Pin</code> in Peek"))
        XCTAssertTrue(rows[3].contains("Context menu") && rows[3].contains("Copy Link"))
    }

    func testAReportOfNoActionSaysSo() {
        var input = CannedProject.input()
        input.project.actions = []
        input.report.actions = []
        input.project.sourceFiles = ["/app/Sources/Launcher.swift", "/app/Sources/Menu.swift"]
        let html = TranslatorReportHTML.render(input)
        XCTAssertTrue(html.contains("<p class=\"none\">No actions found: none in Info.plist, manifests (*.quickactions.json), "
                                    + "Android shortcuts.xml or the app's code; 2 source files read.</p>"))
        input.project.sourceFiles = []
        XCTAssertTrue(TranslatorReportHTML.render(input).contains("no Swift, Objective-C, Kotlin or Java source was found to read."))
    }
}
