import Foundation
import Testing
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
        let outline = Outline(source: source, view: try LexedView(source.bytes))
        #expect(outline.types[0].attributes[0].availability(in: source) == [.iOS: OSVersion("26.0")!, .macOS: OSVersion("26")!])
        #expect(outline.types[1].attributes[0].availability(in: source) == [.watchOS: OSVersion("11.0")!])
        // More spellings, read on the bytes.
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
            let outline = Outline(source: source, view: try LexedView(source.bytes))
            #expect(outline.types[0].attributes[0].availability(in: source) == expected, "\(arguments)")
        }
    }

    @Test(arguments: ["PayDepositIntent", "IAPPurchase", "URLSession2Go", "snake_case_name", "A", "", "lowerThenUPPERThenLower", "X1Y2"])
    func asciiCamelCaseMatchesTheUnicodePath(_ name: String) {
        // The Unicode path, forced by a non-ASCII letter at the end that forms its own word after "_".
        let unicode = Words.camelCase(name + "_é").dropLast()
        #expect(Words.camelCase(name) == Array(unicode))
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
