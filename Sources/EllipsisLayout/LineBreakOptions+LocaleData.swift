import EllipsisLocaleData
import EllipsisText

extension LineBreakOptions {
    /// Options from a locale's data file: `icuLocale`, plus `strictness` as
    /// the `lb` keyword when the locale has none, plus `wordBreak` `keep-all`.
    /// Here, where layout meets locale data, so that the text layer needs none.
    public init(_ data: LocaleData.LineBreak) {
        var locale = data.icuLocale
        if data.strictness != "normal", !locale.contains("lb=") {
            locale += locale.contains("@") ? ";lb=\(data.strictness)" : "@lb=\(data.strictness)"
        }
        self.init(icuLocale: locale, keepAll: data.wordBreak == "keep-all")
    }
}
