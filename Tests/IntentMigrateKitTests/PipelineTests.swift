import Testing
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

    @Test func missingFinalNewlineAndEmptyEquality() {
        #expect(UnifiedDiff.patch(path: "a", old: Array("x".utf8), new: Array("x".utf8)).isEmpty)
        let patch = UnifiedDiff.patch(path: "a", old: Array("x".utf8), new: Array("x\ny".utf8))
        #expect(patch.hasSuffix("@@ -1 +1,2 @@\n-x\n\\ No newline at end of file\n+x\n+y\n\\ No newline at end of file\n"))
        let insertAtTop = UnifiedDiff.patch(path: "a", old: [], new: Array("y\n".utf8))
        #expect(insertAtTop.contains("@@ -0,0 +1 @@\n+y\n"))
    }
}
