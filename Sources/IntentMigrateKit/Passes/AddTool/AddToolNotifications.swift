/// How the code a run reads uses the app's own notifications (`NotificationCenter`): a name the code declares
/// (`static let addEntry = Notification.Name("addEntry")`) every mention of which is a post (`post(name: .addEntry)`)
/// is observed by nothing (no `publisher(for:)`, `addObserver`, `notifications(named:)`, `case .addEntry`), and an intent
/// whose `perform()` only posts it does nothing.
///
/// Counted in files that name notifications (their bytes hold "otification"): a name written after a dot anywhere else
/// counts as observed, whatever reads it, and so does its raw value made a name again (`Notification.Name("addEntry")`,
/// `.init("addEntry")`) outside its declaration. Only names written as members are judged; a post of a literal name, or
/// through a helper or another center, is left as doing something.
///
/// Source: Evaluation/labels (dev: kemiljk/shrednotes' "Add Session" and jaapstronks/ollie-app's Live Activity button,
/// whose posts nothing observes, labelled stubs; rounds 25 to 29's intents that post a name something observes are
/// actions, navigation or controls).
package struct NotificationUses: Sendable {
    /// The names declared as notification names, with the literal of their raw value as written (quotes included).
    private var declared: [String: String] = [:]
    /// How often each name is written after a dot.
    private var mentions: [String: Int] = [:]
    /// How often each name is the `name:` a `NotificationCenter` posts.
    private var posts: [String: Int] = [:]
    /// How often each raw value literal is made a name outside the declarations.
    private var rawValues: [String: Int] = [:]
    /// The names an intent's `perform()` posts: what the second look reads the files of.
    private(set) var postedByIntents: Set<String> = []

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

    mutating func add(_ file: IndexedFile) {
        guard Self.words.wants(file.bytes) else { return }
        let view = file.view, bytes = file.bytes
        // Declarations: a static constant of `extension Notification.Name`, or one made `Notification.Name(…)` anywhere.
        var declarations: [Range<Int>] = []
        for type in file.outline.types {
            let extendsName = type.kind == .extension && (type.name.hasSuffix("Notification.Name") || type.name == "NSNotification.Name")
            for property in type.properties where property.isStatic {
                guard let value = property.initializer else { continue }
                let text = String(utf8: bytes, value)
                guard extendsName || text.hasPrefix("Notification.Name(") || text.hasPrefix("NSNotification.Name(") else { continue }
                let literal = view.tokenIndices(in: value).first { view.tokens[$0].kind == .string }
                declared[property.name] = literal.map { String(utf8: bytes, view.tokens[$0].range) } ?? ""
                declarations.append(value)
            }
        }
        var performs: [ClosedRange<Int>] = []
        for type in file.outline.types { for function in type.functions where function.name == "perform" { if let body = function.bodyTokens { performs.append(body) } } }
        for i in view.tokens.indices where view.tokens[i].kind == .identifier {
            if i > 0, view.token(i - 1, is: ".", in: bytes) {
                mentions[String(utf8: bytes, view.tokens[i].range), default: 0] += 1
            }
            if let posted = Self.postedName(at: i, view: view, bytes: bytes) {
                posts[posted, default: 0] += 1
                if performs.contains(where: { $0.contains(i) }) { postedByIntents.insert(posted) }
            }
            // A raw value made a name: `Notification.Name("x")`, `Name(rawValue: "x")`, `.init("x")`.
            if view.token(i, is: "Name", in: bytes) || (view.token(i, is: "init", in: bytes) && i > 0 && view.token(i - 1, is: ".", in: bytes)),
               i + 1 < view.tokens.count, view.token(i + 1, is: "(", in: bytes), view.partner[i + 1] > i + 1,
               case let arguments = view.arguments(open: i + 1, in: bytes), arguments.count == 1,
               arguments[0].valueFirst == arguments[0].last, view.tokens[arguments[0].last].kind == .string,
               !declarations.contains(where: { $0.contains(view.tokens[i].range.lowerBound) }) {
                rawValues[String(utf8: bytes, view.tokens[arguments[0].last].range), default: 0] += 1
            }
        }
    }

    mutating func merge(_ other: NotificationUses) {
        declared.merge(other.declared) { mine, theirs in mine.isEmpty ? theirs : mine }
        mentions.merge(other.mentions, uniquingKeysWith: +)
        posts.merge(other.posts, uniquingKeysWith: +)
        rawValues.merge(other.rawValues, uniquingKeysWith: +)
        postedByIntents.formUnion(other.postedByIntents)
    }

    /// The code read declares `name` a notification with a literal raw value, posts it, and does nothing else with it.
    func isUnobserved(_ name: String) -> Bool {
        guard let raw = declared[name], !raw.isEmpty, let posted = posts[name], posted > 0 else { return false }
        return mentions[name, default: 0] == posted && rawValues[raw, default: 0] == 0
    }

    /// The names intents post that nothing read so far observes: the files that name them are worth reading.
    var namesToLookFor: Set<String> { postedByIntents.filter { mentions[$0, default: 0] == posts[$0, default: 0] } }
}
