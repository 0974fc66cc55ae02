import Foundation

/// The few questions the tool asks git: what it ignores, what is uncommitted. Git answers them
/// better than any reimplementation of its rules.
public enum Git {
    /// Runs git in `directory` with `input` on stdin; nil when git can't be run or fails.
    static func run(_ arguments: [String], in directory: String, input: Data? = nil, acceptStatus: Set<Int32> = [0]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = inputPipe
        do { try process.run() } catch { return nil }
        // git may exit before reading its input (not a repository): a broken pipe must not kill us.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            if let input { try? inputPipe.fileHandleForWriting.write(contentsOf: input) }
            try? inputPipe.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return acceptStatus.contains(process.terminationStatus) ? data : nil
    }

    /// The files among `paths` (absolute, inside the repository at `root`) that git ignores.
    public static func ignored(_ paths: [String], root: String) -> Set<String> {
        guard !paths.isEmpty else { return [] }
        let input = Data(paths.joined(separator: "\0").utf8 + [0])
        // check-ignore exits 1 when nothing is ignored.
        guard let data = run(["check-ignore", "--stdin", "-z"], in: root, input: input, acceptStatus: [0, 1]) else { return [] }
        return Set(data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

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
