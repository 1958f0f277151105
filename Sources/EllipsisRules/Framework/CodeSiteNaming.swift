import EllipsisCore

/// A finding about an action set in code points at its string (the table
/// entry, or the literal in code) and names the call that makes the action
/// too: `data.site` (`App/Shortcuts.swift:42`, relative to the project) and,
/// when the finding is not already there, the message.
enum CodeSiteNaming {
    static func name(_ diagnostics: [Diagnostic], in project: Project) -> [Diagnostic] {
        var byType: [String: QuickAction] = [:]
        for action in project.actions where action.source == .code && byType[action.type] == nil {
            byType[action.type] = action
        }
        guard !byType.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let type = diagnostic.action, let action = byType[type], !action.sites.isEmpty,
                  diagnostic.field != nil || diagnostic.rule == ActionCountRule.identifier else { return diagnostic }
            let sites = action.sites.map { "\(relative($0.location.file, root: project.root)):\($0.location.line)" }
            var named = diagnostic
            named.data["site"] = .string(sites[0])
            if sites.count > 1 { named.data["sites"] = .array(sites.map { .string($0) }) }
            let atSite = action.sites.contains { site in
                diagnostic.location.map { $0.file == site.location.file && $0.line == site.location.line } ?? false
            }
            if !atSite {
                let more = sites.count > 1 ? " and \(sites.count - 1) more place\(sites.count == 2 ? "" : "s")" : ""
                named.message += " (set in code at \(sites[0])\(more))"
            }
            return named
        }
    }

    static func relative(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
