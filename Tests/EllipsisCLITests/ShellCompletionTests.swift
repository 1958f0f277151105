import EllipsisTestSupport
import Foundation
import XCTest

/// The completions `ellipsis completions SHELL` writes, loaded and asked by each shell itself: bash
/// through the function `complete -p ellipsis` names, called with COMP_WORDS as bash calls it; zsh
/// through compinit and a Tab pressed in an interactive shell (Shells/complete.zsh); fish through
/// `complete -C`. Each shell must offer the commands, every option --help lists, and the values of
/// options that take a choice. A shell that is not installed is skipped (scripts/install-deps.sh completions).
final class ShellCompletionTests: XCTestCase {
    typealias Complete = (_ words: [String], _ folder: URL?) throws -> [String]

    static let commands = ManualAndCompletionsTests.commands
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-shells-\(UUID().uuidString)")

    override func setUpWithError() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func installed(_ shell: String) throws -> String {
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw XCTSkip("\(shell) is not installed (scripts/install-deps.sh completions)") }
        return path
    }

    /// Writes what `ellipsis completions SHELL` prints to `name` in the scratch folder.
    func completionScript(_ shell: String, named name: String) throws -> URL {
        let result = try CLIRunner.run(["completions", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        let file = scratch.appendingPathComponent(name)
        try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func run(_ executable: String, _ arguments: [String], in folder: URL?) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let (stdout, stderr) = try ProcessOutput.collect(process, timeout: 60)
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: stderr, as: UTF8.self))
        return String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The options `ellipsis COMMAND --help` lists, as --name words.
    func helpOptions(_ command: String) throws -> Set<String> {
        Set(try ManualAndCompletionsTests.helpOptions(command).map { "--" + $0 })
    }

    /// What every shell must offer for `ellipsis WORDS...`, the last word being completed.
    func assertOffersWhatHelpLists(_ complete: Complete, shell: String) throws {
        func offered(_ words: [String], in folder: URL? = nil) throws -> Set<String> {
            Set(try complete(words, folder).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        }
        let first = try offered([""])
        XCTAssertTrue(first.isSuperset(of: Self.commands), "\(shell) offers \(first.sorted()) for `ellipsis `")
        XCTAssertTrue(first.isSubset(of: Self.commands + ["--help", "--version"]), "\(shell): \(first.sorted())")
        XCTAssertEqual(try offered(["--"]), ["--help", "--version"], shell)
        XCTAssertEqual(try offered(["li"]), ["lint"], shell)
        for command in Self.commands {
            XCTAssertEqual(try offered([command, "--"]), try helpOptions(command), "\(shell) and --help differ for \(command)")
        }
        XCTAssertEqual(try offered(["lint", "--fo"]), ["--format"], shell)
        XCTAssertEqual(try offered(["lint", "--format", ""]), ["text", "json", "sarif", "xcode", "github", "junit"], shell)
        XCTAssertEqual(try offered(["lint", "--fail-on", "w"]), ["warning"], shell)
        XCTAssertEqual(try offered(["completions", ""]), ["bash", "zsh", "fish"], shell)
        XCTAssertEqual(try offered(["measure", "--surface", "shortcut."]), ["shortcut.short", "shortcut.long"], shell)
        XCTAssertEqual(try offered(["measure", "--text-size", "AX"]), ["AX1", "AX2", "AX3", "AX4", "AX5"], shell)
        // Paths where a command takes paths: the corpus folders.
        XCTAssertEqual(try offered(["lint", "atlas-s"], in: CLIRunner.packageRoot.appendingPathComponent("Corpora")),
                       ["atlas-strings"], shell)
    }

    func testBash() throws {
        let bash = try installed("bash")
        let script = try completionScript("bash", named: "ellipsis.bash")
        try assertOffersWhatHelpLists({ words, folder in
            let quoted = (["ellipsis"] + words).map { "'\($0)'" }.joined(separator: " ")
            // As bash does on Tab: the function registered for the command, with the words, the
            // line, the cursor at its end, and the command, the word and the one before as arguments.
            return try self.run(bash, ["--norc", "--noprofile", "-c", """
                source "\(script.path)"
                spec=$(complete -p ellipsis) || { echo "no completion registered for ellipsis" >&2; exit 3; }
                function=${spec##*-F }; function=${function%% *}
                COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
                COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                "$function" ellipsis "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """], in: folder)
        }, shell: "bash")
    }

    func testZsh() throws {
        let zsh = try installed("zsh")
        // compinit finds the function by its file name and `#compdef ellipsis` line, as in fpath.
        _ = try completionScript("zsh", named: "_ellipsis")
        let driver = CLIRunner.packageRoot.appendingPathComponent("Tests/EllipsisCLITests/Shells/complete.zsh").path
        try assertOffersWhatHelpLists({ words, folder in
            try self.run(zsh, ["-f", driver, self.scratch.path, (["ellipsis"] + words).joined(separator: " ")], in: folder)
        }, shell: "zsh")
    }

    func testFish() throws {
        let fish = try installed("fish")
        let script = try completionScript("fish", named: "ellipsis.fish")
        try assertOffersWhatHelpLists({ words, folder in
            // `complete -C LINE` prints each candidate, a tab and its description.
            try self.run(fish, ["--no-config", "-c", "source $argv[1]; and complete -C $argv[2]", script.path,
                                (["ellipsis"] + words).joined(separator: " ")], in: folder)
                .map { String($0.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)[0]) }
        }, shell: "fish")
    }
}
