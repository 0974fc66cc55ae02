#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The Swift files git tracks in the work tree at `root`, read from its index (no walk of the work tree:
    /// git would otherwise list every folder the tool lists too, and every ignored one besides); nil when git
    /// can't tell. A plain repository's index is read here (`GitIndex`); git is started only for the others.
    static func trackedListing(root: String) -> TrackedFiles? {
        if let listing = GitIndex.swiftPaths(root: root) {
            // Debug builds (every test that walks a repository) ask git too.
            assert(listedByGit(root: root).map { $0 == listing } ?? true, "the index of \(root) read otherwise than git lists it")
            return TrackedFiles(listing: listing)
        }
        return listedByGit(root: root).map(TrackedFiles.init(listing:))
    }

    /// What `git ls-files -z --cached -- '*.swift'` prints in `root`.
    static func listedByGit(root: String) -> [UInt8]? {
        run(["ls-files", "-z", "--cached", "--", "*.swift"], in: root).map { [UInt8]($0) }
    }

    /// Among `paths` (relative to `root`, none of them tracked: a tracked file is never ignored), those git
    /// ignores, as `git ls-files --others --ignored --exclude-standard` lists them; nil when git can't tell.
    ///
    /// Named one by one (literally: a name is not a pattern), git looks only in the folders that hold them; past
    /// `namedUpTo` of them, it lists every ignored Swift file of the tree once instead. (Not `--directory`: it would
    /// pass over ignored files in untracked folders. Not `git check-ignore --stdin`: it answers path by path, at
    /// about 0.1 ms each.)
    static func ignored(amongUntracked paths: [String], root: String) -> Set<String>? {
        guard !paths.isEmpty else { return [] }
        let listing = ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--"]
        let arguments = paths.count <= namedUpTo ? ["--literal-pathspecs"] + listing + paths : listing + ["*.swift"]
        guard let data = run(arguments, in: root) else { return nil }
        return Set(data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// How many untracked files are put to git by name (a chosen size: the command line stays short).
    static let namedUpTo = 256

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

/// The paths `git ls-files --cached` printed, sorted by their bytes (the index's order), looked up in place:
/// no string is made per path, though every file of the walk is looked up.
struct TrackedFiles: Sendable {
    /// Git's output: paths relative to the work tree, each ended by a NUL.
    private let bytes: [UInt8]
    /// Where each path lies in `bytes`, in byte order.
    private let entries: [(start: Int32, count: Int32)]

    init(listing: [UInt8]) {
        bytes = listing
        var entries: [(start: Int32, count: Int32)] = []
        entries.reserveCapacity(listing.count / 32)
        listing.withUnsafeBufferPointer { all in
            var start = 0
            while let end = all.index(of: 0, from: start) {
                if end > start { entries.append((Int32(start), Int32(end - start))) }
                start = end + 1
            }
            // Git keeps its index in this order; sorted here only if some git didn't.
            let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            func order(_ a: (start: Int32, count: Int32), _ b: (start: Int32, count: Int32)) -> Int {
                TrackedFiles.compare(all, a, UnsafeBufferPointer(rebasing: all[Int(b.start)..<Int(b.start + b.count)]), none)
            }
            if !zip(entries, entries.dropFirst()).allSatisfy({ order($0, $1) <= 0 }) { entries.sort { order($0, $1) < 0 } }
        }
        self.entries = entries
    }

    /// Entry against the path `lead` + `tail`: negative, zero or positive as it sorts before, equals or
    /// sorts after it (bytes compared as unsigned, a prefix first: git's order).
    private static func compare(_ all: UnsafeBufferPointer<UInt8>, _ entry: (start: Int32, count: Int32),
                                _ lead: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> Int {
        let base = all.baseAddress! + Int(entry.start)
        let count = Int(entry.count)
        let first = min(count, lead.count)
        if first > 0 {
            let order = memcmp(base, lead.baseAddress!, first)
            if order != 0 { return Int(order) }
        }
        if count < lead.count { return -1 }
        let rest = count - lead.count
        let second = min(rest, tail.count)
        if second > 0 {
            let order = memcmp(base + lead.count, tail.baseAddress!, second)
            if order != 0 { return Int(order) }
        }
        return rest - tail.count
    }

    /// `lead` followed by `tail` is a tracked path. `hint`: where the last path found was, plus one (lookups in
    /// the walk's order mostly find the next entry there, without a search).
    func contains(lead: [UInt8], tail: UnsafeBufferPointer<UInt8>, hint: inout Int) -> Bool {
        guard !entries.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { all in
            lead.withUnsafeBufferPointer { lead in
                if hint < entries.count, TrackedFiles.compare(all, entries[hint], lead, tail) == 0 { hint += 1; return true }
                var low = 0, high = entries.count
                while low < high {
                    let mid = (low + high) / 2
                    let order = TrackedFiles.compare(all, entries[mid], lead, tail)
                    if order == 0 { hint = mid + 1; return true }
                    if order < 0 { low = mid + 1 } else { high = mid }
                }
                return false
            }
        }
    }

    /// Where the path of a walked file, relative to its work tree, starts: the bytes to put before it (the walked
    /// folder's place in the work tree) and how many bytes of the file's path to skip (the folder as given, and
    /// the way down to a work tree nested inside it).
    struct Path: Sendable {
        let lead: [UInt8]
        let skip: Int

        /// For each file one walk of `folder` found (nil where the work tree lies elsewhere: looked up by name).
        static func all(_ files: [Workspace.Walked], walkedFrom folder: String) -> [Path?] {
            // As the walk builds paths: the folder as given, then `/`, then the names below it.
            let given = folder == "." ? 0 : (folder.hasSuffix("/") ? folder.utf8.count : folder.utf8.count + 1)
            let absolute = Workspace.absolute(folder)
            var last: (root: String?, path: Path?) = (nil, nil)
            return files.map { file in
                guard let root = file.gitRoot else { return nil }
                if root != last.root { last = (root, Path.of(folder: absolute, root: root, given: given)) }
                return last.path
            }
        }

        /// The folder `absolute` (whose files' paths start with `given` bytes) in the work tree at `root`.
        static func of(folder absolute: String, root: String, given: Int) -> Path? {
            if absolute == root { return Path(lead: [], skip: given) }
            let base = root == "/" ? "/" : root + "/"
            // The folder lies inside the work tree: its place there goes before each file's path.
            if absolute.utf8.starts(with: base.utf8) {
                return Path(lead: Array(absolute.utf8.dropFirst(base.utf8.count)) + [UInt8(ascii: "/")], skip: given)
            }
            // A work tree inside the folder: the way down to it is skipped.
            let folderBase = absolute == "/" ? "/" : absolute + "/"
            if root.utf8.starts(with: folderBase.utf8) {
                return Path(lead: [], skip: given + root.utf8.count - folderBase.utf8.count + 1)
            }
            return nil
        }
    }

    /// The walked file at `path` (with `relative` worked out for its walk) is tracked.
    func contains(_ relative: Path, of path: String, hint: inout Int) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard relative.skip <= bytes.count else { return false }
            return contains(lead: relative.lead, tail: UnsafeBufferPointer(rebasing: bytes[relative.skip...]), hint: &hint)
        }
    }
}
