import Foundation
import Testing
@testable import IMSupport
@testable import IMKnowledge
@testable import IMSource
@testable import IMProject
@testable import IMIndex
@testable import IMMigration
@testable import IMPasses
@testable import IMEngine
@testable import IntentMigrateKit

/// The code mask as a string.
func mask(_ text: String) throws -> String {
    String(decoding: try LexedView(Array(text.utf8)).mask, as: UTF8.self)
}

func kinds(_ text: String) throws -> [Token.Kind] { try LexedView(Array(text.utf8)).tokens.map(\.kind) }

@Suite struct LexerTests {
    /// A guard's conditions that only test what the code was given (an emptiness test, names unwrapped as they are),
    /// against those that look something up or test something else.
    @Test func conditionsThatOnlyTestWhatWasGiven() throws {
        func given(_ head: String) throws -> Bool {
            let bytes = Array("guard \(head) else {}".utf8)
            let view = try LexedView(bytes)
            let end = try #require(view.tokens.indices.first { view.token($0, is: "else", in: bytes) })
            return view.testsOnlyWhatItWasGiven(1..<end, in: bytes)
        }
        #expect(try given("!meetings.isEmpty"))
        #expect(try given("let subject, let start"))
        #expect(try given("let path = path"))
        #expect(try !given("let snapshot = store.latest()"))
        #expect(try !given("let subject, ready"))
        #expect(try !given("count > 0"))
    }

    @Test func lineAndNestedBlockComments() throws {
        #expect(try mask("a // b { \"\nc") == "a         \nc")
        #expect(try mask("a /* x /* y */ { */ b") == "a                   b")
        let view = try LexedView(Array("x /* /* */ */ y // z".utf8))
        #expect(view.comments.count == 2)
        #expect(view.tokens.count == 2)
    }

    /// `open + content + close` masks to `open + spaces + close`.
    func expectBlanked(_ before: String, _ open: String, _ content: String, _ close: String) throws {
        let masked = try mask(before + open + content + close)
        #expect(masked == before + open + String(repeating: " ", count: content.utf8.count) + close)
    }

    @Test func stringLiteralsAreBlankedButKeepTheirDelimiters() throws {
        try expectBlanked("let s = ", "\"", "a { b", "\"")
        try expectBlanked("f(", "\"", #"\(a ? "x" : "y") }"#, "\")")
        try expectBlanked("let r = ", "#\"", #"say "hi" {"#, "\"#")
        try expectBlanked("let r = ", "##\"", ##"a "# b"##, "\"##")
        try expectBlanked("let e = ", "\"", #"a \" { b"#, "\"")
        try expectBlanked("let i = ", "#\"", ##"\#(x) \(y)"##, "\"#")
    }

    @Test func multiLineStringsKeepLineBreaks() throws {
        let text = "let s = \"\"\"\n    one { \"quoted\"\n    \\(value)\n    \"\"\"\nnext"
        let masked = try mask(text)
        #expect(masked.utf8.count == text.utf8.count)
        #expect(masked.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        #expect(!masked.contains("{"))
        #expect(masked.hasSuffix("\"\"\"\nnext"))
        #expect(try kinds(text) == [.identifier, .identifier, .operator, .string, .identifier])
    }

    @Test func interpolationWithNestedQuotesAndTernaries() throws {
        let text = #"let d = "\(a)\(b != "" ? " by \(b)" : "") (live)" + x"#
        #expect(try kinds(text) == [.identifier, .identifier, .operator, .string, .operator, .identifier])
    }

    @Test func regexLiterals() throws {
        #expect(try kinds(#"let r = #/"{(/#"#) == [.identifier, .identifier, .operator, .regex])
        #expect(try mask(#"let r = #/"{(/#"#) == #"let r = #/   /#"#)
        #expect(try kinds(#"let r = /[a-z]{2}"\(/"#) == [.identifier, .identifier, .operator, .regex])
        #expect(try kinds("if x.contains(/a{1}/) { }") == [.identifier, .identifier, .punctuation, .identifier, .punctuation, .regex, .punctuation, .punctuation, .punctuation])
        // Division is not a regex.
        #expect(try kinds("let h = total / 2 / count").filter { $0 == .regex }.isEmpty)
        #expect(try kinds("let h = (a) /2/ b").filter { $0 == .regex }.isEmpty)
        // Extended regex literal over lines.
        let extended = "let r = #/\n  (?<year>\\d+) # \"{\n/#\nx"
        #expect(try kinds(extended) == [.identifier, .identifier, .operator, .regex, .identifier])
    }

    @Test func maskKeepsLengthAndLineBreaks() throws {
        let text = "/* é\n */ let s = \"ü{\" // ✓\r\nlet t = #/é/#\n"
        let masked = try LexedView(Array(text.utf8)).mask
        #expect(masked.count == text.utf8.count)
        #expect(masked.enumerated().filter { $0.element == 0x0A }.map(\.offset) == Array(text.utf8).enumerated().filter { $0.element == 0x0A }.map(\.offset))
        #expect(UTF8Validation.isValid(masked))
    }

    @Test func bracketsArePaired() throws {
        let view = try LexedView(Array("f(a[1], { x in (x) })".utf8))
        let open = view.tokens.firstIndex { $0.kind == .punctuation }!
        #expect(view.partner[open] == view.tokens.count - 1)
    }

    @Test(arguments: [
        ("\"never ends", "string literal never ends"),
        ("let s = \"one\nline\"", "string literal never ends"),
        ("/* /* */", "block comment never ends"),
        ("\"\"\"\nno end", "string literal never ends"),
        ("f(\"\\(a\")", "never ends"),
        ("let r = #/abc", "regex literal never ends"),
        ("struct A {", "never closed"),
        ("f(a]", "closes"),
        ("}", "unbalanced"),
    ])
    func unterminatedFormsAreRejected(_ text: String, _ reason: String) {
        #expect(throws: LexError.self) { try LexedView(Array(text.utf8)) }
        do { _ = try LexedView(Array(text.utf8)) } catch { #expect(error.reason.contains(reason), "\(error.reason)") }
    }

    @Test func attributesPoundsAndNumbers() throws {
        #expect(try kinds("@available(iOS 17.0, *) #if os(iOS) 1_000 0x1F") ==
                [.attribute, .punctuation, .identifier, .number, .punctuation, .operator, .punctuation, .pound, .identifier, .punctuation, .identifier, .punctuation, .number, .number])
    }

    /// Nesting deeper than swiftc accepts is refused, not walked until the stack runs out (8,700 nested
    /// enums crashed the run).
    @Test func deepNestingIsRefused() {
        let depth = 8_700
        let text = String(repeating: "enum N {\n", count: depth) + String(repeating: "}\n", count: depth)
        #expect(throws: LexError.self) { try LexedView(Array(text.utf8)) }
        let fine = String(repeating: "enum N {\n", count: 100) + String(repeating: "}\n", count: 100)
        #expect((try? LexedView(Array(fine.utf8))) != nil)
        let result = migrate(bytes: Array(text.utf8))
        #expect(result.failure?.contains("nested more than 512 levels") == true)
    }

    /// A `/…/` that starts a line is a regex literal whatever ends the line before, as `swiftc -dump-parse`
    /// reads it (the lexer took it for division after these, and edited inside the string that followed).
    @Test(arguments: ["f()", "a[0]", "{ }", "42", "x", "\"s\""])
    func regexAtTheStartOfALine(_ previous: String) throws {
        let text = "func g() {\n    _ = \(previous)\n    /\"/\n    let t = \"title\"\n}\n"
        let view = try LexedView(Array(text.utf8))
        let kinds = view.tokens.map { (String(decoding: Array(text.utf8)[$0.range], as: UTF8.self), $0.kind) }
        #expect(kinds.contains { $0.0 == "/\"/" && $0.1 == .regex }, "\(kinds)")
        #expect(kinds.contains { $0.0 == "\"title\"" && $0.1 == .string }, "\(kinds)")
        // Division across lines keeps a space after the slash: still an operator.
        let division = try LexedView(Array("let z = y\n    / 2\n".utf8))
        #expect(division.tokens.contains { $0.kind == .operator })
    }
}

/// Lexing only what edits changed (`relexed`) gives the view a whole lex gives, or fails where it fails: on edits that
/// open or close a string, a comment or a regex, edits inside literals, at the start and at the end, and on random edits
/// of every Migrations case input.
@Suite struct RelexTests {
    func expectSame(_ text: String, replacing range: Range<Int>, with replacement: String, _ comment: String = "") throws {
        let before = Array(text.utf8)
        guard let old = try? LexedView(before) else { return }
        var after = before
        after.replaceSubrange(range, with: replacement.utf8)
        let whole = try? LexedView(after)
        let relexed = try? old.relexed(after, changed: range, delta: after.count - before.count)
        if let whole, let relexed {
            #expect(relexed.isSame(as: whole), "\(comment) \(text.debugDescription) \(range) \(replacement.debugDescription)")
        } else {
            #expect(whole == nil && relexed == nil, "\(comment) \(text.debugDescription) \(range) \(replacement.debugDescription)")
        }
    }

    @Test func editsThatChangeWhatFollows() throws {
        let text = """
        import AppIntents
        // a comment
        struct A: AppIntent {
            static let title: LocalizedStringResource = "Play \\(name)"
            func perform() async throws -> some IntentResult {
                let r = /ab+c/
                let s = #"raw "quoted""#
                let m = \"\"\"
                many
                \"\"\"
                /* block /* nested */ */
                return .result(value: a / b / c)
            }
        }
        """
        let bytes = Array(text.utf8)
        let offsets = [0, 1, 20, 40, 60, 75, 90, 110, 130, 150, 170, 190, 210, 230, bytes.count - 2, bytes.count]
        let snippets = ["", "\"", "\"\"\"", "/*", "*/", "//", "/", "x", "\n", "@AppIntent(.tool)\n", "#if os(iOS)\n", "{", "}", " ", "\\(", "é"]
        for offset in offsets where offset <= bytes.count {
            for snippet in snippets {
                try expectSame(text, replacing: offset..<offset, with: snippet, "insert")
                if offset + 3 <= bytes.count { try expectSame(text, replacing: offset..<offset + 3, with: snippet, "replace") }
            }
        }
    }

    @Test func randomEditsOfEveryCase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Migrations")
        var generator = SeededGenerator(state: 71)
        let snippets = ["\"", "/*", "*/", "//", "/", "x", "\n", "throw E.failure(\"No\")", "#if DEBUG\n", "{", "}", "\\(", "`", "#\""]
        var files = 0
        for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where file.lastPathComponent == "input.swift" {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let count = text.utf8.count
            guard count > 10 else { continue }
            files += 1
            for _ in 0..<6 {
                let start = Int.random(in: 0..<count, using: &generator)
                let end = min(count, start + Int.random(in: 0...8, using: &generator))
                // Only whole UTF-8 sequences: an edit never starts or ends inside a character.
                let utf8 = Array(text.utf8)
                guard start == 0 || utf8[start] & 0xC0 != 0x80, end == count || utf8[end] & 0xC0 != 0x80 else { continue }
                try expectSame(text, replacing: start..<end, with: snippets.randomElement(using: &generator)!, file.lastPathComponent)
            }
        }
        #expect(files > 200, "the Migrations cases were not read")
    }
}
