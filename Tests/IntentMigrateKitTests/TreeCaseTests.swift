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

/// A multi-file case: `Migrations/<pass>/cases/<name>/in/` (a tree with its project files) and `out/` (the
/// same tree as `apply` must leave it), optional `args` and `findings` (`PATH:LINE SEVERITY ID: substring`,
/// paths relative to the tree). A check's case may leave out `out/`: the tree must come out as it went in. The tree
/// may hold any files (a skills bundle's Markdown, project files): only the Swift ones are parsed.
struct TreeCase: CustomTestStringConvertible, Sendable {
    let pass: String
    let name: String
    let folder: URL
    var testDescription: String { "\(pass)/\(name)" }

    static func all() -> [TreeCase] {
        MigrationCase.all().filter(\.isTree).map { TreeCase(pass: $0.pass, name: $0.name, folder: $0.folder) }
    }

    /// Every file under `folder`, by path relative to it.
    static func files(under folder: URL) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let relative as String in walker where Paths.isDirectory(root + "/" + relative) == false {
            result[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
        }
        return result
    }
}

@Suite struct TreeCaseTests {
    /// Runs the passes over `paths` (relative to `root`) as `apply` would; the migrated text per relative path,
    /// and the findings with paths relative to `root`.
    static func run(_ root: URL, paths: [String], passes: [any Pass], settings: Settings, reportEdits: Bool = false,
                    projectGraph: String? = nil) throws -> (migrated: [String: [UInt8]], findings: [Finding]) {
        let base = root.standardizedFileURL.path
        var request = RunRequest(paths: paths.map { $0.isEmpty ? base : base + "/" + $0 }, passes: passes, settings: settings, jobs: 2,
                                 reportEdits: reportEdits)
        request.maxFileSize = 1 << 20
        request.projectGraph = projectGraph.map { base + "/" + $0 }
        let outcome = try Engine.run(request)
        func relative(_ path: String) -> String { Workspace.relative(path, to: base) }
        var migrated: [String: [UInt8]] = [:]
        var findings: [Finding] = []
        for result in outcome.results {
            if result.changed { migrated[relative(result.path)] = result.migrated }
            findings += result.findings.map {
                Finding(path: relative($0.path), line: $0.line, column: $0.column, severity: $0.severity, id: $0.id,
                        message: $0.message.replacingAll(base + "/", with: ""), fixable: $0.fixable)
            }
        }
        return (migrated, findings)
    }

    /// Writes `files` under a fresh folder, a git work tree (as an app's folder is: the project search stops at its root).
    static func materialize(_ files: [String: [UInt8]]) throws -> URL {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    /// A post of a notification named on the spot from its raw value is judged only where the index holds whole modules (a
    /// project's targets). A file given alone with no project (here with a floor from a configuration, which says nothing of
    /// what was read) is not called a stub: the observer is in a file the run never read.
    @Test func rawValuePostInAFileGivenAloneIsNoStub() throws {
        let root = try TreeCaseTests.materialize([
            "Sources/Bookmarks.swift": Array("""
                import AppIntents
                import Foundation

                struct MarkPageIntent: AppIntent {
                    static let title: LocalizedStringResource = "Mark Page"

                    func perform() async throws -> some IntentResult {
                        NotificationCenter.default.post(name: Notification.Name("journal.markPage"), object: nil)
                        return .result()
                    }
                }

                """.utf8),
            "Sources/Reader.swift": Array("""
                import Foundation

                final class Reader {
                    let observer = NotificationCenter.default.addObserver(forName: Notification.Name("journal.markPage"), object: nil, queue: nil) { _ in }
                }

                """.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var settings = Settings()
        settings.floorOverride = DeploymentFloor(versions: [.iOS: OSVersion([17, 0])], source: ".intent-migrate.json")
        let passes = try #require(try? Passes.select(only: [PassID(rawValue: "add-tool")], skip: []).get())
        for given in ["Sources/Bookmarks.swift", "Sources", ""] {
            let (migrated, findings) = try TreeCaseTests.run(root, paths: [given], passes: passes, settings: settings)
            #expect(!findings.contains { $0.message.contains("only posts the notification") }, "given \(given.isEmpty ? "the root" : given)")
            #expect(String(decoding: migrated["Sources/Bookmarks.swift"] ?? [], as: UTF8.self).contains("@AppIntent(.tool)"),
                    "given \(given.isEmpty ? "the root" : given): MarkPageIntent is not marked")
        }
    }

    @Test(arguments: TreeCase.all())
    func runTreeCase(_ testCase: TreeCase) throws {
        let passes = try #require(try? Passes.select(only: [PassID(rawValue: testCase.pass)], skip: []).get())
        var args = (try? String(contentsOf: testCase.folder.appendingPathComponent("args"), encoding: .utf8)) ?? ""
        // `--project-graph FILE`: a file of the tree (the engine's option, not a setting).
        var graph: String?
        if let range = args.range(of: #"--project-graph\s+\S+"#, options: .regularExpression) {
            graph = args[range].split(whereSeparator: \.isWhitespace).last.map(String.init)
            args.removeSubrange(range)
        }
        let settings = try settings(fromArguments: args)
        let input = try TreeCase.files(under: testCase.folder.appendingPathComponent("in"))
        let out = testCase.folder.appendingPathComponent("out")
        let expected = Paths.isDirectory(out.path) == true ? try TreeCase.files(under: out) : input
        #expect(Set(input.keys) == Set(expected.keys), "in/ and out/ hold different files")
        let root = try TreeCaseTests.materialize(input)
        defer { try? FileManager.default.removeItem(at: root) }

        // The exact output, file by file (project files and untouched files included).
        let (migrated, findings) = try TreeCaseTests.run(root, paths: [""], passes: passes, settings: settings, projectGraph: graph)
        for (path, bytes) in input.sorted(by: { $0.key < $1.key }) {
            let output = migrated[path] ?? bytes
            #expect(String(decoding: output, as: UTF8.self) == String(decoding: expected[path] ?? [], as: UTF8.self), "\(path): output differs")
            if path.hasSuffix(".swift") {
                if let problems = parseProblems(output) { Issue.record("\(path): output does not parse:\n\(problems)") }
                try expectLiteralsAndCommentsKept(bytes, output, context: path, sourceLocation: #_sourceLocation)
            }
        }

        // Every finding listed, each with its file.
        let listed = ((try? String(contentsOf: testCase.folder.appendingPathComponent("findings"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var byFile: [String: [String]] = [:]
        for line in listed {
            let colon = try #require(line.firstIndex(of: ":"), "bad findings line: \(line)")
            byFile[String(line[..<colon]), default: []].append(String(line[line.index(after: colon)...]))
        }
        for path in Set(byFile.keys).union(findings.map(\.path)).sorted() {
            try expectFindings(findings.filter { $0.path == path }, listed: byFile[path] ?? [], in: path, sourceLocation: #_sourceLocation)
        }

        // The same edits for a file whether the run is given the file, its folder or the root.
        for path in input.keys.sorted() where path.hasSuffix(".swift") {
            let folder = (path as NSString).deletingLastPathComponent
            for given in Set([path, folder]) {
                let alone = try TreeCaseTests.run(root, paths: [given], passes: passes, settings: settings, projectGraph: graph)
                #expect(alone.migrated[path] == migrated[path], "\(path): given \(given.isEmpty ? "the root" : given), the edits differ from the root's")
            }
        }

        // A second run on the output changes nothing, and `check` on it finds nothing to fix.
        let done = try TreeCaseTests.materialize(expected)
        defer { try? FileManager.default.removeItem(at: done) }
        let again = try TreeCaseTests.run(done, paths: [""], passes: passes, settings: settings, reportEdits: true, projectGraph: graph)
        #expect(again.migrated.isEmpty, "a second run changed \(again.migrated.keys.sorted())")
        #expect(again.findings.filter(\.fixable).isEmpty, "check reports fixable findings on the output")
        // What the tool wrote is never an error of its own: an error on the output was already one on the input.
        for error in again.findings where error.severity == .error {
            #expect(findings.contains { $0.severity == .error && $0.message == error.message }, "the output gets a new error: \(error.textLine)")
        }
    }
}
