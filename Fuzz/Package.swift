// swift-tools-version:6.0
// libFuzzer targets for every Ellipsis reader, in a package of their own so
// that building Ellipsis never links them. Built by `make fuzz` with
// `swift build --product NAME --sanitize=fuzzer --sanitize=address`.
import PackageDescription

let package = Package(
    name: "EllipsisFuzz",
    products: [
        .executable(name: "FuzzXML", targets: ["FuzzXML"]),
        .executable(name: "FuzzXLIFF", targets: ["FuzzXLIFF"]),
        .executable(name: "FuzzAndroidStrings", targets: ["FuzzAndroidStrings"]),
        .executable(name: "FuzzShortcuts", targets: ["FuzzShortcuts"]),
        .executable(name: "FuzzStrings", targets: ["FuzzStrings"]),
        .executable(name: "FuzzPlist", targets: ["FuzzPlist"]),
        .executable(name: "FuzzBinaryPlist", targets: ["FuzzBinaryPlist"]),
        .executable(name: "FuzzInfoPlist", targets: ["FuzzInfoPlist"]),
        .executable(name: "FuzzStringsDict", targets: ["FuzzStringsDict"]),
        .executable(name: "FuzzXCStrings", targets: ["FuzzXCStrings"]),
        .executable(name: "FuzzManifest", targets: ["FuzzManifest"]),
        .executable(name: "FuzzJSON", targets: ["FuzzJSON"]),
        .executable(name: "FuzzEscapedLine", targets: ["FuzzEscapedLine"]),
        .executable(name: "FuzzConfiguration", targets: ["FuzzConfiguration"]),
        .executable(name: "FuzzBaseline", targets: ["FuzzBaseline"]),
        .executable(name: "FuzzLocaleData", targets: ["FuzzLocaleData"]),
        .executable(name: "FuzzSurfaces", targets: ["FuzzSurfaces"]),
        .executable(name: "FuzzMorphology", targets: ["FuzzMorphology"]),
    ],
    dependencies: [.package(name: "Ellipsis", path: "..")],
    targets: [
        .executableTarget(name: "FuzzXML", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzXLIFF", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzAndroidStrings", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzShortcuts", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzStrings", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzPlist", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzBinaryPlist", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzInfoPlist", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzStringsDict", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzXCStrings", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzManifest", dependencies: [.product(name: "EllipsisFormats", package: "Ellipsis")]),
        .executableTarget(name: "FuzzJSON", dependencies: [.product(name: "EllipsisCore", package: "Ellipsis")]),
        .executableTarget(name: "FuzzEscapedLine", dependencies: [.product(name: "EllipsisCore", package: "Ellipsis")]),
        .executableTarget(name: "FuzzConfiguration", dependencies: [.product(name: "EllipsisRules", package: "Ellipsis")]),
        .executableTarget(name: "FuzzBaseline", dependencies: [.product(name: "EllipsisRules", package: "Ellipsis")]),
        .executableTarget(name: "FuzzLocaleData", dependencies: [.product(name: "EllipsisCore", package: "Ellipsis"),
                                                                   .product(name: "EllipsisLocaleData", package: "Ellipsis")]),
        .executableTarget(name: "FuzzSurfaces", dependencies: [.product(name: "EllipsisLayout", package: "Ellipsis")]),
        .executableTarget(name: "FuzzMorphology", dependencies: [.product(name: "EllipsisMorphology", package: "Ellipsis")]),
    ],
    swiftLanguageModes: [.v6]
)
