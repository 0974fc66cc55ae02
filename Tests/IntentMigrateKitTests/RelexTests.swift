import Foundation
import Testing
@testable import IntentMigrateKit

/// Relexing around edits must give exactly what lexing the whole new text gives.
@Suite struct RelexTests {
    /// Texts an edit may put in: code a pass writes, and pieces that change how everything after lexes.
    static let pieces: [String] = [
        "", " ", "\n", "\r\n", "x", "foo", "@AppIntent(.tool)\n", "    static var supportedModes: IntentModes { .background }\n",
        "\"", "\"\"\"", "\"\"\"\n", "#\"", "\"#", "/", "/ ", "/x/", "/*", "*/", "//", "// note\n", "#/", "/#", "\\(", "(", ")",
        "{", "}", "[", "]", "`", "#if os(iOS)\n", "#endif\n", "$0", "1.5", "é", "'", "throw E.failure(\"It failed.\")",
    ]

    /// Compares the two; false when the old text itself doesn't lex (nothing to compare).
    @discardableResult
    static func compare(_ old: [UInt8], _ splices: [(Range<Int>, String)], _ label: String) -> Bool {
        guard let oldView = try? LexedView(old) else { return false }
        var new = old
        for (range, text) in splices.reversed() { new.replaceSubrange(range, with: Array(text.utf8)) }
        let full = Result { () throws(LexError) in try LexedView(new) }
        let incremental = Result { () throws(LexError) in
            try LexedView(bytes: new, updating: oldView, splices: splices.map { Splice(range: $0.0, length: $0.1.utf8.count) })
        }
        switch (full, incremental) {
        case (.success(let a), .success(let b)):
            #expect(a.tokens == b.tokens, "\(label): tokens differ")
            #expect(a.comments == b.comments, "\(label): comments differ")
            #expect(a.mask == b.mask, "\(label): masks differ")
            #expect(a.partner == b.partner, "\(label): bracket pairs differ")
        case (.failure, .failure):
            break
        default:
            Issue.record("\(label): full lexing \(full) but relexing \(incremental)")
        }
        return true
    }

    @Test func randomEditsRelexLikeAFullLex() {
        var rng = SeededGenerator(state: 0x5E1E)
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 3000
        var compared = 0
        for iteration in 0..<iterations {
            let old = FuzzTests.corpus[Int.random(in: 0..<FuzzTests.corpus.count, using: &rng)]
            // 1–4 splices at random offsets, sorted and apart (some touching, some deleting text).
            var offsets = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...old.count, using: &rng) }.sorted()
            offsets = offsets.reduce(into: []) { kept, offset in if kept.last.map({ offset > $0 }) ?? true { kept.append(offset) } }
            var splices: [(Range<Int>, String)] = []
            for (i, start) in offsets.enumerated() {
                let limit = i + 1 < offsets.count ? offsets[i + 1] : old.count
                let length = Int.random(in: 0...3, using: &rng) == 0 ? Int.random(in: 0...min(limit - start, 12), using: &rng) : 0
                splices.append((start..<start + length, RelexTests.pieces.randomElement(using: &rng)!))
            }
            if RelexTests.compare(old, splices, "iteration \(iteration)") { compared += 1 }
        }
        #expect(compared > iterations * 3 / 4, "only \(compared) of \(iterations) inputs lexed")
    }

    @Test func editsAtTheEdgesAndAcrossLiterals() throws {
        let text = Array("// head\nlet a = \"x\"\nlet r = (/ab c)\nlet s = \"\"\"\n  body\n  \"\"\"\n/* c */ x()\n".utf8)
        _ = try LexedView(text)
        for offset in 0...text.count {
            for piece in ["/", "\"", "*/", "\n", "y", "//"] {
                RelexTests.compare(text, [(offset..<offset, piece)], "insert \(piece.debugDescription) at \(offset)")
            }
        }
        RelexTests.compare(text, [(0..<text.count, "struct A {}\n")], "replace everything")
        RelexTests.compare(text, [(0..<0, "x"), (text.count..<text.count, "y")], "both ends")
    }
}
