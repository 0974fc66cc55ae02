import Foundation
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

    /// Walks `paths`, leaving out files matching an `exclude` glob (relative to the given path they fall
    /// under) and, in a git repository, files git ignores. A file named explicitly is always kept.
    public init(paths: [String], exclude: [String] = [], respectGitignore: Bool = true) throws {
        var files: [String] = []
        var explicit: Set<String> = []
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0 else { throw MissingPath(path: path) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found: [String] = []
                Workspace.walk(path, into: &found, root: path, exclude: exclude)
                files += found
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                files.append(path)
                explicit.insert(path)
            }
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0).inserted }
        if respectGitignore {
            var byRoot: [String: [String]] = [:]
            var roots: [String: String?] = [:]
            for file in files where !explicit.contains(file) {
                let folder = (file as NSString).deletingLastPathComponent
                let root = roots[folder] ?? Workspace.gitRoot(of: file)
                roots[folder] = root
                if let root { byRoot[root, default: []].append(Workspace.absolute(file)) }
            }
            var ignored: Set<String> = []
            for (root, members) in byRoot { ignored.formUnion(Git.ignored(members, root: root)) }
            if !ignored.isEmpty { files = files.filter { !ignored.contains(Workspace.absolute($0)) } }
        }
        self.files = files
    }

    /// The absolute, standardized form of a path.
    public static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Recursive readdir walk; symbolic links are neither followed nor listed.
    static func walk(_ directory: String, into files: inout [String], root: String, exclude: [String]) {
        guard let dir = opendir(directory) else { return }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                let full = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                guard lstat(full, &info) == 0 else { continue }
                let mode = info.st_mode & S_IFMT
                type = mode == S_IFDIR ? UInt8(DT_DIR) : mode == S_IFREG ? UInt8(DT_REG) : UInt8(DT_LNK)
            }
            if type == UInt8(DT_DIR) {
                if !skippedFolders.contains(name) { entries.append((name, true)) }
            } else if type == UInt8(DT_REG), name.hasSuffix(".swift") {
                entries.append((name, false))
            }
        }
        closedir(dir)
        for entry in entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            let full = directory == "." ? entry.name : (directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name)
            if !exclude.isEmpty {
                let relative = root == "." ? full : String(full.dropFirst(root.count).drop { $0 == "/" })
                if exclude.contains(where: { Glob.matches($0, relative) }) { continue }
            }
            if entry.isDirectory { walk(full, into: &files, root: root, exclude: exclude) } else { files.append(full) }
        }
    }

    /// The root of the git work tree holding `path` (a folder with `.git`), or nil outside git.
    public static func gitRoot(of path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while true {
            var info = stat()
            if lstat(url.appendingPathComponent(".git").path, &info) == 0 { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// `path` relative to `root` when it lies inside it.
    public static func relative(_ path: String, to root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }

    /// How a file is named in output: relative to the current directory.
    public static func displayPath(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if path.hasPrefix("/") { return relative(path, to: cwd) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
