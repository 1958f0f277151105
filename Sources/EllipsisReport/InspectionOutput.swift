import EllipsisCore
import EllipsisText

/// `ellipsis inspect`'s output: a `TextInspection` as one JSON line
/// (docs/contract.md, "JSON output") or as aligned text for people.
public enum InspectionOutput {
    // MARK: JSON

    /// One JSON object on one line. Contract keys: `graphemes[].text/.emoji/.script`,
    /// `words`, `direction.locale`, `direction.text`, `controls`; the rest is extra.
    /// The bytes end with a line feed.
    public static func json(_ inspection: TextInspection) -> [UInt8] {
        var out = JSONWriter(capacity: 4096)
        let text = inspection.text
        out.object { out in
            out.key("text"); out.string(text.string)
            out.key("locale"); if let locale = inspection.locale { out.string(locale) } else { out.null() }
            out.key("graphemes")
            out.array(0..<text.graphemeCount) { out, index in
                let range = text.utf16Range(ofGrapheme: index)
                out.object { out in
                    out.key("text"); out.string(text.grapheme(index))
                    out.key("emoji"); out.bool(inspection.emojiKinds[index] == .emoji)
                    out.key("emojiKind"); out.string(inspection.emojiKinds[index].rawValue)
                    out.key("script"); out.string(inspection.graphemeScripts[index])
                    out.key("utf16"); out.array([range.lowerBound, range.upperBound]) { out, element in out.integer(element) }
                }
            }
            out.key("words"); out.array(inspection.words) { out, element in out.string(element.text) }
            out.key("direction")
            out.object { out in
                out.key("locale"); out.string(inspection.localeDirection.rawValue)
                out.key("text"); out.string(inspection.directionality.rawValue)
                out.key("firstStrong")
                if let first = inspection.firstStrongDirection { out.string(first.rawValue) } else { out.null() }
                out.key("visualRuns")
                out.array(inspection.bidi?.visualRuns ?? []) { out, run in
                    out.object { out in
                        out.key("start"); out.integer(run.graphemes.lowerBound)
                        out.key("end"); out.integer(run.graphemes.upperBound)
                        out.key("direction"); out.string(run.direction.rawValue)
                    }
                }
            }
            out.key("controls")
            out.array(inspection.controls) { out, control in
                out.object { out in
                    out.key("name"); out.string(control.abbreviation)
                    out.key("codePoint"); out.string(CharacterNames.codePoint(control.scalar))
                    out.key("offset"); out.integer(control.graphemeOffset)
                    out.key("utf16Offset"); out.integer(control.utf16Offset)
                    out.key("issues"); out.array(control.issues) { out, element in out.string(element.rawValue) }
                }
            }
            out.key("invisibles")
            out.array(inspection.invisibles) { out, invisible in
                out.object { out in
                    out.key("name"); out.string(invisible.name)
                    out.key("label"); out.string(invisible.label)
                    out.key("codePoint"); out.string(CharacterNames.codePoint(invisible.scalar))
                    out.key("kind"); out.string(invisible.kind.rawValue)
                    out.key("offset"); out.integer(invisible.graphemeOffset)
                    out.key("utf16Offset"); out.integer(invisible.utf16Offset)
                }
            }
            out.key("scripts")
            out.array(inspection.scriptRuns) { out, run in
                out.object { out in
                    out.key("script"); out.string(run.script)
                    out.key("start"); out.integer(run.graphemes.lowerBound)
                    out.key("end"); out.integer(run.graphemes.upperBound)
                }
            }
            out.key("breaks")
            out.array(inspection.lineBreaks) { out, opportunity in
                out.object { out in
                    out.key("offset"); out.integer(opportunity.graphemeOffset)
                    out.key("utf16Offset"); out.integer(opportunity.utf16Offset)
                    out.key("mandatory"); out.bool(opportunity.isMandatory)
                }
            }
            out.key("exemplarMisses")
            if let coverage = inspection.exemplarCoverage {
                out.object { out in
                    out.key("letters"); out.integer(coverage.letterCount)
                    out.key("outside"); out.array(coverage.misses) { out, element in out.string(element.text) }
                    out.key("fraction"); out.number(coverage.missFraction)
                }
            } else {
                out.null()
            }
        }
        out.endLine()
        return out.bytes
    }

    // MARK: Text

    /// A block for people: a header, one row per grapheme, then the findings.
    /// Invisible and control characters are shown by name, e.g. `<ZWJ U+200D>`.
    public static func text(_ inspection: TextInspection) -> String {
        let text = inspection.text
        var lines: [String] = []
        lines.append(visible(text.string))
        var header = "  locale \(inspection.locale ?? "none") (\(inspection.localeDirection.rawValue))"
        header += "  text \(inspection.directionality.rawValue)"
        header += "  first strong \(inspection.firstStrongDirection?.rawValue ?? "none")"
        header += "  \(text.graphemeCount) graphemes, \(text.utf16.count) UTF-16 units"
        lines.append(header)
        if text.graphemeCount > 0 {
            lines.append("     #  utf16  script  emoji  grapheme")
            for index in 0..<text.graphemeCount {
                let emoji: String
                switch inspection.emojiKinds[index] {
                case .emoji: emoji = "yes"
                case .textPresentation: emoji = "text"
                case .none: emoji = ""
                }
                lines.append("  " + pad(String(index), 4, right: true) + "  " + pad(String(text.graphemeBoundaries[index]), 5, right: true)
                             + "  " + pad(inspection.graphemeScripts[index], 6) + "  " + pad(emoji, 5) + "  " + shown(text.grapheme(index)))
            }
        }
        lines.append("  words: " + (inspection.words.isEmpty ? "none" : inspection.words.map { visible($0.text) }.joined(separator: " | ")))
        lines.append("  scripts: " + (inspection.scriptRuns.isEmpty ? "none" :
            inspection.scriptRuns.map { "\($0.script) \($0.graphemes.lowerBound)..<\($0.graphemes.upperBound)" }.joined(separator: ", ")))
        lines.append("  line breaks after: " + (inspection.lineBreaks.isEmpty ? "none" :
            inspection.lineBreaks.map { "\($0.graphemeOffset)\($0.isMandatory ? "!" : "")" }.joined(separator: " ")))
        if let runs = inspection.bidi?.visualRuns, runs.count > 1 {
            lines.append("  visual runs: " + runs.map { "\($0.direction.rawValue) \($0.graphemes.lowerBound)..<\($0.graphemes.upperBound)" }
                .joined(separator: ", "))
        }
        lines.append("  controls: " + (inspection.controls.isEmpty ? "none" : inspection.controls.map { control in
            "\(control.abbreviation) \(CharacterNames.codePoint(control.scalar)) at \(control.graphemeOffset)"
                + (control.issues.isEmpty ? "" : " (" + control.issues.map(\.rawValue).joined(separator: ", ") + ")")
        }.joined(separator: "; ")))
        lines.append("  invisibles: " + (inspection.invisibles.isEmpty ? "none" : inspection.invisibles.map {
            "<\($0.label) \(CharacterNames.codePoint($0.scalar))> at \($0.graphemeOffset)"
        }.joined(separator: "; ")))
        if let coverage = inspection.exemplarCoverage, let locale = inspection.locale {
            lines.append("  letters outside \(locale) exemplars: \(coverage.misses.count) of \(coverage.letterCount)"
                         + (coverage.misses.isEmpty ? "" : " (" + coverage.misses.prefix(20).map(\.text).joined(separator: " ") + ")"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A grapheme for the table: a lone space is named so that the row is not blank.
    private static func shown(_ grapheme: String) -> String {
        grapheme == " " ? "<SPACE U+0020>" : visible(grapheme)
    }

    /// The text with every invisible, control or bidi character replaced by `<NAME U+XXXX>`.
    public static func visible(_ string: String) -> String {
        var result = ""
        for scalar in string.unicodeScalars {
            if let label = label(of: scalar) { result += "<\(label) \(CharacterNames.codePoint(scalar))>" } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func label(of scalar: Unicode.Scalar) -> String? {
        if let abbreviation = BidiControlAudit.abbreviation(of: scalar) { return abbreviation }
        if let label = InvisibleCharacters.label(of: scalar) { return label }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return CharacterNames.name(of: scalar)
        case .spaceSeparator where scalar != " ":
            return CharacterNames.name(of: scalar)
        default:
            return nil
        }
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
