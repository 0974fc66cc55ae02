/// A cheap scan that dismisses the files no pass cares about: does the text hold any of the words?
///
/// Each word is found by `memchr` on its rarest byte, then compared in place; words anchored on the same byte
/// share one pass. The scan never decodes the file (it may not even be UTF-8).
package struct Prefilter: Sendable {
    /// The words, after dropping those that contain another ("@AppIntent" is found by "Intent").
    package let words: [String]
    /// The words' bytes grouped by the byte `memchr` looks for, each with that byte's index in it.
    package let groups: [(byte: UInt8, needles: [(bytes: [UInt8], anchor: Int)])]

    package init(words: [String]) {
        let unique = Set(words)
        self.words = unique.filter { word in !unique.contains { $0 != word && word.mentions($0) } }.sorted()
        var grouped: [UInt8: [(bytes: [UInt8], anchor: Int)]] = [:]
        for word in self.words {
            let bytes = Array(word.utf8)
            guard let anchor = bytes.indices.min(by: { Prefilter.commonness(bytes[$0]) < Prefilter.commonness(bytes[$1]) }) else { continue }
            grouped[bytes[anchor], default: []].append((bytes, anchor))
        }
        groups = grouped.keys.sorted().map { ($0, grouped[$0]!) }
    }

    /// True when the text holds any of the words.
    package func wants(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            for group in groups {
                var offset = 0
                while offset < buffer.count, let hit = memchr(base + offset, Int32(group.byte), buffer.count - offset) {
                    let position = hit.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
                    for needle in group.needles {
                        let start = position - needle.anchor
                        guard start >= 0, start + needle.bytes.count <= buffer.count else { continue }
                        if memcmp(base + start, needle.bytes, needle.bytes.count) == 0 { return true }
                    }
                    offset = position + 1
                }
            }
            return false
        }
    }

    /// How often a byte shows up in Swift code, per 10,000 bytes (measured on app-like Swift): a word is
    /// anchored on its rarest byte, so its `memchr` pass stops at few places that aren't the word.
    package static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return uppercase[Int(byte - UInt8(ascii: "A"))]
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return lowercase[Int(byte - UInt8(ascii: "a"))]
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 6
        case UInt8(ascii: " "): return 2277
        case 0x0A: return 243
        default: return punctuation[byte] ?? 1
        }
    }

    //                                 A   B   C   D   E   F  G  H   I  J  K   L   M  N   O   P  Q   R   S   T   U  V  W  X  Y  Z
    package static let uppercase: [Int] = [38, 14, 22, 17, 20, 14, 3, 2, 55, 1, 4, 18, 12, 6, 17, 28, 2, 31, 55, 20, 11, 5, 9, 1, 1, 1]
    //                                  a   b    c    d    e    f    g    h    i  j   k    l    m    n    o    p  q    r    s    t    u   v   w   x   y  z
    package static let lowercase: [Int] = [389, 69, 210, 177, 732, 136, 103, 105, 408, 6, 40, 287, 124, 463, 358, 195, 4, 460, 381, 686, 207, 47, 65, 40, 89, 9]
    package static let punctuation: [UInt8: Int] = [
        UInt8(ascii: "."): 157, UInt8(ascii: "("): 125, UInt8(ascii: ")"): 125, UInt8(ascii: ":"): 119, UInt8(ascii: "\""): 118,
        UInt8(ascii: "="): 74, UInt8(ascii: ","): 73, UInt8(ascii: "/"): 57, UInt8(ascii: "{"): 55, UInt8(ascii: "}"): 55,
        UInt8(ascii: "-"): 29, UInt8(ascii: "["): 29, UInt8(ascii: "]"): 29, UInt8(ascii: "`"): 19, UInt8(ascii: ">"): 16,
        UInt8(ascii: "@"): 14, UInt8(ascii: "?"): 13, UInt8(ascii: "#"): 11, UInt8(ascii: "+"): 10, UInt8(ascii: "_"): 8,
        UInt8(ascii: "<"): 8, UInt8(ascii: "&"): 8, UInt8(ascii: "$"): 6, UInt8(ascii: "!"): 5, UInt8(ascii: "|"): 5,
        UInt8(ascii: "*"): 3,
    ]

    /// Escapes regex metacharacters (for patterns built from words).
    package static func escape(_ word: String) -> String {
        var out = ""
        for character in word {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
