import CHarfBuzz
import Foundation

/// Glyph outlines as SVG path data in font units (y up), from HarfBuzz's draw
/// API (`hb_font_get_glyph_shape`, HarfBuzz 4-6; renamed `hb_font_draw_glyph` in 7).
enum GlyphOutline {
    /// Collects path commands; passed to HarfBuzz as the draw data.
    private final class PathBuilder {
        var data = ""
        func add(_ command: String, _ values: Float...) {
            data += command
            data += values.map { GlyphOutline.format($0) }.joined(separator: " ")
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var funcs: OpaquePointer?
    nonisolated(unsafe) private static var cache: [String: String] = [:]

    /// SVG path data for `glyph` of `face`; empty for a glyph without outline (space, bitmap emoji).
    static func path(face: FontFace, glyph: UInt32) -> String {
        let key = "\(face.description)#\(glyph)"
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[key] { return known }
        let builder = PathBuilder()
        let pointer = Unmanaged.passUnretained(builder).toOpaque()
        hb_font_get_glyph_shape(face.font, glyph, drawFuncs(), pointer)
        cache[key] = builder.data
        return builder.data
    }

    private static func drawFuncs() -> OpaquePointer? {
        if let funcs { return funcs }
        let made = hb_draw_funcs_create()
        hb_draw_funcs_set_move_to_func(made, { _, data, _, x, y, _ in
            guard let data else { return }
            Unmanaged<PathBuilder>.fromOpaque(data).takeUnretainedValue().add("M", x, y)
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(made, { _, data, _, x, y, _ in
            guard let data else { return }
            Unmanaged<PathBuilder>.fromOpaque(data).takeUnretainedValue().add("L", x, y)
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(made, { _, data, _, cx, cy, x, y, _ in
            guard let data else { return }
            Unmanaged<PathBuilder>.fromOpaque(data).takeUnretainedValue().add("Q", cx, cy, x, y)
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(made, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            guard let data else { return }
            Unmanaged<PathBuilder>.fromOpaque(data).takeUnretainedValue().add("C", c1x, c1y, c2x, c2y, x, y)
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(made, { _, data, _, _ in
            guard let data else { return }
            Unmanaged<PathBuilder>.fromOpaque(data).takeUnretainedValue().data += "Z"
        }, nil, nil)
        hb_draw_funcs_make_immutable(made)
        funcs = made
        return made
    }

    /// A colour bitmap (PNG) for the glyph, as emoji fonts carry, or nil.
    static func png(face: FontFace, glyph: UInt32) -> Data? {
        guard face.hasColorBitmaps, let blob = hb_ot_color_glyph_reference_png(face.font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }

    static func format(_ value: Float) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String(format: "%.1f", value)
    }
}
