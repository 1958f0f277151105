import Foundation
import XCTest

/// Loads a page in headless Chromium (Debian's `chromium`) and returns the
/// DOM after its scripts ran, plus every console message it logged.
/// Shared by the report and CLI tests.
public enum HeadlessChromium {
    public struct Page {
        public var dom: String
        public var consoleMessages: [String]
        public var seconds: Double
    }

    public static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Photographs the page at `width` x `height` CSS pixels into a PNG file.
    public static func screenshot(_ file: URL, to png: URL, width: Int = 1200, height: Int = 1500) throws -> Page {
        try load(file, timeout: 90, extra: ["--hide-scrollbars", "--window-size=\(width),\(height)",
                                            "--screenshot=\(png.path)"])
    }

    public static func load(_ file: URL, fragment: String = "", timeout: TimeInterval = 90, extra: [String]? = nil) throws -> Page {
        guard let executable else { throw XCTSkip("headless Chromium is not installed (apt-get install chromium)") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let address = file.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
                             "--virtual-time-budget=5000"] + (extra ?? ["--dump-dom"]) + [address]
        let start = Date()
        let (dom, errorData) = try ProcessOutput.collect(process, timeout: timeout)
        let seconds = Date().timeIntervalSince(start)
        let log = String(decoding: errorData, as: UTF8.self)
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Page(dom: String(decoding: dom, as: UTF8.self), consoleMessages: console, seconds: seconds)
    }
}
