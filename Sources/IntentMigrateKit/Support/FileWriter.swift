/// Writes files atomically, without losing an edit someone else makes meanwhile: a temporary file in the
/// same folder, then an atomic swap with the original (`renameat2(RENAME_EXCHANGE)` on Linux,
/// `renamex_np(RENAME_SWAP)` on macOS) and a look at what was swapped out; where the file system can't
/// swap, a last compare and a rename.
public enum FileWriter {
    /// A write that did not happen; the original is untouched.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let reason: String
        public var description: String { "could not write \(path): \(reason); left untouched" }
    }

    /// The file changed on disk between its reading and the switch: it was put back, untouched.
    public struct ChangedOnDisk: Error, Sendable {}

    /// Called after the temporary file is written and before the switch (tests write to the file here,
    /// as an editor's autosave would).
    nonisolated(unsafe) static var beforeSwitch: ((String) -> Void)?

    /// Replaces the file at `path` with `bytes` if it still holds `expected`, keeping its mode, owner and
    /// group. A file with more than one hard link is refused: a new file would split it from its other names.
    public static func replace(_ path: String, with bytes: [UInt8], expecting expected: [UInt8]) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw WriteError(path: path, reason: systemError()) }
        guard info.st_nlink <= 1 else {
            throw WriteError(path: path, reason: "it has \(info.st_nlink) hard links, which a rewrite would split")
        }
        let directory = Paths.parent(of: path)
        var template = Array(((directory.isEmpty ? "." : directory) + "/.intent-migrate-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(path: path, reason: systemError()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = true
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { ok = false; break }
                offset += n
            }
        }
        // The owner and group as they were (a user may only keep their own: otherwise the write is refused).
        ok = ok && fchmod(fd, info.st_mode & 0o7777) == 0 && (fchown(fd, info.st_uid, info.st_gid) == 0) && fsync(fd) == 0
        let reason = ok ? "" : systemError()
        close(fd)
        guard ok else {
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        beforeSwitch?(path)
        switch exchange(temporary, path) {
        case 0:
            // The temporary name now holds what the file held at the switch: someone's edit is swapped back.
            if readFile(temporary) != expected {
                if exchange(temporary, path) != 0 {
                    throw WriteError(path: path, reason: "it changed during the write, and putting it back failed (\(systemError())); its content is in \(temporary)")
                }
                unlink(temporary)
                throw ChangedOnDisk()
            }
            unlink(temporary)
        default:
            // No atomic swap here (another file system, an older kernel): a last compare, then the rename.
            guard readFile(path) == expected else {
                unlink(temporary)
                throw ChangedOnDisk()
            }
            guard rename(temporary, path) == 0 else {
                let reason = systemError()
                unlink(temporary)
                throw WriteError(path: path, reason: reason)
            }
        }
    }

    /// Swaps two paths atomically; 0 on success, -1 (with `errno`) when they can't be swapped.
    static func exchange(_ a: String, _ b: String) -> Int32 {
        #if canImport(Darwin)
        typealias Swap = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "renamex_np") else { errno = ENOTSUP; return -1 }
        return unsafeBitCast(symbol, to: Swap.self)(a, b, 0x2 /* RENAME_SWAP */)
        #else
        // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module doesn't set.
        typealias Swap = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { errno = ENOSYS; return -1 }
        return unsafeBitCast(symbol, to: Swap.self)(AT_FDCWD, a, AT_FDCWD, b, 0x2 /* RENAME_EXCHANGE */)
        #endif
    }
}

/// The text of the current `errno`.
func systemError() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
}
