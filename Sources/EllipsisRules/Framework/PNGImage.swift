import CPNG
import Foundation

/// An icon image decoded with libpng to 8-bit RGBA, for the `icon` rule.
struct PNGImage {
    var width: Int
    var height: Int
    /// Row-major RGBA, 4 bytes a pixel.
    var pixels: [UInt8]

    /// Icons are small; anything larger than this is refused rather than decoded.
    static let maximumPixels = 4096 * 4096

    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case tooLarge(Int, Int)
        var description: String {
            switch self {
            case .unreadable(let why): "not a readable PNG (\(why))"
            case .tooLarge(let w, let h): "\(w)x\(h) px is far too large for an icon"
            }
        }
    }

    static func read(path: String) throws -> PNGImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure.unreadable("cannot open") }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return 0 }
            return png_image_begin_read_from_memory(&image, base, raw.count)
        }
        guard began != 0 else { throw Failure.unreadable(message(of: &image)) }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0 else { throw Failure.unreadable("empty image") }
        guard width * height <= maximumPixels else { throw Failure.tooLarge(width, height) }
        // PNG_FORMAT_RGBA = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA (png.h).
        image.format = png_uint_32(3)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw Failure.unreadable(message(of: &image)) }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Distinct colours among visible pixels, quantized so antialiasing and
    /// compression noise do not count; transparent pixels are ignored.
    func visibleColours() -> Set<UInt32> {
        var colours: Set<UInt32> = []
        for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] >= 128 {
            let r = UInt32(pixels[index] >> 5), g = UInt32(pixels[index + 1] >> 5), b = UInt32(pixels[index + 2] >> 5)
            colours.insert(r << 6 | g << 3 | b)
            if colours.count > 8 { break }
        }
        return colours
    }

    /// Whether any pixel is transparent: a template image draws with alpha alone.
    var hasTransparency: Bool {
        stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] < 250 }
    }
}
