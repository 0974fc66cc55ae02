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
    /// Never in CI (`CI` set, as `.ci/run` and hosted runners do): there a missing toolchain part fails these tests, so
    /// ~300 case checks can't pass unnoticed by not running.
    static var isAvailable: Bool {
        if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty && $0 != "false" }) == true { return true }
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

    /// An app type, service or function the checked file uses and doesn't declare (`cannot find 'X' in scope`,
    /// `cannot find type 'X' in scope`): the one error a case input or sample may have.
    var isMissingAppType: Bool {
        message.wholeMatch(of: /cannot find (type )?'[^']+' in scope/) != nil
    }

    /// The errors of a fixture that are not a missing app type: what makes it something other than App Intents code.
    static func fixtureGaps(_ errors: Set<TypeCheckError>) -> [TypeCheckError] {
        errors.filter { !$0.isMissingAppType }.sorted { ($0.file, $0.number, $0.message) < ($1.file, $1.number, $1.message) }
    }

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
        expectValidInput(testCase.testDescription, TypeCheckError.fixtureGaps(before))
    }

    /// Case inputs that don't type-check on purpose: case (`pass/name`) → why, and the texts of the errors it must fail with:
    /// every error left in it (beyond the app types it doesn't declare) contains one, so an entry can't outlive its reason.
    static let invalidInputs: [String: (reason: String, errors: [String])] = [
        "describe/no-title-empty-body-brace-own-line": (
            "intents with no title (and empty `{}` bodies, no perform()): what describe does where the title is missing",
            ["does not conform to protocol 'AppIntent'"]),
        "add-tool/tree-generated-strings-namespace": (
            "a helper inside a generated strings namespace conforms to the namespace's `enum AppIntent`: the compile error the note explains",
            ["inheritance from non-protocol type 'L10n.Widgets.ReloadWidgets.AppIntent'"]),
        "generable-property-type/not-suppressed": (
            "a generable entity property of a plain struct, kept with a suppression comment: the compile error the check reports",
            ["conform to '_IntentValue'"]),
        "generable-property-type/reports-entity-struct-dictionary-tuple": (
            "generable entity properties of a struct, a dictionary and a tuple: the compile errors the check reports",
            ["conform to '_IntentValue'"]),
        "generable-property-type/reports-in-array-and-optional-and-enum": (
            "a generable entity property of an enum that isn't an AppEnum: the compile error the check reports",
            ["conform to '_IntentValue'"]),
        "generable-property-type/tree-types-from-other-files": (
            "a generable entity property of a plain struct declared in another file: the compile error the check reports",
            ["conform to '_IntentValue'"]),
        "internal-indexing-key/reports-each-wrapper-and-key": (
            "`visibility: .internal` with an indexing key on @Property and @DeferredProperty, which have no such initializer (only @ComputedProperty has): the check reports the combination on all three",
            ["extra argument 'customIndexingKey' in call", "extra argument 'indexingKey' in macro expansion", "cannot infer key path type from context"]),
        "schema-tool/unknown-domain-warning": (
            "a schema in a domain App Intents doesn't have (`.recipes.cook`): what the warning is about",
            ["has no member 'recipes'"]),
    ]

    /// Case inputs with a fixture gap not fixed yet (issue 28), with the first error `Scripts/typecheck.sh gaps` lists
    /// for each. Not a place for new cases: fix the input and take its line off, which the test asks for once it
    /// type-checks.
    static let inputsToFix: [String: String] = [
        // The stub has no FoundationModels, and whether a @Generable struct can be an entity property (an _IntentValue) is
        // not documented.
        "generable-property-type/not-plain-values-enums-generables-arrays": "no such module 'FoundationModels'",
    ]

    /// A case input (or a sample, or a tree case's `in/`) must be App Intents code that type-checks, apart from the app
    /// types it doesn't declare; one of `invalidInputs` must still fail, and only for its reason.
    func expectValidInput(_ name: String, _ gaps: [TypeCheckError], sourceLocation: SourceLocation = #_sourceLocation) {
        if let error = Self.inputsToFix[name] {
            #expect(!gaps.isEmpty, "\(name) type-checks now (it had “\(error)”): take it off TypeCheckTests.inputsToFix",
                    sourceLocation: sourceLocation)
        } else if let exemption = Self.invalidInputs[name] {
            #expect(!gaps.isEmpty, "\(name) type-checks now: take it off TypeCheckTests.invalidInputs (\(exemption.reason))",
                    sourceLocation: sourceLocation)
            for gap in gaps where !exemption.errors.contains(where: gap.message.contains) {
                Issue.record("\(name) is on invalidInputs for “\(exemption.errors.joined(separator: "”, “"))”, but has another error:\n\(gap)", sourceLocation: sourceLocation)
            }
        } else {
            for gap in gaps {
                Issue.record("\(name): the input isn't App Intents code that type-checks (only an app type it doesn't declare may be missing):\n\(gap)",
                             sourceLocation: sourceLocation)
            }
        }
    }

    /// (A check's tree of Markdown and project files alone, with no `out/`, has no Swift to type-check.)
    @Test(arguments: TreeCase.all().filter { (try? TreeCase.files(under: $0.folder.appendingPathComponent("in")))?.keys.contains { $0.hasSuffix(".swift") } ?? true })
    func treeCaseOutputTypeChecks(_ testCase: TreeCase) throws {
        let input = testCase.folder.appendingPathComponent("in")
        let output = try TreeCase.files(under: testCase.folder.appendingPathComponent("out"))
        let gaps = try expectNoAddedErrors(root: input, migrated: output)
        expectValidInput("\(testCase.pass)/\(testCase.name)", gaps)
    }

    @Test func samplesTypeCheckAfterTheMigration() throws {
        let samples = repositoryRoot.appendingPathComponent("Samples")
        let migrated = try TreeCaseTests.run(samples, paths: [""], passes: Passes.all, settings: Settings()).migrated
        #expect(!migrated.isEmpty)
        let gaps = try expectNoAddedErrors(root: samples, migrated: try TreeCase.files(under: samples).merging(migrated) { $1 })
        expectValidInput("Samples", gaps)
    }

    /// `make typecheck TREE=…` (`Scripts/typecheck.sh tree`): the same check on any tree, migrated with the
    /// default settings; nothing is written to it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TYPECHECK_TREE"] != nil, "set TYPECHECK_TREE to check a tree"))
    func givenTree() throws {
        let root = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["TYPECHECK_TREE"]))
        let migrated = try TreeCaseTests.run(root, paths: [""], passes: Passes.all, settings: Settings()).migrated
        _ = try expectNoAddedErrors(root: root, migrated: try TreeCase.files(under: root).merging(migrated) { $1 })
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

    /// A module of several files reports the errors of every file, not only those of the first file that fails (swiftc's
    /// one frontend job per file stops there), so that the comparison and the input check see them all.
    @Test func everyFileOfAModuleReportsItsErrors() throws {
        let files = ["A", "B", "C"].map { name in ("\(name).swift", Array("struct \(name) { let \(name.lowercased()): Int = \"\" }\n".utf8)) }
        let errors = try TypeCheckSDK.errors(Dictionary(uniqueKeysWithValues: files))
        #expect(Set(errors.map(\.file)) == ["A.swift", "B.swift", "C.swift"], "\(errors)")
    }

    /// Type-checks each module of the tree at `root` (its projects' targets, as the tool reads them) as it is and
    /// with the files of `migrated` (relative path → text) in place of its own; the tree's own fixture gaps.
    @discardableResult
    func expectNoAddedErrors(root: URL, migrated: [String: [UInt8]], sourceLocation: SourceLocation = #_sourceLocation) throws -> [TypeCheckError] {
        let modules = try TypeCheckTests.modules(of: root)
        #expect(!modules.isEmpty, "no Swift module in \(root.path)", sourceLocation: sourceLocation)
        let original = try TreeCase.files(under: root)
        var gaps: [TypeCheckError] = []
        for (name, paths) in modules {
            let before = try TypeCheckSDK.errors(Dictionary(uniqueKeysWithValues: paths.map { ($0, original[$0] ?? []) }))
            let after = try TypeCheckSDK.errors(Dictionary(uniqueKeysWithValues: paths.map { ($0, migrated[$0] ?? original[$0] ?? []) }))
            for error in TypeCheckError.added(before: before, after: after) {
                Issue.record("\(name): the migration adds an error:\n\(error)", sourceLocation: sourceLocation)
            }
            gaps += TypeCheckError.fixtureGaps(before)
        }
        return gaps
    }

    /// The Swift files of the tree at `root` by module, paths relative to it: one module per target its projects
    /// name, a folder no project accounts for as one module; files compiled in no target are left out.
    static func modules(of root: URL) throws -> [(name: String, paths: [String])] {
        let base = root.standardizedFileURL.path
        let workspace = try Workspace(paths: [base])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        var modules: [String: [String]] = [:]
        for (file, placement) in zip(workspace.files, model.placements) where !model.isManifest(file) {
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
        // A folder no project accounts for can hold separate programs (two helper tools' `Sources/main.swift`): one module
        // can't have two files of the same name (swiftc refuses), so such a folder is checked a directory at a time.
        for (name, paths) in modules where Set(paths.map { ($0 as NSString).lastPathComponent }).count < paths.count {
            modules[name] = nil
            for (directory, files) in Dictionary(grouping: paths, by: { ($0 as NSString).deletingLastPathComponent }) {
                modules[name + " (" + (directory.isEmpty ? "." : directory) + ")"] = files
            }
        }
        return modules.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }
    }
}
