/// `intent-migrate report`: the migration for a pull request, one row per App Intent and entity type (where it is,
/// the decision and its reason, what `apply` changes for it, what a person still has to do, the rules' sources),
/// per target; and `intent-migrate why <Type>`: one type's findings in order, the decision trail.
public struct MigrationReport: Sendable {
    /// One type and what the run found inside its declaration.
    package struct Row: Sendable {
        package let type: TypeSummary
        package let path: String
        package let targets: [String]
        package let findings: [Finding]

        /// What was decided: `marked as a tool`, `already tools (already-tool)`, `held for a decision (money)` …
        package var decision: String {
            var parts: [String] = []
            if findings.contains(where: { $0.fixable && ($0.id.rawValue == "add-tool" || $0.id.rawValue == "schema-tool") && $0.message.contains("tool") }) {
                parts.append("marked as a tool")
            }
            for finding in findings { if let decision = finding.decision { parts.append("\(decision.summary) (`\(decision.rawValue)`)") } }
            return parts.isEmpty ? (type.kind == .entity ? "entity" : "—") : parts.joined(separator: "; ")
        }

        /// What `apply` changes, counted per pass: `describe ×3, throw-stubs ×2`.
        package var changes: String { MigrationReport.counted(findings.filter(\.fixable).map(\.id.rawValue)) }

        /// What a person still has to do after `apply`.
        package var todo: [String] {
            var items: [String] = []
            let placeholders = findings.filter { $0.fixable && $0.id.rawValue == "describe" }.count
                + findings.filter { !$0.fixable && $0.id.rawValue == "describe" && $0.message.hasPrefix("unfinished") }.count
            if placeholders > 0 { items.append("write \(placeholders) description\(placeholders == 1 ? "" : "s")") }
            // The same thing to do on several lines is one item with its count: `throw-stubs: … starts with "No" ×2`.
            var repeated: [String: Int] = [:]
            var order: [String] = []
            for finding in findings where !finding.fixable && finding.severity >= .warning && !finding.message.hasPrefix("unfinished description") {
                let item = MigrationReport.short(finding)
                if repeated[item] == nil { order.append(item) }
                repeated[item, default: 0] += 1
            }
            items += order.map { repeated[$0]! == 1 ? $0 : "\($0) ×\(repeated[$0]!)" }
            let waiting = Dictionary(grouping: findings.compactMap(\.waitingFor), by: { $0 })
            for (version, list) in waiting.sorted(by: { $0.key < $1.key }) { items.append("\(list.count) waiting for a \(version) floor") }
            return items
        }
    }

    package let rows: [Row]
    /// Each pass's source, by id.
    let sources: [String: String]
    /// The ids of the Siri readiness checks: their findings get a column of their own.
    let checks: Set<String>
    /// Findings outside any Swift type: the skills bundles' (their positions are in the Markdown files).
    package let skills: [Finding]

    public init(results: [FileResult], passes: [any Pass]) {
        // Each finding goes to the innermost type declared around it, else to the type whose extension holds it
        // (its row in the same file, else the first with the same targets): counted once, extensions included.
        var found: [[Finding]] = []
        var places: [(result: Int, type: TypeSummary)] = []
        for (r, result) in results.enumerated() {
            for type in result.types where !type.isExtension {
                places.append((r, type))
                found.append([])
            }
        }
        func row(named name: String, from r: Int) -> Int? {
            let named = places.indices.filter { places[$0].type.name == name }
            return named.first { places[$0].result == r } ?? named.first { results[places[$0].result].targets == results[r].targets }
        }
        for (r, result) in results.enumerated() {
            for finding in result.findings {
                func innermost(_ candidates: [Int]) -> Int? {
                    candidates.filter { places[$0].result == r && places[$0].type.line <= finding.line && finding.line <= places[$0].type.endLine }
                        .min { places[$0].type.endLine - places[$0].type.line < places[$1].type.endLine - places[$1].type.line }
                }
                if let declared = innermost(Array(places.indices)) {
                    found[declared].append(finding)
                } else if let extended = result.types.filter({ $0.isExtension && $0.line <= finding.line && finding.line <= $0.endLine })
                            .min(by: { $0.endLine - $0.line < $1.endLine - $1.line }), let owner = row(named: extended.name, from: r) {
                    found[owner].append(finding)
                }
            }
        }
        let rows = zip(places, found).map { place, findings in
            Row(type: place.type, path: results[place.result].path, targets: results[place.result].targets, findings: findings)
        }
        self.rows = rows.sorted { ($0.targets.joined(), $0.path, $0.type.line) < ($1.targets.joined(), $1.path, $1.type.line) }
        sources = Dictionary(uniqueKeysWithValues: passes.map { ($0.id.rawValue, $0.source) })
        checks = Set(passes.filter(\.isCheck).map(\.id.rawValue))
        skills = Finding.inReportOrder(results.flatMap(\.findings).filter { $0.id.rawValue == "skills-bundle" })
    }

    /// The sources of the rules behind a row's findings.
    func sources(of row: Row) -> [String] {
        Array(Set(row.findings.map(\.id.rawValue))).sorted().compactMap { id in sources[id].map { "\(id): \($0)" } }
    }

    /// The readiness checks' findings inside a row's type, notes too: `entity-transferable (note)`.
    func readiness(of row: Row) -> [String] {
        row.findings.filter { checks.contains($0.id.rawValue) }.map { "\($0.id) (\($0.severity.rawValue))" }
    }

    /// Markdown: a section per set of targets, a table row per type.
    public func markdown(summary: [String]) -> String {
        var out = "# intent-migrate report\n\n"
        for line in summary { out += "- \(line.hasPrefix("intent-migrate: ") ? String(line.dropFirst("intent-migrate: ".count)) : line)\n" }
        let groups = Dictionary(grouping: rows, by: { $0.targets.isEmpty ? "No project" : $0.targets.joined(separator: ", ") })
        for group in groups.keys.sorted() {
            out += "\n## \(group)\n\n| type | kind | where | decision | apply changes | left to do | Siri readiness |\n|---|---|---|---|---|---|---|\n"
            for row in groups[group]! {
                let cells = [row.type.name, row.type.kind.rawValue, "`\(row.path):\(row.type.line)`", row.decision,
                             row.changes.isEmpty ? "—" : row.changes, row.todo.isEmpty ? "—" : row.todo.joined(separator: "; "),
                             readiness(of: row).isEmpty ? "—" : readiness(of: row).joined(separator: ", ")]
                out += "| " + cells.map { $0.replacingAll("|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
        }
        if !skills.isEmpty {
            out += "\n## Skills bundles\n\n"
            for finding in skills {
                out += "- `\(finding.path):\(finding.line)` \(finding.severity.rawValue): \(finding.message.replacingAll("|", with: "\\|"))\n"
            }
        }
        let used = Set(rows.flatMap { $0.findings.map(\.id.rawValue) } + skills.map(\.id.rawValue))
        if !used.isEmpty {
            out += "\n## Sources\n\n"
            for id in used.sorted() { if let source = sources[id] { out += "- `\(id)`: \(source)\n" } }
        }
        return out
    }

    struct JSONRow: Encodable {
        let type: String, kind: String, path: String, line: Int, targets: [String]
        let decision: String, decisions: [String], changes: [String: Int], todo: [String], readiness: [String], sources: [String]
    }

    public func json() -> String {
        encodeJSON(rows.map { row in
            JSONRow(type: row.type.name, kind: row.type.kind.rawValue, path: row.path, line: row.type.line, targets: row.targets,
                    decision: row.decision, decisions: row.findings.compactMap { $0.decision?.rawValue },
                    changes: Dictionary(row.findings.filter(\.fixable).map { ($0.id.rawValue, 1) }, uniquingKeysWith: +),
                    todo: row.todo, readiness: readiness(of: row), sources: sources(of: row))
        })
    }

    /// `why`: each matching type's findings in order, with the decision first and the sources last.
    public func trail(of name: String) -> String? {
        let matching = rows.filter { $0.type.name == name || $0.type.name.split(separator: ".").last.map(String.init) == name }
        guard !matching.isEmpty else { return nil }
        return matching.map { row in
            var out = "\(row.type.name) (\(row.type.kind.rawValue)) at \(row.path):\(row.type.line)"
                + (row.targets.isEmpty ? "" : ", compiled by \(row.targets.joined(separator: ", "))") + "\n"
            out += "  decision: \(row.decision)\n"
            for finding in row.findings {
                out += "  \(finding.path):\(finding.line): \(finding.severity.rawValue)\(finding.fixable ? " (apply changes this)" : ""): \(finding.message) [\(finding.id)]\n"
                for line in finding.evidence { out += "    evidence: \(line)\n" }
            }
            if row.findings.isEmpty { out += "  nothing to report\n" }
            if !row.todo.isEmpty { out += "  left to do: \(row.todo.joined(separator: "; "))\n" }
            for source in sources(of: row) { out += "  source: \(source)\n" }
            return out
        }.joined(separator: "\n")
    }

    static func counted(_ ids: [String]) -> String {
        let counts = Dictionary(ids.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.keys.sorted().map { counts[$0]! == 1 ? $0 : "\($0) ×\(counts[$0]!)" }.joined(separator: ", ")
    }

    /// A finding's message up to its first colon: what to do, without the explanation.
    static func short(_ finding: Finding) -> String {
        let text = finding.message
        let cut = text.firstRange(of: ": ").map { String(text[..<$0.lowerBound]) } ?? text
        return "\(finding.id): \(cut)"
    }
}

extension Pass {
    /// The `Source:` paragraph of the pass's documentation, on one line.
    package var source: String {
        let lines = explanation.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingWhitespace().hasPrefix("Source:") }) else { return "" }
        let paragraph = lines[start...].prefix { !$0.trimmingWhitespace().isEmpty }
        return paragraph.map { $0.trimmingWhitespace() }.joined(separator: " ").dropFirst("Source:".count).trimmingWhitespace()
    }
}
