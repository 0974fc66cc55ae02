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

/// The fast stand-ins for Foundation and reflection give what those give.
@Suite struct TextHelperTests {
    @Test(arguments: ["", " ", "abc", "  abc  ", "\tabc\n", "\r\nabc\r\n", "a b", " \u{00A0}abc\u{2003} ", "é ", " é",
                      "\u{3000}x", "x\n\n", "\n", " \t ", "\"a\"", " iOS 26.0", "iOS 26.0 "])
    func trimmingMatchesFoundation(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingWhitespace(newlines: false) == text.trimmingCharacters(in: .whitespaces))
        #expect(Substring(text).trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Names and titles split on the bytes (ASCII) give the words the Unicode split gives: on fixed forms, every type
    /// name and string literal of the Migrations cases, and a generated corpus; text with other bytes takes the Unicode way.
    @Test func asciiWordsAreTheUnicodeWords() throws {
        var texts = ["", "PayDepositIntent", "IAPPurchase", "IsWiFiOnIntent", "URLSession2Go", "get_glucose", "ABC", "aB",
                     "Bb9Cc", "9Lives", "Open Settings!", "Don't stop", "  x  y ", "\r\nA\tB", "HTTPServer", "iOS26Beta"]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Migrations")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var fromCases = 0
        for file in files where file.pathExtension == "swift" {
            let bytes = Array(try Data(contentsOf: file))
            guard let view = try? LexedView(bytes) else { continue }
            for token in view.tokens where token.kind == .identifier || token.kind == .string {
                texts.append(String(decoding: bytes[token.range], as: UTF8.self))
                fromCases += 1
            }
        }
        #expect(fromCases > 10_000, "the Migrations cases were not read")
        var generator = SeededGenerator(state: 61)
        let alphabet = Array("aAbBzZ09 _-.'!?\tIiXx")
        for _ in 0..<3000 {
            texts.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for text in texts {
            #expect(Words.camelCase(text) == Words.unicodeCamelCase(text), "\(text)")
            #expect(Words.plain(text) == Words.unicodePlain(text), "\(text)")
        }
        #expect(Words.asciiCamelCase("CaféIntent") == nil && Words.asciiPlain("Café") == nil)
        #expect(Words.camelCase("CaféIntent") == ["café", "intent"] && Words.plain("Ouvrir Café") == ["ouvrir", "café"])
    }

    /// A literal's contents and value read on its bytes are what reading it by characters gave: on every string literal
    /// of the Migrations cases and a generated corpus of escapes, delimiters and non-ASCII text; and what Swift reads where
    /// the two differ (a combining mark joined to a quote or an escape letter).
    @Test func literalValuesOnBytesAreTheCharacterValues() throws {
        func characterContents(_ literal: String) -> String {
            var text = Substring(literal)
            while text.first == "#" && text.last == "#" { text = text.dropFirst().dropLast() }
            if text.hasPrefix("\"\"\"") && text.hasSuffix("\"\"\"") && text.count >= 6 { return String(text.dropFirst(3).dropLast(3)) }
            if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { return String(text.dropFirst().dropLast()) }
            return String(text)
        }
        func characterValue(_ literal: String) -> String {
            let text = characterContents(literal)
            if literal.hasPrefix("#") { return text }
            var out = ""
            var iterator = text.makeIterator()
            while let c = iterator.next() {
                guard c == "\\" else { out.append(c); continue }
                switch iterator.next() {
                case "n", "t", "r": out.append(" ")
                case "0": break
                case "u":
                    var hex = ""
                    while let h = iterator.next(), h != "}" { if h != "{" { hex.append(h) } }
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.unicodeScalars.append(scalar) }
                case let other?: out.append(other)
                case nil: break
                }
            }
            return out
        }
        var literals = [#""""#, #""a""#, "#\"raw\"#", "##\"x\\#(y)\"##", "\"\"\"\nline\n\"\"\"", #""\u{1F44D} \u{D800}\0x""#,
                        #""Café \"ok\"\t""#, #""\\""#, "\"é\"", "#", "\"", #""trailing \""#]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Migrations")
        var fromCases = 0
        for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where file.pathExtension == "swift" {
            let bytes = Array(try Data(contentsOf: file))
            guard let view = try? LexedView(bytes) else { continue }
            let found = view.tokens.filter { $0.kind == .string }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
            literals += found
            fromCases += found.count
        }
        #expect(fromCases > 1_000, "the Migrations cases were not read")
        let pieces = ["a", "Z", " ", "\\", "\\n", "\\u{41}", "\\u{1F600}", "\\0", "é", "👍", "\\\"", "{", "}", "#"]
        var generator = SeededGenerator(state: 61)
        for _ in 0..<2000 {
            let body = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            literals.append("\"" + body + "\"")
        }
        for literal in literals {
            #expect(StringLiteral.contents(literal) == characterContents(literal), "\(literal)")
            #expect(StringLiteral.value(literal) == characterValue(literal), "\(literal)")
        }
        // Where a combining mark or a modifier joins a quote or an escape letter into one character, reading by
        // characters went wrong (the quotes kept, `\n` and the mark read as `n`); the bytes read it as Swift does.
        #expect(StringLiteral.contents("\"\u{1F3FB}\"") == "\u{1F3FB}")
        #expect(StringLiteral.contents("\"\u{301}x\"") == "\u{301}x")
        #expect(StringLiteral.value("\"a\\n\u{301}b\"") == "a \u{301}b")
        #expect(StringLiteral.value("\"\\u{41}\u{301}rest}\"") == "A\u{301}rest}")
    }

    @Test func byteSearchFindsWhatANaiveSearchFinds() {
        func naive(_ text: [UInt8], _ word: [UInt8]) -> Bool {
            word.isEmpty || (text.count >= word.count && (0...(text.count - word.count)).contains { text[$0..<$0 + word.count].elementsEqual(word) })
        }
        var random = SeededGenerator(state: 7)
        var found = 0
        for _ in 0..<5_000 {
            // A small alphabet, so partial matches and repeated first bytes are common.
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in UInt8(ascii: "a") + UInt8.random(in: 0...2, using: &random) }
            let word = (0..<Int.random(in: 0...4, using: &random)).map { _ in UInt8(ascii: "a") + UInt8.random(in: 0...2, using: &random) }
            let fast = text.withUnsafeBufferPointer { bytes($0, contain: String(decoding: word, as: UTF8.self)) }
            #expect(fast == naive(text, word), "\(text) \(word)")
            if fast && !word.isEmpty { found += 1 }
        }
        #expect(found > 500)
        #expect("static let description: IntentDescription".mentions("IntentDescription"))
        #expect(!"IntentDescriptio".mentions("IntentDescription"))
    }

    /// `contains(ascii:)` is a byte search only where every `contains` (the standard library's by characters, Foundation's
    /// by UTF-16) is one: ASCII text, an ASCII word with no line break. There it answers what a search by characters
    /// answers; elsewhere it is `contains` itself, whichever the platform gives the kit.
    @Test func asciiContainsIsContains() {
        let alphabet: [UInt8] = Array("abr .".utf8)
        var random = SeededGenerator(state: 19)
        var found = 0
        for _ in 0..<5_000 {
            let text = String(decoding: (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
            let word = String(decoding: (0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
            let byCharacters = Array(text).firstRange(of: Array(word)) != nil
            #expect(text.contains(ascii: word) == byCharacters, "\(text.debugDescription) \(word.debugDescription)")
            if byCharacters { found += 1 }
        }
        #expect(found > 500)
        // Outside ASCII, where all the searches agree on these.
        #expect("café erreur".contains(ascii: "err") && "naïve".contains(ascii: "ve") && !"naïve".contains(ascii: "error"))
        #expect("receivedError".lowercased().contains(ascii: "error") && !"errand".contains(ascii: "error"))
    }

    @Test func regexEscapingLeavesOtherTextAlone() {
        #expect(Prefilter.escape("wasn't (quite) 1.5× as fast? é+[x]{2}|^$\\") == "wasn't \\(quite\\) 1\\.5× as fast\\? é\\+\\[x\\]\\{2\\}\\|\\^\\$\\\\")
    }

    @Test func keywordSpellingsMatchTheirCases() {
        for keyword in Keyword.allCases where keyword != .none {
            #expect(keyword.spelling == String(describing: keyword))
            let bytes = Array(keyword.spelling.utf8)
            #expect(bytes.withUnsafeBufferPointer(Keyword.classify) == keyword)
        }
        #expect(Array("structs".utf8).withUnsafeBufferPointer(Keyword.classify) == Keyword.none)
        #expect(Array("Struct".utf8).withUnsafeBufferPointer(Keyword.classify) == Keyword.none)
    }

    @Test func versionsParseFromTheirBytes() {
        #expect(OSVersion("26.0")?.parts == [26, 0])
        #expect(OSVersion(" \"17.4.1\" ")?.parts == [17, 4, 1])
        #expect(OSVersion("'14'")?.parts == [14])
        for bad in ["", "26.", ".5", "1.2.3.4", "abc", "26.x", "2 6", "\"\""] { #expect(OSVersion(bad) == nil, "\(bad)") }
    }

    @Test func availabilityReadsBothForms() throws {
        let text = "@available(iOS 26.0, macOS 26, *)\nstruct A {}\n@available(watchOS, introduced: 11.0, deprecated: 12)\nstruct B {}\n"
        let source = SourceText(text)
        let view = try LexedView(source.bytes)
        let outline = Outline(source: source, view: view)
        #expect(outline.types[0].attributes[0].availability(in: source, view: view) == [.iOS: OSVersion("26.0")!, .macOS: OSVersion("26")!])
        #expect(outline.types[1].attributes[0].availability(in: source, view: view) == [.watchOS: OSVersion("11.0")!])
        // More spellings.
        let cases: [(String, [Platform: OSVersion])] = [
            ("xrOS 1.0, *", [.visionOS: OSVersion("1.0")!]),
            ("iOS, introduced:17", [.iOS: OSVersion("17")!]),
            ("iOS   17.0,macOS 14", [.iOS: OSVersion("17.0")!, .macOS: OSVersion("14")!]),
            ("*, unavailable", [:]),
            ("iOSApplicationExtension, unavailable", [:]),
            ("macOS, introduced: \t15.0, message: \"x\"", [.macOS: OSVersion("15.0")!]),
            ("iOS 17.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, macOS 14.0, *",
             [.iOS: OSVersion("17.0")!, .tvOS: OSVersion("17.0")!, .visionOS: OSVersion("1.0")!, .watchOS: OSVersion("10.0")!,
              .macOS: OSVersion("14.0")!]),
            ("\n    iOS 26.0,\n    macOS 26.0,\n    *\n", [.iOS: OSVersion("26.0")!, .macOS: OSVersion("26.0")!]),
            ("iOS 26.x, macOS", [:]),
            ("ipados 18, OSX 15", [.iOS: OSVersion("18")!, .macOS: OSVersion("15")!]),
        ]
        for (arguments, expected) in cases {
            let text = "@available(\(arguments))\nstruct A {}\n"
            let source = SourceText(text)
            let view = try LexedView(source.bytes)
            let outline = Outline(source: source, view: view)
            #expect(outline.types[0].attributes[0].availability(in: source, view: view) == expected, "\(arguments)")
        }
    }

    /// ASCII text is split on its bytes; the words are those the reading by characters gives.
    @Test func asciiPlainWordsMatchTheCharacterReading() {
        var generator = SeededGenerator(state: 53)
        let pieces = ["Show", "account", " ", "#", "2", "_", "-", "x9", "ORDER", "'", "\n", ".", "", "Zz"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(Words.plain(text) == text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init), "\(text)")
        }
    }

    @Test func plainWordsAndFailureWords() {
        #expect(Words.plain("Show Account Order #2") == ["show", "account", "order", "2"])
        #expect(Words.plain("Café au lait") == ["café", "au", "lait"])
        #expect(FailureWords.firstMatch(in: "I couldn\u{2019}t find it") == "couldn't")
        #expect(FailureWords.firstMatch(in: "I couldn't find it") == "couldn't")
        #expect(FailureWords.firstMatch(in: "All done.") == nil)
    }

    @Test func versionsAndPlatformsSpellAsBefore() {
        #expect(OSVersion([26]).description == "26.0")
        #expect(OSVersion([27, 3]).description == "27.3")
        #expect(OSVersion([17, 4, 1]).description == "17.4.1")
        #expect(Platform(spelling: "iOS") == .iOS && Platform(spelling: "IOS") == .iOS && Platform(spelling: "xros") == .visionOS)
        #expect(Platform(spelling: "*") == nil && Platform(spelling: "linux") == nil)
    }
}

/// The Unicode-scalar reading of `textWithoutInterpolations` the byte version replaced: the oracle.
private func scalarTextWithoutInterpolations(_ literal: String) -> String {
    var hashes = 0
    for c in literal { if c == "#" { hashes += 1 } else { break } }
    let body = Array(StringLiteral.contents(literal).unicodeScalars)
    func skip(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0, i = start, inString = false
        while i < s.count {
            let c = s[i]
            if inString {
                if c == "\\" { i += 2; continue }
                if c == "\"" { inString = false }
            } else if c == "\"" { inString = true } else if c == "(" { depth += 1 } else if c == ")" {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return s.count
    }
    var out = String.UnicodeScalarView()
    var i = 0
    let escape = Array(("\\" + String(repeating: "#", count: hashes)).unicodeScalars)
    while i < body.count {
        if body[i] == "\\", i + escape.count < body.count, Array(body[i..<i + escape.count]) == escape {
            let after = i + escape.count
            if body[after] == "(" { i = skip(body, from: after); out.append(" "); continue }
            if hashes == 0 { out.append(body[after]); i = after + 1; continue }
        }
        out.append(body[i])
        i += 1
    }
    return String(out)
}

@Suite struct LiteralTextTests {
    @Test func interpolationsGoOnTheBytesAsOnScalars() {
        var generator = SeededGenerator(state: 2026)
        let pieces = ["\\", "#", "(", ")", "\"", "a", "é", "👍", " ", "\\(", "\\#(", "n", "\u{301}"]
        for _ in 0..<5_000 {
            let inner = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let hashes = String(repeating: "#", count: Int.random(in: 0...2, using: &generator))
            let quote = Bool.random(using: &generator) ? "\"" : "\"\"\""
            let literal = hashes + quote + inner + quote + hashes
            #expect(StringLiteral.textWithoutInterpolations(literal) == scalarTextWithoutInterpolations(literal), "\(literal)")
        }
        #expect(StringLiteral.textWithoutInterpolations(#""I couldn't find \(name) in \(list.map { "\($0)" })""#) == "I couldn't find   in  ")
    }


    @Test func pathsAreStandardizedWithoutTouchingTheDisk() {
        #expect(Paths.absolute("/a/./b/../c/") == "/a/c")
        #expect(Paths.absolute("/..") == "/")
        #expect(Paths.absolute("x").hasSuffix("/x") && Paths.absolute("x").hasPrefix("/"))
        #expect(Workspace.relative("/a/b/c.swift", to: "/a") == "b/c.swift")
        #expect(Workspace.relative("/ab/c.swift", to: "/a") == "/ab/c.swift")
    }

    @Test func literalsSayWhatTheyMean() {
        #expect(StringLiteral.value(#""Say \"hi\"\n\u{1F44D}""#) == "Say \"hi\" 👍")
        #expect(StringLiteral.value(##"#"raw \n"#"##) == #"raw \n"#)
        #expect(StringLiteral.contents("\"\"\"\nx\n\"\"\"") == "\nx\n")
        #expect(StringLiteral.contents("#") == "")
        #expect(Words.camelCase("IAPPurchase") == ["iap", "purchase"] && Words.camelCase("PayDepositIntent") == ["pay", "deposit", "intent"])
        #expect(Words.plain("Couldn’t find it, sorry!") == ["couldn", "t", "find", "it", "sorry"])
    }
}
