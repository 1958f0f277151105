@testable import EllipsisCore
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
        XCTAssertEqual(ParallelItems.flatMap([String](), at: []) { [$0] }, [])
    }

    /// Items picked by position, each giving none, one or several results, on more threads than
    /// the machine may have: the results are those of one thread going through them in turn.
    func testChosenItemsKeepTheirOrderOnManyThreads() {
        let items = (0..<20_000).map { "item \($0)" }
        let chosen = Array(stride(from: 3, to: items.count, by: 3))
        let transform: @Sendable (String) -> [String] = { item in
            let number = Int(item.dropFirst(5))!
            return (0..<(number % 4)).map { "\(item)/\($0)" }
        }
        let serial = chosen.flatMap { transform(items[$0]) }
        for cores in [1, 2, 3, 8] {
            XCTAssertEqual(ParallelItems.flatMap(items, at: chosen, cores: cores, transform), serial, "\(cores) threads")
        }
    }
}

extension ParallelItemsTests {
    /// Sorted in runs on several threads and merged: the order of Swift's stable sort, ties
    /// (equal keys) in their first order.
    func testSortingOnSeveralThreadsKeepsTheStableOrder() {
        let items = (0..<5_000).map { index in (key: index * 7_919 % 50, index: index) }
        let expected = items.sorted { $0.key < $1.key }
        for cores in [1, 2, 3, 5] {
            let sorted = ParallelItems.sorted(items, cores: cores) { $0.key < $1.key }
            XCTAssertEqual(sorted.map(\.index), expected.map(\.index), "\(cores) threads")
        }
    }
}

extension ParallelItemsTests {
    /// `taskset -c 0` leaves one processor to the process: it is not given two threads.
    func testTheAffinityMaskBoundsTheThreads() {
        XCTAssertEqual(ParallelItems.allowedProcessors(status: "Name:\tellipsis\nCpus_allowed:\t1\nCpus_allowed_list:\t0\n"), 1)
        XCTAssertEqual(ParallelItems.allowedProcessors(status: "Cpus_allowed:\t3\n"), 2)
        XCTAssertEqual(ParallelItems.allowedProcessors(status: "Cpus_allowed:\tffffffff,00000f0f\n"), 40)
        XCTAssertNil(ParallelItems.allowedProcessors(status: "Name:\tellipsis\n"))
        XCTAssertGreaterThanOrEqual(ParallelItems.cores, 1)
    }
}

extension ParallelItemsTests {
    /// Runs made a batch at a time on several threads are handed on in their order, each once,
    /// covering every item, however many threads and whatever the run's size.
    func testRunsAreHandedOnInOrderOnAnyNumberOfThreads() {
        for count in [0, 1, 5, 257, 1_000] {
            for runSize in [1, 3, 64, 2_000] {
                for cores in [1, 2, 3, 8] {
                    var seen: [Int] = []
                    ParallelItems.inOrder(count: count, runSize: runSize, cores: cores, { range in
                        range.map { $0 * 2 }
                    }, consume: { seen += $0 })
                    XCTAssertEqual(seen, (0..<count).map { $0 * 2 }, "\(count) items, runs of \(runSize), \(cores) threads")
                }
            }
        }
    }

    /// An error from `consume` is thrown on, and the runs after its batch are never made: a
    /// folder's files are not all read when the first of them is already known to be broken.
    func testAnErrorInConsumeStopsTheRunsAfterItsBatch() {
        struct Stop: Error {}
        for cores in [1, 2, 8] {
            let made = MadeRuns()
            var consumed: [Int] = []
            XCTAssertThrowsError(try ParallelItems.inOrder(count: 1_000, runSize: 1, cores: cores, runsPerCore: 2, { range in
                made.add(range.lowerBound)
                return range.lowerBound
            }, consume: { run in
                consumed.append(run)
                if run == 3 { throw Stop() }
            })) { XCTAssertTrue($0 is Stop) }
            XCTAssertEqual(consumed, [0, 1, 2, 3], "\(cores) threads")
            // One core makes each run as it is taken; more make a batch (a few runs per core) at a time.
            XCTAssertEqual(made.runs.sorted(), Array(0..<(cores == 1 ? 4 : cores * 2)), "\(cores) threads")
        }
    }
}

/// The runs a body was asked to make, from any thread.
private final class MadeRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [Int] = []

    func add(_ run: Int) { lock.withLock { made.append(run) } }

    var runs: [Int] { lock.withLock { made } }
}
