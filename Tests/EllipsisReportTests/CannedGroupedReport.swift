import EllipsisCore
@testable import EllipsisReport

/// A lint run whose findings recur across locales, as real catalogs give them: one
/// missing translation in three locales at one Info.plist line, cuts only at an
/// accessibility size in three locales, a width finding with its budget, and
/// locales whose semantic checks were reduced.
enum CannedGroupedReport {
    static var diagnostics: [Diagnostic] {
        var result: [Diagnostic] = []
        for locale in ["af", "an", "ga"] {
            result.append(Diagnostic(
                rule: "missing-translation", severity: .error,
                message: "no title translation 'Title.Erase' in \(locale).lproj: the menu shows the key 'Title.Erase' itself",
                locale: locale, action: "org.example.focus.erase", field: .title,
                location: SourceLocation(file: "/project/Focus/Info.plist", line: 15, column: 12),
                text: "Title.Erase", data: ["kind": "keyShown"]))
        }
        for (locale, visible) in [("ca", "Pestanya privada no\u{2026}"), ("nl", "Nieuw privétabbl\u{2026}"),
                                  ("el", "Νέα ιδιωτική κ\u{2026}")] {
            result.append(Diagnostic(
                rule: "truncation", severity: .note,
                message: "fits at the default text size but is cut from the accessibility size AX5 on iPad, where the source still fits: shows '\(visible)'",
                locale: locale, action: "org.example.focus.private", field: .title,
                location: SourceLocation(file: "/project/Focus/\(locale).lproj/InfoPlist.strings", line: 2, column: 21),
                text: visible, data: ["textSize": "AX5", "device": "ipad", "visible": .string(visible)]))
        }
        result.append(Diagnostic(
            rule: "truncation", severity: .error,
            message: "cut at the default text size on iPhone: shows 'Privates Surfen mit Sch\u{2026}'",
            locale: "de", action: "org.example.focus.private", field: .title,
            location: SourceLocation(file: "/project/Focus/de.lproj/InfoPlist.strings", line: 2, column: 21),
            text: "Privates Surfen mit Schutz starten",
            data: ["textSize": "L", "device": "iphone", "width": 248, "available": 190,
                   "visible": "Privates Surfen mit Sch\u{2026}"]))
        return result
    }

    static var report: LintReport {
        let diagnostics = diagnostics
        var report = LintReport(diagnostics: diagnostics,
                                summary: DiagnosticSummary(files: 5, locales: 7, actions: 2, diagnostics: diagnostics),
                                rules: CannedReport.rules, fonts: ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"],
                                proxyFonts: true, toolVersion: "0.1.0", root: "/project", workingDirectory: "/project")
        report.reducedChecks = ReducedChecks(locales: ["af", "an"], rules: ["conveys-result", "navigation-only"],
                                             exactMatchingLocales: ["ga"])
        return report
    }
}
