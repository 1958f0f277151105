import EllipsisCore
@testable import EllipsisReport

/// A fixed lint run for golden files: right-to-left, CJK and emoji texts,
/// characters every format must escape, a finding without a location and one
/// whose file has no line numbers.
enum CannedReport {
    static let rules: [RuleMetadata] = [
        RuleMetadata(identifier: "truncation", name: "Truncation",
                     summary: "A title or subtitle is cut with an ellipsis at some text size.",
                     rationale: "People see only the first part of the text & may not understand the action.",
                     translatorHint: "This text does not fit on the menu; the end is replaced by \u{2026}. A shorter wording would show in full.",
                     defaultSeverity: .error),
        RuleMetadata(identifier: "emoji", name: "Emoji",
                     summary: "An emoji is used in place of an icon.",
                     rationale: "Emoji are full colour and misalign with right-aligned text.",
                     translatorHint: "Please leave emoji out of this text; the menu has its own icon.",
                     defaultSeverity: .warning),
        RuleMetadata(identifier: "bidi", name: "Bidirectional text",
                     summary: "Mixed-direction text that may display in the wrong order.",
                     rationale: "Neutral characters between scripts take the paragraph's direction.",
                     translatorHint: "Part of this text may show in a different order than you typed it.",
                     defaultSeverity: .warning),
        RuleMetadata(identifier: "action-count", name: "Action count",
                     summary: "More than four quick actions.",
                     rationale: "The system shows at most four.",
                     translatorHint: "Nothing to do for translators.",
                     defaultSeverity: .note),
    ]

    static var diagnostics: [Diagnostic] {
        [
            Diagnostic(rule: "truncation", severity: .error,
                       message: "The title is cut at the default text size: 231 pt wide, 190 pt available; cut by 41.4 pt: certain",
                       locale: "de", action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/Atlas/de.lproj/InfoPlist.strings", line: 4, column: 18),
                       text: "In der Nähe nach Cafés, Bäckereien suchen",
                       data: ["width": 231.4, "available": 190, "textSize": "L", "visible": "In der Nähe nach Cafés\u{2026}",
                              "margin": 41.4, "uncertainty": 6.3, "certainty": "certain"]),
            // Cut by less than the proxies may be off: a note, saying so.
            Diagnostic(rule: "truncation", severity: .note,
                       message: "The title is cut at the default text size; 2 pt over: within the proxies' error for Hebrew (±13.1 pt)",
                       locale: "he", action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/Atlas/he.lproj/InfoPlist.strings", line: 4, column: 18),
                       text: "חיפוש בתי קפה ומאפיות בקרבת מקום",
                       data: ["width": 192, "available": 190, "textSize": "L", "visible": "חיפוש בתי קפה ומאפיות בקרבת\u{2026}",
                              "margin": 2, "uncertainty": 13.1, "certainty": "within-error"]),
            Diagnostic(rule: "bidi", severity: .warning,
                       message: "Latin text at the end of a right-to-left title: the \"%\" and \",\" may move.",
                       locale: "ar", action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/Atlas/ar.lproj/InfoPlist.strings", line: 4, column: 18),
                       text: "ابحث في Atlas: 50%, الآن",
                       data: ["runs": ["rtl", "ltr", "rtl"]]),
            Diagnostic(rule: "truncation", severity: .error,
                       message: "The subtitle is cut at AX1:\nonly 12 of 20 characters show.",
                       locale: "ja", action: "com.example.atlas.new-list", field: .subtitle,
                       location: SourceLocation(file: "/project/Atlas/ja.lproj/InfoPlist.strings", line: 7, column: 21),
                       text: "お気に入りの場所を新しいリストにまとめる",
                       data: ["lines": 2, "truncated": true]),
            Diagnostic(rule: "emoji", severity: .warning,
                       message: "The title starts with the emoji 🔍 <U+1F50D> used as an icon.",
                       locale: "zh-Hans", action: "com.example.atlas.search", field: .title,
                       location: SourceLocation(file: "/project/Atlas/zh-Hans.lproj/InfoPlist.strings", line: 4, column: 18),
                       text: "🔍 搜索附近",
                       data: [:]),
            Diagnostic(rule: "emoji", severity: .warning,
                       message: "A family emoji 👨‍👩‍👧 is one grapheme & seven code points.",
                       locale: "en", action: "com.example.atlas.share", field: .subtitle,
                       location: SourceLocation(file: "/project/Atlas/Info.plist", keyPath: "UIApplicationShortcutItems[2].UIApplicationShortcutItemSubtitle"),
                       text: "Share with 👨‍👩‍👧",
                       data: [:]),
            Diagnostic(rule: "action-count", severity: .note,
                       message: "The app declares 5 quick actions; iOS shows 4.",
                       data: ["count": 5, "shown": 4]),
        ]
    }

    /// The inventory of actions, given out of order: reporters sort it by file and line.
    static var actions: [ActionInventoryItem] {
        [
            ActionInventoryItem(kind: .contextMenu, type: nil, titleKey: "menu.copy-link", titleTable: "Localizable",
                                titleText: "Copy Link", origin: .code,
                                location: SourceLocation(file: "/project/Atlas/Places/PlaceList.swift", line: 88, column: 17)),
            ActionInventoryItem(kind: .quickAction, type: "com.example.atlas.search", titleKey: "Search Nearby",
                                titleTable: "InfoPlist", titleText: "Search Nearby", origin: .infoPlist,
                                location: SourceLocation(file: "/project/Atlas/Info.plist", line: 12, column: 5)),
            ActionInventoryItem(kind: .quickAction, type: "com.example.atlas.recent", titleKey: nil, titleTable: nil,
                                titleText: nil, origin: .code,
                                location: SourceLocation(file: "/project/Atlas/Launcher.swift", line: 30, column: 13),
                                multiplicity: .upTo(3)),
            ActionInventoryItem(kind: .previewAction, type: nil, titleKey: "Pin", titleTable: "Peek", titleText: "Pin",
                                origin: .code, location: SourceLocation(file: "/project/Atlas/Places/PlaceList.swift", line: 41, column: 9)),
        ]
    }

    static var report: LintReport {
        let diagnostics = diagnostics
        return LintReport(diagnostics: diagnostics,
                          summary: DiagnosticSummary(files: 5, locales: 5, actions: 5, diagnostics: diagnostics),
                          rules: rules,
                          fonts: ["/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                                  "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
                                  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#0"],
                          proxyFonts: true, toolVersion: "0.1.0", root: "/project", workingDirectory: "/project",
                          actions: actions)
    }

    static var empty: LintReport {
        LintReport(diagnostics: [], summary: DiagnosticSummary(files: 1, locales: 2, actions: 3, diagnostics: []),
                   rules: rules, fonts: [], proxyFonts: true, toolVersion: "0.1.0", root: "/project", workingDirectory: "/project")
    }
}
