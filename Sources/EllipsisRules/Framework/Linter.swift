import EllipsisCore
import EllipsisLocaleData

/// Runs the enabled rules over projects and applies what the user asked for:
/// severities from the configuration, inline `ellipsis:disable=RULE`
/// suppressions and the baseline. Rules never see any of that. Each rule
/// runs only on the platforms its description names.
public struct Linter: Sendable {
    public var configuration: Configuration
    public var localeData: any LocaleDataProvider
    /// The rules to run, the registry's by default; any `Rule` type can be given.
    public var rules: [any Rule.Type]
    public var baseline: Baseline?
    /// Measuring for `truncation` and `truncation-collision`; nil switches them off.
    public var layout: LayoutService?

    /// - Parameter layout: measuring with the same locale data as `localeData`; nil switches
    ///   the width rules off.
    public init(configuration: Configuration = Configuration(), localeData: any LocaleDataProvider,
                rules: [any Rule.Type] = RuleRegistry.all, baseline: Baseline? = nil, layout: LayoutService?) {
        self.layout = layout
        self.configuration = configuration
        self.localeData = localeData
        self.rules = rules
        self.baseline = baseline
    }

    public struct Result: Sendable {
        /// Sorted with `Diagnostic.stableOrder`.
        public var diagnostics: [Diagnostic]
        /// Findings the baseline hid.
        public var baselined: Int
        public var files: Int
        public var locales: Int
        public var actions: Int
        /// Locales without the lexicon lists some rule needs: those rules could not judge them.
        public var reducedLocales: [String]
        /// The rules that need lexicon lists, whose checks were reduced in `reducedLocales`.
        public var reducedRules: [String]
        /// Every action of the projects (one entry per code site).
        public var inventory: [ActionInventoryItem] = []
        /// Locales judged with a lexicon whose words were compared as written: their data names no
        /// stemmer or dictionary (or none of those named is installed), and their words inflect.
        public var exactMatchingLocales: [String] = []

        public var summary: DiagnosticSummary {
            DiagnosticSummary(files: files, locales: locales, actions: actions, diagnostics: diagnostics)
        }

        /// What the run could not check.
        public var reducedChecks: ReducedChecks {
            ReducedChecks(locales: reducedLocales, rules: reducedLocales.isEmpty ? [] : reducedRules,
                          exactMatchingLocales: exactMatchingLocales)
        }

        /// What the run could not check, for people: nil when every locale had its lexicon.
        public var reducedChecksNotice: String? { reducedChecks.notice }
    }

    /// What checking one project found, before the baseline: its findings and what it
    /// counted. Projects are checked independently of each other; `merge` puts them together.
    public struct ProjectFindings: Sendable {
        public var diagnostics: [Diagnostic]
        public var files: Set<String>
        public var locales: Set<String>
        /// The project's actions, one entry per code site.
        public var inventory: [ActionInventoryItem]
        /// Locales without the lexicon lists some rule needs.
        public var reducedLocales: Set<String>
        /// Locales judged with a lexicon, but word for word as written (no stems).
        public var exactMatchingLocales: Set<String>
        /// The rules that ran here and could not judge `reducedLocales`.
        public var reducedRules: Set<String> = []
    }

    /// Checks every project and merges the findings (`context(for:)`, `check(_:)`, `merge(_:)`).
    public func lint(_ projects: [Project]) -> Result {
        merge(projects.map { check(context(for: $0)) })
    }

    /// One project as the rules see it: its texts as items, with this linter's
    /// locale data, configuration and layout.
    public func context(for project: Project) -> RuleContext {
        RuleContext(project: project, localeData: localeData, configuration: configuration, layout: layout)
    }

    /// The findings of one project. It reads nothing but its context, so projects can be
    /// checked in any order, or at once.
    public func check(_ context: RuleContext) -> ProjectFindings {
        let project = context.project
        var locales = Set(project.locales.map(\.identifier))
        locales.formUnion(context.items.map(\.locale.identifier))
        // Locales with text count too: a manifest can carry languages no .lproj folder has.
        let present = Set(project.locales).union(context.items.map(\.locale))
        // Only the rules that run here: navigation-only does not judge Android shortcuts.
        let needingLexicon = rules.filter {
            $0.description.lexicon.isNeeded && $0.description.platforms.contains(project.platform)
                && configuration.isEnabled($0.description.identifier)
        }
        var reduced: Set<String> = [], exact: Set<String> = []
        for locale in present {
            let lacking = needingLexicon.filter { context.scoped(to: $0).lexicon(for: locale) == nil }
            if !lacking.isEmpty { reduced.insert(locale.identifier) }
            // Judged with a lexicon, but word for word as written.
            if lacking.count < needingLexicon.count, !WordForms.comparesStems(context.morphology(for: locale)) {
                exact.insert(locale.identifier)
            }
        }
        return ProjectFindings(diagnostics: run(context), files: Set(project.files), locales: locales,
                               inventory: project.inventory, reducedLocales: reduced, exactMatchingLocales: exact,
                               reducedRules: reduced.isEmpty ? [] : Set(needingLexicon.map { $0.description.identifier }))
    }

    /// The run's result from its projects' findings: the baseline applied, the findings in
    /// `Diagnostic.stableOrder`, so the result does not depend on the order projects were checked in.
    public func merge(_ findings: [ProjectFindings]) -> Result {
        var diagnostics: [Diagnostic] = []
        var files: Set<String> = [], locales: Set<String> = [], reduced: Set<String> = [], exact: Set<String> = []
        var reducedRules: Set<String> = []
        var actions = 0
        var inventory: [ActionInventoryItem] = []
        for found in findings {
            diagnostics += found.diagnostics
            files.formUnion(found.files)
            locales.formUnion(found.locales)
            reduced.formUnion(found.reducedLocales)
            reducedRules.formUnion(found.reducedRules)
            actions += found.inventory.count
            inventory += found.inventory
            exact.formUnion(found.exactMatchingLocales)
        }
        var baselined = 0
        if let baseline {
            let before = diagnostics.count
            diagnostics = diagnostics.filter { !baseline.contains($0) }
            baselined = before - diagnostics.count
        }
        return Result(diagnostics: ParallelItems.sorted(diagnostics, by: Diagnostic.stableOrder), baselined: baselined,
                      files: files.count, locales: locales.count, actions: actions, reducedLocales: reduced.sorted(),
                      reducedRules: rules.map { $0.description.identifier }.filter { reducedRules.contains($0) },
                      inventory: inventory.sorted(by: ActionInventoryItem.stableOrder), exactMatchingLocales: exact.sorted())
    }

    /// The findings of every enabled rule on one project, configured and unsuppressed.
    /// Each rule sees the actions of the kinds it checks (`RuleDescription.actionKinds`).
    public func run(_ context: RuleContext) -> [Diagnostic] {
        let suppressions = Self.suppressions(of: context)
        let kinds = Set(context.project.actions.map(\.kind))
        var contexts: [Set<ActionKind>: RuleContext] = [:]
        func ofKinds(_ wanted: Set<ActionKind>) -> RuleContext {
            if kinds.isSubset(of: wanted) { return context }
            if let made = contexts[wanted] { return made }
            var project = context.project
            project.actions = project.actions.filter { wanted.contains($0.kind) }
            let made = RuleContext(project: project, localeData: context.localeData, configuration: context.configuration,
                                   layout: context.layout)
            contexts[wanted] = made
            return made
        }
        var result: [Diagnostic] = []
        for rule in rules {
            let identifier = rule.description.identifier
            guard configuration.isEnabled(identifier), rule.description.platforms.contains(context.project.platform) else {
                continue
            }
            let pseudo = rule.description.judgesPseudoLocales ? [] : context.project.pseudoLocales
            for var diagnostic in rule.init().check(ofKinds(rule.description.actionKinds).scoped(to: rule)) {
                // Words made by a pseudo-locale are no translation: only the width rules judge them.
                if let locale = diagnostic.locale, pseudo.contains(LocaleID(locale)) { continue }
                let key = SuppressionKey(diagnostic)
                if let rules = suppressions[key], rules.contains(identifier) || rules.contains("all") {
                    continue
                }
                if case .severity(let severity) = configuration.rules[identifier] {
                    diagnostic.severity = severity
                }
                result.append(diagnostic)
            }
        }
        return CodeSiteNaming.name(result, in: context.project)
    }

    struct SuppressionKey: Hashable {
        var action: String?
        var field: Field?
        var locale: String?

        init(action: String?, field: Field?, locale: String?) {
            self.action = action
            self.field = field
            self.locale = locale
        }

        init(_ diagnostic: Diagnostic) {
            self.init(action: diagnostic.action, field: diagnostic.field, locale: diagnostic.locale)
        }
    }

    /// Rules switched off per text. A suppression on the development-language
    /// string applies to all its translations too (the comment travels with the key).
    static func suppressions(of context: RuleContext) -> [SuppressionKey: Set<String>] {
        var result: [SuppressionKey: Set<String>] = [:]
        var byField: [SuppressionKey: Set<String>] = [:]
        for item in context.items where !item.text.suppressedRules.isEmpty {
            result[SuppressionKey(action: item.action, field: item.field, locale: item.locale.identifier), default: []]
                .formUnion(item.text.suppressedRules)
            if item.isDevelopmentLanguage {
                byField[SuppressionKey(action: item.action, field: item.field, locale: nil), default: []]
                    .formUnion(item.text.suppressedRules)
            }
        }
        guard !byField.isEmpty else { return result }
        for item in context.items {
            if let inherited = byField[SuppressionKey(action: item.action, field: item.field, locale: nil)] {
                result[SuppressionKey(action: item.action, field: item.field, locale: item.locale.identifier), default: []]
                    .formUnion(inherited)
            }
        }
        for locale in context.project.locales {
            for (key, rules) in byField {
                result[SuppressionKey(action: key.action, field: key.field, locale: locale.identifier), default: []]
                    .formUnion(rules)
            }
        }
        return result
    }
}
