import EllipsisCore

/// An XML document as an element tree where every element, attribute, text
/// run and comment knows its line and column in the file. Built by
/// `XMLTreeReader` (libxml2 underneath); the readers of property lists, XLIFF
/// and Android resources work on it.
public struct XMLTree: Sendable {
    /// The path given when reading, used in every location.
    public var file: String
    /// The document element.
    public var root: Element
    /// The name of the DOCTYPE, if the document has one (`plist`).
    public var doctypeName: String?
    /// The encoding the bytes were decoded from (`UTF-8`, `UTF-16LE`...).
    public var encoding: String

    public init(file: String, root: Element, doctypeName: String? = nil, encoding: String = "UTF-8") {
        self.file = file
        self.root = root
        self.doctypeName = doctypeName
        self.encoding = encoding
    }

    public struct Attribute: Sendable, Hashable {
        /// The name as written, with its prefix: `android:label`.
        public var name: String
        public var localName: String
        public var prefix: String?
        public var namespaceURI: String?
        /// The value with entities and character references decoded.
        public var value: String
        /// Where the attribute's name starts.
        public var location: SourceLocation
        /// Where the value's first character is (just after the opening quote).
        public var valueLocation: SourceLocation

        public init(name: String, localName: String, prefix: String?, namespaceURI: String?, value: String,
                    location: SourceLocation, valueLocation: SourceLocation) {
            self.name = name
            self.localName = localName
            self.prefix = prefix
            self.namespaceURI = namespaceURI
            self.value = value
            self.location = location
            self.valueLocation = valueLocation
        }
    }

    /// A run of character data, or one CDATA section.
    public struct Text: Sendable, Hashable {
        public var text: String
        /// Where the first character is (for CDATA, the first character of its content).
        public var location: SourceLocation
        public var isCDATA: Bool

        public init(text: String, location: SourceLocation, isCDATA: Bool = false) {
            self.text = text
            self.location = location
            self.isCDATA = isCDATA
        }
    }

    public struct Comment: Sendable, Hashable {
        /// The comment's content between `<!--` and `-->`.
        public var text: String
        /// Where the `<!--` starts.
        public var location: SourceLocation

        public init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    public enum Node: Sendable {
        case element(Element)
        case text(Text)
        case comment(Comment)
    }

    public struct Element: Sendable {
        /// The name as written, with its prefix: `xliff:g`.
        public var name: String
        public var localName: String
        public var prefix: String?
        public var namespaceURI: String?
        public var attributes: [Attribute]
        public var children: [Node]
        /// Where the `<` of the start tag is.
        public var location: SourceLocation
        /// Where the content starts, just after the start tag's `>`.
        public var contentLocation: SourceLocation

        public init(name: String, localName: String, prefix: String? = nil, namespaceURI: String? = nil,
                    attributes: [Attribute] = [], children: [Node] = [], location: SourceLocation,
                    contentLocation: SourceLocation) {
            self.name = name
            self.localName = localName
            self.prefix = prefix
            self.namespaceURI = namespaceURI
            self.attributes = attributes
            self.children = children
            self.location = location
            self.contentLocation = contentLocation
        }

        /// The attribute with this name as written (`android:label`) or, failing
        /// that, with the same local name (`label`, or `a:label` for another prefix).
        public func attribute(_ name: String) -> Attribute? {
            let local = name.split(separator: ":").last.map(String.init) ?? name
            return attributes.first { $0.name == name } ?? attributes.first { $0.localName == local }
        }

        /// The child elements, in order.
        public var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }

        /// The child elements with this local name.
        public func elements(named localName: String) -> [Element] {
            elements.filter { $0.localName == localName }
        }

        /// The first child element with this local name.
        public func element(named localName: String) -> Element? {
            elements.first { $0.localName == localName }
        }

        /// The text directly inside this element (not in child elements).
        public var ownText: String {
            children.reduce(into: "") { result, node in
                if case .text(let text) = node { result += text.text }
            }
        }

        /// All text inside this element, child elements included, in order.
        /// Iterative so a deep tree cannot exhaust the stack.
        public var textContent: String {
            var result = ""
            var pending: [ArraySlice<Node>] = [children[...]]
            while var nodes = pending.popLast() {
                guard let node = nodes.first else { continue }
                nodes = nodes.dropFirst()
                pending.append(nodes)
                switch node {
                case .text(let text): result += text.text
                case .element(let element): pending.append(element.children[...])
                case .comment: break
                }
            }
            return result
        }

        /// Where the element's text starts: its first text node, else just
        /// after the start tag.
        public var textLocation: SourceLocation {
            for node in children {
                if case .text(let text) = node { return text.location }
                if case .element = node { break }
            }
            return contentLocation
        }

        /// The comments directly inside this element.
        public var comments: [Comment] {
            children.compactMap { if case .comment(let comment) = $0 { comment } else { nil } }
        }
    }
}
