import Foundation
import Testing
@testable import IntentMigrateKit

/// The helpers that stand in for the parts of Foundation the kit no longer links.
@Suite struct SystemTests {
    @Test(arguments: [
        ("/a/b/c.swift", "/a/b"), ("/a", "/"), ("/", "/"), ("a/b", "a"), ("a", ""), ("a/b/", "a"), ("/a//b", "/a"),
    ])
    func parentAsNSStringGivesIt(_ path: String, _ parent: String) {
        #expect(Paths.parent(of: path) == parent)
        // (On Linux, Foundation's own version traps on a name without a slash in debug builds.)
        if path.contains("/") { #expect((path as NSString).deletingLastPathComponent == parent) }
    }

    @Test func parentOfNothingIsNothing() { #expect(Paths.parent(of: "").isEmpty) }

    @Test func replacingAndFindingOnBytes() {
        #expect("a%b%%".replacingAll("%", with: "%25") == "a%25b%25%25")
        #expect("x: y, z".replacingAll(": ", with: "") == "xy, z")
        #expect("it’s".replacingAll("\u{2019}", with: "'") == "it's")
        #expect("abc".replacingAll("", with: "x") == "abc")
        let text = "// intent-migrate: ignore add-tool"
        let range = text.firstRange(ofLiteral: "intent-migrate:")
        #expect(range.map { String(text[$0]) } == "intent-migrate:")
        #expect(range.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 3)
        #expect("abc".firstRange(ofLiteral: "abcd") == nil)
    }

    @Test func isDirectoryFollowsWhatIsThere() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try Data("x".utf8).write(to: file)
        #expect(Paths.isDirectory(folder.path) == true)
        #expect(Paths.isDirectory(file.path) == false)
        #expect(Paths.isDirectory(folder.appendingPathComponent("missing").path) == nil)
    }

    @Test func aDetachedThreadRunsAndALockGuards() {
        let lock = Lock()
        let done = DispatchSemaphore(value: 0)
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        for _ in 0..<4 {
            detachThread {
                for _ in 0..<1000 { lock.lock(); counter.value += 1; lock.unlock() }
                done.signal()
            }
        }
        for _ in 0..<4 { done.wait() }
        #expect(counter.value == 4000)
    }
}
