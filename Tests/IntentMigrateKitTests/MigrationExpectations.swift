import Foundation
import Testing
@testable import IMSupport
@testable import IMKnowledge
@testable import IMSource
@testable import IMProject
@testable import IMIndex
@testable import IMMigration
@testable import IMPasses
@testable import IMEngine
@testable import IntentMigrateKit

/// One file of a migration case: what it reads, what `apply` must write, and every finding it must report.
struct CaseFile: Sendable {
    /// The path the file is migrated under (findings carry it).
    let path: String
    let input: [UInt8]
    /// What `apply` writes; the input itself for a file that must not change.
    let expected: [UInt8]
    /// `LINE SEVERITY ID: substring` lines (positions in the input): every finding, notes too.
    let findings: [String]
}

/// A migration case checked the way SwiftFormat's test helper checks a rule, on one file or several indexed together:
/// 1. `apply` writes exactly the expected bytes;
/// 2. running again on the output changes nothing;
/// 3. `check` reports exactly what `apply` changes: fixable findings if and only if a file changes, none on the
///    expected output, and otherwise the same findings and output as `apply`;
/// 4. `// intent-migrate: ignore` before every top-level type declaration turns the case off;
/// 5. every finding reported is listed, notes included, and every listed finding is reported;
/// 6. the output still parses (`swiftc`, which must be there);
/// 7. comments and literals are kept.
func expectMigration(_ files: [CaseFile], passes: [any Pass], settings: Settings, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let results = migrateTree(files.map { ($0.path, $0.input) }, passes: passes, settings: settings)
    for (file, result) in zip(files, results) {
        let name = file.path
        #expect(result.failure == nil, "\(name): \(result.failure ?? "")", sourceLocation: sourceLocation)

        // 1. The exact output.
        let output = String(decoding: result.migrated, as: UTF8.self), expected = String(decoding: file.expected, as: UTF8.self)
        #expect(output == expected, "\(name): output differs from the expected", sourceLocation: sourceLocation)
        if output == expected {
            #expect(result.migrated == file.expected, "\(name): bytes differ (line endings?)", sourceLocation: sourceLocation)
        }

        // 5. Findings: each listed line is one reported finding, and nothing else is reported.
        try expectFindings(result.findings, listed: file.findings, in: name, sourceLocation: sourceLocation)

        // 6. The output still parses.
        if let problems = parseProblems(result.migrated, sourceLocation: sourceLocation) {
            Issue.record("\(name): output does not parse:\n\(problems)", sourceLocation: sourceLocation)
        }

        // 7. Comments and string literals are untouched: the blanked text outside code is the same.
        try expectLiteralsAndCommentsKept(file.input, result.migrated, context: name, sourceLocation: sourceLocation)
    }

    // 2. Idempotent: the output migrates to itself.
    let again = migrateTree(zip(files, results).map { ($0.path, $1.migrated) }, passes: passes, settings: settings)
    for (file, (result, second)) in zip(files, zip(results, again)) {
        #expect(second.migrated == result.migrated, "\(file.path): a second run changed the output", sourceLocation: sourceLocation)
    }

    // 3. `check` (edits reported) agrees with `apply`.
    let checked = migrateTree(files.map { ($0.path, $0.input) }, passes: passes, settings: settings, reportEdits: true)
    for (file, (result, check)) in zip(files, zip(results, checked)) {
        let fixable = check.findings.filter(\.fixable)
        let changes = result.migrated != file.input
        if changes {
            #expect(!fixable.isEmpty, "\(file.path): apply changes the file but check reports nothing fixable", sourceLocation: sourceLocation)
        } else {
            #expect(fixable.isEmpty, "\(file.path): check reports fixable findings but apply changes nothing:\n\(lines(fixable))",
                    sourceLocation: sourceLocation)
        }
        #expect(check.migrated == result.migrated, "\(file.path): check and apply migrate differently", sourceLocation: sourceLocation)
        let others = check.findings.filter { !$0.fixable }
        #expect(others == result.findings, "\(file.path): check and apply report different findings:\ncheck:\n\(lines(others))\napply:\n\(lines(result.findings))",
                sourceLocation: sourceLocation)
    }
    let checkedExpected = migrateTree(files.map { ($0.path, $0.expected) }, passes: passes, settings: settings, reportEdits: true)
    for (file, (check, result)) in zip(files, zip(checkedExpected, results)) {
        // What the tool wrote is never an error of its own: an error on the output was already one on the input.
        for error in check.findings where error.severity == .error {
            #expect(result.findings.contains { $0.severity == .error && $0.message == error.message },
                    "\(file.path): the output gets a new error: \(error.textLine)", sourceLocation: sourceLocation)
        }
        let fixable = check.findings.filter(\.fixable)
        #expect(fixable.isEmpty, "\(file.path): check reports fixable findings on the expected output:\n\(lines(fixable))",
                sourceLocation: sourceLocation)
    }

    // 4. A suppression comment before every top-level type turns the case off.
    let suppressed = try files.map { try withSuppressionComments($0.input) }
    let quiet = migrateTree(zip(files, suppressed).map { ($0.path, $1) }, passes: passes, settings: settings)
    let changed = zip(files, zip(suppressed, quiet)).filter { $1.0 != $1.1.migrated }
    for (file, (before, result)) in changed {
        Issue.record("""
            \(file.path): `// intent-migrate: ignore` before every top-level type did not turn the case off; it wrote:
            \(String(decoding: result.migrated, as: UTF8.self))
            from:
            \(String(decoding: before, as: UTF8.self))
            """, sourceLocation: sourceLocation)
    }
}

/// Runs `passes` over files indexed together, as a run over a tree of just these files does.
func migrateTree(_ files: [(path: String, bytes: [UInt8])], passes: [any Pass], settings: Settings,
                 reportEdits: Bool = false) -> [FileResult] {
    var index = TreeIndex(collecting: Passes.collectedFacts)
    for file in files {
        if let view = try? LexedView(file.bytes) { index.add(Outline(bytes: file.bytes, view: view), view: view, path: file.path, bytes: file.bytes) }
    }
    let pipeline = Pipeline(passes: passes)
    return files.map {
        pipeline.run(path: $0.path, bytes: $0.bytes, index: index, settings: settings,
                     floor: settings.floorOverride ?? .unknown, reportEdits: reportEdits)
    }
}

/// The text with the line `// intent-migrate: ignore`, indented like the declaration, before every top-level type
/// declaration (at the start of the line its first attribute, modifier or keyword is on).
func withSuppressionComments(_ bytes: [UInt8]) throws -> [UInt8] {
    let source = SourceText(bytes: bytes)
    let view = try LexedView(bytes)
    let outline = Outline(source: source, view: view)
    let lines = Set(outline.types.filter { $0.parent == nil }.map { source.lineIndex(of: $0.startOffset(in: view)) })
    var result = bytes
    for line in lines.sorted(by: >) {
        let start = source.lineStarts[line]
        let indentation = bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        result.insert(contentsOf: Array(indentation) + Array("// intent-migrate: ignore\(source.lineEnding.rawValue)".utf8), at: start)
    }
    return result
}

/// A `findings` line: `LINE SEVERITY ID: substring`.
struct ListedFinding: CustomStringConvertible {
    let line: Int
    let severity: Severity
    let id: String
    let substring: String
    let description: String

    init?(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 2).map(String.init)
        guard parts.count == 3, let line = Int(parts[0]), let severity = Severity(rawValue: parts[1]),
              let colon = parts[2].firstIndex(of: ":") else { return nil }
        self.line = line
        self.severity = severity
        id = String(parts[2][..<colon])
        substring = parts[2][parts[2].index(after: colon)...].trimmingCharacters(in: .whitespaces)
        description = text
    }

    func matches(_ finding: Finding) -> Bool {
        finding.line == line && finding.severity == severity && finding.id.rawValue == id && finding.message.contains(substring)
    }
}

/// Each listed line matches its own reported finding, and every reported finding, of any severity, is listed.
func expectFindings(_ reported: [Finding], listed: [String], in name: String, sourceLocation: SourceLocation) throws {
    var unmatched = Array(reported.indices)
    for text in listed {
        let wanted = try #require(ListedFinding(text), "\(name): bad findings line: \(text)", sourceLocation: sourceLocation)
        if let hit = unmatched.firstIndex(where: { wanted.matches(reported[$0]) }) {
            unmatched.remove(at: hit)
        } else {
            Issue.record("\(name): expected finding not reported: \(text)\nreported:\n\(lines(reported))", sourceLocation: sourceLocation)
        }
    }
    for i in unmatched {
        Issue.record("\(name): unexpected \(reported[i].severity.rawValue) (list it in findings): \(reported[i].textLine)",
                     sourceLocation: sourceLocation)
    }
}

private func lines(_ findings: [Finding]) -> String { findings.map(\.textLine).joined(separator: "\n") }
