import EllipsisBakedLocales
import EllipsisCore
import EllipsisTestSupport
import Foundation
import XCTest
@testable import EllipsisLocaleData

/// The baked module is written at build time from Locales/, so it cannot be
/// stale; what is left to check is that it says what the files say, every
/// locale and every string to the byte, and that the generator finds new
/// files by itself and stops a build on a bad one with its place.
final class LocaleBakeTests: XCTestCase {
    /// The same value written the same way: JSON with sorted keys keeps every
    /// string's bytes, where `==` on strings would forgive a change of normal form.
    static func bytes<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    func testBakedDataEqualsTheFiles() throws {
        let decoded = try LocaleFiles.decoded()
        XCTAssertEqual(BakedLocaleData.shared.identifiers, decoded.map(\.identifier))
        for (identifier, data) in decoded {
            let baked = try XCTUnwrap(BakedLocaleData.shared.data(for: identifier), identifier)
            XCTAssertEqual(baked, data, identifier)
            XCTAssertEqual(try Self.bytes(baked), try Self.bytes(data), identifier)
        }
    }

    func testBakedSchemaEqualsTheFile() throws {
        let schema = try LocaleFiles.schema()
        XCTAssertEqual(BakedLocaleData.shared.lexiconSchema, schema)
        XCTAssertEqual(try Self.bytes(BakedLocaleData.shared.lexiconSchema), try Self.bytes(schema))
    }

    /// SwiftPM asks the plugin again only when a target's folder changes shape; the baked
    /// module's link to Locales/ is what makes adding or removing a locale plan the build again.
    func testTheBakedModuleWatchesTheLocalesFolder() throws {
        let link = LocaleFiles.packageRoot.appendingPathComponent("Sources/EllipsisBakedLocales/Locales")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "../../Locales")
        XCTAssertEqual(link.resolvingSymlinksInPath().path, LocaleFiles.directory.resolvingSymlinksInPath().path)
    }

    // MARK: The generator, run as the plugin runs it, on folders of the test's own

    static var generator: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("bake-locales")
        }
        return Bundle.main.bundleURL.appendingPathComponent("bake-locales")
    }

    /// A package root holding Locales/ with the schema and the given files.
    func makeRoot(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-bake-\(UUID().uuidString)")
        let schema = root.appendingPathComponent("Locales/schema")
        try FileManager.default.createDirectory(at: schema, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: LocaleFiles.directory.appendingPathComponent(LexiconSchema.relativePath),
                                         to: root.appendingPathComponent("Locales").appendingPathComponent(LexiconSchema.relativePath))
        for (name, text) in files {
            try Data(text.utf8).write(to: root.appendingPathComponent("Locales").appendingPathComponent(name))
        }
        return root
    }

    func runGenerator(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Self.generator
        process.arguments = arguments
        let (output, errors) = try ProcessOutput.collect(process, timeout: 60)
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    func german() throws -> String {
        try String(contentsOf: LocaleFiles.directory.appendingPathComponent("de.json"), encoding: .utf8)
    }

    /// A new locale is one file: the generator lists the folder, so a file
    /// nobody named anywhere else is baked, and its strings keep every character.
    func testANewFileIsBakedWithNothingElseChanged() throws {
        let luxembourgish = try german()
            .replacingOccurrences(of: #""locale": "de""#, with: #""locale": "lb""#)
            .replacingOccurrences(of: #""name": "German""#, with: #""name": "Luxembourgish \"Lëtzebuergesch\" \\ \u200D""#)
            .replacingOccurrences(of: #""icuLocale": "de""#, with: #""icuLocale": "lb""#)
        let root = try makeRoot(["de.json": try german(), "lb.json": luxembourgish, "notes.txt": "not a locale"])
        let output = root.appendingPathComponent("BakedLocaleTable.swift")
        let result = try runGenerator(["--root", root.path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let source = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(source.contains(#"static let identifiers: [String] = ["de", "lb"]"#), source)
        XCTAssertTrue(source.contains(#"case "lb": return BakedLocale_lb.data"#))
        // Quotes and backslashes escaped, the invisible joiner spelt out.
        XCTAssertTrue(source.contains(#"name: "Luxembourgish \"Lëtzebuergesch\" \\ \u{200D}""#), source)
        // Typed values, not JSON text to decode at run time.
        XCTAssertTrue(source.contains("lexicon: LocaleData.Lexicon(lists: ["))
        XCTAssertFalse(source.contains(#""locale": "#))

        // Run again with nothing changed: the file is left as it is (and so not compiled again).
        let written = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        XCTAssertEqual(try runGenerator(["--root", root.path, "--output", output.path]).status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date, written)

        let check = try runGenerator(["--root", root.path, "--check"])
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stdout.contains("2 locale files"), check.stdout)
    }

    /// A bad file fails the build as a compiler would: `Locales/xx.json:line:column: error:`,
    /// every problem of every file, and no output written.
    func testBadFilesFailWithTheirPlaces() throws {
        let text = try german()
        let misspelt = text.replacingOccurrences(of: #""genericVerbs""#, with: #""genericVerb""#)
        let wrongDirection = text.replacingOccurrences(of: #""direction": "ltr""#, with: #""direction": "up""#)
            .replacingOccurrences(of: #""locale": "de""#, with: #""locale": "fr""#)
        let root = try makeRoot(["de.json": misspelt, "fr.json": wrongDirection])
        let output = root.appendingPathComponent("BakedLocaleTable.swift")
        let result = try runGenerator(["--root", root.path, "--output", output.path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        let lines = text.components(separatedBy: "\n")
        let genericLine = (lines.firstIndex { $0.contains(#""genericVerbs""#) } ?? 0) + 1
        let genericColumn = (lines[genericLine - 1].range(of: "\"genericVerbs\"").map {
            lines[genericLine - 1].unicodeScalars.distance(from: lines[genericLine - 1].startIndex, to: $0.lowerBound)
        } ?? 0) + 1
        XCTAssertTrue(result.stderr.contains("Locales/de.json:\(genericLine):\(genericColumn): error: unknown key 'lexicon.genericVerb'"),
                      result.stderr)
        let directionLine = (lines.firstIndex { $0.contains(#""direction": "ltr""#) } ?? 0) + 1
        XCTAssertTrue(result.stderr.contains("Locales/fr.json:\(directionLine):3: error: direction 'up' is neither 'ltr' nor 'rtl'"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("Locales/fr.json:"), "every file is reported, not only the first")
    }

    func testABadSchemaFailsWithItsPlace() throws {
        let root = try makeRoot(["de.json": try german()])
        let schemaURL = root.appendingPathComponent("Locales").appendingPathComponent(LexiconSchema.relativePath)
        let schema = try String(contentsOf: schemaURL, encoding: .utf8)
            .replacingOccurrences(of: #""disjointFrom": ["resultVerbs"]"#, with: #""disjointFrom": ["resultVerb"]"#)
        try Data(schema.utf8).write(to: schemaURL)
        let result = try runGenerator(["--root", root.path, "--check"])
        XCTAssertNotEqual(result.status, 0)
        let line = (schema.components(separatedBy: "\n").firstIndex { $0.contains(#"["resultVerb"]"#) } ?? 0) + 1
        XCTAssertTrue(result.stderr.contains("Locales/schema/lexicon-lists.json:\(line):"), result.stderr)
        XCTAssertTrue(result.stderr.contains("'resultVerb', which is not declared"), result.stderr)
    }
}
