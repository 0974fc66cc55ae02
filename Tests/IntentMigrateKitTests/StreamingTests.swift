import Foundation
import Testing
@testable import IntentMigrateKit

/// Results reach `onResult` in walk order, once each, whatever the number of jobs; a run that doesn't
/// keep text holds none.
@Suite struct StreamingTests {
    final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var paths: [String] = []
        var changed: [Bool] = []
        var textBytes = 0
        func add(_ result: FileResult) {
            lock.lock(); defer { lock.unlock() }
            paths.append(result.path)
            changed.append(result.changed)
            textBytes += result.original.count
        }
    }

    /// 40 files: every fourth an intent that the passes change, the rest plain code.
    static func tree() throws -> URL {
        let folder = temporaryFolder()
        for i in 0..<40 {
            let text = i % 4 == 0
                ? "import AppIntents\n\nstruct Open\(i)Intent: AppIntent {\n    static let title: LocalizedStringResource = \"Open \(i)\"\n    static var openAppWhenRun: Bool = true\n\n    func perform() async throws -> some IntentResult {\n        return .result()\n    }\n}\n"
                : "struct Plain\(i) {\n    let value = \(i)\n}\n"
            let sub = folder.appendingPathComponent("M\(i % 3)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: sub.appendingPathComponent(String(format: "F%02d.swift", i)))
        }
        return folder
    }

    @Test(arguments: [1, 2, 4])
    func resultsArriveInWalkOrderWithoutText(jobs: Int) throws {
        let folder = try StreamingTests.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = RunRequest(paths: [folder.path], passes: Passes.all, settings: Settings(), jobs: jobs)
        request.settings.floorOverride = DeploymentFloor.parse("iOS=26.0")
        let collected = Collected()
        request.onResult = { collected.add($0) }
        request.keepsText = false
        let outcome = try Engine.run(request)

        let walked = try Workspace(paths: [folder.path]).files.map(Workspace.displayPath)
        #expect(collected.paths.count == 10, "every intent file is reported once")
        #expect(collected.paths == walked.filter { collected.paths.contains($0) }, "in walk order")
        #expect(collected.changed.allSatisfy { $0 }, "the streamed results carry their text")
        #expect(collected.textBytes > 0)
        #expect(outcome.results.map(\.path) == collected.paths)
        #expect(outcome.results.allSatisfy { $0.changed && $0.original.isEmpty && $0.migrated.isEmpty })
    }

    @Test func parallelWalkKeepsTheSortedOrder() throws {
        let folder = try StreamingTests.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files beside the folders, sorting between them.
        for name in ["A.swift", "M1a.swift", "Z.swift"] { try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent(name)) }
        let one = try Workspace(paths: [folder.path], jobs: 1).files
        #expect(one.count == 43)
        #expect(one.map { ($0 as NSString).lastPathComponent }.prefix(2) == ["A.swift", "F00.swift"])
        for jobs in [2, 4, 8] { #expect(try Workspace(paths: [folder.path], jobs: jobs).files == one) }
    }

    /// Names are sorted by their bytes, also where they share their first 16 bytes or one is a prefix of another.
    @Test func walkSortsNamesByTheirBytes() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["ShowAlbumMenuIntentB.swift", "ShowAlbumMenuIntentA.swift", "ShowAlbumMenuIntent.swift", "b.swift", "B.swift",
                     "a-b.swift", "a.swift", "Ä.swift", "ShowAlbumMenuInt.swift", "ShowAlbumMenuIntentA2.swift", "_.swift", "0.swift"]
        for name in names { try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent(name)) }
        let walked = try Workspace(paths: [folder.path], jobs: 1).files.map { ($0 as NSString).lastPathComponent }
        let expected = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(walked == expected)
    }

    @Test func keptTextStaysWhenAsked() throws {
        let folder = try StreamingTests.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = RunRequest(paths: [folder.path], passes: Passes.all, settings: Settings(), jobs: 2)
        request.settings.floorOverride = DeploymentFloor.parse("iOS=26.0")
        let outcome = try Engine.run(request)
        #expect(outcome.results.count == 10)
        #expect(outcome.results.allSatisfy { $0.changed && !$0.original.isEmpty && $0.original != $0.migrated })
    }
}
