import EllipsisBakedLocales
@testable import EllipsisLayout
import XCTest

final class FittingTests: XCTestCase {
    func testWordLongerThanTheLineBreaksBetweenGraphemeClusters() throws {
        let word = "Donaudampfschiffahrtsgesellscha\u{301}ftskapitänsmütze"
        let measured = try Fixture.measure(word, locale: "de", width: 100)
        let lines = measured.fit.lines
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertEqual(lines.map(\.text).joined(), word, "nothing lost or duplicated")
        for line in lines {
            XCTAssertLessThanOrEqual(line.width, 100 + 1e-9, line.text)
            XCTAssertFalse(line.text.unicodeScalars.first == "\u{301}", "a mark never starts a line")
        }
        // Greedy: each line but the last is full, so the next grapheme would not fit.
        let shaped = try Fixture.shaped(word, locale: "de")
        for line in lines.dropLast() {
            let longer = line.graphemes.lowerBound..<(line.graphemes.upperBound + 1)
            XCTAssertGreaterThan(shaped.width(longer, size: 17, tracking: 0), 100)
        }
    }

    func testTrailingSpacesHang() throws {
        let measured = try Fixture.measure("Hello     ", width: 45)
        XCTAssertEqual(measured.fit.lineCount, 1)
        let plain = try Fixture.measure("Hello")
        XCTAssertEqual(measured.fit.lines[0].width, plain.fit.naturalWidth, accuracy: 1e-9)
        XCTAssertGreaterThan(measured.fit.naturalWidth, plain.fit.naturalWidth)
    }

    func testTruncationLeavesTheLongestPrefixThatFitsWithAnEllipsis() throws {
        let text = "Create a new shared shopping list for the whole family"
        let width = 190.0
        let measured = try Fixture.measure(text, width: width, maxLines: 1)
        let fit = measured.fit
        XCTAssertTrue(fit.truncated)
        XCTAssertEqual(fit.lines.count, 1)
        XCTAssertTrue(fit.visible.hasSuffix("\u{2026}"))
        let prefix = String(fit.visible.dropLast())
        XCTAssertTrue(text.hasPrefix(prefix))
        // It fits, measured independently as a fresh text ...
        let alone = try Fixture.measure(fit.visible)
        XCTAssertLessThanOrEqual(alone.fit.naturalWidth, width)
        XCTAssertEqual(alone.fit.naturalWidth, fit.lines[0].width, accuracy: 1e-6)
        // ... and one more grapheme would not.
        let nextCount = prefix.count + 1
        var longer = String(text.prefix(nextCount))
        while longer.last == " " { longer = String(text.prefix(longer.count + 1)) }
        let tooLong = try Fixture.measure(longer + "\u{2026}")
        XCTAssertGreaterThan(tooLong.fit.naturalWidth, width)
    }

    func testTwoLineTitleKeepsFirstLineAndCutsTheSecond() throws {
        let text = "Start a workout with your personal trainer and friends today"
        let measured = try Fixture.measure(text, width: 190, maxLines: 2)
        XCTAssertEqual(measured.fit.lines.count, 2)
        XCTAssertGreaterThan(measured.fit.lineCount, 2)
        XCTAssertTrue(measured.fit.truncated)
        XCTAssertFalse(measured.fit.lines[0].endsWithEllipsis)
        XCTAssertTrue(measured.fit.lines[1].endsWithEllipsis)
        XCTAssertTrue(measured.fit.visible.hasPrefix(measured.fit.lines[0].text))
        XCTAssertTrue(measured.fit.lines.allSatisfy { $0.width <= 190 })
    }

    func testRightToLeftTruncatesAtTheLogicalEndInTheArabicFace() throws {
        let text = "إنشاء قائمة تسوق مشتركة جديدة لجميع أفراد العائلة"
        let measured = try Fixture.measure(text, locale: "ar", width: 150, maxLines: 1)
        let fit = measured.fit
        XCTAssertTrue(fit.truncated)
        XCTAssertTrue(fit.visible.hasSuffix("\u{2026}"))
        XCTAssertTrue(text.hasPrefix(String(fit.visible.dropLast())), "the kept part is the logical start")
        XCTAssertLessThanOrEqual(fit.lines[0].width, 150)
        // The ellipsis takes the face of the text it ends when that face has U+2026 (SF Arabic
        // does); Noto Sans Arabic lacks it, so the first face of the chain that has it is used.
        let shaped = try Fixture.shaped(text, locale: "ar")
        let arabic = shaped.face(ofGrapheme: 0)
        XCTAssertEqual(arabic.familyName, "Noto Sans Arabic")
        let expected = arabic.covers("\u{2026}") ? arabic : try XCTUnwrap(shaped.chain.faces.first { $0.covers("\u{2026}") })
        XCTAssertEqual(fit.lines[0].ellipsisFont, expected.description)
    }

    func testEllipsisIsSetInTheFaceOfTheTextItEnds() throws {
        let text = "新しい共有買い物リストを家族全員のために作成する"
        let measured = try Fixture.measure(text, locale: "ja", width: 120, maxLines: 1)
        let location = try Fixture.file(of: "Noto Sans CJK JP")
        let cjk = try FontFace(path: location.path, index: location.index)
        XCTAssertTrue(cjk.covers("\u{2026}"))
        XCTAssertEqual(measured.fit.lines[0].ellipsisFont, cjk.description)
        XCTAssertTrue(measured.fit.visible.hasSuffix("\u{2026}"))
    }

    func testCanonicallyEquivalentTextsAreNotConfusedByTheCache() throws {
        let engine = LayoutEngine(localeData: BakedLocaleData.shared)
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        let first = try engine.measure(composed, locale: "fr", parameters: FitParameters(size: 17))
        let second = try engine.measure(decomposed, locale: "fr", parameters: FitParameters(size: 17))
        XCTAssertTrue(first.fit.visible.utf8.elementsEqual(composed.utf8))
        XCTAssertTrue(second.fit.visible.utf8.elementsEqual(decomposed.utf8), "the text shown is the text given, byte for byte")
    }

    func testMandatoryBreakEndsALine() throws {
        let measured = try Fixture.measure("One\nTwo", width: 500)
        XCTAssertEqual(measured.fit.lineCount, 2)
        XCTAssertEqual(measured.fit.lines.map(\.text), ["One", "Two"], "the line break itself is not shown")
        XCTAssertEqual(measured.fit.visible, "One\nTwo")
        // The last visible line stops at the next line break, and the rest is cut.
        let cut = try Fixture.measure("One\nTwo\nThree", width: 500, maxLines: 2)
        XCTAssertEqual(cut.fit.lines.map(\.text), ["One", "Two\u{2026}"])
        XCTAssertTrue(cut.fit.truncated)
    }

    func testFitManySizesMatchesFreshLayoutAtEachSize() throws {
        // Shaped once, fitted at 24 surfaces: the same as measuring anew at each size.
        let text = "Neue Nachricht an alle Kontakte senden"
        let shaped = try Fixture.shaped(text, locale: "de")
        for surface in try BuiltInSurfaces.allSizes("quick-action.title") {
            let fast = shaped.fit(surface.fitParameters)
            let chain = try Fixture.engine.chain(locale: "de")
            let fresh = ShapedText(items: shaped.analyzer.items(text), chain: chain, analyzer: shaped.analyzer).fit(surface.fitParameters)
            XCTAssertEqual(fast, fresh, "\(surface.device) \(surface.textSize?.rawValue ?? "")")
            XCTAssertEqual(fast.lines, fresh.lines, "\(surface.device) \(surface.textSize?.rawValue ?? "")")
            XCTAssertEqual(fast.visible, fresh.visible)
        }
        let small = shaped.fit(try BuiltInSurfaces.surface("quick-action.title", textSize: .xS).fitParameters)
        let huge = shaped.fit(try BuiltInSurfaces.surface("quick-action.title", textSize: .AX5).fitParameters)
        XCTAssertLessThan(small.lineCount, huge.lineCount)
    }
}
