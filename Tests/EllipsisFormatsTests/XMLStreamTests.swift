import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

/// `XMLTreeReader.stream`: start tags and ends in order, the elements asked for whole and
/// exactly as the tree holds them, nothing else kept.
final class XMLStreamTests: XCTestCase {
    private final class Recorder: XMLStreamDelegate {
        let keep: Set<String>
        var events: [String] = []
        var kept: [XMLTree.Element] = []
        init(keep: Set<String>) { self.keep = keep }

        func started(_ element: XMLTree.Element, depth: Int) -> Bool {
            events.append("start \(element.name)@\(depth) \(element.location.line):\(element.location.column)"
                          + " children=\(element.children.count)")
            return keep.contains(element.localName)
        }

        func ended(_ element: XMLTree.Element, depth: Int) {
            events.append("end \(element.name)@\(depth) children=\(element.children.count)")
        }

        func kept(_ element: XMLTree.Element, depth: Int) {
            events.append("kept \(element.name)@\(depth)")
            kept.append(element)
        }
    }

    static let document = """
    <?xml version="1.0"?>
    <!DOCTYPE doc>
    <doc a="1">
      text of doc <!-- a comment -->
      <unit id="u1"><source>Save &amp; close</source><!-- kept --><b>bold <i>it</i></b></unit>
      <group>
        <![CDATA[passed over]]>
        <unit id="u2"><unit id="inner"/><source><![CDATA[<x>]]></source></unit>
      </group>
    </doc>
    """

    /// Every element of `element` and below, with what it holds, as one comparable text.
    private func describe(_ element: XMLTree.Element) -> String {
        var out = "\(element.name) \(element.location) \(element.contentLocation) "
        out += element.attributes.map { "\($0.name)=\($0.value)@\($0.valueLocation)" }.joined(separator: ",")
        for child in element.children {
            switch child {
            case .element(let inner): out += " [" + describe(inner) + "]"
            case .text(let text): out += " '\(text.text)'@\(text.location)\(text.isCDATA ? "cdata" : "")"
            case .comment(let comment): out += " <!--\(comment.text)-->@\(comment.location)"
            }
        }
        return out
    }

    func testEventsInDocumentOrderAndKeptElementsAsTheTreeHoldsThem() throws {
        let recorder = Recorder(keep: ["unit"])
        try XMLTreeReader.stream(data: Data(Self.document.utf8), path: "s.xml", to: recorder)
        XCTAssertEqual(recorder.events, [
            "start doc@0 3:1 children=0",
            "start unit@1 5:3 children=0",
            "kept unit@1",
            "start group@1 6:3 children=0",
            "start unit@2 8:5 children=0",
            "kept unit@2",
            "end group@1 children=0",
            "end doc@0 children=0",
        ])
        let tree = try XMLTreeReader.read(data: Data(Self.document.utf8), path: "s.xml")
        let treeUnits = [tree.root.elements[0], tree.root.elements[1].elements[0]]
        XCTAssertEqual(recorder.kept.map(describe), treeUnits.map(describe))
        XCTAssertTrue(describe(recorder.kept[0]).contains("'Save & close'@s.xml:5:25"), describe(recorder.kept[0]))
    }

    func testStreamRaisesTheSameErrorsAsTheTree() {
        for bad in ["<doc><unit>", "<doc></dox>", "", "<!DOCTYPE d [<!ENTITY e \"x\">]><d/>", "<a>&undeclared;</a>"] {
            var treeError: InputError?
            XCTAssertThrowsError(try XMLTreeReader.read(data: Data(bad.utf8), path: "b.xml")) { treeError = $0 as? InputError }
            XCTAssertThrowsError(try XMLTreeReader.stream(data: Data(bad.utf8), path: "b.xml", to: Recorder(keep: ["unit"]))) {
                XCTAssertEqual(($0 as? InputError)?.description, treeError?.description, bad)
            }
        }
    }
}
