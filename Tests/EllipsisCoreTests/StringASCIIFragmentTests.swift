import EllipsisCore
import Foundation
import XCTest

final class StringASCIIFragmentTests: XCTestCase {
    /// The byte check before Foundation's search never says no where Foundation finds the
    /// fragment, and finds the same range where it does.
    func testASCIIFragmentSearchAgreesWithFoundation() {
        let samples = ["a\nb", "a\r\nb", "a\tb", "a  b", "a \u{301} b", "a  \u{301}b", "ab", "", "  ", "a. B", "a.\u{A0}b",
                       "x\u{2002}\u{2002}y", "\u{2000}\u{2000}", "nav. privada", "Über . Uns",
                       "%lld items|==|plural.one", "a|=\u{301}=|b", "|==|", "Fish &#38; Chips", "&#38", "｜＝＝｜"]
        for sample in samples {
            for fragment in ["\n", "\t", "  ", ". ", "|==|", "&#38;"] {
                XCTAssertEqual(sample.contains(asciiFragment: fragment), sample.contains(fragment),
                               "'\(sample)' contains '\(fragment)'")
                XCTAssertEqual(sample.range(ofASCIIFragment: fragment), sample.range(of: fragment),
                               "'\(sample)' range of '\(fragment)'")
            }
        }
    }
}
