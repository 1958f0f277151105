import EllipsisCore

/// An XLIFF document's files and units taken as the parser reaches them
/// (`XMLTreeReader.stream`): each unit is built from its own elements, kept whole, and
/// nothing else of the document is held, where a tree of the whole export (a hundred
/// thousand units) was built and walked before.
///
/// What it gives is what walking the tree gave: XLIFF 1.2 units in a file's `<body>`s and
/// their nested `<group>`s, 2.x units in a `<file>` and its groups; a container's own units
/// before those of its groups; and of the things wrong with the document as XLIFF, the one
/// that walk met first, given only when the XML itself is sound.
final class XLIFFDocumentCollector: XMLStreamDelegate {
    private let path: String
    private var files: [XLIFFFile] = []
    /// The first thing wrong, in the walk's order; once set, the rest is passed over.
    private var problem: (any Error)?
    private var isVersion2 = false
    /// The languages of a 2.x document, on its root.
    private var rootLanguages: (source: LocaleID, target: LocaleID?)?
    /// What each open element is to XLIFF, outermost first.
    private var open: [Role] = []
    private var file: OpenFile?

    private enum Role {
        case root
        /// A 1.2 `<file>`: its `<body>`s are the containers.
        case file
        /// A 1.2 `<body>`, a 2.x `<file>`, or a `<group>` in one of them.
        case container(Container)
        case other
    }

    /// Units and groups of a body or group, in the order the tree's walk takes them.
    private final class Container {
        var units: [Result<XLIFFUnit, any Error>] = []
        var groups: [Container] = []
    }

    private struct OpenFile {
        var original: String
        var languages: (source: LocaleID, target: LocaleID?)
        var datatype: String?
        var location: SourceLocation
        var containers: [Container] = []
    }

    init(path: String) {
        self.path = path
    }

    /// The document read, or the first thing wrong with it as XLIFF.
    func document() throws -> XLIFFDocument {
        if let problem { throw problem }
        return XLIFFDocument(path: path, files: files)
    }

    private var unitName: String { isVersion2 ? "unit" : "trans-unit" }

    func started(_ element: XMLTree.Element, depth: Int) -> Bool {
        guard problem == nil else {
            open.append(.other)
            return false
        }
        let role: Role
        switch open.last {
        case nil:
            role = root(element)
        case .root?:
            role = element.localName == "file" ? startFile(element) : .other
        case .file?:
            guard element.localName == "body" else {
                role = .other
                break
            }
            let body = Container()
            file?.containers.append(body)
            role = .container(body)
        case .container(let container)?:
            if element.localName == unitName { return true }
            guard element.localName == "group" else {
                role = .other
                break
            }
            let group = Container()
            container.groups.append(group)
            role = .container(group)
        case .other?:
            role = .other
        }
        open.append(role)
        return false
    }

    func kept(_ element: XMLTree.Element, depth: Int) {
        guard problem == nil, case .container(let container)? = open.last else { return }
        container.units.append(Result { isVersion2 ? try XLIFFReader.unit2(element) : try XLIFFReader.unit(element) })
    }

    func ended(_ element: XMLTree.Element, depth: Int) {
        guard let role = open.popLast() else { return }
        guard problem == nil, case .root? = open.last, file != nil else { return }
        switch role {
        case .file, .container: finishFile()
        case .root, .other: break
        }
    }

    // MARK: Steps

    private func root(_ element: XMLTree.Element) -> Role {
        guard element.localName == "xliff" else {
            problem = InputError("not an XLIFF document: the root element is <\(element.name)>, expected <xliff>",
                                 at: element.location)
            return .other
        }
        if let version = element.attribute("version"), version.value.hasPrefix("2.") {
            isVersion2 = true
            do {
                rootLanguages = try XLIFFReader.languages(of: element, source: "srcLang", target: "trgLang")
            } catch {
                problem = error
                return .other
            }
        } else if let version = element.attribute("version"), !version.value.hasPrefix("1.") {
            problem = InputError("XLIFF \(version.value) is not supported: export XLIFF 1.2 (Xcode's format) or 2.x",
                                 at: version.valueLocation)
            return .other
        }
        return .root
    }

    private func startFile(_ element: XMLTree.Element) -> Role {
        do {
            if isVersion2, let rootLanguages {
                guard let name = element.attribute("original") ?? element.attribute("id") else {
                    throw InputError("<file> has neither 'original' nor 'id'", at: element.location)
                }
                // A 2.x file holds its units and groups itself.
                let container = Container()
                file = OpenFile(original: name.value, languages: rootLanguages, datatype: nil,
                                location: element.location, containers: [container])
                return .container(container)
            }
            guard let original = element.attribute("original") else {
                throw InputError("<file> has no 'original' attribute", at: element.location)
            }
            let languages = try XLIFFReader.languages(of: element, source: "source-language", target: "target-language")
            file = OpenFile(original: original.value, languages: languages,
                            datatype: element.attribute("datatype")?.value, location: element.location)
            return .file
        } catch {
            problem = error
            return .other
        }
    }

    /// The file's units in the tree walk's order: each container's own, then its groups' in turn.
    private func finishFile() {
        guard let finished = file else { return }
        file = nil
        var units: [XLIFFUnit] = []
        var pending = Array(finished.containers.reversed())
        while let container = pending.popLast() {
            pending.append(contentsOf: container.groups.reversed())
            for unit in container.units {
                switch unit {
                case .success(let unit): units.append(unit)
                case .failure(let error):
                    problem = error
                    return
                }
            }
        }
        files.append(XLIFFFile(original: finished.original, sourceLanguage: finished.languages.source,
                               targetLanguage: finished.languages.target, datatype: finished.datatype,
                               location: finished.location, units: units))
    }
}
