/// A word that makes a file worth a pass's time, and where in the file it has to be for that.
public struct TriggerWord: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    package enum Place: Sendable, Hashable {
        /// In the code: not in a comment or inside a string literal (an identifier, an attribute, `<#…#>`).
        case code
        /// At the start of a string literal's text (`"TODO: describe …"`, the placeholders the passes write).
        case stringStart
    }

    package let text: String
    package let place: Place

    public init(stringLiteral text: String) { self.init(text, place: .code) }
    package init(_ text: String, place: Place) {
        self.text = text
        self.place = place
    }
    package static func code(_ text: String) -> TriggerWord { TriggerWord(text, place: .code) }
    package static func stringStart(_ text: String) -> TriggerWord { TriggerWord(text, place: .stringStart) }
    public var description: String { text }
}

/// Which files are worth the passes' time: those that hold one of their words where it counts. The bytes
/// are searched first (`Prefilter`, before anything is decoded); a file that holds a word is lexed, and is
/// worth its migration only when a word is in the code or opens a string literal, not only in comments
/// or inside other text.
package struct FileFilter: Sendable {
    /// Every word, found in the raw bytes.
    package let bytes: Prefilter
    /// The words that count in code, found in the lexed file's mask (comments and literals blanked).
    package let code: Prefilter
    /// `"` and the words that count at the start of a string literal.
    package let stringStarts: [[UInt8]]

    package init(_ words: [TriggerWord]) {
        bytes = Prefilter(words: words.map(\.text))
        code = Prefilter(words: words.filter { $0.place == .code }.map(\.text))
        stringStarts = Set(words.filter { $0.place == .stringStart }.map(\.text)).sorted().map { Array("\"\($0)".utf8) }
    }

    /// The words the bytes are searched for.
    package var words: [String] { bytes.words }

    /// The raw bytes hold one of the words (anywhere: in a comment, in a string).
    package func wants(_ bytes: [UInt8]) -> Bool { self.bytes.wants(bytes) }

    /// The lexed file holds one where it counts.
    package func wants(_ view: LexedView, bytes: [UInt8]) -> Bool {
        if code.wants(view.mask) { return true }
        guard !stringStarts.isEmpty else { return false }
        return view.tokens.contains { token in
            token.kind == .string && stringStarts.contains { start in
                token.range.count > start.count && bytes[token.range.lowerBound..<token.range.lowerBound + start.count].elementsEqual(start)
            }
        }
    }
}
