import EllipsisCore
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis inspect` (docs/contract.md, "Command line"): graphemes, words, scripts,
/// direction, bidi controls and invisible characters of a text.
enum InspectCommand {
    static let help = """
        usage: ellipsis inspect TEXT [--locale L] [--format json|text]

        Shows how a text is segmented and what it hides: grapheme clusters with
        their script and emoji kind, words, line-break opportunities, script runs,
        the locale's and the text's direction, explicit bidi controls (with
        unbalanced, override and redundant ones flagged), invisible characters,
        and letters outside the locale's exemplar characters.

        TEXT       the text; '-' reads one text per line from stdin, decoding the
                   escapes \\n \\t \\r \\\\ \\uXXXX \\u{X…} (other backslashes stay),
                   and prints one result per line, in order, as lines arrive
        --locale   the locale the text is shown in (e.g. ar, ja, pt-BR); sets
                   line breaking, word breaking, direction and exemplars
        --format   json (default): one JSON object per text, one per line;
                   text: an aligned table for people, invisible characters
                   shown by name (e.g. <ZWJ U+200D>)

        Exit status: 0 done; 2 usage error or unreadable input (invalid UTF-8,
        a malformed escape, an unpaired surrogate, a text over 64 KiB).
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        let parsed = try ParsedArguments(arguments, valued: ["locale", "format"], flags: [])
        guard parsed.positional.count == 1, let text = parsed.positional.first else {
            throw UsageError("inspect takes exactly one TEXT ('-' for stdin)\n\n\(help)")
        }
        let format = try parsed.choice("format", from: ["json", "text"], default: "json")
        let locale = parsed.value("locale")
        if let locale, locale.isEmpty || locale.utf8.count > 100 || locale.contains(where: { $0.isWhitespace || $0 == "\0" }) {
            throw UsageError("--locale expects a locale identifier such as 'ja' or 'pt-BR', got '\(locale)'")
        }
        var session = try TextSession()
        let lineBreak = session.lineBreakOptions(for: locale)
        var output = OutputBuffer()
        func emit(_ string: String) {
            let inspection = session.inspect(string, locale: locale, lineBreak: lineBreak)
            switch format {
            case "text": output.write((InspectionOutput.text(inspection) + "\n").utf8)
            default: output.write(InspectionOutput.json(inspection))
            }
        }
        if text == "-" {
            defer { output.flush() }
            try InspectInput.forEachLine(file: "<stdin>", { line, number in
                emit(try InspectInput.decode(line, file: "<stdin>", line: number))
            }, chunkDone: { output.flush() })
        } else {
            guard text.utf8.count <= InspectInput.maximumTextBytes else {
                throw UsageError("TEXT is \(text.utf8.count) bytes long; inspect takes texts up to \(InspectInput.maximumTextBytes) bytes")
            }
            emit(text)
            output.flush()
        }
        return 0
    }
}

/// Collects output and writes it to stdout in large pieces.
private struct OutputBuffer {
    private var pending: [UInt8] = []

    mutating func write<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        FileHandle.standardOutput.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
