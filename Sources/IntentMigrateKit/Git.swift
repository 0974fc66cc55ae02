#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The few questions the tool asks git: what it ignores, what is uncommitted. Git answers them
/// better than any reimplementation of its rules.
public enum Git {
    /// Runs git in `directory` and returns what it prints; nil when git can't be run or exits with another
    /// status.
    static func run(_ arguments: [String], in directory: String, acceptStatus: Set<Int32> = [0]) -> Data? {
        guard let (status, output) = Spawn.run("git", ["-C", directory] + arguments, searchingPath: true, errorsToo: false),
              acceptStatus.contains(status) else { return nil }
        return output
    }

    /// The files among `paths` (absolute, inside the repository at `root`) that git ignores.
    ///
    /// Git lists the Swift files it ignores under `root` once (untracked files its ignore rules match), and
    /// the paths are looked up in that list. (`git check-ignore --stdin` answers path by path at about
    /// 0.1 ms each: 0.6 s for 5,000 files, ten times the rest of a `check`.) As with `check-ignore`, a
    /// tracked file is never ignored.
    public static func ignored(_ paths: [String], root: String) -> Set<String> {
        guard !paths.isEmpty else { return [] }
        return ignored(paths, root: root, listing: ignoredListing(root: root))
    }

    /// The Swift files git ignores under `root`, relative to it; nil when git can't tell.
    static func ignoredListing(root: String) -> Set<String>? {
        // Not `--directory`: it would pass over ignored files in untracked folders.
        guard let data = run(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--", "*.swift"], in: root)
        else { return nil }
        return Set(data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The files among `paths` that `listing` (of `root`) holds.
    static func ignored(_ paths: [String], root: String, listing: Set<String>?) -> Set<String> {
        guard let listing, !listing.isEmpty else { return [] }
        return Set(paths.filter { lists($0, root: root, listing: listing) })
    }

    /// `listing` (of `root`, relative to it) holds the absolute `path`.
    static func lists(_ path: String, root: String, listing: Set<String>) -> Bool {
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) && listing.contains(String(decoding: path.utf8.dropFirst(base.utf8.count), as: UTF8.self))
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
