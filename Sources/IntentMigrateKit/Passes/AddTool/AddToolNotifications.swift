/// How the code a run reads uses the app's own notifications (`NotificationCenter`): a name the code declares
/// (`static let addEntry = Notification.Name("addEntry")`) every mention of which is a post (`post(name: .addEntry)`)
/// is observed by nothing (no `publisher(for:)`, `addObserver`, `notifications(named:)`, `case .addEntry`), and an intent
/// whose `perform()` only posts it does nothing.
///
/// A name written after a dot in any file read counts as observed, whatever reads it, and so does its raw value written
/// anywhere as a literal outside its declaration (`Notification.Name("addEntry")`, `case "addEntry":`, a constant that
/// holds it). The files that name a posted name, or start a literal with its raw value, are read for it (the second
/// look). Only names of the module's own are judged: one declared `public` or `open` is for code the run may not read.
/// A post of a name made on the spot from a literal (`post(name: NSNotification.Name("addBookmark"), …)`) is judged by its
/// raw value alone: unobserved when every literal of that text read is such a post and no name declared holds it. A post
/// through a helper or another center is left as doing something.
///
/// Source: Evaluation/labels (dev: kemiljk/shrednotes' "Add Session", whose post nothing observes, labelled a stub; the
/// intents of rounds 25 to 29 that post a name something observes are actions, navigation or controls).
package struct NotificationUses: Sendable {
    /// The names declared as notification names (not `public` or `open`), with the text of their raw value when it is a
    /// literal of one word (`isWord`, without its quotes), else "" (such a name is never judged).
    private var declared: [String: String] = [:]
    /// How often each name is written as a member that can be one (`mayName`), by its bytes' key (`ByteStrings.fnv1a`).
    private var mentions: [UInt64: Int] = [:]
    /// How often each name is the `name:` a `NotificationCenter` posts.
    private var posts: [String: Int] = [:]
    /// How often each literal that could be a raw value (one word, no interpolation) is written outside the declarations,
    /// by its text's key.
    private var literals: [UInt64: Int] = [:]
    /// The names an intent's `perform()` posts: what the second look reads the files of.
    private(set) var postedByIntents: Set<String> = []
    /// How often each raw value is posted as a name made on the spot (`Notification.Name("addBookmark")`), and those an
    /// intent's `perform()` posts so.
    private var postedRaw: [String: Int] = [:]
    private var postedRawByIntents: Set<String> = []

    private static let words = Prefilter(words: ["otification"])

    /// The member name a `NotificationCenter`'s `post(name: .x)` posts when token `i` is that `post`; nil for anything else.
    static func postedName(at i: Int, view: LexedView, bytes: [UInt8]) -> String? {
        guard view.tokens[i].kind == .identifier, view.token(i, is: "post", in: bytes), i > 0, view.token(i - 1, is: ".", in: bytes),
              i + 1 < view.tokens.count, view.token(i + 1, is: "(", in: bytes), view.partner[i + 1] > i + 1 else { return nil }
        let receivers = view.receivers(of: i, bytes: bytes)
        guard receivers.contains("NotificationCenter"), let name = view.arguments(open: i + 1, in: bytes).first(where: { $0.label == "name" }),
              name.last > name.valueFirst, view.tokens[name.last].kind == .identifier, view.token(name.last - 1, is: ".", in: bytes) else { return nil }
        return String(utf8: bytes, view.tokens[name.last].range)
    }

    /// The raw value of a name made on the spot from a literal (`Notification.Name("x")`, `NSNotification.Name(rawValue:
    /// "x")`, `.init("x")`) that a `NotificationCenter`'s `post(name:)` posts when token `i` is that `post`.
    static func postedLiteral(at i: Int, view: LexedView, bytes: [UInt8]) -> String? {
        guard view.tokens[i].kind == .identifier, view.token(i, is: "post", in: bytes), i > 0, view.token(i - 1, is: ".", in: bytes),
              i + 1 < view.tokens.count, view.token(i + 1, is: "(", in: bytes), view.partner[i + 1] > i + 1,
              view.receivers(of: i, bytes: bytes).contains("NotificationCenter"),
              let name = view.arguments(open: i + 1, in: bytes).first(where: { $0.label == "name" }) else { return nil }
        let tokens = Array(name.valueFirst...name.last)
        guard tokens.count >= 4, view.token(tokens[tokens.count - 1], is: ")", in: bytes), view.tokens[tokens[tokens.count - 2]].kind == .string else { return nil }
        let head = tokens.dropLast(2).map { String(utf8: bytes, view.tokens[$0].range) }.joined()
        guard ["Notification.Name(", "NSNotification.Name(", ".init(", "Notification.Name(rawValue:", "NSNotification.Name(rawValue:", ".init(rawValue:"].contains(head) else { return nil }
        let literal = bytes[view.tokens[tokens[tokens.count - 2]].range]
        return isWord(literal) ? String(decoding: literal.dropFirst().dropLast(), as: UTF8.self) : nil
    }

    /// Adds one file's declarations and posts (in a file that names notifications) and its mentions and literals.
    mutating func add(_ file: IndexedFile) {
        let view = file.view, bytes = file.bytes
        let names = Self.words.wants(bytes)
        // Declarations: a static constant of `extension Notification.Name`, or one made `Notification.Name(…)` anywhere.
        var declarations: [Range<Int>] = []
        var performs: [ClosedRange<Int>] = []
        for type in file.outline.types {
            for function in type.functions where function.name == "perform" { if let body = function.bodyTokens { performs.append(body) } }
            guard names else { continue }
            let extendsName = type.kind == .extension && (type.name.hasSuffix("Notification.Name") || type.name == "NSNotification.Name")
            for property in type.properties where property.isStatic {
                guard let value = property.initializer else { continue }
                let text = String(utf8: bytes, value)
                guard extendsName || text.hasPrefix("Notification.Name(") || text.hasPrefix("NSNotification.Name(") else { continue }
                declarations.append(value)
                guard !(property.modifiers + type.modifiers).contains(where: { $0 == "public" || $0 == "open" }) else { continue }
                let literal = view.tokenIndices(in: value).first { view.tokens[$0].kind == .string }
                declared[property.name] = literal.map { view.tokens[$0].range }.flatMap { Self.isWord(bytes[$0]) ? String(utf8: bytes, ($0.lowerBound + 1)..<($0.upperBound - 1)) : nil } ?? ""
            }
        }
        for i in view.tokens.indices {
            switch view.tokens[i].kind {
            case .identifier:
                if Self.mayName(i, view: view, bytes: bytes) { mentions[ByteStrings.fnv1a(bytes[view.tokens[i].range]), default: 0] += 1 }
                if names, let posted = Self.postedName(at: i, view: view, bytes: bytes) {
                    posts[posted, default: 0] += 1
                    if performs.contains(where: { $0.contains(i) }) { postedByIntents.insert(posted) }
                } else if names, let raw = Self.postedLiteral(at: i, view: view, bytes: bytes) {
                    postedRaw[raw, default: 0] += 1
                    if performs.contains(where: { $0.contains(i) }) { postedRawByIntents.insert(raw) }
                }
            case .string:
                let range = view.tokens[i].range
                guard Self.isWord(bytes[range]), !declarations.contains(where: { $0.contains(range.lowerBound) }) else { continue }
                literals[ByteStrings.fnv1a(bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]), default: 0] += 1
            default: continue
            }
        }
    }

    /// The identifier at `i` can be a notification's name: a member written after a dot, not called, either implicit
    /// (`.addSession`) or of a type (`Notification.Name.addSession`, `AppEvents.refresh`), not of a value (`store.items`).
    static func mayName(_ i: Int, view: LexedView, bytes: [UInt8]) -> Bool {
        guard i > 0, view.token(i - 1, is: ".", in: bytes), !(i + 1 < view.tokens.count && view.token(i + 1, is: "(", in: bytes)) else { return false }
        if view.isImplicitMember(i, bytes: bytes) { return true }
        return i >= 2 && view.tokens[i - 2].kind == .identifier && bytes[view.tokens[i - 2].range.lowerBound] >= UInt8(ascii: "A")
            && bytes[view.tokens[i - 2].range.lowerBound] <= UInt8(ascii: "Z")
    }

    /// A literal that could be a raw value: one word of ASCII letters, digits, `.`, `_` or `-`, quoted once.
    static func isWord(_ literal: ArraySlice<UInt8>) -> Bool {
        guard literal.count > 2, literal.count <= 102, literal.first == UInt8(ascii: "\""), literal.last == UInt8(ascii: "\"") else { return false }
        return literal.dropFirst().dropLast().allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// Adds another file's or module's uses.
    mutating func merge(_ other: NotificationUses) {
        declared.merge(other.declared) { mine, theirs in mine.isEmpty ? theirs : mine }
        mentions.merge(other.mentions, uniquingKeysWith: +)
        posts.merge(other.posts, uniquingKeysWith: +)
        literals.merge(other.literals, uniquingKeysWith: +)
        postedByIntents.formUnion(other.postedByIntents)
        postedRaw.merge(other.postedRaw, uniquingKeysWith: +)
        postedRawByIntents.formUnion(other.postedRawByIntents)
    }

    /// The code read declares `name` a notification with a literal raw value, posts it, and does nothing else with it.
    func isUnobserved(_ name: String) -> Bool {
        guard let raw = declared[name], !raw.isEmpty, let posted = posts[name], posted > 0 else { return false }
        return mentions[ByteStrings.fnv1a(name), default: 0] == posted && literals[ByteStrings.fnv1a(raw), default: 0] == 0
    }

    /// The code read posts `raw` only as names made on the spot (`Notification.Name("x")`): every literal of that text is
    /// such a post, and no name declared holds it.
    func isUnobserved(raw: String) -> Bool {
        guard let posted = postedRaw[raw], posted > 0, !declared.values.contains(raw) else { return false }
        return literals[ByteStrings.fnv1a(raw), default: 0] == posted
    }

    /// The names intents post that nothing read so far observes: the files that name them are worth reading.
    var namesToLookFor: Set<String> { postedByIntents.filter { mentions[ByteStrings.fnv1a($0), default: 0] == posts[$0, default: 0] } }

    /// The raw values of those names: the files whose literals start with them are worth reading too.
    var textsToLookFor: Set<String> {
        Set(namesToLookFor.compactMap { declared[$0] }.filter { !$0.isEmpty }).union(postedRawByIntents.filter(isUnobserved(raw:)))
    }
}
