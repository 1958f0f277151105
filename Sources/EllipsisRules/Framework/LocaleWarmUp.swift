import EllipsisCore
import EllipsisLocaleData
import EllipsisText
import Foundation

/// What the rules will consult of each locale of a run, made on a thread of its own while the
/// first rules run: the lexicon's word lists indexed for the rules that read titles
/// (`conveys-result`, `navigation-only`; the stemmer and ICU's dictionaries opened on the way),
/// the attached affixes, the lexicon's patterns compiled (`notification-style` too), the
/// placeholder pattern, and the exemplar letters `untranslated` compares with. For a small
/// project this is most of the checking, and the width rules that run first need fonts, not
/// these: on a second core the two overlap. Everything it makes goes to the caches the rules
/// read anyway (made once per process; when a rule gets there first, the first value kept is
/// the one both use), so findings are the same with it or without it.
public final class LocaleWarmUp: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// The rules whose checks read titles with the lexicon.
    static let readingRules: [any Rule.Type] = [ConveysResultRule.self, NavigationOnlyRule.self]

    /// One locale's lexicon as a rule sees it, and what to make of it.
    struct Work {
        var locale: String
        var lexicon: LocaleData.Lexicon?
        var morphology: LocaleData.Morphology?
        /// Index the word lists (a reading rule reads the locale's titles).
        var reads = false
        /// Lists of patterns to compile.
        var patterns: [String] = []
        /// Open the locale's exemplar letters.
        var exemplars = false
    }

    /// Starts making, for the shown texts of `contexts` (and their development language),
    /// what the linter's enabled rules will consult; returns at once. Nil when there is nothing.
    @discardableResult
    public static func start(_ linter: Linter, contexts: [RuleContext]) -> LocaleWarmUp? {
        let work = self.work(linter, contexts: contexts)
        guard !work.isEmpty else { return nil }
        let warmUp = LocaleWarmUp()
        let thread = Thread {
            prepare(work)
            warmUp.done.signal()
        }
        thread.name = "ellipsis locale warm-up"
        thread.start()
        return warmUp
    }

    /// Time this process spent indexing word lists (summed over threads) and compiling lexicon
    /// patterns: the start-up bench prints them.
    public static var indexingTime: Duration { WordListIndexCache.shared.timeMaking }
    public static var patternCompilingTime: Duration { RegexCache.shared.timeCompiling }

    /// Waits until everything is made: a run waits before its check ends, so that no thread of
    /// it outlives the run (or runs while the process exits).
    public func wait() {
        done.wait()
        done.signal()
    }

    /// The locales to prepare, once each per rule, in the order the rules will meet them.
    static func work(_ linter: Linter, contexts: [RuleContext]) -> [Work] {
        func enabled(_ rule: any Rule.Type) -> Bool {
            linter.rules.contains { $0.description.identifier == rule.description.identifier }
                && linter.configuration.isEnabled(rule.description.identifier)
        }
        var work: [Work] = [], seen: Set<String> = []
        func add(_ rule: any Rule.Type, _ context: RuleContext, _ locales: [LocaleID], _ make: (inout Work) -> Void) {
            guard enabled(rule), rule.description.platforms.contains(context.project.platform) else { return }
            let scoped = context.scoped(to: rule)
            for locale in locales where seen.insert("\(rule.description.identifier)|\(locale.identifier)").inserted {
                var item = Work(locale: locale.identifier, lexicon: scoped.lexicon(for: locale),
                                morphology: context.morphology(for: locale))
                make(&item)
                work.append(item)
            }
        }
        for context in contexts {
            let titles = context.shownItems(fields: [.title], includeCatalog: false)
            var titleLocales = titles.map(\.locale)
            if titles.contains(where: { $0.source != nil }) { titleLocales.append(context.developmentLanguage) }
            for rule in readingRules {
                add(rule, context, titleLocales) { item in
                    item.reads = item.lexicon != nil
                    item.patterns = ["placeholderPatterns", "resultPatterns"]
                }
            }
            add(NotificationStyleRule.self, context, titleLocales) { $0.patterns = ["notificationPatterns"] }
            let translated = context.shownItems().filter { !$0.isDevelopmentLanguage && $0.source != nil }
            add(UntranslatedRule.self, context, translated.map(\.locale)) { $0.exemplars = true }
        }
        return work.filter { $0.reads || $0.exemplars || ($0.lexicon != nil && !$0.patterns.isEmpty) }
    }

    static func prepare(_ work: [Work]) {
        _ = Placeholder.contains("")
        for item in work {
            if let lexicon = item.lexicon {
                for list in item.patterns {
                    for pattern in lexicon[list] { _ = RegexCache.shared.expression(pattern) }
                }
                if item.reads { TitleReading.prepare(lexicon: lexicon, locale: item.locale, morphology: item.morphology) }
            }
            if item.exemplars { _ = ExemplarSet.forLocale(item.locale) }
        }
    }
}
