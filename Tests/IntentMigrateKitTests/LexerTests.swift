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
