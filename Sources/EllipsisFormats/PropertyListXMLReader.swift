import EllipsisCore
import Foundation

/// XML property lists on the shared XML layer (`XMLTreeReader`: no network, no
/// DTD loading, no entity substitution). Values are located at their text, so a
/// message points at the first character of a title, not at its tag.
enum PropertyListXMLReader {
    static func read(data: Data, path: String) throws -> PlistNode {
        let tree = try XMLTreeReader.read(data: data, path: path)
        let root = tree.root
        guard root.localName == "plist" else {
            throw InputError("expected a <plist> root element, found <\(root.name)>", at: root.location)
        }
        try requireNoText(in: root)
        let values = root.elements
        guard values.count == 1, let value = values.first else {
            throw InputError("<plist> must hold exactly one value, found \(values.count)", at: root.location)
        }
        return try node(value)
    }

    private static func requireNoText(in element: XMLTree.Element) throws {
        for child in element.children {
            if case .text(let text) = child, !text.text.allSatisfy(\.isWhitespace) {
                throw InputError("unexpected text inside <\(element.name)>", at: text.location)
            }
        }
    }

    private static func leafText(_ element: XMLTree.Element) throws -> String {
        if let child = element.elements.first {
            throw InputError("<\(element.name)> cannot contain <\(child.name)>", at: child.location)
        }
        return element.ownText
    }

    private static func node(_ element: XMLTree.Element) throws -> PlistNode {
        let here = element.textLocation
        switch element.localName {
        case "dict":
            try requireNoText(in: element)
            var members: [PlistNode.Member] = []
            var children = element.elements[...]
            while let keyElement = children.popFirst() {
                guard keyElement.localName == "key" else {
                    throw InputError("expected <key> in <dict>, found <\(keyElement.name)>", at: keyElement.location)
                }
                let key = try leafText(keyElement)
                guard let valueElement = children.popFirst() else {
                    throw InputError("<key>\(key)</key> has no value", at: keyElement.location)
                }
                members.append(PlistNode.Member(key: key, keyLocation: keyElement.textLocation,
                                                value: try node(valueElement)))
            }
            return PlistNode(value: .dictionary(members), location: element.location)
        case "array":
            try requireNoText(in: element)
            return PlistNode(value: .array(try element.elements.map(node)), location: element.location)
        case "string":
            return PlistNode(value: .string(try leafText(element)), location: here)
        case "integer":
            let text = try leafText(element).trimmingSpaces()
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            let isHex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
            let body = isHex ? digits.dropFirst(2) : digits
            guard !body.isEmpty, body.unicodeScalars.allSatisfy({ isHex ? $0.isASCIIHexDigit : ("0"..."9").contains($0) }) else {
                throw InputError("<integer> holds '\(text)', not an integer", at: here)
            }
            return PlistNode(value: .integer(text), location: here)
        case "real":
            let text = try leafText(element).trimmingSpaces()
            guard let value = Double(text) else { throw InputError("<real> holds '\(text)', not a number", at: here) }
            return PlistNode(value: .real(value), location: here)
        case "true", "false":
            _ = try leafText(element)
            return PlistNode(value: .bool(element.localName == "true"), location: element.location)
        case "date":
            return PlistNode(value: .date(try leafText(element).trimmingSpaces()), location: here)
        case "data":
            let text = try leafText(element).filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: text) else {
                throw InputError("<data> is not valid base64", at: here)
            }
            return PlistNode(value: .data(data), location: here)
        default:
            throw InputError("<\(element.name)> is not a property list value", at: element.location)
        }
    }
}
