/// What reading a file gave.
enum ReadOutcome: Sendable {
    case bytes([UInt8])
    case tooLarge(Int)
    case unreadable
}

/// The file's bytes, unless it is larger than `limit` or can't be read.
func readFile(_ path: String, limit: Int) -> ReadOutcome {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .unreadable }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .unreadable }
    let size = Int(info.st_size)
    if size > limit { return .tooLarge(size) }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    // Read to the end: the file may have grown since `fstat`.
    while true {
        if count == bytes.count {
            if count > limit { return .tooLarge(count) }
            bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096))
        }
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
        if n < 0 { if errno == EINTR { continue }; return .unreadable }
        if n == 0 { break }
        count += n
    }
    bytes.removeSubrange(count...)
    return .bytes(bytes)
}

/// The file's bytes, or nil when it can't be read.
func readFile(_ path: String) -> [UInt8]? {
    if case .bytes(let bytes) = readFile(path, limit: .max) { return bytes }
    return nil
}

/// The path names a regular file (a link to one counts: `stat`, not `lstat`).
func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
}

/// Writes every byte to `fd`; false on any error (a full disk included).
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        written += n
    }
    return true
}
