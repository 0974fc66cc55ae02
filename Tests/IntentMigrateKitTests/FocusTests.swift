import Foundation
import Testing
@testable import IntentMigrateKit

/// Hollowing (see `Focus`): the passes run on a file whose irrelevant top-level bodies are emptied, and
/// the result must be exactly the whole file's.
@Suite struct FocusTests {
    /// An App Intent next to a view model that names nothing any pass looks for.
    static let intentAndStore = """
    import AppIntents

    struct OpenShelfIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Shelf"
        static var openAppWhenRun: Bool = true

        @Parameter(title: "Shelf")
        var shelf: String

        func perform() async throws -> some IntentResult & ProvidesDialog {
            guard !shelf.isEmpty else {
                return .result(dialog: "I couldn't find that shelf.")
            }
            return .result(dialog: "Opened.")
        }
    }

    final class ShelfStore: ObservableObject {
        @Published private(set) var items: [String] = []
        private let queue = DispatchQueue(label: "store")

        /// Returns the items that match `query`.
        func items(matching query: String) -> [String] {
            let needle = query.lowercased()
            return items.filter { $0.lowercased().contains(needle) } // "braces" { in a comment
        }

        #if DEBUG
        func dump() { print(items, "\\(items.count) items") }
        #endif
    }

    """

    func hollows(_ text: String, index extra: String = "") -> [Hollow] {
        let source = SourceText(text)
        let view = try! LexedView(source.bytes)
        let outline = Outline(source: source, view: view)
        var index = TreeIndex()
        index.add(outline)
        if !extra.isEmpty {
            let other = SourceText(extra)
            index.add(Outline(source: other, view: try! LexedView(other.bytes)))
        }
        return Focus(passes: Passes.all, minimumHollowed: 0).hollows(source: source, view: view, outline: outline, index: index)
    }

    func body(_ text: String, _ hollow: Hollow) -> String {
        String(decoding: Array(text.utf8)[hollow.interior], as: UTF8.self)
    }

    @Test func aBigIrrelevantTypeIsHollowedAndTheResultIsTheWholeFilesOwn() throws {
        let found = hollows(Self.intentAndStore)
        #expect(found.count == 1)
        let hollowed = try #require(found.first)
        #expect(body(Self.intentAndStore, hollowed).contains("func items(matching"))
        #expect(!body(Self.intentAndStore, hollowed).contains("OpenShelfIntent"))

        let fast = migrate(Self.intentAndStore, reportEdits: true)
        let whole = migrate(bytes: Array(Self.intentAndStore.utf8), reportEdits: true, minimumHollowed: .max)
        #expect(fast.same(as: whole))
        #expect(fast.changed)
        #expect(fast.findings.count >= 3)
        // The store comes back byte for byte.
        #expect(String(decoding: fast.migrated, as: UTF8.self).contains(body(Self.intentAndStore, hollowed)))
    }

    @Test func declarationsNamingAWatchedWordStayWhole() {
        for word in ["@Parameter(title: \"x\") var x: Int", "let kind = \"Intent\"", "// intent-migrate: ignore describe",
                     "var e: SomeEntity?", "static var openAppWhenRun = false", "var genre: Genre // AppEnum"] {
            let text = "struct A: AppIntent { func perform() async throws -> some IntentResult { .result() } }\n"
                + "final class Store {\n    \(word)\n    func f() {}\n}\n"
            #expect(hollows(text).isEmpty, "\(word)")
        }
        let plain = "struct A: AppIntent { func perform() async throws -> some IntentResult { .result() } }\n"
            + "final class Store {\n    func f() {}\n}\n"
        #expect(hollows(plain).count == 1)
    }

    @Test func aTypeTheTreeMakesAnIntentElsewhereStaysWhole() {
        // `Store` names nothing watched, but another file makes it an App Intent: throw-stubs must see its perform().
        let text = """
        import AppIntents

        struct Helper: AppIntent { func perform() async throws -> some IntentResult { .result() } }

        struct Store {
            func perform() async throws -> some ProvidesDialog {
                guard ready else { return .result(dialog: "Sorry, that failed.") }
                return .result(dialog: "Done.")
            }
        }

        """
        #expect(hollows(text).count == 1, "without the other file, Store is hollowed")
        #expect(hollows(text, index: "extension Store: AppIntent {}\n").isEmpty)
        // A nested type that conforms elsewhere keeps its enclosing type whole too.
        let nested = "struct A: AppIntent { func perform() async throws -> some IntentResult { .result() } }\n"
            + "enum Catalog {\n    struct Open {\n        func go() {}\n    }\n}\n"
        #expect(hollows(nested).count == 1)
        #expect(hollows(nested, index: "extension Catalog.Open: AppIntent {}\n").isEmpty)
    }

    @Test func bodiesWhoseDirectivesDontBalanceStayWhole() {
        let intent = "struct A: AppIntent { func perform() async throws -> some IntentResult { .result() } }\n"
        #expect(hollows(intent + "final class B {\n#if DEBUG\n    func f() {}\n#else\n    func g() {}\n#endif\n}\n").count == 1)
        #expect(hollows(intent + "final class B {\n    func f() {}\n#if DEBUG\n}\nextension B {\n#endif\n    func g() {}\n}\n").isEmpty)
        #expect(hollows(intent + "final class B {\n    func f() {}\n#endif\n#if os(iOS)\n}\n").isEmpty)
    }

    @Test func tooLittleToGainLeavesTheFileWhole() {
        let source = SourceText(Self.intentAndStore)
        let view = try! LexedView(source.bytes)
        let outline = Outline(source: source, view: view)
        let focus = Focus(passes: Passes.all, minimumHollowed: 10_000)
        #expect(focus.hollows(source: source, view: view, outline: outline, index: TreeIndex()).isEmpty)
    }

    /// A pass that (wrongly for a real pass) edits every type body with what it holds: the hollowed run
    /// touches a hollowed declaration, is thrown away, and the file is migrated whole.
    struct MarkEveryBody: Pass {
        let id = "mark"
        let summary = "test"
        let explanation = "test"
        let triggerWords: [String] = []
        func run(_ file: FileContext) -> PassOutput {
            PassOutput(edits: file.outline.types.map { .insert(" /* \($0.functions.count) functions */", at: $0.body.lowerBound + 1, message: "mark") })
        }
    }

    @Test func aPassTouchingAHollowedDeclarationGetsTheWholeFile() {
        let result = migrate(bytes: Array(Self.intentAndStore.utf8), passes: [MarkEveryBody()])
        let text = String(decoding: result.migrated, as: UTF8.self)
        #expect(text.contains("final class ShelfStore: ObservableObject { /* 2 functions */"))
        #expect(text.contains("func items(matching query: String)"))
        #expect(result.same(as: migrate(bytes: Array(Self.intentAndStore.utf8), passes: [MarkEveryBody()], minimumHollowed: .max)))
    }

    /// Through the engine: the first scan keeps only the bytes and candidates of a file it can hollow, and
    /// the migration lexes the hollowed text alone; when another file makes the big type an intent, the
    /// index turns the candidate down and the file is lexed and migrated whole. Both match a whole run.
    @Test func theEngineHollowsFromTheFirstScanAndFallsBackWhenTheIndexSaysNo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("focus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A store body well over the 1 KB that hollowing needs to pay off.
        // It also has a perform() that reports failure as success: only a pass that sees its body rewrites it.
        let methods = (0..<30).map { "    func lookup\($0)(_ key: String) -> String? { cache[key] }\n" }.joined()
            + "    func perform() async throws -> some ProvidesDialog {\n"
            + "        guard !items.isEmpty else { return .result(dialog: \"Sorry, that failed.\") }\n"
            + "        return .result(dialog: \"Done.\")\n    }\n"
        let text = Self.intentAndStore.replacingOccurrences(of: "    #if DEBUG\n", with: methods + "    #if DEBUG\n")
        let file = folder.appendingPathComponent("Shelf.swift")
        try Data(text.utf8).write(to: file)
        let bytes = Array(text.utf8)

        func expected(_ other: String?) -> FileResult {
            var index = TreeIndex()
            for source in [text, other].compactMap({ $0 }) {
                let s = SourceText(source)
                index.add(Outline(source: s, view: try! LexedView(s.bytes)))
            }
            return Pipeline(passes: Passes.all, minimumHollowed: .max).run(path: "x", bytes: bytes, index: index, settings: Settings(),
                                                                            reportEdits: true)
        }
        func check(_ other: String?) throws {
            var request = RunRequest(paths: [folder.path], passes: Passes.all, jobs: 2, reportEdits: true)
            request.keepsText = true
            let outcome = try Engine.run(request)
            let result = try #require(outcome.results.first { $0.path.hasSuffix("Shelf.swift") })
            let want = expected(other)
            #expect(result.migrated == want.migrated)
            #expect(result.findings.map { "\($0.line):\($0.column) \($0.id) \($0.message)" }
                    == want.findings.map { "\($0.line):\($0.column) \($0.id) \($0.message)" })
            let source = SourceText(text)
            let view = try LexedView(source.bytes)
            // The first scan finds the store worth hollowing on the file alone.
            let focus = Focus(passes: Passes.all, minimumHollowed: Focus.defaultMinimum)
            #expect(focus.worthHollowing(focus.candidates(bytes: source.bytes, view: view, outline: Outline(source: source, view: view))))
        }
        try check(nil)
        let other = "extension ShelfStore: AppIntent {}\n"
        try Data(other.utf8).write(to: folder.appendingPathComponent("Conformance.swift"))
        try check(other)
        // With the store an intent, throw-stubs rewrites the failure in its perform().
        #expect(!String(decoding: expected(nil).migrated, as: UTF8.self).contains("throw ShelfStoreError.failure"))
        #expect(String(decoding: expected(other).migrated, as: UTF8.self).contains("throw ShelfStoreError.failure(\"Sorry, that failed.\")"))
    }

    /// Every migration case and sample file: hollowed wherever possible, the same result as whole.
    @Test func everyCaseAndSampleMigratesTheSameHollowed() throws {
        var inputs: [(String, [UInt8])] = MigrationCase.all().compactMap { c in c.read("input.swift").map { (c.testDescription, $0) } }
        let samples = repositoryRoot.appendingPathComponent("Samples")
        for case let url as URL in FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            inputs.append((url.lastPathComponent, [UInt8](try Data(contentsOf: url))))
        }
        var hollowedFiles = 0
        for (name, bytes) in inputs {
            guard let view = try? LexedView(bytes) else { continue }
            let source = SourceText(bytes: bytes)
            let outline = Outline(source: source, view: view)
            var index = TreeIndex()
            index.add(outline)
            if !Focus(passes: Passes.all, minimumHollowed: 0).hollows(source: source, view: view, outline: outline, index: index).isEmpty {
                hollowedFiles += 1
            }
            let fast = migrate(bytes: bytes, reportEdits: true)
            let whole = migrate(bytes: bytes, reportEdits: true, minimumHollowed: .max)
            #expect(fast.same(as: whole), "\(name)")
        }
        // The corpus must exercise hollowing, not just pass by never doing it.
        #expect(hollowedFiles >= 10, "only \(hollowedFiles) of \(inputs.count) inputs had anything to hollow")
    }
}
