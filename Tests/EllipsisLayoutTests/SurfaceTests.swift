import EllipsisCore
import Foundation
@testable import EllipsisLayout
import XCTest

final class SurfaceTests: XCTestCase {
    func testQuickActionTitleAtDefaultSizeOnIPhone() throws {
        let title = try BuiltInSurfaces.surface("quick-action.title", device: "iphone", textSize: .L)
        XCTAssertEqual(title.size, 17)           // Body at L (A)
        XCTAssertEqual(title.lineHeight, 22)
        XCTAssertEqual(title.tracking, -0.43)    // SF Pro at 17 pt (A)
        XCTAssertEqual(title.width, 190)         // 250 - 16 - 44 (notes: text width with icon)
        XCTAssertEqual(title.maxLines, 2)
        XCTAssertTrue(title.sources["size"]?.hasPrefix("A:") == true)
        XCTAssertTrue(title.sources["width"]?.hasPrefix("I:") == true)
    }

    func testWidthsFollowTheNotesTable() throws {
        XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title", device: "iphone", icon: false).width, 218)
        XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title", device: "ipad").width, 202)
        XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title", device: "ipad", icon: false).width, 230)
        for size in TextSize.allCases where size.isAccessibility {
            XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title", device: "iphone", textSize: size).width, 338)
            XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title", device: "ipad", textSize: size).width, 311)
        }
        // The icon column grows with the text size, so the text gets narrower up to xxxL.
        let widths = try [TextSize.xS, .L, .xxxL].map { try BuiltInSurfaces.surface("quick-action.title", textSize: $0).width }
        let iconColumnAtXS: Double = 22 + 19 + 0.1 * (14 - 17)
        XCTAssertEqual(widths[0], 250 - 16 - iconColumnAtXS, accuracy: 1e-9)
        XCTAssertGreaterThan(widths[0], widths[1])
        XCTAssertGreaterThan(widths[1], widths[2])
    }

    func testLineLimits() throws {
        XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title").maxLines, 2)
        XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.title", withSubtitle: true).maxLines, 1)
        XCTAssertEqual(try BuiltInSurfaces.surface("quick-action.subtitle").maxLines, 2)
        let subtitle = try BuiltInSurfaces.surface("quick-action.subtitle", textSize: .AX5)
        XCTAssertEqual(subtitle.size, 49)
        XCTAssertEqual(subtitle.style, "subheadline")
        XCTAssertEqual(try BuiltInSurfaces.surface("shortcut.long").platform, .android)
    }

    func testTwentyFourSizeDevicePairs() throws {
        let all = try BuiltInSurfaces.allSizes("quick-action.title")
        XCTAssertEqual(all.count, 24)
        XCTAssertEqual(Set(all.map { "\($0.device) \($0.textSize?.rawValue ?? "")" }).count, 24)
        XCTAssertEqual(all.map(\.size).max(), 53)
    }

    func testUnknownNamesAreUsageErrors() {
        XCTAssertThrowsError(try BuiltInSurfaces.surface("quick-action.footer")) { XCTAssertTrue($0 is UsageError) }
        XCTAssertThrowsError(try BuiltInSurfaces.surface("quick-action.title", device: "watch")) { XCTAssertTrue($0 is UsageError) }
        XCTAssertNil(TextSize(name: "XXL5"))
        XCTAssertEqual(TextSize(name: "accessibilityLarge"), .AX2)
    }

    func testSFProTrackingTable() {
        XCTAssertEqual(SFProTracking.tracking(at: 15), -0.23)
        XCTAssertEqual(SFProTracking.tracking(at: 17), -0.43)
        XCTAssertEqual(SFProTracking.tracking(at: 19), -0.45)
        XCTAssertEqual(SFProTracking.tracking(at: 23), -0.10)
        XCTAssertEqual(SFProTracking.tracking(at: 12), 0)
    }

    func testTrackingAppliesToTheSFProRoleFaceOnly() throws {
        // Latin (Inter, SF Pro's proxy) takes tracking; Japanese (Noto Sans CJK) does not.
        let latin = try Fixture.shaped("Search")
        XCTAssertEqual(latin.naturalWidth(size: 17, tracking: -0.43), latin.naturalWidth(size: 17) - 6 * 0.43, accuracy: 1e-9)
        // Spaces inside the line are tracked like letters.
        let spaced = try Fixture.shaped("New Note")
        XCTAssertEqual(spaced.naturalWidth(size: 17, tracking: -0.43), spaced.naturalWidth(size: 17) - 8 * 0.43, accuracy: 1e-9)
        let japanese = try Fixture.shaped("検索する", locale: "ja")
        XCTAssertEqual(japanese.naturalWidth(size: 17, tracking: -0.43), japanese.naturalWidth(size: 17), accuracy: 1e-9)
    }

    func testUserSurfaceValidation() {
        let bad = Surface(name: "x", device: "custom", style: "body", size: 17, width: -1, maxLines: 1)
        XCTAssertThrowsError(try bad.validate()) { XCTAssertTrue(($0 as? InputError)?.message.contains("width") == true) }
    }

    func testUserSurfacesFromBytes() throws {
        let list = try UserSurfaces.parse(data: Data(#"[{"name": "chip", "width": 150, "size": 14, "lines": 2, "platform": "android"}]"#.utf8),
                                          path: "surfaces.json")
        XCTAssertEqual(list.map(\.name), ["chip"])
        XCTAssertEqual(list.first?.maxLines, 2)
        XCTAssertEqual(list.first?.platform, .android)
        XCTAssertEqual(try UserSurfaces.parse(data: Data(#"{"name": "one", "width": 100, "size": 17}"#.utf8), path: "s.json").count, 1)
        XCTAssertThrowsError(try UserSurfaces.parse(data: Data(#"{"name": "one", "width": 100, "size": 17, "lineHeight": -1e308}"#.utf8),
                                                    path: "s.json")) {
            XCTAssertTrue(($0 as? InputError)?.message.contains("line height") == true, "\($0)")
        }
        XCTAssertThrowsError(try UserSurfaces.parse(data: Data(#"{"name": "one", "widht": 100, "size": 17}"#.utf8), path: "s.json")) {
            XCTAssertTrue(($0 as? InputError)?.message.contains("widht") == true, "\($0)")
        }
    }
}

extension SurfaceTests {
    /// A user surface file's mistakes are reported at the key, value or surface that makes them.
    func testUserSurfaceErrorsNameTheirLineAndColumn() {
        let cases: [(String, Int, Int, String)] = [
            ("[{\"name\": \"a\", \"width\": 100, \"size\": 17},\n {\"name\": \"b\", \"widht\": 100, \"size\": 17}]", 2, 16,
             "unknown key 'widht' in a surface"),
            ("[{\"name\": \"a\", \"size\": 17}]", 1, 2, "a surface needs 'width'"),
            ("{\"name\": \"a\", \"width\": \"100\", \"size\": 17}", 1, 24, "'width' must be a number, found a string"),
            ("{\"name\": \"a\", \"width\": 100, \"size\": 17, \"lines\": 1.5}", 1, 50, "'lines' must be a whole number"),
            ("{\"name\": \"a\", \"width\": 100, \"size\": 17, \"tracking\": \"wide\"}", 1, 53,
             "'tracking' must be a number or \"sf-pro\", found a string"),
            ("{\"name\": \"a\", \"width\": 100, \"size\": 17, \"platform\": \"watch\"}", 1, 53, "unknown platform 'watch'"),
            ("[{\"name\": \"a\", \"width\": 100, \"size\": 17},\n {\"name\": \"b\", \"width\": 100, \"size\": -1}]", 2, 2,
             "surface 'b': size must be a positive number"),
            ("[\"a\"]", 1, 2, "a surface must be a JSON object, found a string"),
            ("{\"name\": \"a\", \"width\": 100 \"size\": 17}", 1, 28, "expected ',' or '}' after an object member"),
        ]
        for (json, line, column, message) in cases {
            XCTAssertThrowsError(try UserSurfaces.parse(data: Data(json.utf8), path: "s.json"), json) { error in
                let error = error as? InputError
                XCTAssertEqual(error?.location, SourceLocation(file: "s.json", line: line, column: column), json)
                XCTAssertTrue(error?.message.hasPrefix(message) == true, "\(json): \(String(describing: error))")
            }
        }
        // Optional keys set to null keep their defaults.
        XCTAssertEqual(try UserSurfaces.parse(data: Data(#"{"name": "a", "width": 100, "size": 17, "lines": null}"#.utf8),
                                              path: "s.json").first?.maxLines, 1)
    }
}
