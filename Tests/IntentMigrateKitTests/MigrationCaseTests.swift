import Foundation
import Testing
@testable import IntentMigrateKit

/// One case folder: `Migrations/<pass>/cases/<name>/` with `input.swift`, optional `expected.swift`
/// (absent: the input must not change), optional `findings` (`LINE SEVERITY ID: substring`) and
/// optional `args` (`--floor iOS=26.0 --floor-policy skip`).
struct MigrationCase: CustomTestStringConvertible, Sendable {
    let pass: String
    let name: String
    let folder: URL

    var testDescription: String { "\(pass)/\(name)" }

    static func all() -> [MigrationCase] {
        let migrations = repositoryRoot.appendingPathComponent("Migrations")
        let fm = FileManager.default
        var cases: [MigrationCase] = []
        for pass in ((try? fm.contentsOfDirectory(atPath: migrations.path)) ?? []).sorted() {
            let folder = migrations.appendingPathComponent(pass).appendingPathComponent("cases")
            for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                cases.append(MigrationCase(pass: pass, name: name, folder: folder.appendingPathComponent(name)))
            }
        }
        return cases
    }

    func read(_ file: String) -> [UInt8]? {
        (try? Data(contentsOf: folder.appendingPathComponent(file))).map { [UInt8]($0) }
    }
}

/// The migration catalogue is the specification: every case runs, exactly.
@Suite struct MigrationCaseTests {
    @Test func everyPassHasDocumentationAndCases() throws {
        for pass in Passes.all {
            let folder = repositoryRoot.appendingPathComponent("Migrations/\(pass.id)")
            let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            for heading in ["## What it changes", "## Why", "## Source", "## Availability", "## What it refuses to touch"] {
                #expect(readme.contains(heading), "Migrations/\(pass.id)/README.md lacks \(heading)")
            }
            let cases = MigrationCase.all().filter { $0.pass == pass.id }
            #expect(cases.count >= 5, "\(pass.id) has only \(cases.count) cases")
            #expect(cases.contains { $0.read("expected.swift") == nil }, "\(pass.id) has no must-not-change case")
        }
    }

    @Test(arguments: MigrationCase.all())
    func runCase(_ testCase: MigrationCase) throws {
        let passes = try #require(try? Passes.select(only: [testCase.pass], skip: []).get())
        let input = try #require(testCase.read("input.swift"), "missing input.swift")
        let expected = testCase.read("expected.swift") ?? input
        let settings = try settings(fromArguments: String(decoding: testCase.read("args") ?? [], as: UTF8.self))
        let result = migrate(bytes: input, passes: passes, settings: settings)
        #expect(result.failure == nil, "\(result.failure ?? "")")
        #expect(String(decoding: result.migrated, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        if String(decoding: result.migrated, as: UTF8.self) == String(decoding: expected, as: UTF8.self) {
            #expect(result.migrated == expected, "bytes differ (line endings?)")
        }

        // Idempotent: the output migrates to itself.
        let again = migrate(bytes: result.migrated, passes: passes, settings: settings)
        #expect(again.migrated == result.migrated, "a second run changed the output")

        // The output still parses.
        if let problems = parseProblems(result.migrated) { Issue.record("output does not parse:\n\(problems)") }

        // Comments and string literals are untouched: the blanked text outside code is the same.
        try expectLiteralsAndCommentsKept(input, result.migrated)

        // Findings.
        let wanted = String(decoding: testCase.read("findings") ?? [], as: UTF8.self)
            .split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var matched = Set<Int>()
        for line in wanted {
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            try #require(parts.count == 3, "bad findings line: \(line)")
            let number = try #require(Int(parts[0]))
            let severity = try #require(Severity(rawValue: parts[1]))
            let rest = parts[2]
            let colon = try #require(rest.firstIndex(of: ":"))
            let id = String(rest[..<colon])
            let substring = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let hit = result.findings.indices.first {
                let f = result.findings[$0]
                return f.line == number && f.severity == severity && f.id == id && f.message.contains(substring)
            }
            if let hit { matched.insert(hit) } else {
                Issue.record("expected finding not reported: \(line)\nreported:\n\(result.findings.map(\.textLine).joined(separator: "\n"))")
            }
        }
        for (i, finding) in result.findings.enumerated() where finding.severity >= .warning && !matched.contains(i) {
            Issue.record("unexpected \(finding.severity.rawValue) (list it in findings): \(finding.textLine)")
        }
    }
}

/// Comments and the contents of string and regex literals are the same, in order, before and after.
@discardableResult
func expectLiteralsAndCommentsKept(_ before: [UInt8], _ after: [UInt8], context: String = "") throws -> Bool {
    func protected(_ bytes: [UInt8]) throws -> [String] {
        let view = try LexedView(bytes)
        let literals = view.tokens.filter { $0.kind == .string || $0.kind == .regex }.map(\.range)
        return (view.comments + literals).sorted { $0.lowerBound < $1.lowerBound }
            .map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    let old = try protected(before), new = try protected(after)
    // Passes may add literals (placeholders) but never change or drop one: the old ones are a subsequence.
    var iterator = new.makeIterator()
    for literal in old {
        var found = false
        while let next = iterator.next() { if next == literal { found = true; break } }
        #expect(found, "\(context) comment or literal changed or lost: \(literal)")
        if !found { return false }
    }
    return true
}
