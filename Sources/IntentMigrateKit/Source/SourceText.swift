/// A file's bytes with what inserted text needs to match it: line table, line ending, BOM, indentation.
package struct SourceText: Sendable, Equatable {
    /// How the file ends its lines; inserted lines use the same.
    package enum LineEnding: String, Sendable { case lf = "\n", crlf = "\r\n" }

    package let bytes: [UInt8]
    /// Offsets at which each line starts (line 1 starts at 0, or after the BOM's 3 bytes it is still 0).
    package let lineStarts: [Int]
    package private(set) var lineEnding: LineEnding
    package let hasBOM: Bool
    /// One level of indentation as the file writes it: a tab or N spaces (4 when nothing tells).
    /// Worked out when asked (only passes that insert lines need it), unless carried over from the original.
    package var indentUnit: String { carriedIndentUnit ?? SourceText.detectIndentUnit(bytes: bytes, lineStarts: lineStarts) }
    /// The indentation unit of the text whose style this one carries (see `init(bytes:styleOf:)`): worked out
    /// once, from the original, for all the stages of a migration.
    private var carriedIndentUnit: String?

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        // Room for lines of ~24 bytes: growing the table line by line reallocates it many times.
        starts.reserveCapacity(bytes.count / 24 + 2)
        var crlf = 0, lf = 0
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while let index = buffer.index(of: 0x0A, from: offset) {
                starts.append(index + 1)
                if index > 0 && buffer[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
                offset = index + 1
            }
        }
        lineStarts = starts
        lineEnding = crlf > lf ? .crlf : .lf
        hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    package init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    /// `bytes` written in the style of `original` (its line ending and indentation), whatever the new
    /// text's own lines suggest: a migration's stages all insert text the way the file as read writes it.
    package init(bytes: [UInt8], styleOf original: SourceText) {
        self.init(bytes: bytes)
        lineEnding = original.lineEnding
        carriedIndentUnit = original.indentUnit
    }

    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of a byte range.
    package func text(_ range: Range<Int>) -> String { String(utf8: bytes, range) }

    /// The 0-based line holding `offset`.
    package func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        var start = lineStarts[line]
        if line == 0 && hasBOM { start = min(3, offset) }
        var column = 1
        var index = start
        while index < offset && index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line + 1, column)
    }

    /// The byte range of the 0-based line, without its line ending.
    package func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The whitespace that starts the line holding `offset`.
    package func indentation(ofLineAt offset: Int) -> String {
        var range = lineRange(lineIndex(of: offset))
        if range.lowerBound == 0 && hasBOM { range = min(3, range.upperBound)..<range.upperBound }
        let indent = bytes[range].prefix { $0 == 0x20 || $0 == 0x09 }
        return String(decoding: indent, as: UTF8.self)
    }

    /// The offset of the first non-blank byte of the line holding `offset`.
    package func firstNonBlank(ofLineAt offset: Int) -> Int {
        let range = lineRange(lineIndex(of: offset))
        var index = range.lowerBound
        if index == 0 && hasBOM { index = min(3, range.upperBound) }
        while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    private static func detectIndentUnit(bytes: [UInt8], lineStarts: [Int]) -> String {
        var tabs = 0
        // How often the indentation steps up by 1, 2, … spaces (a step beyond the table is counted at its end).
        var steps = [Int](repeating: 0, count: 33)
        var previous = 0
        bytes.withUnsafeBufferPointer { bytes in
            // The first few hundred lines tell.
            for start in lineStarts.prefix(400) where start < bytes.count {
                var index = start
                if bytes[index] == 0x09 { tabs += 1; continue }
                // Eight bytes at a time: the first byte that isn't a space ends the run.
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                    if word != 0 { index += (UInt64(littleEndian: word).trailingZeroBitCount) / 8; break }
                    index += 8
                }
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                let spaces = index - start
                guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else { continue }
                let step = spaces - previous
                if step > 0 { steps[min(step, steps.count - 1)] += 1 }
                previous = spaces
            }
        }
        let spaced = steps.reduce(0, +)
        if tabs > spaced { return "\t" }
        // The most frequent step; on a tie, the smaller one.
        var best = 0
        for step in steps.indices.dropFirst() where steps[step] > steps[best] { best = step }
        return best > 0 ? String(repeating: " ", count: best) : "    "
    }
}

extension String {
    /// The text of `bytes[range]`: the same string as `String(decoding:as:)` (ill-formed UTF-8 repaired the same
    /// way), made in about half the time: the outline and the queries make one for every name they read.
    package init(utf8 bytes: [UInt8], _ range: Range<Int>) {
        self = bytes.withUnsafeBufferPointer { all in
            String(unsafeUninitializedCapacity: range.count) { out in
                if !range.isEmpty { memcpy(out.baseAddress!, all.baseAddress! + range.lowerBound, range.count) }
                return range.count
            }
        }
    }
}
