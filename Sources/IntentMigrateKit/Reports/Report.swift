#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// `findings` sorted by `reportOrder`, with the paths put in order once (not compared per pair of findings):
    /// the report of a large run is sorted after the parallel work, on one thread.
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        // A file's findings come one after another: a path is looked up once per run of them.
        var heads: [Int] = []
        for i in findings.indices where i == 0 || findings[i].path != findings[i - 1].path { heads.append(i) }
        if let ordered = orderedRuns(findings, heads: heads) { return ordered }
        var rank: [String: Int] = [:]
        for path in Set(heads.lazy.map { findings[$0].path }).sorted() { rank[path] = rank.count }
        var ranks = [Int](repeating: 0, count: findings.count)
        for (n, head) in heads.enumerated() {
            let r = rank[findings[head].path]!
            for i in head..<(n + 1 < heads.count ? heads[n + 1] : findings.count) { ranks[i] = r }
        }
        // Position keys in flat arrays: the comparisons copy no finding, and reach the strings only on a tie.
        let lines = findings.map(\.line), columns = findings.map(\.column)
        return findings.indices.sorted { i, j in
            if ranks[i] != ranks[j] { return ranks[i] < ranks[j] }
            if lines[i] != lines[j] { return lines[i] < lines[j] }
            if columns[i] != columns[j] { return columns[i] < columns[j] }
            return (findings[i].id, findings[i].message) < (findings[j].id, findings[j].message)
        }.map { findings[$0] }
    }

    /// `findings` in report order when each file's come as one run already in order (as the pipeline leaves them):
    /// only the runs are put in order of their paths. Nil when a path comes in two runs or a run is out of order.
    static func orderedRuns(_ findings: [Finding], heads: [Int]) -> [Finding]? {
        var paths: Set<String> = []
        paths.reserveCapacity(heads.count)
        for head in heads where !paths.insert(findings[head].path).inserted { return nil }
        var next = 1
        for i in findings.indices.dropFirst() {
            if next < heads.count && heads[next] == i { next += 1; continue }
            let a = findings[i - 1], b = findings[i]
            if (a.line, a.column) != (b.line, b.column) {
                if (a.line, a.column) > (b.line, b.column) { return nil }
            } else if (a.id, a.message) > (b.id, b.message) {
                return nil
            }
        }
        let runs = heads.indices.sorted { findings[heads[$0]].path < findings[heads[$1]].path }
        var ordered: [Finding] = []
        ordered.reserveCapacity(findings.count)
        for run in runs { ordered += findings[heads[run]..<(run + 1 < heads.count ? heads[run + 1] : findings.count)] }
        return ordered
    }
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
        TextReport.written(input.findings).text
    }

    /// One file's findings as lines of the report (in report order), as bytes.
    static func lines(of findings: [Finding]) -> [UInt8] {
        TextReport.written(findings).bytes
    }

    /// The findings' lines in report order, written into one buffer: a line string per finding costs more than
    /// the rest of the report.
    static func written(_ findings: [Finding]) -> TextBuilder {
        var text = TextBuilder(capacity: findings.count * 160)
        for finding in Finding.inReportOrder(findings) {
            finding.appendTextLine(to: &text)
            text.add("\n")
        }
        return text
    }

    /// The report of `results` from the lines their workers rendered (`RunRequest.rendersReportText`): the same
    /// bytes as `render` gives for their findings. Nil when a result with findings has no lines, or two share a path.
    public static func assembled(_ results: [FileResult]) -> [UInt8]? {
        let reported = results.filter { !$0.findings.isEmpty }
        guard reported.allSatisfy({ $0.reportText != nil }), Set(reported.map(\.path)).count == reported.count else { return nil }
        var report: [UInt8] = []
        report.reserveCapacity(reported.reduce(0) { $0 + $1.reportText!.count })
        for result in reported.sorted(by: { $0.path < $1.path }) { report += result.reportText! }
        return report
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
    }

    public func render(_ input: ReportInput) -> String {
        let floors = input.floors.map { floor in
            Floor(project: floor.source, known: floor.isKnown,
                  versions: Dictionary(uniqueKeysWithValues: floor.versions.map { ($0.key.rawValue, $0.value.description) }))
        }
        let items = Finding.inReportOrder(input.findings).map {
            Item(path: $0.path, line: $0.line, column: $0.column, severity: $0.severity.rawValue, pass: $0.id, message: $0.message, fixable: $0.fixable)
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
            return "::\(command) file=\(property(finding.path)),line=\(finding.line),col=\(finding.column),title=\(property(finding.id))::\(data(finding.message))\n"
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
