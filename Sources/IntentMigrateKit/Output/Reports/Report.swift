/// What a `check` report is made from.
public struct ReportInput: Sendable {
    public let findings: [Finding]
    /// The floor used for each project (by where it came from).
    public let floors: [DeploymentFloor]
    public let passes: [any Pass]
    /// The folder paths are relative to (`%SRCROOT%` in SARIF).
    public let root: String
    /// Notes too, where a format leaves them out by default (`github`).
    public var verbose = false
    /// The folder GitHub resolves annotation paths from (`GITHUB_WORKSPACE`); nil: each file's git work tree.
    public var workspace: String?

    public init(findings: [Finding], floors: [DeploymentFloor], passes: [any Pass], root: String) {
        self.findings = findings
        self.floors = floors
        self.passes = passes
        self.root = root
    }
}

/// One output format of `check`.
public protocol ReportFormatter: Sendable {
    func render(_ input: ReportInput) -> String
}

/// The formats `check --format` offers.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github

    public var formatter: any ReportFormatter {
        switch self {
        case .text: return TextReport()
        case .json: return JSONReport()
        case .sarif: return SARIFReport()
        case .github: return GitHubReport()
        }
    }
}

extension Finding {
    /// The order of every report: path, then position.
    package static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.path, a.line, a.column, a.id, a.message) < (b.path, b.line, b.column, b.id, b.message)
    }

    /// `findings` sorted by `reportOrder`.
    package static func inReportOrder(_ findings: [Finding]) -> [Finding] { findings.sorted(by: reportOrder) }
}

/// Encodes with sorted keys and pretty printing, the same bytes every run.
func encodeJSON<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
}

/// `path:line:col: severity: message [id]`, the form Xcode and editors parse.
public struct TextReport: ReportFormatter {
    public init() {}
    public func render(_ input: ReportInput) -> String {
        Finding.inReportOrder(input.findings).map { $0.textLine + "\n" }.joined()
    }
}

/// One JSON document: tool version, floors per project, findings.
public struct JSONReport: ReportFormatter {
    public init() {}

    struct Document: Encodable {
        let tool: String
        let version: String
        let floors: [Floor]
        let findings: [Item]
    }
    struct Floor: Encodable {
        let project: String
        let known: Bool
        let versions: [String: String]
    }
    struct Item: Encodable {
        let path: String
        let line: Int
        let column: Int
        let severity: String
        let pass: String
        let message: String
        let fixable: Bool
        /// The targets compiling the file, `project:target`.
        let targets: [String]
        /// A deferred finding: the deployment floor it waits for (`27.3`).
        let waitingFor: String?
        /// The decision about an intent, as a stable reason code (`money`, `configuration`, `destructive`).
        let decision: String?
        /// The signs behind the decision and the rule that decided.
        let evidence: [String]?
    }

    public func render(_ input: ReportInput) -> String {
        let floors = input.floors.map { floor in
            Floor(project: floor.source, known: floor.isKnown,
                  versions: Dictionary(uniqueKeysWithValues: floor.versions.map { ($0.key.rawValue, $0.value.description) }))
        }
        let items = Finding.inReportOrder(input.findings).map {
            Item(path: $0.path, line: $0.line, column: $0.column, severity: $0.severity.rawValue, pass: $0.id.rawValue, message: $0.message, fixable: $0.fixable,
                 targets: $0.targets, waitingFor: $0.waitingFor?.description, decision: $0.decision?.rawValue,
                 evidence: $0.evidence.isEmpty ? nil : $0.evidence)
        }
        return encodeJSON(Document(tool: "intent-migrate", version: intentMigrateVersion, floors: floors, findings: items))
    }
}

/// GitHub Actions workflow commands: one annotation per finding.
public struct GitHubReport: ReportFormatter {
    public init() {}

    /// Errors, then warnings, then (with `verbose`) notes: GitHub shows only the first 10 of each kind in a
    /// step, so the ones that matter come first, and a last notice says how many there were. Paths are
    /// relative to the workspace (or the file's git work tree), whatever folder the tool ran in.
    public func render(_ input: ReportInput) -> String {
        let ordered = Finding.inReportOrder(input.findings)
        let shown = [Severity.error, .warning] + (input.verbose ? [.note] : [])
        var out = ""
        for severity in shown {
            for finding in ordered where finding.severity == severity {
                let command = severity == .error ? "error" : severity == .warning ? "warning" : "notice"
                let path = GitHubReport.annotationPath(finding.path, workspace: input.workspace)
                out += "::\(command) file=\(property(path)),line=\(finding.line),col=\(finding.column),title=\(property(finding.id.rawValue))::\(data(finding.message))\n"
            }
        }
        let count = { (severity: Severity) in ordered.filter { $0.severity == severity }.count }
        let (errors, warnings, notes) = (count(.error), count(.warning), count(.note))
        if errors > 10 || warnings > 10 || (notes > 0 && (!input.verbose || notes > 10)) {
            let hidden = input.verbose ? "" : " (notes with --verbose)"
            out += "::notice title=intent-migrate::\(errors) errors, \(warnings) warnings, \(notes) notes in all\(hidden); GitHub shows 10 of each kind per step: the step summary and `check` in a terminal list them all\n"
        }
        return out
    }

    /// A path as GitHub resolves it: relative to the workspace, else to the file's git work tree.
    static func annotationPath(_ path: String, workspace: String?) -> String {
        let absolute = Paths.absolute(path)
        guard let base = workspace.map(Paths.absolute) ?? Workspace.gitRoot(of: absolute) else { return path }
        let relative = Workspace.relative(absolute, to: base)
        return relative.hasPrefix("/") ? path : relative
    }

    /// Escaping for the message (GitHub's toolkit rules).
    func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escaping for a property value.
    func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
