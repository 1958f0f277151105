import EllipsisCore

/// iOS shows at most four quick actions, static ones first; an app should offer at least one.
public struct ActionCountRule: Rule {
    public init() {}

    static let shownLimit = 4

    public static let description = RuleDescription(
        identifier: "action-count", name: "Action count",
        summary: "An app offers no quick action, or more than four (static plus dynamic).",
        rationale: "The Home Screen menu shows at most four quick actions, static ones first; any beyond "
            + "the fourth is never seen. Apple asks every app for at least one useful action.",
        translatorHint: "Nothing to translate here: the app declares more actions than the menu can show.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "en", title: "New Message",
                        otherTitles: ["Search", "Scan Document", "New Folder", "Record Audio"]),
            RuleExample(locale: "de", title: "Neue Nachricht",
                        otherTitles: ["Suchen", "Dokument scannen", "Neuer Ordner", "Audio aufnehmen", "Teilen"]),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "New Message", otherTitles: ["Search", "Scan Document", "New Folder"]),
            RuleExample(locale: "ja", title: "新規メッセージ"),
        ])

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var project = context.project
        // Shortcuts offered only for pinning are not in the launcher's menu.
        project.actions = project.actions.filter { $0.kind.isLauncher && !$0.isPinnedOnly }
        if project.actions.isEmpty {
            // A project read only for its catalog strings is not an app without actions.
            guard project.catalogEntries.isEmpty, !project.files.isEmpty else { return [] }
            return [Diagnostic(rule: Self.identifier, severity: .warning,
                               message: "the app declares no quick action; every app should offer at least one useful action",
                               location: SourceLocation(file: project.files.first ?? project.root),
                               data: ["count": 0])]
        }
        // Each list the code hands over replaces the last: the actions of two never show together.
        let lists = Self.lists(project.actions)
        var result: [Diagnostic] = []
        var seen = Set<String>()
        for list in lists {
            var shown = project
            shown.actions = list.actions
            let named = lists.count > 1 ? list.publishedAt : nil
            for diagnostic in count(shown, list: named, root: project.root)
            where seen.insert("\(diagnostic.action ?? "")|\(diagnostic.location?.description ?? "")|\(diagnostic.message)").inserted {
                result.append(diagnostic)
            }
        }
        return result
    }

    /// The actions that can be in the menu together: the static ones, dynamic ones
    /// whose list is unknown, and those of one list handed to the system.
    struct ShownTogether {
        var publishedAt: SourceLocation?
        var actions: [QuickAction]
    }

    static func lists(_ actions: [QuickAction]) -> [ShownTogether] {
        func isListed(_ action: QuickAction) -> Bool {
            action.source == .code && !action.sites.isEmpty && action.sites.allSatisfy { !$0.publishedBy.isEmpty }
        }
        var publications: [SourceLocation] = []
        for action in actions where isListed(action) {
            for site in action.sites { for place in site.publishedBy where !publications.contains(place) { publications.append(place) } }
        }
        guard !publications.isEmpty else { return [ShownTogether(publishedAt: nil, actions: actions)] }
        return publications.map { place in
            ShownTogether(publishedAt: place, actions: actions.filter { action in
                !isListed(action) || action.sites.contains { $0.publishedBy.contains(place) }
            })
        }
    }

    private func count(_ project: Project, list: SourceLocation?, root: String) -> [Diagnostic] {
        let together = list.map { " (with the list set at \(CodeSiteNaming.relative($0.file, root: root)):\($0.line))" } ?? ""
        let repeated = repeatedFindings(project, together: together)
        guard project.actions.count > Self.shownLimit else { return repeated }
        // The system shows static items first, then dynamic ones, up to four.
        let ordered = project.actions.filter { $0.origin == .static } + project.actions.filter { $0.origin == .dynamic }
        let hidden = ordered.dropFirst(Self.shownLimit)
        let staticCount = project.actions.filter { $0.origin == .static }.count
        let dynamicCount = project.actions.count - staticCount
        return hidden.map { action in
            let position = (ordered.firstIndex { $0.type == action.type && $0.declaredAt == action.declaredAt } ?? 0) + 1
            let certain = action.origin == .static || staticCount >= Self.shownLimit
            let message = certain
                ? "action \(position) of \(ordered.count) (\(staticCount) static, \(dynamicCount) dynamic) will never show: the menu shows only the first \(Self.shownLimit), static first"
                : "dynamic action \(position) of \(ordered.count) (\(staticCount) static, \(dynamicCount) dynamic) will not show when all are present: the menu shows only the first \(Self.shownLimit), static first"
            return Diagnostic(rule: Self.identifier, severity: certain ? .error : .warning,
                              message: message + together, action: action.type, location: action.declaredAt,
                              text: action.title.texts[project.developmentLanguage]?.text,
                              data: ["count": .integer(ordered.count), "position": .integer(position),
                                     "origin": .string(action.origin.rawValue)])
        } + repeated
    }

    /// A dynamic action made in a loop or a `map` ("up to N", "several") that can
    /// take the menu past four with the others: those past the fourth never show.
    func repeatedFindings(_ project: Project, together: String = "") -> [Diagnostic] {
        let staticCount = project.actions.filter { $0.origin == .static }.count
        return project.actions.compactMap { action in
            let extra: Int?
            switch action.multiplicity {
            case .one: return nil
            case .upTo(let count): extra = count
            case .several: extra = nil
            }
            let others = project.actions.count - 1
            if let extra, others + extra <= Self.shownLimit { return nil }
            let made = extra.map { "up to \($0)" } ?? "several"
            let dynamicOthers = others - staticCount + (action.origin == .static ? 1 : 0)
            return Diagnostic(rule: Self.identifier, severity: .warning,
                              message: "this call makes \(made) dynamic actions (it runs in a loop or a map); with \(staticCount) static and \(dynamicOthers) other dynamic, the menu can hold more than \(Self.shownLimit), and those past the fourth never show" + together,
                              action: action.type, location: action.declaredAt,
                              text: action.title.texts[project.developmentLanguage]?.text,
                              data: ["count": extra.map { .integer(others + $0) } ?? .string("several"),
                                     "multiplicity": .string(made)])
        }
    }
}
