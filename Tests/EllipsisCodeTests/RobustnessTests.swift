@testable import EllipsisCode
import EllipsisTestSupport
import XCTest

/// Unreadable sources are skipped with a note; nothing stops the run.
final class RobustnessTests: XCTestCase {
    func testHugeAndUnparsableSourcesAreSkippedWithANote() {
        let huge = CodeSource(path: "Generated.swift", bytes: Array(repeating: UInt8(ascii: " "), count: CodeAnalysis.maximumFileSize + 1))
        let deep = CodeSource(path: "Deep.swift", bytes: Array((String(repeating: "\"\\(", count: 40) + "x").utf8))
        let fine = CodeSource(path: "Fine.swift", bytes: Array("let x = UIApplicationShortcutItem(type: \"a\", localizedTitle: \"A\")".utf8))
        let inventory = CodeAnalysis.analyze([huge, deep, fine])
        XCTAssertEqual(inventory.notes.map(\.file), ["Generated.swift", "Deep.swift"])
        XCTAssertTrue(inventory.notes[0].message.contains("larger than the 8 MB"))
        XCTAssertTrue(inventory.notes[1].message.contains("nested deeper"))
        XCTAssertEqual(inventory.actions.map(\.summary), ["quick-action@1 a literal:A"])
        XCTAssertEqual(inventory.files, ["Generated.swift", "Deep.swift", "Fine.swift"])
    }

    /// Found by FuzzSwiftLexer: declarations cut off by the end of the file, read ahead of the last token.
    func testDeclarationsCutOffAtTheEnd() {
        for source in ["extension A.", "enum E:", "class C.D", "func", "let", "case", "var x:", "init(", "enum E: String { case a ="] {
            for language in ["swift", "kt", "java", "m"] {
                XCTAssertEqual(CodeAnalysis.analyze([CodeSource(path: "F.\(language)", bytes: Array(source.utf8))]).actions, [])
            }
        }
    }

    /// Inputs the fuzz targets found crashing, kept as seeds, read again here.
    func testFuzzFindingsAreRead() throws {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")
        var read = 0
        for target in ["FuzzSwiftLexer", "FuzzObjectiveCLexer", "FuzzKotlinLexer", "FuzzJavaLexer"] {
            let folder = seeds.appendingPathComponent(target)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("regression-") {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
                _ = CodeAnalysis.analyze([CodeSource(path: name, bytes: bytes)])
                read += 1
            }
        }
        XCTAssertGreaterThan(read, 0)
    }

    func testRandomBytesAndTruncatedSourcesNeverCrash() {
        var random = SeededGenerator(state: 12)
        let sample = """
            func f() { UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
              UIMenu(title: NSLocalizedString("k", tableName: "T", comment: ""), children: [UIAction(title: "\\("x")") { _ in }]) } }
            let s = UIApplicationShortcutItem(type: #"a"#, localizedTitle: cond ? "a" : x ?? y, localizedSubtitle: \"\"\"
              multi
              \"\"\", icon: .init(type: .add))
            """
        let bytes = Array(sample.utf8)
        for language in ["swift", "m", "kt", "java"] {
            for cut in stride(from: 0, to: bytes.count, by: 7) {
                _ = CodeAnalysis.analyze([CodeSource(path: "F.\(language)", bytes: Array(bytes[..<cut]))])
            }
            for _ in 0..<60 {
                let noise = (0..<Int.random(in: 0..<400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                _ = CodeAnalysis.analyze([CodeSource(path: "F.\(language)", bytes: noise + bytes)])
            }
        }
    }
}
