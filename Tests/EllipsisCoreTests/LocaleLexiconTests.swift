import Foundation
import XCTest
@testable import EllipsisCore

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
        return try XCTUnwrap(try LocaleDataDecoding.decode(bytes, file: path).lexicon)
    }

    func testResultTitlesMatchResultPatternsAndNothingElse() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            for title in sample.results {
                XCTAssertTrue(Self.matches(lexicon.resultPatterns, title), "\(sample.locale): '\(title)' states a result")
                XCTAssertFalse(Self.matches(lexicon.notificationPatterns, title), "\(sample.locale): '\(title)' is no notification")
                XCTAssertFalse(Self.matches(lexicon.placeholderPatterns, title), "\(sample.locale): '\(title)' is no placeholder")
            }
        }
    }

    func testGenericVerbAloneIsNotAResult() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            XCTAssertTrue(Self.contains(lexicon.genericVerbs, sample.generic), "\(sample.locale): '\(sample.generic)'")
            XCTAssertFalse(Self.matches(lexicon.resultPatterns, sample.generic), "\(sample.locale): '\(sample.generic)'")
        }
    }

    func testNotificationTitlesAreRecognized() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            for title in sample.notifications {
                XCTAssertTrue(Self.matches(lexicon.notificationPatterns, title), "\(sample.locale): '\(title)'")
            }
        }
    }

    func testPlaceholderTitlesAreRecognized() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            for title in sample.placeholders {
                XCTAssertTrue(Self.matches(lexicon.placeholderPatterns, title), "\(sample.locale): '\(title)'")
                XCTAssertFalse(Self.matches(lexicon.resultPatterns, title), "\(sample.locale): '\(title)'")
            }
        }
    }

    func testNavigationAndVagueWords() throws {
        for sample in Self.samples {
            let lexicon = try lexicon(sample.locale)
            XCTAssertTrue(Self.contains(lexicon.navigationWords, sample.navigation), "\(sample.locale): '\(sample.navigation)'")
            XCTAssertTrue(Self.contains(lexicon.vagueWords, sample.vague), "\(sample.locale): '\(sample.vague)'")
        }
    }

    func testRegionalSpelling() throws {
        XCTAssertTrue(Self.contains(try lexicon("en-GB").navigationWords, "Favourites"))
        XCTAssertTrue(Self.contains(try lexicon("en").navigationWords, "Favorites"))
    }

    /// Every language's patterns compile in the engine the rules use.
    func testAllPatternsCompile() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            guard let lexicon = data.lexicon else { continue }
            for pattern in lexicon.notificationPatterns + lexicon.placeholderPatterns + lexicon.resultPatterns {
                XCTAssertNoThrow(try NSRegularExpression(pattern: pattern, options: [.caseInsensitive]), "\(identifier): \(pattern)")
            }
        }
    }
}
