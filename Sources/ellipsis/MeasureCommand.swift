import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis measure` (docs/contract.md, "Command line"): lays out one text (or one per
/// stdin line with TEXT `-`) and prints what is seen.
enum MeasureCommand {
    static var help: String { CommandTable.measure.help }

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.measure)
        if parsed.has("help") {
            print(help, terminator: "")
            return 0
        }
        guard parsed.positional.count == 1, let text = parsed.positional.first else {
            throw UsageError(parsed.positional.isEmpty ? "measure needs a TEXT (or '-' for stdin)\n\n\(help)"
                                                       : "measure takes one TEXT; quote it if it has spaces")
        }
        let format = try parsed.choice("format", from: ["json", "text", "svg"], default: "json")
        if format == "svg", text == "-" {
            throw UsageError("--format svg draws one text: give TEXT itself, not '-'")
        }
        let locale = parsed.value("locale") ?? "en"
        guard !locale.isEmpty, locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw UsageError("--locale expects a BCP 47 identifier such as de or zh-Hant, got '\(locale)'")
        }
        let font = try parsed.value("font").map { try FontLocation.parse($0) }
        let surface = try SurfaceRequest(
            name: parsed.value("surface"), surfaceFile: parsed.value("surface-file"), device: parsed.value("device"),
            textSize: parsed.value("text-size"), icon: !parsed.has("no-icon"), withSubtitle: parsed.has("with-subtitle"),
            size: try parsed.double("size"), tracking: try parsed.double("tracking"), width: try parsed.double("width"),
            maxLines: try parsed.integer("max-lines")).resolved()
        // One face given: measured as it is. Otherwise the proxies are corrected where the table is trusted.
        let calibrated = font == nil && !parsed.has("uncalibrated")
        var session = try TextSession(localeDirectories: parsed.values("locale-dir"),
                                      fontDirectories: parsed.values("font-dir"),
                                      calibration: calibrated ? RunRequest.builtInCalibration : nil)
        // Fail early on a bad --font even when stdin is empty.
        _ = try session.chain(locale: locale, surface: surface, font: font)

        var output = OutputBuffer()
        if text == "-", format == "json" {
            try stream(&session, locale: locale, surface: surface, font: font, to: &output)
            return 0
        }
        func emit(_ item: String) throws {
            if format == "svg" {
                output.write(try session.svg(item, locale: locale, surface: surface, font: font).utf8)
            } else {
                let measurement = try session.measure(item, locale: locale, surface: surface, font: font)
                output.write((format == "text" ? MeasurementOutput.text(item, measurement, surface)
                                               : MeasurementOutput.json(measurement, surface) + "\n").utf8)
            }
        }
        if text == "-" {
            // The same reading as `inspect -`: strict UTF-8, the same escapes, errors with line and column.
            // Each chunk read is answered before the next read, so a process that sends one text and
            // waits for its line (the Weblate add-on) gets it at once.
            defer { output.flush() }
            try InspectInput.forEachLine(file: "<stdin>", command: "measure", { bytes, number in
                guard bytes.count <= InspectInput.maximumTextBytes else {
                    throw InputError("text is \(bytes.count) bytes long; measure takes texts up to \(InspectInput.maximumTextBytes) bytes",
                                     file: "<stdin>", line: number, column: 1)
                }
                try emit(try InspectInput.decode(bytes, file: "<stdin>", line: number))
            }, chunkDone: { output.flush() })
        } else {
            guard text.utf8.count <= InspectInput.maximumTextBytes else {
                throw UsageError("TEXT is \(text.utf8.count) bytes long; measure takes texts up to \(InspectInput.maximumTextBytes) bytes")
            }
            try emit(text)
            output.flush()
        }
        return 0
    }

    /// `measure -` as JSON Lines: each line read, measured and written into one writer whose
    /// bytes go to the output as they are made, nothing made again per line but the line's own
    /// values. With ELLIPSIS_STAGE_TIMES set, where the time went goes to stderr
    /// (`MeasureStageTimes`).
    private static func stream(_ session: inout TextSession, locale: String, surface: Surface, font: FontLocation?,
                               to output: inout OutputBuffer) throws {
        // Lines of a stream are seldom the same twice: shaping each one again costs less than
        // hashing and keeping every one in the engine's cache (the results are the same).
        session.engine.cacheLimit = 0
        var json = JSONWriter(capacity: 1 << 12)
        var times = ProcessInfo.processInfo.environment["ELLIPSIS_STAGE_TIMES"] != nil ? MeasureStageTimes() : nil
        defer {
            output.flush()
            if let times { writeError(times.line) }
        }
        // The same reading as `inspect -`: strict UTF-8, the same escapes, errors with line and column.
        // Each chunk read is answered before the next read, so a process that sends one text and
        // waits for its line (the Weblate add-on) gets it at once.
        try InspectInput.forEachLine(file: "<stdin>", command: "measure", { bytes, number in
            times?.start()
            guard bytes.count <= InspectInput.maximumTextBytes else {
                throw InputError("text is \(bytes.count) bytes long; measure takes texts up to \(InspectInput.maximumTextBytes) bytes",
                                 file: "<stdin>", line: number, column: 1)
            }
            let item = try InspectInput.decode(bytes, file: "<stdin>", line: number)
            times?.lap(.read)
            let measurement = try session.engine.measure(item, locale: locale, surface: surface, font: font)
            times?.lap(.layout)
            MeasurementOutput.write(measurement, surface, to: &json)
            json.endLine()
            times?.lap(.json)
            json.drain { output.write($0) }
            times?.lap(.write)
            times?.lines += 1
        }, chunkDone: {
            times?.start()
            output.flush()
            times?.lap(.write)
        })
    }
}
