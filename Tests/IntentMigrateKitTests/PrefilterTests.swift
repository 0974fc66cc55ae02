import Foundation
import Testing
@testable import IntentMigrateKit

@Suite struct PrefilterTests {
    @Test func wordsComeFromThePassesAndSubsumeEachOther() {
        let prefilter = Engine.prefilter(for: Passes.all)
        // Every pass's words are covered by some kept word.
        for word in Passes.all.flatMap(\.triggerWords) + TreeIndex.triggerWords {
            #expect(prefilter.words.contains { word.contains($0) }, "\(word) is not covered")
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
        #expect(Engine.readFile(file.path) == Array(text.utf8))
        try Data().write(to: file)
        #expect(Engine.readFile(file.path) == [])
        #expect(Engine.readFile(folder.appendingPathComponent("missing").path) == nil)
    }
}
