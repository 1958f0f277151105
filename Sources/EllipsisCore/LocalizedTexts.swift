/// A catalog string's text in each locale: what a `[LocaleID: LocalizedText]` holds,
/// as one list of pairs sorted by locale and searched by halves.
///
/// A dictionary of a hundred locales reserves 256 places of 40 bytes; a catalog of
/// thousands of keys in a hundred locales held 10 KB per key so, and holds 4 here.
/// Iterating gives the locales in order (a dictionary gives them in no order).
public struct LocalizedTexts: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    public typealias Element = (key: LocaleID, value: LocalizedText)

    /// Sorted by locale, each locale once.
    private var pairs: [Element] = []

    public init() {}

    public init(_ dictionary: [LocaleID: LocalizedText]) {
        pairs.reserveCapacity(dictionary.count)
        pairs.append(contentsOf: dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
    }

    public init(dictionaryLiteral elements: (LocaleID, LocalizedText)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Room for `count` locales, so that adding them makes the list once.
    public mutating func reserveCapacity(_ count: Int) { pairs.reserveCapacity(count) }

    public var count: Int { pairs.count }
    public var isEmpty: Bool { pairs.isEmpty }

    /// The locales, in order.
    public var keys: [LocaleID] { pairs.map(\.key) }
    /// The texts, in the order of their locales.
    public var values: [LocalizedText] { pairs.map(\.value) }

    public var dictionary: [LocaleID: LocalizedText] {
        Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Where `locale` is, or where it would go.
    private func place(of locale: LocaleID) -> (index: Int, found: Bool) {
        var low = 0, high = pairs.count
        while low < high {
            let middle = (low + high) / 2
            if pairs[middle].key < locale { low = middle + 1 } else { high = middle }
        }
        return (low, low < pairs.count && pairs[low].key == locale)
    }

    /// The text of `locale`; setting nil removes it. As in a dictionary, a locale already
    /// there keeps the name it was added under.
    public subscript(locale: LocaleID) -> LocalizedText? {
        get {
            let (index, found) = place(of: locale)
            return found ? pairs[index].value : nil
        }
        set {
            let (index, found) = place(of: locale)
            switch (found, newValue) {
            case (true, let text?): pairs[index].value = text
            case (true, nil): pairs.remove(at: index)
            case (false, let text?): pairs.insert((locale, text), at: index)
            case (false, nil): break
            }
        }
    }

    public func makeIterator() -> IndexingIterator<[Element]> { pairs.makeIterator() }
}

extension LocalizedTexts: Codable {
    /// As the dictionary it stands for.
    public init(from decoder: any Decoder) throws {
        self.init(try [LocaleID: LocalizedText](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try dictionary.encode(to: encoder)
    }
}
