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

@Suite struct XcodeGenProjectTests {
    static let spec = """
        # Crate: the app and its watch app
        name: "Crate #1"   # a '#' inside quotes is not a comment
        options:
          bundleIdPrefix: com.example
          deploymentTarget:
            iOS: "17.0"
            watchOS: 10.0   # the watch default
            # macOS: 12.0
        targets:
          Crate:
            type: application
            platform: iOS
            deploymentTarget: "16.4"  # lower than the default
            sources:
              - path: Crate
                excludes:
                  - "Legacy"
                  - Generated/**
                  - "**/*.md"
              - Shared
          CrateWatch:
            type: application
            platform: watchOS
            sources: WatchApp
          CrateKit:
            type: framework
            platform: [iOS, macOS]
            deploymentTarget:
              macOS: 14.0
            sources: [Kit, "Shared/Kit.swift"]
        """

    @Test func targetsPlatformsFloorsAndSources() throws {
        let folder = try tree(["project.yml": XcodeGenProjectTests.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path), file = root + "/project.yml"
        let project = try XcodeGenReader.read(file)
        #expect(project.kind == .xcodegen && project.file == file && project.root == root)
        #expect(project.targets.map(\.name) == ["Crate", "CrateWatch", "CrateKit"])
        let (app, watch, kit) = (project.targets[0], project.targets[1], project.targets[2])
        #expect(app.platforms == [.iOS] && app.floors == [.iOS: OSVersion([16, 4])] && app.floorSources == [.iOS: file])
        #expect(folders(app) == [root + "/Crate": [root + "/Crate/Legacy", root + "/Crate/Generated"], root + "/Shared": []])
        #expect(watch.platforms == [.watchOS] && watch.floors == [.watchOS: OSVersion([10, 0])] && watch.floorSources == [.watchOS: file])
        #expect(folders(watch) == [root + "/WatchApp": []])
        #expect(kit.platforms == [.iOS, .macOS] && kit.floors == [.iOS: OSVersion([17, 0]), .macOS: OSVersion([14, 0])])
        #expect(kit.floorSources == [.iOS: file, .macOS: file])
        #expect(folders(kit) == [root + "/Kit": [], root + "/Shared/Kit.swift": []])
        // Each floor with the line that writes it: the target's own, else `options.deploymentTarget`'s.
        #expect(app.floorPlaces == [.iOS: .line(13)] && watch.floorPlaces == [.watchOS: .line(7)])
        #expect(kit.floorPlaces == [.iOS: .line(6), .macOS: .line(29)])
        let compiling: [String: [Int]] = [
            "Crate/A.swift": [0], "Crate/Legacy/Old.swift": [], "Crate/Generated/G.swift": [],
            "Crate/Docs/readme.md": [0], "Shared/Kit.swift": [0, 2], "Shared/Other.swift": [0],
            "WatchApp/W.swift": [1], "Kit/K.swift": [2], "Crateful/A.swift": [],
        ]
        for (path, indices) in compiling { #expect(project.targets(compiling: root + "/" + path) == indices, "\(path)") }
    }

    /// The deployment forms XcodeGen specs use give their floors here.
    @Test func formsTheOldReaderHandles() throws {
        let folder = try tree(["project.yml": """
            options:
              deploymentTarget:
                iOS: "17.0"
                macOS: 14.0
            targets:
              Crate:
                type: application
                platform: iOS
                deploymentTarget: "16.4"
              Both:
                platform: [iOS, macOS]
                deploymentTarget: '15.0'
              Mapped:
                platform: macOS
                deploymentTarget:
                  macOS: "13.3"
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try XcodeGenReader.read(folder.path + "/project.yml")
        #expect(project.targets.map(\.floors) == [
            [.iOS: OSVersion([16, 4])], [.iOS: OSVersion([15, 0]), .macOS: OSVersion([15, 0])], [.macOS: OSVersion([13, 3])],
        ])
        #expect(project.targets.allSatisfy { $0.sources.folders.isEmpty && $0.sources.files.isEmpty })
    }

    @Test func yamlListsAtTheKeysIndentFlowMapsAndDestinations() throws {
        let folder = try tree(["project.yml": """
            ---
            targets:
              "Widget":
                supportedDestinations: [iOS, visionOS]
                deploymentTarget: {iOS: 18.0, visionOS: "2.0"}
                info:
                  properties: |
                    platform: macOS # not a key of the target
                sources:
                - path: "Widget Sources"
                  excludes: ["Fixtures", "Snapshots/**", "*.json"]
                -
                  path: ../Shared/Widget
              Anything:
                type: tool
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try XcodeGenReader.read(root + "/project.yml")
        #expect(project.targets.map(\.name) == ["Widget", "Anything"])
        let widget = project.targets[0]
        #expect(widget.platforms == [.iOS, .visionOS])
        #expect(widget.floors == [.iOS: OSVersion([18, 0]), .visionOS: OSVersion([2, 0])])
        #expect(folders(widget) == [
            root + "/Widget Sources": [root + "/Widget Sources/Fixtures", root + "/Widget Sources/Snapshots"],
            Paths.parent(of: root) + "/Shared/Widget": [],
        ])
        #expect(project.targets[1].platforms == Set(Platform.allCases) && project.targets[1].floors.isEmpty)
    }

    @Test func yamlSubsetValues() {
        let value = YAMLReader.parse("""
            a: 'it''s # here'   # comment
            b:
              - [x, "y, z", [1, 2]]
              - - nested
                - deeper
            c: http://example.com:80/path
            'd e': {k: v}
            """)
        #expect(value["a"]?.text == "it's # here")
        let b = value["b"]?.items ?? []
        #expect(b.count == 2)
        #expect(b.first?.items.compactMap(\.text) == ["x", "y, z"])
        #expect(b.first?.items.last?.items.compactMap(\.text) == ["1", "2"])
        #expect(b.last?.items.compactMap(\.text) == ["nested", "deeper"])
        #expect(value["c"]?.text == "http://example.com:80/path")
        #expect(value["d e"]?["k"]?.text == "v")
        #expect(YAMLReader.parse("").entries.isEmpty)
    }

    /// What larger teams' specs use: `include:` of a shared spec (its paths relative to it), target templates with
    /// `${target_name}`, anchors and merge keys. An include outside the repository is not read; a target whose sources
    /// can't be read makes the spec unreadable, so its files are not silently left in no target.
    @Test func includesTemplatesAndMergeKeys() throws {
        let main = """
            include:
              - Config/base.yml
              - ../../outside.yml
            x-defaults: &defaults
              platform: iOS
              deploymentTarget: "17.0"
            targets:
              App:
                <<: *defaults
                type: application
                sources: [App]
              Widgets:
                templates: [Extension]
              Clock:
                <<: *defaults
                deploymentTarget: "16.0"
                sources:
                  - Clock
            """
        let base = """
            options:
              deploymentTarget:
                iOS: "15.0"
            targetTemplates:
              Extension:
                type: app-extension
                platform: iOS
                sources: ["../${target_name}"]
            """
        let folder = try tree(["repo/project.yml": main, "repo/Config/base.yml": base, "outside.yml": "targets:\n  Stray:\n    sources: [Stray]\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let repo = Paths.absolute(folder.appendingPathComponent("repo").path)
        let project = try XcodeGenReader.read(repo + "/project.yml")
        #expect(project.targets.map(\.name) == ["App", "Widgets", "Clock"])
        let app = project.targets[0], widgets = project.targets[1], clock = project.targets[2]
        #expect(app.platforms == [.iOS] && app.floors[.iOS] == OSVersion("17.0"))
        #expect(app.sources.folders.map(\.folder) == [repo + "/App"])
        // The template's path is relative to the spec that wrote it, with the target's name put in.
        #expect(widgets.platforms == [.iOS] && widgets.floors[.iOS] == OSVersion("15.0"))
        #expect(widgets.sources.folders.map(\.folder) == [repo + "/Widgets"])
        // Its own key wins over the merged one.
        #expect(clock.floors[.iOS] == OSVersion("16.0") && clock.sources.folders.map(\.folder) == [repo + "/Clock"])

        let broken = try tree(["project.yml": "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: *missing\n"])
        defer { try? FileManager.default.removeItem(at: broken) }
        let error = #expect(throws: ProjectReadError.self) { try XcodeGenReader.read(Paths.absolute(broken.path) + "/project.yml") }
        #expect(error?.reason == "target App's sources can't be read")
    }

    @Test func unreadableOrNotAMapThrows() throws {
        let folder = try tree(["project.yml": "- just\n- a list\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let list = #expect(throws: ProjectReadError.self) { try XcodeGenReader.read(root + "/project.yml") }
        #expect(list?.reason == "is not a YAML map")
        let missing = #expect(throws: ProjectReadError.self) { try XcodeGenReader.read(root + "/none/project.yml") }
        #expect(missing?.file == root + "/none/project.yml" && missing?.reason == "can't be read")
    }
}
