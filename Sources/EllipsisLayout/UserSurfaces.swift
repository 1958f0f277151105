import EllipsisCore
import Foundation

/// Surfaces a user defines in a JSON file: an array of objects (or one object) with
/// `name`, `width` and `size` required, and `lines` (default 1), `style` (default
/// `body`), `tracking` (default 0, or `"sf-pro"` for SF Pro's tracking at the size),
/// `device` (default `custom`) and `platform` (`apple` or `android`) optional.
public enum UserSurfaces {
    public static func load(_ path: String) throws -> [Surface] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read surface file", file: path)
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw InputError("surface file is not valid JSON", file: path, line: 1, column: 1)
        }
        let objects: [Any]
        if let array = root as? [Any] { objects = array } else { objects = [root] }
        return try objects.enumerated().map { index, value in
            try surface(from: value, path: path, keyPath: "[\(index)]")
        }
    }

    static func surface(from value: Any, path: String, keyPath: String) throws -> Surface {
        func fail(_ message: String) -> InputError {
            InputError(message, at: SourceLocation(file: path, keyPath: keyPath))
        }
        guard let object = value as? [String: Any] else { throw fail("\(keyPath): a surface must be a JSON object") }
        let known: Set<String> = ["name", "width", "size", "lines", "style", "tracking", "device", "platform", "lineHeight"]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail("\(keyPath): unknown key '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        guard let name = object["name"] as? String, !name.isEmpty else { throw fail("\(keyPath): 'name' (a string) is required") }
        func number(_ key: String) throws -> Double? {
            guard let raw = object[key] else { return nil }
            guard let number = raw as? NSNumber, !(raw is Bool), number.doubleValue.isFinite else {
                throw fail("\(keyPath).\(key): expected a number")
            }
            return number.doubleValue
        }
        guard let width = try number("width") else { throw fail("\(keyPath): 'width' (points) is required") }
        guard let size = try number("size") else { throw fail("\(keyPath): 'size' (points) is required") }
        let lines = try number("lines") ?? 1
        guard lines == lines.rounded(), lines >= 0, lines < 10_000 else { throw fail("\(keyPath).lines: expected a whole number >= 0") }
        let tracking: Double
        if let text = object["tracking"] as? String {
            guard text == "sf-pro" else { throw fail("\(keyPath).tracking: expected a number or \"sf-pro\"") }
            tracking = SFProTracking.tracking(at: size)
        } else {
            tracking = try number("tracking") ?? 0
        }
        let platformName = object["platform"] as? String ?? "apple"
        guard let platform = FontPlatform(rawValue: platformName) else {
            throw fail("\(keyPath).platform: expected \"apple\" or \"android\"")
        }
        let surface = Surface(name: name, device: object["device"] as? String ?? "custom", textSize: nil,
                              style: object["style"] as? String ?? "body", size: size,
                              lineHeight: try number("lineHeight"), tracking: tracking, width: width,
                              maxLines: Int(lines), platform: platform, sources: ["all": "user-defined in \(path)"])
        do {
            try surface.validate(file: path)
        } catch let error as InputError {
            throw fail("\(keyPath): \(error.message)")
        }
        return surface
    }
}
