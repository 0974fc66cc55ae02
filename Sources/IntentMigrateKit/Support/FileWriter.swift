/// Writes files atomically, without losing an edit someone else makes meanwhile: a temporary file in the
/// same folder, then an atomic swap with the original (`renameat2(RENAME_EXCHANGE)` on Linux,
/// `renamex_np(RENAME_SWAP)` on macOS) and a look at what was swapped out; where the file system can't
/// swap, a last compare and a rename.
package enum FileWriter {
    /// A write that did not happen; the original is untouched.
    package struct WriteError: Error, CustomStringConvertible, Sendable {
        package let path: String
        package let reason: String
        package var description: String { "could not write \(path): \(reason); left untouched" }
    }

    /// The file changed on disk between its reading and the switch: it was put back, untouched.
    package struct ChangedOnDisk: Error, Sendable {}

    /// Called after the temporary file is written and before the switch (tests write to the file here,
    /// as an editor's autosave would).
    nonisolated(unsafe) static var beforeSwitch: ((String) -> Void)?
    /// Called right after the switch (tests append to the file here, as a logging program would).
    nonisolated(unsafe) static var afterSwitch: ((String) -> Void)?

    /// Replaces the file at `path` with `bytes` if it still holds `expected`, keeping its mode, owner and
    /// group. A file with more than one hard link is refused (a new file would split it from its other names)
    /// unless `inPlaceForHardLinks`: then it is rewritten in place, which keeps the links but is not atomic.
    /// Everything happens in the folder as it was opened (`openFolder`): a folder swapped for a link meanwhile gets nothing.
    package static func replace(_ path: String, with bytes: [UInt8], expecting expected: [UInt8], inPlaceForHardLinks: Bool = false) throws {
        let write = try prepare(path, with: bytes, expecting: expected, inPlaceForHardLinks: inPlaceForHardLinks)
        defer { write.finish() }
        try write.commit()
    }

    /// A rewrite ready to take the file's place: its temporary file written and synced beside the file (or, for a
    /// file with several hard links written in place, nothing yet). `commit()` puts it in place, `putBack()` undoes
    /// that, `finish()` removes what is left.
    package final class Prepared: @unchecked Sendable {
        package let path: String
        package let folder: Int32
        package let name: String
        /// The temporary file's name; nil for a rewrite in place.
        package let temporary: String?
        package let bytes: [UInt8]
        package let expected: [UInt8]
        /// In place since `commit()`.
        package private(set) var committed = false

        package init(path: String, folder: Int32, name: String, temporary: String?, bytes: [UInt8], expected: [UInt8]) {
            self.path = path
            self.folder = folder
            self.name = name
            self.temporary = temporary
            self.bytes = bytes
            self.expected = expected
        }

        /// Puts the rewrite in place if the file still holds what was read; `ChangedOnDisk` (the file as the other writer
        /// left it) or a `WriteError` otherwise.
        package func commit() throws {
            guard let temporary else {
                try FileWriter.rewriteInPlace(folder, name, path: path, with: bytes, expecting: expected)
                committed = true
                return
            }
            FileWriter.beforeSwitch?(path)
            switch FileWriter.exchange(folder, temporary, name) {
            case 0:
                FileWriter.afterSwitch?(path)
                // The temporary name now holds what the file held at the switch: someone's edit is swapped back.
                if readFile(in: folder, temporary) != expected {
                    if FileWriter.exchange(folder, temporary, name) != 0 {
                        throw WriteError(path: path, reason: "it changed during the write, and putting it back failed (\(systemError())); its content is in \(Paths.parent(of: path))/\(temporary)")
                    }
                    // What a program appended to the rewrite while it was in place goes to the file it meant to append to.
                    if let rewrite = readFile(in: folder, temporary), rewrite.count > bytes.count, rewrite.starts(with: bytes) {
                        let file = openat(folder, name, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
                        if file >= 0 { _ = writeAll(file, Array(rewrite[bytes.count...])); close(file) }
                    }
                    throw ChangedOnDisk()
                }
            default:
                // No atomic swap here (another file system, an older kernel): a last compare, then the rename.
                guard readFile(in: folder, name) == expected else { throw ChangedOnDisk() }
                guard renameat(folder, temporary, folder, name) == 0 else { throw WriteError(path: path, reason: systemError()) }
            }
            committed = true
        }

        /// Undoes `commit()`: the file as it was read, if it still holds the rewrite (nobody wrote to it since). True when
        /// it is put back (or was never committed).
        package func putBack() -> Bool {
            guard committed else { return true }
            guard readFile(in: folder, name) == bytes else { return false }
            if let temporary, readFile(in: folder, temporary) == expected, FileWriter.exchange(folder, temporary, name) == 0 {
                committed = false
                return true
            }
            // In place, or no swap: written back the same way.
            do { try FileWriter.rewriteInPlace(folder, name, path: path, with: expected, expecting: bytes) } catch { return false }
            committed = false
            return true
        }

        /// Removes the temporary file (what the file held before, once committed) and closes the folder.
        package func finish() {
            if let temporary { unlinkat(folder, temporary, 0) }
            close(folder)
        }
    }

    /// The rewrite of `path` to `bytes`, prepared beside it (see `Prepared`); a `WriteError` when it can't be.
    package static func prepare(_ path: String, with bytes: [UInt8], expecting expected: [UInt8], inPlaceForHardLinks: Bool = false) throws -> Prepared {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let folder = try openFolder(of: path)
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { close(folder); throw WriteError(path: path, reason: systemError()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(folder)
            throw WriteError(path: path, reason: "it is no longer a regular file (a link is never replaced by a file)")
        }
        if info.st_nlink > 1 {
            guard inPlaceForHardLinks else {
                close(folder)
                throw WriteError(path: path, reason: "it has \(info.st_nlink) hard links, which a rewrite would split (--allow-hard-links writes it in place)")
            }
            return Prepared(path: path, folder: folder, name: name, temporary: nil, bytes: bytes, expected: expected)
        }
        let fd: Int32, temporary: String
        do { (fd, temporary) = try createTemporary(in: folder, for: path) } catch { close(folder); throw error }
        var ok = writeAll(fd, bytes)
        // The owner and group as they were (a user may only keep their own: otherwise the write is refused),
        // and the extended attributes (tags, quarantine, ACLs).
        ok = ok && fchmod(fd, info.st_mode & 0o7777) == 0 && (fchown(fd, info.st_uid, info.st_gid) == 0)
        var reason = ok ? "" : systemError()
        if ok, let problem = ExtendedAttributes.copy(from: path, to: fd) { ok = false; reason = problem }
        if ok, fsync(fd) != 0 { ok = false; reason = systemError() }
        close(fd)
        guard ok else {
            unlinkat(folder, temporary, 0)
            close(folder)
            throw WriteError(path: path, reason: reason)
        }
        return Prepared(path: path, folder: folder, name: name, temporary: temporary, bytes: bytes, expected: expected)
    }

    /// The folder holding `path`, opened: the same folder the run found the file in, reached by the same real path (not a
    /// link swapped in for it since), else a write error.
    package static func openFolder(of path: String) throws -> Int32 {
        let parent = Paths.parent(of: path)
        let directory = Paths.absolute(parent.isEmpty ? "." : parent)
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw WriteError(path: path, reason: systemError()) }
        var opened = stat(), now = stat()
        guard fstat(folder, &opened) == 0, resolvedPath(directory) == directory, lstat(directory, &now) == 0,
              now.st_dev == opened.st_dev, now.st_ino == opened.st_ino else {
            close(folder)
            throw WriteError(path: path, reason: "its folder is reached through a symbolic link now, or was replaced during the run")
        }
        return folder
    }

    /// The prefix of the tool's temporary files: `.intent-migrate-<process id>-<random>`.
    package static let temporaryPrefix = ".intent-migrate-"

    /// A new temporary file in the open `folder`, open for writing, with its name.
    package static func createTemporary(in folder: Int32, for path: String) throws -> (fd: Int32, name: String) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let name = temporaryPrefix + "\(getpid())-" + String((0..<8).map { _ in letters.randomElement()! })
            let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if fd >= 0 { return (fd, name) }
            if errno != EEXIST { break }
        }
        throw WriteError(path: path, reason: systemError())
    }

    /// Removes the temporary files an earlier run left in `folders` when it was killed (their process is gone; an
    /// older run's, with no process id in the name, after an hour). Returns their paths.
    package static func removeLeftovers(in folders: [String]) -> [String] {
        var removed: [String] = []
        for folder in Set(folders).sorted() {
            guard let names = Paths.names(in: folder, including: { $0.starts(with: Array(temporaryPrefix.utf8)) }) else { continue }
            for name in names {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                let rest = name.dropFirst(temporaryPrefix.count)
                let stale: Bool
                if let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) {
                    stale = pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
                } else {
                    #if canImport(Darwin)
                    let modified = info.st_mtimespec.tv_sec
                    #else
                    let modified = info.st_mtim.tv_sec
                    #endif
                    stale = time(nil) - modified > 3600
                }
                if stale && unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }

    /// Writes `bytes` into the file itself (all its names see them), after a last compare.
    package static func rewriteInPlace(_ folder: Int32, _ name: String, path: String, with bytes: [UInt8], expecting expected: [UInt8]) throws {
        let fd = openat(folder, name, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw WriteError(path: path, reason: systemError()) }
        defer { close(fd) }
        beforeSwitch?(path)
        guard readFile(in: folder, name) == expected else { throw ChangedOnDisk() }
        var offset = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while offset < buffer.count {
                let n = pwrite(fd, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        guard ok, ftruncate(fd, off_t(bytes.count)) == 0, fsync(fd) == 0 else { throw WriteError(path: path, reason: systemError()) }
    }

    /// Swaps two names in the open `folder` atomically; 0 on success, -1 (with `errno`) when they can't be swapped.
    package static func exchange(_ folder: Int32, _ a: String, _ b: String) -> Int32 {
        #if canImport(Darwin)
        typealias Swap = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "renameatx_np") else { errno = ENOTSUP; return -1 }
        return unsafeBitCast(symbol, to: Swap.self)(folder, a, folder, b, 0x2 /* RENAME_SWAP */)
        #else
        // glibc declares renameat2 only for _GNU_SOURCE, which Swift's Glibc module doesn't set.
        typealias Swap = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { errno = ENOSYS; return -1 }
        return unsafeBitCast(symbol, to: Swap.self)(folder, a, folder, b, 0x2 /* RENAME_EXCHANGE */)
        #endif
    }
}

/// A file's extended attributes, copied to its rewrite. Through `dlsym`: Swift's Glibc module doesn't
/// include `<sys/xattr.h>`, and Darwin's functions take two more arguments.
package enum ExtendedAttributes {
    #if canImport(Darwin)
    package typealias ListNames = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int, Int32) -> Int
    package typealias GetValue = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int, UInt32, Int32) -> Int
    package typealias SetValue = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, UInt32, Int32) -> Int32
    package static var handle: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: -2) }  // RTLD_DEFAULT
    #else
    package typealias ListNames = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
    package typealias GetValue = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    package typealias SetValue = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    package static var handle: UnsafeMutableRawPointer? { nil }  // RTLD_DEFAULT
    #endif

    /// Copies every extended attribute of `path` to the open file `fd`; nil when done (or the system has none),
    /// else why not.
    package static func copy(from path: String, to fd: Int32) -> String? {
        guard let l = dlsym(handle, "listxattr"), let g = dlsym(handle, "getxattr"), let s = dlsym(handle, "fsetxattr") else { return nil }
        let list = unsafeBitCast(l, to: ListNames.self), get = unsafeBitCast(g, to: GetValue.self), set = unsafeBitCast(s, to: SetValue.self)
        func listNames(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            #if canImport(Darwin)
            list(path, buffer, size, 0x0001 /* XATTR_NOFOLLOW */)
            #else
            list(path, buffer, size)
            #endif
        }
        let size = listNames(nil, 0)
        if size < 0 { return errno == ENOTSUP || errno == ENOSYS ? nil : "its extended attributes can't be read (\(systemError()))" }
        guard size > 0 else { return nil }
        var names = [CChar](repeating: 0, count: size)
        let got = names.withUnsafeMutableBufferPointer { listNames($0.baseAddress, size) }
        guard got >= 0 else { return "its extended attributes can't be read (\(systemError()))" }
        for nameBytes in names.prefix(got).split(separator: 0) {
            let name = String(decoding: nameBytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            func read(_ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
                #if canImport(Darwin)
                get(path, name, buffer, count, 0, 0x0001)
                #else
                get(path, name, buffer, count)
                #endif
            }
            let length = read(nil, 0)
            guard length >= 0 else { return "its extended attribute \(name) can't be read (\(systemError()))" }
            var value = [UInt8](repeating: 0, count: length)
            let count = value.withUnsafeMutableBytes { read($0.baseAddress, length) }
            guard count >= 0 else { return "its extended attribute \(name) can't be read (\(systemError()))" }
            let written = value.withUnsafeBytes { buffer -> Int32 in
                #if canImport(Darwin)
                set(fd, name, buffer.baseAddress, count, 0, 0)
                #else
                set(fd, name, buffer.baseAddress, count, 0)
                #endif
            }
            guard written == 0 else { return "its extended attribute \(name) can't be kept (\(systemError()))" }
        }
        return nil
    }
}

/// The text of the current `errno`.
package func systemError() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
}
