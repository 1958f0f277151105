import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import EllipsisTestSupport
import XCTest

/// Every rule on hostile text: bidi controls, joiners, lone marks, broken
/// placeholders, emoji pieces, huge numbers. Nothing may crash or hang, and
/// every finding must still carry its contract fields.
final class RuleRobustnessTests: XCTestCase {
    static let pieces: [String] = [
        "New", " ", "  ", "Öffnen", "فتح", "جديد", "חדש", "新建", "タブ", "새", "ใหม่", "नया", "ផ្ទាំង", "ന്‍",
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{00A0}", "\u{00AD}", "\u{FEFF}", "\u{2060}", "\u{202A}", "\u{202B}",
        "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}",
        "\u{061C}", "\u{0301}", "\u{0651}", "%", "%@", "%d", "%1$@", "%2$d", "%%", "%#@x@", "%lld", "%.2f", "%99999$d",
        "$(PRODUCT_NAME)", "🔍", "👨‍👩‍👧", "🇫🇷", "1️⃣", "☺", "\u{FE0F}", "\u{FE0E}", "🏻", "(", ")", "[Beta]", "“", "”",
        "www.example.com", "...", "!", "。", "\n", "\t", "٣", "99999999999999999999", "Atlas", "ATLAS", "Settings",
    ]

    func randomText(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...8, using: &generator)
        return (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    func testRandomTextsNeverCrashAnyRule() {
        var generator = SeededGenerator(state: 20261129)
        let locales = ["en", "de", "ar", "he", "fa", "ja", "ko", "th", "hi", "km", "zz", "ur", "zh-Hant"]
        for round in 0..<300 {
            let locale = locales[round % locales.count]
            let example = RuleExample(locale: locale, title: randomText(&generator),
                                      subtitle: round % 3 == 0 ? randomText(&generator) : nil,
                                      source: round % 2 == 0 ? randomText(&generator) : nil,
                                      appName: round % 4 == 0 ? randomText(&generator) : "Atlas",
                                      icon: round % 5 == 0 ? nil : .system(randomText(&generator)),
                                      otherTitles: round % 6 == 0 ? [randomText(&generator), randomText(&generator)] : [])
            var project = example.project()
            if round % 7 == 0, let id = project.actions.first?.title.texts.keys.first {
                project.actions[0].title.texts[id]?.variants = ["one": randomText(&generator), "other": randomText(&generator)]
            }
            let context = RuleContext(project: project, localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
            for rule in RuleRegistry.all {
                for diagnostic in rule.init().check(context) {
                    XCTAssertEqual(diagnostic.rule, rule.description.identifier)
                    XCTAssertFalse(diagnostic.message.isEmpty)
                }
            }
        }
    }
}
