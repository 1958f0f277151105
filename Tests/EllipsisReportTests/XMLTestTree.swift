import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element for assertions (XMLParser, namespace prefixes dropped).
final class XMLTestElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLTestElement] = []
    var text = ""
    weak var parent: XMLTestElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and all below it, in document order.
    var all: [XMLTestElement] { [self] + children.flatMap(\.all) }

    /// All text below this element.
    var allText: String { text + children.map(\.allText).joined() }

    func descendants(named name: String? = nil, where predicate: (XMLTestElement) -> Bool = { _ in true }) -> [XMLTestElement] {
        all.dropFirst().filter { (name == nil || $0.name == name) && predicate($0) }
    }

    func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// The x of `translate(x y)` in the transform attribute.
    var translateX: Double? {
        guard let transform = attributes["transform"], let open = transform.firstIndex(of: "(") else { return nil }
        return transform[transform.index(after: open)...]
            .split(whereSeparator: { $0 == " " || $0 == ")" || $0 == "," }).first.flatMap { Double($0) }
    }

    static func parse(_ text: String) throws -> XMLTestElement {
        let builder = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw NSError(domain: "XMLTestElement", code: 1,
                          userInfo: [NSLocalizedDescriptionKey: "not XML at \(parser.lineNumber):\(parser.columnNumber): \(String(describing: parser.parserError))"])
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTestElement?
        var stack: [XMLTestElement] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = XMLTestElement(name: elementName.split(separator: ":").last.map(String.init) ?? elementName,
                                         attributes: attributes)
            element.parent = stack.last
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
