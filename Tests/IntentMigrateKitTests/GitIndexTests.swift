import Foundation
import Testing
@testable import IntentMigrateKit

/// Reading the tracked Swift files from the index without starting git: the same list git prints, for every
/// index format it reads, and nil (git is asked) for the repositories it leaves to git.
@Suite struct GitIndexTests {
    /// Runs git in `folder`; its standard output, or nil when it fails.
    @discardableResult
    func git(_ arguments: [String], in folder: URL) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? [UInt8](data) : nil
    }

    /// A repository with Swift files in folders, names with spaces, non-ASCII bytes and shared prefixes, and
    /// files that aren't Swift; all of it committed.
    func repository() -> URL {
        let folder = temporaryFolder()
        let files = ["App.swift", "README.md", "Sources/A/Alpha.swift", "Sources/A/Alpha.swift.orig", "Sources/A b/Ünïcode.swift",
                     "Sources/AB/Beta.swift", "Sources/A-B/Gamma.swift", "Tests/Deep/Deeper/Deepest/Test.swift", "swift", ".swift"]
        for file in files {
            let url = folder.appendingPathComponent(file)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data("// \(file)\n".utf8).write(to: url)
        }
        git(["init", "-q"], in: folder)
        git(["add", "-A"], in: folder)
        git(["commit", "-qm", "files"], in: folder)
        return folder
    }

    /// What git itself lists.
    func listed(in folder: URL) -> [UInt8]? { Git.listedByGit(root: folder.path) }

    @Test func readsTheIndexAsGitListsIt() throws {
        let folder = repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try #require(listed(in: folder))
        #expect(String(decoding: expected, as: UTF8.self).split(separator: "\0").count == 7)
        #expect(GitIndex.swiftPaths(root: folder.path) == expected)
        // Version 4 writes each name as a change to the one before it.
        git(["update-index", "--index-version", "4"], in: folder)
        #expect(GitIndex.swiftPaths(root: folder.path) == listed(in: folder))
        // Version 3, with extended flags: a file added with intent to add.
        git(["update-index", "--index-version", "3"], in: folder)
        try Data("// new\n".utf8).write(to: folder.appendingPathComponent("Sources/Later.swift"))
        git(["add", "-N", "Sources/Later.swift"], in: folder)
        let withIntent = try #require(listed(in: folder))
        #expect(String(decoding: withIntent, as: UTF8.self).contains("Sources/Later.swift"))
        #expect(GitIndex.swiftPaths(root: folder.path) == withIntent)
        git(["update-index", "--index-version", "2"], in: folder)
        #expect(GitIndex.swiftPaths(root: folder.path) == listed(in: folder))
    }

    /// A path in conflict has an entry per stage, and git lists each: so does the reader.
    @Test func aPathInConflictIsListedPerStage() throws {
        let folder = repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        git(["checkout", "-qb", "other"], in: folder)
        try Data("// other\n".utf8).write(to: file)
        git(["commit", "-qam", "other"], in: folder)
        git(["checkout", "-q", "main"], in: folder)
        try Data("// main\n".utf8).write(to: file)
        git(["commit", "-qam", "main"], in: folder)
        #expect(git(["merge", "-q", "other"], in: folder) == nil)
        let stages = try #require(git(["ls-files", "-s", "--", "App.swift"], in: folder))
        #expect(String(decoding: stages, as: UTF8.self).split(separator: "\n").count == 3)
        #expect(GitIndex.swiftPaths(root: folder.path) == listed(in: folder))
    }

    /// Repositories whose index or layout it doesn't read are left to git.
    @Test func leavesOtherRepositoriesToGit() throws {
        let split = repository()
        defer { try? FileManager.default.removeItem(at: split) }
        git(["update-index", "--split-index"], in: split)
        #expect(GitIndex.swiftPaths(root: split.path) == nil)

        let sparse = repository()
        defer { try? FileManager.default.removeItem(at: sparse) }
        if git(["sparse-checkout", "set", "--cone", "--sparse-index", "Sources"], in: sparse) != nil {
            #expect(GitIndex.swiftPaths(root: sparse.path) == nil)
        }

        let linked = repository()
        defer { try? FileManager.default.removeItem(at: linked) }
        let tree = linked.appendingPathComponent("linked")
        git(["worktree", "add", "-q", tree.path], in: linked)
        #expect(GitIndex.swiftPaths(root: tree.path) == nil)
        #expect(GitIndex.swiftPaths(root: linked.path) == listed(in: linked), "the main work tree is still a plain repository")

        // A configuration that includes another might say anything: git reads it.
        let including = repository()
        defer { try? FileManager.default.removeItem(at: including) }
        git(["config", "include.path", "shared.gitconfig"], in: including)
        #expect(GitIndex.swiftPaths(root: including.path) == nil)
        #expect(GitIndex.mentions(Array("[extensions]\n\tobjectFormat = sha256\n".utf8), anyOf: ["objectformat"]))
        #expect(!GitIndex.mentions(Array("[core]\n\tbare = false\n".utf8), anyOf: ["objectformat", "worktree", "include"]))

        let empty = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        git(["init", "-q"], in: empty)
        #expect(GitIndex.swiftPaths(root: empty.path) == nil, "no index yet")
        #expect(GitIndex.swiftPaths(root: temporaryFolder().path) == nil, "no repository")
    }

    @Test func leavesSHA256RepositoriesToGit() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard git(["init", "-q", "--object-format=sha256"], in: folder) != nil else { return }
        try Data("// a\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        git(["add", "-A"], in: folder)
        #expect(GitIndex.swiftPaths(root: folder.path) == nil)
    }

    /// Damaged or unknown indexes are refused, never half read: cut anywhere, an index gives nil or (cut inside
    /// what follows the entries, which the reader only steps over) all its paths.
    @Test func refusesWhatIsNotAnIndex() throws {
        let folder = repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try [UInt8](Data(contentsOf: folder.appendingPathComponent(".git/index")))
        let whole = try #require(GitIndex.swiftPaths(index: index))
        var refused = 0
        for cut in 0..<index.count {
            let read = GitIndex.swiftPaths(index: Array(index[..<cut]))
            #expect(read == nil || read == whole, "cut at \(cut)")
            if read == nil { refused += 1 }
        }
        #expect(refused > index.count * 9 / 10)
        var otherVersion = index
        otherVersion[7] = 5
        #expect(GitIndex.swiftPaths(index: otherVersion) == nil)
        var notAnIndex = index
        notAnIndex[0] = UInt8(ascii: "X")
        #expect(GitIndex.swiftPaths(index: notAnIndex) == nil)
    }
}
