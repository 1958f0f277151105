import EllipsisCore
import Foundation

/// A preview drawing to show in the report.
public struct PreviewImage: Sendable, Hashable {
    public var caption: String
    /// The complete SVG document; it is inlined, so the report stays one file.
    public var svg: String

    public init(caption: String, svg: String) {
        self.caption = caption
        self.svg = svg
    }
}

/// What the translator report is made from.
public struct TranslatorReportInput: Sendable {
    public var project: Project
    public var report: LintReport
    /// Preview drawings per locale identifier.
    public var previews: [String: [PreviewImage]]
    /// Locale identifiers written right to left.
    public var rightToLeftLocales: Set<String>
    public var title: String

    public init(project: Project, report: LintReport, previews: [String: [PreviewImage]] = [:],
                rightToLeftLocales: Set<String> = [], title: String = "Quick actions review") {
        self.project = project
        self.report = report
        self.previews = previews
        self.rightToLeftLocales = rightToLeftLocales
        self.title = title
    }
}

/// The review report for translators: one self-contained HTML file (inline
/// CSS, script and drawings; no network) with a summary grid of locales and
/// actions, per-locale previews, the source text beside each translation and
/// every finding explained in plain words. Filters by locale, rule and
/// severity also read the page address (`#locale=ar&severity=error`), so a
/// filtered view can be shared as a link.
public enum TranslatorReportHTML {
    public static func render(_ input: TranslatorReportInput) -> String {
        let model = TranslatorReportModel(input)
        var html = "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
        html += "<title>\(e(input.title))</title>\n<style>\(TranslatorReportAssets.css)</style>\n</head>\n<body>\n"
        html += header(model)
        html += filters(model)
        html += grid(model)
        html += acrossLanguages(model)
        html += inventory(model)
        if !model.appWide.isEmpty {
            html += "<section class=\"locale\" id=\"app-wide\" data-locale=\"\">\n<h2>Whole app</h2>\n<ul class=\"findings\">\n"
            for diagnostic in model.appWide { html += finding(diagnostic, model: model) }
            html += "</ul>\n</section>\n"
        }
        for locale in model.locales { html += localeSection(locale, model: model) }
        html += "<p id=\"no-match\" hidden>No finding matches these filters.</p>\n"
        html += "<footer>\(e(fontsSentence(input.report)))</footer>\n"
        html += "<script>\(TranslatorReportAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    static func e(_ text: String) -> String { XMLText.escape(text) }
    static func a(_ text: String) -> String { XMLText.attribute(text) }

    /// Links to the languages' sections, in the order of their names.
    static func languageLinks(_ locales: [String], model: TranslatorReportModel) -> String {
        locales.map { ($0, model.displayName(LocaleID($0))) }
            .sorted { $0.1.localizedStandardCompare($1.1) == .orderedAscending }
            .map { "<a href=\"#locale-\(a($0.0))\">\(e($0.1))</a>" }
            .joined(separator: ", ")
    }

    static func header(_ model: TranslatorReportModel) -> String {
        let summary = model.input.report.summary
        var html = "<header>\n<h1>\(e(model.input.title))</h1>\n"
        let menus = model.actions.filter { !$0.kind.isLauncher }.count
        let counted = menus == 0 ? "\(model.actions.count) quick actions"
            : "\(model.actions.count - menus) quick actions and \(menus) peek and context-menu actions"
        html += "<p class=\"lead\">\(model.locales.count) languages, \(counted). "
        html += "<span class=\"badge error\">\(summary.errors) must fix</span> "
        html += "<span class=\"badge warning\">\(summary.warnings) to check</span> "
        html += "<span class=\"badge note\">\(summary.notes) for information</span></p>\n"
        html += "<p class=\"help\">Each finding below says what people will see on their phones and why it matters. "
        html += "How to reword is your call: you know the language, Ellipsis only measures.</p>\n"
        if let reduced = model.input.report.reducedChecks.notice {
            html += "<p class=\"reduced\" id=\"reduced-checks\">Checked less: \(e(reduced))</p>\n"
        }
        html += "</header>\n"
        return html
    }

    /// What recurs across languages, said once: a finding shared by several languages with
    /// its languages, and the cuts only at accessibility sizes, one line per action and size.
    static func acrossLanguages(_ model: TranslatorReportModel) -> String {
        guard !model.sharedGroups.isEmpty || !model.accessibilityCuts.isEmpty else { return "" }
        var html = "<section id=\"across\">\n<h2>Across languages</h2>\n<ul class=\"groups\">\n"
        for group in model.sharedGroups {
            let rule = model.rule(group.first.rule)
            html += "<li class=\"group \(group.severity.rawValue)\" data-rule=\"\(a(group.first.rule))\" data-group=\"\(a(group.id))\">"
            html += "<span class=\"badge \(group.severity.rawValue)\">\(severityWords(group.severity))</span> "
            html += "<strong>\(e(rule?.name ?? group.first.rule))</strong> in \(group.locales.count) languages: "
            html += languageLinks(group.locales, model: model)
            html += "<p class=\"detail\">\(e(group.message))</p>"
            if let explanation = rule?.explanation(for: group.first) { html += "<p class=\"why\">\(e(explanation))</p>" }
            html += "</li>\n"
        }
        for summary in model.accessibilityCuts {
            let subject = summary.action.map { model.actionTitle($0) } ?? ""
            html += "<li class=\"group note\" data-rule=\"truncation\"><span class=\"badge note\">\(severityWords(.note))</span> "
            html += "<strong>\(e(subject))</strong>\(summary.field.map { " (\($0.rawValue))" } ?? ""): "
            let device = ["iphone": "iPhone", "ipad": "iPad"][summary.device] ?? summary.device
            html += "cut only from the accessibility size \(e(summary.textSize)) on \(e(device)) in "
            html += "\(summary.locales.count) language\(summary.locales.count == 1 ? "" : "s"): "
            html += languageLinks(summary.locales, model: model)
            html += "<p class=\"why\">At accessibility sizes many titles are cut; the source still fits there. "
            html += "Nothing needs to change for most readers.</p></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    static func filters(_ model: TranslatorReportModel) -> String {
        var html = "<form id=\"filters\" aria-label=\"Filters\">\n"
        html += "<label>Language <select name=\"locale\"><option value=\"\">All</option>"
        for locale in model.locales {
            html += "<option value=\"\(a(locale.identifier))\">\(e(model.displayName(locale)))</option>"
        }
        html += "</select></label>\n<label>Rule <select name=\"rule\"><option value=\"\">All</option>"
        for rule in model.rulesInUse {
            html += "<option value=\"\(a(rule.identifier))\">\(e(rule.name))</option>"
        }
        html += "</select></label>\n<fieldset><legend>Severity</legend>"
        for severity in [Severity.error, .warning, .note] {
            html += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> \(severityWords(severity))</label>"
        }
        html += "</fieldset>\n<output id=\"shown\"></output>\n</form>\n"
        return html
    }

    static func grid(_ model: TranslatorReportModel) -> String {
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"grid-wrap\"><table id=\"grid\">\n<thead><tr><th scope=\"col\">Language</th>"
        for action in model.actions {
            html += "<th scope=\"col\" title=\"\(a(action.type))\">\(e(model.sourceTitle(action)))</th>"
        }
        html += "<th scope=\"col\">Findings</th></tr></thead>\n<tbody>\n"
        for locale in model.locales {
            html += "<tr data-locale=\"\(a(locale.identifier))\"><th scope=\"row\"><a href=\"#locale-\(a(locale.identifier))\">\(e(model.displayName(locale)))</a></th>"
            for action in model.actions {
                let status = model.status(locale: locale, action: action)
                html += "<td class=\"cell \(status.kind)\" data-action=\"\(a(action.type))\" data-status=\"\(status.kind)\" data-count=\"\(status.count)\" title=\"\(a(status.description))\">"
                html += "<a href=\"#\(a(model.anchor(locale: locale, action: action)))\">\(e(status.label))</a></td>"
            }
            html += "<td class=\"total\" data-total=\"\(model.diagnostics(locale: locale).count)\"></td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n</section>\n"
        return html
    }

    /// Every action found and where: Info.plist, a manifest, Android XML, or a call in the code.
    static func inventory(_ model: TranslatorReportModel) -> String {
        let actions = model.input.report.actions.sorted(by: ActionInventoryItem.stableOrder)
        guard !actions.isEmpty else {
            // Said plainly, as lint says it: a review of nothing is not a clean review.
            let read = model.input.project.sourceFiles.count
            let sources = read == 0 ? "no Swift, Objective-C, Kotlin or Java source was found to read"
                : "\(read) source file\(read == 1 ? "" : "s") read"
            return "<section id=\"actions\">\n<h2>Actions</h2>\n<p class=\"none\">No actions found: none in Info.plist, "
                + "manifests (*.quickactions.json), Android shortcuts.xml or the app's code; \(e(sources)).</p>\n</section>\n"
        }
        var html = "<section id=\"actions\">\n<h2>Actions</h2>\n<table class=\"inventory\">\n<thead><tr>"
        html += "<th scope=\"col\">Kind</th><th scope=\"col\">Type</th><th scope=\"col\">Title</th>"
        html += "<th scope=\"col\">Found in</th></tr></thead>\n<tbody>\n"
        for action in actions {
            let place = ReportPaths.relative(action.location.file, to: model.input.report.pathBase)
                + (action.location.line > 0 ? ":\(action.location.line)" : "")
            html += "<tr data-kind=\"\(a(action.kind.rawValue))\"><td>\(e(kindWords(action.kind)))"
            if action.multiplicity != .one { html += " <span class=\"code\">\(e(action.multiplicity.description))</span>" }
            html += "</td><td>" + (action.type.map { "<code dir=\"ltr\">\(e($0))</code>" } ?? "set at run time") + "</td><td>"
            if let text = action.titleText { html += "<div dir=\"auto\">\(e(text))</div>" } else if action.titleKey == nil {
                html += "<div>run-time data</div>"
            }
            if let key = action.titleKey {
                html += "<code dir=\"ltr\">\(e(key))</code>" + (action.titleTable.map { " in \(e($0))" } ?? "")
            }
            html += "</td><td>\(e(originWords(action.origin))) <code dir=\"ltr\">\(e(place))</code></td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    static func kindWords(_ kind: ActionKind) -> String {
        switch kind {
        case .quickAction: "Home Screen quick action"
        case .androidShortcut: "Android shortcut"
        case .previewAction: "Peek action"
        case .contextMenu: "Context menu"
        }
    }

    static func originWords(_ origin: ActionSource) -> String {
        switch origin {
        case .infoPlist: "Info.plist"
        case .manifest: "manifest"
        case .androidXML: "shortcuts XML"
        case .code: "code"
        }
    }

    static func localeSection(_ locale: LocaleID, model: TranslatorReportModel) -> String {
        let rtl = model.input.rightToLeftLocales.contains(locale.identifier)
        let direction = rtl ? "rtl" : "ltr"
        var html = "<section class=\"locale\" id=\"locale-\(a(locale.identifier))\" data-locale=\"\(a(locale.identifier))\">\n"
        html += "<h2>\(e(model.displayName(locale))) <span class=\"code\">\(e(locale.identifier))</span>"
        if rtl { html += " <span class=\"code\">right to left</span>" }
        html += "</h2>\n"
        let localeWide = model.diagnostics(locale: locale).filter { $0.action == nil }
        if !localeWide.isEmpty {
            html += "<ul class=\"findings\">\n"
            for diagnostic in localeWide { html += finding(diagnostic, model: model) }
            html += "</ul>\n"
        }
        if let previews = model.input.previews[locale.identifier], !previews.isEmpty {
            html += "<details class=\"previews\" open><summary>How the menu looks</summary><div class=\"preview-row\">\n"
            for preview in previews {
                html += "<figure>\(inlineSVG(preview.svg))<figcaption>\(e(preview.caption))</figcaption></figure>\n"
            }
            html += "</div></details>\n"
        }
        html += "<table class=\"strings\">\n<thead><tr><th scope=\"col\">Source (\(e(model.input.project.developmentLanguage.identifier)))</th><th scope=\"col\">Translation</th><th scope=\"col\">What Ellipsis found</th></tr></thead>\n<tbody>\n"
        for action in model.actions {
            var fields: [(Field, LocalizedField)] = [(.title, action.title)]
            if let subtitle = action.subtitle { fields.append((.subtitle, subtitle)) }
            for (index, (field, value)) in fields.enumerated() {
                let found = model.diagnostics(locale: locale, action: action.type, field: field)
                let id = index == 0 ? " id=\"\(a(model.anchor(locale: locale, action: action)))\"" : ""
                html += "<tr\(id) data-action=\"\(a(action.type))\">"
                let source = value.texts[model.input.project.developmentLanguage]?.text ?? ""
                html += "<td><span class=\"field\">\(field.rawValue)</span><div lang=\"\(a(model.input.project.developmentLanguage.identifier))\" dir=\"auto\">\(e(source))</div></td>"
                if let translated = value.shown(in: locale, development: model.input.project.developmentLanguage) {
                    html += "<td><div class=\"translation\" lang=\"\(a(locale.identifier))\" dir=\"\(direction)\">\(e(translated.text))</div>"
                    html += resolutionNote(translated, locale: locale, model: model)
                    if let comment = translated.comment, !comment.isEmpty {
                        html += "<div class=\"comment\">Note from the developers: <span dir=\"auto\">\(e(comment))</span></div>"
                    }
                    html += "</td>"
                } else {
                    html += "<td><div class=\"missing\">No translation: this action does not show in this language.</div></td>"
                }
                html += "<td>"
                if found.isEmpty {
                    html += "<span class=\"ok\">Nothing found</span>"
                } else {
                    html += "<ul class=\"findings\">"
                    for diagnostic in found { html += finding(diagnostic, model: model) }
                    html += "</ul>"
                }
                html += "</td></tr>\n"
            }
        }
        html += "</tbody>\n</table>\n"
        let others = model.otherDiagnostics(locale: locale)
        if !others.isEmpty {
            // Findings on strings that are not one of the menu's actions (catalog strings with a width budget).
            html += "<h3>Other strings</h3>\n<table class=\"strings\">\n<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Translation</th><th scope=\"col\">What Ellipsis found</th></tr></thead>\n<tbody>\n"
            for diagnostic in others {
                html += "<tr><td><code dir=\"ltr\">\(e(diagnostic.action ?? ""))</code>"
                if let field = diagnostic.field { html += " <span class=\"field\">\(field.rawValue)</span>" }
                html += "</td><td><div class=\"translation\" lang=\"\(a(locale.identifier))\" dir=\"\(direction)\">\(e(diagnostic.text ?? ""))</div></td>"
                html += "<td><ul class=\"findings\">\(finding(diagnostic, model: model))</ul></td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        html += "</section>\n"
        return html
    }

    static func resolutionNote(_ text: LocalizedText, locale: LocaleID, model: TranslatorReportModel) -> String {
        switch text.resolution {
        case .missingShowsKey:
            return "<div class=\"missing\">Not translated: people see the key above instead.</div>"
        case .missingShowsDevelopment:
            return "<div class=\"missing\">Not translated: people see the \(e(model.input.project.developmentLanguage.identifier)) text.</div>"
        case .userData:
            return "<div class=\"note\">Run-time data (a name, a title): shown here with a sample, nothing to translate.</div>"
        case .translated, .source, .literal:
            return ""
        }
    }

    static func finding(_ diagnostic: Diagnostic, model: TranslatorReportModel) -> String {
        let rule = model.rule(diagnostic.rule)
        var html = "<li class=\"finding \(diagnostic.severity.rawValue)\" data-locale=\"\(a(diagnostic.locale ?? ""))\" data-action=\"\(a(diagnostic.action ?? ""))\" data-rule=\"\(a(diagnostic.rule))\" data-severity=\"\(diagnostic.severity.rawValue)\">"
        html += "<span class=\"badge \(diagnostic.severity.rawValue)\">\(severityWords(diagnostic.severity))</span> "
        html += "<strong>\(e(rule?.name ?? diagnostic.rule))</strong>"
        if let explanation = rule?.explanation(for: diagnostic) {
            html += "<p class=\"why\">\(e(explanation))</p>"
        }
        if let hint = rule?.translatorHint(for: diagnostic), !hint.isEmpty {
            html += "<p class=\"hint\">\(e(hint))</p>"
        }
        if case .string(let visible)? = diagnostic.data["visible"] {
            html += "<p>People see: <q lang=\"\(a(diagnostic.locale ?? ""))\" dir=\"auto\">\(e(visible))</q></p>"
        }
        if let sure = certaintySentence(diagnostic.data) {
            html += "<p class=\"certainty \(a(sure.kind))\">\(e(sure.text))</p>"
        }
        html += "<p class=\"detail\">\(e(diagnostic.message))</p>"
        if let group = model.sharedGroup(of: diagnostic) {
            let others = group.locales.count - 1
            html += "<p class=\"also\">The same in \(others) other language\(others == 1 ? "" : "s"): "
            html += "<a href=\"#across\">across languages</a>.</p>"
        }
        if let location = diagnostic.location {
            html += "<p class=\"where\">\(e(ReportPaths.relative(location.description, to: model.input.report.pathBase)))</p>"
        }
        html += "</li>\n"
        return html
    }

    /// How sure a width verdict is, in plain words, from the finding's `certainty`, `margin`
    /// (points over the limit, negative for room left), `uncertainty` (the fonts' error) and
    /// `certainFrom` (a larger size that cuts it for certain).
    static func certaintySentence(_ data: DiagnosticData) -> (kind: String, text: String)? {
        guard case .string(let kind)? = data["certainty"], let margin = number(data["margin"]) else { return nil }
        let error = number(data["uncertainty"]) ?? 0
        var unit = "pt"
        if case .string(let given)? = data["unit"] { unit = given }
        let distance = margin > 0 ? "It is \(points(margin)) \(unit) too long" : "It fits with \(points(-margin)) \(unit) to spare"
        if kind == "certain" {
            let bound = error > 0 ? ", more than the fonts used here can be off (±\(points(error)) \(unit))" : ""
            return (kind, "How sure: certain. \(distance)\(bound).")
        }
        let outcome = margin > 0 ? "it may fit on a device, or be cut more" : "it may be cut on a device"
        // A larger text size that cuts it for certain (`certainFrom`) is what to act on.
        var next = "Check it on a device."
        if case .string(let size)? = data["certainFrom"] { next = "From the text size \(size) on, it is cut for certain." }
        return (kind, "How sure: not certain. \(distance), but the stand-in fonts can be off by ±\(points(error)) \(unit) "
            + "for this text: \(outcome). \(next)")
    }

    private static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let number)?: number
        case .integer(let number)?: Double(number)
        default: nil
        }
    }

    private static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func severityWords(_ severity: Severity) -> String {
        switch severity {
        case .error: "Must fix"
        case .warning: "Check"
        case .note: "For information"
        }
    }

    static func fontsSentence(_ report: LintReport) -> String {
        guard !report.fonts.isEmpty else { return "Made by Ellipsis \(report.toolVersion)." }
        let names = report.fonts.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        var text = "Made by Ellipsis \(report.toolVersion). Widths measured with \(names.joined(separator: ", "))."
        if !report.snapshotFonts.isEmpty {
            text += " The metrics snapshot gives the widths of the fonts it was taken from, for the text it covers"
            text += report.proxyFonts ? "; the other fonts stand in for Apple's, so their widths are close estimates." : "."
        } else if report.proxyFonts {
            text += " These stand in for Apple's system fonts, so widths are close estimates, not exact."
        } else if let note = report.ownFontsNote {
            text += " " + note
        }
        return text
    }

    /// An SVG document as inline markup: its XML declaration (if any) dropped.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }
}
