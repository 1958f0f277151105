import EllipsisCore
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis inspect` (docs/contract.md, "Command line"): graphemes, words, scripts,
/// direction, bidi controls and invisible characters of a text.
enum InspectCommand {
    static var help: String { CommandTable.inspect.help }

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("-h") {
            print(help, terminator: "")
            return 0
        }
        let parsed = try ParsedArguments(arguments, spec: CommandTable.inspect)
        if parsed.has("help") {
            print(help, terminator: "")
            return 0
        }
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
