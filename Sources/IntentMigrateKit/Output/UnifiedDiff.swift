/// A git-style unified diff of one file, with 3 lines of context, that `git apply` accepts.
package enum UnifiedDiff {
    /// The patch turning `old` into `new` at `path` (relative to the repository root); empty when equal.
    package static func patch(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        // Equal leading lines need no search (Myers' first snake would take them anyway; equal trailing
        // lines are left to it, since taking them first can pick a less readable alignment).
        var head = 0
        while head < a.count && head < b.count && same(a[head], old, b[head], new) { head += 1 }
        var script: [Op] = []
        script.reserveCapacity(a.count + b.count)
        for line in 0..<head { script.append(Op(kind: .equal, old: line, new: line)) }
        // Lines found once in each text, in the same order, cut the rest into pieces diffed one by one: Myers'
        // trace grows with the square of the changes in what it is given, and a piece holds few.
        var from = (head, head)
        for anchor in anchors(a, old, b, new, from: head) + [(a.count, b.count)] {
            // Most pieces are empty or one-sided (lines only added, or only removed): no search for those.
            if from.0 == anchor.0 {
                for line in from.1..<anchor.1 { script.append(Op(kind: .insert, old: from.0, new: line)) }
            } else if from.1 == anchor.1 {
                for line in from.0..<anchor.0 { script.append(Op(kind: .delete, old: line, new: from.1)) }
            } else {
                let rest = editScript(Array(a[from.0..<anchor.0]), old, Array(b[from.1..<anchor.1]), new)
                for op in rest { script.append(Op(kind: op.kind, old: op.old.map { $0 + from.0 }, new: op.new.map { $0 + from.1 })) }
            }
            if anchor.0 < a.count { script.append(Op(kind: .equal, old: anchor.0, new: anchor.1)) }
            from = (anchor.0 + 1, anchor.1 + 1)
        }

        var out: [UInt8] = []
        out.reserveCapacity(1024)
        let before = quoted("a/" + path), after = quoted("b/" + path)
        // The blob ids git gives both texts: `git apply -3` finds the original by them for a three-way merge.
        out += Array("diff --git \(before) \(after)\nindex \(SHA1.blobID(old))..\(SHA1.blobID(new))\n--- \(before)\n+++ \(after)\n".utf8)
        for hunk in hunks(script, context: context) {
            let oldStart = hunk.first { $0.old != nil }?.old ?? 0
            let newStart = hunk.first { $0.new != nil }?.new ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            // An empty side is numbered from the line before it, as diff(1) does.
            let oldLabel = oldCount == 0 ? previousLine(hunk, old: true) : oldStart + 1
            let newLabel = newCount == 0 ? previousLine(hunk, old: false) : newStart + 1
            out += Array("@@ -\(range(oldLabel, oldCount)) +\(range(newLabel, newCount)) @@\n".utf8)
            for op in hunk {
                let line: Line
                let bytes: [UInt8]
                switch op.kind {
                case .equal: line = a[op.old!]; bytes = old; out.append(UInt8(ascii: " "))
                case .delete: line = a[op.old!]; bytes = old; out.append(UInt8(ascii: "-"))
                case .insert: line = b[op.new!]; bytes = new; out.append(UInt8(ascii: "+"))
                }
                out += bytes[line.range]
                out.append(0x0A)
                if !line.terminated { out += Array("\\ No newline at end of file\n".utf8) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A name as git writes it in a patch: in double quotes with C escapes when it holds a control character,
    /// a quote or a backslash (a tab or a line break in a name would otherwise end the header); as is otherwise.
    static func quoted(_ name: String) -> String {
        let special = name.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard special else { return name }
        let escapes: [UInt8: String] = [0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r",
                                        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\"]
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            if let escape = escapes[byte] {
                out += [UInt8(ascii: "\\")] + Array(escape.utf8)
            } else if byte < 0x20 || byte == 0x7F {
                // Three octal digits, as git writes them.
                out += [UInt8(ascii: "\\"), 0x30 + (byte >> 6), 0x30 + ((byte >> 3) & 7), 0x30 + (byte & 7)]
            } else {
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
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

    /// A line as a byte range of its text (without the `\n`; any `\r` included).
    struct Line {
        let range: Range<Int>
        let terminated: Bool
    }

    static func same(_ x: Line, _ xBytes: [UInt8], _ y: Line, _ yBytes: [UInt8]) -> Bool {
        guard x.range.count == y.range.count, x.terminated == y.terminated else { return false }
        return xBytes.withUnsafeBufferPointer { xb in
            yBytes.withUnsafeBufferPointer { yb in
                x.range.isEmpty || memcmp(xb.baseAddress! + x.range.lowerBound, yb.baseAddress! + y.range.lowerBound, x.range.count) == 0
            }
        }
    }

    /// Lines including any `\r`, each knowing whether a `\n` ended it (found with `memchr`).
    static func lines(_ bytes: [UInt8]) -> [Line] {
        bytes.withUnsafeBufferPointer { buffer in
            var result: [Line] = []
            result.reserveCapacity(buffer.count / 24 + 1)
            var start = 0
            while start < buffer.count {
                guard let end = buffer.index(of: 0x0A, from: start) else {
                    result.append(Line(range: start..<buffer.count, terminated: false))
                    break
                }
                result.append(Line(range: start..<end, terminated: true))
                start = end + 1
            }
            return result
        }
    }

    enum Kind { case equal, delete, insert }
    /// One step of the edit script; `old`/`new` are 0-based line indices (for inserts, `old` is the
    /// number of old lines before it, and for deletes `new` likewise).
    struct Op {
        let kind: Kind
        let old: Int?
        let new: Int?
    }

    /// Pairs of line indices (old, new), from `start` on, of lines that occur exactly once in each text, the
    /// longest run of them in the same order in both (patience sorting): they are kept as they are.
    static func anchors(_ a: [Line], _ aBytes: [UInt8], _ b: [Line], _ bBytes: [UInt8], from start: Int) -> [(Int, Int)] {
        struct Seen { var inA = 0, inB = 0, atA = 0, atB = 0 }
        // Lines keyed by a hash of their bytes (one `combine(bytes:)` a line); a pair is kept only when its
        // lines are equal, so a collision can only cost an anchor.
        func hash(_ line: Line, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[line.range])))
            return hasher.finalize()
        }
        var table: [Int: Seen] = [:]
        aBytes.withUnsafeBufferPointer { text in
            for i in start..<a.count { table[hash(a[i], text), default: Seen()].inA += 1; table[hash(a[i], text)]!.atA = i }
        }
        bBytes.withUnsafeBufferPointer { text in
            for j in start..<b.count {
                let key = hash(b[j], text)
                guard var seen = table[key] else { continue }
                seen.inB += 1; seen.atB = j
                table[key] = seen
            }
        }
        let pairs = table.values.filter { $0.inA == 1 && $0.inB == 1 }.map { ($0.atA, $0.atB) }.sorted { $0.0 < $1.0 }
            .filter { same(a[$0.0], aBytes, b[$0.1], bBytes) }
        // Longest increasing run of the new indices: piles of the smallest tops, each entry knowing the one before.
        var tops: [Int] = [], previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tops.count
            while low < high { let mid = (low + high) / 2; if pairs[tops[mid]].1 < pair.1 { low = mid + 1 } else { high = mid } }
            if low > 0 { previous[index] = tops[low - 1] }
            if low == tops.count { tops.append(index) } else { tops[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tops.last ?? -1
        while index >= 0 { run.append(pairs[index]); index = previous[index] }
        return run.reversed()
    }

    /// Myers' O(ND) shortest edit script over lines.
    static func editScript(_ a: [Line], _ aBytes: [UInt8], _ b: [Line], _ bBytes: [UInt8]) -> [Op] {
        aBytes.withUnsafeBufferPointer { aText in
            bBytes.withUnsafeBufferPointer { bText in
                editScript(a, aText, b, bText)
            }
        }
    }

    private static func editScript(_ a: [Line], _ aText: UnsafeBufferPointer<UInt8>, _ b: [Line], _ bText: UnsafeBufferPointer<UInt8>) -> [Op] {
        func same(_ x: Line, _ y: Line) -> Bool {
            x.range.count == y.range.count && x.terminated == y.terminated
                && (x.range.isEmpty || memcmp(aText.baseAddress! + x.range.lowerBound, bText.baseAddress! + y.range.lowerBound, x.range.count) == 0)
        }
        let n = a.count, m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        // Round d only reads v[max-d-1 ... max+d+1]: that window is all the trace keeps (O(D²), not O(D·N)).
        var trace: [(low: Int, values: [Int])] = []
        var found = false
        outer: for d in 0...max {
            let low = Swift.max(0, max - d - 1)
            trace.append((low, Array(v[low...Swift.min(2 * max + 1, max + d + 1)])))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && same(a[x], b[y]) { x += 1; y += 1 }
                v[max + k] = x
                if x >= n && y >= m { found = true; break outer }
            }
        }
        precondition(found)
        // Walk back through the trace.
        var ops: [Op] = []
        ops.reserveCapacity(n + m)
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let (low, values) = trace[d]
            func v(_ index: Int) -> Int { values[index - low] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v(max + k - 1) < v(max + k + 1)) { previousK = k + 1 } else { previousK = k - 1 }
            let previousX = d == 0 ? 0 : v(max + previousK)
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
        ops.reverse()
        return ops
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
