import EllipsisCore
import EllipsisPipeline
import Foundation
import XCTest

/// String Catalog variations, "Don't translate" and translation states, linted
/// as a project ships them: an Info.plist whose titles are keys of InfoPlist.xcstrings.
final class CatalogVariationTests: XCTestCase {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>en</string>
        \t<key>CFBundleDisplayName</key>
        \t<string>Atlas</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.atlas.search</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Search Nearby</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.atlas.brand</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Atlas Pro</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    /// As Xcode writes it: keys sorted, ` : ` separators, two-space indents. German varies the
    /// title by device: a short iPhone text, a long one for iPad, `other` for every other device.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Atlas Pro" : {
              "shouldTranslate" : false,
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "stale",
                    "value" : "Atlas Pro Professionelle Ausgabe mit sehr langem Namen für alle Geräte"
                  }
                }
              }
            },
            "Search Nearby" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "device" : {
                      "ipad" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "In der näheren und weiteren Umgebung nach Cafés, Geschäften und Orten suchen"
                        }
                      },
                      "iphone" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "Suchen"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "In der Nähe suchen"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Поиск рядом" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Поиск рядом" } }
                          }
                        }
                      },
                      "other" : {
                        "stringUnit" : { "state" : "translated", "value" : "Поиск рядом" }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    func project() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ellipsis-variations-\(getpid())-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("Atlas")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.infoPlist.utf8).write(to: app.appendingPathComponent("Info.plist"))
        try Data(Self.catalog.utf8).write(to: app.appendingPathComponent("InfoPlist.xcstrings"))
        return folder.path
    }

    func diagnostics() throws -> [Diagnostic] {
        try Pipeline.run(RunRequest(paths: [project()])).report.diagnostics
    }

    /// Device keys are devices, not plural forms: no "has no 'one' form", no "plural form 'iphone'".
    func testDeviceVariationsAreNotPluralForms() throws {
        let findings = try diagnostics()
        for finding in findings {
            XCTAssertFalse(finding.message.contains("plural form 'i"), finding.message)
            XCTAssertFalse(finding.message.contains("plural form 'other'"), finding.message)
        }
        XCTAssertFalse(findings.contains { $0.locale == "de" && $0.data["kind"] == "pluralForms" },
                       findings.map(\.message).joined(separator: "\n"))
        // Russian's iPhone variation is a plural without few and many: that is reported, for the iPhone text.
        let russian = findings.filter { $0.locale == "ru" && $0.data["kind"] == "pluralForms" }
        XCTAssertEqual(russian.count, 1)
        XCTAssertEqual(russian.first?.data["missingCategories"], .array([.string("few"), .string("many")]))
    }

    /// Each device is measured with its own variation: the iPad text is cut on iPad only,
    /// the short iPhone text fits, and the finding says whose variation it is and its state.
    func testEachDeviceIsMeasuredWithItsOwnVariation() throws {
        let cut = try diagnostics().filter { $0.rule == "truncation" && $0.locale == "de" && $0.action == "com.example.atlas.search" }
        XCTAssertEqual(cut.count, 1, cut.map(\.message).joined(separator: "\n"))
        let finding = try XCTUnwrap(cut.first)
        XCTAssertEqual(finding.data["device"], "ipad")
        XCTAssertEqual(finding.data["deviceVariation"], "ipad")
        XCTAssertTrue(finding.message.contains("on iPad (its iPad variation)"), finding.message)
        XCTAssertTrue(finding.message.contains("marked as needing review"), finding.message)
        XCTAssertEqual(finding.data["state"], "needs_review")
        XCTAssertEqual(finding.location?.line, 24, "located at the iPad variation's text")
    }

    /// "Don't translate": the source text everywhere, never missing, never measured as the stale translation.
    func testDoNotTranslateShowsTheSourceEverywhere() throws {
        let brand = try diagnostics().filter { $0.action == "com.example.atlas.brand" && $0.locale != "en" }
        XCTAssertEqual(brand.filter { $0.rule == "missing-translation" || $0.rule == "untranslated" }.map(\.message), [])
        XCTAssertEqual(brand.filter { $0.rule == "truncation" }.map(\.message), [])
        XCTAssertFalse(brand.contains { $0.text?.contains("Professionelle") == true })
    }

    /// XLIFF 1.2's state, as Xcode exports it, reaches the finding on the text.
    func testAnExportsStateIsCarriedIntoTheFinding() throws {
        let export = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Atlas/InfoPlist.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="Search Nearby" xml:space="preserve">
                    <source>Search Nearby</source>
                    <target state="needs-review-translation">In der näheren und weiteren Umgebung nach Cafés, Geschäften und Orten suchen</target>
                    <note>UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-export-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(export.utf8).write(to: folder.appendingPathComponent("de.xliff"))
        let cut = try Pipeline.run(RunRequest(paths: [folder.path])).report.diagnostics
            .filter { $0.rule == "truncation" && $0.locale == "de" }
        XCTAssertFalse(cut.isEmpty)
        for finding in cut {
            XCTAssertEqual(finding.data["state"], "needs-review-translation")
            if finding.severity >= .warning {
                XCTAssertTrue(finding.message.contains("marked as needing review"), finding.message)
            }
        }
    }
}
