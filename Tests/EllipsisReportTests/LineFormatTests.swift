import EllipsisCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import EllipsisReport

/// Xcode, GitHub and JUnit: the escaping each consumer needs.
final class LineFormatTests: XCTestCase {
    func testGitHubEscapesDataAndProperties() {
        XCTAssertEqual(GitHubReporter.escapeData("50% done\r\nnext"), "50%25 done%0D%0Anext")
        XCTAssertEqual(GitHubReporter.escapeProperty("a,b:c%"), "a%2Cb%3Ac%25")
        let diagnostic = Diagnostic(rule: "bidi", severity: .note, message: "m: 1,2", locale: "ar",
                                    location: SourceLocation(file: "/r/ar,x.lproj/a.strings", line: 3, column: 9))
        XCTAssertEqual(GitHubReporter.command(diagnostic, root: "/r"),
                       "::notice file=ar%2Cx.lproj/a.strings,line=3,col=9,title=Ellipsis bidi (ar)::m: 1,2")
    }

    func testXcodeLinesAreOneIssueEach() {
        let lines = XcodeReporter.render(CannedReport.report).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, CannedReport.diagnostics.count + 1)
        XCTAssertEqual(lines.last, "")
        let german = lines.first { $0.contains("[de]") }
        XCTAssertEqual(german.map(String.init),
                       "/project/Atlas/de.lproj/InfoPlist.strings:4:18: error: [de] The title is cut at the default text size: 231 pt wide, 190 pt available; cut by 41.4 pt: certain \u{201C}In der Nähe nach Cafés, Bäckereien suchen\u{201D} [truncation]")
        XCTAssertTrue(lines.contains { $0.hasPrefix("note: The app declares 5") })
    }

    func testJUnitIsWellFormedXMLWithOneFailurePerFinding() throws {
        let output = JUnitReporter.render(CannedReport.report)
        let document = try XMLDocument(data: Data(output.utf8))
        let failures = try document.nodes(forXPath: "//failure")
        XCTAssertEqual(failures.count, CannedReport.diagnostics.count)
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "\(CannedReport.diagnostics.count)")
        let emoji = try document.nodes(forXPath: "//testcase[contains(@name, 'emoji [en]')]/failure")
        XCTAssertEqual((emoji.first as? XMLElement)?.attribute(forName: "message")?.stringValue,
                       "A family emoji 👨‍👩‍👧 is one grapheme & seven code points.")
    }

    func testXMLEscapingDropsWhatXMLCannotCarry() throws {
        XCTAssertEqual(XMLText.escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
        XCTAssertEqual(XMLText.escape("bell\u{7}"), "bell\u{FFFD}")
        XCTAssertEqual(XMLText.attribute("a\nb"), "a&#10;b")
    }

    /// Escaping as XML 1.0 says, one scalar at a time; an attribute's lone CR, LF and tab as
    /// references, and a CR LF pair, one character, as it stands (as reports have always had it).
    func testXMLEscapingOfTextAndAttributesScalarByScalar() {
        func expected(_ text: String, attribute: Bool) -> String {
            var result = ""
            let scalars = Array(text.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                let pairedCR = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
                let pairedLF = scalar == "\n" && index > 0 && scalars[index - 1] == "\r"
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                case "\t", "\n", "\r":
                    if attribute && !pairedCR && !pairedLF {
                        result += "&#\(scalar.value);"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                default:
                    let banned = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                    result.unicodeScalars.append(banned ? "\u{FFFD}" : scalar)
                }
            }
            return result
        }
        let pieces = ["a", "\r\n", "\r", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "&", "<", ">", "\"", "'", "é", "e\u{301}",
                      "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFBF}", "\u{FEFF}", "👨‍👩‍👧", "ع", " "]
        var texts = ["", "plain words", "\n\u{301}", "\r\r\n\n"]
        for first in pieces { for second in pieces { for third in ["", "x", "\n", "\r"] { texts.append(first + second + third) } } }
        for text in texts {
            XCTAssertEqual(XMLText.escape(text), expected(text, attribute: false), text.debugDescription)
            XCTAssertEqual(XMLText.attribute(text), expected(text, attribute: true), text.debugDescription)
        }
    }
}
