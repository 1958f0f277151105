import Foundation
import XCTest

/// Package.swift says what the code does: every target depends on exactly the
/// targets its files use. A Swift file uses a target by importing it, a C file
/// by including a header the target offers, and a test or plugin uses an
/// executable by running it (naming it in a string). A module imported without
/// being declared builds only by luck of the build order; one declared and not
/// used draws a line in the module map that the code does not.
final class DeclaredDependencyTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func manifest() throws -> PackageManifest {
        try PackageManifest(text: String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    func testTheManifestIsReadWhole() throws {
        let manifest = try manifest()
        // Every folder of Sources/ and Tests/ is a target the scanner found.
        for parent in ["Sources", "Tests"] {
            let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(parent).path)
            for folder in folders where !folder.hasPrefix(".") {
                XCTAssertTrue(manifest.targets.contains { $0.path == "\(parent)/\(folder)" },
                              "\(parent)/\(folder) is not a target Package.swift declares")
            }
        }
        XCTAssertEqual(manifest.target(named: "CICUShim")?.dependencies, ["CICU"])
        XCTAssertEqual(manifest.target(named: "EllipsisTestSupport")?.path, "Tests/EllipsisTestSupport")
    }

    func testDeclaredDependenciesAreTheOnesUsed() throws {
        let manifest = try manifest()
        let byModule = Dictionary(manifest.targets.map { ($0.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
        var offered: [String: [String]] = [:]
        for target in manifest.targets where target.kind == .systemLibrary || target.kind == .target {
            offered[target.name] = try OfferedHeaders.headers(of: target, root: Self.root)
        }
        var problems: [String] = []
        for target in manifest.targets where target.kind != .systemLibrary {
            let sources = try TargetSources(of: target, root: Self.root)
            var used: Set<String> = []
            for module in sources.swiftImports {
                guard let imported = byModule[module], imported.name != target.name else { continue }
                used.insert(imported.name)
            }
            for header in sources.cIncludes {
                for (name, headers) in offered where name != target.name && OfferedHeaders.uses(header, offered: headers) {
                    used.insert(name)
                }
            }
            for dependency in target.dependencies where manifest.target(named: dependency)?.kind == .executableTarget
                && sources.stringLiterals.contains(dependency) {
                used.insert(dependency)
            }
            let declared = Set(target.dependencies)
            for name in used.subtracting(declared).sorted() {
                problems.append("\(target.name) uses \(name) without declaring it")
            }
            for name in declared.subtracting(used).sorted() {
                problems.append("\(target.name) declares \(name), which none of its files uses")
            }
        }
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
    }

    /// The scanner itself: the forms of import and include the package uses.
    func testImportsAndIncludesAreRecognised() {
        let swift = """
            import Foundation
            @testable import EllipsisRules
            @preconcurrency import struct EllipsisCore.LocaleID
              import EllipsisText // indented
            // import NotThis
            let text = "import NorThis"
            """
        XCTAssertEqual(TargetSources.imports(in: swift), ["Foundation", "EllipsisRules", "EllipsisCore", "EllipsisText"])
        let c = "#include <unicode/ubrk.h>\n#include \"local.h\"\n  #include <stdlib.h>\n"
        XCTAssertEqual(TargetSources.includes(in: c), ["unicode/ubrk.h", "local.h", "stdlib.h"])
        XCTAssertTrue(OfferedHeaders.uses("unicode/ubrk.h", offered: ["unicode/utypes.h"]))
        XCTAssertTrue(OfferedHeaders.uses("hb.h", offered: ["hb.h", "hb-ot.h"]))
        XCTAssertFalse(OfferedHeaders.uses("stdlib.h", offered: ["hb.h", "unicode/utypes.h"]))
    }

    func testTheScannerReadsDependencyForms() throws {
        let manifest = try PackageManifest(text: """
            let package = Package(name: "P", products: [.library(name: "A", targets: ["A"])], targets: [
                // .target(name: "Commented"),
                .target(name: "A", dependencies: ["B", .target(name: "C"), .product(name: "D", package: "p")],
                        exclude: ["README.md"]),
                .testTarget(name: "ATests", dependencies: ["A"], path: "Checks/A"),
                .systemLibrary(name: "B", pkgConfig: "b", providers: [.apt(["libb-dev"])]),
            ])
            """)
        XCTAssertEqual(manifest.targets.map(\.name), ["A", "ATests", "B"])
        XCTAssertEqual(manifest.target(named: "A")?.dependencies, ["B", "C", "D"])
        XCTAssertEqual(manifest.target(named: "A")?.exclude, ["README.md"])
        XCTAssertEqual(manifest.target(named: "ATests")?.path, "Checks/A")
        XCTAssertEqual(manifest.target(named: "B")?.dependencies, [])
    }
}
