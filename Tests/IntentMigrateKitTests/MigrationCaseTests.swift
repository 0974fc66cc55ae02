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

/// One case folder: `Migrations/<pass>/cases/<name>/` with `input.swift`, optional `expected.swift`
/// (absent: the input must not change), optional `findings` (`LINE SEVERITY ID: substring`) and
/// optional `args` (`--floor iOS=26.0 --floor-policy skip`).
struct MigrationCase: CustomTestStringConvertible, Sendable {
    let pass: String
    let name: String
    let folder: URL

    var testDescription: String { "\(pass)/\(name)" }
    /// A multi-file case (`in/` and `out/` trees, run by `TreeCaseTests`).
    var isTree: Bool { Paths.isDirectory(folder.appendingPathComponent("in").path) == true }

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
            // A check edits nothing: its README says what it reports instead.
            let headings = [pass.isCheck ? "## What it reports" : "## What it changes", "## Why", "## Source", "## Availability", "## What it refuses to touch"]
            for heading in headings {
                #expect(readme.contains(heading), "Migrations/\(pass.id)/README.md lacks \(heading)")
            }
            let cases = MigrationCase.all().filter { $0.pass == pass.id.rawValue }
            #expect(cases.count >= 5, "\(pass.id) has only \(cases.count) cases")
            #expect(cases.contains { !$0.isTree && $0.read("expected.swift") == nil }, "\(pass.id) has no must-not-change case")
            // The README's case table says what each case shows: a case folder without its row is undocumented.
            for testCase in cases where !readme.contains("| \(testCase.name) |") {
                Issue.record("Migrations/\(pass.id)/README.md has no row for the case \(testCase.name)")
            }
            if pass.isCheck {
                // A check never edits, and shows both sides: cases that report, and near misses that must not.
                #expect(!cases.contains { $0.read("expected.swift") != nil }, "\(pass.id) is a check but a case expects an edit")
                let findings = cases.map { String(decoding: $0.read("findings") ?? [], as: UTF8.self) }
                #expect(findings.contains { $0.contains(" \(pass.id):") }, "\(pass.id) has no case that reports")
                #expect(cases.contains { $0.name.hasPrefix("not-") }, "\(pass.id) has no must-not-report case (named not-…)")
            }
        }
    }

    @Test(arguments: MigrationCase.all().filter { !$0.isTree })
    func runCase(_ testCase: MigrationCase) throws {
        let passes = try #require(try? Passes.select(only: [PassID(rawValue: testCase.pass)], skip: []).get())
        let input = try #require(testCase.read("input.swift"), "missing input.swift")
        let settings = try settings(fromArguments: String(decoding: testCase.read("args") ?? [], as: UTF8.self))
        let findings = String(decoding: testCase.read("findings") ?? [], as: UTF8.self)
            .split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let file = CaseFile(path: "input.swift", input: input, expected: testCase.read("expected.swift") ?? input, findings: findings)
        try expectMigration([file], passes: passes, settings: settings)
        // A real run reads only the files the passes' words let in: a case that changes or reports something must be
        // one of them, or the engine would never show it to the pass.
        if file.expected != input || !findings.isEmpty {
            let filter = Engine.prefilter(for: passes)
            let view = try LexedView(input)
            #expect(filter.wants(input) && filter.wants(view, bytes: input), "\(testCase): the prefilter dismisses the file, so a run never migrates it")
        }
    }

    /// Every single-file case through every pass at once, as `apply` runs them (SwiftFormat runs each rule's examples
    /// through all rules the same way): no failure, a second run changes nothing, comments and literals are kept, and
    /// what parsed still parses. The passes must compose, not only work alone.
    @Test(arguments: MigrationCase.all().filter { !$0.isTree })
    func runCaseThroughEveryPass(_ testCase: MigrationCase) throws {
        let input = try #require(testCase.read("input.swift"), "missing input.swift")
        let settings = try settings(fromArguments: String(decoding: testCase.read("args") ?? [], as: UTF8.self))
        let first = try #require(migrateTree([("input.swift", input)], passes: Passes.all, settings: settings).first)
        #expect(first.failure == nil, "\(testCase): every pass at once fails: \(first.failure ?? "")")
        let second = try #require(migrateTree([("input.swift", first.migrated)], passes: Passes.all, settings: settings).first)
        #expect(second.failure == nil, "\(testCase): a second run of every pass fails: \(second.failure ?? "")")
        #expect(second.migrated == first.migrated, "\(testCase): a second run of every pass changed the output")
        try expectLiteralsAndCommentsKept(input, first.migrated, context: "\(testCase)")
        if first.migrated != input, parseProblems(input) == nil, let problems = parseProblems(first.migrated) {
            Issue.record("\(testCase): the output of every pass does not parse:\n\(problems)")
        }
    }

    /// The parse oracle is not vacuous: it rejects what doesn't parse, accepts what does (placeholders included)...
    @Test func parseOracleJudgesTheText() {
        #expect(parseProblems(Array("struct A { var x: Int }\n".utf8)) == nil)
        #expect(parseProblems(Array("let x = <#value#>\n".utf8)) == nil)
        #expect(parseProblems(Array("struct A { var x: }\n".utf8)) != nil)
    }

    /// ...and it fails the test when there is no `swiftc` to ask, rather than passing.
    @Test func parseOracleFailsWithoutAToolchain() {
        let empty = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        withKnownIssue {
            _ = parseProblems(Array("struct A {}\n".utf8), searchPath: empty.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("swiftc") }
        }
    }
}

/// Comments and the contents of string and regex literals are the same, in order, before and after.
@discardableResult
func expectLiteralsAndCommentsKept(_ before: [UInt8], _ after: [UInt8], context: String = "",
                                   sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
    func protected(_ bytes: [UInt8]) throws -> [String] {
        let view = try LexedView(bytes)
        // An empty literal (`value: ""`) holds no words: a failure's rewrite may drop it with the result it was in.
        let literals = view.tokens.filter { ($0.kind == .string && !StringLiteral.isEmpty(String(decoding: bytes[$0.range], as: UTF8.self)))
            || $0.kind == .regex }.map(\.range)
        return (view.comments + literals).sorted { $0.lowerBound < $1.lowerBound }
            .map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    let old = try protected(before), new = try protected(after)
    // Passes may add literals (placeholders) but never change or drop one: the old ones are a subsequence.
    var iterator = new.makeIterator()
    for literal in old {
        var found = false
        while let next = iterator.next() { if next == literal { found = true; break } }
        #expect(found, "\(context) comment or literal changed or lost: \(literal)", sourceLocation: sourceLocation)
        if !found { return false }
    }
    return true
}
