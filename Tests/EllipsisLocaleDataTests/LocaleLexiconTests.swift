import Foundation
import XCTest
import EllipsisCore
@testable import EllipsisLocaleData

/// The lexicons tell real titles apart: titles that state a result, that
/// announce news, that are placeholders, and lone generic verbs. Patterns
/// are applied case-insensitively to the whole title (Locales/README.md).
final class LocaleLexiconTests: XCTestCase {
    struct Sample {
        var locale: String
        var results: [String]
        var generic: String
        var notifications: [String]
        var placeholders: [String]
        var navigation: String
        var vague: String
    }

    static let samples: [Sample] = [
        Sample(locale: "en", results: ["New Message", "Search Nearby", "Directions Home", "Create New Contact", "Take a Photo"],
               generic: "Open", notifications: ["You have 3 new messages", "2 unread", "Reminder: pay rent"],
               placeholders: ["Shortcut 1", "Untitled", "TODO", "Action"], navigation: "Settings", vague: "Misc"),
        Sample(locale: "de", results: ["Neue Nachricht", "Neuer Kontakt", "Foto aufnehmen", "Route nach Hause"],
               generic: "Öffnen", notifications: ["Sie haben 3 neue Nachrichten", "5 ungelesene E-Mails"],
               placeholders: ["Kurzbefehl 2", "Ohne Titel"], navigation: "Einstellungen", vague: "Sonstiges"),
        Sample(locale: "fr", results: ["Nouveau message", "Nouvelle note", "Créer un contact", "Itinéraire vers le domicile"],
               generic: "Ouvrir", notifications: ["Vous avez 2 nouveaux messages", "3 non lus"],
               placeholders: ["Raccourci 1", "Sans titre"], navigation: "Réglages", vague: "Divers"),
        Sample(locale: "es", results: ["Nuevo mensaje", "Nueva nota", "Buscar cerca", "Cómo llegar a casa"],
               generic: "Abrir", notifications: ["Tienes 3 mensajes sin leer", "2 llamadas perdidas"],
               placeholders: ["Acceso directo 1", "Sin título"], navigation: "Ajustes", vague: "Varios"),
        Sample(locale: "ar", results: ["رسالة جديدة", "البحث عن مطاعم", "إضافة جهة اتصال", "ابحث عن مقهى"],
               generic: "افتح", notifications: ["لديك 3 رسائل جديدة", "رسائل غير مقروءة"],
               placeholders: ["اختصار 1", "بدون عنوان"], navigation: "الإعدادات", vague: "المزيد"),
        Sample(locale: "he", results: ["הודעה חדשה", "חיפוש מסעדות", "צור איש קשר"],
               generic: "פתח", notifications: ["יש לך 3 הודעות חדשות", "תזכורת: לשלם חשבון"],
               placeholders: ["קיצור דרך 1", "ללא כותרת"], navigation: "הגדרות", vague: "שונות"),
        Sample(locale: "ja", results: ["新規メッセージ", "写真を撮影", "連絡先を追加", "自宅への経路"],
               generic: "開く", notifications: ["3件の新着メッセージ", "未読メッセージがあります"],
               placeholders: ["ショートカット1", "無題"], navigation: "設定", vague: "その他"),
        Sample(locale: "ko", results: ["새 메시지", "사진 촬영", "연락처 추가", "집으로 가는 길"],
               generic: "열기", notifications: ["3개의 새 메시지", "읽지 않은 메시지가 있습니다"],
               placeholders: ["바로 가기 1", "제목 없음"], navigation: "설정", vague: "기타"),
        Sample(locale: "zh-Hans", results: ["新建信息", "搜索附近", "添加联系人", "导航回家"],
               generic: "打开", notifications: ["您有3条新消息", "未读邮件"],
               placeholders: ["快捷方式1", "未命名"], navigation: "设置", vague: "其他"),
        Sample(locale: "ru", results: ["Новое сообщение", "Найти рядом", "Создать контакт", "Маршрут домой"],
               generic: "Открыть", notifications: ["У вас 3 новых сообщения", "5 непрочитанных"],
               placeholders: ["Ярлык 1", "Без названия"], navigation: "Настройки", vague: "Разное"),
        Sample(locale: "pt-BR", results: ["Nova mensagem", "Tirar foto", "Buscar por perto"],
               generic: "Abrir", notifications: ["Você tem 3 novas mensagens", "5 não lidas"],
               placeholders: ["Atalho 1", "Sem título"], navigation: "Ajustes", vague: "Diversos"),
        Sample(locale: "pt-PT", results: ["Nova mensagem", "Partilhar localização"],
               generic: "Abrir", notifications: ["Tem 3 novas mensagens"],
               placeholders: ["Atalho 1"], navigation: "Definições", vague: "Outros"),
        Sample(locale: "it", results: ["Nuovo messaggio", "Scatta foto", "Cerca nei dintorni"],
               generic: "Apri", notifications: ["Hai 3 nuovi messaggi", "2 chiamate perse"],
               placeholders: ["Azione 1", "Senza titolo"], navigation: "Impostazioni", vague: "Varie"),
        Sample(locale: "nl", results: ["Nieuw bericht", "Foto maken", "Zoek in de buurt"],
               generic: "Openen", notifications: ["Je hebt 3 nieuwe berichten", "2 ongelezen"],
               placeholders: ["Actie 1", "Naamloos"], navigation: "Instellingen", vague: "Overig"),
        Sample(locale: "sv", results: ["Nytt meddelande", "Ta bild", "Sök i närheten"],
               generic: "Öppna", notifications: ["Du har 3 nya meddelanden"],
               placeholders: ["Genväg 1", "Namnlös"], navigation: "Inställningar", vague: "Övrigt"),
        Sample(locale: "pl", results: ["Nowa wiadomość", "Zrób zdjęcie", "Szukaj w pobliżu"],
               generic: "Otwórz", notifications: ["Masz 3 nowe wiadomości", "5 nieprzeczytanych"],
               placeholders: ["Skrót 1", "Bez tytułu"], navigation: "Ustawienia", vague: "Różne"),
        Sample(locale: "tr", results: ["Yeni Mesaj", "Mesaj Gönder", "Kişi Ekle"],
               generic: "Aç", notifications: ["3 yeni mesajınız var", "Okunmamış e-postalar"],
               placeholders: ["Kısayol 1", "Başlıksız"], navigation: "Ayarlar", vague: "Diğer"),
        Sample(locale: "uk", results: ["Нове повідомлення", "Знайти поруч", "Створити контакт"],
               generic: "Відкрити", notifications: ["У вас 3 нових повідомлення"],
               placeholders: ["Ярлик 1", "Без назви"], navigation: "Налаштування", vague: "Різне"),
        Sample(locale: "el", results: ["Νέο μήνυμα", "Αναζήτηση κοντά", "Λήψη φωτογραφίας"],
               generic: "Άνοιγμα", notifications: ["Έχετε 3 νέα μηνύματα"],
               placeholders: ["Συντόμευση 1", "Χωρίς τίτλο"], navigation: "Ρυθμίσεις", vague: "Διάφορα"),
        Sample(locale: "zh-Hant", results: ["新增訊息", "搜尋附近", "加入聯絡人"],
               generic: "打開", notifications: ["您有3則新訊息", "未讀郵件"],
               placeholders: ["捷徑1", "未命名"], navigation: "設定", vague: "其他"),
        Sample(locale: "th", results: ["ข้อความใหม่", "ค้นหาร้านอาหาร", "สแกนคิวอาร์โค้ด"],
               generic: "เปิด", notifications: ["คุณมีข้อความใหม่ 3 ข้อความ"],
               placeholders: ["ทางลัด 1", "ไม่มีชื่อ"], navigation: "การตั้งค่า", vague: "อื่นๆ"),
        Sample(locale: "vi", results: ["Tin nhắn mới", "Tìm quanh đây", "Chụp ảnh"],
               generic: "Mở", notifications: ["Bạn có 3 tin nhắn mới"],
               placeholders: ["Phím tắt 1", "Không có tiêu đề"], navigation: "Cài đặt", vague: "Khác"),
        Sample(locale: "id", results: ["Pesan Baru", "Cari di Sekitar", "Ambil Foto"],
               generic: "Buka", notifications: ["Anda punya 3 pesan baru", "5 pesan belum dibaca"],
               placeholders: ["Pintasan 1", "Tanpa judul"], navigation: "Pengaturan", vague: "Lainnya"),
        Sample(locale: "hi", results: ["नया संदेश", "संपर्क जोड़ें", "फ़ोटो लें"],
               generic: "खोलें", notifications: ["आपके पास 3 नए संदेश हैं"],
               placeholders: ["शॉर्टकट 1", "बिना शीर्षक"], navigation: "सेटिंग्स", vague: "अन्य"),
        Sample(locale: "fa", results: ["پیام جدید", "جستجو در اطراف", "عکس بگیر"],
               generic: "باز کن", notifications: ["شما ۳ پیام جدید دارید", "پیام‌های خوانده‌نشده"],
               placeholders: ["میانبر ۱", "بدون عنوان"], navigation: "تنظیمات", vague: "متفرقه"),
        Sample(locale: "sr-Latn", results: ["Nova poruka", "Pošalji poruku"],
               generic: "Otvori", notifications: ["Imate 3 nove poruke"],
               placeholders: ["Prečica 1", "Bez naslova"], navigation: "Podešavanja", vague: "Razno"),
    ]

    static func matches(_ patterns: [String], _ title: String) -> Bool {
        patterns.contains { pattern in
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return false }
            let range = NSRange(title.startIndex..., in: title)
            return regex.firstMatch(in: title, options: [], range: range) != nil
        }
    }

    static func contains(_ words: [String], _ title: String) -> Bool {
        words.contains { $0.lowercased() == title.lowercased() }
    }

    func lexicon(_ locale: String) throws -> LocaleData.Lexicon {
        let path = LocaleFiles.directory.appendingPathComponent("\(locale).json").path
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path), "Locales/\(locale).json")
        return try XCTUnwrap(try LocaleDataDecoding.decode(bytes, file: path, schema: try LocaleFiles.schema()).lexicon)
    }

    func testResultTitlesMatchResultPatternsAndNothingElse() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            for title in sample.results {
                XCTAssertTrue(Self.matches(lexicon["resultPatterns"], title), "\(sample.locale): '\(title)' states a result")
                XCTAssertFalse(Self.matches(lexicon["notificationPatterns"], title), "\(sample.locale): '\(title)' is no notification")
                XCTAssertFalse(Self.matches(lexicon["placeholderPatterns"], title), "\(sample.locale): '\(title)' is no placeholder")
            }
        }
    }

    /// Shapes real translations use that the first patterns missed: the
    /// adjective after the noun, nouns of action, informal imperatives,
    /// Latin words inside CJK titles, a stray trailing joiner.
    func testResultShapesSeenInShippedTranslations() throws {
        let titles: [(String, String)] = [
            ("ca", "Nota privada nova"), ("ro", "Notiță privată nouă"), ("cs", "Skenovat dokument"),
            ("sk", "Vyhľadávanie kontaktov"), ("sl", "Iskanje kontaktov"), ("hr", "Pretraživanje kontakata"),
            ("hu", "Dokumentum leolvasása"), ("ja", "PDF ファイルをスキャン"), ("zh-Hant", "掃描 PDF"), ("zh-Hans", "扫描 PDF"),
            ("lt", "Skenuoti dokumentą"), ("lv", "Skanēt dokumentu"), ("da", "Skan dokument"), ("ta", "ஆவணத்தை வருடு"),
            ("kn", "ದಾಖಲೆ ಸ್ಕ್ಯಾನ್ ಮಾಡು\u{200D}"),
        ]
        for (locale, title) in titles {
            XCTAssertTrue(Self.matches(try lexicon(locale)["resultPatterns"], title), "\(locale): '\(title)'")
        }
    }

    func testGenericVerbAloneIsNotAResult() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            XCTAssertTrue(Self.contains(lexicon["genericVerbs"], sample.generic), "\(sample.locale): '\(sample.generic)'")
            XCTAssertFalse(Self.matches(lexicon["resultPatterns"], sample.generic), "\(sample.locale): '\(sample.generic)'")
        }
    }

    func testNotificationTitlesAreRecognized() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            for title in sample.notifications {
                XCTAssertTrue(Self.matches(lexicon["notificationPatterns"], title), "\(sample.locale): '\(title)'")
            }
        }
    }

    /// Addressing the reader ("lets you", "for you") or naming a live feature
    /// is not news: these once matched too-broad patterns.
    func testSentencesThatAddressTheReaderAreNotNotifications() throws {
        let calm: [(String, String)] = [
            ("ko", "사진을 촬영하여 업로드할 수 있습니다."), ("kn", "ಇದು ನಿಮಗೆ ಅಪ್ಲಿಕೇಶನ್ ಅನ್ನು ಅನ್ಲಾಕ್ ಮಾಡಲು ಅನುಮತಿಸುತ್ತದೆ."),
            ("te", "ఇది మీకు ఫోటోలను తీసుకొని అప్లోడ్ చేయడానికి అనుమతిస్తుంది."), ("pa", "ਇਹ ਤੁਹਾਨੂੰ ਐਪ ਅਣ-ਲਾਕ ਕਰ ਦਿੰਦਾ ਹੈ।"),
            ("ml", "ഇത് നിങ്ങൾക്ക് ഫോട്ടോകൾ സംരക്ഷിക്കാൻ അനുവദിക്കുന്നു."), ("hi", "आपके लिए सुझाव"), ("hi", "लाइव जाएँ"),
            ("en", "Go Live"), ("ja", "お知らせ"), ("vi", "Bạn có muốn lưu?"), ("ca", "Tens raó"), ("hu", "Itt van a térkép"),
        ]
        for (locale, text) in calm {
            XCTAssertFalse(Self.matches(try lexicon(locale)["notificationPatterns"], text), "\(locale): '\(text)'")
        }
    }

    func testPlaceholderTitlesAreRecognized() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            for title in sample.placeholders {
                XCTAssertTrue(Self.matches(lexicon["placeholderPatterns"], title), "\(sample.locale): '\(title)'")
                XCTAssertFalse(Self.matches(lexicon["resultPatterns"], title), "\(sample.locale): '\(title)'")
            }
        }
    }

    func testNavigationAndVagueWords() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            XCTAssertTrue(Self.contains(lexicon["navigationWords"], sample.navigation), "\(sample.locale): '\(sample.navigation)'")
            XCTAssertTrue(Self.contains(lexicon["vagueWords"], sample.vague), "\(sample.locale): '\(sample.vague)'")
        }
    }

    /// Languages that inflect list the forms titles use.
    func testInflectedForms() throws {
        let arabic = try lexicon("ar")
        for place in ["الإعدادات", "إعدادات", "المفضلة", "مفضلة", "الملف الشخصي", "ملف شخصي"] {
            XCTAssertTrue(Self.contains(arabic["navigationWords"], place), place)
        }
        XCTAssertFalse(Self.contains(arabic["navigationWords"], "ملفي شخصي"), "an adjective keeps the article of its noun")
        XCTAssertTrue(Self.matches(arabic["resultPatterns"], "البحث عن مقهى") && Self.matches(arabic["resultPatterns"], "بحث عن مقهى"))
        let russian = try lexicon("ru")
        for verb in ["открыть", "открой", "откройте"] { XCTAssertTrue(Self.contains(russian["genericVerbs"], verb), verb) }
        for title in ["Создать заметку", "Создайте заметку", "Создай заметку"] {
            XCTAssertTrue(Self.matches(russian["resultPatterns"], title), title)
        }
        let polish = try lexicon("pl")
        for title in ["Nowa notatka", "Nowy kontakt", "Nowe zdarzenie", "Wyszukaj notatki", "Utwórz listę"] {
            XCTAssertTrue(Self.matches(polish["resultPatterns"], title), title)
        }
        let finnish = try lexicon("fi")
        for title in ["Uusi viesti", "Uudet tapahtumat", "Luo uusi muistio", "Ota kuva"] {
            XCTAssertTrue(Self.matches(finnish["resultPatterns"], title), title)
        }
    }

    func testRegionalSpelling() throws {
        XCTAssertTrue(Self.contains(try lexicon("en-GB")["navigationWords"], "Favourites"))
        XCTAssertTrue(Self.contains(try lexicon("en")["navigationWords"], "Favorites"))
    }

    /// Every language's patterns compile in the engine the rules use.
    func testAllPatternsCompile() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            guard let lexicon = data.lexicon else { continue }
            for pattern in lexicon["notificationPatterns"] + lexicon["placeholderPatterns"] + lexicon["resultPatterns"] {
                XCTAssertNoThrow(try NSRegularExpression(pattern: pattern, options: [.caseInsensitive]), "\(identifier): \(pattern)")
            }
        }
    }
}
