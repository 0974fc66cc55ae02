#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift files under the paths given on the command line.
public struct Workspace: Sendable {
    /// A path given on the command line that doesn't exist.
    public struct MissingPath: Error, CustomStringConvertible, Sendable {
        public let path: String
        public var description: String { "no such file or directory: \(path)" }
    }

    /// Folders never walked into.
    public static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Every `.swift` file, as paths built from the given ones (so relative stays relative), in a stable order.
    public let files: [String]
    /// Every folder the walk listed (absolute) → the names in it that make it a project (`FloorFinder.isProjectName`;
    /// none for most): the deployment floor of a file is found without listing its folders again.
    public let listedFolders: [String: [String]]

    /// Walks `paths`, leaving out files matching an `exclude` glob (relative to the given path they fall
    /// under) and, in a git repository, files git ignores. A file named explicitly is always kept.
    /// `jobs` folders are walked at a time.
    public init(paths: [String], exclude: [String] = [], respectGitignore: Bool = true,
                jobs: Int = Processors.available) throws {
        var files: [Walked] = []
        var folders: [Folder] = []
        var explicit: Set<String> = []
        // Beside each walked file, where its path relative to its work tree starts (nil for a file named
        // explicitly): worked out per folder walked, not per file.
        var relatives: [TrackedFiles.Path?] = []
        // Git lists the Swift files it tracks in the work tree of a folder while the folder is walked (from
        // its index, on another core: no second walk of the tree).
        var listings: [String: Pending<TrackedFiles?>] = [:]
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0 else { throw MissingPath(path: path) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found = WalkResult()
                let (around, own) = respectGitignore ? Workspace.workTrees(of: path) : (nil, nil)
                if let own, listings[own] == nil {
                    listings[own] = Workspace.startedListings.take(own) ?? Pending { Git.trackedListing(root: own) }
                }
                Workspace.walk(path, into: &found, root: path, exclude: exclude, jobs: jobs, gitRoot: around)
                // The first (usually only) folder's lists are taken as they are, not copied element by element.
                if respectGitignore {
                    let walked = TrackedFiles.Path.all(found.files, walkedFrom: path)
                    if relatives.isEmpty { relatives = walked } else { relatives += walked }
                }
                if files.isEmpty { files = found.files } else { files += found.files }
                if folders.isEmpty { folders = found.folders } else { folders += found.folders }
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                files.append(Walked(path: path, gitRoot: nil))
                explicit.insert(path)
                if respectGitignore { relatives.append(nil) }
            }
        }
        if paths.count > 1 {
            var seen: Set<String> = []
            var kept: [Walked] = [], keptRelatives: [TrackedFiles.Path?] = []
            for (i, file) in files.enumerated() where seen.insert(file.path).inserted {
                kept.append(file)
                if respectGitignore { keptRelatives.append(relatives[i]) }
            }
            (files, relatives) = (kept, keptRelatives)
        }
        if respectGitignore {
            // Each work tree the files lie in is asked once. A file git tracks is never ignored: only the others
            // (none in a clean checkout) are put to git, by name.
            var roots: [String] = []
            var last: String?
            for file in files where file.gitRoot != last {
                last = file.gitRoot
                if let root = last, !roots.contains(root) { roots.append(root) }
            }
            var dropped = Set<Int>()
            for root in roots {
                guard let tracked = listings[root]?.value ?? Git.trackedListing(root: root) else { continue }
                var untracked: [(index: Int, relative: String)] = []
                var hint = 0
                for i in files.indices where files[i].gitRoot == root && (explicit.isEmpty || !explicit.contains(files[i].path)) {
                    if let relative = relatives[i], tracked.contains(relative, of: files[i].path, hint: &hint) { continue }
                    untracked.append((i, Workspace.relative(files[i].path, to: root)))
                }
                guard !untracked.isEmpty, let ignored = Git.ignored(amongUntracked: untracked.map(\.relative), root: root),
                      !ignored.isEmpty else { continue }
                for file in untracked where ignored.contains(file.relative) { dropped.insert(file.index) }
            }
            if !dropped.isEmpty { files = files.indices.filter { !dropped.contains($0) }.map { files[$0] } }
        }
        self.files = files.map(\.path)
        listedFolders = Dictionary(folders.map { ($0.path, $0.projectNames) }, uniquingKeysWith: { first, _ in first })
        // A listing no file needed is still waited for: no git process outlives the walk.
        for listing in listings.values { _ = listing.value }
    }

    /// The work trees of a folder: the one around it (folders inside it with their own `.git` are found on
    /// the way down), and the one whose ignored files its walk needs first: the folder itself when it holds
    /// `.git` (the usual `check .`), else the one around it.
    static func workTrees(of folder: String) -> (around: String?, own: String?) {
        let around = Workspace.gitRoot(of: folder.hasSuffix("/") ? folder + "." : folder + "/.")
        var info = stat()
        let own = lstat(folder.hasSuffix("/") ? folder + ".git" : folder + "/.git", &info) == 0 ? Workspace.absolute(folder) : around
        return (around, own)
    }

    /// Starts git listing the Swift files it tracks in the work trees of the folders among `paths`, ahead of the
    /// walk (the first `Workspace` of those paths uses the listings): the command line starts it before reading
    /// its configuration, so git is done sooner. What git ignores is asked later, and only of the files it
    /// doesn't track (none in a clean checkout).
    public static func startListingIgnored(for paths: [String]) {
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, let own = workTrees(of: path).own else { continue }
            startedListings.start(own)
        }
    }

    static let startedListings = StartedListings()

    /// Listings started by `startListingIgnored`, each handed out once.
    final class StartedListings: @unchecked Sendable {
        private var pending: [String: Pending<TrackedFiles?>] = [:]
        private let lock = Lock()

        func start(_ root: String) {
            lock.lock(); defer { lock.unlock() }
            if pending[root] == nil { pending[root] = Pending { Git.trackedListing(root: root) } }
        }

        func take(_ root: String) -> Pending<TrackedFiles?>? {
            lock.lock(); defer { lock.unlock() }
            return pending.removeValue(forKey: root)
        }
    }

    /// The absolute, standardized form of a path.
    public static func absolute(_ path: String) -> String {
        // Plain string work: Foundation's URL standardization is slow per file (it also stats the path).
        if isStandard(path) {
            if path.utf8.first == UInt8(ascii: "/") { return path }
            if currentDirectoryIsStandard {
                return currentDirectory == "/" ? "/" + path : currentDirectory + "/" + path
            }
        }
        return standardizedBySplitting(path)
    }

    /// `absolute` the long way: every component looked at (`.` dropped, `..` going up).
    static func standardizedBySplitting(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// No empty, `.` or `..` component and no trailing slash, so nothing to standardize (checked on the
    /// bytes; a name starting with `.` is left to the slow way).
    static func isStandard(_ path: String) -> Bool {
        var path = path
        // On the contiguous bytes (the view's iterator costs tens of instructions a byte).
        return path.withUTF8 { bytes in
            var previous = UInt8(ascii: "/") // the start reads like the end of a component
            for (i, byte) in bytes.enumerated() {
                if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || (byte == UInt8(ascii: "/") && i > 0)) { return false }
                previous = byte
            }
            return !bytes.isEmpty && previous != UInt8(ascii: "/")
        }
    }

    /// The current directory, read once.
    static let currentDirectory = FileManager.default.currentDirectoryPath
    /// It is absolute and needs no standardizing (paths under it are joined to it as they are).
    static let currentDirectoryIsStandard = isStandard(currentDirectory) && currentDirectory.utf8.first == UInt8(ascii: "/")

    /// A folder's entries: their names packed into one buffer, and for each where its name lies and its
    /// `d_type`. No allocation per entry: the walk lists every folder of the tree.
    struct Listing {
        var bytes: [UInt8] = []
        var items: [(start: Int32, count: Int32, type: UInt8)] = []

        func name(_ i: Int) -> ArraySlice<UInt8> { bytes[Int(items[i].start)..<Int(items[i].start + items[i].count)] }
    }

    /// A folder's entries (without `.` and `..`), or nil when it can't be opened: the one `readdir` loop the
    /// walk and the project finder share. Only the names `keep` accepts (looking at the bytes in place) are
    /// kept: folders like `/tmp` hold thousands.
    static func entries(of directory: String, keeping keep: (UnsafeBufferPointer<UInt8>, UInt8) -> Bool = { _, _ in true }) -> Listing? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var listing = Listing()
        listing.bytes.reserveCapacity(1024)
        while let entry = readdir(dir) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                if name.count <= 2 && name.allSatisfy({ $0 == 0x2E }) { return }
                guard keep(name, type) else { return }
                listing.items.append((Int32(listing.bytes.count), Int32(name.count), type))
                listing.bytes.append(contentsOf: name)
            }
        }
        return listing
    }

    /// A name ends with `suffix` (bytes, in place).
    static func hasSuffix(_ name: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        name.count > suffix.count && bytes(UnsafeBufferPointer(rebasing: name[(name.count - suffix.count)...]), equal: suffix)
    }

    /// The bytes are `other`'s (one `memcmp`: the walk asks this of every name it lists).
    static func bytes(_ name: UnsafeBufferPointer<UInt8>, equal other: [UInt8]) -> Bool {
        name.count == other.count && (name.isEmpty || other.withUnsafeBufferPointer { memcmp(name.baseAddress!, $0.baseAddress!, name.count) == 0 })
    }

    /// A file found by the walk, with the git work tree it lies in (the nearest folder above it with a
    /// `.git`), seen on the way down rather than looked up per file.
    struct Walked: Sendable {
        let path: String
        let gitRoot: String?
    }

    /// A folder the walk listed (absolute path) and the project files in it.
    struct Folder: Sendable {
        let path: String
        let projectNames: [String]
    }

    /// What a walk finds: the Swift files, in order, and the folders it listed.
    struct WalkResult: Sendable {
        var files: [Walked] = []
        var folders: [Folder] = []
    }

    /// Recursive readdir walk; symbolic links are neither followed nor listed. With `jobs` above 1, the
    /// folders at this level are walked that many at a time (results keep the sorted order).
    static func walk(_ directory: String, into found: inout WalkResult, root: String, exclude: [String], jobs: Int = 1,
                     gitRoot around: String? = nil) {
        let swift = Array(".swift".utf8), git = Array(".git".utf8)
        var projectNames: [String] = [], holdsGit = false
        // Folders (and entries of unknown type), Swift files and `.git`; nothing else is kept. Project files are
        // noted on the way (for `FloorFinder`).
        guard let listed = entries(of: directory, keeping: { name, type in
            if FloorFinder.isProjectName(name) { projectNames.append(String(decoding: name, as: UTF8.self)) }
            if name.count == 4 && bytes(name, equal: git) { holdsGit = true; return true }
            return type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) || (type == UInt8(DT_REG) && hasSuffix(name, swift))
        }) else { return }
        found.folders.append(Folder(path: absolute(directory), projectNames: projectNames.sorted()))
        let gitRoot = holdsGit ? absolute(directory) : around
        let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        // Kept entries as (index in the listing, is a folder): filtering and sorting them touch only bytes.
        var entries: [(item: Int, isDirectory: Bool)] = []
        entries.reserveCapacity(listed.items.count)
        for i in listed.items.indices {
            var type = listed.items[i].type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(prefix + String(decoding: listed.name(i), as: UTF8.self), &info) == 0 else { continue }
                let mode = info.st_mode & S_IFMT
                type = mode == S_IFDIR ? UInt8(DT_DIR) : mode == S_IFREG ? UInt8(DT_REG) : UInt8(DT_LNK)
            }
            if type == UInt8(DT_DIR) {
                if !skippedFolderBytes.contains(Array(listed.name(i))) { entries.append((i, true)) }
            } else if type == UInt8(DT_REG), listed.name(i).withUnsafeBufferPointer({ hasSuffix($0, swift) }) {
                entries.append((i, false))
            }
        }
        // Sorted by name bytes: on their first 16 bytes as two numbers (names in a folder usually differ
        // there), then on the rest.
        listed.bytes.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress!
            func key(_ item: Int) -> (UInt64, UInt64) {
                let (start, count) = (Int(listed.items[item].start), Int(listed.items[item].count))
                var words: (UInt64, UInt64) = (0, 0)
                _ = withUnsafeMutableBytes(of: &words) { memcpy($0.baseAddress!, base + start, min(count, 16)) }
                return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1))
            }
            var keyed = entries.map { (key: key($0.item), entry: $0) }
            keyed.sort { a, b in
                if a.key != b.key { return a.key < b.key }
                let x = listed.items[a.entry.item], y = listed.items[b.entry.item]
                let order = memcmp(base + Int(x.start), base + Int(y.start), Int(min(x.count, y.count)))
                return order != 0 ? order < 0 : x.count < y.count
            }
            entries = keyed.map(\.entry)
        }
        var kept: [(path: String, isDirectory: Bool)] = []
        kept.reserveCapacity(entries.count)
        let prefixBytes = Array(prefix.utf8)
        for entry in entries {
            // The path made in one piece: prefix and name copied into a string of the right size.
            let item = listed.items[entry.item]
            let full = String(unsafeUninitializedCapacity: prefixBytes.count + Int(item.count)) { out in
                _ = out.initialize(fromContentsOf: prefixBytes)
                listed.bytes.withUnsafeBufferPointer { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: out[prefixBytes.count...])
                        .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[Int(item.start)..<Int(item.start + item.count)]))
                }
                return prefixBytes.count + Int(item.count)
            }
            if !exclude.isEmpty {
                let relative = root == "." ? full : String(full.dropFirst(root.count).drop { $0 == "/" })
                if exclude.contains(where: { Glob.matches($0, relative) }) { continue }
            }
            kept.append((full, entry.isDirectory))
        }
        if jobs > 1 && kept.filter(\.isDirectory).count > 1 {
            let groups = Engine.parallelMap(kept, jobs: jobs) { entry -> WalkResult in
                var inside = WalkResult()
                if entry.isDirectory {
                    walk(entry.path, into: &inside, root: root, exclude: exclude, gitRoot: gitRoot)
                } else {
                    inside.files.append(Walked(path: entry.path, gitRoot: gitRoot))
                }
                return inside
            }
            // Room made once: the groups' files are copied in, not grown into step by step.
            found.files.reserveCapacity(found.files.count + groups.reduce(0) { $0 + $1.files.count })
            found.folders.reserveCapacity(found.folders.count + groups.reduce(0) { $0 + $1.folders.count })
            for group in groups {
                found.files += group.files
                found.folders += group.folders
            }
            return
        }
        for entry in kept {
            if entry.isDirectory {
                walk(entry.path, into: &found, root: root, exclude: exclude, gitRoot: gitRoot)
            } else {
                found.files.append(Walked(path: entry.path, gitRoot: gitRoot))
            }
        }
    }

    static let skippedFolderBytes: Set<[UInt8]> = Set(skippedFolders.map { Array($0.utf8) })

    /// The root of the git work tree holding `path` (a folder with `.git`), or nil outside git.
    public static func gitRoot(of path: String) -> String? {
        var folder = absolute(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            var info = stat()
            if lstat(folder == "/" ? "/.git" : folder + "/.git", &info) == 0 { return folder }
            if folder == "/" { return nil }
        }
        return nil
    }

    /// `path` relative to `root` when it lies inside it.
    public static func relative(_ path: String, to root: String) -> String {
        let absolute = absolute(path)
        let base = root.hasSuffix("/") ? root : root + "/"
        // Paths are bytes: compared and cut as such.
        guard absolute.utf8.starts(with: base.utf8) else { return absolute }
        return String(decoding: absolute.utf8.dropFirst(base.utf8.count), as: UTF8.self)
    }

    /// How a file is named in output: relative to the current directory.
    public static func displayPath(_ path: String) -> String {
        if path.hasPrefix("/") { return relative(path, to: currentDirectory) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}

/// Git work-tree roots by folder, looked up once per folder during one run (files come folder by
/// folder, so the last folder's answer is tried first).
public final class GitRoots: @unchecked Sendable {
    private var byFolder: [Substring: String?] = [:]
    private var last: (folder: Substring, root: String?)?
    private let lock = Lock()

    public init() {}

    public func root(of path: String) -> String? {
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? "."
        lock.lock(); defer { lock.unlock() }
        if let last, last.folder == folder { return last.root }
        let found = byFolder[folder] ?? Workspace.gitRoot(of: path)
        byFolder[folder] = found
        last = (folder, found)
        return found
    }
}

/// A value worked out on a thread of its own from the moment it is made; `value` waits for it.
final class Pending<T: Sendable>: @unchecked Sendable {
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> T) {
        detachThread { [self] in
            result = work()
            done.signal()
        }
    }

    /// The value, once the work is done (every call after the first returns at once).
    var value: T {
        done.wait()
        done.signal()
        return result!
    }
}
