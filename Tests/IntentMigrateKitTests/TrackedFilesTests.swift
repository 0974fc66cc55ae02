import Foundation
import Testing
@testable import IntentMigrateKit

/// Looking walked files up in git's list of tracked files, on the bytes.
@Suite struct TrackedFilesTests {
    /// Any path, split anywhere into the part before it (`lead`) and the file's own (`tail`), is found exactly
    /// when git listed it, in whatever order git printed the list; names that are prefixes of others, and bytes
    /// on either side of `/`, sort as git sorts them.
    @Test func lookupsAgreeWithTheList() {
        var random = SeededGenerator(state: 7)
        let pieces = ["a", "b", "a.swift", "a-b", "a b", "é", "A", "a/", "/", "x.swift", "Sources/"]
        for _ in 0..<300 {
            var paths: Set<String> = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                paths.insert((0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
            }
            let listed = Set(paths.filter { _ in Bool.random(using: &random) })
            let output: [UInt8] = listed.shuffled(using: &random).flatMap { Array($0.utf8) + [UInt8(0)] }
            let tracked = TrackedFiles(listing: output)
            var hint = Int.random(in: 0...3, using: &random)
            for path in paths.union(["", "zz", "a.swif"]) {
                let bytes = Array(path.utf8)
                let split = Int.random(in: 0...bytes.count, using: &random)
                let lead = Array(bytes[..<split])
                let found = bytes.withUnsafeBufferPointer { (all: UnsafeBufferPointer<UInt8>) -> Bool in
                    tracked.contains(lead: lead, tail: UnsafeBufferPointer(rebasing: all[split...]), hint: &hint)
                }
                #expect(found == listed.contains(path), "\(path) in \(listed)")
            }
        }
    }

    /// Where a walked file's path inside its work tree starts, for the folder as given and the work tree.
    @Test func pathsInsideTheWorkTree() throws {
        let cases: [(folder: String, root: String, given: Int, lead: String?, skip: Int?)] = [
            ("/r", "/r", 2, "", 2),                        // the work tree itself
            ("/r/App/Sources", "/r", 12, "App/Sources/", 12), // a folder inside it
            ("/r", "/r/Vendor/Kit", 2, "", 2 + 11),        // a work tree nested in the folder: "Vendor/Kit/" skipped
            ("/x", "/", 0, "x/", 0),                      // the root folder as work tree
            ("/", "/Kit", 0, "", 4),                      // walking `/` into the work tree `/Kit`
            ("/r2", "/r", 3, nil, nil),                   // unrelated (a name that only starts alike)
        ]
        for item in cases {
            let path = TrackedFiles.Path.of(folder: item.folder, root: item.root, given: item.given)
            #expect(path.map { String(decoding: $0.lead, as: UTF8.self) } == item.lead, "\(item)")
            #expect(path?.skip == item.skip, "\(item)")
        }
        // As the walk builds paths: `.` adds nothing before the names below it, anything else itself and `/`.
        let files = [Workspace.Walked(path: "Sources/A.swift", gitRoot: Workspace.absolute(".")),
                     Workspace.Walked(path: "Sources/B.swift", gitRoot: nil)]
        let fromDot = TrackedFiles.Path.all(files, walkedFrom: ".")
        #expect(fromDot[0]?.lead == [] && fromDot[0]?.skip == 0 && fromDot[1] == nil)
        let fromSources = TrackedFiles.Path.all([Workspace.Walked(path: "Sources/A.swift", gitRoot: Workspace.absolute("."))],
                                                walkedFrom: "Sources/")
        #expect(fromSources[0].map { String(decoding: $0.lead, as: UTF8.self) } == "Sources/" && fromSources[0]?.skip == 8)
    }
}
