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

/// The frontmatter reader, Apple's name rule, the project facts the skills check needs, and the engine's run of it on a
/// bundle given alone. The rules end to end are the tree cases in `Migrations/skills-bundle/cases/`.
@Suite struct SkillsBundleTests {
    @Test func readsFieldsWithTheirPositions() {
        let skill = SkillFile(bytes: Array("\u{FEFF}---\r\n# a comment\r\nname: \"flight-add\"\r\n\r\ndescription:  'It''s one line' # not a comment inside quotes\r\n---\r\nBody line\r\n".utf8))
        #expect(skill.problems.isEmpty)
        #expect(skill.fields.map(\.key) == ["name", "description"])
        let name = skill.field("name")
        #expect(name?.value == "flight-add" && name?.line == 3 && name?.valueColumn == 7 && name?.isMultiline == false)
        let description = skill.field("description")
        #expect(description?.value == "It's one line" && description?.line == 5 && description?.valueColumn == 15)
        #expect(skill.body == "Body line\r\n")
    }

    @Test func unquotesScalarsAndDropsPlainComments() {
        #expect(SkillFile.scalar("\"say \\\"hi\\\"\"") == "say \"hi\"")
        #expect(SkillFile.scalar("'it''s'") == "it's")
        #expect(SkillFile.scalar("plain words # a comment") == "plain words")
        #expect(SkillFile.scalar("C#  ") == "C#")
        #expect(SkillFile.scalar("\"a # b\" # c") == "a # b")
        #expect(SkillFile.scalar("\"not closed") == "\"not closed")
        #expect(SkillFile.scalar("'a' b") == "'a' b")
    }

    @Test func seesValuesOverSeveralLines() {
        let skill = SkillFile(bytes: Array("---\nname: a\ndescription: one\n  two\n\n  three\nother: |\n  x\n---\n".utf8))
        #expect(skill.field("description")?.continuationLines == 2)
        #expect(skill.field("other")?.isBlock == true && skill.field("other")?.continuationLines == 1)
        #expect(skill.field("name")?.isMultiline == false)
        #expect(skill.body.isEmpty && skill.bodyStart == skill.source.bytes.count)
    }

    @Test func namesWhatKeepsAFileFromBeingASkill() {
        #expect(SkillFile(bytes: Array("# Title\n---\nname: a\n---\n".utf8)).problems == [.noFrontmatter])
        #expect(SkillFile(bytes: []).problems == [.noFrontmatter])
        #expect(SkillFile(bytes: Array("---\nname: a\n".utf8)).problems == [.unterminated])
        #expect(SkillFile(bytes: Array("---\n  indented first\nname a\n:x\n---\n".utf8)).problems
                == [.notAField(line: 2, text: "  indented first"), .notAField(line: 3, text: "name a"), .notAField(line: 4, text: ":x")])
        #expect(SkillFile(bytes: Array("---\nname: é".utf8) + [0xFF, 0x0A]).problems == [.notUTF8(line: 2, column: 8)])
        #expect(UTF8Validation.firstInvalidOffset(Array("ok ✈︎".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidOffset([0x61, 0xC3]) == 1)
    }

    @Test func namesFollowApplesRule() {
        for good in ["a", "flight-add", "v2", String(repeating: "a", count: 64)] { #expect(AppSkills.nameProblem(good) == nil, "\(good)") }
        #expect(AppSkills.nameProblem("")?.contains("0 characters") == true)
        #expect(AppSkills.nameProblem(String(repeating: "a", count: 65))?.contains("65 characters") == true)
        #expect(AppSkills.nameProblem("Flight")?.contains("\"F\"") == true)
        #expect(AppSkills.nameProblem("flight add")?.contains("\" \"") == true)
        #expect(AppSkills.nameProblem("-a")?.contains("hyphen") == true)
        #expect(AppSkills.nameProblem("a-")?.contains("hyphen") == true)
        #expect(AppSkills.nameProblem("a--b")?.contains("double hyphen") == true)
    }

    @Test func findsWordsAndTheirOffsets() {
        let words = SkillsBundleCheck.words(in: Array("Call `GetWeatherIntent`, then é_x and a1_b.".utf8))
        // `_x` follows a non-ASCII letter: part of a word, not one.
        #expect(words.map(\.0) == ["Call", "GetWeatherIntent", "then", "and", "a1_b"])
        #expect(words[1].1 == 6)
    }

    static let cases = repositoryRoot.appendingPathComponent("Migrations/skills-bundle/cases")

    /// Copy Bundle Resources files, synchronized folders and Copy Files embedding, read from a pbxproj.
    @Test func readsResourcesAndEmbeddingFromTheProject() throws {
        let folder = SkillsBundleTests.cases.appendingPathComponent("reports-duplicate-name-across-targets/in").standardizedFileURL.path
        let project = try XcodeProjectReader.read(folder + "/Crate.xcodeproj")
        #expect(project.targets.map(\.name) == ["App", "Widgets", "Companion"])
        #expect(project.targets[0].resources.files == [folder + "/App/Skills.skillsbundle"])
        #expect(project.targets[0].embeds == [1] && project.targets[1].embeds.isEmpty)
        let workspace = try Workspace(paths: [folder])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        #expect(model.products(of: 0) == [[0, 1], [2]])
        #expect(model.targets(copying: folder + "/Widgets/Skills.skillsbundle") == [TargetRef(project: 0, target: 1)])
        #expect(workspace.skillsBundles.map(\.path) == ["App", "Companion", "Widgets"].map { folder + "/\($0)/Skills.skillsbundle" })

        let synchronized = SkillsBundleTests.cases.appendingPathComponent("reports-bundle-not-in-resources/in").standardizedFileURL.path
        let app = try XcodeProjectReader.read(synchronized + "/App.xcodeproj").targets[0]
        #expect(app.resources.contains(synchronized + "/App/Kept.skillsbundle"))
        #expect(!app.resources.contains(synchronized + "/App/Left.skillsbundle"))
        #expect(!app.resources.contains(synchronized + "/Skills.skillsbundle"))
    }

    /// Given only the bundle, the run still finds the project above it and reads the intents of the target that copies it.
    @Test func aBundleGivenAloneIsCheckedInItsProject() throws {
        func findings(_ path: String) throws -> [Finding] {
            let outcome = try Engine.run(RunRequest(paths: [SkillsBundleTests.cases.appendingPathComponent(path).path], passes: [SkillsBundleCheck()], jobs: 1))
            return outcome.results.flatMap(\.findings)
        }
        let left = try findings("reports-bundle-not-in-resources/in/Skills.skillsbundle")
        #expect(left.count == 1 && left[0].severity == .error && left[0].message.hasPrefix("no target of "), "\(left.map(\.textLine))")
        let notes = try findings("reports-intent-type-in-body/in/App/Skills.skillsbundle")
        #expect(notes.map(\.line) == [5, 7] && notes.allSatisfy { $0.severity == .note && $0.message.contains("\"Get Weather\"") }, "\(notes.map(\.textLine))")
        #expect(notes.allSatisfy { $0.targets == [Workspace.displayPath(SkillsBundleTests.cases.appendingPathComponent("reports-intent-type-in-body/in/App.xcodeproj").path) + ":App"] })
    }

    /// A skill file that can't be opened is an `input` failure (exit 3), the run goes on with the others.
    @Test func anUnreadableSkillIsAnInputFailure() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skills = folder.appendingPathComponent("Skills.skillsbundle/Skills")
        try FileManager.default.createDirectory(at: skills.appendingPathComponent("gone"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: skills.appendingPathComponent("Bad"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: skills.appendingPathComponent("gone/SKILL.md").path, withDestinationPath: "/nonexistent/SKILL.md")
        try Data("---\nname: Bad\ndescription: x\n---\n".utf8).write(to: skills.appendingPathComponent("Bad/SKILL.md"))
        let outcome = try Engine.run(RunRequest(paths: [folder.path], passes: Passes.all, jobs: 1))
        let failed = outcome.results.filter { $0.failure != nil }
        #expect(failed.count == 1 && failed[0].path.hasSuffix("gone/SKILL.md") && failed[0].findings.first?.id == FindingID.input)
        #expect(outcome.results.flatMap(\.findings).contains { $0.path.hasSuffix("Bad/SKILL.md") && $0.line == 2 && $0.column == 7 && $0.severity == .error })
    }

    /// Skipping the check skips the bundles: nothing is read for them.
    @Test func skippedItLooksAtNoBundle() throws {
        let path = SkillsBundleTests.cases.appendingPathComponent("reports-extra-files/in").path
        let passes = try Passes.select(only: nil, skip: ["skills-bundle"]).get()
        let outcome = try Engine.run(RunRequest(paths: [path], passes: passes, jobs: 1))
        #expect(outcome.results.isEmpty)
        #expect(try Engine.run(RunRequest(paths: [path], passes: Passes.all, jobs: 1)).results.count == 9)
    }
}
