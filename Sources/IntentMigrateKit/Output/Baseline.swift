/// Known findings to hide in `check`: matched by path, pass id and the text of the finding's line
/// (trimmed), not by line number, so code moving around doesn't revive them.
package struct Baseline: Codable, Sendable, Equatable {
    package struct Entry: Codable, Sendable, Hashable {
        package let path: String
        package let pass: String
        /// The finding's line, trimmed.
        package let text: String
        package let message: String
    }

    package var version = 1
    package var entries: [Entry]

    /// Why a baseline file can't be used.
    package struct LoadError: Error, CustomStringConvertible, Sendable {
        package let path: String
        package var description: String { "\(path): not a baseline file written by --write-baseline" }
    }

    package init(entries: [Entry]) { self.entries = entries }

    /// Records every finding, with the text of its line.
    package init(findings: [Finding], lineText: (Finding) -> String) {
        entries = Finding.inReportOrder(findings).map {
            Entry(path: $0.path, pass: $0.id.rawValue, text: lineText($0), message: $0.message)
        }
    }

    /// The largest baseline read: far more than any real one (about 200 bytes an entry).
    static let sizeLimit = 64 << 20

    package static func load(_ path: String) throws -> Baseline {
        // Read with a bound, and only a regular file (`readFile`): a device or a FIFO named here is no baseline.
        guard case .bytes(let bytes) = readFile(path, limit: sizeLimit),
              let baseline = try? JSONDecoder().decode(Baseline.self, from: Data(bytes)) else { throw LoadError(path: path) }
        return baseline
    }

    /// Why `--write-baseline` must not write to `path`, or nil: a Swift source, anything but a regular file (a device, a
    /// FIFO, a folder, a link), or a file that holds something other than a baseline. Only a baseline is ever replaced.
    package static func refusal(toOverwrite path: String) -> String? {
        if path.hasSuffix(".swift") { return "--write-baseline \(path) is a Swift source: write the baseline elsewhere" }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return "--write-baseline \(path) exists and is not a regular file (a link, a folder or a device): write the baseline elsewhere"
        }
        if info.st_size > 0, (try? load(path)) == nil {
            return "--write-baseline \(path) exists and is not a baseline: remove it or write the baseline elsewhere"
        }
        return nil
    }

    /// Writes the baseline to `path` (created, or a baseline replaced); false on any error, a full disk included.
    package func write(to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        guard writeAll(fd, Array(encoded().utf8)) else { close(fd); return false }
        return fsync(fd) == 0 && close(fd) == 0
    }

    package func encoded() -> String { encodeJSON(self) }

    /// Findings the baseline doesn't know, and entries that matched nothing (to prune).
    package func filter(_ findings: [Finding], lineText: (Finding) -> String) -> (kept: [Finding], stale: [Entry]) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[Key(entry.path, entry.pass, entry.text), default: 0] += 1 }
        var kept: [Finding] = []
        for finding in findings {
            let key = Key(finding.path, finding.id.rawValue, lineText(finding))
            if let count = remaining[key], count > 0 { remaining[key] = count - 1 } else { kept.append(finding) }
        }
        var stale: [Entry] = []
        var left = remaining
        for entry in entries {
            let key = Key(entry.path, entry.pass, entry.text)
            if let count = left[key], count > 0 { stale.append(entry); left[key] = count - 1 }
        }
        return (kept, stale)
    }

    struct Key: Hashable {
        let path: String, pass: String, text: String
        init(_ path: String, _ pass: String, _ text: String) { self.path = path; self.pass = pass; self.text = text }
    }
}

/// The trimmed text of findings' lines, each file's line table built once.
package final class LineTexts {
    private let results: [String: FileResult]
    private var sources: [String: SourceText] = [:]

    package init(_ results: [FileResult]) {
        self.results = Dictionary(results.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    package func text(_ finding: Finding) -> String {
        guard let result = results[finding.path] else { return "" }
        let source = sources[finding.path] ?? SourceText(bytes: result.original)
        sources[finding.path] = source
        guard finding.line >= 1, finding.line <= source.lineStarts.count else { return "" }
        return source.text(source.lineRange(finding.line - 1)).trimmingWhitespace(newlines: false)
    }
}
