import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis measure` (docs/contract.md, "Command line"): lays out one text (or one per
/// stdin line with TEXT `-`) and prints what is seen.
enum MeasureCommand {
    static let help = """
        usage: ellipsis measure TEXT [options]      TEXT '-' reads one text per line from stdin

          --locale L            BCP 47 locale (default en): fonts, line breaking, direction
          --font FILE[#INDEX]   use exactly this face (no fallback; missing glyphs are reported)
          --font-dir DIR        also look for fonts here (e.g. Apple's SF Pro, PingFang...)
          --locale-dir DIR      folder of <locale>.json files (fonts, line breaking) used before the
                                built-in locale data, repeatable
          --size PT             text size (default 17, or the surface's)
          --tracking PT         tracking per character in the SF Pro role face (default 0, or the surface's)
          --width PT            available line width (default: unlimited)
          --max-lines N         lines before the tail is cut with an ellipsis (default 0: no limit)
          --surface NAME        quick-action.title, quick-action.subtitle, shortcut.short, shortcut.long,
                                context-menu.title, or a name from --surface-file
          --device D            iphone or ipad (default iphone); android for shortcut.*
          --text-size S         Dynamic Type size: xS S M L xL xxL xxxL AX1...AX5 (default L)
          --no-icon             the quick action has no icon (wider text at default sizes)
          --with-subtitle       the title has a subtitle (held to one line)
          --surface-file FILE   JSON surfaces of your own: name, width, size, lines, style, tracking
          --format F            json (default), text or svg
          --uncalibrated        the proxies' own widths, without the per-script corrections of
                                Locales/calibration/ (--font always measures the face as it is)
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments,
            valued: ["locale", "font", "font-dir", "size", "tracking", "width", "max-lines", "format", "surface",
                     "device", "text-size", "surface-file", "locale-dir"],
            flags: ["help", "no-icon", "with-subtitle", "uncalibrated"])
        if parsed.has("help") {
            print(help)
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

        let texts: [String]
        if text == "-" {
            // The same reading as `inspect -`: strict UTF-8, the same escapes, errors with line and column.
            texts = try stdinLines(FileHandle.standardInput.readDataToEndOfFile()).enumerated().map { index, bytes in
                guard bytes.count <= InspectInput.maximumTextBytes else {
                    throw InputError("text is \(bytes.count) bytes long; measure takes texts up to \(InspectInput.maximumTextBytes) bytes",
                                     file: "<stdin>", line: index + 1, column: 1)
                }
                return try InspectInput.decode(bytes, file: "<stdin>", line: index + 1)
            }
        } else {
            guard text.utf8.count <= InspectInput.maximumTextBytes else {
                throw UsageError("TEXT is \(text.utf8.count) bytes long; measure takes texts up to \(InspectInput.maximumTextBytes) bytes")
            }
            texts = [text]
        }
        var output = ""
        for item in texts {
            if format == "svg" {
                output += try session.svg(item, locale: locale, surface: surface, font: font)
            } else {
                let measurement = try session.measure(item, locale: locale, surface: surface, font: font)
                output += format == "text" ? MeasurementOutput.text(item, measurement, surface)
                                           : MeasurementOutput.json(measurement, surface) + "\n"
            }
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return 0
    }

    /// One text per line of stdin, split on the LF byte itself (a String would read CR LF
    /// as one character and merge a line ending in CR with the next); a CR before the LF
    /// is dropped.
    static func stdinLines(_ data: Data) -> [ArraySlice<UInt8>] {
        let bytes = [UInt8](data)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        func add(_ end: Int) {
            var stop = end
            if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
            lines.append(bytes[start..<stop])
        }
        for index in bytes.indices where bytes[index] == 0x0A {
            add(index)
            start = index + 1
        }
        if start < bytes.count { add(bytes.count) }
        return lines
    }
}
