import EllipsisCore
import EllipsisFormats
import EllipsisLocaleData
@testable import EllipsisRules
import EllipsisTestSupport
import EllipsisText
import XCTest

/// Right to left is decided once (`Bidi.isRightToLeft(locale:)`, ICU): the rules,
/// the layout, `inspect` and the previews all ask it. Over every locale of the real
/// projects the rules' answer must be the previews', or a preview would draw a menu
/// in one direction while the rules judged its titles in the other; and every
/// built-in locale file must declare the direction that is used.
final class LocaleDirectionAgreementTests: XCTestCase {
    func testRulesAndPreviewsAgreeOnEveryLocaleOfTheCorpora() throws {
        let corpora = try sharedCorporaFolder(packageRoot: TestLocaleData.packageRoot)
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpora.path).sorted()
            .map { corpora.appendingPathComponent($0).path }
            .filter { var isFolder: ObjCBool = false
                      return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
        XCTAssertFalse(folders.isEmpty)
        var rightToLeft: Set<String> = []
        var checked = 0
        for folder in folders {
            for project in try ProjectLoader.load(paths: [folder]) {
                let context = RuleContext(project: project, localeData: TestLocaleData.shared, layout: nil)
                for locale in project.locales {
                    let previews = Bidi.isRightToLeft(locale: locale.identifier)
                    XCTAssertEqual(context.isRightToLeft(locale), previews,
                                   "\(locale.identifier) in \((folder as NSString).lastPathComponent)")
                    if previews { rightToLeft.insert(locale.identifier) }
                    checked += 1
                }
            }
        }
        // The corpora hold Arabic and Hebrew translations: a check that found none would prove nothing.
        XCTAssertTrue(rightToLeft.isSuperset(of: ["ar", "he"]), "right-to-left locales found: \(rightToLeft.sorted())")
        XCTAssertGreaterThan(checked, 100)
    }

    func testEveryBuiltInLocaleFileDeclaresTheDirectionICUGives() throws {
        let provider = TestLocaleData.shared
        XCTAssertFalse(provider.identifiers.isEmpty)
        for identifier in provider.identifiers {
            let data = try XCTUnwrap(provider.data(for: identifier))
            XCTAssertEqual(data.direction == "rtl", Bidi.isRightToLeft(locale: identifier), identifier)
        }
    }
}
