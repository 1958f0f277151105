import EllipsisCore
import EllipsisLocaleData
import Foundation

/// What the rules that read titles (`conveys-result`, `navigation-only`) consult, made on a
/// thread of its own while the first rules run: each locale's word lists indexed (its stemmer
/// and ICU's dictionaries opened on the way), its attached affixes, its placeholder and result
/// patterns compiled, and the placeholder pattern. For a small project this is most of the
/// checking, and the width rules that run first need fonts, not lists: on a second core the
/// two overlap. Everything it makes goes to the caches the rules read anyway (made once per
/// process; when a rule gets there first, the first value kept is the one both use), so
/// findings are the same with it or without it.
public final class ReadingWarmUp: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// The rules whose checks read titles with the lexicon.
    static let readingRules: [any Rule.Type] = [ConveysResultRule.self, NavigationOnlyRule.self]

    /// One locale's lexicon as a reading rule sees it.
    struct Work {
        var locale: String
        var lexicon: LocaleData.Lexicon
        var morphology: LocaleData.Morphology?
    }

    /// Starts making, for the shown titles of `contexts` (and their development language),
    /// what the linter's enabled reading rules will consult; returns at once. Nil when no
    /// enabled rule reads titles there.
    @discardableResult
    public static func start(_ linter: Linter, contexts: [RuleContext]) -> ReadingWarmUp? {
        let work = self.work(linter, contexts: contexts)
        guard !work.isEmpty else { return nil }
        let warmUp = ReadingWarmUp()
        let thread = Thread {
            prepare(work)
            warmUp.done.signal()
        }
        thread.name = "ellipsis reading warm-up"
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

    /// The locales to prepare, once each, in the order the rules will meet them.
    static func work(_ linter: Linter, contexts: [RuleContext]) -> [Work] {
        let enabled = readingRules.filter { rule in
            linter.rules.contains { $0.description.identifier == rule.description.identifier }
                && linter.configuration.isEnabled(rule.description.identifier)
        }
        var work: [Work] = [], seen: Set<String> = []
        for context in contexts {
            for rule in enabled where rule.description.platforms.contains(context.project.platform) {
                let scoped = context.scoped(to: rule)
                let items = context.shownItems(fields: [.title], includeCatalog: false)
                var locales = items.map(\.locale)
                if items.contains(where: { $0.source != nil }) { locales.append(context.developmentLanguage) }
                for locale in locales where seen.insert("\(rule.description.identifier)|\(locale.identifier)").inserted {
                    guard let lexicon = scoped.lexicon(for: locale) else { continue }
                    work.append(Work(locale: locale.identifier, lexicon: lexicon, morphology: context.morphology(for: locale)))
                }
            }
        }
        return work
    }

    static func prepare(_ work: [Work]) {
        _ = Placeholder.contains("")
        for item in work {
            for pattern in item.lexicon["placeholderPatterns"] + item.lexicon["resultPatterns"] {
                _ = RegexCache.shared.expression(pattern)
            }
            TitleReading.prepare(lexicon: item.lexicon, locale: item.locale, morphology: item.morphology)
        }
    }
}
