import EllipsisCore
import EllipsisLayout
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
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments,
            valued: ["locale", "font", "font-dir", "size", "tracking", "width", "max-lines", "format", "surface",
                     "device", "text-size", "surface-file", "locale-dir"],
            flags: ["help", "no-icon", "with-subtitle"])
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
        let fonts = FontLibrary(locator: try FontLocator(folders: parsed.values("font-dir")))
        let font = try parsed.value("font").map { try FontLocation.parse($0) }
        let surface = try resolveSurface(parsed)
        let engine = LayoutEngine(fonts: fonts, localeData: try LintInputs.localeData(directories: parsed.values("locale-dir")))
        // Fail early on a bad --font even when stdin is empty.
        _ = try engine.chain(locale: locale, platform: surface.platform, font: font)

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
            let measurement = try engine.measure(item, locale: locale, surface: surface, font: font)
            switch format {
            case "text": output += textReport(item, measurement, surface)
            case "svg":
                output += try SVGRenderer.render(engine.shape(item, locale: locale,
                                                              chain: engine.chain(locale: locale, platform: surface.platform, font: font)),
                                                 measurement: measurement, surface: surface)
            default: output += jsonLine(measurement, surface) + "\n"
            }
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return 0
    }

    /// The surface from --surface (built-in or from --surface-file) with explicit options on top.
    static func resolveSurface(_ parsed: ParsedArguments) throws -> Surface {
        var surface: Surface
        if let name = parsed.value("surface") {
            let own = try parsed.value("surface-file").map { try UserSurfaces.load($0) } ?? []
            if let found = own.first(where: { $0.name == name }) {
                surface = found
            } else {
                let sizeName = parsed.value("text-size") ?? "L"
                guard let textSize = TextSize(name: sizeName) else {
                    throw UsageError("--text-size must be one of \(TextSize.allCases.map(\.rawValue).joined(separator: " ")), got '\(sizeName)'")
                }
                let device = parsed.value("device") ?? (name.hasPrefix("shortcut.") ? "android" : "iphone")
                do {
                    surface = try BuiltInSurfaces.surface(name, device: device, textSize: textSize,
                                                          icon: !parsed.has("no-icon"),
                                                          withSubtitle: parsed.has("with-subtitle"))
                } catch let error as UsageError where !own.isEmpty {
                    throw UsageError("\(error.message); surfaces in --surface-file: \(own.map(\.name).joined(separator: ", "))")
                }
            }
        } else {
            for option in ["device", "text-size"] where parsed.value(option) != nil {
                throw UsageError("--\(option) needs --surface")
            }
            surface = Surface(name: "custom", device: "custom", style: "body", size: 17, width: .infinity, maxLines: 0)
        }
        if let size = try parsed.double("size") {
            guard size > 0, size <= 1000 else { throw UsageError("--size must be a positive number of points, got \(size)") }
            surface.size = size
        }
        if let tracking = try parsed.double("tracking") { surface.tracking = tracking }
        if let width = try parsed.double("width") {
            guard width > 0 else { throw UsageError("--width must be a positive number of points, got \(width)") }
            surface.width = width
        }
        if let lines = try parsed.integer("max-lines") {
            guard lines >= 0 else { throw UsageError("--max-lines must be 0 (no limit) or more, got \(lines)") }
            surface.maxLines = lines
        }
        guard abs(surface.tracking) < surface.size else {
            throw UsageError("--tracking \(surface.tracking) is not plausible at \(surface.size) pt")
        }
        return surface
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

    static func jsonLine(_ m: TextMeasurement, _ surface: Surface) -> String {
        let fit = m.fit
        let lines = fit.lines
        var out = JSONWriter()
        out.object { out in
            out.key("width"); out.number(fit.naturalWidth, fractionDigits: 3)
            out.key("lineCount"); out.integer(fit.lineCount)
            out.key("lines"); out.array(lines) { out, line in out.string(line.text) }
            out.key("truncated"); out.bool(fit.truncated)
            out.key("visible"); out.string(fit.visible)
            out.key("fonts"); out.array(m.fonts) { out, font in out.string(font) }
            // Extensions beyond the contract's keys.
            out.key("fits"); out.bool(fit.fits)
            out.key("lineWidths"); out.array(lines) { out, line in out.number(line.width, fractionDigits: 3) }
            out.key("missingGlyphs"); out.array(m.missingGlyphs) { out, glyph in out.string(glyph) }
            if !m.unavailableFamilies.isEmpty {
                out.key("unavailableFonts"); out.array(m.unavailableFamilies) { out, family in out.string(family) }
            }
            out.key("size"); out.number(surface.size, fractionDigits: 3)
            out.key("tracking"); out.number(surface.tracking, fractionDigits: 3)
            out.key("availableWidth"); out.number(surface.width, fractionDigits: 3)
            out.key("maxLines"); out.integer(surface.maxLines)
        }
        return out.text
    }

    static func textReport(_ text: String, _ m: TextMeasurement, _ surface: Surface) -> String {
        let fit = m.fit
        var out = "\(text)\n"
        let box = surface.width.isFinite ? " at \(number(surface.width)) pt" : ""
        let limit = surface.maxLines > 0 ? ", at most \(surface.maxLines)" : ""
        out += "  width \(number(fit.naturalWidth)) pt at \(number(surface.size)) pt; \(fit.lineCount) line(s)\(box)\(limit)"
        out += fit.truncated ? "; TRUNCATED\n" : (fit.fits ? "; fits\n" : "; overflows\n")
        for line in fit.lines { out += "  | \(line.text)  (\(number(line.width)) pt)\n" }
        if fit.truncated { out += "  visible: \(fit.visible)\n" }
        if !m.missingGlyphs.isEmpty { out += "  MISSING GLYPHS: \(m.missingGlyphs.joined(separator: " "))\n" }
        out += "  fonts: \(m.fonts.joined(separator: ", "))\n"
        return out
    }

    /// A number with at most 3 decimals and no trailing zeros, as the JSON lines write it.
    static func number(_ value: Double) -> String { JSONWriter.numberText(value, fractionDigits: 3) }
}
