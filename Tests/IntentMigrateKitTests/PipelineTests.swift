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

@Suite struct PipelineTests {
    @Test func offsetsMapThroughEdits() {
        let edits = [Edit.insert("abc", at: 2, message: ""), Edit(range: 5..<7, replacement: "", message: "")]
        #expect(Pipeline.mapForward(0, through: edits) == 0)
        #expect(Pipeline.mapForward(2, through: edits) == 5)
        #expect(Pipeline.mapForward(4, through: edits) == 7)
        #expect(Pipeline.mapForward(6, through: edits) == 8)
        #expect(Pipeline.mapForward(8, through: edits) == 9)
        #expect(Pipeline.mapBack(3, through: edits) == 2)
        #expect(Pipeline.mapBack(5, through: edits) == 2)
        #expect(Pipeline.mapBack(9, through: edits) == 8)
    }

    @Test func overlappingEditsAreRefused() {
        #expect(throws: (any Error).self) {
            try Pipeline.apply([Edit(range: 0..<3, replacement: "x", message: ""), Edit(range: 2..<4, replacement: "y", message: "")], to: Array("abcdef".utf8))
        }
        #expect(throws: (any Error).self) {
            try Pipeline.apply([Edit.insert("x", at: 1, message: ""), Edit.insert("y", at: 1, message: "")], to: Array("abc".utf8))
        }
    }

    /// A pass whose own edits overlap (a bug) is named in the failure, and the file is left untouched.
    @Test func aPassWithOverlappingEditsIsNamed() throws {
        struct Edits: Pass {
            let id: PassID, summary = "", explanation = "", triggerWords: [TriggerWord] = []
            let ranges: [Range<Int>]
            func run(_ file: FileContext) -> PassOutput {
                PassOutput(edits: ranges.map { Edit(range: $0, replacement: "x", message: id.rawValue) })
            }
        }
        let bytes = Array("struct A {}\nstruct B {}\n".utf8)
        let pipeline = Pipeline(passes: [Edits(id: "fine", ranges: [0..<1]), Edits(id: "broken", ranges: [12..<15, 13..<16])])
        let result = pipeline.run(path: "T.swift", bytes: bytes, index: TreeIndex(), settings: Settings(), reportEdits: false)
        #expect(result.failure?.hasPrefix("internal error in pass broken: edits overlap") == true, "\(result.failure ?? "no failure")")
        #expect(result.migrated == bytes && !result.changed)
    }

    @Test func findingsPointIntoTheOriginalAndTheMigratedFile() {
        let text = "import AppIntents\n\nstruct A: AppIntent {}\nstruct PayB: AppIntent {}\n"
        let result = migrate(text, passes: [AddToolPass()], reportEdits: true)
        #expect(result.findings.map(\.line) == [3, 4])
        #expect(result.migratedFindings.map(\.line) == [4, 5])
        #expect(result.newTools.map(\.name) == ["A"])
    }

    @Test func unicodeColumnsCountScalars() {
        let source = SourceText("let é = \"ü\"; struct X {}")
        #expect(source.position(of: 17).column == 16)
    }

    @Test func sourceTextKnowsItsStyle() {
        #expect(SourceText("a\r\nb\r\n").lineEnding == .crlf)
        #expect(SourceText("a\nb\n").lineEnding == .lf)
        #expect(SourceText("struct A {\n\tvar b\n\tvar c\n}\n").indentUnit == "\t")
        #expect(SourceText("struct A {\n  var b\n  struct C {\n    var d\n  }\n}\n").indentUnit == "  ")
        // Deep lines (the leading spaces are counted eight at a time), and blank lines of spaces only.
        let deep = (0..<6).map { String(repeating: " ", count: 3 * $0) + "a\n" }.joined() + String(repeating: " ", count: 20) + "\n"
        #expect(SourceText(deep + deep).indentUnit == "   ")
        #expect(SourceText("a\n" + String(repeating: " ", count: 17) + "b\n").indentUnit == String(repeating: " ", count: 17))
        #expect(SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("struct A {}".utf8)).hasBOM)
    }

    @Test func aByteOrderMarkIsKept() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("struct A: AppIntent {}\n".utf8)
        let result = migrate(bytes: bytes, passes: [AddToolPass()])
        #expect(Array(result.migrated.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: result.migrated.dropFirst(3), as: UTF8.self) == "@AppIntent(.tool)\nstruct A: AppIntent {}\n")
    }
}

@Suite struct UnifiedDiffTests {
    @Test func hunksWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        var lines = (1...10).map { "line \($0)\n" }
        lines.insert("new\n", at: 5)
        let patch = UnifiedDiff.patch(path: "a.swift", old: Array(old.utf8), new: Array(lines.joined().utf8))
        #expect(patch == """
        diff --git a/a.swift b/a.swift
        index \(SHA1.blobID(Array(old.utf8)))..\(SHA1.blobID(Array(lines.joined().utf8)))
        --- a/a.swift
        +++ b/a.swift
        @@ -3,6 +3,7 @@
         line 3
         line 4
         line 5
        +new
         line 6
         line 7
         line 8

        """)
    }

    /// Applies a patch made by `UnifiedDiff.patch` to `old` (hunks in order; context and removals checked).
    static func apply(_ patch: String, to old: [UInt8]) -> [UInt8]? {
        // Lines of the old text, each with its line break (if any).
        var oldLines: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in old { current.append(byte); if byte == 0x0A { oldLines.append(current); current = [] } }
        if !current.isEmpty { oldLines.append(current) }
        var out: [[UInt8]] = []
        var next = 0
        // Split on \n bytes (a String would keep "\r\n" together as one Character).
        let lines = patch.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        func text(_ line: [UInt8]) -> String { String(decoding: line, as: UTF8.self) }
        // The header: `diff --git`, `index`, `---`, `+++`.
        var i = 4
        while i < lines.count {
            let line = lines[i]
            if text(line).hasPrefix("@@ -") {
                let numbers = text(line).dropFirst(4)
                let start = Int(numbers.prefix { $0.isNumber })!
                let afterStart = numbers.drop { $0.isNumber }
                let count = afterStart.hasPrefix(",") ? Int(afterStart.dropFirst().prefix { $0.isNumber })! : 1
                let first = count == 0 ? start : start - 1
                while next < first { out.append(oldLines[next]); next += 1 }
            } else if let kind = line.first, kind == UInt8(ascii: " ") || kind == UInt8(ascii: "-") || kind == UInt8(ascii: "+") {
                var body = Array(line.dropFirst())
                let noNewline = i + 1 < lines.count && text(lines[i + 1]).hasPrefix("\\ No newline")
                if !noNewline { body.append(0x0A) }
                if kind != UInt8(ascii: "+") {
                    guard next < oldLines.count, oldLines[next] == body else { return nil }
                    next += 1
                }
                if kind != UInt8(ascii: "-") { out.append(body) }
            }
            i += 1
        }
        while next < oldLines.count { out.append(oldLines[next]); next += 1 }
        return Array(out.joined())
    }

    /// Random line edits on real files: every patch turns the old text into the new one.
    @Test func randomEditsRoundTrip() {
        var rng = SeededGenerator(state: 0xD1FF)
        let pieces = ["}\n", "\n", "    return x\n", "// note\n", "struct A {\n", "last"]
        for iteration in 0..<400 {
            let source = FuzzTests.corpus[Int.random(in: 0..<FuzzTests.corpus.count, using: &rng)]
            var lines = source.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) + [0x0A] }
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let at = Int.random(in: 0...lines.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where at < lines.count: lines.remove(at: at)
                case 1 where at < lines.count: lines[at] = Array(pieces.randomElement(using: &rng)!.utf8)
                default: lines.insert(Array(pieces.randomElement(using: &rng)!.utf8), at: at)
                }
            }
            var new = Array(lines.joined())
            if Bool.random(using: &rng), new.last == 0x0A { new.removeLast() }
            let patch = UnifiedDiff.patch(path: "a.swift", old: source, new: new)
            if source == new { #expect(patch.isEmpty); continue }
            #expect(UnifiedDiffTests.apply(patch, to: source) == new, "iteration \(iteration)")
        }
    }

    /// Many small changes through a big file: the unique lines cut it into pieces, so Myers' trace stays
    /// small (2,000 intents, 0.4 MB: 518 MB of memory before, 42 MB after), and the patch still round-trips.
    @Test func manyChangesAreDiffedPieceByPiece() {
        var old = "", new = ""
        for i in 0..<2_000 {
            old += "struct I\(i): AppIntent {\n    static var openAppWhenRun: Bool = true\n}\n\n"
            new += "@AppIntent(.tool)\nstruct I\(i): AppIntent {\n    static var supportedModes: IntentModes { .foreground }\n}\n\n"
        }
        let a = UnifiedDiff.lines(Array(old.utf8)), b = UnifiedDiff.lines(Array(new.utf8))
        let anchors = UnifiedDiff.anchors(a, Array(old.utf8), b, Array(new.utf8), from: 0)
        #expect(anchors.count == 2_000, "every struct line is unique in both: \(anchors.count)")
        #expect(zip(anchors, anchors.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
        let patch = UnifiedDiff.patch(path: "a.swift", old: Array(old.utf8), new: Array(new.utf8))
        #expect(UnifiedDiffTests.apply(patch, to: Array(old.utf8)) == Array(new.utf8))
    }

    /// The `index` line names both texts by git's blob ids (FIPS 180-4 vectors, and git's id of "hello\n").
    @Test func blobIDsAreGits() {
        #expect(SHA1.hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(SHA1.hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(SHA1.hex(SHA1.digest(Array(String(repeating: "a", count: 1_000).utf8))) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
        #expect(SHA1.blobID(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
        let patch = UnifiedDiff.patch(path: "a", old: Array("hello\n".utf8), new: Array("hello\nworld\n".utf8))
        #expect(patch.hasPrefix("diff --git a/a b/a\nindex ce013625030ba8dba906f756967f9e9ca394464a.."), "\(patch)")
    }

    @Test func missingFinalNewlineAndEmptyEquality() {
        #expect(UnifiedDiff.patch(path: "a", old: Array("x".utf8), new: Array("x".utf8)).isEmpty)
        let patch = UnifiedDiff.patch(path: "a", old: Array("x".utf8), new: Array("x\ny".utf8))
        #expect(patch.hasSuffix("@@ -1 +1,2 @@\n-x\n\\ No newline at end of file\n+x\n+y\n\\ No newline at end of file\n"))
        let insertAtTop = UnifiedDiff.patch(path: "a", old: [], new: Array("y\n".utf8))
        #expect(insertAtTop.contains("@@ -0,0 +1 @@\n+y\n"))
    }
}

@Suite struct RunWideTablesTests {
    /// The message names the construct, what it needs and the floor with where it came from, platform by platform.
    @Test func shortfallMessageNamesConstructNeedAndFloor() throws {
        let source = SourceText("struct A {}\n")
        let view = try LexedView(source.bytes)
        let context = FileContext(path: "A.swift", source: source, view: view, outline: Outline(source: source, view: view),
                                  index: TreeIndex(), settings: Settings())
        let needed = Availability.propertyDescription.introduced
        let low = try #require(DeploymentFloor.parse("iOS=17.0,macOS=14.0", source: "Package.swift"))
        #expect(context.shortfallMessage("@Property(description:)", low, needed)
                == "@Property(description:) needs iOS 27.3, macOS 27.3; the deployment floor is iOS 17.0, macOS 14.0 (Package.swift)")
        let high = try #require(DeploymentFloor.parse("iOS=27.3,macOS=27.3"))
        #expect(context.shortfallMessage("@Property(description:)", high, needed) == nil)
    }

    /// `tools.reviewKeywords` join the standard review words once, lowercased, and add-tool stops at them.
    @Test func reviewKeywordsJoinTheStandardWords() {
        var settings = Settings()
        #expect(settings.value(AddToolPass.reviewKeywords) == ReviewWords.all)
        settings.set(AddToolPass.reviewKeywords.erased, .list(["Rent"]))
        #expect(settings.value(AddToolPass.reviewKeywords) == ReviewWords.all.union(["rent"]))
        let text = """
        import AppIntents

        struct RentBikeIntent: AppIntent {
            static let title: LocalizedStringResource = "Rent a Bike"
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }
        """
        #expect(migrate(text, passes: [AddToolPass()]).changed)
        let held = migrate(text, passes: [AddToolPass()], settings: settings)
        #expect(!held.changed)
        #expect(held.findings.contains { $0.message.contains("('rent')") })
    }
}
