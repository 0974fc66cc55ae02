/// Writes migrated files safely: only changed files, never a file changed on disk since it was
/// read, never a file with uncommitted work (unless allowed), never a rewrite that stopped parsing.
public struct Applier: Sendable {
    /// What happened to one changed file.
    public enum Outcome: Sendable, Equatable {
        case written
        /// It has uncommitted changes or is untracked in its git repository.
        case refusedDirty
        /// It changed on disk after it was read.
        case changedOnDisk
        /// The rewrite does not parse where the original did: a bug in a pass.
        case failedVerification(String)
        case writeFailed(String)
        /// The run was interrupted before this file.
        case interrupted

        /// The message for a file that was not written.
        public var problem: String? {
            switch self {
            case .written: return nil
            case .refusedDirty: return "has uncommitted changes or is untracked in git; left untouched (commit or stash it, or pass --allow-dirty)"
            case .changedOnDisk: return "changed on disk while intent-migrate ran; left untouched (run again)"
            case .failedVerification(let message): return "internal error: the rewrite does not parse (\(message)); left untouched. This is a bug in intent-migrate: please report it"
            case .writeFailed(let message): return message
            case .interrupted: return "interrupted before it was written; left untouched"
            }
        }
    }

    public var allowDirty = false
    public var verifier: Verifier?
    /// Called between reading a file and writing it: tests change the file here.
    public var beforeWrite: (@Sendable (String) -> Void)?

    public init(allowDirty: Bool = false, verifier: Verifier? = nil, beforeWrite: (@Sendable (String) -> Void)? = nil) {
        self.allowDirty = allowDirty
        self.verifier = verifier
        self.beforeWrite = beforeWrite
    }

    /// Writes every changed result; returns what happened to each, in order.
    public func apply(_ results: [FileResult]) -> [(path: String, outcome: Outcome)] {
        let changed = results.filter(\.changed)
        var dirtyByRoot: [String: Set<String>?] = [:]
        var outcomes: [(String, Outcome)] = []
        for result in changed {
            if Interrupts.requested { outcomes.append((result.path, .interrupted)); continue }
            let absolute = Workspace.absolute(result.path)
            if !allowDirty, let root = Workspace.gitRoot(of: absolute) {
                if dirtyByRoot[root] == nil { dirtyByRoot[root] = .some(Git.dirtyFiles(root: root)) }
                if let dirty = dirtyByRoot[root] ?? nil, dirty.contains(absolute) {
                    outcomes.append((result.path, .refusedDirty)); continue
                }
            }
            if let verifier, let problem = verifier.problem(rewritten: result.migrated, original: result.original) {
                outcomes.append((result.path, .failedVerification(problem))); continue
            }
            beforeWrite?(result.path)
            // Unchanged since it was read: same bytes on disk.
            guard readFile(result.path) == result.original else {
                outcomes.append((result.path, .changedOnDisk)); continue
            }
            do {
                try Interrupts.deferred { try FileWriter.replace(result.path, with: result.migrated) }
                outcomes.append((result.path, .written))
            } catch {
                outcomes.append((result.path, .writeFailed("\(error)")))
            }
        }
        return outcomes
    }
}

/// Ctrl-C during `apply` (the command line turns the signals into `request()`): the file being written is finished (each write is one rename), the rest are
/// left as they were, and the run reports them.
public enum Interrupts {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    public static var requested: Bool { flag != 0 }

    /// Asks the run to stop, as Ctrl-C does.
    public static func request() { flag = 1 }

    /// Clears a request (tests run several applies in one process).
    static func reset() { flag = 0 }

    /// Runs `body` with SIGINT and SIGTERM held back, so a write is never cut in half.
    static func deferred<T>(_ body: () throws -> T) rethrows -> T {
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGINT)
        sigaddset(&block, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return try body()
    }
}

/// Parses Swift with the toolchain's `swiftc -frontend -parse`, for `--verify`.
public struct Verifier: Sendable {
    public let swiftc: String

    /// No Swift compiler was found (`SWIFTC` or `PATH`).
    public struct NotFound: Error, CustomStringConvertible, Sendable {
        public var description: String { "--verify needs a Swift toolchain: set SWIFTC or put swiftc on PATH" }
    }

    /// Finds `swiftc` from `SWIFTC`, else `PATH`.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Verifier {
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: explicit) else { throw NotFound() }
            return Verifier(swiftc: explicit)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return Verifier(swiftc: candidate) }
        }
        throw NotFound()
    }

    public init(swiftc: String) { self.swiftc = swiftc }

    /// The compiler's first error for `bytes`, or nil when it parses. Xcode placeholders
    /// ("editor placeholder in source file") are allowed: they refuse to compile by design.
    public func firstError(_ bytes: [UInt8]) -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("intent-migrate-verify-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? Data(bytes).write(to: file)) != nil else { return "could not write a temporary file" }
        guard let (_, printed) = Spawn.run(swiftc, ["-frontend", "-parse", "-enable-bare-slash-regex", file.path],
                                           searchingPath: false, errorsToo: true) else { return "could not run \(swiftc)" }
        let output = String(decoding: printed, as: UTF8.self)
        let errors = output.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("editor placeholder in source file") }
        guard let first = errors.first else { return nil }
        // Drop the temporary path: keep `line:col: error: message`.
        return first.replacingAll(file.path + ":", with: "")
    }

    /// A problem only when the rewrite fails to parse and the original parsed.
    public func problem(rewritten: [UInt8], original: [UInt8]) -> String? {
        guard let error = firstError(rewritten) else { return nil }
        return firstError(original) == nil ? error : nil
    }
}
