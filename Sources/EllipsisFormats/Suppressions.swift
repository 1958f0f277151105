import EllipsisCore

/// `ellipsis:disable=RULE[,RULE...]` in a translator comment (a `.strings` comment, a String
/// Catalog's, an XLIFF note, an Android resource's) switches rules off for that string.
public enum Suppressions {
    public static func rules(in comment: String?) -> Set<String> {
        // Most comments say nothing to Ellipsis: one look at their bytes tells.
        guard let comment, comment.contains(asciiFragment: "ellipsis:disable=") else { return [] }
        var rules = Set<String>()
        var rest = Substring(comment)
        while let range = rest.range(of: "ellipsis:disable=") {
            rest = rest[range.upperBound...]
            let list = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "," }
            for rule in list.split(separator: ",") where !rule.isEmpty { rules.insert(String(rule)) }
            rest = rest[list.endIndex...]
        }
        return rules
    }
}
