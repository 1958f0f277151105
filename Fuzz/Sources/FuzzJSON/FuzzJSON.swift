import EllipsisCore
import Foundation

/// libFuzzer entry point: the JSON reader, and the writer behind it. Any input must
/// end in a value or an InputError, never a crash, a hang or unbounded memory; and
/// a value read, written again (compact and pretty) and read back must be the same
/// value, or the reader and the writer disagree about JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? JSONReader.read(data: data, path: "fuzz.json", duplicateKeys: .keep)
    guard let node = try? JSONReader.read(data: data, path: "fuzz.json") else { return 0 }
    let tree = written(node)
    for style in [JSONWriter.Style.compact, .pretty, .prettySpacedColons] {
        let text = tree.serialized(style)
        guard let again = try? JSONReader.read(data: Data(text.utf8), path: "again.json"), same(tree, again) else {
            fatalError("written JSON does not read back as written: \(text.prefix(200))")
        }
    }
    return 0
}

/// The tree as the writer takes it (numbers as Doubles, which JSON's writers share).
private func written(_ node: JSONNode) -> OrderedJSON {
    switch node.value {
    case .object(let members): return .object(members.map { ($0.key, written($0.value)) })
    case .array(let elements): return .array(elements.map(written))
    case .string(let text): return .string(text)
    case .number: return node.doubleValue.map { $0.isFinite ? .number($0) : .null } ?? .null
    case .bool(let flag): return .bool(flag)
    case .null: return .null
    }
}

private func same(_ tree: OrderedJSON, _ node: JSONNode) -> Bool {
    switch (tree, node.value) {
    case (.object(let a), .object(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { $0.0.utf8.elementsEqual($1.key.utf8) && same($0.1, $1.value) }
    case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
    case (.number(let a), .number): return node.doubleValue == a
    case (.integer(let a), .number): return node.intValue == a
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    default: return false
    }
}
