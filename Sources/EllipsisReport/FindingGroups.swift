import EllipsisCore
import Foundation

/// Findings as people read them: one entry for a finding that recurs across
/// locales with the same rule, file, action, field and cause, and one line per
/// action and size for the cuts that happen only at accessibility sizes (unless
/// the report asks for them). The machine formats keep one diagnostic per locale
/// and carry the entry's `group` id, so tools can fold them the same way.
public struct FindingGroup: Sendable, Hashable {
    /// `FindingGroups.identifier(of:root:)` of every member.
    public var id: String
    /// In `Diagnostic.stableOrder`; never empty.
    public var members: [Diagnostic]

    /// The first member: the position, severity and message shown for the group.
    public var first: Diagnostic { members[0] }
    /// The locales of the members, each once, sorted; empty for app-wide findings.
    public var locales: [String] { Array(Set(members.compactMap(\.locale))).sorted() }
    /// The most serious severity of the members.
    public var severity: Severity { members.map(\.severity).max() ?? first.severity }
    /// The words shown for the group: the message of its one member; for several with the same
    /// words, those words with `<locale>` where each names its own (`in <locale>.lproj`);
    /// else the first member's.
    public var message: String {
        guard members.count > 1, sameMessage, let locale = first.locale else { return first.message }
        return FindingGroups.neutral(first.message, locale: locale).replacingOccurrences(of: "{locale}", with: "<locale>")
    }

    /// Whether every member says the same words (apart from its own locale's name).
    public var sameMessage: Bool {
        let message = FindingGroups.neutral(first.message, locale: first.locale)
        return members.allSatisfy { FindingGroups.neutral($0.message, locale: $0.locale) == message }
    }
}

/// Cuts that happen only at one accessibility size, on one device, of one action's field, in
/// several locales: one line of a people's report, in place of a finding per locale.
public struct AccessibilityCutSummary: Sendable, Hashable {
    public var action: String?
    public var field: Field?
    /// `AX1`...`AX5`.
    public var textSize: String
    /// `iphone`, `ipad`.
    public var device: String
    /// In `Diagnostic.stableOrder`; never empty.
    public var members: [Diagnostic]

    public var locales: [String] { members.compactMap(\.locale) }
}

/// What a people's format shows of a report.
public struct ShownFindings: Sendable {
    /// Every group apart from the summarised cuts, in the order of their first member.
    public var groups: [FindingGroup]
    /// The cuts only at accessibility sizes, one line per action, field, size and device
    /// (empty when the report shows them as findings).
    public var accessibilityCuts: [AccessibilityCutSummary]

    /// How many entries a person reads: groups and summary lines.
    public var count: Int { groups.count + accessibilityCuts.count }
}

/// `ShownFindings` as positions in a report's diagnostics.
struct ShownPositions: Sendable {
    struct Group: Sendable {
        var id: String
        var members: [Int]
    }

    struct CutKey: Hashable, Sendable {
        var action: String?
        var field: Field?
        var size: String
        var device: String
    }

    /// In the order of their first member.
    var groups: [Group]
    /// Sorted by action, field, size and device; each one's members by locale.
    var accessibilityCuts: [(key: CutKey, members: [Int])]

    /// How many entries a person reads: groups and summary lines.
    var count: Int { groups.count + accessibilityCuts.count }

    func group(_ index: Int, of report: LintReport) -> FindingGroup {
        FindingGroup(id: groups[index].id, members: groups[index].members.map { report.diagnostics[$0] })
    }

    func summary(_ index: Int, of report: LintReport) -> AccessibilityCutSummary {
        let (key, members) = accessibilityCuts[index]
        return AccessibilityCutSummary(action: key.action, field: key.field, textSize: key.size, device: key.device,
                                       members: members.map { report.diagnostics[$0] })
    }
}

public enum FindingGroups {
    /// The stable id of a finding's group: a hash of its rule, file (as reported,
    /// relative to `root`), action, field and cause. The same finding gets the same
    /// id on every run and in every locale, whatever the line or the locale.
    public static func identifier(of diagnostic: Diagnostic, root: String) -> String {
        StableHash.hex(identifierHash(of: diagnostic, root: root))
    }

    /// The same id as the number it prints, for sets of many.
    static func identifierHash(of diagnostic: Diagnostic, root: String) -> UInt64 {
        StableHash.value([
            diagnostic.rule,
            ReportPaths.relative(diagnostic.location?.file ?? "", to: root),
            diagnostic.action ?? "",
            diagnostic.field?.rawValue ?? "",
            cause(of: diagnostic),
        ])
    }

    /// What the finding is about apart from its locale: the kind of finding the rule names
    /// (`data.kind`) when it names one, else the message with the locale's identifier taken
    /// out (two locales' findings with the same words elsewhere have the same cause).
    public static func cause(of diagnostic: Diagnostic) -> String {
        if case .string(let kind)? = diagnostic.data["kind"] { return kind }
        return neutral(diagnostic.message, locale: diagnostic.locale)
    }

    /// The message with the locale's folder (`af.lproj`, `values-af`, `values-pt-rBR`) and, for an
    /// identifier no English word can be (`pt-BR`, `ast`), each whole-word occurrence, replaced by
    /// `{locale}`. A bare two-letter code stays: `it`, `my` or `no` may be words of the message.
    static func neutral(_ message: String, locale: String?) -> String {
        guard let locale, !locale.isEmpty else { return message }
        let parts = locale.split(separator: "-").map(String.init)
        // Every form replaced holds the locale's first subtag: most messages, which do not,
        // are left as they are without a search for each form. (Only for a subtag of small
        // letters and digits, which no other character stands for in a search.)
        if let first = parts.first, first.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }),
           message.utf8.withContiguousStorageIfAvailable({ !contains($0, first) }) == true {
            return message
        }
        var result = message
        var folders = ["\(locale).lproj", "values-\(locale)"]
        if parts.count == 2 { folders.append("values-\(parts[0])-r\(parts[1])") }
        if parts.count > 1 { folders.append("values-b+" + parts.joined(separator: "+")) }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            let replacement = folder.hasSuffix(".lproj") ? "{locale}.lproj" : "values-{locale}"
            result = replacingWord(folder, in: result, with: replacement)
        }
        guard locale.count > 2 else { return result }
        var forms = [locale]
        if parts.count == 2 { forms.append("\(parts[0])-r\(parts[1])") }
        for form in forms.sorted(by: { $0.count > $1.count }) { result = replacingWord(form, in: result) }
        return result
    }

    /// Whether `text` holds the bytes of `word` (ASCII) anywhere.
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        let word = Array(word.utf8)
        guard let head = word.first, word.count <= text.count else { return false }
        var i = 0
        while i + word.count <= text.count {
            if text[i] == head, text[i..<(i + word.count)].elementsEqual(word) { return true }
            i += 1
        }
        return false
    }

    private static func replacingWord(_ word: String, in text: String, with replacement: String = "{locale}") -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: word) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let bounded = !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false)
            result += rest[..<range.lowerBound]
            result += bounded ? replacement : String(rest[range])
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Whether a finding is a cut only at an accessibility size (its `data.textSize` is `AX…`).
    public static func isAccessibilityOnlyCut(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.rule == "truncation", diagnostic.severity == .note,
              case .string(let size)? = diagnostic.data["textSize"] else { return false }
        return size.hasPrefix("AX")
    }

    /// The report's findings as a person reads them.
    public static func shown(_ report: LintReport) -> ShownFindings {
        let positions = shownPositions(report)
        return ShownFindings(groups: positions.groups.indices.map { positions.group($0, of: report) },
                             accessibilityCuts: positions.accessibilityCuts.indices.map { positions.summary($0, of: report) })
    }

    /// The same as positions in the report's diagnostics: a reporter makes each group
    /// as it writes it, so that a large report's findings are never copied whole.
    static func shownPositions(_ report: LintReport, cores: Int = ParallelItems.cores) -> ShownPositions {
        var groupOf: [UInt64: Int] = [:]
        var groups: [ShownPositions.Group] = []
        var cutOf: [ShownPositions.CutKey: Int] = [:]
        var cuts: [(key: ShownPositions.CutKey, members: [Int])] = []
        // What folds each diagnostic, found on every core: its group's id, or nil for a cut
        // summarised apart. The folding itself is in the diagnostics' order.
        let root = report.pathBase, showsCuts = report.showsAccessibilityCuts
        let ids: [UInt64?] = ParallelItems.chunked(count: report.diagnostics.count, cores: cores) { range in
            range.map { position in
                let diagnostic = report.diagnostics[position]
                if !showsCuts && isAccessibilityOnlyCut(diagnostic) { return nil }
                return identifierHash(of: diagnostic, root: root)
            }
        }
        for (position, diagnostic) in report.diagnostics.enumerated() {
            if let id = ids[position] {
                if let index = groupOf[id] {
                    groups[index].members.append(position)
                } else {
                    groupOf[id] = groups.count
                    groups.append(ShownPositions.Group(id: StableHash.hex(id), members: [position]))
                }
            } else {
                guard case .string(let size)? = diagnostic.data["textSize"] else { continue }
                var device = ""
                if case .string(let named)? = diagnostic.data["device"] { device = named }
                let key = ShownPositions.CutKey(action: diagnostic.action, field: diagnostic.field, size: size, device: device)
                if let index = cutOf[key] {
                    cuts[index].members.append(position)
                } else {
                    cutOf[key] = cuts.count
                    cuts.append((key, [position]))
                }
            }
        }
        let sizes = ["AX1", "AX2", "AX3", "AX4", "AX5"]
        let sortedCuts = cuts.sorted { a, b in
            let a = a.key, b = b.key
            if (a.action ?? "") != (b.action ?? "") { return (a.action ?? "") < (b.action ?? "") }
            if (a.field?.rawValue ?? "") != (b.field?.rawValue ?? "") { return (a.field?.rawValue ?? "") < (b.field?.rawValue ?? "") }
            if a.size != b.size { return (sizes.firstIndex(of: a.size) ?? 9) < (sizes.firstIndex(of: b.size) ?? 9) }
            return a.device < b.device
        }
        return ShownPositions(groups: groups, accessibilityCuts: sortedCuts.map { cut in
            // By locale; the sort is stable, so equal locales keep the report's order.
            let members = cut.members.enumerated().sorted { a, b in
                let la = report.diagnostics[a.element].locale ?? "", lb = report.diagnostics[b.element].locale ?? ""
                return la != lb ? la < lb : a.offset < b.offset
            }.map(\.element)
            return (cut.key, members)
        })
    }

    /// Diagnostics folded by group id, each group where its first member is.
    public static func groups(_ diagnostics: [Diagnostic], root: String) -> [FindingGroup] {
        var order: [String] = []
        var members: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let id = identifier(of: diagnostic, root: root)
            if members[id] == nil { order.append(id) }
            members[id, default: []].append(diagnostic)
        }
        return order.map { FindingGroup(id: $0, members: members[$0] ?? []) }
    }

    /// "from AX5 on iPad in 3 locales (ab, af, br)": a summary line's words.
    public static func sentence(_ summary: AccessibilityCutSummary, unit: String = "locale") -> String {
        let device = ["iphone": "iPhone", "ipad": "iPad", "android": "Android"][summary.device] ?? summary.device
        let count = summary.locales.count
        return "cut only from the accessibility size \(summary.textSize) on \(device) in \(count) \(unit)\(count == 1 ? "" : "s"): "
            + summary.locales.joined(separator: ", ")
    }

    /// "af, an, ast and 12 more" for a heading, or every locale when there are few.
    public static func localeList(_ locales: [String], limit: Int = 8) -> String {
        guard locales.count > limit else { return locales.joined(separator: ", ") }
        return locales.prefix(limit).joined(separator: ", ") + " and \(locales.count - limit) more"
    }
}
