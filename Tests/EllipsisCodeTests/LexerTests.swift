@testable import EllipsisCode
import XCTest

final class LexerTests: XCTestCase {
    func tokens(_ source: String, _ language: SourceLanguage) throws -> SourceTokens {
        try language.tokenize(Array(source.utf8))
    }

    func strings(_ source: String, _ language: SourceLanguage) throws -> [String] {
        let lexed = try tokens(source, language)
        return lexed.tokens.indices.compactMap { lexed.literal($0)?.formatText }
    }

    func identifiers(_ lexed: SourceTokens) -> [String] {
        lexed.tokens.indices.filter { lexed[$0].kind == .identifier }.map { lexed.text($0) }
    }

    // MARK: Swift

    func testSwiftEscapesAndInterpolation() throws {
        let source = #"let a = "Tab\tQuote\" \u{1F600} \(user.name ?? ")") end"; let b = 1"#
        XCTAssertEqual(try strings(source, .swift), ["Tab\tQuote\" 😀 %@ end"])
        let lexed = try tokens(source, .swift)
        // The interpolation's tokens are not part of the file's tokens; the code after it is.
        XCTAssertEqual(identifiers(lexed), ["let", "a", "let", "b"])
    }

    func testSwiftRawAndMultilineStrings() throws {
        let source = """
            let raw = #"a "quoted" \\(not) \\#(yes)"#
            let text = \"\"\"
                First line
                  indented
                Last
                \"\"\"
            """
        XCTAssertEqual(try strings(source, .swift), [#"a "quoted" \(not) %@"#, "First line\n  indented\nLast"])
    }

    func testSwiftNestedCommentsHideCode() throws {
        let source = "/* outer /* inner */ still \"comment\" */ let x = NSLocalizedString(\"k\", comment: \"\")"
        let lexed = try tokens(source, .swift)
        XCTAssertEqual(identifiers(lexed), ["let", "x", "NSLocalizedString", "comment"])
        XCTAssertEqual(try strings(source, .swift), ["k", ""])
    }

    func testSwiftUnterminatedStringEndsAtItsLine() throws {
        let source = "let a = \"open\nlet b = \"closed\""
        XCTAssertEqual(try strings(source, .swift), ["open", "closed"])
        XCTAssertEqual(try tokens(source, .swift)[4].line, 2)
    }

    /// Found by FuzzSwiftLexer: an interpolation the line or the file ends before its `)`.
    func testUnclosedInterpolationsEndWhereTheLineOrFileDoes() throws {
        XCTAssertEqual(try strings("let a = \"x \\(value", .swift), ["x %@"])
        XCTAssertEqual(try strings("let a = \"x \\(value\nlet b = 1", .swift), ["x %@"])
        XCTAssertEqual(try strings("let a = \"\"\"\n \\(", .swift), [" %@"])
        XCTAssertEqual(try strings("val a = \"x ${value", .kotlin), ["x %@"])
        XCTAssertEqual(try strings("val a = \"x ${value\nval b = 1", .kotlin), ["x %@"])
    }

    /// Found by FuzzSwiftLexer: a multi-line string whose last line is its indentation alone.
    func testMultilineStringEndingInItsIndentation() throws {
        let source = "let a = \"\"\"\n    one\n    \\(x)\n    \"\"\"\nlet b = \"\"\"\n  two\n  \n  \"\"\""
        XCTAssertEqual(try strings(source, .swift), ["one\n%@", "two\n"])
    }

    func testBracketsArePairedAndStrayOnesTolerated() throws {
        let lexed = try tokens("f(a, [b], { c }) ) g(", .swift)
        XCTAssertEqual(lexed.close(of: 1), 11)
        XCTAssertEqual(lexed.close(of: 4), 6)
        XCTAssertEqual(lexed.close(of: 8), 10)
        XCTAssertNil(lexed.open(of: 12))
        XCTAssertNil(lexed.close(of: 14))
    }

    func testColumnsCountScalarsAndLinesEndAtAnyBreak() throws {
        let lexed = try tokens("\u{FEFF}let é = \"ü\"\r\nx\ry", .swift)
        XCTAssertEqual(lexed[0].column, 1)
        XCTAssertEqual(lexed[3].column, 9)
        XCTAssertEqual(lexed[4].line, 2)
        XCTAssertEqual(lexed[5].line, 3)
    }

    func testBackquotedNamesAndDirectives() throws {
        let lexed = try tokens("#if DEBUG\nlet `default` = 1\n#endif", .swift)
        XCTAssertEqual(identifiers(lexed), ["#if", "DEBUG", "let", "default", "#endif"])
        XCTAssertTrue(lexed.isIdentifier(3, "default"))
    }

    func testDeepInterpolationGivesUp() throws {
        let source = String(repeating: "\"\\(", count: 40) + String(repeating: ")\"", count: 40)
        XCTAssertThrowsError(try tokens(source, .swift)) { error in
            XCTAssertTrue(error is LexingError)
        }
    }

    // MARK: Kotlin

    func testKotlinTemplatesAndRawStrings() throws {
        let source = #"""
            val a = "Hi $name, ${user.first("}")} \u00e9\n"
            val b = """raw $x \n ${y}""""
            val c = 'x'
            /* a /* nested */ comment */ val d = "d"
            """#
        XCTAssertEqual(try strings(source, .kotlin), ["Hi %@, %@ é\n", "raw %@ \\n %@\"", "d"])
    }

    // MARK: Java

    func testJavaEscapesTextBlocksAndComments() throws {
        let source = #"""
            String a = "tab\t\101\u00e9\uD83D\uDE00";
            /* not /* nested */ String b = """
                  Hello
                    World
                  """;
            char c = '"';
            """#
        XCTAssertEqual(try strings(source, .java), ["tab\tAé😀", "Hello\n  World\n"])
    }

    // MARK: Objective-C

    func testObjectiveCLiteralsAndDirectives() throws {
        let source = #"""
            #import <UIKit/UIKit.h> // it's a header
            #define kTitle @"Title \"quoted\""
            NSString *s = @"one" "two"; char c = '\'';
            auto raw = R"x(raw ")" text)x";
            """#
        let lexed = try tokens(source, .objectiveC)
        XCTAssertEqual(identifiers(lexed).prefix(3), ["#import", "#define", "kTitle"])
        XCTAssertEqual(try strings(source, .objectiveC), ["Title \"quoted\"", "one", "two", "raw \")\" text"])
        XCTAssertTrue(lexed.literal(3)?.isObjectiveC == true)
    }
}
