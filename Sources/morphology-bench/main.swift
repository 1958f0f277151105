// Cost per word of Snowball stems and Hunspell stems/analyses, and of opening
// each dictionary (`swift run -c release morphology-bench [ROUNDS]`).
// Words are the inflected title words the rules will meet; each round stems
// every word once. Timings are medians of five runs, on one thread unless said.
import EllipsisMorphology
import EllipsisText
import Foundation

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000

let snowballWords: [(String, [String])] = [
    ("english", ["settings", "libraries", "favorites", "opening", "playback", "shuffled", "messages", "started"]),
    ("german", ["einstellungen", "unbenannte", "aktionen", "öffnen", "bibliothek", "favoriten", "nachrichten", "starten"]),
    ("finnish", ["asetuksiin", "suosikkeihin", "kirjastoon", "avaa", "lisää", "viestit", "toistoa", "aloitetaan"]),
    ("turkish", ["ayarlara", "profilin", "uygulamayı", "kütüphanene", "favorilere", "hesabım", "başlayalım", "git"]),
    ("hungarian", ["beállításokhoz", "megnyitása", "profilodhoz", "kedvencekhez", "könyvtárad", "kezdjük", "üzenetek", "lejátszás"]),
    ("russian", ["настройки", "настройкам", "избранное", "перейти", "библиотеку", "начнём", "сообщения", "воспроизведение"]),
    ("arabic", ["الإعدادات", "حسابك", "المفضلة", "لنبدأ", "مكتبتك", "افتح", "الرسائل", "تشغيل"]),
    ("french", ["réglages", "paramètres", "favoris", "ouvrir", "bibliothèque", "commençons", "messages", "lecture"]),
]

let hunspellWords: [(String, [String])] = [
    ("hu_HU", ["beállításokhoz", "megnyitása", "profilodhoz", "kedvencekhez", "könyvtárad", "kezdjük", "üzenetek", "lejátszás"]),
    ("pl_PL", ["ustawień", "aplikację", "ulubionych", "przejdź", "otwórz", "zacznijmy", "wiadomości", "biblioteki"]),
    ("tr_TR", ["ayarlara", "profilin", "uygulamayı", "kütüphanene", "favorilere", "hesabım", "başlayalım", "git"]),
    ("ru_RU", ["настроек", "настройкам", "избранное", "перейти", "библиотеку", "начнём", "сообщения", "воспроизведение"]),
    ("uk_UA", ["налаштувань", "почнімо", "відкрити", "обране", "бібліотеки", "профіль", "повідомлення", "перейти"]),
    ("cs_CZ", ["nastavením", "aplikaci", "oblíbené", "otevřít", "knihovny", "přejít", "zprávy", "začněme"]),
    ("he_IL", ["לחשבון", "ההגדרות", "המועדפים", "פתיחת", "לספרייה", "נתחיל", "הודעות", "הפעלה"]),
    ("ar", ["الإعدادات", "حسابك", "المفضلة", "لنبدأ", "مكتبتك", "افتح", "الرسائل", "تشغيل"]),
    ("ko", ["액션을", "설정으로", "프로필에", "즐겨찾기에", "라이브러리", "시작하기", "메시지", "재생"]),
]

/// Resident memory of this process in MB, from /proc (0 where there is none).
func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return kilobytes / 1024
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Nanoseconds per call of `work` over `count` calls, median of five runs.
func nanoseconds(calls count: Int, _ work: () -> Void) -> Double {
    var runs: [Double] = []
    for _ in 0..<5 {
        let start = ContinuousClock.now
        work()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        runs.append(seconds * 1e9 / Double(count))
    }
    return median(runs)
}

func format(_ ns: Double) -> String {
    ns >= 1000 ? String(format: "%7.2f us", ns / 1000) : String(format: "%7.0f ns", ns)
}

var sink = 0
print("Snowball stem, per word (\(rounds) rounds of 8 words):")
for (algorithm, words) in snowballWords {
    guard let stemmer = try? SnowballStemmer(algorithm: algorithm) else { print("  \(algorithm): absent"); continue }
    let single = nanoseconds(calls: rounds * words.count) {
        for _ in 0..<rounds { for word in words { sink &+= stemmer.stem(word).utf8.count } }
    }
    // Two threads on one shared stemmer: each call checks out its own Snowball object.
    let shared = nanoseconds(calls: rounds * words.count * 2) {
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            var local = 0
            for _ in 0..<rounds { for word in words { local &+= stemmer.stem(word).utf8.count } }
            if local == -1 { print(local) }
        }
    }
    print("  \(algorithm.padding(toLength: 10, withPad: " ", startingAt: 0)) \(format(single))   "
          + "2 threads, one stemmer: \(format(shared)) per word of wall time")
}

/// Kept open, so that each dictionary's memory is its own and not reused from the one before.
var openDictionaries: [HunspellDictionary] = []
print("Hunspell, per word (\(max(1, rounds / 10)) rounds of 8 words), and opening each dictionary:")
for (name, words) in hunspellWords {
    guard HunspellDictionary.installed().contains(name) else { print("  \(name): not installed"); continue }
    let residentBefore = residentMegabytes()
    let openStart = ContinuousClock.now
    guard let dictionary = try? HunspellDictionary(name: name) else { print("  \(name): failed to open"); continue }
    let opened = ContinuousClock.now - openStart
    let resident = residentMegabytes() - residentBefore
    openDictionaries.append(dictionary)
    let hunspellRounds = max(1, rounds / 10)
    let stems = nanoseconds(calls: hunspellRounds * words.count) {
        for _ in 0..<hunspellRounds { for word in words { sink &+= dictionary.stems(word).count } }
    }
    let analyses = nanoseconds(calls: hunspellRounds * words.count) {
        for _ in 0..<hunspellRounds { for word in words { sink &+= dictionary.analyses(word).count } }
    }
    let lemmas = nanoseconds(calls: hunspellRounds * words.count) {
        for _ in 0..<hunspellRounds { for word in words { sink &+= dictionary.lemmas(word).count } }
    }
    let openMilliseconds = Double(opened.components.attoseconds) / 1e15 + Double(opened.components.seconds) * 1000
    print("  \(name.padding(toLength: 6, withPad: " ", startingAt: 0)) stems \(format(stems))  analyses \(format(analyses))  lemmas \(format(lemmas))"
          + "  open \(String(format: "%6.1f", openMilliseconds)) ms, \(String(format: "%5.1f", resident)) MB"
          + "  (\(dictionary.encoding))")
}

// A whole title: ICU word segmentation (EllipsisText) then a stem per word.
let titles: [(String, String, String)] = [
    ("fi", "finnish", "Siirry asetuksiin"), ("tr", "turkish", "Ayarlara git"),
    ("hu", "hungarian", "Alkalmazás megnyitása"), ("de", "german", "Zu den Einstellungen"),
    ("ru", "russian", "Перейти в настройки"), ("en", "english", "Shuffle Your Library"),
]
print("Segment and stem a title (\(rounds) rounds):")
for (locale, algorithm, title) in titles {
    guard let stemmer = try? SnowballStemmer(algorithm: algorithm) else { continue }
    let text = UnicodeText(title)
    let segmentOnly = nanoseconds(calls: rounds) {
        for _ in 0..<rounds { sink &+= WordSegmenter.words(in: text, locale: locale).count }
    }
    let both = nanoseconds(calls: rounds) {
        for _ in 0..<rounds {
            for word in WordSegmenter.words(in: text, locale: locale) { sink &+= stemmer.stem(word.text.lowercased()).utf8.count }
        }
    }
    print("  \(locale) '\(title)': segment \(format(segmentOnly)), segment + stem \(format(both))")
}
if sink == 42 { print("") }
