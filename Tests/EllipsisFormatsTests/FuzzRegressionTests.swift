import EllipsisCore
import EllipsisFormats
import Foundation
import XCTest

/// Inputs the fuzzers of Fuzz/ found crashing, kept as seeds there; each must
/// now be an InputError.
final class FuzzRegressionTests: XCTestCase {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")

    /// A binary plist whose 8-byte object reference is above Int.max trapped
    /// converting it to Int.
    func testBinaryPlistReferenceBeyondIntIsAnInputError() throws {
        let data = try Data(contentsOf: Self.seeds.appendingPathComponent("FuzzBinaryPlist/regression-reference-beyond-int.bplist"))
        XCTAssertThrowsError(try PropertyListReader.read(data: data, path: "Info.plist")) { error in
            XCTAssertTrue(error is InputError, "\(error)")
        }
    }
}
