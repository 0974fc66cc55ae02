// The few things the kit needs beyond FoundationEssentials (the full Foundation, with ICU, makes the binary
// three times as large and every start a millisecond slower): a lock, a thread, path and text helpers.

/// A mutual-exclusion lock (`pthread_mutex_t`).
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
}

package enum Paths {

    /// `d_type` values: a folder, a regular file, not said.
    package static let directoryType = UInt8(DT_DIR), fileType = UInt8(DT_REG), unknownType = UInt8(DT_UNKNOWN)
    /// Marks an entry whose name is not UTF-8 (its name is then shown with replacement characters).
    package static let invalidNameType: UInt8 = 0xFF

    /// The names in a folder (without `.` and `..`), sorted by their bytes; nil when it can't be listed.
    /// `including`: only the names it accepts (asked before sorting, so a crowded folder costs its listing alone).
    package static func names(in directory: String, including: ([UInt8]) -> Bool = { _ in true }) -> [String]? {
        entries(in: directory, including: including)?.map(\.name)
    }

    /// The entries of a folder (without `.` and `..`) with their `d_type`, sorted by name as bytes; nil when it
    /// can't be listed. `including`: only the names (as bytes) it accepts.
    package static func entries(in directory: String, including: ([UInt8]) -> Bool = { _ in true }) -> [(name: String, type: UInt8)]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        // Sorted as bytes (an array compares faster than a string's UTF-8 view), then made strings.
        var entries: [(name: [UInt8], type: UInt8)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] && including(name) {
                entries.append((name, entry.pointee.d_type))
            }
        }
        entries.sort { a, b in
            // As bytes, unsigned, a prefix first: `memcmp` over the shorter, then the lengths.
            let order = a.name.withUnsafeBufferPointer { x in
                b.name.withUnsafeBufferPointer { y in x.isEmpty || y.isEmpty ? 0 : memcmp(x.baseAddress!, y.baseAddress!, min(x.count, y.count)) }
            }
            return order != 0 ? order < 0 : a.name.count < b.name.count
        }
        return entries.map { entry in
            if let name = String(validating: entry.name, as: UTF8.self) { return (name, entry.type) }
            return (String(decoding: entry.name, as: UTF8.self), invalidNameType)
        }
    }

    /// The absolute, standardized form of a path (`.` dropped, `..` going up; links are not resolved).
    package static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        // Most paths are standard already: no empty, `.` or `..` component, no trailing slash.
        if !joined.mentions("//") && !joined.mentions("/.") && !joined.hasSuffix("/") { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The current directory, read once.
    package static let currentDirectory = FileManager.default.currentDirectoryPath

    /// The path without its last component, as `NSString.deletingLastPathComponent` gives it: `a/b` → `a`,
    /// `/a` → `/`, `a` → `` (trailing slashes dropped first).
    package static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == 0 { return "/" }
        var end = slash
        while end > 1 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `path` is `folder` or lies under it (both absolute and standardized; compared as UTF-8 bytes).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        let p = path.utf8, f = folder.utf8
        guard p.starts(with: f) else { return false }
        if p.count == f.count || folder == "/" { return true }
        return p[p.index(p.startIndex, offsetBy: f.count)] == UInt8(ascii: "/")
    }

    /// `path` as written in a project file, absolute and standardized: relative paths start from `base` (absolute).
    package static func resolve(_ path: String, from base: String) -> String {
        Paths.absolute(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Whether `path` is a folder (following links); nil when nothing is there.
    package static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}

extension StringProtocol {
    /// Every occurrence of `target` replaced by `replacement`, compared as UTF-8 bytes.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        var text = String(self)
        guard !target.isEmpty else { return text }
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var copied = 0
            while let at = offset(of: target, in: bytes, from: copied) {
                out += bytes[copied..<at]
                out += replacement.utf8
                copied = at + target.utf8.count
            }
            out += bytes[copied...]
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension String {
    /// The first occurrence of `target`, compared as UTF-8 bytes.
    package func firstRange(ofLiteral target: String) -> Range<String.Index>? {
        guard !target.isEmpty else { return nil }
        var text = self
        guard let at = text.withUTF8({ offset(of: target, in: $0) }) else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: at)..<utf8.index(utf8.startIndex, offsetBy: at + target.utf8.count)
    }
}

/// The number of processors this process may run on: the `--jobs` default.
///
/// As `ProcessInfo.activeProcessorCount` counts them on Linux (the online CPUs, fewer when the cgroup's cpuset or CPU
/// quota says so), without setting up `ProcessInfo` first: that took a fifth of a millisecond of every run's start.
public enum Processors {
    public static var available: Int {
        var count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        if let cpus = cgroupCPUs() { count = min(count, cpus) }
        #endif
        return max(1, count)
    }

    /// How many CPUs a list such as `0-3,8,10-11` names.
    package static func count(inList list: Substring) -> Int {
        list.split(separator: ",").reduce(0) { total, item in
            let bounds = item.split(separator: "-").compactMap { Int($0) }
            return total + (bounds.count == 2 ? max(0, bounds[1] - bounds[0] + 1) : bounds.count == 1 ? 1 : 0)
        }
    }

    #if os(Linux)
    /// CPUs the cgroup allows: its cpuset (`0-3,8`), and its quota rounded up (v2 `cpu.max`, v1 `cpu.cfs_quota_us`).
    package static func cgroupCPUs() -> Int? {
        func fields(_ path: String) -> [Substring]? {
            readFile(path).map { String(decoding: $0, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        }
        var result: Int?
        if let list = (fields("/sys/fs/cgroup/cpuset.cpus.effective") ?? fields("/sys/fs/cgroup/cpuset/cpuset.cpus"))?.first,
           case let cpus = count(inList: list), cpus > 0 {
            result = cpus
        }
        var quota: Int?, period: Int?
        if let max = fields("/sys/fs/cgroup/cpu.max"), max.count == 2 {
            (quota, period) = (Int(max[0]), Int(max[1]))
        } else if let q = fields("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")?.first, let p = fields("/sys/fs/cgroup/cpu/cpu.cfs_period_us")?.first {
            (quota, period) = (Int(q), Int(p))
        }
        if let quota, let period, quota > 0, period > 0 { result = min(result ?? .max, (quota + period - 1) / period) }
        return result
    }
    #endif
}
