import EllipsisBakedLocales
import EllipsisCore
import EllipsisLocaleData
import EllipsisTestSupport
import Foundation
import XCTest

/// Seeded random damage to real locale files and the schema: each result is a
/// value or an InputError with a place in the file, never a crash or another error.
final class LocaleDataMutationTests: XCTestCase {
    static let interesting = Array("\"\\{}[],: 0-1e9truefalsenull".utf8) + [0x00, 0xFF, 0xC3, 0x0A, 0x0D]

    func mutate(_ data: Data, _ random: inout SeededGenerator) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let i = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes[i] = Self.interesting.randomElement(using: &random) ?? 0
            case 1: bytes.remove(at: i)
            case 2: bytes.insert(Self.interesting.randomElement(using: &random) ?? 0, at: i)
            default: bytes = Array(bytes[..<i])
            }
        }
        return Data(bytes)
    }

    func testDamagedFilesAreErrorsAtAPlace() throws {
        let schema = BakedLocaleData.shared.lexiconSchema
        let seeds = try ["de", "ja", "ar"].map { try Data(contentsOf: LocaleFiles.directory.appendingPathComponent("\($0).json")) }
        let schemaSeed = try Data(contentsOf: LocaleFiles.directory.appendingPathComponent(LexiconSchema.relativePath))
        var random = SeededGenerator(state: 0x10CA1E)
        var errors = 0
        for iteration in 0..<1500 {
            let input = mutate(try XCTUnwrap(seeds.randomElement(using: &random)), &random)
            do {
                _ = try DirectoryLocaleDataProvider.parse(data: input, path: "x.json", identifier: "x", schema: schema)
            } catch let error as InputError {
                errors += 1
                XCTAssertEqual(error.location.file, "x.json")
                XCTAssertGreaterThan(error.location.line, 0, "#\(iteration): \(error)")
            } catch {
                XCTFail("#\(iteration): unexpected \(error)")
            }
            do {
                _ = try LexiconSchema.decode(mutate(schemaSeed, &random), file: "s.json")
            } catch is InputError {
            } catch {
                XCTFail("schema #\(iteration): unexpected \(error)")
            }
        }
        XCTAssertGreaterThan(errors, 1000, "files named x.json declaring another locale are errors too")
    }
}
