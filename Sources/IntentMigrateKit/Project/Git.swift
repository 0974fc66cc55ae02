/// The few questions the tool asks git: what it tracks and ignores, what is uncommitted. Git answers them
/// better than any reimplementation of its rules.
public enum Git {
    /// Runs git in `directory` and returns what it prints; nil when git can't be run or exits with another
    /// status.
    static func run(_ arguments: [String], in directory: String, acceptStatus: Set<Int32> = [0]) -> Data? {
        guard let (status, output) = Spawn.run("git", ["-C", directory] + arguments, searchingPath: true, errorsToo: false),
              acceptStatus.contains(status) else { return nil }
        return output
    }

    /// The Swift files under `directory` that git tracks or doesn't ignore, relative to it; nil when git can't tell.
    static func notIgnoredSwiftFiles(in directory: String) -> Set<String>? {
        guard let data = run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.swift"], in: directory) else { return nil }
        return Set(data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// Files under `root` with uncommitted changes (staged or not) or untracked, as absolute paths.
    /// Nil when git can't tell.
    public static func dirtyFiles(root: String) -> Set<String>? {
        guard let data = run(["status", "--porcelain", "-z", "--untracked-files=all"], in: root) else { return nil }
        var dirty: Set<String> = []
        var entries = data.split(separator: 0, omittingEmptySubsequences: false).makeIterator()
        while let entry = entries.next() {
            guard entry.count > 3 else { continue }
            let status = String(decoding: entry.prefix(2), as: UTF8.self)
            let path = String(decoding: entry.dropFirst(3), as: UTF8.self)
            dirty.insert(URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL.path)
            // A rename or copy names its source next: skip it.
            if status.contains("R") || status.contains("C") { _ = entries.next() }
        }
        return dirty
    }
}
