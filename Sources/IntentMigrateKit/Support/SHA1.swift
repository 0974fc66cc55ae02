/// SHA-1, for the blob ids in a patch's `index` line (git names a file's content by the SHA-1 of
/// `blob <size>\0<content>`; with them `git apply -3` can fall back to a three-way merge). Not for security.
package struct SHA1 {
    private var h0: UInt32 = 0x67452301, h1: UInt32 = 0xEFCDAB89, h2: UInt32 = 0x98BADCFE, h3: UInt32 = 0x10325476, h4: UInt32 = 0xC3D2E1F0

    /// Git's object id of a blob with these bytes, in hex.
    package static func blobID(_ bytes: [UInt8]) -> String {
        hex(digest(Array("blob \(bytes.count)\0".utf8) + bytes))
    }

    package static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
    }

    /// FIPS 180-4 SHA-1 of `message`: whole blocks read in place, the last ones from a padded copy.
    package static func digest(_ message: [UInt8]) -> [UInt8] {
        var state = SHA1()
        let whole = message.count / 64 * 64
        message.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < whole { state.compress(bytes.baseAddress! + offset); offset += 64 }
        }
        var tail = Array(message[whole...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(message.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count { state.compress(bytes.baseAddress! + offset); offset += 64 }
        }
        return [state.h0, state.h1, state.h2, state.h3, state.h4].flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
    }

    /// One 64-byte block.
    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for i in 0..<16 {
                w[i] = UInt32(block[i * 4]) << 24 | UInt32(block[i * 4 + 1]) << 16 | UInt32(block[i * 4 + 2]) << 8 | UInt32(block[i * 4 + 3])
            }
            for i in 16..<80 { let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]; w[i] = x << 1 | x >> 31 }
            var a = h0, b = h1, c = h2, d = h3, e = h4
            for i in 0..<80 {
                let f: UInt32, k: UInt32
                if i < 20 { f = (b & c) | (~b & d); k = 0x5A827999 }
                else if i < 40 { f = b ^ c ^ d; k = 0x6ED9EBA1 }
                else if i < 60 { f = (b & c) | (b & d) | (c & d); k = 0x8F1BBCDC }
                else { f = b ^ c ^ d; k = 0xCA62C1D6 }
                let t = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                e = d; d = c; c = b << 30 | b >> 2; b = a; a = t
            }
            h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e
        }
    }
}
