import CLibXML2
import EllipsisCore
import Foundation

/// Parses XML into an `XMLTree` with libxml2's SAX2 parser.
///
/// libxml2 checks well-formedness, character ranges and encodings; Ellipsis
/// finds positions itself by scanning the same UTF-8 buffer forward in step
/// with libxml2's events (markup is already known well-formed when its event
/// arrives, so the scan is exact and never depends on libxml2's internals).
///
/// Safety: the network is off (`XML_PARSE_NONET`), no DTD is loaded
/// (no `XML_PARSE_DTDLOAD`), entities are never substituted (no
/// `XML_PARSE_NOENT`), and a DOCTYPE internal subset is refused outright, so
/// neither external entities nor expansion bombs can be declared. Elements
/// nest at most `maximumDepth` deep; files are at most 64 MB.
public enum XMLTreeReader {
    /// The deepest element nesting accepted.
    public static let maximumDepth = 128

    /// libxml2 set up once, before threads parse documents of their own (its own setup is
    /// not safe to race in the 2.9 releases Debian ships).
    static let readyForThreads: Void = xmlInitParser()

    /// Reads and parses the file at `path`.
    public static func read(path: String) throws -> XMLTree {
        try read(data: try XMLInputFile.read(path: path), path: path)
    }

    /// Parses `data`; `path` names the input in locations and messages.
    public static func read(data: Data, path: String) throws -> XMLTree {
        let (builder, root) = try parse(data: data, path: path, delegate: nil)
        return XMLTree(file: path, root: root, doctypeName: builder.doctypeName, encoding: builder.encoding)
    }

    /// Parses `data` without building its tree: `delegate` is told of each element's start
    /// tag and end, and given whole only the elements it asks for (`XMLStreamDelegate`).
    /// The same checks and errors as `read(data:path:)`; when one is thrown, what the delegate
    /// was told before it is of a document that is not XML.
    static func stream(data: Data, path: String, to delegate: any XMLStreamDelegate) throws {
        _ = try parse(data: data, path: path, delegate: delegate)
    }

    /// The builder that parsed `data`, and its document element.
    private static func parse(data: Data, path: String,
                              delegate: (any XMLStreamDelegate)?) throws -> (XMLTreeBuilder, XMLTree.Element) {
        if data.count > XMLInputFile.maximumSize {
            throw InputError("the input is \(data.count) bytes, more than the limit of \(XMLInputFile.maximumSize) bytes (64 MB)",
                             file: path)
        }
        let (bytes, encoding) = try XMLEncoding.utf8Bytes(of: data, file: path)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw InputError("the file is empty: an XML document needs a root element", file: path, line: 1, column: 1)
        }
        guard bytes.count < Int(Int32.max) else {
            throw InputError("the input is too large", file: path)
        }
        let builder = XMLTreeBuilder(bytes: bytes, file: path, encoding: encoding, delegate: delegate)
        try bytes.withUnsafeBufferPointer { buffer in
            try builder.parse(buffer)
        }
        guard let root = builder.root else {
            throw InputError("the document has no root element", file: path, line: 1, column: 1)
        }
        return (builder, root)
    }
}

/// Collects libxml2's SAX events into elements, with positions: the whole tree, or with a
/// delegate only the elements it keeps.
final class XMLTreeBuilder {
    let bytes: [UInt8]
    let lines: XMLLineIndex
    let file: String
    let encoding: String
    /// nil: every element keeps its content and the root is the whole document.
    private let delegate: (any XMLStreamDelegate)?
    /// The document element (with a delegate, only as much of it as was kept).
    var root: XMLTree.Element?
    var doctypeName: String?
    private(set) var failure: InputError?
    private var context: xmlParserCtxtPtr?
    private var stack: [PendingElement] = []
    /// Byte offset just after the last markup (or text) accounted for.
    private var cursor = 0
    private var pendingText: (start: Int, text: String)?

    final class PendingElement {
        var element: XMLTree.Element
        var isEmpty: Bool
        /// False for an element a delegate passed over: its text, comments and children are not kept.
        let keepsContent: Bool
        init(element: XMLTree.Element, isEmpty: Bool, keepsContent: Bool) {
            self.element = element
            self.isEmpty = isEmpty
            self.keepsContent = keepsContent
        }
    }

    init(bytes: [UInt8], file: String, encoding: String = "UTF-8", delegate: (any XMLStreamDelegate)? = nil) {
        self.bytes = bytes
        self.lines = XMLLineIndex(bytes: bytes)
        self.file = file
        self.encoding = encoding
        self.delegate = delegate
    }

    /// Whether content met now belongs to an element being kept.
    private var keepingContent: Bool { stack.last?.keepsContent ?? (delegate == nil) }

    func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws {
        var handler = xmlSAXHandler()
        XMLTreeBuilder.install(in: &handler)
        guard let base = buffer.baseAddress else { return }
        guard let context = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(self).toOpaque(),
                                                    nil, 0, nil) else {
            throw InputError("the XML parser could not start (out of memory)", file: file)
        }
        self.context = context
        defer {
            xmlFreeParserCtxt(context)
            self.context = nil
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        xmlCtxtUseOptions(context, options)
        // The bytes are UTF-8 already: without this, libxml2 guesses an encoding
        // from the first four bytes (`00 00 00 3C` is UCS-4) and converts,
        // printing conversion errors on stderr and moving every offset.
        xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        context.pointee.loadsubset = 0
        context.pointee.replaceEntities = 0
        let status = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
            xmlParseChunk(context, chars, Int32(buffer.count), 1)
        }
        if let failure { throw failure }
        if status != 0 || context.pointee.wellFormed == 0 {
            throw InputError("the XML is not well-formed", at: location(currentOffset()))
        }
        if !stack.isEmpty {
            throw InputError("the document ends before its elements are closed", at: location(bytes.count))
        }
    }

    /// libxml2's current position as an offset into `bytes`.
    private func currentOffset() -> Int {
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else {
            return bytes.count
        }
        let offset = Int(input.pointee.consumed) + (cur - base)
        return min(max(offset, 0), bytes.count)
    }

    func fail(_ message: String, at offset: Int) {
        guard failure == nil else { return }
        failure = InputError(message, at: location(offset))
        if let context { xmlStopParser(context) }
    }

    // MARK: Forward scanning (the markup was already found well-formed by libxml2)

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, start >= 0 else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] {
                var match = true
                for k in 1..<pattern.count where bytes[index + k] != pattern[k] {
                    match = false
                    break
                }
                if match { return index }
            }
            index += 1
        }
        return nil
    }

    private func hasPrefix(_ pattern: String, at offset: Int) -> Bool {
        let utf8 = Array(pattern.utf8)
        guard offset >= 0, offset + utf8.count <= bytes.count else { return false }
        return Array(bytes[offset..<offset + utf8.count]) == utf8
    }

    /// The `<` of the next event's markup at or after the cursor, skipping the
    /// XML declaration and the DOCTYPE (which produce no event of their own).
    private func nextMarkup() -> Int {
        var offset = cursor
        while let start = find([0x3C], from: offset) {
            if hasPrefix("<?xml", at: start), start + 5 < bytes.count, Self.isSpace(bytes[start + 5]) {
                offset = (find(Array("?>".utf8), from: start) ?? bytes.count - 2) + 2
                continue
            }
            if hasPrefix("<!DOCTYPE", at: start) {
                offset = doctypeEnd(from: start)
                continue
            }
            return start
        }
        return min(cursor, bytes.count)
    }

    /// The offset after a DOCTYPE's `>`, quotes respected (no internal subset is accepted).
    private func doctypeEnd(from start: Int) -> Int {
        var index = start + 9
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3E {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Lexes the start tag at `start`: attribute name and value offsets, the
    /// offset after the tag, and whether it is an empty-element tag.
    private func lexStartTag(at start: Int) -> (attributes: [String: (name: Int, value: Int)], end: Int, empty: Bool) {
        var attributes: [String: (name: Int, value: Int)] = [:]
        var index = start + 1
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != 0x2F, bytes[index] != 0x3E { index += 1 }
        while index < bytes.count {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == 0x3E { return (attributes, index + 1, false) }
            if bytes[index] == 0x2F { return (attributes, min(index + 2, bytes.count), true) }
            let nameStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != 0x3D, bytes[index] != 0x3E {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count, Self.isSpace(bytes[index]) || bytes[index] == 0x3D { index += 1 }
            guard index < bytes.count else { break }
            let quote = bytes[index]
            guard quote == 0x22 || quote == 0x27 else { break }
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            if attributes[name] == nil { attributes[name] = (nameStart, valueStart) }
            index += 1
        }
        return (attributes, min(index, bytes.count), false)
    }

    // MARK: Events

    private func flushText() {
        guard let pending = pendingText else { return }
        pendingText = nil
        if keepingContent {
            let text = XMLTree.Text(text: pending.text.compacted, location: location(pending.start))
            stack.last?.element.children.append(.text(text))
        }
        // The text ends where the next markup starts: char data never contains `<`.
        cursor = find([0x3C], from: pending.start) ?? bytes.count
    }

    func startElement(localName: String, prefix: String?, namespaceURI: String?,
                      attributes: [(localName: String, prefix: String?, uri: String?, value: String)]) {
        flushText()
        let start = nextMarkup()
        if stack.count >= XMLTreeReader.maximumDepth {
            fail("elements are nested more than \(XMLTreeReader.maximumDepth) deep", at: start)
            return
        }
        let lexed = lexStartTag(at: start)
        var list: [XMLTree.Attribute] = []
        for attribute in attributes {
            let name = attribute.prefix.map { "\($0):\(attribute.localName)" } ?? attribute.localName
            let offsets = lexed.attributes[name] ?? (start, start)
            list.append(XMLTree.Attribute(name: name, localName: attribute.localName, prefix: attribute.prefix,
                                          namespaceURI: attribute.uri, value: attribute.value,
                                          location: location(offsets.name), valueLocation: location(offsets.value)))
        }
        let name = prefix.map { "\($0):\(localName)" } ?? localName
        let element = XMLTree.Element(name: name, localName: localName, prefix: prefix, namespaceURI: namespaceURI,
                                      attributes: list, location: location(start),
                                      contentLocation: location(lexed.end))
        // Inside a kept element everything is kept; elsewhere the delegate says.
        let keeps = keepingContent || delegate?.started(element, depth: stack.count) == true
        stack.append(PendingElement(element: element, isEmpty: lexed.empty, keepsContent: keeps))
        cursor = lexed.end
    }

    func endElement() {
        flushText()
        guard let finished = stack.popLast() else { return }
        if !finished.isEmpty {
            let start = nextMarkup()
            cursor = (find([0x3E], from: start) ?? bytes.count - 1) + 1
        }
        if let parent = stack.last, parent.keepsContent {
            parent.element.children.append(.element(finished.element))
        } else if let delegate {
            if finished.keepsContent {
                delegate.kept(finished.element, depth: stack.count)
            } else {
                delegate.ended(finished.element, depth: stack.count)
            }
            if stack.isEmpty, root == nil { root = finished.element }
        } else if root == nil {
            root = finished.element
        }
    }

    func characters(_ text: String) {
        // Text a delegate passed over is not collected: the next markup is found from the cursor
        // all the same, since character data holds no `<`.
        guard keepingContent || stack.isEmpty else { return }
        if pendingText == nil { pendingText = (cursor, "") }
        pendingText?.text += text
    }

    func cdata(_ text: String) {
        flushText()
        let start = nextMarkup()
        let contentStart = min(start + 9, bytes.count)
        if keepingContent {
            let node = XMLTree.Text(text: text, location: location(contentStart), isCDATA: true)
            stack.last?.element.children.append(.text(node))
        }
        cursor = (find(Array("]]>".utf8), from: contentStart) ?? bytes.count - 3) + 3
    }

    func comment(_ text: String) {
        flushText()
        let start = nextMarkup()
        if keepingContent {
            stack.last?.element.children.append(.comment(XMLTree.Comment(text: text, location: location(start))))
        }
        cursor = (find(Array("-->".utf8), from: start + 4) ?? bytes.count - 3) + 3
    }

    func processingInstruction() {
        flushText()
        let start = nextMarkup()
        cursor = (find(Array("?>".utf8), from: start + 2) ?? bytes.count - 2) + 2
    }

    func doctype(name: String?) {
        doctypeName = name
        // Refuse an internal subset before libxml2 reads any declaration in it.
        let start = find(Array("<!DOCTYPE".utf8), from: 0) ?? 0
        var index = start + 9
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x5B {
                fail("a DOCTYPE with an internal subset is refused: entity and other declarations are never expanded",
                     at: index)
                return
            } else if byte == 0x3E {
                return
            }
            index += 1
        }
    }

    func libxmlError(message: String, level: Int32) {
        guard level >= Int32(XML_ERR_ERROR.rawValue) else { return }
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { text = "the XML is not well-formed" }
        fail(text, at: currentOffset())
    }
}

extension XMLTreeBuilder {
    fileprivate static func from(_ context: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
        guard let context else { return nil }
        return Unmanaged<XMLTreeBuilder>.fromOpaque(context).takeUnretainedValue()
    }

    fileprivate static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    fileprivate static func string(_ pointer: UnsafePointer<xmlChar>?, length: Int32) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
    }

    /// Sets the SAX2 callbacks. Callbacks not set (external subset, entity
    /// resolution) make libxml2 do nothing for them.
    static func install(in handler: inout xmlSAXHandler) {
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, prefix, uri, _, _, count, _, attributes in
            guard let builder = XMLTreeBuilder.from(context) else { return }
            var list: [(localName: String, prefix: String?, uri: String?, value: String)] = []
            if let attributes, count > 0 {
                for index in 0..<Int(count) {
                    let base = index * 5
                    guard let name = attributes[base], let value = attributes[base + 3],
                          let end = attributes[base + 4] else { continue }
                    var decoded = String(decoding: UnsafeBufferPointer(start: value, count: max(0, end - value)),
                                         as: UTF8.self)
                    // Without entity substitution libxml2 hands `&` over as `&#38;`:
                    // a literal `&` cannot occur in a well-formed value, so this is exact.
                    if decoded.contains(asciiFragment: "&#38;") {
                        decoded = decoded.replacingOccurrences(of: "&#38;", with: "&")
                    }
                    list.append((String(cString: name), XMLTreeBuilder.string(attributes[base + 1]), XMLTreeBuilder.string(attributes[base + 2]),
                                 decoded))
                }
            }
            builder.startElement(localName: XMLTreeBuilder.string(localName) ?? "", prefix: XMLTreeBuilder.string(prefix),
                                 namespaceURI: XMLTreeBuilder.string(uri), attributes: list)
        }
        handler.endElementNs = { context, _, _, _ in
            XMLTreeBuilder.from(context)?.endElement()
        }
        handler.characters = { context, characters, length in
            XMLTreeBuilder.from(context)?.characters(XMLTreeBuilder.string(characters, length: length))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, characters, length in
            XMLTreeBuilder.from(context)?.cdata(XMLTreeBuilder.string(characters, length: length))
        }
        handler.comment = { context, text in
            XMLTreeBuilder.from(context)?.comment(XMLTreeBuilder.string(text) ?? "")
        }
        handler.processingInstruction = { context, _, _ in
            XMLTreeBuilder.from(context)?.processingInstruction()
        }
        handler.internalSubset = { context, name, _, _ in
            XMLTreeBuilder.from(context)?.doctype(name: XMLTreeBuilder.string(name))
        }
        handler.entityDecl = { context, name, _, _, _, _ in
            guard let builder = XMLTreeBuilder.from(context) else { return }
            builder.fail("entity declaration '\(XMLTreeBuilder.string(name) ?? "")' refused: entities are never expanded",
                         at: builder.currentOffsetForCallbacks())
        }
        handler.getEntity = { _, name in
            // Only the five predefined entities exist.
            xmlGetPredefinedEntity(name)
        }
        handler.reference = { context, name in
            guard let builder = XMLTreeBuilder.from(context) else { return }
            builder.fail("undeclared entity '&\(XMLTreeBuilder.string(name) ?? "");'", at: builder.currentOffsetForCallbacks())
        }
        handler.serror = { context, error in
            guard let builder = XMLTreeBuilder.from(context), let error else { return }
            builder.libxmlError(message: error.pointee.message.map { String(cString: $0) } ?? "",
                                level: Int32(error.pointee.level.rawValue))
        }
    }

    fileprivate func currentOffsetForCallbacks() -> Int {
        guard let input = contextInput() else { return bytes.count }
        return input
    }

    private func contextInput() -> Int? {
        guard let context, let input = context.pointee.input, let cur = input.pointee.cur,
              let base = input.pointee.base else { return nil }
        return min(max(Int(input.pointee.consumed) + (cur - base), 0), bytes.count)
    }
}

/// Byte offset to 1-based line and column (columns count Unicode scalars).
/// The number of scalars before every 4 KB block is kept, so a column costs at
/// most one block's scan whatever the line length or the order of questions
/// (a minified one-line document stays linear, not quadratic).
struct XMLLineIndex {
    private static let blockSize = 4096
    private let lineStarts: [Int]
    /// Scalars before the start of each block.
    private let scalarsBeforeBlock: [Int]

    init(bytes: [UInt8]) {
        var starts = [0]
        var blocks: [Int] = []
        blocks.reserveCapacity(bytes.count / Self.blockSize + 1)
        var scalars = 0
        for (index, byte) in bytes.enumerated() {
            if index % Self.blockSize == 0 { blocks.append(scalars) }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte == 0x0A { starts.append(index + 1) }
        }
        blocks.append(scalars)
        lineStarts = starts
        scalarsBeforeBlock = blocks
    }

    /// Scalars in `bytes[0..<offset]`.
    private func scalarIndex(of offset: Int, in bytes: [UInt8]) -> Int {
        let block = offset / Self.blockSize
        var count = scalarsBeforeBlock[min(block, scalarsBeforeBlock.count - 1)]
        var index = block * Self.blockSize
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        // A line shorter than a block (nearly every line): its own scalars counted, rather than
        // two blocks' worth for the counts before the line and before the offset.
        if offset - lineStart < Self.blockSize {
            let column = bytes.withUnsafeBufferPointer { bytes in
                var scalars = 0
                for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
                return scalars
            }
            return (low + 1, column + 1)
        }
        let column = scalarIndex(of: offset, in: bytes) - scalarIndex(of: lineStart, in: bytes) + 1
        return (low + 1, column)
    }
}
