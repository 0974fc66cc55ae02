/// The modifiers before a declaration, as keywords (the outline makes their strings once, at the end).
package struct Modifiers {
    /// Up to eight keywords, a byte each (no allocation); any more go to `more`.
    private var packed: UInt64 = 0
    private var count = 0
    private var more: [Keyword] = []
    package mutating func append(_ word: Keyword) {
        if count < 8 { packed |= UInt64(word.rawValue) << (8 * count) } else { more.append(word) }
        count += 1
    }
    private func word(_ i: Int) -> Keyword { i < 8 ? Keyword(rawValue: UInt8(truncatingIfNeeded: packed >> (8 * i)))! : more[i - 8] }
    package var isStatic: Bool { (0..<count).contains { word($0) == .static || word($0) == .class } }
    /// The spellings; a single modifier (the usual case) shares a list made once per keyword.
    package var spellings: [String] {
        switch count {
        case 0: return []
        case 1: return Keyword.alone[Int(word(0).rawValue)]
        default: return (0..<count).map { word($0).spelling }
        }
    }
}

/// The words the outline acts on, recognised from a token's bytes (no string is made per token).
package enum Keyword: UInt8, CaseIterable, Sendable {
    case none
    // Modifiers.
    case `public`, `private`, `fileprivate`, `internal`, open, package, final, `static`, override, mutating, nonmutating,
         lazy, weak, unowned, required, convenience, nonisolated, indirect, dynamic, optional, consuming, borrowing,
         distributed, isolated
    // Declarations.
    case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `struct`, `class`, `enum`, actor, `protocol`, `extension`,
         `typealias`, `case`
    // Lines skipped whole.
    case `import`, `associatedtype`, `precedencegroup`, `operator`, macro
    // Effects and clauses.
    case async, `throws`, `rethrows`, reasync, `where`

    /// The keyword as written (a table, not reflection: `String(describing:)` on a case is slow).
    package var spelling: String { Keyword.spellings[Int(rawValue)] }

    package static let spellings: [String] = [
        "",
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "required", "convenience", "nonisolated", "indirect", "dynamic", "optional", "consuming", "borrowing",
        "distributed", "isolated",
        "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol", "extension",
        "typealias", "case",
        "import", "associatedtype", "precedencegroup", "operator", "macro",
        "async", "throws", "rethrows", "reasync", "where",
    ]

    /// Each keyword's spelling as a one-element list (for `Modifiers.spellings`).
    package static let alone: [[String]] = spellings.map { [$0] }

    package var isModifier: Bool { rawValue >= Keyword.public.rawValue && rawValue <= Keyword.isolated.rawValue }
    package var isDeclaration: Bool { rawValue >= Keyword.var.rawValue && rawValue <= Keyword.case.rawValue }
    package var skipsLine: Bool { self == .typealias || (rawValue >= Keyword.import.rawValue && rawValue <= Keyword.macro.rawValue) }
    package var isEffect: Bool { rawValue >= Keyword.async.rawValue }
    package var typeKind: TypeDecl.Kind? {
        switch self {
        case .struct: .struct
        case .class: .class
        case .actor: .actor
        case .enum: .enum
        case .protocol: .protocol
        case .extension: .extension
        default: nil
        }
    }

    /// Buckets of (spelling, keyword) by length and first letter.
    package static let buckets: [[([UInt8], Keyword)]] = {
        var buckets = [[([UInt8], Keyword)]](repeating: [], count: 16 * 26)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            buckets[bytes.count * 26 + Int(bytes[0] - UInt8(ascii: "a"))].append((bytes, keyword))
        }
        return buckets
    }()

    package static func classify(_ word: UnsafeBufferPointer<UInt8>) -> Keyword {
        guard word.count >= 2, word.count < 16, word[0] >= UInt8(ascii: "a"), word[0] <= UInt8(ascii: "z") else { return .none }
        for (spelling, keyword) in buckets[word.count * 26 + Int(word[0] - UInt8(ascii: "a"))]
        where spelling.withUnsafeBufferPointer({ memcmp($0.baseAddress!, word.baseAddress!, word.count) == 0 }) {
            return keyword
        }
        return .none
    }
}
