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
}
