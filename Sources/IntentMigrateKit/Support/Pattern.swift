import CPCRE2

/// A PCRE2 pattern compiled once, with JIT, and matched over UTF-8 bytes.
///
/// Compiled code is immutable after creation and PCRE2 allows it to be shared between threads;
/// match data is created per `matches` call, so each thread has its own.
package final class Pattern: @unchecked Sendable {
    /// A failure to compile a pattern: a programming error in a pass or a bad config value.
    package struct CompileError: Error, CustomStringConvertible, Sendable {
        package let pattern: String
        package let message: String
        package let offset: Int
        package var description: String { "bad pattern \(pattern) at \(offset): \(message)" }
    }

    /// One match: the whole range and each capture group's range (nil when the group did not take part).
    package struct Match: Sendable {
        package let range: Range<Int>
        package let groups: [Range<Int>?]
        package subscript(group: Int) -> Range<Int>? { group == 0 ? range : groups[group - 1] }
    }

    package let source: String
    private let code: OpaquePointer
    private let captureCount: Int

    /// `utf: false` matches bytes, for subjects not yet known to be UTF-8 (the prefilter).
    package init(_ pattern: String, caseInsensitive: Bool = false, multiline: Bool = true, utf: Bool = true) throws {
        var options: UInt32 = utf ? PCRE2_UTF | PCRE2_UCP : 0
        if caseInsensitive { options |= PCRE2_CASELESS }
        if multiline { options |= PCRE2_MULTILINE }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let compiled = pattern.withCString { pointer in
            pcre2_compile_8(UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                            cpcre2_zero_terminated(), options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            var buffer = [UInt8](repeating: 0, count: 256)
            pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
            let message = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            throw CompileError(pattern: pattern, message: message, offset: errorOffset)
        }
        pcre2_jit_compile_8(compiled, PCRE2_JIT_COMPLETE)
        var count: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        self.source = pattern
        self.code = compiled
        self.captureCount = Int(count)
    }

    /// A pattern written in the source: a compile failure is a programming error.
    package convenience init(literal pattern: String, caseInsensitive: Bool = false, utf: Bool = true) {
        do { try self.init(pattern, caseInsensitive: caseInsensitive, utf: utf) } catch { preconditionFailure("\(error)") }
    }

    deinit { pcre2_code_free_8(code) }

    /// Every non-overlapping match in `subject[range]`. The subject must already be valid UTF-8.
    package func matches(in subject: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, limit: Int = .max) -> [Match] {
        let range = range ?? 0..<subject.count
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return [] }
        defer { pcre2_match_data_free_8(data) }
        var results: [Match] = []
        var start = range.lowerBound
        let base = subject.baseAddress ?? UnsafePointer(bitPattern: 1)!
        while start <= range.upperBound, results.count < limit {
            let rc = pcre2_match_8(code, base, range.upperBound, start, PCRE2_NO_UTF_CHECK, data, nil)
            if rc < 0 { break }
            let vector = pcre2_get_ovector_pointer_8(data)!
            let whole = Int(vector[0])..<Int(vector[1])
            var groups: [Range<Int>?] = []
            groups.reserveCapacity(captureCount)
            for index in stride(from: 1, through: captureCount, by: 1) {
                let lower = vector[2 * index], upper = vector[2 * index + 1]
                groups.append(lower == cpcre2_unset() ? nil : Int(lower)..<Int(upper))
            }
            results.append(Match(range: whole, groups: groups))
            if whole.isEmpty {
                start = whole.upperBound + 1
                while start < range.upperBound, subject[start] & 0xC0 == 0x80 { start += 1 }
            } else {
                start = whole.upperBound
            }
        }
        return results
    }

    /// The first match in `subject[range]`, if any.
    package func firstMatch(in subject: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) -> Match? {
        matches(in: subject, range: range, limit: 1).first
    }

    /// Convenience over a byte array.
    package func matches(in bytes: [UInt8], range: Range<Int>? = nil, limit: Int = .max) -> [Match] {
        bytes.withUnsafeBufferPointer { matches(in: $0, range: range, limit: limit) }
    }

    package func firstMatch(in bytes: [UInt8], range: Range<Int>? = nil) -> Match? {
        matches(in: bytes, range: range, limit: 1).first
    }

}
