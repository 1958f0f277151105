/// What `XMLTreeReader.stream` tells as it parses, for a reader that needs a few elements
/// whole (an XLIFF unit) but not the document's tree: start tags and ends in document order,
/// and the elements asked for with all their content, positions as in `XMLTree`.
protocol XMLStreamDelegate: AnyObject {
    /// A start tag (attributes, no content yet), `depth` elements deep (the root is 0), met
    /// outside any element being kept. True keeps the element whole, to be given to
    /// `kept(_:depth:)` at its end; false passes over its text and comments and tells its
    /// children's start tags here in turn.
    func started(_ element: XMLTree.Element, depth: Int) -> Bool
    /// The end of an element `started` passed over.
    func ended(_ element: XMLTree.Element, depth: Int)
    /// An element `started` kept, with everything inside it.
    func kept(_ element: XMLTree.Element, depth: Int)
}
