import EllipsisCore
@testable import EllipsisReport

/// A small app in four languages for the translator report: English source,
/// German, Arabic (right to left) and Japanese, with one missing translation.
enum CannedProject {
    static func text(_ value: String, _ file: String, _ line: Int, _ resolution: LocalizedText.Resolution = .translated) -> LocalizedText {
        LocalizedText(text: value, location: SourceLocation(file: "/project/Atlas/\(file)", line: line, column: 18),
                      resolution: resolution)
    }

    static var project: Project {
        let en = LocaleID("en"), de = LocaleID("de"), ar = LocaleID("ar"), ja = LocaleID("ja")
        let search = QuickAction(
            type: "com.example.atlas.search", origin: .static,
            declaredAt: SourceLocation(file: "/project/Atlas/Info.plist", line: 30, column: 5), icon: .system("Search"),
            title: LocalizedField(key: "Search Nearby", texts: [
                en: text("Search Nearby", "en.lproj/InfoPlist.strings", 4, .source),
                de: text("In der Nähe nach Cafés, Bäckereien suchen", "de.lproj/InfoPlist.strings", 4),
                ar: text("ابحث في Atlas: 50%, الآن", "ar.lproj/InfoPlist.strings", 4),
                ja: text("近くを検索", "ja.lproj/InfoPlist.strings", 4),
            ]),
            subtitle: LocalizedField(key: "Cafés & shops", texts: [
                en: text("Cafés & shops", "en.lproj/InfoPlist.strings", 5, .source),
                de: text("Cafés & Läden", "de.lproj/InfoPlist.strings", 5),
                ar: text("مقاهٍ ومتاجر", "ar.lproj/InfoPlist.strings", 5),
                ja: text("カフェとお店", "ja.lproj/InfoPlist.strings", 5),
            ]))
        let newList = QuickAction(
            type: "com.example.atlas.new-list", origin: .static,
            declaredAt: SourceLocation(file: "/project/Atlas/Info.plist", line: 40, column: 5), icon: .system("Add"),
            title: LocalizedField(key: "New List", texts: [
                en: text("New List", "en.lproj/InfoPlist.strings", 7, .source),
                de: text("Neue Liste", "de.lproj/InfoPlist.strings", 7),
                ar: text("قائمة <جديدة>", "ar.lproj/InfoPlist.strings", 7),
            ]))
        return Project(platform: .ios, root: "/project", developmentLanguage: en, locales: [ar, de, en, ja],
                       actions: [search, newList], files: ["Atlas/Info.plist"])
    }

    static var diagnostics: [Diagnostic] {
        [
            Diagnostic(rule: "truncation", severity: .error, message: "The title is cut at the default text size; cut by 41.4 pt: certain",
                       locale: "de", action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/Atlas/de.lproj/InfoPlist.strings", line: 4, column: 18),
                       text: "In der Nähe nach Cafés, Bäckereien suchen",
                       data: ["visible": "In der Nähe nach Cafés\u{2026}", "margin": 41.4, "uncertainty": 6.3, "certainty": "certain"]),
            Diagnostic(rule: "bidi", severity: .warning, message: "Latin text inside right-to-left text.",
                       locale: "ar", action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/Atlas/ar.lproj/InfoPlist.strings", line: 4, column: 18),
                       text: "ابحث في Atlas: 50%, الآن"),
            Diagnostic(rule: "emoji", severity: .warning, message: "Angle brackets <script>alert(1)</script> shown as is.",
                       locale: "ar", action: "com.example.atlas.new-list", field: .title,
                       location: SourceLocation(file: "/project/Atlas/ar.lproj/InfoPlist.strings", line: 7, column: 18),
                       text: "قائمة <جديدة>"),
            Diagnostic(rule: "truncation", severity: .note,
                       message: "The subtitle is cut at AX3; 4 pt over: within the proxies' error for Arabic (±21.5 pt)",
                       locale: "ar", action: "com.example.atlas.search", field: .subtitle,
                       location: SourceLocation(file: "/project/Atlas/ar.lproj/InfoPlist.strings", line: 5, column: 18),
                       data: ["margin": 4, "uncertainty": 21.5, "certainty": "within-error"]),
            Diagnostic(rule: "action-count", severity: .note, message: "Only two quick actions."),
        ]
    }

    static func input(diagnostics: [Diagnostic] = diagnostics) -> TranslatorReportInput {
        let report = LintReport(diagnostics: diagnostics,
                                summary: DiagnosticSummary(files: 5, locales: 4, actions: 2, diagnostics: diagnostics),
                                rules: CannedReport.rules, fonts: ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"],
                                proxyFonts: true, root: "/project", workingDirectory: "/project",
                                actions: project.inventory)
        let preview = MenuPreviewSVG.render(MenuPreviewSVGTests.preview(rightToLeft: true, side: .left, hidden: 30))
        return TranslatorReportInput(project: project, report: report,
                                     previews: ["ar": [PreviewImage(caption: "iPhone, default text size", svg: preview)]],
                                     rightToLeftLocales: ["ar"], title: "Atlas quick actions")
    }
}
