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

/// A made-up pass that misbehaves in one way, to show `expectMigration` notices.
private struct FaultyPass: Pass {
    enum Fault: Sendable { case ignoresSuppression, unlistedNote, breaksParsing }
    let fault: Fault
    var id: PassID { "faulty" }
    var summary: String { "misbehaves on purpose" }
    var explanation: String { summary }
    var triggerWords: [TriggerWord] { [] }

    func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (i, type) in file.outline.types.enumerated() where type.parent == nil {
            let start = type.startOffset(in: file.view)
            switch fault {
            case .ignoresSuppression:
                if type.attribute(named: "Marked") == nil { output.edits.append(.insert("@Marked ", at: start, message: "mark it")) }
            case .unlistedNote:
                output.findings.append(PassFinding(offset: start, severity: .note, message: "a note nobody listed"))
            case .breaksParsing:
                if !file.isSuppressed(id, type: i) && !file.source.text(type.body).contains("let =") {
                    output.edits.append(.insert("\n    let = 1", at: type.body.lowerBound + 1, message: "break it"))
                }
            }
        }
        return output
    }
}

@Suite struct MigrationExpectationsTests {
    static let input = Array("struct A {\n    var x: Int\n}\n".utf8)

    @Test func aPassThatBehavesPasses() throws {
        let file = CaseFile(path: "A.swift", input: Self.input, expected: Array("@Marked struct A {\n    var x: Int\n}\n".utf8),
                            findings: [])
        // A well-behaved marking pass: suppressible, idempotent, parses.
        struct Marking: Pass {
            var id: PassID { "marking" }
            var summary: String { "marks types" }
            var explanation: String { summary }
            var triggerWords: [TriggerWord] { [] }
            func run(_ file: FileContext) -> PassOutput {
                var output = PassOutput()
                for (i, type) in file.outline.types.enumerated() where type.parent == nil
                    && !file.isSuppressed(id, type: i) && type.attribute(named: "Marked") == nil {
                    output.edits.append(.insert("@Marked ", at: type.startOffset(in: file.view), message: "mark it"))
                }
                return output
            }
        }
        try expectMigration([file], passes: [Marking()], settings: Settings())
    }

    @Test func aPassThatIgnoresSuppressionFails() throws {
        let file = CaseFile(path: "A.swift", input: Self.input, expected: Array("@Marked struct A {\n    var x: Int\n}\n".utf8),
                            findings: [])
        try withKnownIssue {
            try expectMigration([file], passes: [FaultyPass(fault: .ignoresSuppression)], settings: Settings())
        } matching: { issue in issue.comments.contains { $0.rawValue.contains("did not turn the case off") } }
    }

    @Test func anUnlistedNoteFails() throws {
        let file = CaseFile(path: "A.swift", input: Self.input, expected: Self.input, findings: [])
        try withKnownIssue {
            try expectMigration([file], passes: [FaultyPass(fault: .unlistedNote)], settings: Settings())
        } matching: { issue in issue.comments.contains { $0.rawValue.contains("unexpected note") } }
        // Listed, it passes.
        let listed = CaseFile(path: "A.swift", input: Self.input, expected: Self.input, findings: ["1 note faulty: nobody listed"])
        try expectMigration([listed], passes: [FaultyPass(fault: .unlistedNote)], settings: Settings())
    }

    @Test func outputThatDoesNotParseFails() throws {
        let file = CaseFile(path: "A.swift", input: Self.input, expected: Array("struct A {\n    let = 1\n    var x: Int\n}\n".utf8),
                            findings: [])
        try withKnownIssue {
            try expectMigration([file], passes: [FaultyPass(fault: .breaksParsing)], settings: Settings())
        } matching: { issue in issue.comments.contains { $0.rawValue.contains("does not parse") } }
    }

    @Test func suppressionCommentsGoBeforeEachTopLevelTypeIndented() throws {
        let input = "import AppIntents\n\n/// Doc.\n@available(iOS 17, *)\nstruct A {\n    struct Inner {}\n}\n#if os(iOS)\n    extension A {}\n#endif\n"
        let expected = "import AppIntents\n\n/// Doc.\n// intent-migrate: ignore\n@available(iOS 17, *)\nstruct A {\n    struct Inner {}\n}\n"
            + "#if os(iOS)\n    // intent-migrate: ignore\n    extension A {}\n#endif\n"
        #expect(String(decoding: try withSuppressionComments(Array(input.utf8)), as: UTF8.self) == expected)
        let crlf = "struct A {}\r\n"
        #expect(String(decoding: try withSuppressionComments(Array(crlf.utf8)), as: UTF8.self) == "// intent-migrate: ignore\r\nstruct A {}\r\n")
    }
}
