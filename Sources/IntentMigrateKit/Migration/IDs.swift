/// A pass's stable id (`add-tool`, …): what `--only`, `--skip`, configuration and suppression comments name.
public struct PassID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
    public static func < (a: PassID, b: PassID) -> Bool { a.rawValue < b.rawValue }
}

/// What a finding is about: the pass that made it, or one of the ids no pass owns.
public struct FindingID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    /// A finding of the pass `pass`.
    public init(_ pass: PassID) { rawValue = pass.rawValue }
    public var description: String { rawValue }
    public static func < (a: FindingID, b: FindingID) -> Bool { a.rawValue < b.rawValue }

    /// Something a project's deployment floor doesn't allow yet.
    public static let availability: FindingID = "availability"
    /// A file that could not be processed.
    public static let input: FindingID = "input"
    /// The configuration could not be used.
    public static let config: FindingID = "config"
    /// A suppression comment that names an unknown pass or suppresses nothing.
    public static let suppression: FindingID = "suppression"
    /// A baseline entry that matches nothing any more.
    public static let baseline: FindingID = "baseline"
    /// What the project model found: files no target compiles, project files it could not read.
    public static let project: FindingID = "project"
    /// The ids no pass makes.
    public static let reserved: [FindingID] = [.availability, .input, .config, .suppression, .baseline, .project]

    /// What each id no pass makes reports, for `explain`.
    public static let explanations: [FindingID: String] = [
        .availability: """
        availability — something the code uses needs a newer OS than the file's deployment floor, or doesn't exist on a
        platform the file is compiled for (watchOS, tvOS). It names the construct, what it needs, the floor and where the
        floor came from (the target and its project file). Checked after the passes, on what they wrote and what was
        there. Turn it off for a declaration with `// intent-migrate: ignore availability`, for a run with
        `--skip availability` (or config "skip").
        """,
        .input: "input — a file could not be processed (binary, not UTF-8, too large, doesn't lex, can't be written or listed): named and left byte for byte untouched.",
        .config: "config — the configuration file could not be used; the run stops with exit 2.",
        .suppression: "suppression — a `// intent-migrate: ignore …` comment names an id that doesn't exist (a warning: the code is migrated anyway) or suppresses nothing (a note).",
        .baseline: "baseline — a baseline entry matches no finding any more: remove it from the baseline file.",
        .project: "project — what the project model found: Swift files a project compiles in no target (left alone), project files it could not read.",
    ]
}
