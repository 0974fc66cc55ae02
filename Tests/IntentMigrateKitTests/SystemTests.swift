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

    /// A file is read whole and exactly, whatever its size; over the limit it is only measured; what isn't a regular
    /// file is unreadable.
    @Test func filesAreReadExactly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 2, 4095, 4096, 4097, 100_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder.appendingPathComponent("f\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case .bytes(let read) = readFile(path, limit: 1 << 20) else { Issue.record("\(size) not read"); continue }
            #expect(read == bytes, "\(size)")
            if size > 10 {
                guard case .tooLarge(let measured) = readFile(path, limit: 10) else { Issue.record("\(size) over the limit read"); continue }
                #expect(measured == size)
            }
        }
        if case .bytes = readFile(folder.path, limit: 1 << 20) { Issue.record("a folder was read as a file") }
        if case .bytes = readFile(folder.appendingPathComponent("missing").path, limit: 1 << 20) { Issue.record("a missing file was read") }
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

    /// `parallelMap` gives every result in the order of its items, on any number of threads.
    @Test func parallelMapKeepsOrder() {
        for jobs in [1, 2, 8] {
            #expect(parallelMap(Array(0..<1000), jobs: jobs) { $0 * 2 } == (0..<1000).map { $0 * 2 }, "jobs \(jobs)")
        }
        #expect(parallelMap([Int](), jobs: 4) { $0 }.isEmpty)
    }

    /// `ByteStrings` holds exactly the names between the separators (empty ones left out), as `Set<String>` would, looked up
    /// whole or from an offset.
    @Test func byteStringsAreASetOfTheNames() {
        let names = (0..<3000).map { "Sources/Feature\($0 % 37)/File\($0).swift" } + ["é/ü.swift", "Quote\"d.swift", "a"]
        let listing = ByteStrings(Array(("\0\0" + names.joined(separator: "\0") + "\0").utf8))
        #expect(listing.count == names.count)
        for name in names { #expect(listing.contains(name), "\(name)") }
        for missing in ["", "Sources/Feature1/File1.swif", "Sources/Feature1/File1.swift ", "b", "Sources/Feature0/File37.swift/"] {
            #expect(!listing.contains(missing), "\(missing)")
        }
        #expect(listing.contains("/tmp/x/é/ü.swift", from: "/tmp/x/".utf8.count))
        #expect(!listing.contains("/tmp/x/é/ü.swift", from: 5))
        #expect(ByteStrings([]).count == 0 && !ByteStrings([]).contains("a"))
    }
}

@Suite struct ConfigurationFindTests {
    /// The old way (`URL` standardization, `FileManager`): `find(above:)` must give the same answer.
    static func foundationFind(above path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        if Paths.isDirectory(url.path) != true { url = url.deletingLastPathComponent() }
        while true {
            let candidate = url.appendingPathComponent(Configuration.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    @Test func findsTheNearestConfigLikeFoundation() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("App/Sources/Intents")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        // A repository: the search stops at its root.
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: deep.appendingPathComponent("A.swift"))
        let paths = [deep.path, deep.path + "/", deep.appendingPathComponent("A.swift").path, deep.appendingPathComponent("Missing.swift").path,
                     root.path + "/App/Sources/../Sources/./Intents", root.appendingPathComponent("App").path]
        // No config anywhere below the temporary folder (one above it would be found by both).
        for path in paths { #expect(Configuration.find(above: path) == ConfigurationFindTests.foundationFind(above: path), "\(path)") }
        try Data("{}".utf8).write(to: root.appendingPathComponent("App/.intent-migrate.json"))
        for path in paths {
            let found = Configuration.find(above: path)
            #expect(found == ConfigurationFindTests.foundationFind(above: path), "\(path)")
            #expect(found == root.appendingPathComponent("App/.intent-migrate.json").path, "\(path)")
        }
        try Data("{}".utf8).write(to: deep.appendingPathComponent(".intent-migrate.json"))
        #expect(Configuration.find(above: deep.path) == deep.appendingPathComponent(".intent-migrate.json").path)
        #expect(Configuration.find(above: deep.appendingPathComponent("A.swift").path) == ConfigurationFindTests.foundationFind(above: deep.appendingPathComponent("A.swift").path))
        // Relative to the current folder, as the command line passes it.
        let here = FileManager.default.currentDirectoryPath
        #expect(Configuration.find(above: ".") == ConfigurationFindTests.foundationFind(above: "."), "from \(here)")
        #expect(Configuration.find(above: "Samples") == ConfigurationFindTests.foundationFind(above: "Samples"))
    }
}

@Suite struct ProcessorsTests {
    @Test func countsAsProcessInfoDoes() {
        #expect(Processors.available == ProcessInfo.processInfo.activeProcessorCount)
        #expect(Processors.count(inList: "0-3,8,10-11") == 7)
        #expect(Processors.count(inList: "0") == 1)
        #expect(Processors.count(inList: "") == 0)
    }
}
