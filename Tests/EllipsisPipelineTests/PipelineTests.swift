import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import EllipsisRules
import Foundation
import XCTest

final class PipelineTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let atlas = root.appendingPathComponent("Corpora/atlas").path

    func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ellipsis-pipeline-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// The README's example is this target's ReadmeExample.swift, word for word, and it runs.
    func testTheReadmeExampleIsTheCodeThatRuns() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("Sources/EllipsisPipeline/README.md"),
                                encoding: .utf8)
        let example = try String(contentsOf: Self.root.appendingPathComponent("Tests/EllipsisPipelineTests/ReadmeExample.swift"),
                                 encoding: .utf8)
        XCTAssertTrue(readme.contains("```swift\n" + example + "```\n"), "README.md's example differs from ReadmeExample.swift")

        let (json, errors, timings) = try lintAsJSON(Self.atlas)
        let root = try JSONReader.read(data: Data(json.utf8), path: "lint.json")
        let diagnostics = try XCTUnwrap(root["diagnostics"]?.elements)
        XCTAssertEqual(errors, 4)
        XCTAssertEqual(diagnostics.filter { $0["severity"]?.stringValue == "error" }.count, errors)
        XCTAssertEqual(root["summary"]?["errors"]?.intValue, errors)
        for stage in Stage.allCases { XCTAssertGreaterThan(timings[stage], .zero, "\(stage)") }
        XCTAssertEqual(timings.stages.map(\.stage), Stage.allCases)
    }

    /// Running the stages one by one is running the pipeline.
    func testTheStagesOneByOneAreTheRun() throws {
        let request = RunRequest(paths: [Self.atlas])
        let discovered = try Pipeline.discover(request)
        XCTAssertEqual(discovered.paths, [Self.atlas])
        let loaded = try Pipeline.load(discovered)
        XCTAssertEqual(loaded.projects.count, 1)
        let resolved = try Pipeline.resolve(loaded)
        XCTAssertEqual(resolved.contexts.map(\.project.root), loaded.projects.map(\.root))
        XCTAssertEqual(resolved.projects.count, 1, "a later stage reads through to the earlier ones")
        let checked = try Pipeline.check(resolved)
        var staged = Pipeline.report(checked)
        var whole = try Pipeline.run(request)
        XCTAssertEqual(staged.report.diagnostics, whole.report.diagnostics)
        XCTAssertEqual(try staged.rendered(format: "sarif"), try whole.rendered(format: "sarif"))
        // Each stage adds its own time to the ones before it.
        XCTAssertEqual(loaded.timings[.discover], discovered.timings[.discover])
        XCTAssertEqual(checked.timings[.load], loaded.timings[.load])
        XCTAssertEqual(discovered.timings[.load], .zero)
        let before = staged.timings[.report]
        _ = try staged.rendered(format: "text")
        XCTAssertGreaterThan(staged.timings[.report], before, "rendering is report time")
    }

    /// Two runs in one process with different locale and font folders each see their own:
    /// nothing about a run is process-wide.
    func testRunsInOneProcessDoNotShareFoldersOrFonts() throws {
        let fonts = try temporaryFolder("fonts")
        let roboto = try XCTUnwrap(FontLocator().locate(family: "Roboto"), "Roboto is installed")
        try FileManager.default.copyItem(atPath: roboto.path, toPath: fonts.appendingPathComponent("Copy.ttf").path)
        let withFonts = try Pipeline.resolve(Pipeline.load(Pipeline.discover(
            RunRequest(paths: [Self.atlas], fontDirectories: [fonts.path]))))
        let without = try Pipeline.resolve(Pipeline.load(Pipeline.discover(RunRequest(paths: [Self.atlas]))))
        XCTAssertEqual(withFonts.layout.engine.fonts.locator.folders, [fonts.path])
        XCTAssertEqual(without.layout.engine.fonts.locator.folders, [])
        XCTAssertFalse(withFonts.layout.engine === without.layout.engine)

        // A team's German file that makes every German title "vague".
        let locales = try temporaryFolder("locales")
        let german = try String(contentsOf: Self.root.appendingPathComponent("Locales/de.json"), encoding: .utf8)
        XCTAssertTrue(german.contains("\"vagueWords\": ["))
        let changed = german.replacingOccurrences(of: "\"vagueWords\": [", with: "\"vagueWords\": [\"Suche\", ")
        try Data(changed.utf8).write(to: locales.appendingPathComponent("de.json"))
        let team = try Pipeline.run(RunRequest(paths: [Self.atlas], localeDirectories: [locales.path]))
        let plain = try Pipeline.run(RunRequest(paths: [Self.atlas]))
        XCTAssertEqual(team.localeData.bestData(for: "de")?.lexicon?["vagueWords"].first, "Suche")
        XCTAssertNotEqual(plain.localeData.bestData(for: "de")?.lexicon?["vagueWords"].first, "Suche")
        let again = try Pipeline.run(RunRequest(paths: [Self.atlas]))
        XCTAssertEqual(again.report.diagnostics, plain.report.diagnostics, "the team's run left nothing behind")
    }

    func testAConfigurationIsFoundBesideTheFirstPathOrGivenAsAValue() throws {
        let project = try temporaryFolder("config")
        try FileManager.default.copyItem(atPath: Self.atlas, toPath: project.appendingPathComponent("atlas").path)
        let folder = project.appendingPathComponent("atlas")
        try Data(#"{"rules": {"truncation": "off"}}"#.utf8).write(to: folder.appendingPathComponent(".ellipsis.json"))
        let found = try Pipeline.run(RunRequest(paths: [folder.path]))
        XCTAssertEqual(found.configurationFile, folder.appendingPathComponent(".ellipsis.json").path)
        XCTAssertFalse(found.report.diagnostics.contains { $0.rule == "truncation" })
        XCTAssertFalse(found.report.rules.contains { $0.identifier == "truncation" })
        let given = try Pipeline.run(RunRequest(paths: [folder.path], configuration: Configuration()))
        XCTAssertNil(given.configurationFile)
        XCTAssertTrue(given.report.diagnostics.contains { $0.rule == "truncation" })
    }

    /// Loading reads the app's sources with the configuration's wrapper functions, given
    /// here as a value: the action set in code joins the project, and nothing is said to be missing.
    func testTheCodeAnalysisIsPartOfLoadingWithTheConfigurationsWrappers() throws {
        let app = try temporaryFolder("code")
        func write(_ path: String, _ text: String) throws {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App/en.lproj/Help.strings", "\"shortcut.help\" = \"Help Center\";\n")
        try write("App/Sources/Launcher.swift", """
            let item = UIApplicationShortcutItem(type: "help", localizedTitle: Tr.text("shortcut.help"),
                                                 localizedSubtitle: nil, icon: nil)
            """)
        var configuration = Configuration()
        configuration.wrapperFunctions = [.init(name: "Tr.text", key: .position(0), defaultTable: "Help")]
        let wrapped = try Pipeline.run(RunRequest(paths: [app.path], configuration: configuration))
        XCTAssertEqual(wrapped.report.actions.count, 1)
        XCTAssertEqual(wrapped.projects.flatMap(\.actions).first?.title.texts[LocaleID("en")]?.text, "Help Center")
        XCTAssertNil(wrapped.nothingFoundNotice)
        let plain = try Pipeline.run(RunRequest(paths: [app.path], configuration: Configuration()))
        XCTAssertNotEqual(plain.projects.flatMap(\.actions).first?.title.texts[LocaleID("en")]?.text, "Help Center",
                          "without the wrapper the call is not a lookup in Help.strings")
    }

    func testAConfigurationsFontFolderThatCannotBeUsedSaysWhereItCameFrom() throws {
        let configuration = Configuration(fontDirectories: ["/nonexistent/ellipsis-fonts"])
        XCTAssertThrowsError(try Pipeline.run(RunRequest(paths: [Self.atlas], configuration: configuration))) { error in
            XCTAssertEqual((error as? UsageError)?.message,
                           "fontDirectories: cannot use '/nonexistent/ellipsis-fonts': /nonexistent/ellipsis-fonts: "
                           + "error: font folder does not exist or is not a folder")
        }
        XCTAssertThrowsError(try Pipeline.run(RunRequest(paths: [Self.atlas],
                                                         fontDirectories: ["/nonexistent/ellipsis-fonts"]))) { error in
            XCTAssertEqual(error as? InputError, InputError("font folder does not exist or is not a folder",
                                                             file: "/nonexistent/ellipsis-fonts"))
        }
    }

    /// A baseline file that does not exist is written with every finding, checked once, and
    /// hides them; the next run reads it.
    func testABaselineIsWrittenOnceAndThenRead() throws {
        let file = try temporaryFolder("baseline").appendingPathComponent("baseline.json").path
        let plain = try Pipeline.run(RunRequest(paths: [Self.atlas]))
        XCTAssertFalse(plain.report.diagnostics.isEmpty)
        let first = try Pipeline.run(RunRequest(paths: [Self.atlas], baselineFile: file))
        XCTAssertEqual(first.writtenBaseline, WrittenBaseline(path: file, findings: Baseline(plain.report.diagnostics).count))
        XCTAssertEqual(first.report.diagnostics, [])
        XCTAssertEqual(first.result.baselined, plain.report.diagnostics.count)
        let second = try Pipeline.run(RunRequest(paths: [Self.atlas], baselineFile: file))
        XCTAssertNil(second.writtenBaseline)
        XCTAssertNotNil(second.baseline)
        XCTAssertEqual(second.report.diagnostics, [])
    }

    func testPreviewsAreDrawnWithTheRunsLayoutAndNameTheirFonts() throws {
        var run = try Pipeline.run(RunRequest(paths: [Self.atlas]))
        XCTAssertThrowsError(try run.previewTargets(locales: [LocaleID("tlh")])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "no locale of the project matches --locale tlh")
        }
        let german = try XCTUnwrap(run.previewTargets(locales: [LocaleID("de")]).first)
        let drawings = try run.previews(of: german, options: PreviewOptions(sides: [.left]))
        XCTAssertEqual(drawings.map(\.fileName), ["de-iphone-L-left.svg"])
        XCTAssertTrue(drawings[0].svg.hasPrefix("<svg"), String(drawings[0].svg.prefix(40)))
        XCTAssertTrue(run.previewFonts.contains { $0.contains("Inter") }, "\(run.previewFonts)")
        let html = try run.translatorReport(options: PreviewOptions(sides: [.left]), title: "Atlas")
        XCTAssertTrue(html.contains("<title>Atlas</title>"), String(html.prefix(300)))
    }
}
