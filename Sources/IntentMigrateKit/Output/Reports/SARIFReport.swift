/// SARIF 2.1.0, as GitHub code scanning loads it: one run, a rule per pass (with its help and the address of its
/// README), results with locations relative to `%SRCROOT%` (the repository's root: `GITHUB_WORKSPACE`, else the git
/// work tree holding the current folder, else the current folder), a fingerprint that follows a finding across edits,
/// columns in Unicode code points.
public struct SARIFReport: ReportFormatter {
    public init() {}

    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        let tool: Tool
        let columnKind = "unicodeCodePoints"
        let originalUriBaseIds: [String: ArtifactLocation]
        let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name = "intent-migrate"
        let version: String
        let informationUri = Driver.address
        /// Where the project's documentation is published.
        static let address = "https://github.com/intent-migrate/intent-migrate"
        let rules: [Rule]
    }
    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        var helpUri: String? = nil
    }
    struct Message: Encodable { let text: String }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        /// `targets`: the targets compiling the file (`project:target`), when a project says.
        var properties: [String: [String]]? = nil
        /// `intentMigrate/v1`: the rule, the file and the message (no line number), with the finding's place among identical
        /// ones: the same when code above it moves, so code scanning keeps one alert.
        var partialFingerprints: [String: String]? = nil
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    struct ArtifactLocation: Encodable {
        let uri: String
        var uriBaseId: String? = nil
    }
    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    /// Rules for findings no pass makes.
    static let reserved: [(FindingID, String)] = [
        (FindingID.availability, "a construct needs a newer OS than the project's deployment floor"),
        (FindingID.input, "a file could not be processed and was left untouched"),
        (FindingID.config, "the configuration could not be used"),
        (FindingID.suppression, "a suppression comment names an unknown pass or suppresses nothing"),
        (FindingID.baseline, "a baseline entry no longer matches anything"),
    ]

    public func render(_ input: ReportInput) -> String {
        var rules = input.passes.map { pass in
            Rule(id: pass.id.rawValue, name: pass.id.rawValue, shortDescription: Message(text: pass.summary),
                 fullDescription: Message(text: pass.summary), help: Message(text: pass.explanation),
                 helpUri: "\(Driver.address)/blob/main/Migrations/\(pass.id.rawValue)/README.md")
        }
        rules += SARIFReport.reserved.map { Rule(id: $0.0.rawValue, name: $0.0.rawValue, shortDescription: Message(text: $0.1),
                                                 fullDescription: Message(text: $0.1), help: Message(text: $0.1)) }
        // Findings from passes not run this time still need a rule.
        for id in Set(input.findings.map(\.id.rawValue)) where !rules.contains(where: { $0.id == id }) {
            rules.append(Rule(id: id, name: id, shortDescription: Message(text: id), fullDescription: Message(text: id), help: Message(text: id)))
        }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let base = input.workspace ?? Workspace.gitRoot(ofFolder: input.root) ?? input.root
        var seen: [String: Int] = [:]
        let results = Finding.inReportOrder(input.findings).map { finding in
            let path = Workspace.relative(finding.path.hasPrefix("/") ? finding.path : input.root + "/" + finding.path, to: base)
            let key = finding.id.rawValue + "\u{0}" + path + "\u{0}" + finding.message
            seen[key, default: 0] += 1
            return Result(ruleId: finding.id.rawValue, ruleIndex: index[finding.id.rawValue]!, level: finding.severity.rawValue,
                          message: Message(text: finding.message),
                          locations: [Location(physicalLocation: PhysicalLocation(
                              artifactLocation: ArtifactLocation(uri: SARIFReport.uri(path), uriBaseId: "%SRCROOT%"),
                              region: Region(startLine: finding.line, startColumn: finding.column)))],
                          properties: properties(of: finding),
                          partialFingerprints: ["intentMigrate/v1": SHA1.hex(SHA1.digest(Array("\(key)\u{0}\(seen[key]!)".utf8)))])
        }
        let root = URL(fileURLWithPath: base, isDirectory: true).absoluteString
        let run = Run(tool: Tool(driver: Driver(version: intentMigrateVersion, rules: rules)),
                      originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: root)], results: results)
        return encodeJSON(Log(runs: [run]))
    }

    /// A relative path as a URI reference: every byte outside a path segment's characters (RFC 3986 `pchar`
    /// without `;`, as Foundation's `urlPathAllowed`) percent-encoded, `/` kept between segments.
    /// A result's property bag: the targets compiling the file, the floor a deferred finding waits for.
    func properties(of finding: Finding) -> [String: [String]]? {
        var bag: [String: [String]] = [:]
        if !finding.targets.isEmpty { bag["targets"] = finding.targets }
        if let version = finding.waitingFor { bag["waitingFor"] = [version.description] }
        if let decision = finding.decision { bag["decision"] = [decision.rawValue] }
        return bag.isEmpty ? nil : bag
    }

    static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") || segmentAllowed.contains(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let segmentAllowed = Set(Array("!$&'()*+,-.0123456789:=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8))
}
