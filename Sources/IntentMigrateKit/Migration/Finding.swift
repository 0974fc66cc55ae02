/// How much a finding matters; `check --fail-on` compares against it.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note, warning, error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What makes `check` fail (`--fail-on`, config `failOn`): a finding at or above a severity; `deferred` also
/// fails on the findings waiting for a higher deployment floor (notes), and `note` on every finding.
public enum FailLevel: String, Sendable, CaseIterable {
    case error, warning, deferred, note

    public func fails(on finding: Finding) -> Bool {
        switch self {
        case .error: finding.severity == .error
        case .warning: finding.severity >= .warning
        case .deferred: finding.severity >= .warning || finding.isDeferred
        case .note: true
        }
    }
}

/// Something a pass or the engine reports about a file, at a 1-based line and column.
public struct Finding: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var id: FindingID
    public var message: String
    /// `apply` would fix it (an edit reported by `check`).
    public var fixable: Bool
    /// The targets that compile the file (`HomeAssistant.xcodeproj:App`); empty where no project says.
    public var targets: [String] = []
    /// Deferred: what the tool deliberately left unwritten until the deployment floor reaches this version
    /// (`@Property(description:)` below 27.3). A note that fails `check` only with `--fail-on deferred`.
    public var waitingFor: OSVersion?
    public var isDeferred: Bool { waitingFor != nil }
    /// The decision about an intent this finding reports, with its reason code.
    public var decision: Decision?
    /// The signs behind the decision and the rule that decided (`why` prints them).
    public var evidence: [String] = []
    /// How the summaries count it: its severity, or `waiting for a 27.3 floor`.
    public var kind: String { waitingFor.map { "waiting for a \($0) floor" } ?? severity.rawValue }

    package init(path: String, line: Int, column: Int, severity: Severity, id: FindingID, message: String, fixable: Bool = false) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
        self.fixable = fixable
    }

    /// `path:line:col: severity: message [id]`, the form Xcode and editors parse.
    public var textLine: String { "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(id)]" }
}

/// A replacement of a byte range in the text a pass was given.
package struct Edit: Sendable, Equatable {
    package let range: Range<Int>
    package let replacement: String
    /// What the edit does, in the user's words: `check` reports it as a warning.
    package let message: String
    /// Where the edit is reported (the declaration it is about); defaults to the edit itself.
    package let reportOffset: Int
    /// The intent this edit newly marks as a tool, for the reviewer's list.
    package let newTool: String?
    /// What the summary counts it as (a description placeholder written, a failure thrown …).
    package var tally: Tally?
    /// The signs behind the decision the edit carries out (`why` prints them).
    public var evidence: [String] = []

    package init(range: Range<Int>, replacement: String, message: String, reportOffset: Int? = nil, newTool: String? = nil) {
        self.range = range
        self.replacement = replacement
        self.message = message
        self.reportOffset = reportOffset ?? range.lowerBound
        self.newTool = newTool
    }

    /// Inserts `text` at `offset`.
    package static func insert(_ text: String, at offset: Int, message: String, reportOffset: Int? = nil, newTool: String? = nil) -> Edit {
        Edit(range: offset..<offset, replacement: text, message: message, reportOffset: reportOffset, newTool: newTool)
    }
}

/// What the summary counts for the person who finishes the migration (what was written, what is left to do): which
/// pass, and what of it. The pass declares how it is told (`PassSummary`).
public struct Tally: Hashable, Sendable {
    public let pass: PassID
    public let name: String

    package init(_ pass: PassID, _ name: String) {
        self.pass = pass
        self.name = name
    }
}

/// A finding as a pass makes it: an offset in the text the pass was given.
package struct PassFinding: Sendable, Equatable {
    package let offset: Int
    package let severity: Severity
    package let message: String
    /// Overrides the pass id (e.g. `availability`).
    package let id: FindingID?
    /// What was decided about an intent.
    package let decision: Decision?
    /// Left unwritten until the floor reaches this version: a deferred finding (always a note).
    package let waitingFor: OSVersion?
    /// What the summary counts it as (a likely failure to decide, an unfinished description).
    package var tally: Tally?
    /// The signs behind the decision and the rule that decided (`why` prints them).
    public var evidence: [String] = []

    package init(offset: Int, severity: Severity, message: String, id: FindingID? = nil, decision: Decision? = nil) {
        self.offset = offset
        self.severity = severity
        self.message = message
        self.id = id
        self.decision = decision
        waitingFor = nil
    }

    /// A deferred finding: `message` says what was not written, and why, until the floor reaches `version`.
    package static func deferred(offset: Int, until version: OSVersion, message: String, id: FindingID? = nil) -> PassFinding {
        PassFinding(offset: offset, message: "\(message); waiting for a \(version) floor", id: id, waitingFor: version)
    }

    private init(offset: Int, message: String, id: FindingID?, waitingFor: OSVersion) {
        self.offset = offset
        severity = .note
        self.message = message
        self.id = id
        decision = nil
        self.waitingFor = waitingFor
    }
}
