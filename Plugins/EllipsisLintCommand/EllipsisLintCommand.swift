import Foundation
import PackagePlugin

/// `swift package ellipsis-lint [--target NAME ...] [lint options]`: lints the folders of the
/// package's targets (their sources and resources: string tables, catalogs, Info.plist,
/// manifests, the code that makes actions) with the `ellipsis` built from this package.
/// Any other argument goes to `ellipsis lint` as it is (`--format sarif`, `--fail-on warning`).
/// The package's `.ellipsis.json`, when it has one, is the configuration unless `--config` is given.
/// Findings at or above `--fail-on` make the command fail, as `ellipsis lint` exits 1.
@main
struct EllipsisLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let root = context.package.directoryURL
        // Paths relative to the package root, which is where the command runs, so reports read well.
        let folders = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test }
            .map { relativePath($0.directoryURL, to: root) }
        guard !folders.isEmpty else {
            Diagnostics.warning("ellipsis-lint: the package has no source targets to lint")
            return
        }
        var lintArguments = ["lint"] + folders + extractor.remainingArguments
        let configuration = root.appending(path: ".ellipsis.json")
        if !extractor.remainingArguments.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }),
           FileManager.default.fileExists(atPath: configuration.path) {
            lintArguments += ["--config", ".ellipsis.json"]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "ellipsis").url
        process.arguments = lintArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw LintFailure("ellipsis lint found problems at or above --fail-on in \(folders.joined(separator: ", "))")
        default: throw LintFailure("ellipsis lint could not run (exit status \(process.terminationStatus))")
        }
    }

    func relativePath(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }
}

struct LintFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

