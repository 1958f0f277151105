import Foundation
import XCTest

/// docs/architecture.md's module map is Package.swift's: the same modules with
/// the same imports, and every import points to a lower layer, so the
/// dependencies go one way.
final class ModuleMapTests: XCTestCase {
    struct Row: Equatable {
        var module: String
        var layer: Int
        var imports: Set<String>
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: DeclaredDependencyTests.root.appendingPathComponent("docs/architecture.md"),
                              encoding: .utf8)
        guard let start = text.range(of: "<!-- module map"),
              let end = text.range(of: "<!-- end of module map -->", range: start.upperBound..<text.endIndex)
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, cells[1].hasPrefix("`"), let layer = Int(cells[2]) else { return nil }
            func name(_ cell: String) -> String { cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            let imports = cells[3].split(separator: ",").map { name($0.trimmingCharacters(in: .whitespaces)) }
            return Row(module: name(cells[1]), layer: layer, imports: Set(imports))
        }
    }

    func testTheMapIsThePackage() throws {
        let manifest = try PackageManifest(text: String(
            contentsOf: DeclaredDependencyTests.root.appendingPathComponent("Package.swift"), encoding: .utf8))
        let rows = try Self.rows()
        XCTAssertGreaterThan(rows.count, 10, "the map's rows were read")
        // Swift modules of the package: library and executable targets with Swift sources, not the tests'.
        let swiftTargets = try manifest.targets.filter { target in
            guard target.kind == .target || target.kind == .executableTarget, !target.path.hasPrefix("Tests/") else {
                return false
            }
            return try TargetSources.files(under: DeclaredDependencyTests.root.appendingPathComponent(target.path))
                .contains { $0.pathExtension == "swift" }
        }
        XCTAssertEqual(Set(rows.map(\.module)), Set(swiftTargets.map(\.name)),
                       "docs/architecture.md lists every Swift module of Package.swift, and only those")
        let layers = Dictionary(rows.map { ($0.module, $0.layer) }, uniquingKeysWith: { first, _ in first })
        for row in rows {
            guard let target = manifest.target(named: row.module) else { continue }
            XCTAssertEqual(row.imports, Set(target.dependencies), "\(row.module): the map and Package.swift differ")
            for dependency in row.imports {
                guard let below = layers[dependency] else { continue }
                XCTAssertLessThan(below, row.layer, "\(row.module) (layer \(row.layer)) imports \(dependency) (layer \(below))")
            }
        }
    }
}
