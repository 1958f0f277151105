import Foundation
import XCTest

/// `make deb` builds the package (release, in a scratch folder of its own), and scripts/test-deb.sh
/// installs it on a bare Debian made with debootstrap, with apt resolving only its Depends, and lints
/// Corpora/ there. Skipped, with the reason, where no bare Debian can be made (not root, no debootstrap).
final class DebianPackageTests: XCTestCase {
    func testPackageInstallsOnABareDebianAndLintsTheCorpora() throws {
        guard IntegrationRun.isRoot else { throw XCTSkip("installing on a bare Debian needs root (chroot, mounts)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/debootstrap") else {
            throw XCTSkip("no debootstrap to make a bare Debian: scripts/install-deps.sh packaging")
        }
        let work = try IntegrationRun.workFolder("deb")
        let build = work.appendingPathComponent("release-build").path
        let made = try IntegrationRun.run("make", ["-s", "deb", "BUILD_DIR=\(build)", "DEB_DIR=\(work.path)"], timeout: 3600)
        XCTAssertEqual(made.status, 0, made.output)
        let deb = try XCTUnwrap(made.stdout.split(separator: "\n").last.map(String.init), made.output)
        XCTAssertTrue(deb.hasSuffix(".deb") && FileManager.default.fileExists(atPath: deb), made.output)

        // What dpkg says of it: the libraries and fonts it needs, the files it installs.
        let info = try IntegrationRun.run("dpkg-deb", ["--field", deb, "Package", "Version", "Depends"])
        XCTAssertEqual(info.status, 0, info.output)
        // `ellipsis 0.1.0`: a build that failed says nothing, and the test says so rather than trap.
        let version = try IntegrationRun.run("\(build)/release/ellipsis", ["--version"]).stdout.split(separator: " ")
        let number = try XCTUnwrap(version.dropFirst().first, "no version from the built binary")
        XCTAssertTrue(info.stdout.contains("Version: \(number.trimmingCharacters(in: .newlines))"), info.stdout)
        for package in ["libicu", "libharfbuzz", "libfontconfig", "libxml2", "libpng", "fonts-inter", "fonts-noto-cjk",
                        "fonts-roboto", "hunspell-ru"] {
            XCTAssertTrue(info.stdout.contains(package), "Depends lacks \(package): \(info.stdout)")
        }
        XCTAssertFalse(info.stdout.contains("swift"), "the Swift runtime is linked in, not a dependency: \(info.stdout)")
        let contents = try IntegrationRun.run("dpkg-deb", ["--contents", deb])
        for path in ["./usr/bin/ellipsis", "./usr/share/man/man1/ellipsis.1.gz", "./usr/share/bash-completion/completions/ellipsis",
                     "./usr/share/zsh/vendor-completions/_ellipsis", "./usr/share/fish/vendor_completions.d/ellipsis.fish",
                     "./usr/share/doc/ellipsis/copyright"] {
            XCTAssertTrue(contents.stdout.contains(path), "the package lacks \(path)")
        }

        let installed = try IntegrationRun.script("scripts/test-deb.sh", [deb],
                                                  environment: ["ELLIPSIS_REFERENCE": "\(build)/release/ellipsis"], timeout: 3600)
        XCTAssertEqual(installed.status, 0, installed.output)
        XCTAssertTrue(installed.stdout.contains("test-deb: lint xcode-harbor: "), installed.output)
        XCTAssertTrue(installed.stdout.contains("test-deb: atlas-strings findings identical to the build machine's"), installed.output)
        XCTAssertTrue(installed.stdout.hasSuffix("test-deb: ok\n"), installed.output)
    }
}
