import EllipsisTestSupport
import Foundation
import XCTest

/// The Run Script build phase of Corpora/xcode-harbor, run as Xcode runs it: its script read from
/// project.pbxproj, started with the phase's shell and Xcode's SRCROOT and DERIVED_FILE_DIR.
final class XcodeBuildPhaseTests: XCTestCase {
    static let project = CLIRunner.packageRoot.appendingPathComponent("Corpora/xcode-harbor")

    struct Phase {
        var shellPath: String
        var script: String
        var inputPaths: [String]
        var outputPaths: [String]
    }

    /// A quoted pbxproj string's value (its escapes undone), or a bare word as it is.
    static func value(_ text: Substring) -> String {
        guard text.hasPrefix("\"") else { return String(text) }
        var out = "", escaped = false
        for character in text.dropFirst() {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                break
            } else {
                out.append(character)
            }
        }
        return out
    }

    static func phase(named name: String, in pbxproj: String) throws -> Phase {
        let start = try XCTUnwrap(pbxproj.range(of: "/* \(name) */ = {\n\t\t\tisa = PBXShellScriptBuildPhase;"))
        let body = pbxproj[start.upperBound...].prefix { $0 != "}" }
        func setting(_ key: String) -> Substring? {
            body.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(key + " = ") }
                .map { line in line.drop { $0 != "=" }.dropFirst(2).dropLast() }
        }
        func list(_ key: String) -> [String] {
            guard let open = body.range(of: "\(key) = (\n") else { return [] }
            let items = body[open.upperBound...]
            return items[..<(items.range(of: "\n\t\t\t);")?.lowerBound ?? items.endIndex)].split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .map { value(Substring($0.hasSuffix(",") ? String($0.dropLast()) : $0)) }
        }
        return Phase(shellPath: value(try XCTUnwrap(setting("shellPath"))), script: value(try XCTUnwrap(setting("shellScript"))),
                     inputPaths: list("inputPaths"), outputPaths: list("outputPaths"))
    }

    func run(_ phase: Phase, sourceRoot: URL, derived: URL, path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: phase.shellPath)
        process.arguments = ["-c", phase.script]
        process.environment = ["SRCROOT": sourceRoot.path, "DERIVED_FILE_DIR": derived.path, "PATH": path]
        let (stdout, stderr) = try ProcessOutput.collect(process, timeout: 120)
        return (process.terminationStatus, String(decoding: stdout + stderr, as: UTF8.self))
    }

    func testTheRunScriptPhaseReportsEachSourceAtItsLineAndFailsOnAnError() throws {
        let pbxproj = try String(contentsOf: Self.project.appendingPathComponent("Harbor.xcodeproj/project.pbxproj"),
                                 encoding: .utf8)
        let phase = try Self.phase(named: "Ellipsis", in: pbxproj)
        XCTAssertTrue(phase.script.contains("ellipsis lint \"$SRCROOT/Harbor\" --format xcode"), phase.script)
        // It runs before Compile Sources, and every input it declares exists.
        let phases = try XCTUnwrap(pbxproj.range(of: "buildPhases = ("))
        let order = pbxproj[phases.upperBound...].prefix { $0 != ")" }
        XCTAssertLessThan(try XCTUnwrap(order.range(of: "/* Ellipsis */")).lowerBound,
                          try XCTUnwrap(order.range(of: "/* Sources */")).lowerBound)
        for input in phase.inputPaths {
            let path = input.replacingOccurrences(of: "$(SRCROOT)", with: Self.project.path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "the phase's input \(input) does not exist")
        }
        XCTAssertEqual(phase.outputPaths, ["$(DERIVED_FILE_DIR)/ellipsis-lint.stamp"])

        // A copy of the project, so the fix below touches nothing in Corpora/.
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let root = work.appendingPathComponent("Harbor Project")  // Xcode paths have spaces
        let derived = work.appendingPathComponent("DerivedSources")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: derived, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.project, to: root)
        let path = CLIRunner.productsDirectory.path + ":/usr/bin:/bin"
        let stamp = derived.appendingPathComponent("ellipsis-lint.stamp")

        let failed = try run(phase, sourceRoot: root, derived: derived, path: path)
        XCTAssertEqual(failed.status, 1, failed.output)
        let issues = failed.output.split(separator: "\n").filter { !$0.contains(": note: ") }
        let harbor = root.appendingPathComponent("Harbor").path
        XCTAssertEqual(issues.count, 3, failed.output)
        XCTAssertTrue(issues.contains { $0.hasPrefix("\(harbor)/InfoPlist.xcstrings:83:23: error: [de] cut at the default text size") },
                      failed.output)
        XCTAssertTrue(issues.contains { $0.hasPrefix("\(harbor)/Info.plist:37:12: warning: [ja] no title translation 'Buy a Ticket'") },
                      failed.output)
        XCTAssertTrue(issues.contains { $0.hasPrefix("\(harbor)/Localizable.xcstrings:23:23: warning: [fr] identical to the en source")
                && $0.contains("(set in code at Sources/QuickActions.swift:13)") }, failed.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path), "a failed lint writes no stamp")

        // The German title shortened: warnings only, the build goes on and the stamp is written.
        let catalog = root.appendingPathComponent("Harbor/InfoPlist.xcstrings")
        try (try String(contentsOf: catalog, encoding: .utf8))
            .replacingOccurrences(of: "Eine Fahrkarte für die nächste Überfahrt kaufen und bezahlen", with: "Fahrkarte kaufen")
            .write(to: catalog, atomically: true, encoding: .utf8)
        let passed = try run(phase, sourceRoot: root, derived: derived, path: path)
        XCTAssertEqual(passed.status, 0, passed.output)
        XCTAssertFalse(passed.output.contains(": error: "), passed.output)
        XCTAssertEqual(passed.output.split(separator: "\n").filter { $0.contains(": warning: ") }.count, 2, passed.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp.path))

        // Without Ellipsis installed the phase says so and the build goes on (the phase also looks in
        // /usr/local/bin and /opt/homebrew/bin, where `make install` may have put one on this machine).
        guard !["/usr/local/bin/ellipsis", "/opt/homebrew/bin/ellipsis"].contains(where: FileManager.default.fileExists) else { return }
        let absent = try run(phase, sourceRoot: root, derived: derived, path: "/usr/bin:/bin")
        XCTAssertEqual(absent.status, 0, absent.output)
        XCTAssertEqual(absent.output, "warning: ellipsis is not installed; quick actions were not checked\n")
    }
}
