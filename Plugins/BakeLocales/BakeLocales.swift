import Foundation
import PackagePlugin

/// Writes Locales/*.json as Swift values for the target it is applied to
/// (EllipsisBakedLocales) by running `bake-locales`, which validates every
/// file first: a bad file fails the build with `Locales/xx.json:line:column:`.
///
/// The folder is listed here, not in a list kept by hand, so a new locale is
/// one file. Every file is an input, so editing one bakes again. SwiftPM asks
/// this plugin again only when it plans the build again, which it does when a
/// target's folder changes shape: EllipsisBakedLocales holds a link to
/// Locales/ for that reason, so adding or removing a file plans again. The
/// folder is an input as well, and `bake-locales` lists it itself when it
/// runs, so a file added before the next plan is baked all the same.
@main
struct BakeLocales: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let locales = root.appending(path: "Locales")
        let schema = locales.appending(path: "schema")
        let files = try FileManager.default.contentsOfDirectory(atPath: locales.path)
            .filter { $0.hasSuffix(".json") }.sorted().map { locales.appending(path: $0) }
        let schemaFiles = ((try? FileManager.default.contentsOfDirectory(atPath: schema.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { schema.appending(path: $0) }
        let calibration = locales.appending(path: "calibration")
        let calibrationFiles = ((try? FileManager.default.contentsOfDirectory(atPath: calibration.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { calibration.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BakedLocaleTable.swift")
        return [
            .buildCommand(
                displayName: "Baking \(files.count) locales from Locales/",
                executable: try context.tool(named: "bake-locales").url,
                arguments: ["--root", root.path, "--output", output.path],
                inputFiles: [locales, schema, calibration] + files + schemaFiles + calibrationFiles,
                outputFiles: [output]),
        ]
    }
}
