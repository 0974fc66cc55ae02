/// The few questions the tool asks git: what it tracks and ignores, what is uncommitted. Git answers them
/// better than any reimplementation of its rules.
package enum Git {
    /// Runs git in `directory` and returns what it prints; nil when git can't be run or exits with another
    /// status.
    package static func run(_ arguments: [String], in directory: String, acceptStatus: Set<Int32> = [0]) -> Data? {
        guard let (status, output) = Spawn.run("git", ["-C", directory] + arguments, searchingPath: true, errorsToo: false),
              acceptStatus.contains(status) else { return nil }
        return output
    }

    /// Whether git tracks the file at `path` (absolute) in the work tree at `root`; nil when git can't tell.
    package static func tracks(_ path: String, root: String) -> Bool? {
        guard let (status, _) = Spawn.run("git", ["-C", root, "ls-files", "--error-unmatch", "--", Workspace.relative(path, to: root)],
                                          searchingPath: true, errorsToo: true) else { return nil }
        return status == 0 ? true : status == 1 ? false : nil
    }

    /// The Swift files under `directory` that git tracks or doesn't ignore, relative to it, as git prints them; nil when git
    /// can't tell.
    package static func notIgnoredSwiftFiles(in directory: String) -> ByteStrings? {
        guard let data = run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.swift"], in: directory) else { return nil }
        return ByteStrings([UInt8](data))
    }

    /// The Swift files changed against `ref` in the work tree holding `directory`, as absolute paths: committed since, staged
    /// or not, and untracked ones git doesn't ignore; deleted files are left out. A failure when git can't tell (not a
    /// repository, an unknown ref).
    package static func changedSwiftFiles(since ref: String, in directory: String) -> Result<[String], Failure> {
        guard let root = Workspace.gitRoot(ofFolder: directory) else {
            return .failure(Failure(message: "\(Workspace.displayPath(directory)) is not in a git repository"))
        }
        if case .failure(let failure) = answer(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: root) {
            return .failure(Failure(message: failure.message.hasPrefix("git rev-parse exited") ? "no commit named '\(ref)'" : failure.message))
        }
        var files: Set<String> = []
        for arguments in [["diff", "--name-only", "-z", "--diff-filter=d", "--no-renames", ref, "--", "*.swift"],
                          ["ls-files", "-z", "--others", "--exclude-standard", "--", "*.swift"]] {
            switch answer(arguments, in: root) {
            case .failure(let failure): return .failure(failure)
            case .success(let data):
                for name in data.split(separator: 0) { files.insert(Paths.resolve(String(decoding: name, as: UTF8.self), from: root)) }
            }
        }
        return .success(files.sorted())
    }

    /// Git could not say what is uncommitted: what it printed, or why it could not run.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package let message: String
        package var description: String { message }
    }

    /// Runs git in `directory`; its standard output on exit status 0, else what it printed (standard error
    /// included) as the failure.
    package static func answer(_ arguments: [String], in directory: String) -> Result<Data, Failure> {
        guard let (status, output) = Spawn.run("git", ["-C", directory] + arguments, searchingPath: true, errorsToo: false) else {
            return .failure(Failure(message: "git could not be run, or was stopped, in \(Workspace.displayPath(directory))"))
        }
        guard status == 0 else {
            let printed = Spawn.run("git", ["-C", directory] + arguments, searchingPath: true, errorsToo: true)?.output ?? Data()
            let text = String(decoding: printed, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }
            return .failure(Failure(message: text.map(String.init) ?? "git \(arguments.first ?? "") exited with status \(status)"))
        }
        return .success(output)
    }

    /// Files under `root` whose work git can't vouch for, as absolute paths: uncommitted changes (staged or
    /// not), untracked, ignored among `paths`, or marked assume-unchanged or skip-worktree (git stops looking
    /// at those, so local edits to them don't show), each with why. A failure when git can't tell: the caller refuses.
    package static func dirtyFiles(root: String, among paths: [String] = []) -> Result<[String: String], Failure> {
        let base = URL(fileURLWithPath: root)
        func absolute(_ path: Data.SubSequence) -> String {
            base.appendingPathComponent(String(decoding: path, as: UTF8.self)).standardizedFileURL.path
        }
        var dirty: [String: String] = [:]
        switch answer(["status", "--porcelain", "-z", "--untracked-files=all"], in: root) {
        case .failure(let failure): return .failure(failure)
        case .success(let data):
            var entries = data.split(separator: 0, omittingEmptySubsequences: false).makeIterator()
            while let entry = entries.next() {
                guard entry.count > 3 else { continue }
                let status = String(decoding: entry.prefix(2), as: UTF8.self)
                dirty[absolute(entry.dropFirst(3))] = status == "??" ? "is untracked" : "has uncommitted changes"
                // A rename or copy names its source next: skip it.
                if status.contains("R") || status.contains("C") { _ = entries.next() }
            }
        }
        let inside = paths.map { Workspace.relative($0, to: root) }.filter { !$0.hasPrefix("/") }
        // `ls-files -v` tags assume-unchanged entries in lowercase and skip-worktree ones `S`: git stops looking
        // at those, so their content is compared with what the index holds.
        var hidden: [String: String] = [:]
        switch answer(["ls-files", "-v", "-z"], in: root) {
        case .failure(let failure): return .failure(failure)
        case .success(let data):
            for entry in data.split(separator: 0) where entry.count > 2 {
                let tag = entry[entry.startIndex]
                let path = String(decoding: entry.dropFirst(2), as: UTF8.self)
                if tag >= UInt8(ascii: "a") && tag <= UInt8(ascii: "z") { hidden[path] = "assume-unchanged" }
                else if tag == UInt8(ascii: "S") { hidden[path] = "skip-worktree" }
            }
        }
        let looked = inside.filter { hidden[$0] != nil }
        if !looked.isEmpty {
            guard case .success(let staged) = answer(["ls-files", "-s", "-z", "--"] + looked, in: root),
                  case .success(let current) = answer(["hash-object", "--"] + looked, in: root) else {
                return .failure(Failure(message: "git could not compare files marked assume-unchanged or skip-worktree with its index"))
            }
            // `ls-files -s`: `mode object stage\tpath`; `hash-object`: one object per line, in the order given.
            var indexed: [String: Substring] = [:]
            for entry in staged.split(separator: 0) {
                let text = String(decoding: entry, as: UTF8.self)
                guard let tab = text.firstIndex(of: "\t") else { continue }
                indexed[String(text[text.index(after: tab)...])] = text[..<tab].split(separator: " ").dropFirst().first
            }
            let hashes = String(decoding: current, as: UTF8.self).split(separator: "\n")
            for (path, hash) in zip(looked, hashes) where indexed[path] != hash {
                dirty[absolute(Data(path.utf8)[...])] = "is marked \(hidden[path]!) and has local edits git doesn't show"
            }
        }
        if !inside.isEmpty {
            switch answer(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--"] + inside, in: root) {
            case .failure(let failure): return .failure(failure)
            case .success(let data): for entry in data.split(separator: 0) { dirty[absolute(entry)] = "is ignored" }
            }
        }
        return .success(dirty)
    }
}
