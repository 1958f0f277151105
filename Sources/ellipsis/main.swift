import EllipsisCore
import Foundation

// `ellipsis` dispatches to one subcommand; each lives in its own file.
// Exit statuses (docs/contract.md): 0 clean, 1 findings at or above --fail-on,
// 2 usage error or unreadable/malformed input.

func writeError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    FileHandle.standardError.write(Data(line.utf8))
}

func runMain() -> Int32 {
    StartupLine.mark()
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
        writeError(CommandTable.usage)
        return 2
    }
    arguments.removeFirst()
    do {
        switch command {
        case "-h", "--help", "help":
            print(CommandTable.usage)
            return 0
        case "--version", "version":
            print("ellipsis \(EllipsisVersion.current)")
            return 0
        default:
            guard let run = subcommands[command] else {
                throw UsageError("unknown command '\(command)'\n\n\(CommandTable.usage)")
            }
            return try run(arguments)
        }
    } catch let error as UsageError {
        writeError(error.description)
        return 2
    } catch let error as InputError {
        writeError(error.description)
        return 2
    } catch let errors as InputErrors {
        writeError(errors.description)
        return 2
    } catch {
        writeError("error: \(error)")
        return 2
    }
}

exit(runMain())
