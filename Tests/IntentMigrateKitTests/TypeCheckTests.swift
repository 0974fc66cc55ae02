import Foundation
import Testing
@testable import IntentMigrateKit

/// The stub Apple SDK of `Tests/TypeCheck` (docs/typecheck.md), built once per run by `Scripts/typecheck.sh sdk`.
enum TypeCheckSDK {
    static let script = repositoryRoot.appendingPathComponent("Scripts/typecheck.sh")

    /// The built SDK's folder, or why there is none (`unavailable` when the toolchain has no host SwiftSyntax).
    static let built: Result<URL, SDKProblem> = {
        let folder = repositoryRoot.appendingPathComponent(".build/typecheck-sdk")
        let (status, output) = run(script, ["sdk", folder.path])
        switch status {
        case 0: return .success(folder)
        case 77: return .failure(.unavailable(output))
        default: return .failure(.buildFailed(output))
        }
    }()

    /// False only where the toolchain can't build the stub's macros: the tests that need it are then skipped, visibly.
    static var isAvailable: Bool {
        if case .failure(.unavailable) = built { return false }
        return true
    }

    enum SDKProblem: Error, CustomStringConvertible {
        case unavailable(String), buildFailed(String)
        var description: String {
            switch self {
            case .unavailable(let why): "no host SwiftSyntax modules, so no stub SDK: \(why)"
            case .buildFailed(let output): "the stub SDK doesn't build:\n\(output)"
            }
        }
    }

    /// Runs `executable` with `arguments`; its status and its standard output and error together.
    static func run(_ executable: URL, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(executable.path) can't be run: \(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// The errors of type-checking `files` (relative path → text) as one module. Editor placeholders refuse to
    /// compile by design and are left out; a check that fails without saying why is an Issue.
    static func errors(_ files: [String: [UInt8]], sourceLocation: SourceLocation = #_sourceLocation) throws -> Set<TypeCheckError> {
        let sdk = try built.get()
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String: [Substring]] = [:]
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            lines[url.standardizedFileURL.path] = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let (status, output) = run(script, ["module", sdk.path] + files.keys.sorted().map { folder.appendingPathComponent($0).path })
        var errors = Set<TypeCheckError>()
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let message = String(line[range.upperBound...])
            if message.contains("editor placeholder in source file") { continue }
            // `path:line:col`; a path outside the checked files is a macro expansion or a stub module.
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]) else { continue }
            let path = URL(fileURLWithPath: location.dropLast(2).joined(separator: ":")).standardizedFileURL.path
            let text = lines[path].flatMap { number <= $0.count ? $0[number - 1].trimmingCharacters(in: .whitespacesAndNewlines) : nil }
            errors.insert(TypeCheckError(message: message, line: text ?? "(in a macro expansion)",
                                         file: lines[path] == nil ? "" : String(path.dropFirst(folder.standardizedFileURL.path.count + 1)),
                                         number: number))
        }
        if status != 0 && errors.isEmpty && !output.contains("editor placeholder") {
            Issue.record("the type check failed (status \(status)) without an error:\n\(output)", sourceLocation: sourceLocation)
        }
        return errors
    }
}

/// One error of a type check: the message and the text of its line identify it; file and line say where it is.
struct TypeCheckError: Hashable, CustomStringConvertible {
    let message: String
    let line: String
    var file: String = ""
    var number: Int = 0

    static func == (a: Self, b: Self) -> Bool { a.message == b.message && a.line == b.line }
    func hash(into hasher: inout Hasher) { hasher.combine(message); hasher.combine(line) }
    var description: String { "\(file):\(number): error: \(message)\n    \(line)" }

    /// The errors of `after` that `before` doesn't have: first matched by message and line text, then what is
    /// left by message alone, against the errors of `before` whose line the migration changed.
    static func added(before: Set<TypeCheckError>, after: Set<TypeCheckError>) -> [TypeCheckError] {
        var unmatched = after.subtracting(before).sorted { ($0.file, $0.number, $0.message) < ($1.file, $1.number, $1.message) }
        var moved = before.subtracting(after).map(\.message)
        unmatched.removeAll { error in
            guard let index = moved.firstIndex(of: error.message) else { return false }
            moved.remove(at: index)
            return true
        }
        return unmatched
    }
}

/// What the migration writes type-checks whenever what it read did: every case's input against its expected
/// output, every tree case's `in/` against its `out/` module by module, and the samples before and after.
/// `@available` floors are not checked: the check runs for Linux, which has no iOS versions (docs/typecheck.md).
@Suite(.enabled(if: TypeCheckSDK.isAvailable, "the toolchain has no host SwiftSyntax modules (lib/swift/host), so the stub SDK's macros can't be built"))
struct TypeCheckTests {
    @Test(arguments: MigrationCase.all().filter { !$0.isTree })
    func caseOutputTypeChecks(_ testCase: MigrationCase) throws {
        let input = try #require(testCase.read("input.swift"))
        let expected = testCase.read("expected.swift") ?? input
        let before = try TypeCheckSDK.errors(["input.swift": input])
        let after = expected == input ? before : try TypeCheckSDK.errors(["input.swift": expected])
        for error in TypeCheckError.added(before: before, after: after) {
            Issue.record("the migration adds an error:\n\(error)")
        }
    }

    /// (A check's tree of Markdown and project files alone, with no `out/`, has no Swift to type-check.)
    @Test(arguments: TreeCase.all().filter { (try? TreeCase.files(under: $0.folder.appendingPathComponent("in")))?.keys.contains { $0.hasSuffix(".swift") } ?? true })
    func treeCaseOutputTypeChecks(_ testCase: TreeCase) throws {
        let input = testCase.folder.appendingPathComponent("in")
        let output = try TreeCase.files(under: testCase.folder.appendingPathComponent("out"))
        try expectNoAddedErrors(root: input, migrated: output)
    }

    @Test func samplesTypeCheckAfterTheMigration() throws {
        let samples = repositoryRoot.appendingPathComponent("Samples")
        let migrated = try TreeCaseTests.run(samples, paths: [""], passes: Passes.all, settings: Settings()).migrated
        #expect(!migrated.isEmpty)
        try expectNoAddedErrors(root: samples, migrated: try TreeCase.files(under: samples).merging(migrated) { $1 })
    }

    /// `make typecheck TREE=…` (`Scripts/typecheck.sh tree`): the same check on any tree, migrated with the
    /// default settings; nothing is written to it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TYPECHECK_TREE"] != nil, "set TYPECHECK_TREE to check a tree"))
    func givenTree() throws {
        let root = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["TYPECHECK_TREE"]))
        let migrated = try TreeCaseTests.run(root, paths: [""], passes: Passes.all, settings: Settings()).migrated
        try expectNoAddedErrors(root: root, migrated: try TreeCase.files(under: root).merging(migrated) { $1 })
    }

    /// The stub is not vacuous: it rejects what Apple's SDK rejects, and the comparison sees what the migration adds.
    @Test func theStubRejectsWhatTheSDKRejects() throws {
        let intent = """
            import AppIntents
            struct A: AppIntent {
                static let title: LocalizedStringResource = "A"
                @Parameter(title: "N", default: 2) var n: Int
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    if n < 0 { throw CancellationError() }
                    return .result(dialog: "ok")
                }
            }

            """
        #expect(try TypeCheckSDK.errors(["A.swift": Array(intent.utf8)]).isEmpty)
        let entity = """
            struct E: AppEntity {
                static let defaultQuery = UniqueAppEntityQuery<E>()
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "E"
                var id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
                @Property(title: "T", indexingKey: \\.displayName) var x: String
            }

            """
        #expect(try TypeCheckSDK.errors(["A.swift": Array((intent + entity).utf8)]).isEmpty)
        let wrong = [
            // No title; labels out of order; a throw in a function that doesn't throw; no dialog for ProvidesDialog.
            intent.replacingOccurrences(of: "static let title", with: "static let name"),
            intent.replacingOccurrences(of: #"title: "N", default: 2"#, with: #"default: 2, title: "N""#),
            intent.replacingOccurrences(of: "async throws", with: "async"),
            intent.replacingOccurrences(of: #".result(dialog: "ok")"#, with: ".result()"),
            // A tool that is no intent; a description beside an indexing key (no such initializer).
            intent.replacingOccurrences(of: "struct A: AppIntent", with: "@AppIntent(.tool) struct A")
                .replacingOccurrences(of: "static let title", with: "static let name"),
            intent + entity.replacingOccurrences(of: #"title: "T", "#, with: #"title: "T", description: "D", "#),
        ]
        for text in wrong { #expect(!(try TypeCheckSDK.errors(["A.swift": Array(text.utf8)])).isEmpty, "accepted:\n\(text)") }
        let before = try TypeCheckSDK.errors(["A.swift": Array(intent.utf8)])
        let after = try TypeCheckSDK.errors(["A.swift": Array(wrong[2].utf8)])
        #expect(TypeCheckError.added(before: before, after: after).map(\.message) == ["error is not handled because the enclosing function is not declared 'throws'"])
    }

    /// Type-checks each module of the tree at `root` (its projects' targets, as the tool reads them) as it is and
    /// with the files of `migrated` (relative path → text) in place of its own.
    func expectNoAddedErrors(root: URL, migrated: [String: [UInt8]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let modules = try TypeCheckTests.modules(of: root)
        #expect(!modules.isEmpty, "no Swift module in \(root.path)", sourceLocation: sourceLocation)
        let original = try TreeCase.files(under: root)
        for (name, paths) in modules {
            let before = try TypeCheckSDK.errors(Dictionary(uniqueKeysWithValues: paths.map { ($0, original[$0] ?? []) }))
            let after = try TypeCheckSDK.errors(Dictionary(uniqueKeysWithValues: paths.map { ($0, migrated[$0] ?? original[$0] ?? []) }))
            for error in TypeCheckError.added(before: before, after: after) {
                Issue.record("\(name): the migration adds an error:\n\(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The Swift files of the tree at `root` by module, paths relative to it: one module per target its projects
    /// name, a folder no project accounts for as one module; files compiled in no target are left out.
    static func modules(of root: URL) throws -> [(name: String, paths: [String])] {
        let base = root.standardizedFileURL.path
        let workspace = try Workspace(paths: [base])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        var modules: [String: [String]] = [:]
        for (file, placement) in zip(workspace.files, model.placements) where !ProjectModel.isManifest(file) {
            let path = Workspace.relative(file, to: base)
            switch placement {
            case .targets(let refs):
                for ref in refs { modules[Workspace.relative(model.projects[ref.project].file, to: base) + ":" + model.target(ref).name, default: []].append(path) }
            case .folder(let folder): modules[Workspace.relative(folder, to: base), default: []].append(path)
            case .notCompiled(let project):
                // A tree with no project of its own sits inside this repository's package: it is one module.
                if !Paths.isInside(model.projects[project].root, base) { modules[".", default: []].append(path) }
            }
        }
        return modules.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }
    }
}
