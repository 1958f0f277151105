import EllipsisCore
import EllipsisLocaleData
import EllipsisRules

/// The two rules run as they are on every title of a set, tallied per locale and per hard case.
struct Evaluation: Sendable {
    struct CaseTally: Sendable, Equatable {
        var titles = 0
        /// Vague or navigation titles that either rule flagged.
        var caught = 0
        /// Result titles that either rule flagged.
        var falseAlarms = 0
    }

    /// A title the rules got wrong, or a vague title only navigation-only flagged.
    struct Finding: Sendable, Equatable {
        enum Kind: String, Sendable { case miss, falseAlarm = "false alarm", otherRule = "other rule" }
        var kind: Kind
        var item: LabelledTitle
        var outcome: RuleOutcome
        /// How conveys-result read the title, word by word.
        var reading: String
    }

    var byLocale: [String: Score] = [:]
    /// Whether a locale has a lexicon (titles of the others are not judged).
    var judged: [String: Bool] = [:]
    /// Hard cases, over judged locales only.
    var byCase: [String: CaseTally] = [:]
    var findings: [Finding] = []

    var judgedLocales: [String] { byLocale.keys.filter { judged[$0] == true }.sorted() }
    var silentLocales: [String] { byLocale.keys.filter { judged[$0] != true }.sorted() }
    /// The judged locales together.
    var total: Score { judgedLocales.reduce(Score()) { $0 + byLocale[$1]! } }

    /// No titles yet (a score record fills one in).
    init() {}

    init(_ titles: [LabelledTitle], localeData: any LocaleDataProvider) {
        for item in titles {
            let isJudged = judged[item.locale] ?? (localeData.bestData(for: item.locale)?.lexicon != nil)
            judged[item.locale] = isJudged
            let said = Self.outcome(of: item, localeData: localeData)
            byLocale[item.locale, default: Score()].add(item.label, said)
            guard isJudged else { continue }
            for tag in item.cases {
                var tally = byCase[tag] ?? CaseTally()
                tally.titles += 1
                if said.flagged { item.label == .result ? (tally.falseAlarms += 1) : (tally.caught += 1) }
                byCase[tag] = tally
            }
            let expected = item.label != .result
            var kind: Finding.Kind?
            if expected && !said.flagged { kind = .miss }
            if !expected && said.flagged { kind = .falseAlarm }
            if item.label == .vague && said.navigationOnly && !said.conveysResult { kind = .otherRule }
            if let kind {
                findings.append(Finding(kind: kind, item: item, outcome: said, reading: Self.reading(of: item, localeData: localeData)))
            }
        }
    }

    static func reading(of item: LabelledTitle, localeData: any LocaleDataProvider) -> String {
        let project = RuleExample(locale: item.locale, title: item.title).project()
        let context = RuleContext(project: project, localeData: localeData, layout: nil)
        return ConveysResultRule.reading(of: item.title, locale: LocaleID(item.locale), in: context)
    }

    /// What the rules say of a title alone in a one-locale project (its own source, no app name).
    static func outcome(of item: LabelledTitle, localeData: any LocaleDataProvider) -> RuleOutcome {
        let project = RuleExample(locale: item.locale, title: item.title).project()
        let context = RuleContext(project: project, localeData: localeData, layout: nil)
        // Each rule sees the lexicon lists it declares, as the linter gives them.
        return RuleOutcome(conveysResult: !ConveysResultRule().check(context.scoped(to: ConveysResultRule.self)).isEmpty,
                           navigationOnly: !NavigationOnlyRule().check(context.scoped(to: NavigationOnlyRule.self)).isEmpty)
    }
}
