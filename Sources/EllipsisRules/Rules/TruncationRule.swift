import EllipsisCore
import EllipsisLayout

/// What a person sees of each title and subtitle per locale, device and
/// Dynamic Type size: cut at the default size, cut only when larger, or close.
public struct TruncationRule: Rule {
    public init() {}

    /// Within this fraction of the available width at the default size: a note.
    static let closeMargin = 0.05
    /// Android's recommended maximum lengths, in characters (developer.android.com, reference of
    /// android.content.pm.ShortcutInfo.Builder: setShortLabel "10 characters", setLongLabel "25 characters").
    static let androidShortLabelLength = 10
    static let androidLongLabelLength = 25

    public static let description = RuleDescription(
        identifier: "truncation", name: "Truncation",
        summary: "A title or subtitle cut with an ellipsis at the default text size (error), only at larger "
            + "Dynamic Type sizes (warning, naming the smallest; a note when only accessibility sizes cut it), "
            + "or within 5% of the limit (note). A verdict nearer the limit than the proxy fonts' error for the "
            + "script is a note unless the configuration is strict, or a warning when a larger size cuts the text "
            + "for certain.",
        rationale: "A cut title hides the very words that say what the action does, and translations often run "
            + "a third longer than English. Widths are measured with HarfBuzz on the locale's fonts (open proxies "
            + "for Apple's fonts unless those or a metrics snapshot of them are present), so they are estimates of "
            + "what iOS shows; each finding says how far the text is from its limit and how far the proxies may be "
            + "off for its script (Locales/calibration/), and so how sure the verdict is. On Android a "
            + "long label that does not fit the row is replaced by the short one (a warning), and the short "
            + "label is cut only when both are too long; Android recommends at most about \(androidShortLabelLength) "
            + "characters for a short label and \(androidLongLabelLength) for a long one (ShortcutInfo.Builder's "
            + "setShortLabel and setLongLabel, developer.android.com), and widths there are in dp.",
        translatorHint: "Your translation does not fit the menu: find a shorter wording with the same meaning, "
            + "avoid abbreviations that a reader cannot expand.",
        defaultSeverity: .error,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "de", title: "Zuletzt hinzugefügtes Lesezeichen öffnen", subtitle: "Lesezeichen",
                        severity: .error),
            RuleExample(locale: "fi", title: "Avaa viimeksi lisätty kirjanmerkki", subtitle: "Kirjanmerkit",
                        severity: .error),
            RuleExample(locale: "ru", title: "Открыть последнюю добавленную закладку и синхронизировать все устройства",
                        severity: .error),
            RuleExample(locale: "ja", title: "最後に追加したブックマークを開いて同期します", subtitle: "ブックマーク",
                        severity: .error),
            RuleExample(locale: "fr", title: "Rechercher un signet", subtitle: "Signets", severity: .warning),
            RuleExample(locale: "es", title: "Nueva pestaña privada", subtitle: "%d pestañas abiertas",
                        severity: .warning),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "New Tab"),
            RuleExample(locale: "de", title: "Neuer Tab"),
            RuleExample(locale: "ar", title: "علامة تبويب جديدة"),
            RuleExample(locale: "zh-Hans", title: "新建标签页"),
            RuleExample(locale: "ko", title: "새 탭"),
        ],
        actionKinds: Set(ActionKind.allCases),
        causes: [
            "cutAtDefaultSize": RuleCause(
                explanation: "Cut at the size most people use: everyone reading this language sees it cut short, ending in an ellipsis.",
                translatorHint: "Your translation does not fit the menu: find a wording about as many characters shorter "
                    + "as the finding says, with the same meaning; avoid abbreviations a reader cannot expand."),
            "cutAtLargerSize": RuleCause(
                explanation: "Fits at the default text size, cut for people who choose a larger one (a common setting).",
                translatorHint: "Fits for most readers; a wording shorter by the characters the finding gives would fit "
                    + "at the larger size too."),
            "cutAtAccessibilitySize": RuleCause(
                explanation: "Cut only at an accessibility size, where the source still fits; at those sizes many titles are cut.",
                translatorHint: "Nothing needs to change for most readers; only if a shorter wording comes as easily."),
            "nearLimit": RuleCause(
                explanation: "Fits with almost no room left: a slightly longer wording, or a wider font, cuts it.",
                translatorHint: "It fits now; keep any change to this text no longer than it is."),
            "noGlyphs": RuleCause(
                explanation: "No installed font has letters for this text, so its width could not be measured.",
                translatorHint: "Nothing for you to change: the developers need a font for your script to check this text."),
            "longLabelReplaced": RuleCause(
                explanation: "Android shows the long label only when it fits the shortcut row; this one never shows, "
                    + "the short label does instead.",
                translatorHint: "Shorten the long label by the characters the finding gives, or accept that people "
                    + "see the short label."),
        ],
        judgesPseudoLocales: true)

    struct Finding {
        var severity: Severity
        var surface: Surface
        var measurement: TextMeasurement
        var variant: String?
        /// The text measured, placeholders filled, shaped once for every surface it is measured on.
        var measured: LayoutService.MeasuredText
        var filled: String { measured.text }
        /// The device whose own String Catalog variation was measured, nil for the text every device shows.
        var deviceVariation: String? = nil
        /// The text measured before placeholders were filled (a device's own, or the item's).
        var shownText: String? = nil
    }

    /// The texts one item's verdict measures (its own, per device and plural form, and its
    /// source's), each shaped once however many surfaces and widths it is measured at.
    final class MeasuredTexts {
        let layout: LayoutService
        @exclusivity(unchecked) private var made: [LayoutService.MeasuredText] = []

        init(layout: LayoutService) { self.layout = layout }

        func text(_ text: String, locale: String) -> LayoutService.MeasuredText {
            for measured in made where measured.text == text && measured.locale == locale { return measured }
            let measured = layout.prepare(text, locale: locale)
            made.append(measured)
            return measured
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let layout = context.layout else { return [] }
        // Run-time data (a user handle) is measured with its sample. Items are measured on every
        // core; the findings keep the items' order.
        return context.findingsOfShownItems(includeUserData: true) { item in
            finding(for: item, context: context, layout: layout).map { [$0] } ?? []
        }
    }

    /// The finding of one text, nil when it fits (or when its verdict belongs to another text).
    func finding(for item: TextItem, context: RuleContext, layout: LayoutService) -> Diagnostic? {
        guard !item.text.text.isEmpty, let plan = SurfacePlan.plan(for: item, context: context) else { return nil }
        // "Don't translate": the source text, measured once, in the development language.
        if item.text.resolution == .source && !item.isDevelopmentLanguage { return nil }
        let texts = MeasuredTexts(layout: layout)
        let locale = item.locale.identifier
        let data = context.data(for: item.locale)
        var worst: Finding?
        var worstRank = (candidate: Int.max, device: Int.max)
        // A String Catalog may give a device its own text: each device is measured with what it shows.
        // Of equally serious findings the main text's wins over a plural form's, then the first device's.
        for (deviceIndex, surfaces) in plan.byDevice.enumerated() {
            let shown = item.text.shown(onDevice: surfaces.device)
            var candidates: [(String?, String)] = [(nil, shown.text)]
            for category in shown.variants.keys.sorted() where shown.variants[category] != shown.text {
                if let variant = shown.variants[category] { candidates.append((category, variant)) }
            }
            for (candidateIndex, (variant, text)) in candidates.enumerated() {
                let filled = PlaceholderSamples.fill(text, locale: data, configuration: context.configuration)
                if var finding = evaluate(texts.text(filled, locale: locale), on: surfaces) {
                    finding.variant = variant
                    finding.deviceVariation = shown.variation
                    finding.shownText = shown.text
                    let rank = (candidateIndex, deviceIndex)
                    if worst.map({ finding.severity > $0.severity || (finding.severity == $0.severity && rank < worstRank) }) ?? true {
                        worst = finding
                        worstRank = rank
                    }
                }
            }
        }
        guard var worst else { return nil }
        // Android launchers show the long label when it fits the row, else the short one (M):
        // a long label that does not fit is replaced, not cut, and a short label matters only then.
        if context.project.platform == .android && !item.isCatalogEntry {
            if item.isLongTitle {
                guard worst.severity == .error else { return nil }
                let budget = WidthBudget(text: worst.filled, naturalWidth: worst.measurement.fit.naturalWidth,
                                         lineWidth: worst.surface.width, lines: worst.surface.maxLines, cut: true,
                                         lastLine: nil, platform: .android)
                var data: [String: JSONValue] = [
                    "surface": .string(worst.surface.name), "device": .string(worst.surface.device),
                    "width": .number(rounded(worst.measurement.fit.naturalWidth)),
                    "available": .number(rounded(worst.surface.width)), "kind": "longLabelReplaced",
                    "recommendedLength": .integer(Self.androidLongLabelLength)]
                data.merge(budget.data) { _, new in new }
                return item.diagnostic(Self.identifier, .warning,
                    "the long label does not fit the shortcut row (\(budget.phrase)), so the launcher never shows it and falls back to the short label\(Self.lengthAdvice(item.text.text, limit: Self.androidLongLabelLength, label: "long"))",
                    data: data)
            }
            if longLabelFits(item, context: context, layout: layout) { return nil }
        }
        // Widths of empty boxes say nothing: tell that the text could not be measured instead.
        if !worst.measurement.missingGlyphs.isEmpty { worst.severity = .note }
        if worst.severity == .warning {
            if !isTranslationsFault(worst, item: item, plan: plan, context: context, texts: texts) { return nil }
            // At accessibility sizes nearly everything is cut: worth knowing, rarely worth a warning.
            if worst.surface.textSize?.isAccessibility == true { worst.severity = .note }
        }
        // How sure the verdict is; one inside the proxies' error is a note unless the configuration is
        // strict, or a warning when a larger size (not an accessibility one) cuts the text for certain.
        var certainty: WidthCertainty? = nil
        var certainLater: (Finding, WidthCertainty)? = nil
        var severity = worst.severity
        if worst.measurement.missingGlyphs.isEmpty {
            let assessed = WidthCertainty.assess(worst.measured, surface: worst.surface, measurement: worst.measurement)
            if !assessed.isCertain && !context.configuration.strict {
                severity = .note
                if worst.severity >= .warning,
                   let later = certainCut(after: worst, item: item, plan: plan, context: context, texts: texts) {
                    severity = .warning
                    certainLater = later
                }
            }
            certainty = assessed
        }
        return diagnostic(worst, item: item, original: worst.shownText ?? item.text.text, certainty: certainty, severity: severity,
                          certainLater: certainLater, platform: context.project.platform)
    }

    /// The first size larger than the finding's, on its device and below the accessibility
    /// sizes, that cuts the text for certain (where the source still fits, for a translation).
    func certainCut(after finding: Finding, item: TextItem, plan: SurfacePlan, context: RuleContext,
                    texts: MeasuredTexts) -> (Finding, WidthCertainty)? {
        let from = (finding.surface.textSize ?? .L).ordinal
        let larger = plan.surfaces.filter { surface in
            guard surface.device == finding.surface.device, let size = surface.textSize, !size.isAccessibility else { return false }
            return size.ordinal > from
        }.sorted { $0.textSize!.ordinal < $1.textSize!.ordinal }
        for surface in larger {
            guard let measured = finding.measured.measuring({ finding.measured.measure(surface) }), !measured.fit.fits,
                  measured.missingGlyphs.isEmpty else {
                continue
            }
            let assessed = WidthCertainty.assess(finding.measured, surface: surface, measurement: measured)
            guard assessed.isCertain else { continue }
            let later = Finding(severity: .warning, surface: surface, measurement: measured, variant: finding.variant,
                                measured: finding.measured)
            return isTranslationsFault(later, item: item, plan: plan, context: context, texts: texts) ? (later, assessed) : nil
        }
        return nil
    }

    /// Whether the same shortcut's long label fits in this locale, so the short one is never shown.
    func longLabelFits(_ item: TextItem, context: RuleContext, layout: LayoutService) -> Bool {
        guard let long = context.items.first(where: {
            $0.isLongTitle && $0.action == item.action && $0.locale == item.locale && $0.isShown
        }), let plan = SurfacePlan.plan(for: long, context: context), let surface = plan.surfaces.first,
              let measured = layout.measure(long.text.text, locale: long.locale.identifier, surface: surface) else {
            return false
        }
        return measured.fit.fits
    }

    /// Whether a cut at a larger size is something the translator can act on:
    /// the source fits at that size and device. The development language's own
    /// text is reported only when cut below the accessibility sizes, where
    /// nearly every title is cut.
    func isTranslationsFault(_ finding: Finding, item: TextItem, plan: SurfacePlan, context: RuleContext,
                             texts: MeasuredTexts) -> Bool {
        let size = finding.surface.textSize ?? .L
        guard let source = item.source, !item.isDevelopmentLanguage else { return !size.isAccessibility }
        guard let sameDevice = plan.byDevice.first(where: { $0.device == finding.surface.device }) else { return true }
        let filled = PlaceholderSamples.fill(source.shown(onDevice: finding.surface.device).text, locale: context.data(for: context.developmentLanguage),
                                             configuration: context.configuration)
        guard let sourceFinding = evaluate(texts.text(filled, locale: context.developmentLanguage.identifier), on: sameDevice),
              sourceFinding.severity >= .warning else { return true }
        let sourceSize = sourceFinding.surface.textSize ?? .L
        return sourceSize.ordinal > size.ordinal
    }

    /// The most serious finding on one device's surfaces, or nil when the text fits there with room.
    func evaluate(_ text: LayoutService.MeasuredText, on device: SurfacePlan.DeviceSurfaces) -> Finding? {
        text.measuring { evaluateMeasuring(text, on: device) }
    }

    private func evaluateMeasuring(_ text: LayoutService.MeasuredText, on device: SurfacePlan.DeviceSurfaces) -> Finding? {
        guard !device.surfaces.isEmpty else { return nil }
        let defaultSurface = device.surfaces[device.defaultIndex]
        guard let atDefault = text.measure(defaultSurface) else { return nil }
        if !atDefault.fit.fits {
            return Finding(severity: .error, surface: defaultSurface, measurement: atDefault, measured: text)
        }
        // Larger sizes are asked only whether the text fits; the first that cuts it is measured whole.
        for index in device.larger {
            let fitting = device.fitting[index]
            if text.fitsRecording(fitting.parameters, platform: fitting.platform) == false,
               let measured = text.measure(device.surfaces[index]) {
                return Finding(severity: .warning, surface: device.surfaces[index], measurement: measured, measured: text)
            }
        }
        if let last = atDefault.fit.lines.last, atDefault.fit.lineCount >= max(1, defaultSurface.maxLines),
           last.width >= defaultSurface.width * (1 - Self.closeMargin) {
            return Finding(severity: .note, surface: defaultSurface, measurement: atDefault, measured: text)
        }
        return nil
    }

    /// - Parameters:
    ///   - severity: the finding's severity once its certainty is known (a verdict within the
    ///     proxies' error is a note); the message still says what was measured.
    ///   - certainLater: for a verdict within the error, the larger size that cuts the text for
    ///     certain, which keeps it a warning.
    ///   - platform: the project's: widths on Android are in dp.
    func diagnostic(_ finding: Finding, item: TextItem, original: String, certainty: WidthCertainty? = nil,
                    severity: Severity? = nil, certainLater: (Finding, WidthCertainty)? = nil,
                    platform: Project.Platform = .ios) -> Diagnostic {
        let surface = finding.surface
        let fit = finding.measurement.fit
        let size = surface.textSize?.rawValue ?? "default"
        let deviceName = ["iphone": "iPhone", "ipad": "iPad", "android": "Android"][surface.device] ?? surface.device
        let linesText = surface.maxLines == 1 ? "1 line" : "\(surface.maxLines) lines"
        let unit = platform == .android ? "dp" : "pt"
        let widths = "needs \(points(fit.naturalWidth)) \(unit) on one line; \(linesText) of \(points(surface.width)) \(unit) available"
        // Laid out again (and its cut line shaped) each time it is read: read once.
        let visible = fit.visible
        let budget = WidthBudget(text: finding.filled, naturalWidth: fit.naturalWidth, lineWidth: surface.width,
                                 lines: surface.maxLines, cut: !fit.fits, lastLine: fit.lines.last?.width,
                                 visible: visible, neededLineWidth: certainty.map { $0.margin + surface.width },
                                 platform: platform)
        var forms: [String] = []
        if finding.deviceVariation != nil { forms.append("its \(deviceName) variation") }
        if let variant = finding.variant { forms.append("plural form '\(variant)'") }
        let variantText = forms.isEmpty ? "" : " (" + forms.joined(separator: ", ") + ")"
        let sample = finding.filled != original ? " with placeholders filled as '\(finding.filled)'" : ""
        var message: String
        if !finding.measurement.missingGlyphs.isEmpty {
            let missing = finding.measurement.missingGlyphs
            return item.diagnostic(Self.identifier, .note,
                "could not be measured on \(deviceName): no installed font has glyphs for \(missing.prefix(8).joined(separator: " "))\(missing.count > 8 ? " …" : ""); install a font for this script or point fontDirectories at one",
                data: ["surface": .string(surface.name), "device": .string(surface.device),
                       "missingGlyphs": .array(missing.map { .string($0) }), "kind": "noGlyphs"])
        }
        let cause: String
        switch finding.severity {
        case .error:
            message = "cut at the default text size on \(deviceName)\(variantText)\(sample): shows '\(visible)' (\(widths)): about \(budget.charactersOver) character\(budget.charactersOver == 1 ? "" : "s") shorter would fit"
            cause = "cutAtDefaultSize"
        case .warning:
            message = "fits at the default text size but is cut from \(size) on \(deviceName)\(variantText)\(sample): shows '\(visible)'; at \(size) it \(budget.phrase)"
            cause = "cutAtLargerSize"
        case .note where surface.textSize?.isAccessibility == true:
            message = "fits at the default text size but is cut from the accessibility size \(size) on \(deviceName), where the source still fits\(variantText)\(sample): shows '\(visible)'; at \(size) it \(budget.phrase)"
            cause = "cutAtAccessibilitySize"
        case .note:
            message = "fits on \(deviceName) at the default text size with less than \(Int(Self.closeMargin * 100))% to spare (\(budget.phrase))\(variantText)\(sample); a slightly longer wording will be cut"
            cause = "nearLimit"
        }
        if !finding.measurement.familiesFoundByCoverage.isEmpty {
            let families = finding.measurement.familiesFoundByCoverage.joined(separator: ", ")
            message += "; measured partly in \(families), the installed font found for characters the locale's fonts lack"
        }
        if finding.severity >= .warning, let clause = TranslationState.clause(item.text.state) {
            message += "; \(clause)"
        }
        if !finding.measurement.missingGlyphs.isEmpty {
            message += " (no font had glyphs for \(finding.measurement.missingGlyphs.joined(separator: " ")); measured as empty boxes)"
        }
        var data: [String: JSONValue] = [
            "visible": .string(visible), "width": .number(rounded(fit.naturalWidth)),
            "available": .number(rounded(surface.width)), "lines": .integer(surface.maxLines),
            "linesNeeded": .integer(fit.lineCount), "surface": .string(surface.name), "device": .string(surface.device),
            "textSize": surface.textSize.map { .string($0.rawValue) } ?? .null,
            "fonts": .array(finding.measurement.fonts.map { .string($0) }),
        ]
        if let certainty {
            message += "; \(certainty.phrase)"
            data.merge(certainty.data) { _, new in new }
        }
        if let (later, sure) = certainLater, let size = later.surface.textSize {
            message += "; from \(size.rawValue) it is cut by \(points(sure.margin)) \(unit): certain"
            data["certainFrom"] = .string(size.rawValue)
        }
        data.merge(budget.data) { _, new in new }
        data["kind"] = .string(cause)
        if platform == .android, !item.isCatalogEntry, !finding.measurement.fit.fits {
            // Android's own guidance, beside the measurement: a short label of about ten characters.
            message += Self.lengthAdvice(original, limit: Self.androidShortLabelLength, label: "short")
            data["recommendedLength"] = .integer(Self.androidShortLabelLength)
        }
        if let variant = finding.variant { data["variant"] = .string(variant) }
        if let device = finding.deviceVariation { data["deviceVariation"] = .string(device) }
        if !finding.measurement.fontsFoundByCoverage.isEmpty {
            data["fontsFoundByCoverage"] = .array(finding.measurement.fontsFoundByCoverage.map { .string($0) })
        }
        if finding.filled != original { data["filled"] = .string(finding.filled) }
        var result = item.diagnostic(Self.identifier, severity ?? finding.severity, message, data: data)
        // A device's own variation is found where that variation is written.
        if let device = finding.deviceVariation, let own = item.text.devices[device] {
            result.location = own.location
            result.text = own.text
        }
        return result
    }

    /// "; Android recommends short labels of about 10 characters, this one has 14", when it has more.
    static func lengthAdvice(_ text: String, limit: Int, label: String) -> String {
        text.count > limit ? "; Android recommends \(label) labels of about \(limit) characters, this one has \(text.count)" : ""
    }

    private func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    private func points(_ value: Double) -> String {
        let r = rounded(value)
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
