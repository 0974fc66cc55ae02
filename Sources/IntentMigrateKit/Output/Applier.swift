/// Writes migrated files safely: only changed files, never a file changed on disk since it was
/// read, never a file with uncommitted work (unless allowed), never a rewrite that stopped parsing.
package struct Applier: Sendable {
    /// What happened to one changed file.
    package enum Outcome: Sendable, Equatable {
        case written
        /// Git can't vouch for its content: it has uncommitted changes, is untracked or ignored, … (why).
        case refusedDirty(String)
        /// Git could not say whether it has uncommitted work (git's message).
        case gitCannotTell(String)
        /// `--verify` could not check the rewrite.
        case cannotVerify(String)
        /// Not in a git work tree: nothing could undo the write (`--allow-no-vcs` writes it).
        case noVersionControl
        /// The file or its folder can't be written.
        case notWritable(String)
        /// Fine itself, but other files were refused: a run writes all or nothing (`--allow-dirty` writes the rest).
        case heldBack(refused: Int)
        /// It changed on disk after it was read.
        case changedOnDisk
        /// The rewrite does not parse where the original did: a bug in a pass.
        case failedVerification(String)
        case writeFailed(String)
        /// The run was interrupted before this file.
        case interrupted
        /// Written, then put back as it was: another file (this path) could not be written, and a run writes all or none.
        case putBack(String)

        /// The message for a file that was not written.
        package var problem: String? {
            switch self {
            case .written: return nil
            case .refusedDirty(let why): return "\(why) in git; left untouched (commit or stash it, or pass --allow-dirty)"
            case .gitCannotTell(let message): return "git can't say whether it has uncommitted work (\(message)); left untouched (fix git, or pass --allow-dirty)"
            case .cannotVerify(let message): return "--verify could not check the rewrite (\(message)); left untouched"
            case .noVersionControl: return "is not in a git repository, so nothing could undo the rewrite; left untouched (commit it to git, or pass --allow-no-vcs)"
            case .notWritable(let why): return "can't be written (\(why)); left untouched"
            case .heldBack(let refused):
                return "not written: \(refused) other file\(refused == 1 ? " was" : "s were") refused, and apply writes all the files or none (fix those, or pass --allow-dirty to write the rest)"
            case .changedOnDisk: return "changed on disk while intent-migrate ran; left untouched (run again)"
            case .failedVerification(let message): return "internal error: the rewrite does not parse (\(message)); left untouched. This is a bug in intent-migrate: please report it"
            case .writeFailed(let message): return message
            case .interrupted: return "interrupted before it was written; left untouched"
            case .putBack(let other): return "not written: \(other) could not be written, and apply writes all the files or none, so this one was put back as it was (run again)"
            }
        }
    }

    package var allowDirty = false
    /// Write files outside any git work tree (nothing could undo the rewrite).
    package var allowNoVCS = false
    /// Rewrite files with several hard links in place instead of refusing them.
    package var allowHardLinks = false
    package var verifier: Verifier?
    /// Called between reading a file and writing it: tests change the file here.
    package var beforeWrite: (@Sendable (String) -> Void)?

    package init(allowDirty: Bool = false, allowNoVCS: Bool = false, verifier: Verifier? = nil, beforeWrite: (@Sendable (String) -> Void)? = nil) {
        self.allowDirty = allowDirty
        self.allowNoVCS = allowNoVCS
        self.verifier = verifier
        self.beforeWrite = beforeWrite
    }

    /// Writes every changed result; returns what happened to each, in order.
    package func apply(_ results: [FileResult]) -> [(path: String, outcome: Outcome)] {
        let changed = results.filter(\.changed)
        guard allowDirty else { return allOrNothing(changed) }
        let verdicts = parallelMap(changed, jobs: Processors.available) { [self] result -> (result: FileResult, refusal: Outcome?) in
            (result, refusal(of: result))
        }
        var outcomes: [(String, Outcome)] = []
        for (result, refusal) in verdicts {
            if let refusal { outcomes.append((result.path, refusal)); continue }
            if Interrupts.requested { outcomes.append((result.path, .interrupted)); continue }
            beforeWrite?(result.path)
            // Unchanged since it was read: same bytes on disk (checked again at the switch itself).
            guard readFile(result.path) == result.original else {
                outcomes.append((result.path, .changedOnDisk)); continue
            }
            do {
                let written = try Interrupts.deferred { () throws -> Bool in
                    // A Ctrl-C before the write means it is not written.
                    if Interrupts.requested { return false }
                    try FileWriter.replace(result.path, with: result.migrated, expecting: result.original, inPlaceForHardLinks: allowHardLinks)
                    return true
                }
                outcomes.append((result.path, written ? .written : .interrupted))
            } catch let error as FileWriter.ChangedOnDisk {
                _ = error
                outcomes.append((result.path, .changedOnDisk))
            } catch {
                outcomes.append((result.path, .writeFailed("\(error)")))
            }
        }
        return outcomes
    }

    /// Writes every changed result or none. First every file is looked at (on several threads: each look reads the file,
    /// `--verify` parses it), and git is asked, once per repository, what it can't vouch for among the files to write.
    /// Any refusal writes nothing. Git is asked on another thread while each rewrite is prepared beside its file (written
    /// and flushed to disk, nothing in place yet): it runs after every file was read, as the migration is done, and
    /// its answer is in before the first rewrite is put in place.
    func allOrNothing(_ changed: [FileResult]) -> [(path: String, outcome: Outcome)] {
        var byRoot: [String: [String]] = [:]
        for result in changed {
            let absolute = Paths.absolute(result.path)
            if let root = Workspace.gitRoot(of: absolute) { byRoot[root, default: []].append(absolute) }
        }
        let askGit: @Sendable () -> [String: Result<[String: String], Git.Failure>] = { [byRoot] in
            var answers: [String: Result<[String: String], Git.Failure>] = [:]
            for (root, paths) in byRoot { answers[root] = Git.dirtyFiles(root: root, among: paths) }
            return answers
        }
        let looked = parallelMap(changed, jobs: Processors.available) { [self] result -> (result: FileResult, refusal: Outcome?) in
            (result, refusal(of: result))
        }
        /// Each file's refusal with git's answer in: after an interruption and a missing repository, before the other
        /// checks. Nil when nothing is refused.
        func refusals(_ answers: [String: Result<[String: String], Git.Failure>]) -> [(path: String, outcome: Outcome)]? {
            let verdicts = looked.map { result, refusal -> (result: FileResult, refusal: Outcome?) in
                if refusal == .interrupted || refusal == .noVersionControl { return (result, refusal) }
                return (result, gitRefusal(of: result, answers) ?? refusal)
            }
            let refused = verdicts.filter { $0.refusal != nil && $0.refusal != .interrupted }.count
            if refused > 0 { return verdicts.map { ($0.result.path, $0.refusal ?? .heldBack(refused: refused)) } }
            // Interrupted while looking: nothing is written.
            if verdicts.contains(where: { $0.refusal != nil }) { return verdicts.map { ($0.result.path, $0.refusal ?? .interrupted) } }
            return nil
        }
        // A file refused already: nothing is prepared, and git's answer completes each file's refusal.
        if looked.contains(where: { $0.refusal != nil }), let refused = refusals(askGit()) { return refused }
        let results = looked.map(\.result)
        var outcomes = results.map { ($0.path, Outcome.heldBack(refused: 1)) }
        // Every rewrite is prepared beside its file (written and flushed to disk) on several threads, so that the flushes
        // wait for the disk together, while git is asked on a thread of its own; what was prepared is removed at the end
        // whatever happens.
        let git = Background(askGit)
        let attempts = parallelMap(results, jobs: Processors.available) { [self] result -> Result<FileWriter.Prepared, Refused> in
            if Interrupts.requested { return .failure(Refused(outcome: .interrupted)) }
            beforeWrite?(result.path)
            guard readFile(result.path) == result.original else { return .failure(Refused(outcome: .changedOnDisk)) }
            do { return .success(try FileWriter.prepare(result.path, with: result.migrated, expecting: result.original, inPlaceForHardLinks: allowHardLinks)) }
            catch { return .failure(Refused(outcome: .writeFailed("\(error)"))) }
        }
        var prepared: [FileWriter.Prepared] = []
        defer { for case .success(let write) in attempts { write.finish() } }
        if let refused = refusals(git.wait()) { return refused }
        func fail(at i: Int, _ outcome: Outcome) -> [(path: String, outcome: Outcome)] {
            outcomes[i].1 = outcome
            // Put back in the reverse order; one written to since stays, and says so.
            for j in (0..<i).reversed() where j < prepared.count && prepared[j].committed {
                outcomes[j].1 = prepared[j].putBack() ? .putBack(results[i].path) : .written
            }
            return outcomes
        }
        // Then they are put in place one after the other, in order: the first that could not be prepared stops the run.
        if Interrupts.requested { return outcomes.map { ($0.0, .interrupted) } }
        for (i, attempt) in attempts.enumerated() {
            switch attempt {
            case .success(let write): prepared.append(write)
            case .failure(let refused): return fail(at: i, refused.outcome)
            }
        }
        for (i, write) in prepared.enumerated() {
            if Interrupts.requested {
                for j in i..<prepared.count { outcomes[j].1 = .interrupted }
                return outcomes
            }
            do {
                try Interrupts.deferred { () throws in try write.commit() }
                outcomes[i].1 = .written
            } catch is FileWriter.ChangedOnDisk {
                return fail(at: i, .changedOnDisk)
            } catch {
                return fail(at: i, .writeFailed("\(error)"))
            }
        }
        return outcomes
    }

    /// What git's answer for the file's repository refuses: it can't tell, or the file has work git can't vouch for.
    func gitRefusal(of result: FileResult, _ dirtyByRoot: [String: Result<[String: String], Git.Failure>]) -> Outcome? {
        guard !allowDirty else { return nil }
        let absolute = Paths.absolute(result.path)
        guard let root = Workspace.gitRoot(of: absolute), let answer = dirtyByRoot[root] else { return nil }
        switch answer {
        case .failure(let failure): return .gitCannotTell(failure.message)
        case .success(let dirty): return dirty[absolute].map { .refusedDirty($0) }
        }
    }

    /// Why a rewrite could not be prepared.
    struct Refused: Error { let outcome: Outcome }

    /// Why a changed file must not be written, or nil when it may be, git's answer aside (`gitRefusal`).
    func refusal(of result: FileResult) -> Outcome? {
        if Interrupts.requested { return .interrupted }
        let absolute = Paths.absolute(result.path)
        if Workspace.gitRoot(of: absolute) == nil && !allowNoVCS { return .noVersionControl }
        if access(result.path, W_OK) != 0 || access(Paths.parent(of: absolute), W_OK) != 0 { return .notWritable(systemError()) }
        var info = stat()
        if !allowHardLinks, stat(result.path, &info) == 0, info.st_nlink > 1 {
            return .notWritable("it has \(info.st_nlink) hard links, which a rewrite would split; --allow-hard-links writes it in place")
        }
        if let verifier {
            switch verifier.check(rewritten: result.migrated, original: result.original) {
            case .parses: break
            case .fails(let problem): return .failedVerification(problem)
            case .cannotTell(let reason): return Interrupts.requested ? .interrupted : .cannotVerify(reason)
            }
        }
        if readFile(result.path) != result.original { return .changedOnDisk }
        return nil
    }
}

/// Ctrl-C during `apply` (the command line turns the signals into `request()`): the file being written is finished (each write is one rename), the rest are
/// left as they were, and the run reports them.
package enum Interrupts {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    package static var requested: Bool { flag != 0 }

    /// Asks the run to stop, as Ctrl-C does.
    package static func request() { flag = 1 }

    /// Clears a request (tests run several applies in one process).
    static func reset() { flag = 0 }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back, so a write is never cut in half.
    static func deferred<T>(_ body: () throws -> T) rethrows -> T {
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGINT)
        sigaddset(&block, SIGTERM)
        sigaddset(&block, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return try body()
    }
}

/// Parses Swift with the toolchain's `swiftc -frontend -parse`, for `--verify`.
package struct Verifier: Sendable {
    package let swiftc: String

    /// No Swift compiler was found (`SWIFTC` or `PATH`).
    package struct NotFound: Error, CustomStringConvertible, Sendable {
        package var description: String { "--verify needs a Swift toolchain: set SWIFTC or put swiftc on PATH" }
    }

    /// Finds `swiftc` from `SWIFTC`, else `PATH`.
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Verifier {
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

    package init(swiftc: String) { self.swiftc = swiftc }

    /// What the compiler says of a text.
    package enum Verdict: Sendable, Equatable {
        case parses
        /// Its first error (`line:col: error: message`).
        case fails(String)
        /// The compiler could not be asked (no temporary file, not runnable, stopped by a signal).
        case cannotTell(String)
    }

    /// Whether `bytes` parse. Xcode placeholders ("editor placeholder in source file") are allowed: they
    /// refuse to compile by design.
    package func verdict(_ bytes: [UInt8]) -> Verdict {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("intent-migrate-verify-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? Data(bytes).write(to: file)) != nil else { return .cannotTell("could not write a temporary file in \(file.deletingLastPathComponent().path)") }
        guard let (status, printed) = Spawn.run(swiftc, ["-frontend", "-parse", "-enable-bare-slash-regex", file.path],
                                                searchingPath: false, errorsToo: true) else { return .cannotTell("could not run \(swiftc), or it was stopped") }
        let output = String(decoding: printed, as: UTF8.self)
        let errors = output.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("editor placeholder in source file") }
        // Drop the temporary path: keep `line:col: error: message`.
        if let first = errors.first { return .fails(first.replacingAll(file.path + ":", with: "")) }
        let placeholdersOnly = output.contains("editor placeholder in source file")
        return status == 0 || placeholdersOnly ? .parses : .cannotTell("\(swiftc) exited with status \(status) and no error")
    }

    /// The compiler's first error for `bytes`, or nil when it parses (or can't be asked).
    package func firstError(_ bytes: [UInt8]) -> String? {
        if case .fails(let error) = verdict(bytes) { return error }
        return nil
    }

    /// Whether a rewrite may be written: it parses, or it fails (only a failure where the original parsed
    /// is the tool's), or the compiler can't vouch for it, which refuses the write: the compiler can't be
    /// asked, or it rejects the original too (then it can't tell the rewrite's errors from the file's own).
    package func check(rewritten: [UInt8], original: [UInt8]) -> Verdict {
        switch verdict(rewritten) {
        case .parses: return .parses
        case .cannotTell(let reason): return .cannotTell(reason)
        case .fails(let error):
            switch verdict(original) {
            case .parses: return .fails(error)
            case .fails(let own): return .cannotTell("\(swiftc) rejects the original too: \(own)")
            case .cannotTell(let reason): return .cannotTell(reason)
            }
        }
    }
}
