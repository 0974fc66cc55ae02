/// What reading a file gave.
package enum ReadOutcome: Sendable {
    case bytes([UInt8])
    case tooLarge(Int)
    case unreadable
}

/// The file's bytes, unless it is larger than `limit` or can't be read. Only a regular file is read (a link to one
/// counts): a device (`/dev/zero`), a FIFO or a socket is unreadable, and opening one never blocks.
package func readFile(_ path: String, limit: Int) -> ReadOutcome {
    readOpened(open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK), limit: limit)
}

/// The bytes of the file `name` in the open folder `folder`, read as `readFile(_:limit:)` reads; a link is not followed.
package func readFile(in folder: Int32, _ name: String, limit: Int = projectFileLimit) -> [UInt8]? {
    if case .bytes(let bytes) = readOpened(openat(folder, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW), limit: limit) { return bytes }
    return nil
}

/// Reads the file open as `fd` (closing it), as `readFile(_:limit:)` says.
private func readOpened(_ fd: Int32, limit: Int) -> ReadOutcome {
    guard fd >= 0 else { return .unreadable }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
    let size = Int(info.st_size)
    if size > limit { return .tooLarge(size) }
    // The size `fstat` gave and one byte more, read into memory nothing fills first; the spare byte tells whether the
    // file ends there.
    var count = 0
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
        while count < buffer.count {
            let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
            if n < 0 { if errno == EINTR { continue }; failed = true; break }
            if n == 0 { break }
            count += n
        }
        initialized = count
    }
    if failed { return .unreadable }
    if count <= size { return .bytes(bytes) }
    // Read to the end: the file has grown since `fstat`.
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

/// The most any project file, config or include is read: far above a real one (a 24 MB `project.pbxproj` is large).
package let projectFileLimit = 256 << 20

/// The file's bytes, or nil when it can't be read, isn't a regular file or is larger than `projectFileLimit`.
package func readFile(_ path: String) -> [UInt8]? {
    if case .bytes(let bytes) = readFile(path, limit: projectFileLimit) { return bytes }
    return nil
}

/// The file's text (UTF-8, invalid bytes replaced), read as `readFile(_:)` reads.
package func readText(_ path: String) -> String? {
    readFile(path).map { String(decoding: $0, as: UTF8.self) }
}

/// Writes every byte to `fd`; false on any error (a full disk included).
package func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        written += n
    }
    return true
}

/// The file's path with every link and `..` resolved (`realpath`), or nil when it doesn't exist.
package func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
