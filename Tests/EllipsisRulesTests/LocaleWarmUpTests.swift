import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import Foundation
import Synchronization
import XCTest

/// The title-reading rules' word lists made ahead on a thread of their own (LocaleWarmUp):
/// the same indexes, shared, and the same readings as lists made when a title first needs them.
final class LocaleWarmUpTests: XCTestCase {
    /// The locale's lexicon with one entry of this test's own, so that its indexes are made
    /// now, by the threads below, and not found from an earlier test.
    func freshLexicon(_ locale: String) throws -> (LocaleData.Lexicon, LocaleData.Morphology?) {
        let data = try XCTUnwrap(TestLocaleData.shared.bestData(for: locale), locale)
        var lexicon = try XCTUnwrap(data.lexicon, locale)
        for (list, _) in TitleReading.listRoles where lexicon.lists[list] != nil {
            lexicon.lists[list]?.append("warmupword\(UUID().uuidString.prefix(8).lowercased())")
        }
        return (lexicon, data.morphology)
    }

    func testListsMadeAheadAreSharedAndReadAsListsMadeInPlace() throws {
        let titles = ["de": ["Neue Nachricht", "Einstellungen öffnen", "Zu den Einstellungen"],
                      "ja": ["設定を開く", "新規メッセージ", "近くを検索"],
                      "ar": ["فتح الإعدادات", "رسالة جديدة"],
                      "ru": ["Открыть настройки", "Новое сообщение"],
                      "fr": ["Ouvrir l'application", "Nouveau message"]]
        for (locale, localeTitles) in titles {
            let (lexicon, morphology) = try freshLexicon(locale)
            let forms = WordForms(locale: locale, morphology: morphology)
            // Lists made directly, outside the shared cache: what every reading must match.
            let exact = Set(morphology?.exactLists ?? [])
            let direct = TitleReading.listRoles.compactMap { list, _ -> WordListIndex? in
                guard let entries = lexicon.lists[list], !entries.isEmpty else { return nil }
                return WordListIndex(name: list, entries: entries, forms: exact.contains(list) ? forms.comparingAsWritten : forms)
            }
            // The warm-up on its own thread while four others read titles at once.
            let warmUp = Thread {
                LocaleWarmUp.prepare([.init(locale: locale, lexicon: lexicon, morphology: morphology, reads: true)])
            }
            warmUp.start()
            let found = Mutex<[[ObjectIdentifier]]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let indexes = TitleReading.indexes(lexicon: lexicon, forms: forms)
                found.withLock { $0.append(indexes.map { ObjectIdentifier($0.index) }) }
            }
            let shared = TitleReading.indexes(lexicon: lexicon, forms: forms)
            XCTAssertEqual(Set(found.withLock { $0 }).count, 1, "\(locale): every thread gets the same indexes")
            XCTAssertEqual(found.withLock { $0 }.first, shared.map { ObjectIdentifier($0.index) }, locale)
            XCTAssertEqual(shared.count, direct.count, locale)
            for (made, fresh) in zip(shared.map(\.index), direct) {
                XCTAssertEqual(made.elisions, fresh.elisions, "\(locale) \(made.name)")
                XCTAssertEqual(made.unspacedSpellings, fresh.unspacedSpellings, "\(locale) \(made.name)")
                for entry in fresh.entries {
                    let tokens = TitleTokens.tokens(WordListIndex.normalized(entry, locale: locale), locale: locale, forms: forms)
                    guard !tokens.isEmpty else { continue }
                    XCTAssertEqual(made.matches(in: tokens, at: 0).map { "\($0.length) \($0.meeting.level)" },
                                   fresh.matches(in: tokens, at: 0).map { "\($0.length) \($0.meeting.level)" },
                                   "\(locale) \(made.name) \(entry)")
                }
            }
            for title in localeTitles {
                let reading = TitleReading(title, lexicon: lexicon, locale: locale, morphology: morphology)
                XCTAssertFalse(reading.units.isEmpty, "\(locale) \(title)")
            }
        }
    }

    /// The warm-up prepares what the enabled rules will read, and nothing when they are off.
    func testWorkFollowsTheEnabledRulesAndTheTitlesLocales() throws {
        let project = RuleExample(locale: "de", title: "Neue Nachricht", source: "New Message").project()
        let linter = Linter(localeData: TestLocaleData.shared, layout: nil)
        let work = LocaleWarmUp.work(linter, contexts: [linter.context(for: project)])
        XCTAssertEqual(Set(work.filter(\.reads).map(\.locale)), ["de", "en"], "the title's locale and its source's")
        XCTAssertEqual(work.filter(\.exemplars).map(\.locale), ["de"], "untranslated compares the translation")
        XCTAssertTrue(work.contains { $0.patterns == ["notificationPatterns"] })
        var off = Configuration()
        off.rules["conveys-result"] = .off
        off.rules["navigation-only"] = .off
        off.rules["notification-style"] = .off
        off.rules["untranslated"] = .off
        let quiet = Linter(configuration: off, localeData: TestLocaleData.shared, layout: nil)
        XCTAssertTrue(LocaleWarmUp.work(quiet, contexts: [quiet.context(for: project)]).isEmpty)
        XCTAssertNil(LocaleWarmUp.start(quiet, contexts: [quiet.context(for: project)]))
    }
}
