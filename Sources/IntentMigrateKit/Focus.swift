#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which top-level declarations of a file the passes can care about.
///
/// The prefilter dismisses a file that names none of the passes' words. `Focus` applies the same rule one
/// level down: a top-level type whose declaration names none of those words, and which the tree index
/// doesn't know to conform (through any extension) to anything that does, is of no interest to any pass —
/// in a file of its own it would have been dismissed. The passes then run on the file with that type's
/// body emptied ("hollowed"): relexing, outlining and querying after each stage cost what the relevant
/// code costs, not what the whole file does. A big view model next to a small intent is the usual case.
///
/// Nothing else changes: the declaration's header and braces stay, so every line around the relevant code
/// reads the same; edits and findings map back onto the whole file; a run in which any pass edits or
/// reports inside a hollowed declaration is thrown away and the file is migrated whole. Debug builds also
/// migrate every hollowed file whole and require the same result.
public struct Focus: Sendable {
    /// Files with fewer bytes to hollow are migrated whole: hollowing has its own cost (a lex and outline
    /// of the hollowed text, the mapping back). A chosen default, not a measured break-even.
    public static let defaultMinimum = 1024

    /// Besides the passes' and the index's words: suppression comments (a malformed one is reported),
    /// the schema macros' names (`AppEnum` among them), and the property wrappers the passes and the
    /// availability check read — from the tables that hold them.
    static let alsoWatched = [Suppressions.marker, "@Parameter"] + IntentProtocols.schemaMacros.sorted()
        + IntentProtocols.entityPropertyWrappers.sorted().map { "@" + $0 }

    let words: Prefilter
    let minimumHollowed: Int

    init(passes: [any Pass], minimumHollowed: Int) {
        words = Prefilter(words: passes.flatMap(\.triggerWords) + TreeIndex.triggerWords + Focus.alsoWatched)
        self.minimumHollowed = minimumHollowed
    }

    /// The top-level type bodies no pass can care about, when together they are worth hollowing.
    func hollows(source: SourceText, view: LexedView, outline: Outline, index: TreeIndex) -> [Hollow] {
        select(candidates(bytes: source.bytes, view: view, outline: outline), index: index)
    }

    /// What the file alone tells: top-level types whose declaration names no watched word and whose body's
    /// `#if`s balance. The index has the last word (`select`): it knows conformances declared elsewhere.
    func candidates(bytes: [UInt8], view: LexedView, outline: Outline) -> [HollowCandidate] {
        let types = outline.types
        var result: [HollowCandidate] = []
        var i = 0
        while i < types.count {
            let type = types[i]
            var end = i + 1
            while end < types.count && types[end].parent != nil { end += 1 }
            defer { i = end }
            let declaration = type.startOffset(in: view)..<type.body.upperBound
            let interior = type.body.lowerBound + 1..<type.body.upperBound - 1
            guard type.parent == nil, interior.count > 0, !mentionsWatchedWord(bytes[declaration]),
                  directivesBalance(in: type.bodyTokens, view: view, bytes: bytes) else { continue }
            let names = types[i..<end].map { [$0.simpleName] + $0.inheritance.map(\.name) }
            result.append(HollowCandidate(hollow: Hollow(interior: interior, declaration: declaration), names: names))
        }
        return result
    }

    /// The candidates none of whose types the tree ties to a watched word, when they are worth hollowing.
    func select(_ candidates: [HollowCandidate], index: TreeIndex) -> [Hollow] {
        let chosen = candidates.filter { !$0.names.contains { conformsToWatchedName($0, index: index) } }.map(\.hollow)
        return chosen.reduce(0) { $0 + $1.interior.count } >= minimumHollowed ? chosen : []
    }

    /// Whether hollowing could pay off in this file at all (before the index is known).
    func worthHollowing(_ candidates: [HollowCandidate]) -> Bool {
        !candidates.isEmpty && candidates.reduce(0) { $0 + $1.hollow.interior.count } >= minimumHollowed
    }

    func mentionsWatchedWord(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { words.wants($0) }
    }

    /// The type, or anything it inherits from anywhere in the tree, is named with a watched word
    /// (`AppIntent`, a tree protocol refining it, …).
    func conformsToWatchedName(_ names: [String], index: TreeIndex) -> Bool {
        // Name by name: no watched word spans two names (none holds what separates them).
        index.anyBase(of: names) { name in
            var name = name
            return name.withUTF8 { words.wants($0) }
        }
    }

    /// `#if` … `#endif` inside the body open and close there (hollowing keeps conditions of the code after it).
    func directivesBalance(in body: ClosedRange<Int>, view: LexedView, bytes: [UInt8]) -> Bool {
        // No `#` in the body's code (the mask blanks comments and literals): nothing to count.
        let code = view.tokens[body.lowerBound].range.upperBound..<view.tokens[body.upperBound].range.lowerBound
        guard view.mask.withUnsafeBufferPointer({ $0.index(of: UInt8(ascii: "#"), from: code.lowerBound, before: code.upperBound) }) != nil
        else { return true }
        var balance = DirectiveBalance()
        for i in body { if let directive = view.directive(at: i, bytes: bytes) { balance.add(directive) } }
        return balance.isBalanced
    }
}

/// A type body to empty: the bytes between its braces, and the whole declaration (both in the file as read).
public struct Hollow: Sendable {
    let interior: Range<Int>
    let declaration: Range<Int>
}

/// A top-level type the file alone would let be hollowed, with the names (each type's in it: its own and
/// those it inherits) the tree index must not tie to a watched word.
public struct HollowCandidate: Sendable {
    let hollow: Hollow
    let names: [[String]]
}

/// A file with some bodies emptied, and the way back to the whole file.
struct Hollowed {
    let source: SourceText
    let view: LexedView
    let original: SourceText
    let hollows: [Hollow]
    /// In the hollowed text: where each declaration starts, and its closing brace (where the body goes back).
    let starts: [Int]
    let closes: [Int]

    init(source original: SourceText, hollows: [Hollow]) throws(LexError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(original.bytes.count - hollows.reduce(0) { $0 + $1.interior.count })
        var copied = 0
        var starts: [Int] = [], closes: [Int] = []
        for hollow in hollows {
            starts.append(hollow.declaration.lowerBound - (copied - bytes.count))
            bytes.append(contentsOf: original.bytes[copied..<hollow.interior.lowerBound])
            closes.append(bytes.count)
            copied = hollow.interior.upperBound
        }
        bytes.append(contentsOf: original.bytes[copied...])
        self.original = original
        self.hollows = hollows
        self.starts = starts
        self.closes = closes
        source = SourceText(bytes: bytes, styleOf: original)
        // Lexed on its own: the hollowed text is the small part of the file.
        self.view = try LexedView(bytes)
    }

    /// An offset in the hollowed text as read → the offset in the whole file as read.
    func toOriginal(_ offset: Int) -> Int {
        var result = offset
        for (close, hollow) in zip(closes, hollows) where close <= offset { result += hollow.interior.count }
        return result
    }

    /// The whole migrated file: the stages' final text with the bodies put back, and the map of offsets
    /// into it. Nil when some pass edited or reported inside a hollowed declaration (it must see it whole).
    /// `building: false`: the checks only, and an empty text (the caller has no use for it).
    func filled(_ stages: Pipeline.Stages, building: Bool = true) -> (final: [UInt8], toFinal: (Int) -> Int)? {
        var starts = self.starts, closes = self.closes
        func inside(_ offset: Int) -> Bool { zip(starts, closes).contains { $0 <= offset && offset <= $1 } }
        for stage in 0...stages.edits.count {
            for item in stages.pending where item.stage == stage && inside(item.offset) { return nil }
            guard stage < stages.edits.count else { break }
            let edits = stages.edits[stage]
            for edit in edits {
                for (start, close) in zip(starts, closes) {
                    // An insertion right before a declaration or right after it is fine; anything touching it is not.
                    let touches = edit.range.isEmpty ? start < edit.range.lowerBound && edit.range.lowerBound <= close
                                                     : edit.range.lowerBound <= close && start < edit.range.upperBound
                    if touches { return nil }
                }
            }
            starts = starts.map { Pipeline.mapForward($0, through: edits) }
            closes = closes.map { Pipeline.mapForward($0, through: edits) }
        }
        var bytes: [UInt8] = []
        if building {
            let hollowed = stages.final.bytes
            bytes.reserveCapacity(hollowed.count + hollows.reduce(0) { $0 + $1.interior.count })
            var copied = 0
            for (close, hollow) in zip(closes, hollows) {
                bytes.append(contentsOf: hollowed[copied..<close])
                bytes.append(contentsOf: original.bytes[hollow.interior])
                copied = close
            }
            bytes.append(contentsOf: hollowed[copied...])
        }
        let finalCloses = closes, lengths = hollows.map(\.interior.count)
        let toFinal: (Int) -> Int = { offset in
            var result = offset
            for (close, length) in zip(finalCloses, lengths) where close <= offset { result += length }
            return result
        }
        return (bytes, toFinal)
    }
}

extension FileResult {
    /// The same text, findings, tools and outcome (debug checks of hollowing).
    /// `text: false`: this result left its migrated text out; the rest must still agree.
    func same(as other: FileResult, text: Bool = true) -> Bool {
        path == other.path && original == other.original && (!text || migrated == other.migrated) && findings == other.findings
            && migratedFindings == other.migratedFindings && failure == other.failure && changed == other.changed
            && newTools.map(\.name) == other.newTools.map(\.name) && newTools.map(\.line) == other.newTools.map(\.line)
    }
}
