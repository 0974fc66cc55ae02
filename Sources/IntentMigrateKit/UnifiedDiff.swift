/// A git-style unified diff of one file, with 3 lines of context, that `git apply` accepts.
public enum UnifiedDiff {
    /// The patch turning `old` into `new` at `path` (relative to the repository root); empty when equal.
    public static func patch(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var out = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script, context: context) {
            let oldStart = hunk.first { $0.old != nil }?.old ?? 0
            let newStart = hunk.first { $0.new != nil }?.new ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            // An empty side is numbered from the line before it, as diff(1) does.
            let oldLabel = oldCount == 0 ? previousLine(hunk, old: true) : oldStart + 1
            let newLabel = newCount == 0 ? previousLine(hunk, old: false) : newStart + 1
            out += "@@ -\(range(oldLabel, oldCount)) +\(range(newLabel, newCount)) @@\n"
            for op in hunk {
                let line: Line
                switch op.kind {
                case .equal: line = a[op.old!]; out += " "
                case .delete: line = a[op.old!]; out += "-"
                case .insert: line = b[op.new!]; out += "+"
                }
                out += line.text
                if line.terminated { out += "\n" } else { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    private static func previousLine(_ hunk: [Op], old: Bool) -> Int {
        // With no line on this side, the header names the line after which the change goes.
        for op in hunk {
            if old, op.kind == .insert { return op.old ?? 0 }
            if !old, op.kind == .delete { return op.new ?? 0 }
        }
        return 0
    }

    struct Line: Equatable {
        let text: String
        let terminated: Bool
    }

    /// Lines including any `\r`, each knowing whether a `\n` ended it.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), terminated: true))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), terminated: false))
        }
        return result
    }

    enum Kind { case equal, delete, insert }
    /// One step of the edit script; `old`/`new` are 0-based line indices (for inserts, `old` is the
    /// number of old lines before it, and for deletes `new` likewise).
    struct Op {
        let kind: Kind
        let old: Int?
        let new: Int?
    }

    /// Myers' O(ND) shortest edit script over lines.
    static func editScript(_ a: [Line], _ b: [Line]) -> [Op] {
        let n = a.count, m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n && y >= m { found = true; break outer }
            }
        }
        precondition(found)
        // Walk back through the trace.
        var ops: [Op] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) { previousK = k + 1 } else { previousK = k - 1 }
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                ops.append(Op(kind: .equal, old: x, new: y))
            }
            if d > 0 {
                if x == previousX { y -= 1; ops.append(Op(kind: .insert, old: x, new: y)) }
                else { x -= 1; ops.append(Op(kind: .delete, old: x, new: y)) }
            }
        }
        return ops.reversed()
    }

    /// Groups changes with `context` lines around them into hunks.
    static func hunks(_ script: [Op], context: Int) -> [[Op]] {
        let changed = script.indices.filter { script[$0].kind != .equal }
        guard !changed.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let low = Swift.max(0, index - context), high = Swift.min(script.count - 1, index + context)
            if let last = groups.last, low <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...Swift.max(last.upperBound, high)
            } else {
                groups.append(low...high)
            }
        }
        return groups.map { Array(script[$0]) }
    }
}
