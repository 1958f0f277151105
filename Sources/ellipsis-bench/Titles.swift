import EllipsisCore
import Foundation

/// Mixed-script titles for the benchmark: words per locale combined by a seeded
/// generator, so every run measures the same few hundred thousand strings.
enum Titles {
    static let words: [(locale: String, words: [String])] = [
        ("en", ["Search", "Nearby", "Create", "New", "Contact", "Directions", "Home", "Message", "Scan", "Document",
                "Share", "Workout", "Start", "Record", "Voice", "Memo", "Favorites", "Playlist", "Photo", "Reminder"]),
        ("de", ["Suchen", "Neue", "Nachricht", "Kontakt", "erstellen", "Wegbeschreibung", "nach", "Hause", "Dokument",
                "scannen", "Sprachmemo", "aufnehmen", "Einkaufsliste", "Größenänderung", "übermitteln", "Training"]),
        ("fr", ["Rechercher", "à", "proximité", "Créer", "un", "nouveau", "contact", "Itinéraire", "vers", "domicile",
                "Numériser", "document", "Écrire", "message", "Démarrer", "entraînement"]),
        ("ru", ["Искать", "поблизости", "Создать", "новый", "контакт", "Маршрут", "домой", "сообщение", "Отсканировать",
                "документ", "поделиться", "тренировку", "Начать", "заметку"]),
        ("el", ["Αναζήτηση", "κοντά", "Δημιουργία", "νέας", "επαφής", "Οδηγίες", "σπίτι", "μήνυμα", "Σάρωση", "εγγράφου"]),
        ("ar", ["البحث", "بالقرب", "إنشاء", "جهة", "اتصال", "جديدة", "الاتجاهات", "المنزل", "رسالة", "مسح", "مستند",
                "ومشاركته", "تمرين", "ابدأ"]),
        ("he", ["חיפוש", "בקרבת", "מקום", "יצירת", "איש", "קשר", "חדש", "הוראות", "הגעה", "הביתה", "הודעה", "סריקת", "מסמך"]),
        ("hi", ["आस-पास", "खोजें", "नया", "संपर्क", "बनाएँ", "घर", "दिशा-निर्देश", "संदेश", "दस्तावेज़", "स्कैन", "साझा"]),
        ("th", ["ค้นหา", "ใกล้เคียง", "สร้าง", "รายชื่อ", "ติดต่อ", "ใหม่", "เส้นทาง", "กลับบ้าน", "สแกน", "เอกสาร", "ส่งข้อความ"]),
        ("ja", ["近くを検索", "新規", "連絡先", "を作成", "自宅までの経路", "書類", "をスキャン", "して共有", "メッセージ",
                "ショッピングリスト", "ワークアウト", "を開始"]),
        ("zh-Hans", ["搜索", "附近", "新建", "联系人", "回家", "路线", "扫描", "文稿", "并共享", "信息", "开始", "锻炼"]),
        ("ko", ["주변", "검색", "새로운", "연락처", "만들기", "집으로", "가는", "길", "문서를", "스캔하고", "공유하기", "메시지"]),
    ]

    /// A deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// `count` titles of 1-5 words, with a locale each; one in 20 mixes in an English
    /// word or an emoji, as real titles do. No separators for ja, zh and th compounds.
    static func make(count: Int, seed: UInt64 = 2026) -> [(locale: String, text: String)] {
        var generator = Generator(state: seed)
        let emoji = ["📷", "☕️", "🏠", "👩🏽‍💻", "🇯🇵"]
        var result: [(String, String)] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            let (locale, list) = words[generator.below(words.count)]
            let spaced = !["ja", "zh-Hans"].contains(locale)
            var parts: [String] = []
            for _ in 0..<(1 + generator.below(5)) { parts.append(list[generator.below(list.count)]) }
            switch generator.below(20) {
            case 0: parts.append(words[0].words[generator.below(words[0].words.count)])
            case 1: parts.append(emoji[generator.below(emoji.count)])
            default: break
            }
            result.append((locale, parts.joined(separator: spaced ? " " : "")))
        }
        return result
    }

    /// Titles from a file, a line each: `locale<TAB>text`.
    static func read(_ path: String) throws -> [(locale: String, text: String)] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw InputError("cannot read the titles", file: path)
        }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
    }
}
