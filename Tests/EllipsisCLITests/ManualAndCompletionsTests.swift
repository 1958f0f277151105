import EllipsisTestSupport
import Foundation
import XCTest

/// The man page and the shell completions say what --help says: the copies in docs/cli/ are what
/// the binary writes now (`make docs` writes them), and for every command the options --help lists
/// are the ones the man page describes and each completion script names (ShellCompletionTests asks
/// the shells themselves).
final class ManualAndCompletionsTests: XCTestCase {
    static let commands = ["lint", "measure", "inspect", "preview", "report", "budgets", "metrics", "rules", "manual", "completions"]
    static let generated = [("docs/cli/ellipsis.1", ["manual"]), ("docs/cli/ellipsis.bash", ["completions", "bash"]),
                            ("docs/cli/_ellipsis", ["completions", "zsh"]), ("docs/cli/ellipsis.fish", ["completions", "fish"])]

    func output(_ arguments: [String]) throws -> String {
        let result = try CLIRunner.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// `--name` words in a text, as a set.
    static func optionNames(_ text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(?<![a-z0-9-])--([a-z][a-z-]*[a-z])")
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// The options --help lists in its option column (not ones its prose mentions).
    static func helpOptions(_ command: String) throws -> Set<String> {
        let help = try CLIRunner.run([command, "--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        let usage = help.stdout.components(separatedBy: "\n\n").first ?? ""
        return optionNames(usage)
    }

    func optionNames(_ text: String) -> Set<String> { Self.optionNames(text) }
    func helpOptions(_ command: String) throws -> Set<String> { try Self.helpOptions(command) }

    func testGeneratedCopiesAreCurrent() throws {
        for (path, arguments) in Self.generated {
            let checkedIn = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(checkedIn, try output(arguments), "\(path) is stale: run `make docs`")
        }
    }

    func testTheManualDescribesEachCommandsOptions() throws {
        let manual = try output(["manual"]).replacingOccurrences(of: "\\-", with: "-")
        let sections = manual.components(separatedBy: "\n.SS \"ellipsis ")
        for command in Self.commands {
            let section = try XCTUnwrap(sections.first { $0.hasPrefix(command + " ") || $0.hasPrefix(command + "\"") },
                                        "the man page has no section for \(command)")
            let body = section.components(separatedBy: "\n.SH ").first ?? section
            let described = optionNames(body.split(separator: "\n").filter { $0.hasPrefix("\\fB--") }.joined(separator: "\n"))
            XCTAssertEqual(described.union(["help"]), try helpOptions(command), "man page and --help differ for \(command)")
        }
        XCTAssertTrue(manual.hasPrefix(".TH ELLIPSIS 1 \"\" \"ellipsis \(try output(["--version"]).split(separator: " ")[1].trimmingCharacters(in: .newlines))\""))
    }

    func testZshAndFishScriptsNameWhatHelpLists() throws {
        let zsh = try output(["completions", "zsh"])
        let fish = try output(["completions", "fish"])
        XCTAssertTrue(zsh.hasPrefix("#compdef ellipsis\n"))
        for command in Self.commands {
            let help = try helpOptions(command)
            let start = try XCTUnwrap(zsh.range(of: "\n    \(command))\n"), "zsh has no case for \(command)")
            let zshCase = zsh[start.upperBound...].components(separatedBy: "\n      ;;").first ?? ""
            let zshOptions = optionNames(zshCase)
            XCTAssertEqual(zshOptions, help, "zsh and --help differ for \(command)")
            let fishLines = fish.split(separator: "\n").filter { $0.contains("'__fish_seen_subcommand_from \(command)'") }
            let fishOptions = Set(fishLines.compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "-l"), index + 1 < words.count else { return nil }
                return String(words[index + 1])
            })
            XCTAssertEqual(fishOptions, help, "fish and --help differ for \(command)")
        }
    }

    func testVersionComesFromOnePlace() throws {
        let version = try output(["--version"])
        XCTAssertTrue(version.range(of: #"^ellipsis [0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil, version)
        let number = version.split(separator: " ")[1].trimmingCharacters(in: .newlines)
        let source = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Sources/EllipsisCore/EllipsisVersion.swift"),
                                encoding: .utf8)
        XCTAssertTrue(source.contains("current = \"\(number)\""))
        // The SARIF report names the same version.
        let sarif = try CLIRunner.run(["lint", CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas-strings").path,
                                       "--format", "sarif", "--fail-on", "never", "--quiet"])
        XCTAssertTrue(sarif.stdout.contains("\"version\": \"\(number)\"") || sarif.stdout.contains("\"version\":\"\(number)\""),
                      String(sarif.stdout.prefix(400)))
    }
}
