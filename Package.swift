// swift-tools-version:6.1
// Ellipsis: predicts what people see of short UI strings in every locale.
// The modules, their layers and the way of the data: docs/architecture.md, whose module map
// is this file's dependencies. Declared dependencies are the ones the code imports, each to a
// lower layer (PackageStructureTests fails otherwise).
import PackageDescription

let package = Package(
    name: "Ellipsis",
    products: [
        .executable(name: "ellipsis", targets: ["ellipsis"]),
        .library(name: "EllipsisCore", targets: ["EllipsisCore"]),
        .library(name: "EllipsisLocaleData", targets: ["EllipsisLocaleData"]),
        .library(name: "EllipsisBakedLocales", targets: ["EllipsisBakedLocales"]),
        .library(name: "EllipsisText", targets: ["EllipsisText"]),
        .library(name: "EllipsisLayout", targets: ["EllipsisLayout"]),
        .library(name: "EllipsisCode", targets: ["EllipsisCode"]),
        .library(name: "EllipsisFormats", targets: ["EllipsisFormats"]),
        .library(name: "EllipsisRules", targets: ["EllipsisRules"]),
        .library(name: "EllipsisReport", targets: ["EllipsisReport"]),
        .library(name: "EllipsisPipeline", targets: ["EllipsisPipeline"]),
        .library(name: "EllipsisMorphology", targets: ["EllipsisMorphology"]),
        // For packages that depend on Ellipsis: `swift package ellipsis-lint`, and a lint in every build.
        .plugin(name: "EllipsisLintCommand", targets: ["EllipsisLintCommand"]),
        .plugin(name: "EllipsisLintBuildTool", targets: ["EllipsisLintBuildTool"]),
    ],
    targets: [
        // System C libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n",
                       providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig1-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        // Snowball stemmers; libstemmer-dev has no pkg-config file, so the module map links -lstemmer.
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .systemLibrary(name: "CHunspell", pkgConfig: "hunspell",
                       providers: [.apt(["libhunspell-dev"])]),
        // ICU behind a C shim whose public header carries no ICU types, so that
        // Swift modules importing Foundation (with its private ICU) never see
        // the system's <unicode/*.h>.
        .target(name: "CICUShim", dependencies: ["CICU"]),

        .target(name: "EllipsisCore"),
        // Per-locale knowledge (Locales/*.json): the model, its strict reading and validation, providers.
        .target(name: "EllipsisLocaleData", dependencies: ["EllipsisCore"]),
        // Locales/*.json as typed Swift values behind a LocaleDataProvider, generated at build time
        // by the BakeLocales plugin: nothing generated is checked in, so nothing can be stale.
        // Its `Locales` is a link to the package's Locales/ folder, left out of the sources: SwiftPM
        // plans a build again when a target's folder changes shape, so adding or removing a locale
        // file runs the plugin again (it lists the folder), and editing one re-bakes it.
        .target(name: "EllipsisBakedLocales", dependencies: ["EllipsisLocaleData"], exclude: ["Locales"],
                plugins: ["BakeLocales"]),
        .plugin(name: "BakeLocales", capability: .buildTool(), dependencies: ["bake-locales"]),
        // Plugins/README.md: lint a package's targets on demand, or in every build as diagnostics.
        .plugin(name: "EllipsisLintCommand",
                capability: .command(intent: .custom(verb: "ellipsis-lint",
                                                     description: "Lint the targets' strings and quick actions with Ellipsis")),
                dependencies: ["ellipsis"]),
        .plugin(name: "EllipsisLintBuildTool", capability: .buildTool(), dependencies: ["ellipsis"]),
        .target(name: "EllipsisText", dependencies: ["CICUShim"], exclude: ["README.md"]),
        .target(name: "EllipsisLayout",
                dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisText", "CHarfBuzz", "CFontconfig"]),
        // Actions set in the app's own Swift, Objective-C, Kotlin and Java sources.
        .target(name: "EllipsisCode", dependencies: ["EllipsisCore"], exclude: ["README.md"]),
        .target(name: "EllipsisFormats", dependencies: ["EllipsisCore", "EllipsisCode", "CLibXML2"], exclude: ["README.md"]),
        .target(name: "EllipsisRules",
                dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisText", "EllipsisLayout",
                               "EllipsisMorphology", "CPNG"]),
        .target(name: "EllipsisReport", dependencies: ["EllipsisCore", "EllipsisText", "EllipsisLayout"]),
        // One run as a library: discover -> load -> resolve -> check -> report, from values.
        .target(name: "EllipsisPipeline",
                dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisBakedLocales", "EllipsisText",
                               "EllipsisLayout", "EllipsisCode", "EllipsisFormats", "EllipsisRules", "EllipsisReport"],
                exclude: ["README.md"]),
        // Stems and morphological analyses of single words (Snowball, Hunspell); no locale data.
        .target(name: "EllipsisMorphology", dependencies: ["CStemmer", "CHunspell"],
                exclude: ["README.md"]),
        .executableTarget(name: "ellipsis",
                          dependencies: ["EllipsisCore", "EllipsisLayout", "EllipsisRules", "EllipsisReport",
                                         "EllipsisPipeline"]),
        // Validates Locales/*.json and writes them as Swift (run by the BakeLocales plugin;
        // `make locales` only validates).
        .executableTarget(name: "bake-locales", dependencies: ["EllipsisCore", "EllipsisLocaleData"]),
        // `make bench`: layout cost over the HarfBuzz + ICU floor, 24 surfaces vs one, one core vs two.
        .executableTarget(name: "ellipsis-bench",
                          dependencies: ["EllipsisCore", "EllipsisBakedLocales", "EllipsisText", "EllipsisLayout",
                                         "CHarfBuzz", "CICUShim"]),
        // `make bench`: the code analysis on a generated 200,000-line Swift app.
        .executableTarget(name: "ellipsis-code-bench", dependencies: ["EllipsisCode"]),

        // `swift run -c release morphology-bench`: cost per word of stems and analyses.
        // `swift run title-eval SET.tsv`: the semantic rules' precision and recall on a labelled set.
        .executableTarget(name: "title-eval",
                          dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisBakedLocales", "EllipsisRules"]),
        .executableTarget(name: "morphology-bench", dependencies: ["EllipsisMorphology", "EllipsisText"]),
        // `swift run calibrate-proxies`: the proxies against Apple's published widths, per script,
        // written to Locales/calibration/ (Locales/README.md, "Calibration").
        .executableTarget(name: "calibrate-proxies",
                          dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisBakedLocales", "EllipsisText",
                                         "EllipsisLayout", "EllipsisFormats"]),
        // `swift run measure-expansion`: how much wider translations run than their source on the real
        // apps of ../shared/corpora, written to each Locales/<tag>.json (Locales/README.md, "Expansion").
        .executableTarget(name: "measure-expansion",
                          dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisBakedLocales", "EllipsisLayout",
                                         "EllipsisFormats"]),

        .testTarget(name: "EllipsisCoreTests", dependencies: ["EllipsisCore", "EllipsisTestSupport"]),
        // bake-locales is a dependency so that its tests can run the generator on folders of their own.
        .testTarget(name: "EllipsisLocaleDataTests",
                    dependencies: ["EllipsisCore", "EllipsisLocaleData", "EllipsisBakedLocales", "bake-locales",
                                   "EllipsisTestSupport"]),
        .testTarget(name: "EllipsisMorphologyTests", dependencies: ["EllipsisMorphology", "EllipsisText"]),
        .testTarget(name: "EllipsisTextTests", dependencies: ["EllipsisText", "CICUShim", "EllipsisTestSupport"]),
        .testTarget(name: "EllipsisLayoutTests",
                    dependencies: ["EllipsisCore", "EllipsisLayout", "EllipsisLocaleData", "EllipsisBakedLocales",
                                   "EllipsisText", "EllipsisTestSupport"]),
        .testTarget(name: "EllipsisCodeTests", dependencies: ["EllipsisCore", "EllipsisCode", "EllipsisTestSupport"]),
        .testTarget(name: "EllipsisFormatsTests",
                    dependencies: ["EllipsisCore", "EllipsisFormats", "EllipsisCode", "EllipsisTestSupport"]),
        .testTarget(name: "EllipsisRulesTests",
                    dependencies: ["EllipsisCore", "EllipsisRules", "EllipsisLocaleData", "EllipsisBakedLocales", "EllipsisLayout",
                                   "EllipsisFormats", "EllipsisText", "CPNG", "EllipsisTestSupport"],
                    exclude: ["Fixtures"]),
        // Helpers shared by test targets (processes and headless browser, seeded random numbers).
        .target(name: "EllipsisTestSupport", path: "Tests/EllipsisTestSupport"),
        .testTarget(name: "EllipsisReportTests", dependencies: ["EllipsisCore", "EllipsisReport", "EllipsisTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "TitleEvalTests",
                    dependencies: ["title-eval", "EllipsisCore", "EllipsisLocaleData", "EllipsisBakedLocales",
                                   "EllipsisTestSupport"]),
        .testTarget(name: "EllipsisPipelineTests",
                    dependencies: ["EllipsisCore", "EllipsisLayout", "EllipsisRules", "EllipsisPipeline"]),
        .testTarget(name: "ExpansionTests",
                    dependencies: ["measure-expansion", "EllipsisLocaleData", "EllipsisBakedLocales"]),
        .testTarget(name: "CalibrationTests",
                    dependencies: ["calibrate-proxies", "EllipsisLocaleData", "EllipsisBakedLocales", "EllipsisLayout"]),
        .testTarget(name: "EllipsisCLITests", dependencies: ["ellipsis", "EllipsisTestSupport"], exclude: ["Golden", "Shells"]),
        // Package.swift against the code: declared dependencies equal the ones used; file lengths.
        .testTarget(name: "PackageStructureTests"),
        // The package, plugins, CI steps and Weblate add-on run for real (Tests/EllipsisIntegrationTests).
        .testTarget(name: "EllipsisIntegrationTests", dependencies: ["ellipsis", "EllipsisTestSupport"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
