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

let intentSource = """
import AppIntents

struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
}

"""

/// A pass with a bug: its output still lexes but no longer parses.
struct BrokenPass: Pass {
    let id: PassID = "broken"
    let summary = "breaks things on purpose"
    let explanation = ""
    let triggerWords: [TriggerWord] = ["Intent"]
    func run(_ file: FileContext) -> PassOutput {
        PassOutput(edits: [Edit.insert("let = 1\n", at: 0, message: "break")])
    }
}

func runTree(_ folder: URL, passes: [any Pass] = Passes.all) throws -> RunOutcome {
    var settings = Settings()
    settings.floorOverride = DeploymentFloor.parse("iOS=27.3")
    return try Engine.run(RunRequest(paths: [folder.path], passes: passes, settings: settings, jobs: 2))
}

func write(_ text: String, to url: URL, permissions: Int? = nil) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    if let permissions { try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path) }
}

@Suite(.serialized) struct SafetyTests {
    @Test func writesKeepPermissionsAndLeaveNoTemporaryFiles() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Shuffle.swift")
        try write(intentSource, to: file, permissions: 0o640)
        let unchanged = folder.appendingPathComponent("Helper.swift")
        try write("struct Helper {}\n", to: unchanged)
        let before = try FileManager.default.attributesOfItem(atPath: unchanged.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let outcomes = Applier(allowDirty: true, allowNoVCS: true).apply(try runTree(folder).results)
        #expect(outcomes.map(\.outcome) == [.written])
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("@AppIntent(.tool)"))
        #expect(try FileManager.default.attributesOfItem(atPath: unchanged.path)[.modificationDate] as? Date == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".intent-migrate") }
        #expect(leftovers.isEmpty)
    }

    @Test func aFileChangedBetweenReadAndWriteIsNotWritten() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Shuffle.swift")
        try write(intentSource, to: file)
        let outcome = try runTree(folder)
        let edited = intentSource + "// edited by a person meanwhile\n"
        let applier = Applier(allowDirty: true, allowNoVCS: true, beforeWrite: { _ in try? Data(edited.utf8).write(to: file) })
        #expect(applier.apply(outcome.results).map(\.outcome) == [.changedOnDisk])
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)
    }

    @Test func verifyCatchesABrokenPass() throws {
        let verifier = try Verifier.find()
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Shuffle.swift")
        try write(intentSource, to: file)
        let outcome = try runTree(folder, passes: [BrokenPass()])
        #expect(outcome.results.first?.changed == true)
        let results = Applier(allowDirty: true, allowNoVCS: true, verifier: verifier).apply(outcome.results)
        guard case .failedVerification(let message)? = results.first?.outcome else {
            Issue.record("expected a verification failure, got \(results)"); return
        }
        #expect(message.contains("error:"))
        #expect(try String(contentsOf: file, encoding: .utf8) == intentSource)
        // The real passes pass verification.
        let good = Applier(allowDirty: true, allowNoVCS: true, verifier: verifier).apply(try runTree(folder).results)
        #expect(good.map(\.outcome) == [.written])
    }

    /// `--verify` that cannot verify refuses: a compiler that can't run, exits without a word, or rejects
    /// everything (the original too) vouches for nothing.
    @Test(arguments: ["/nonexistent/swiftc", "/bin/false", "rejects everything"])
    func verifyThatCannotVerifyRefuses(_ compiler: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var swiftc = compiler
        if compiler == "rejects everything" {
            swiftc = folder.appendingPathComponent("swiftc").path
            try write("#!/bin/sh\necho \"$4:1:1: error: expected declaration\"\nexit 1\n", to: URL(fileURLWithPath: swiftc))
            chmod(swiftc, 0o755)
        }
        let file = folder.appendingPathComponent("Shuffle.swift")
        try write(intentSource, to: file)
        let outcome = try runTree(folder, passes: [BrokenPass()])
        let results = Applier(allowDirty: true, allowNoVCS: true, verifier: Verifier(swiftc: swiftc)).apply(outcome.results)
        guard case .cannotVerify(let reason)? = results.first?.outcome else {
            Issue.record("\(compiler): expected a refusal, got \(results)"); return
        }
        #expect(!reason.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == intentSource)
    }

    @Test func verifierFindsTheToolchainOrSaysSo() {
        #expect(throws: Verifier.NotFound.self) { try Verifier.find(environment: ["PATH": "/nonexistent"]) }
        #expect(throws: Verifier.NotFound.self) { try Verifier.find(environment: ["SWIFTC": "/nonexistent/swiftc"]) }
    }

    @Test func anInterruptLeavesTheRestUntouched() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); Interrupts.reset() }
        for name in ["A", "B", "C"] {
            try write(intentSource.replacingOccurrences(of: "ShuffleCrate", with: name), to: folder.appendingPathComponent("\(name).swift"))
        }
        let outcome = try runTree(folder)
        // Ctrl-C arrives while the first file is being written: that write is finished, the rest are not started.
        FileWriter.beforeSwitch = { path in if path.hasSuffix("A.swift") { Interrupts.request() } }
        defer { FileWriter.beforeSwitch = nil }
        #expect(Applier(allowDirty: true, allowNoVCS: true).apply(outcome.results).map(\.outcome) == [.written, .interrupted, .interrupted])
        #expect(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8).contains("@AppIntent(.tool)"))
        #expect(try String(contentsOf: folder.appendingPathComponent("B.swift"), encoding: .utf8) == intentSource.replacingOccurrences(of: "ShuffleCrate", with: "B"))
    }

    /// A Ctrl-C that arrives before a file's write (while git or the verifier runs) means it is not written.
    @Test func anInterruptBeforeTheWriteWritesNothing() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); Interrupts.reset() }
        try write(intentSource, to: folder.appendingPathComponent("A.swift"))
        let outcome = try runTree(folder)
        let applier = Applier(allowDirty: true, allowNoVCS: true, beforeWrite: { _ in Interrupts.request() })
        #expect(applier.apply(outcome.results).map(\.outcome) == [.interrupted])
        #expect(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8) == intentSource)
    }

    /// An editor's autosave between the tool's last look and the switch is not lost: the swap puts it back.
    @Test func aWriteDuringTheSwitchIsKept() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try write(intentSource, to: file)
        let outcome = try runTree(folder)
        let saved = intentSource + "// saved by the editor\n"
        FileWriter.beforeSwitch = { path in try? Data(saved.utf8).write(to: URL(fileURLWithPath: path)) }
        defer { FileWriter.beforeSwitch = nil }
        #expect(Applier(allowDirty: true, allowNoVCS: true).apply(outcome.results).map(\.outcome) == [.changedOnDisk])
        #expect(try String(contentsOf: file, encoding: .utf8) == saved)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".intent-migrate-") }.isEmpty)
    }

    /// A program appending to the file before the switch and after it: the file ends as that program left it, the first
    /// line back by the swap, the second copied from the rewrite it went into.
    @Test func appendsDuringTheSwitchAreNotLost() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try write(intentSource, to: file)
        let outcome = try runTree(folder)
        func append(_ line: String) -> (String) -> Void {
            { path in
                let handle = FileHandle(forWritingAtPath: path)
                _ = try? handle?.seekToEnd()
                try? handle?.write(contentsOf: Data(line.utf8))
                try? handle?.close()
            }
        }
        FileWriter.beforeSwitch = append("// one\n")
        FileWriter.afterSwitch = append("// two\n")
        defer { FileWriter.beforeSwitch = nil; FileWriter.afterSwitch = nil }
        #expect(Applier(allowDirty: true, allowNoVCS: true).apply(outcome.results).map(\.outcome) == [.changedOnDisk])
        #expect(try String(contentsOf: file, encoding: .utf8) == intentSource + "// one\n// two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".intent-migrate-") }.isEmpty)
    }

    /// All or nothing holds while writing: B changes on disk between the first file's switch and its own, so A, already
    /// in place, is put back as it was, and B keeps the other writer's edit.
    @Test func aFileChangedDuringTheWritingPutsTheOthersBack() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift"), b = folder.appendingPathComponent("B.swift")
        try write(intentSource, to: a)
        try write(intentSource, to: b)
        let outcome = try runTree(folder)
        let saved = intentSource + "// saved by the editor\n"
        FileWriter.beforeSwitch = { path in if path.hasSuffix("B.swift") { try? Data(saved.utf8).write(to: URL(fileURLWithPath: path)) } }
        defer { FileWriter.beforeSwitch = nil }
        let outcomes = Applier(allowNoVCS: true).apply(outcome.results)
        #expect(outcomes.map(\.outcome) == [.putBack(outcomes[1].path), .changedOnDisk], "\(outcomes)")
        #expect(try String(contentsOf: a, encoding: .utf8) == intentSource)
        #expect(try String(contentsOf: b, encoding: .utf8) == saved)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".intent-migrate-") }.isEmpty)
    }

    /// A folder swapped for a link to a copy elsewhere while the run goes on: nothing is written there.
    @Test func aFolderSwappedForALinkGetsNothing() throws {
        let folder = temporaryFolder(), elsewhere = temporaryFolder()
        defer { for f in [folder, elsewhere] { try? FileManager.default.removeItem(at: f) } }
        try write(intentSource, to: folder.appendingPathComponent("sub/A.swift"))
        try write(intentSource, to: elsewhere.appendingPathComponent("A.swift"))
        let outcome = try runTree(folder)
        let sub = folder.appendingPathComponent("sub").path
        let applier = Applier(allowDirty: true, allowNoVCS: true, beforeWrite: { _ in
            rename(sub, sub + "-moved")
            symlink(elsewhere.path, sub)
        })
        let outcomes = applier.apply(outcome.results).map(\.outcome)
        #expect(outcomes.count == 1 && outcomes.first?.problem?.contains("reached through a symbolic link") == true, "\(outcomes)")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("A.swift"), encoding: .utf8) == intentSource)
        #expect(try String(contentsOf: folder.appendingPathComponent("sub-moved/A.swift"), encoding: .utf8) == intentSource)
    }

    /// The temporary files of a run that was killed are removed by the next one: a process that is gone, or an old name
    /// with no process in it past an hour. A live run's are kept, and so is anything else.
    @Test func leftoversOfAKilledRunAreRemoved() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var gone: Int32 = 4_000_000
        while kill(gone, 0) == 0 || errno != ESRCH { gone -= 1 }
        let names = [".intent-migrate-\(gone)-abcdefgh", ".intent-migrate-\(getpid())-abcdefgh", ".intent-migrate-Ab12Cd", ".intent-migrate-Xy34Zw", "keep.swift"]
        for name in names { try write("x", to: folder.appendingPathComponent(name)) }
        let old = Date(timeIntervalSinceNow: -7200)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(names[2]).path)
        let removed = FileWriter.removeLeftovers(in: [folder.path]).map { ($0 as NSString).lastPathComponent }
        #expect(removed.sorted() == [names[0], names[2]].sorted())
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set([names[1], names[3], names[4]]))
    }

    /// A rewrite keeps the file's extended attributes (a Finder tag, a quarantine flag) and its owner.
    @Test func extendedAttributesAndOwnerAreKept() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try write(intentSource, to: file)
        #if !canImport(Darwin)  // Darwin's calls differ; the Linux run covers the copy
        typealias SetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        typealias GetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        guard let s = dlsym(nil, "setxattr"), let g = dlsym(nil, "getxattr") else { return }
        let set = unsafeBitCast(s, to: SetAttribute.self), get = unsafeBitCast(g, to: GetAttribute.self)
        guard set(file.path, "user.tag", "Red", 3, 0) == 0 else { return }  // a file system without user attributes
        if getuid() == 0 { chown(file.path, 12345, 12345) }
        let outcome = try runTree(folder)
        #expect(Applier(allowDirty: true, allowNoVCS: true).apply(outcome.results).map(\.outcome) == [.written])
        var value = [UInt8](repeating: 0, count: 8)
        let length = value.withUnsafeMutableBytes { get(file.path, "user.tag", $0.baseAddress, 8) }
        #expect(length == 3 && Array(value.prefix(3)) == Array("Red".utf8), "the tag was lost")
        var info = stat()
        stat(file.path, &info)
        if getuid() == 0 { #expect(info.st_uid == 12345 && info.st_gid == 12345) }
        #expect(try String(contentsOf: file, encoding: .utf8).contains("@AppIntent(.tool)"))
        #endif
    }

    /// A rewrite keeps the file's mode; a file with another hard link is refused, both names untouched.
    @Test func modeIsKeptAndHardLinksRefused() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift"), other = folder.appendingPathComponent("B.swift")
        try write(intentSource, to: file)
        chmod(file.path, 0o640)
        try write(intentSource.replacingOccurrences(of: "ShuffleCrate", with: "Linked"), to: other)
        let outcome = try runTree(folder)
        link(other.path, folder.appendingPathComponent("Elsewhere.txt").path)
        let outcomes = Applier(allowDirty: true, allowNoVCS: true).apply(outcome.results)
        #expect(outcomes.map(\.outcome).first == .written)
        var info = stat()
        stat(file.path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        guard case .notWritable(let message)? = outcomes.last?.outcome else { Issue.record("a hard-linked file was written: \(outcomes)"); return }
        #expect(message.contains("2 hard links"))
        #expect(try String(contentsOf: other, encoding: .utf8) == intentSource.replacingOccurrences(of: "ShuffleCrate", with: "Linked"))
        // Told so, it is written in place: both names see the rewrite.
        var inPlace = Applier(allowDirty: true, allowNoVCS: true)
        inPlace.allowHardLinks = true
        #expect(inPlace.apply(try runTree(folder).results).map(\.outcome) == [.written])
        #expect(try String(contentsOf: folder.appendingPathComponent("Elsewhere.txt"), encoding: .utf8).contains("@AppIntent(.tool)"))
    }

    @Test func symbolicLinksAreNotFollowed() throws {
        let folder = temporaryFolder()
        let outside = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: outside) }
        try write(intentSource, to: folder.appendingPathComponent("Real.swift"))
        try write(intentSource, to: outside.appendingPathComponent("Outside.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Linked.swift").path, withDestinationPath: outside.appendingPathComponent("Outside.swift").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Loop").path, withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("OutsideFolder").path, withDestinationPath: outside.path)
        let workspace = try Workspace(paths: [folder.path])
        #expect(workspace.files.map { ($0 as NSString).lastPathComponent } == ["Real.swift"])
        _ = Applier(allowDirty: true, allowNoVCS: true).apply(try runTree(folder).results)
        #expect(try String(contentsOf: outside.appendingPathComponent("Outside.swift"), encoding: .utf8) == intentSource)
    }

    @Test func tooLargeFilesAreSkipped() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(intentSource, to: folder.appendingPathComponent("Shuffle.swift"))
        var request = RunRequest(paths: [folder.path], passes: Passes.all, jobs: 1)
        request.maxFileSize = 64
        let outcome = try Engine.run(request)
        #expect(outcome.results.count == 1)
        #expect(outcome.results[0].failure?.contains("larger than 64 bytes") == true)
        #expect(outcome.results[0].findings.first?.id == "input")
    }

    /// Files past the 64 KB read buffer take the other path: still read whole, still size-checked.
    @Test func largeFilesAreReadWholeAndSizeChecked() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let padding = String(repeating: "// padding line to push the intent past the first 64 KB\n", count: 2000)
        let text = padding + intentSource
        #expect(text.utf8.count > 100_000)
        try write(text, to: folder.appendingPathComponent("Big.swift"))
        try write(String(repeating: "let x = 1 // filler without any trigger word\n", count: 2000), to: folder.appendingPathComponent("Filler.swift"))
        let outcome = try Engine.run(RunRequest(paths: [folder.path], passes: Passes.all, jobs: 1))
        #expect(outcome.results.map(\.path).map { ($0 as NSString).lastPathComponent } == ["Big.swift"])
        #expect(outcome.results.first?.changed == true, "the intent after 100 KB is found and migrated")
        #expect(outcome.results.first?.original == Array(text.utf8))

        var limited = RunRequest(paths: [folder.path], passes: Passes.all, jobs: 1)
        limited.maxFileSize = 70_000
        let skipped = try Engine.run(limited)
        #expect(skipped.results.count == 2)
        #expect(skipped.results.allSatisfy { $0.failure?.contains("larger than 70000 bytes") == true })
    }

    @Test func emptyFilesAndBOMsAreFine() throws {
        #expect(migrate("").failure == nil)
        #expect(migrate("").migrated.isEmpty)
    }
}
