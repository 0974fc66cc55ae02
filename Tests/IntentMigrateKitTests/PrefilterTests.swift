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

@Suite struct PrefilterTests {
    @Test func wordsComeFromThePassesAndSubsumeEachOther() {
        let prefilter = Engine.prefilter(for: Passes.all)
        // Every pass's words are covered by some kept word.
        for word in Passes.all.flatMap(\.triggerWords) + TreeIndex.triggerWords {
            #expect(prefilter.words.contains { word.text.contains($0) }, "\(word) is not covered")
        }
        // "@AppIntent" adds nothing once "Intent" is there.
        #expect(!prefilter.words.contains("@AppIntent") && prefilter.words.contains("Intent"))
        let onlyModes = Engine.prefilter(for: [SupportedModesPass()])
        #expect(onlyModes.words == ["Entity", "Intent", "openAppWhenRun"])
    }

    @Test(arguments: [
        ("struct A: AppIntent {}", true),
        ("static var openAppWhenRun = true", true),
        ("@AppEnum(schema: .photos.assetType) enum Kind {}", true),
        ("let x = \"TODO: say what went wrong\"", true),
        ("final class Store { let items: [Item] = [] }", false),
        ("", false),
        ("Inten", false),
        ("xIntent", true),
    ])
    func findsTheWordsAnywhere(_ text: String, _ wanted: Bool) {
        #expect(Engine.prefilter(for: Passes.all).wants(Array(text.utf8)) == wanted)
    }

    /// Once lexed, a file is worth its migration only when a word is in the code or opens a string literal:
    /// named in a comment or inside other text, it is dismissed.
    @Test(arguments: [
        ("struct A: AppIntent {}", true),
        ("@AppEnum enum Kind { case a }", true),
        ("let p = <#describe the crate#>", true),
        ("let d = IntentDescription(\"TODO: describe what it does\")", true),
        ("// struct A: AppIntent {} — the old intent, gone\nlet a = 1", false),
        ("/* openAppWhenRun */ let a = 1", false),
        ("log(\"sync: openAppWhenRun, CSSearchableIndex, @AppEnum\")", false),
        ("log(\"left from the notes: TODO: describe\")", false),
        // An interpolation is part of its literal, as the mask has it: no pass looks inside one.
        ("let s = \"\\(Intent.self)\"", false),
    ])
    func countsTheWordsWhereTheyMatter(_ text: String, _ wanted: Bool) throws {
        let filter = Engine.prefilter(for: Passes.all)
        let bytes = Array(text.utf8)
        #expect(filter.wants(bytes), "the bytes hold a word")
        #expect(filter.wants(try LexedView(bytes), bytes: bytes) == wanted)
    }

    /// Through the engine: a file naming the words only in comments and strings gets nothing, and a file the
    /// second look dismisses is still read for a name the index learns (an extension of the entity `Crate`).
    @Test func dismissedFilesAreStillReadForLearnedNames() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import AppIntents

        struct Crate: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
            static let defaultQuery = CrateQuery()
            let id: String
            var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }

        @AppIntent(.tool)
        struct PlayCrateIntent: AppIntent {
            static let title: LocalizedStringResource = "Play Crate"
            static let description = IntentDescription("Plays every record in the crate, in order.")
            @Parameter(title: "Crate", description: "The crate to play")
            var crate: Crate
            func perform() async throws -> some IntentResult { .result() }
        }

        """, to: folder.appendingPathComponent("Crate.swift"))
        try write("""
        // ShuffleIntent went away with openAppWhenRun; the @AppEnum notes are in the wiki.
        let changelog = "Intent and Entity names changed"

        """, to: folder.appendingPathComponent("Notes.swift"))
        let sharing = folder.appendingPathComponent("CrateSharing.swift")
        try write("""
        import CoreTransferable

        // The Entity is shared as its id.
        extension Crate: Transferable {
            static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: \\.id) }
        }

        """, to: sharing)
        let shared = try runTree(folder)
        #expect(!shared.results.contains { $0.path.hasSuffix("Notes.swift") })
        #expect(!shared.results.flatMap(\.findings).contains { $0.id.rawValue == "entity-transferable" })
        // The control: without the extension the entity is reported, so the extension was read.
        try FileManager.default.removeItem(at: sharing)
        let unshared = try runTree(folder)
        #expect(unshared.results.flatMap(\.findings).contains { $0.id.rawValue == "entity-transferable" })
    }

    /// Every word at every offset of texts around the 16-byte block size, and cut short by one byte.
    @Test func findsEachWordAcrossBlockBoundaries() {
        let prefilter = Engine.prefilter(for: Passes.all)
        for word in prefilter.words.map({ Array($0.utf8) }) {
            for length in [word.count, 15, 16, 17, 31, 32, 33, 47, 64] where length >= word.count {
                for offset in 0...(length - word.count) {
                    var text = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    text.replaceSubrange(offset..<offset + word.count, with: word)
                    #expect(prefilter.wants(text), "\(String(decoding: word, as: UTF8.self)) at \(offset) of \(length)")
                    var cut = text
                    // Cut off: the last byte replaced by another (`CSSearchableIndex` ends in the filler itself).
                    cut[offset + word.count - 1] = word.last == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                    #expect(!prefilter.wants(cut), "a cut-off \(String(decoding: word, as: UTF8.self)) at \(offset) of \(length)")
                }
            }
        }
    }

    /// Words shorter than the four bytes compared first at a hit, at the very start and end of the text.
    @Test func findsShortWordsAtTheEdges() {
        let prefilter = Prefilter(words: ["Wq", "Zj"])
        for text in ["Wq", "Zj", "xxWq", "Zjxx", "xWqx"] { #expect(prefilter.wants(Array(text.utf8)), "\(text)") }
        for text in ["W", "q", "Wx", "xW", "qW", "jZ", ""] { #expect(!prefilter.wants(Array(text.utf8)), "\(text)") }
    }

    /// A NUL or a byte above 0x7F that isn't UTF-8 anywhere makes the file one to leave alone.
    @Test func inputProblemsAreSeenAnywhere() {
        for length in [1, 7, 16, 33, 100] {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(inputProblem(plain) == nil)
            for offset in 0..<length {
                var text = plain
                text[offset] = 0
                #expect(inputProblem(text) == "binary file (contains a NUL byte); left untouched", "NUL at \(offset) of \(length)")
                text[offset] = 0x80
                #expect(inputProblem(text) == "not UTF-8; left untouched", "0x80 at \(offset) of \(length)")
            }
        }
        #expect(inputProblem([]) == nil)
        #expect(inputProblem(Array("let é = \"🎵\"".utf8)) == nil)
    }

    /// The validator agrees with the standard library's on every one- and two-byte sequence, every three-byte one
    /// with a multi-byte lead, the edges of the four-byte forms, and each of them inside ASCII text (the
    /// eight-byte skip on either side).
    @Test func validatesUTF8AsTheStandardLibraryDoes() {
        func standard(_ bytes: [UInt8]) -> Bool { (try? UTF8Span(validating: bytes.span)) != nil }
        var sequences: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for a in 0...255 { for b in 0...255 { sequences.append([UInt8(a), UInt8(b)]) } }
        for a in 0xC0...0xFF { for b in stride(from: 0, through: 255, by: 1) { for c in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
            sequences.append([UInt8(a), UInt8(b), UInt8(c)])
        } } }
        for a in 0xEF...0xF5 { for b in [0x7F, 0x80, 0x8F, 0x90, 0xBF, 0xC0] { for c in [0x7F, 0x80, 0xBF, 0xC0] { for d in [0x7F, 0x80, 0xBF, 0xC0] {
            sequences.append([UInt8(a), UInt8(b), UInt8(c), UInt8(d)])
        } } } }
        var disagreements = 0
        for sequence in sequences {
            if UTF8Validation.isValid(sequence) != standard(sequence) { disagreements += 1 }
        }
        #expect(disagreements == 0)
        let padding = Array("struct A {}".utf8)
        for sequence in sequences where sequence.count > 1 && sequence[0] >= 0xC0 {
            let text = padding + sequence + padding
            if UTF8Validation.isValid(text) != standard(text) { disagreements += 1 }
        }
        #expect(disagreements == 0)
        #expect(UTF8Validation.isValid(Array("let é = \"🎵\" // ünïcödé —".utf8)))
    }

    @Test func worksOnBytesThatAreNotUTF8() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("Intent".utf8) + [0xC3]
        #expect(Engine.prefilter(for: Passes.all).wants(bytes))
    }

    @Test func readsFilesWhole() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        let text = String(repeating: "let value = \"é\"\n", count: 5000)
        try Data(text.utf8).write(to: file)
        #expect(readFile(file.path) == Array(text.utf8))
        try Data().write(to: file)
        #expect(readFile(file.path) == [])
        #expect(readFile(folder.appendingPathComponent("missing").path) == nil)
    }
}
