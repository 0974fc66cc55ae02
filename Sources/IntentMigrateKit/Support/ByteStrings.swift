/// A set of byte strings kept as a command printed them (separated by a byte, git's NUL), looked up by their bytes: no
/// string is made or hashed per name of a listing of thousands of files.
package struct ByteStrings: Sendable {
    private let bytes: [UInt8]
    /// Start and end of each name in `bytes`.
    private let starts: [Int32], ends: [Int32]
    /// Open addressing: the index of a name plus one, 0 for an empty slot; the size is a power of two.
    private let table: [Int32]

    /// The names in `bytes` between the `separator`s (empty ones left out).
    package init(_ bytes: [UInt8], separator: UInt8 = 0) {
        var starts: [Int32] = [], ends: [Int32] = []
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == separator {
            if i > start { starts.append(Int32(start)); ends.append(Int32(i)) }
            start = i + 1
        }
        var size = 16
        while size < starts.count * 2 { size <<= 1 }
        var table = [Int32](repeating: 0, count: size)
        bytes.withUnsafeBufferPointer { all in
            for n in starts.indices {
                var slot = ByteStrings.hash(UnsafeBufferPointer(rebasing: all[Int(starts[n])..<Int(ends[n])])) & (size - 1)
                while table[slot] != 0 { slot = (slot + 1) & (size - 1) }
                table[slot] = Int32(n + 1)
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.ends = ends
        self.table = table
    }

    package var count: Int { starts.count }

    /// Whether `name` is one of the names.
    package func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var slot = ByteStrings.hash(name) & (table.count - 1)
        return bytes.withUnsafeBufferPointer { all in
            while table[slot] != 0 {
                let n = Int(table[slot]) - 1, start = Int(starts[n]), length = Int(ends[n]) - start
                if length == name.count && (length == 0 || memcmp(all.baseAddress! + start, name.baseAddress!, length) == 0) { return true }
                slot = (slot + 1) & (table.count - 1)
            }
            return false
        }
    }

    /// Whether the UTF-8 of `text` from byte `offset` on is one of the names.
    package func contains(_ text: String, from offset: Int = 0) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in contains(UnsafeBufferPointer(rebasing: utf8[min(offset, utf8.count)...])) }
    }

    /// A table slot's hash of a name: its FNV-1a, folded.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = fnv1a(name)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// FNV-1a, 64 bits: a key for a name counted by its bytes, no string made (two names sharing one are rare, and a
    /// count keyed so can only come out higher).
    /// (Concrete, not generic: a generic over `Sequence` is not specialized across modules, and cost thousands of
    /// instructions a call.)
    package static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The FNV-1a of a slice of a file's bytes.
    package static func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 { bytes.withUnsafeBufferPointer { fnv1a($0) } }

    /// The FNV-1a of a text's UTF-8 bytes.
    package static func fnv1a(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { fnv1a($0) }
    }
}
