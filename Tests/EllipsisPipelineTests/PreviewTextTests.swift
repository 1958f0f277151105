import EllipsisCore
import EllipsisPipeline
import Foundation
import XCTest

/// Previews draw what people see: a placeholder is a value at run time, drawn as its sample and
/// isolated, so that an Arabic `%lld` never comes out as `lld%`.
final class PreviewTextTests: XCTestCase {
    func testPlaceholdersAreDrawnAsIsolatedSamples() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-preview-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            {"developmentLanguage": "en",
             "actions": [{"type": "org.example.unread",
                          "title": {"en": "%@ Unread Messages", "de": "%@ ungelesene Nachrichten", "ar": "%lld رسائل غير مقروءة"},
                          "icon": {"system": "Mail"}}]}
            """
        let path = folder.appendingPathComponent("app.quickactions.json").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path))
        var run = try Pipeline.run(RunRequest(paths: [path]))
        for locale in ["de", "ar"] {
            let target = try XCTUnwrap(run.previewTargets(locales: [LocaleID(locale)]).first)
            let svg = try XCTUnwrap(run.previews(of: target, options: PreviewOptions(sides: [.left])).first?.svg)
            for raw in ["%@", "%lld", "lld%"] { XCTAssertFalse(svg.contains(raw), "\(locale) draws \(raw)") }
            XCTAssertTrue(svg.contains("\u{2068}"), "\(locale): the sample is not isolated")
        }
    }
}
