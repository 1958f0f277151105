@testable import EllipsisRules
import XCTest

final class ParallelItemsTests: XCTestCase {
    /// Results come back in the items' order, whatever thread made them, with nils left out.
    func testResultsKeepTheItemsOrder() {
        let items = Array(0..<10_000)
        let transform: @Sendable (Int) -> String? = { $0 % 7 == 0 ? nil : String($0 * 3) }
        XCTAssertEqual(ParallelItems.map(items, transform), items.compactMap(transform))
    }

    func testFewItemsAndNoItems() {
        XCTAssertEqual(ParallelItems.map([1, 2, 3]) { $0 * 2 }, [2, 4, 6])
        XCTAssertEqual(ParallelItems.map([Int]()) { $0 }, [])
    }
}
