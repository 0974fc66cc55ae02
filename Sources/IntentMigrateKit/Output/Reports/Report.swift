/// What a `check` report is made from.
public struct ReportInput: Sendable {
    public let findings: [Finding]
    /// The floor used for each project (by where it came from).
    public let floors: [DeploymentFloor]
    public let passes: [any Pass]
    /// The folder paths are relative to (`%SRCROOT%` in SARIF).
    public let root: String

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
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.path, a.line, a.column, a.id, a.message) < (b.path, b.line, b.column, b.id, b.message)
    }

    /// `findings` sorted by `reportOrder`.
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] { findings.sorted(by: reportOrder) }
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
    }

    public func render(_ input: ReportInput) -> String {
        let floors = input.floors.map { floor in
            Floor(project: floor.source, known: floor.isKnown,
                  versions: Dictionary(uniqueKeysWithValues: floor.versions.map { ($0.key.rawValue, $0.value.description) }))
        }
        let items = Finding.inReportOrder(input.findings).map {
            Item(path: $0.path, line: $0.line, column: $0.column, severity: $0.severity.rawValue, pass: $0.id.rawValue, message: $0.message, fixable: $0.fixable,
                 targets: $0.targets)
        }
        return encodeJSON(Document(tool: "intent-migrate", version: intentMigrateVersion, floors: floors, findings: items))
    }
}

/// GitHub Actions workflow commands: one annotation per finding.
public struct GitHubReport: ReportFormatter {
    public init() {}

    public func render(_ input: ReportInput) -> String {
        Finding.inReportOrder(input.findings).map { finding in
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            return "::\(command) file=\(property(finding.path)),line=\(finding.line),col=\(finding.column),title=\(property(finding.id.rawValue))::\(data(finding.message))\n"
        }.joined()
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
