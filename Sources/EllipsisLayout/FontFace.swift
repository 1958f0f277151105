import CHarfBuzz
import EllipsisCore
import Synchronization

/// One face of a font file, opened with HarfBuzz and kept at units-per-em
/// scale so that advances are exact integers that scale linearly to any size
/// (no hinting: iOS lays text out unhinted).
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file the face comes from.
    public let path: String
    /// The face index inside a collection (.ttc/.otc); 0 for plain files.
    public let index: Int
    /// How many faces the file holds; above 1 for collections.
    public let faceCount: Int
    public let unitsPerEm: Int
    /// The family name the face declares (typographic family when present).
    public let familyName: String
    public let glyphCount: Int
    /// True when the face carries colour bitmaps (CBDT/sbix), as emoji fonts do.
    public let hasColorBitmaps: Bool
    /// The range of the face's optical-size axis (`opsz`, in points), nil for a face without one.
    public let opticalSizeAxis: ClosedRange<Double>?
    /// The optical size this face is set to (`opsz`), nil for the face's default instance
    /// (for a font made from a snapshot: the optical size its numbers were taken at).
    public private(set) var opticalSize: Double?
    /// True for a font made from a metrics snapshot's numbers (SyntheticFont), not read from a file.
    public private(set) var isSynthetic = false
    /// The face's own size-specific tracking: its `trak` table (Apple's fonts have one), or a
    /// metrics snapshot's tracking for a face made from one; nil for a face without.
    public internal(set) var tracking: FontTracking?
    /// For a font made from a snapshot, which has no outlines: the code point of each glyph
    /// (glyph `i + 1` is `glyphScalars[i]`), and the installed face whose outlines draw them.
    var glyphScalars: [UInt32] = []
    public internal(set) var outlineStandIn: FontFace?

    /// A cluster followed by U+2026, shaped in this face, in em (the cluster's advance, its
    /// kerning with the ellipsis included, and the ellipsis's), by (language, direction,
    /// script, cluster): the kerning of a truncated line's end (see Truncation.swift).
    let ellipsisPairs = Mutex<[EllipsisPairKey: (cluster: Double, ellipsis: Double)]>([:])

    // HarfBuzz objects are immutable after setup and safe to share across threads.
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    /// The code points the character map covers, learnt as they are asked for.
    let coverage: GlyphCoverage

    /// Opens `path` (face `index`). Throws InputError for a missing file, a file
    /// that is not a font, or an index beyond the collection.
    /// - Parameter opticalSize: for a face with an `opsz` axis, the size in points to set it
    ///   to (clamped to the axis), as CoreText does for the point size; ignored otherwise.
    public convenience init(path: String, index: Int = 0, opticalSize: Double? = nil) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw InputError("cannot read font file", file: path)
        }
        try self.init(blob: blob, path: path, index: index, opticalSize: opticalSize)
    }

    /// A face from bytes in memory (a synthetic font), named `description` in reports;
    /// `opticalSize`: the size of the design its numbers stand for, when they stand for one.
    convenience init(bytes: [UInt8], description: String, opticalSize: Double? = nil) throws {
        let blob = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                hb_blob_create($0, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
        guard let blob else { throw InputError("cannot hold the font in memory", file: description) }
        try self.init(blob: blob, path: description, index: 0, description: description)
        isSynthetic = true
        self.opticalSize = opticalSize
    }

    /// Takes over `blob` (destroyed on failure and with the face).
    init(blob: OpaquePointer, path: String, index: Int, opticalSize: Double? = nil, description: String? = nil) throws {
        let count = Int(hb_face_count(blob))
        guard count > 0 else {
            hb_blob_destroy(blob)
            throw InputError("not a font file (no OpenType/TrueType face found)", file: path)
        }
        guard index >= 0, index < count else {
            hb_blob_destroy(blob)
            throw InputError("font face #\(index) does not exist; the file has \(count) face(s), #0 to #\(count - 1)",
                             file: path)
        }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            hb_blob_destroy(blob)
            throw InputError("cannot open font face #\(index)", file: path)
        }
        let glyphs = Int(hb_face_get_glyph_count(face))
        guard glyphs > 0, hb_face_reference_table(face, FontFace.tag("cmap")).map({ table -> Bool in
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        }) == true else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw InputError("font face #\(index) is corrupt or empty (no glyphs or no character map)", file: path)
        }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw InputError("cannot create a font from face #\(index)", file: path)
        }
        let upem = Int(hb_face_get_upem(face))
        // Scale = units per em: positions come back in font units, unrounded.
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        let axis = FontFace.opticalSizeAxis(of: face)
        var setSize: Double? = nil
        if let axis, let opticalSize, opticalSize.isFinite {
            let value = min(max(opticalSize, axis.lowerBound), axis.upperBound)
            var variation = hb_variation_t(tag: FontFace.tag("opsz"), value: Float(value))
            hb_font_set_variations(font, &variation, 1)
            setSize = value
        }
        hb_font_make_immutable(font)

        self.blob = blob
        self.face = face
        self.font = font
        self.coverage = GlyphCoverage(font: font)
        self.path = path
        self.index = index
        self.faceCount = count
        self.description = description ?? (count > 1 ? "\(path)#\(index)" : path)
        self.unitsPerEm = max(upem, 1)
        self.glyphCount = glyphs
        self.familyName = FontFace.name(face, id: 16) ?? FontFace.name(face, id: 1) ?? ""
        self.hasColorBitmaps = hb_ot_color_has_png(face) != 0
        self.opticalSizeAxis = axis
        self.opticalSize = setSize
        self.tracking = hb_face_reference_table(face, FontFace.tag("trak")).flatMap { table in
            defer { hb_blob_destroy(table) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(table, &length), length > 0 else { return nil }
            let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
            return FontTracking(trakTable: bytes, unitsPerEm: max(upem, 1))
        }
    }

    /// The `opsz` axis of a variable face, when it has one with a sound range.
    private static func opticalSizeAxis(of face: OpaquePointer) -> ClosedRange<Double>? {
        var info = hb_ot_var_axis_info_t()
        guard hb_ot_var_find_axis_info(face, FontFace.tag("opsz"), &info) != 0,
              info.min_value.isFinite, info.max_value.isFinite, info.min_value <= info.max_value else { return nil }
        return Double(info.min_value)...Double(info.max_value)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// `path`, or `path#index` for a face inside a collection (what reports name).
    public let description: String

    /// What tells this face from another of the same file: the description, with the
    /// optical size set on it.
    public var identity: String { opticalSize.map { "\(description)@opsz=\($0)" } ?? description }

    /// The glyph the character map gives for a scalar, or nil when the face lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
    }

    public func covers(_ scalar: Unicode.Scalar) -> Bool { coverage.contains(scalar.value) }

    /// What draws glyph `glyph` of this face: itself, or for a font made from a snapshot the
    /// same character in its stand-in (the snapshot's positions, the stand-in's shapes).
    func drawing(_ glyph: UInt32) -> (face: FontFace, glyph: UInt32) {
        guard isSynthetic, let standIn = outlineStandIn, glyph >= 1, Int(glyph) <= glyphScalars.count,
              let scalar = Unicode.Scalar(glyphScalars[Int(glyph) - 1]), let drawn = standIn.glyph(for: scalar)
        else { return (self, glyph) }
        return (standIn, drawn)
    }

    /// The advance in em of a character's nominal glyph alone (no shaping, no kerning), or nil.
    public func nominalAdvance(of scalar: Unicode.Scalar) -> Double? {
        glyph(for: scalar).map { Double(advance(of: $0)) / Double(unitsPerEm) }
    }

    /// Horizontal advance of a glyph in font units.
    func advance(of glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    static func tag(_ text: String) -> hb_tag_t {
        var value: UInt32 = 0
        for byte in text.utf8.prefix(4) { value = value << 8 | UInt32(byte) }
        return value
    }

    /// A name-table entry in English (or any language when English is absent).
    private static func name(_ face: OpaquePointer, id: UInt32) -> String? {
        for language in [hb_language_from_string("en", -1), hb_language_get_default()] {
            var length: UInt32 = 0
            let needed = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, nil)
            guard needed > 0 else { continue }
            var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            length = needed + 1
            _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, &buffer)
            let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !text.isEmpty { return text }
        }
        return nil
    }
}
