#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift files git tracks, read straight from the index file of a plain repository: what
/// `git ls-files -z --cached -- '*.swift'` prints, without starting git. (Starting git costs ~3 ms of CPU
/// whatever the tree, about 4% of `check` on 5,000 files; the index of those is read in a fraction of that.)
///
/// Only the usual case is read: a `.git` folder (not a `.git` file: linked work trees, submodules), none of
/// git's location variables set, SHA-1 objects, a configuration that includes nothing and names no other
/// work tree, index version 2, 3 or 4, not split and not sparse. Anything else gives nil, and git is asked.
/// (Format: git's Documentation/gitformat-index.txt.)
enum GitIndex {
    /// The NUL-ended paths of the tracked `.swift` files of the work tree at `root`, in the index's order; nil
    /// when the index isn't one this reads.
    static func swiftPaths(root: String) -> [UInt8]? {
        for name in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT"] where getenv(name) != nil {
            return nil
        }
        let gitDirectory = root == "/" ? "/.git" : root + "/.git"
        var info = stat()
        guard lstat(gitDirectory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              let config = Engine.readFile(gitDirectory + "/config"),
              !mentions(config, anyOf: ["objectformat", "worktree", "include"]),
              let index = Engine.readFile(gitDirectory + "/index") else { return nil }
        return swiftPaths(index: index)
    }

    /// `swiftPaths(root:)` of the index file's bytes.
    static func swiftPaths(index: [UInt8]) -> [UInt8]? {
        index.withUnsafeBufferPointer { bytes -> [UInt8]? in
            let hashSize = 20
            func number(_ at: Int, _ width: Int) -> Int { (at..<at + width).reduce(0) { $0 << 8 | Int(bytes[$1]) } }
            guard bytes.count >= 12 + hashSize, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
            let version = number(4, 4), count = number(8, 4)
            guard (2...4).contains(version) else { return nil }
            let end = bytes.count - hashSize
            let swift = Array(".swift".utf8)
            var paths: [UInt8] = [], name: [UInt8] = []
            // A path in conflict has an entry per stage, and git lists each.
            func list(_ path: UnsafeBufferPointer<UInt8>) {
                guard path.count >= swift.count, path.suffix(swift.count).elementsEqual(swift) else { return }
                paths.append(contentsOf: path)
                paths.append(0)
            }
            var p = 12
            for _ in 0..<count {
                let start = p
                guard p + 62 <= end else { return nil }
                // A sparse index folds folders into entries of their own: git expands them.
                if number(p + 24, 4) & 0o170000 == 0o040000 { return nil }
                let flags = number(p + 60, 2)
                p += 62
                if flags & 0x4000 != 0 {
                    guard version >= 3 else { return nil }
                    p += 2
                }
                if version == 4 {
                    // The name is the one before, less some bytes from its end, plus the bytes up to a NUL (in `name`).
                    guard p < end else { return nil }
                    var byte = Int(bytes[p]), strip = byte & 0x7F
                    p += 1
                    while byte & 0x80 != 0 {
                        guard p < end, strip < 1 << 40 else { return nil }
                        byte = Int(bytes[p])
                        strip = ((strip + 1) << 7) | (byte & 0x7F)
                        p += 1
                    }
                    guard strip <= name.count, let nul = bytes.index(of: 0, from: p, before: end) else { return nil }
                    name.removeLast(strip)
                    name.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[p..<nul]))
                    p = nul + 1
                    name.withUnsafeBufferPointer(list)
                } else {
                    // Up to 0xFFF the flags hold the name's length; the entry is NUL-padded to a multiple of 8.
                    let length = flags & 0x0FFF
                    let nameEnd: Int
                    if length < 0x0FFF {
                        guard p + length < end, bytes[p + length] == 0 else { return nil }
                        nameEnd = p + length
                    } else {
                        guard let nul = bytes.index(of: 0, from: p, before: end) else { return nil }
                        nameEnd = nul
                    }
                    list(UnsafeBufferPointer(rebasing: bytes[p..<nameEnd]))
                    p = start + ((nameEnd - start + 8) & ~7)
                }
            }
            // Extensions, up to the checksum: a split index keeps entries in another file, a sparse one folds them.
            while p + 8 <= end {
                let signature = bytes[p..<p + 4]
                if signature.elementsEqual("link".utf8) || signature.elementsEqual("sdir".utf8) { return nil }
                p += 8 + number(p + 4, 4)
            }
            return p == end ? paths : nil
        }
    }

    /// Whether `text`, ASCII letters taken in lower case, holds any of `words` (lower case).
    static func mentions(_ text: [UInt8], anyOf words: [String]) -> Bool {
        let lowered = text.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        return lowered.withUnsafeBufferPointer { lowered in words.contains { bytes(lowered, contain: $0) } }
    }
}
