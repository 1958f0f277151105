import EllipsisCore
import EllipsisRules

/// What a change reaches, for `lint --changed-since REF`: the strings whose lines it touched (in the
/// locales it touched them), the actions whose declaration it touched (in every locale), the whole
/// locale of a file it removed lines from, and what those share a menu with in the same locale
/// (duplicates, a menu that no longer fits four items). The projects are still read and checked
/// whole, so a collision with an untouched string is found; only the findings are narrowed.
public struct ChangeScope: Sendable {
    /// A menu of one project in one locale: the actions of one kind shown together.
    struct Menu: Hashable {
        var project: Int
        var kind: ActionKind
        var locale: String?
    }

    var everything = false
    var pairs: Set<Pair> = []
    var wholeActions: Set<String> = []
    var menus: Set<Menu> = []
    var menusByAction: [String: [(project: Int, kind: ActionKind)]] = [:]
    let changes: ChangedLines

    struct Pair: Hashable {
        var locale: String?
        var action: String
    }

    public init(projects: [Project], changes: ChangedLines, configurationFile: String?) {
        self.changes = changes
        if let configurationFile, changes.touches(file: configurationFile) {
            everything = true  // the rules' settings changed: every finding may have
            return
        }
        for (index, project) in projects.enumerated() {
            // Locales whose files lost lines: a removed key leaves no line to point at.
            var cutLocales: Set<String> = []
            for action in project.actions {
                for field in [action.title, action.subtitle, action.longTitle].compactMap({ $0 }) {
                    for (locale, text) in field.texts where changes.filesWithRemovals.contains(ChangedLines.key(text.location.file)) {
                        cutLocales.insert(locale.identifier)
                    }
                }
            }
            for action in project.actions {
                menusByAction[action.type, default: []].append((index, action.kind))
                let fields = [action.title, action.subtitle, action.longTitle].compactMap { $0 }
                let declared = [action.declaredAt] + [action.iconLocation].compactMap { $0 }
                    + fields.compactMap(\.keyLocation) + action.sites.map(\.location)
                if declared.contains(where: changes.touches) {
                    wholeActions.insert(action.type)
                    for locale in project.locales { menus.insert(Menu(project: index, kind: action.kind, locale: locale.identifier)) }
                    continue
                }
                for field in fields {
                    for (locale, text) in field.texts where changes.touches(text.location) || cutLocales.contains(locale.identifier) {
                        pairs.insert(Pair(locale: locale.identifier, action: action.type))
                        menus.insert(Menu(project: index, kind: action.kind, locale: locale.identifier))
                    }
                }
            }
            for entry in project.catalogEntries {
                for (locale, text) in entry.texts where changes.touches(text.location) || cutLocales.contains(locale.identifier) {
                    pairs.insert(Pair(locale: locale.identifier, action: entry.key))
                }
            }
        }
    }

    /// True when the finding is about something the change reached.
    public func contains(_ diagnostic: Diagnostic) -> Bool {
        if everything || changes.touches(diagnostic.location) { return true }
        guard let action = diagnostic.action else { return false }
        if wholeActions.contains(action) { return true }
        if pairs.contains(Pair(locale: diagnostic.locale, action: action)) { return true }
        if diagnostic.locale == nil, pairs.contains(where: { $0.action == action }) { return true }
        return (menusByAction[action] ?? []).contains { menu in
            menus.contains(Menu(project: menu.project, kind: menu.kind, locale: diagnostic.locale))
        }
    }
}

extension CheckedRun {
    /// The run with only the findings `scope` reaches (the summary counts follow).
    public func narrowed(to changes: ChangedLines) -> CheckedRun {
        let scope = ChangeScope(projects: self.projects, changes: changes, configurationFile: self.configurationFile)
        var narrowed = self
        narrowed.result.diagnostics = result.diagnostics.filter(scope.contains)
        return narrowed
    }
}
