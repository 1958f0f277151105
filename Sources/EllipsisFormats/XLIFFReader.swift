import EllipsisCore
import Foundation

/// One XLIFF 1.2 document as Xcode exports it: a `<file>` per string table.
public struct XLIFFDocument: Sendable {
    public var path: String
    public var files: [XLIFFFile]

    public init(path: String, files: [XLIFFFile]) {
        self.path = path
        self.files = files
    }
}

/// One `<file>`: a string table (`original="Atlas/en.lproj/InfoPlist.strings"`).
public struct XLIFFFile: Sendable {
    /// The table's path in the project, as exported.
    public var original: String
    public var sourceLanguage: LocaleID
    public var targetLanguage: LocaleID?
    public var datatype: String?
    public var location: SourceLocation
    public var units: [XLIFFUnit]

    public init(original: String, sourceLanguage: LocaleID, targetLanguage: LocaleID?, datatype: String?,
                location: SourceLocation, units: [XLIFFUnit]) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.location = location
        self.units = units
    }

    /// The table name: `InfoPlist` for `.../InfoPlist.strings` or `InfoPlist.xcstrings`.
    public var table: String {
        let last = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = last.lastIndex(of: ".") else { return last }
        return String(last[..<dot])
    }

    /// True for the table iOS reads Info.plist strings from.
    public var isInfoPlistTable: Bool {
        let lower = original.lowercased()
        return lower.hasSuffix("infoplist.strings") || lower.hasSuffix("infoplist.xcstrings")
    }
}

/// One `<trans-unit>`.
public struct XLIFFUnit: Sendable {
    /// The unit id: the string's key (for Xcode, `key|==|plural.one` for a variation).
    public var id: String
    public var location: SourceLocation
    public var source: String
    public var sourceLocation: SourceLocation
    public var target: String?
    public var targetLocation: SourceLocation?
    /// The target's `state` (`translated`, `needs-review-translation`, `new`...).
    public var state: String?
    /// The notes, joined by a line break.
    public var note: String?
    /// `translate="no"`.
    public var translatable: Bool

    public init(id: String, location: SourceLocation, source: String, sourceLocation: SourceLocation,
                target: String? = nil, targetLocation: SourceLocation? = nil, state: String? = nil,
                note: String? = nil, translatable: Bool = true) {
        self.id = id
        self.location = location
        self.source = source
        self.sourceLocation = sourceLocation
        self.target = target
        self.targetLocation = targetLocation
        self.state = state
        self.note = note
        self.translatable = translatable
    }

    /// The key without an Xcode variation suffix (`%lld items` for `%lld items|==|plural.one`).
    public var key: String {
        guard let range = id.range(ofASCIIFragment: "|==|"), variation(after: range) != nil else { return id }
        return String(id[..<range.lowerBound])
    }

    /// The variation of an Xcode variation unit (`plural.one`, `device.iphone`,
    /// `substitutions.count.plural.one`), else nil.
    public var variation: VariationPath? {
        id.range(ofASCIIFragment: "|==|").flatMap(variation(after:))
    }

    private func variation(after separator: Range<String.Index>) -> VariationPath? {
        VariationPath(String(id[separator.upperBound...]))
    }
}

/// Reads XLIFF 1.2 (`.xliff`, Xcode's exports) and 2.x into `XLIFFDocument`.
public enum XLIFFReader {
    public static func read(path: String) throws -> XLIFFDocument {
        try read(data: try XMLInputFile.read(path: path), path: path)
    }

    /// Units are taken as the parser reaches them, one unit's elements held at a time
    /// (`XLIFFDocumentCollector`); the document's tree is never built.
    public static func read(data: Data, path: String) throws -> XLIFFDocument {
        let collector = XLIFFDocumentCollector(path: path)
        try XMLTreeReader.stream(data: data, path: path, to: collector)
        return try collector.document()
    }

    /// The source language an element must name and the target language it may name, as
    /// XLIFF 1.2 (`source-language`, `target-language`) and 2.x (`srcLang`, `trgLang`) write them.
    static func languages(of element: XMLTree.Element, source sourceName: String,
                          target targetName: String) throws -> (LocaleID, LocaleID?) {
        guard let sourceAttribute = element.attribute(sourceName) else {
            throw InputError("<\(element.localName)> has no '\(sourceName)' attribute", at: element.location)
        }
        guard let source = LocaleCanonicalizer.locale(fromName: sourceAttribute.value) else {
            throw InputError("'\(sourceAttribute.value)' is not a locale", at: sourceAttribute.valueLocation)
        }
        guard let targetAttribute = element.attribute(targetName) else { return (source, nil) }
        guard let target = LocaleCanonicalizer.locale(fromName: targetAttribute.value) else {
            throw InputError("'\(targetAttribute.value)' is not a locale", at: targetAttribute.valueLocation)
        }
        return (source, target)
    }

    /// An XLIFF 2.x `<unit>`: its `<segment>`s (`state` `initial`, `translated`, `reviewed`,
    /// `final`) and `<ignorable>`s make one text.
    static func unit2(_ element: XMLTree.Element) throws -> XLIFFUnit {
        guard let id = element.attribute("id") else {
            throw InputError("<unit> has no 'id' attribute", at: element.location)
        }
        let segments = element.elements.filter { $0.localName == "segment" || $0.localName == "ignorable" }
        guard let first = segments.compactMap({ $0.element(named: "source") }).first else {
            throw InputError("<unit id=\"\(id.value)\"> has no <source>", at: element.location)
        }
        let sources = segments.compactMap { $0.element(named: "source")?.textContent }
        let targets = segments.compactMap { $0.element(named: "target") }
        let states = segments.filter { $0.localName == "segment" }.map { $0.attribute("state")?.value ?? "initial" }
        // The least finished segment's state is the unit's.
        let order = ["initial", "translated", "reviewed", "final"]
        let state = states.min { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
        let notes = element.element(named: "notes")?.elements(named: "note").map(\.textContent) ?? []
        return XLIFFUnit(id: id.value, location: element.location, source: sources.joined(),
                         sourceLocation: first.textLocation,
                         target: targets.isEmpty ? nil : targets.map(\.textContent).joined(),
                         targetLocation: targets.first?.textLocation, state: targets.isEmpty ? nil : state,
                         note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                         translatable: element.attribute("translate")?.value != "no")
    }

    /// An XLIFF 1.2 `<trans-unit>`.
    static func unit(_ element: XMLTree.Element) throws -> XLIFFUnit {
        guard let id = element.attribute("id") else {
            throw InputError("<trans-unit> has no 'id' attribute", at: element.location)
        }
        guard let source = element.element(named: "source") else {
            throw InputError("<trans-unit id=\"\(id.value)\"> has no <source>", at: element.location)
        }
        let target = element.element(named: "target")
        let notes = element.elements(named: "note").map(\.textContent)
        return XLIFFUnit(id: id.value, location: element.location, source: source.textContent,
                         sourceLocation: source.textLocation, target: target?.textContent,
                         targetLocation: target?.textLocation, state: target?.attribute("state")?.value,
                         note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                         translatable: element.attribute("translate")?.value != "no")
    }
}
