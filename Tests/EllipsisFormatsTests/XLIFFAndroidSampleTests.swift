import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

/// The Atlas samples of Corpora/ (written for Ellipsis) read as their PROBLEMS.md describes.
final class XLIFFAndroidSampleTests: XCTestCase {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora")
    static let locales = ["ar", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pt-BR", "ru", "th", "uk", "zh-Hans"]

    func testAtlasXcodeExportHasThreeStaticActionsAndItsSeededProblems() throws {
        let project = try XLIFFProjectLoader.load(path: Self.corpora.appendingPathComponent("atlas-xliff").path)
        XCTAssertEqual(project.locales.map(\.identifier), Self.locales)
        XCTAssertEqual(project.files.count, 13)
        XCTAssertEqual(project.actions.map(\.type),
                       ["Search Nearby", "Directions Home", "Share My Location"], "named by their source titles")
        let search = project.actions[0], home = project.actions[1], share = project.actions[2]
        XCTAssertEqual(search.title.key, "Search Nearby")
        XCTAssertEqual(search.subtitle?.key, "Cafés, shops and more")
        XCTAssertNil(home.subtitle)
        XCTAssertEqual(search.title.texts[LocaleID("de")]?.text, "Sehenswürdigkeiten in der Umgebung suchen")
        XCTAssertEqual(search.title.texts[LocaleID("fr")]?.text, "Rechercher avec Atlas")
        XCTAssertEqual(home.title.texts[LocaleID("ar")]?.text, "CarPlay: الاتجاهات إلى المنزل")
        XCTAssertEqual(share.title.texts[LocaleID("th")]?.resolution, .missingShowsKey)
        XCTAssertEqual(share.title.texts[LocaleID("th")]?.text, "Share My Location")
        XCTAssertEqual(share.title.texts[LocaleID("hi")]?.text, "Share My Location")
        XCTAssertEqual(share.title.texts[LocaleID("hi")]?.resolution, .translated)
        XCTAssertEqual(share.title.texts[LocaleID("ja")]?.text, "📍 現在地を共有")
        XCTAssertEqual(project.appNames[LocaleID("ko")]?.text, "아틀라스")
        let subtitle = try XCTUnwrap(project.catalogEntries.first { $0.table == "Localizable" && $0.key == "%d places" })
        XCTAssertEqual(subtitle.texts[LocaleID("ko")]?.text, "장소 %@개")
        let de = try XCTUnwrap(search.title.texts[LocaleID("de")])
        XCTAssertTrue(de.location.file.hasSuffix("de.xcloc/Localized Contents/de.xliff"))
        XCTAssertEqual("\(de.location.line):\(de.location.column)", "15:36")
    }

    func testAtlasAndroidHasFourShortcutsAndItsSeededProblems() throws {
        let project = try AndroidProjectLoader.load(path: Self.corpora.appendingPathComponent("atlas-android").path)
        XCTAssertEqual(project.locales.map(\.identifier),
                       ["ar", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pt-BR", "ru", "th", "uk", "zh-CN"])
        XCTAssertEqual(project.actions.map(\.type), ["search", "directions_home", "share_location", "saved_places"])
        let search = project.actions[0], share = project.actions[2], saved = project.actions[3]
        XCTAssertEqual(search.title.texts[LocaleID("de")]?.text, "In der Nähe suchen")
        XCTAssertEqual(search.longTitle?.texts[LocaleID("fr")]?.text, "Rechercher avec Atlas")
        XCTAssertEqual(share.title.texts[LocaleID("th")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(share.longTitle?.texts[LocaleID("th")]?.text, "Share my location")
        XCTAssertEqual(share.title.texts[LocaleID("ja")]?.text, "📍 共有")
        XCTAssertEqual(saved.title.texts[LocaleID("pt-BR")]?.text, "Abrir")
        XCTAssertEqual(project.appNames[LocaleID("ja")]?.text, "アトラス")
        if case .file(_, let path)? = search.icon {
            XCTAssertTrue(path?.hasSuffix("res/drawable/ic_shortcut_search.xml") ?? false)
        } else {
            XCTFail("no icon")
        }
        let hint = try XCTUnwrap(project.catalogEntries.first { $0.key == "search_hint" })
        XCTAssertEqual(hint.texts[LocaleID("uk")]?.text, "Кав'ярні, магазини та інше")
        let count = try XCTUnwrap(project.catalogEntries.first { $0.key == "saved_places_count" })
        XCTAssertEqual(count.texts[LocaleID("ko")]?.text, "장소 %s개")
        XCTAssertEqual(count.texts[LocaleID("en")]?.variants, ["one": "%d place", "other": "%d places"])
        XCTAssertFalse(project.catalogEntries.contains { $0.key == "maps_api_host" })
        XCTAssertFalse(project.files.contains { $0.contains("values-qq") || $0.contains("values-night") })
    }

    /// `Project.locales` is complete: every locale an action or the app name has
    /// a text in is listed, whatever the loader (previews and reports rely on it).
    func testEveryTextLocaleIsAProjectLocale() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Self.corpora.path).sorted()
            .filter { $0.hasPrefix("atlas") }
        XCTAssertGreaterThanOrEqual(samples.count, 5)
        for sample in samples {
            for project in try ProjectLoader.load(paths: [Self.corpora.appendingPathComponent(sample).path]) {
                let listed = Set(project.locales)
                for action in project.actions {
                    for field in [action.title, action.subtitle, action.longTitle].compactMap({ $0 }) {
                        let extra = Set(field.texts.keys).subtracting(listed)
                        XCTAssertTrue(extra.isEmpty, "\(sample) \(action.type): \(extra.map(\.identifier).sorted())")
                    }
                }
                XCTAssertTrue(Set(project.appNames.keys).isSubset(of: listed), sample)
            }
        }
    }
}
