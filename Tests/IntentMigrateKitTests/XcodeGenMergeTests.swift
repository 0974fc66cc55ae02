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

/// XcodeGen merges an included spec and a target's templates key by key, and applies a `configs:` key as XcodeGen does;
/// a spec that stands for billions of nodes (aliases of aliases, groups naming groups) is read within a bound or refused.
@Suite struct XcodeGenMergeTests {
    /// The project's floors, or the refusal. A spec that expands without bound would hang its test: the hostile ones
    /// have a time limit, which catches a hang, not a slow read (speed is `make bench`'s).
    static func read(_ files: [String: String]) throws -> (result: Result<[Target], ProjectReadError>, root: String) {
        let folder = try tree(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let result = Result { () throws(ProjectReadError) in try XcodeGenReader.read(root + "/project.yml").targets }
        return (result, root)
    }

    /// A target's `settings:` from an included spec or a template is merged with its own, key by key: the included
    /// 16.0 and the template's 15.0 stay (XcodeGen builds them so), with their files and lines; `:REPLACE` replaces.
    @Test func includedAndTemplateSettingsAreMergedNotReplaced() throws {
        let spec = { (settingsKey: String) in """
            include: [base.yml]
            options:
              deploymentTarget:
                iOS: "26.0"
            targets:
              App:
                platform: iOS
                sources: [App]
                \(settingsKey):
                  base:
                    PRODUCT_BUNDLE_IDENTIFIER: a
              Widget:
                templates: [Extension]
                sources: [Widget]
                settings:
                  base:
                    PRODUCT_BUNDLE_IDENTIFIER: b
            """ }
        let base = """
            targets:
              App:
                settings:
                  base:
                    IPHONEOS_DEPLOYMENT_TARGET: "16.0"
            targetTemplates:
              Extension:
                platform: iOS
                settings:
                  base:
                    IPHONEOS_DEPLOYMENT_TARGET: "15.0"
            """
        let merged = try Self.read(["project.yml": spec("settings"), "base.yml": base, "App/A.swift": "", "Widget/W.swift": ""])
        let targets = try merged.result.get()
        #expect(targets.map(\.name) == ["App", "Widget"])
        #expect(targets[0].floors == [.iOS: OSVersion("16.0")!] && targets[0].floorPlaces == [.iOS: .line(5)])
        #expect(targets[0].floorSources == [.iOS: merged.root + "/base.yml"])
        #expect(targets[1].floors == [.iOS: OSVersion("15.0")!] && targets[1].floorPlaces == [.iOS: .line(11)])
        #expect(targets[1].floorSources == [.iOS: merged.root + "/base.yml"])
        // Both specs' keys are kept: the included spec's sources list is appended to, not replaced.
        #expect(targets[0].sources.folders.map(\.folder) == [merged.root + "/App"])

        let replaced = try Self.read(["project.yml": spec("settings:REPLACE"), "base.yml": base, "App/A.swift": "", "Widget/W.swift": ""])
        let app = try replaced.result.get()[0]
        #expect(app.floors == [.iOS: OSVersion("26.0")!] && app.floorPlaces == [.iOS: .line(4)])
        #expect(app.floorSources == [.iOS: replaced.root + "/project.yml"])
    }

    /// Sources from an included spec are its folder's, and add to the including spec's.
    @Test func includedSourcesKeepTheirFolderAndAdd() throws {
        let read = try Self.read([
            "project.yml": "include: [Shared/targets.yml]\ntargets:\n  App:\n    sources: [App]\n",
            "Shared/targets.yml": "targets:\n  App:\n    platform: iOS\n    sources: [Common]\n",
            "App/A.swift": "", "Shared/Common/C.swift": "",
        ])
        let app = try read.result.get()[0]
        #expect(app.sources.folders.map(\.folder) == [read.root + "/Shared/Common", read.root + "/App"])
    }

    /// A `configs:` key that is exactly another configuration's name is not applied to a configuration whose name only
    /// contains it; a key that names no configuration exactly (a different case) still is.
    @Test func aConfigsKeyNamingAnotherConfigurationIsNotApplied() throws {
        let spec = try YAMLReader.read("""
            configs:
              Debug: debug
              Staging Debug: debug
              Release: release
            """)
        let level = XcodeGenReader.ProjectLevel(spec, file: "/p/project.yml", budget: SpecBudget(file: "/p/project.yml"))
        let settings = try YAMLReader.read("""
            base:
              IPHONEOS_DEPLOYMENT_TARGET: "17.0"
            configs:
              Staging Debug:
                IPHONEOS_DEPLOYMENT_TARGET: "18.0"
              Debug:
                IPHONEOS_DEPLOYMENT_TARGET: "16.0"
              release:
                MACOSX_DEPLOYMENT_TARGET: "14.0"
            """)
        func floors(_ configuration: String) throws -> [Platform: String] {
            try level.deploymentTargets(in: settings, file: "/p/project.yml", configuration: configuration).mapValues { "\($0.version)" }
        }
        #expect(try floors("Staging Debug") == [.iOS: "18.0"])
        #expect(try floors("Debug") == [.iOS: "16.0"])
        #expect(try floors("Release") == [.iOS: "17.0", .macOS: "14.0"])
        #expect(level.applies("debug", to: "Staging Debug") && !level.applies("Debug", to: "Staging Debug"))
    }

    /// A byte order mark before the first key doesn't hide it.
    @Test func aByteOrderMarkIsSkipped() throws {
        let value = try YAMLReader.read("\u{FEFF}name: Crate\ntargets:\n  App:\n    platform: iOS\n")
        #expect(value["name"]?.text == "Crate" && value["targets"]?["App"]?["platform"]?.text == "iOS")
        let read = try Self.read(["project.yml": "\u{FEFF}options:\n  deploymentTarget:\n    iOS: \"17.0\"\ntargets:\n  App:\n    platform: iOS\n"])
        #expect(try read.result.get()[0].floors == [.iOS: OSVersion("17.0")!])
    }
}

/// Specs that stand for billions of nodes: each is read or refused, naming the file, in well under a second.
@Suite struct XcodeGenBlowupTests {
    /// A group naming itself eight times, and groups each naming the next twice, 40 deep: read once per configuration.
    @Test(.timeLimit(.minutes(1))) func settingGroupsNamingGroupsAreReadOnce() throws {
        var groups = "  a: {groups: [a, a, a, a, a, a, a, a], base: {IPHONEOS_DEPLOYMENT_TARGET: \"17.0\"}}\n"
        for i in 0..<40 { groups += "  g\(i): {groups: [g\(i + 1), g\(i + 1)], base: {IPHONEOS_DEPLOYMENT_TARGET: \"1\(i % 10).0\"}}\n" }
        groups += "  g40: {IPHONEOS_DEPLOYMENT_TARGET: \"16.0\"}\n"
        let spec = "settingGroups:\n" + groups + "targets:\n  App:\n    platform: iOS\n    settings: {groups: [a]}\n"
            + "  Chain:\n    platform: iOS\n    settings: {groups: [g0]}\n"
        let read = try XcodeGenMergeTests.read(["project.yml": spec])
        let targets = try read.result.get()
        #expect(targets[0].floors == [.iOS: OSVersion("17.0")!])
        // The chain is followed 16 deep; `g0`'s own setting comes after its groups'.
        #expect(targets[1].floors == [.iOS: OSVersion("10.0")!])
    }

    /// `configs:` of aliases of aliases, 15 deep and 6 wide: 6^15 maps to visit. Refused.
    @Test(.timeLimit(.minutes(1))) func configsThroughAliasesAreBounded() throws {
        var spec = "definitions:\n  l0: &l0 {IPHONEOS_DEPLOYMENT_TARGET: \"17.0\"}\n"
        for i in 1...15 {
            let previous = "*l\(i - 1)"
            spec += "  l\(i): &l\(i)\n    configs:\n" + ["d", "e", "b", "u", "g", "de"].map { "      \($0): \(previous)\n" }.joined()
        }
        spec += "targets:\n  App:\n    platform: iOS\n    settings: *l15\n"
        let read = try XcodeGenMergeTests.read(["project.yml": spec])
        #expect(throws: ProjectReadError.self) { try read.result.get() }
        if case .failure(let error) = read.result {
            #expect(error.file == read.root + "/project.yml" && error.reason.hasPrefix("expands to more than \(SpecBudget.limit) YAML nodes"))
        }
    }

    /// Aliases of aliases inside a template (a billion laughs through `targetTemplates`): refused, not walked.
    @Test(.timeLimit(.minutes(1))) func aliasesInATemplateAreBounded() throws {
        var spec = "definitions:\n  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 { spec += "  l\(i): &l\(i)\n" + String(repeating: "    - *l\(i - 1)\n", count: 10) }
        spec += "targetTemplates:\n  Base:\n    platform: iOS\n    info: *l9\ntargets:\n  App:\n    templates: [Base]\n"
        let read = try XcodeGenMergeTests.read(["project.yml": spec])
        #expect(throws: ProjectReadError.self) { try read.result.get() }
        // The same aliases a few levels deep are read.
        let small = spec.replacingOccurrences(of: "info: *l9", with: "info: *l3")
        #expect(try XcodeGenMergeTests.read(["project.yml": small]).result.get().count == 1)
    }
}
