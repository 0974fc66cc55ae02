/// Writes files atomically: a temporary file in the same folder, then a rename over the original.
public enum FileWriter {
    /// A write that did not happen; the original is untouched.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let reason: String
        public var description: String { "could not write \(path): \(reason); left untouched" }
    }

    /// Replaces the file at `path` with `bytes`, keeping its permission bits.
    public static func replace(_ path: String, with bytes: [UInt8]) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw WriteError(path: path, reason: systemError()) }
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
        ok = ok && fchmod(fd, info.st_mode & 0o7777) == 0 && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}

/// The text of the current `errno`.
func systemError() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
}
