import EllipsisCore
import Foundation

/// Surfaces a user defines in a JSON file: an array of objects (or one object) with
/// `name`, `width` and `size` required, and `lines` (default 1), `style` (default
/// `body`), `tracking` (default 0, or `"sf-pro"` for SF Pro's tracking at the size),
/// `lineHeight`, `device` (default `custom`) and `platform` (`apple` or `android`) optional.
public enum UserSurfaces {
    private struct Entry: Decodable {
        var name: String
        var width: Double
        var size: Double
        var lines: Int?
        var style: String?
        var tracking: Tracking?
        var lineHeight: Double?
        var device: String?
        var platform: FontPlatform?

        enum Tracking: Decodable {
            case points(Double)
            case sfPro
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Double.self) {
                    self = .points(value)
                } else if try container.decode(String.self) == "sf-pro" {
                    self = .sfPro
                } else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"sf-pro\"")
                }
            }
        }

        private enum Keys: String, CodingKey, CaseIterable {
            case name, width, size, lines, style, tracking, lineHeight, device, platform
        }

        init(from decoder: Decoder) throws {
            // Unknown keys are mistakes (a misspelt "widht" must not silently default).
            let any = try decoder.container(keyedBy: AnyKey.self)
            if let unknown = any.allKeys.map(\.stringValue).sorted().first(where: { Keys(rawValue: $0) == nil }) {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
                                                        debugDescription: "unknown key '\(unknown)'"))
            }
            let c = try decoder.container(keyedBy: Keys.self)
            name = try c.decode(String.self, forKey: .name)
            width = try c.decode(Double.self, forKey: .width)
            size = try c.decode(Double.self, forKey: .size)
            lines = try c.decodeIfPresent(Int.self, forKey: .lines)
            style = try c.decodeIfPresent(String.self, forKey: .style)
            tracking = try c.decodeIfPresent(Tracking.self, forKey: .tracking)
            lineHeight = try c.decodeIfPresent(Double.self, forKey: .lineHeight)
            device = try c.decodeIfPresent(String.self, forKey: .device)
            platform = try c.decodeIfPresent(FontPlatform.self, forKey: .platform)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { self.stringValue = "[\(intValue)]"; self.intValue = intValue }
    }

    public static func load(_ path: String) throws -> [Surface] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read surface file", file: path)
        }
        return try parse(data: data, path: path)
    }

    /// Surfaces from a surface file's bytes; `path` names it in errors and in each surface's sources.
    public static func parse(data: Data, path: String) throws -> [Surface] {
        let entries: [Entry]
        do {
            if let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "[") {
                entries = try JSONDecoder().decode([Entry].self, from: data)
            } else {
                entries = [try JSONDecoder().decode(Entry.self, from: data)]
            }
        } catch let error as DecodingError {
            throw InputError("invalid surface file: \(describe(error))", file: path)
        } catch {
            throw InputError("surface file is not valid JSON", file: path)
        }
        return try entries.enumerated().map { index, entry in
            let tracking: Double
            switch entry.tracking {
            case .points(let value): tracking = value
            case .sfPro: tracking = SFProTracking.tracking(at: entry.size)
            case nil: tracking = 0
            }
            let surface = Surface(name: entry.name, device: entry.device ?? "custom", style: entry.style ?? "body",
                                  size: entry.size, lineHeight: entry.lineHeight, tracking: tracking,
                                  width: entry.width, maxLines: entry.lines ?? 1, platform: entry.platform ?? .apple,
                                  sources: ["all": "user-defined in \(path)"])
            do {
                try surface.validate(file: path)
            } catch let error as InputError {
                throw InputError(error.message, at: SourceLocation(file: path, keyPath: "[\(index)]"))
            }
            return surface
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)): '\(key.stringValue)' is required"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
