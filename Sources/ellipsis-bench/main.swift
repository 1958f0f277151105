import CHarfBuzz
import CICUShim
import Dispatch
import EllipsisBakedLocales
import EllipsisCore
import EllipsisLayout
import EllipsisText
import Foundation

// Benchmark (not a test): how much Ellipsis's layout costs over the floor of
// shaping and breaking the same strings with HarfBuzz and ICU directly, how
// much 24 size-device pairs cost over one, and one core versus two. It prints
// ratios, not verdicts.
// Usage: ellipsis-bench [COUNT | --titles FILE] [--rounds N] [--profile | --dump FILE | --only floor|one|pairs|none]
//                       [--surface NAME | --width PT --max-lines N]

/// `--titles FILE`: these texts (a line each, `locale<TAB>text`) rather than generated ones, so the
/// whole-pipeline bench can set lint against the engine on the very texts lint measured.
let titlesFile = CommandLine.arguments.firstIndex(of: "--titles").flatMap {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
}
/// `--profile`: only the one-size pass, for a profiler.
let profileOnly = CommandLine.arguments.contains("--profile")
let titles: [(locale: String, text: String)]
do {
    titles = try titlesFile.map(Titles.read) ?? Titles.make(count: CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300_000)
} catch {
    FileHandle.standardError.write(Data("ellipsis-bench: \(error)\n".utf8))
    exit(2)
}
let count = titles.count
let scalarCount = titles.reduce(0) { $0 + $1.text.unicodeScalars.count }
print("ellipsis-bench: \(count) titles in \(Set(titles.map(\.locale)).count) locales, \(scalarCount) code points")

/// Wall-clock and CPU seconds of a pass. The machine may be shared: CPU time is the
/// fair measure of work, wall time the one that shows two cores helping.
struct Timing {
    var wall: Double
    var cpu: Double
}

func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func seconds(_ body: () throws -> Void) rethrows -> Timing {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = cpuSeconds()
    try body()
    return Timing(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: cpuSeconds() - cpuStart)
}

/// The floor: per title, HarfBuzz shapes the whole string in the locale's main face
/// (no fallback, no itemization) and ICU finds its line breaks. Nothing else.
final class Floor {
    var fonts: [String: OpaquePointer] = [:]
    var breakers: [String: OpaquePointer] = [:]
    var characterBreakers: [String: OpaquePointer] = [:]
    /// Also find grapheme clusters with ICU (the second floor: the segmentation layout needs).
    var withGraphemes = false
    let buffer = hb_buffer_create()
    var offsets = [Int32](repeating: 0, count: 1024)
    var statuses = [Int32](repeating: 0, count: 1024)

    init(engine: LayoutEngine) throws {
        for (locale, words) in Titles.words {
            let chain = try engine.chain(locale: locale)
            let shaped = engine.shape(words[0], locale: locale, chain: chain)
            let face = shaped.face(ofGrapheme: 0)
            guard let blob = hb_blob_create_from_file_or_fail(face.path) else { throw InputError("cannot read", file: face.path) }
            let hbFace = hb_face_create(blob, UInt32(face.index))
            let font = hb_font_create(hbFace)
            hb_font_set_scale(font, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
            fonts[locale] = font
            var error: Int32 = 0
            breakers[locale] = ell_breaker_open(Int32(ELL_BREAK_LINE), locale, &error)
            characterBreakers[locale] = ell_breaker_open(Int32(ELL_BREAK_CHARACTER), locale, &error)
        }
    }

    func measure(_ text: String, locale: String) -> (width: Double, breaks: Int) {
        guard let font = fonts[locale], let breaker = breakers[locale] else { return (0, 0) }
        let units = Array(text.utf16)
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, units, Int32(units.count), 0, Int32(units.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var glyphCount: UInt32 = 0
        var width = 0.0
        if let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount) {
            for i in 0..<Int(glyphCount) { width += Double(positions[i].x_advance) }
        }
        var error: Int32 = 0
        if offsets.count < units.count { offsets = .init(repeating: 0, count: units.count); statuses = offsets }
        var breaks = ell_breaker_boundaries(breaker, units, Int32(units.count), &offsets, &statuses,
                                            Int32(offsets.count), &error)
        if withGraphemes, let characters = characterBreakers[locale] {
            breaks += ell_breaker_boundaries(characters, units, Int32(units.count), &offsets, &statuses,
                                             Int32(offsets.count), &error)
        }
        return (width, Int(breaks))
    }
}

/// A title shaped once in its chain, and again in the chain's Display design the first time a
/// size needs it (Inter Display from 20 pt, OpticalSizes.swift), as `lint` measures each size.
final class Designs {
    let text: ShapedText
    private var larger: ShapedText?
    init(_ text: ShapedText) { self.text = text }
    func at(_ size: Double) -> ShapedText {
        let chain = text.chain.variant(atSize: size)
        if chain === text.chain { return text }
        if let larger, larger.chain === chain || larger === text { return larger }
        let made = text.reshaped(in: chain)
        larger = made
        return made
    }
}

/// The surface of the one-size pass: quick-action titles on an iPhone at size L, or what the
/// arguments name, as `measure` takes them (`--surface NAME`, or a box of `--width` and
/// `--max-lines` at 17 pt), so the streaming bench can set `measure -` against the engine.
func oneSurface() throws -> Surface {
    func value(_ flag: String) -> String? {
        CommandLine.arguments.firstIndex(of: flag).flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
    }
    if let name = value("--surface") {
        return try BuiltInSurfaces.surface(name, device: name.hasPrefix("shortcut.") ? "android" : "iphone", textSize: .L)
    }
    guard value("--width") != nil || value("--max-lines") != nil else {
        return try BuiltInSurfaces.surface("quick-action.title", device: "iphone", textSize: .L)
    }
    var box = Surface(name: "custom", device: "custom", style: "body", size: 17, width: .infinity, maxLines: 0)
    if let width = value("--width") {
        guard let points = Double(width), points > 0 else { throw UsageError("--width needs a positive number of points") }
        box.width = points
    }
    if let lines = value("--max-lines") {
        guard let count = Int(lines), count >= 0 else { throw UsageError("--max-lines needs 0 or more") }
        box.maxLines = count
    }
    return box
}

/// With a surface of `measure`'s (`--surface`, `--width`, `--max-lines`), a result is taken as
/// `measure` prints it, its lines' text and what stays visible made too (the engine makes them
/// when first read); otherwise only its width, as the layout bench always has.
let readsLines = ["--surface", "--width", "--max-lines"].contains { CommandLine.arguments.contains($0) }
func results(_ measured: TextMeasurement) -> Double {
    guard readsLines else { return measured.fit.naturalWidth }
    let fit = measured.fit
    return fit.naturalWidth + Double(fit.lines.reduce(0) { $0 + $1.text.utf8.count }) + Double(fit.visible.utf8.count)
}

do {
    // As `lint` measures: with the proxies' per-script corrections (Locales/calibration/).
    let engine = LayoutEngine(localeData: BakedLocaleData.shared,
                              calibration: ProxyCalibration(BakedLocaleData.shared.calibrations))
    engine.cacheLimit = 0 // measure shaping every time: no title is served from the cache
    let floor = try Floor(engine: engine)
    let one = try oneSurface()
    let pairs = try BuiltInSurfaces.allSizes("quick-action.title")

    // Warm-up: fonts opened, ICU iterators and chains built.
    for (locale, text) in titles.prefix(2000) {
        _ = floor.measure(text, locale: locale)
        _ = try engine.measure(text, locale: locale, surface: one)
    }

    var sink = 0.0
    // `--dump FILE`: every result at the 24 pairs, to compare two builds for identical output.
    if let flag = CommandLine.arguments.firstIndex(of: "--dump"), flag + 1 < CommandLine.arguments.count {
        var out = ""
        for (locale, text) in titles {
            let measured = try engine.measure(text, locale: locale, surface: one)
            out += "\(locale)\t\(text)\t\(measured.fonts)\t\(measured.missingGlyphs)\n"
            let designs = Designs(engine.shape(text, locale: locale, chain: try engine.chain(locale: locale)))
            for surface in pairs { out += "\(designs.at(surface.size).fit(surface.fitParameters))\n" }
        }
        try AtomicFile.write(Data(out.utf8), to: CommandLine.arguments[flag + 1], sync: false)
        exit(0)
    }
    // `--only PASS`: that one pass and nothing else, for instruction counts under
    // callgrind (the pass's count is the total less that of `--only none`).
    if let flag = CommandLine.arguments.firstIndex(of: "--only"), flag + 1 < CommandLine.arguments.count {
        switch CommandLine.arguments[flag + 1] {
        case "floor":
            for (locale, text) in titles { sink += floor.measure(text, locale: locale).width }
        case "one":
            for (locale, text) in titles { sink += results(try engine.measure(text, locale: locale, surface: one)) }
        case "pairs":
            for (locale, text) in titles {
                let designs = Designs(engine.shape(text, locale: locale, chain: try engine.chain(locale: locale)))
                for surface in pairs { sink += Double(designs.at(surface.size).fit(surface.fitParameters).lineCount) }
            }
        default:
            break
        }
        print("\(sink > 0)")
        exit(0)
    }
    if profileOnly {
        let shapeOnly = try seconds {
            for (locale, text) in titles { sink += Double(engine.shape(text, locale: locale, chain: try engine.chain(locale: locale)).graphemeCount) }
        }
        let measure = try seconds {
            for (locale, text) in titles { sink += try engine.measure(text, locale: locale, surface: one).fit.naturalWidth }
        }
        let floorOnly = seconds { for (locale, text) in titles { sink += floor.measure(text, locale: locale).width } }
        let breakers = Dictionary(uniqueKeysWithValues: Titles.words.map { ($0.locale, LineBreaker(icuLocale: $0.locale)) })
        let textOnly = seconds {
            for (locale, text) in titles {
                let unicode = UnicodeText(text)
                sink += Double(breakers[locale]?.opportunities(in: unicode).count ?? 0)
            }
        }
        print("shape only \(shapeOnly.cpu) s, measure \(measure.cpu) s, floor \(floorOnly.cpu) s, "
              + "EllipsisText graphemes + line breaks \(textOnly.cpu) s \(sink > 0)")
        exit(0)
    }
    // Each pass runs once per round, the passes alternating, and the fastest round of
    // each counts: a pass that met a busy moment of a shared machine is not held against it.
    let rounds = CommandLine.arguments.firstIndex(of: "--rounds").flatMap {
        $0 + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[$0 + 1]) : nil
    } ?? 3
    func best(_ a: Timing?, _ b: Timing) -> Timing {
        guard let a else { return b }
        return Timing(wall: min(a.wall, b.wall), cpu: min(a.cpu, b.cpu))
    }
    let halves = [Array(titles[..<(count / 2)]), Array(titles[(count / 2)...])]
    var floorBest: Timing?, floorGraphemesBest: Timing?, oneBest: Timing?, pairsBest: Timing?, twoBest: Timing?
    for _ in 0..<max(1, rounds) {
        floorBest = best(floorBest, seconds {
            for (locale, text) in titles { sink += floor.measure(text, locale: locale).width }
        })
        floor.withGraphemes = true
        floorGraphemesBest = best(floorGraphemesBest, seconds {
            for (locale, text) in titles { sink += floor.measure(text, locale: locale).width }
        })
        floor.withGraphemes = false
        oneBest = best(oneBest, try seconds {
            for (locale, text) in titles { sink += try engine.measure(text, locale: locale, surface: one).fit.naturalWidth }
        })
        pairsBest = best(pairsBest, try seconds {
            for (locale, text) in titles {
                let designs = Designs(engine.shape(text, locale: locale, chain: try engine.chain(locale: locale)))
                for surface in pairs { sink += Double(designs.at(surface.size).fit(surface.fitParameters).lineCount) }
            }
        })
        twoBest = best(twoBest, seconds {
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for (locale, text) in halves[half] {
                    _ = try? engine.measure(text, locale: locale, surface: one)
                }
            }
        })
    }
    let floorTime = floorBest!, floorGraphemesTime = floorGraphemesBest!, oneTime = oneBest!
    let pairsTime = pairsBest!, twoTime = twoBest!
    print("best of \(max(1, rounds)) rounds per pass:")

    func row(_ name: String, _ time: Timing) -> String {
        let perTitle = time.cpu / Double(count) * 1e6
        return "  " + name.padding(toLength: 48, withPad: " ", startingAt: 0)
            + String(format: "%8.3f s wall %8.3f s cpu %7.2f us/title (cpu)", time.wall, time.cpu, perTitle)
    }
    print(row("floor: HarfBuzz shape + ICU line break", floorTime))
    print(row("floor + ICU grapheme clusters", floorGraphemesTime))
    print(row("Ellipsis measure, one surface", oneTime))
    print(row("Ellipsis shape once, fit 24 size-device pairs", pairsTime))
    print(row("Ellipsis measure, one surface, two threads", twoTime))
    print("ratios (cpu time, so a busy machine does not skew them):")
    print("  Ellipsis one size / floor            " + String(format: "%.2fx", oneTime.cpu / floorTime.cpu))
    print("  Ellipsis one size / floor+graphemes  " + String(format: "%.2fx", oneTime.cpu / floorGraphemesTime.cpu))
    print("  24 size-device pairs / one size      " + String(format: "%.2fx", pairsTime.cpu / oneTime.cpu))
    print("one core versus two (wall time):")
    print("  speed-up with two threads            " + String(format: "%.2fx", oneTime.wall / twoTime.wall))
    print("  cpu spent with two / with one        " + String(format: "%.2fx", twoTime.cpu / oneTime.cpu))
    if sink == .infinity { print(sink) }
} catch {
    FileHandle.standardError.write(Data("ellipsis-bench: \(error)\n".utf8))
    exit(2)
}
