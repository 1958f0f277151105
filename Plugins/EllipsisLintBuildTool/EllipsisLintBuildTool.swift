import Foundation
import PackagePlugin

/// Lints a target's folder while it builds and shows the findings as build diagnostics:
/// `ellipsis lint --format xcode` prints `file:line:column: warning: ...` lines, which
/// SwiftPM and Xcode show as warnings and errors. A finding of severity error fails the
/// build (the lint exits 1), as a compiler error would.
///
/// The command's output is a Swift file holding one comment, compiled into the target:
/// SwiftPM runs a build command only for an output the target uses. It is written only
/// when the lint passes, so a failed lint runs again on the next build; any input that
/// changes (a string table, a catalog, a source file) runs it again too.
@main
struct EllipsisLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appending(path: "EllipsisLint\(target.name).swift")
        var options: [String] = []
        let configuration = context.package.directoryURL.appending(path: ".ellipsis.json")
        if FileManager.default.fileExists(atPath: configuration.path) {
            options += ["--config", configuration.path]
        }
        // A shell runs the lint and writes the stamp; the paths are absolute, so the
        // diagnostics point at the files wherever the build system runs the command.
        let script = """
            tool="$1"; folder="$2"; stamp="$3"; target="$4"; shift 4
            "$tool" lint "$folder" --format xcode --quiet "$@" || exit $?
            printf '// Ellipsis linted %s.\\n' "$target" > "$stamp"
            """
        return [
            .buildCommand(
                displayName: "Ellipsis: linting \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", try context.tool(named: "ellipsis").url.path,
                            target.directoryURL.path, stamp.path, target.name] + options,
                inputFiles: target.sourceFiles.map(\.url) + (options.isEmpty ? [] : [configuration]),
                outputFiles: [stamp]),
        ]
    }
}

