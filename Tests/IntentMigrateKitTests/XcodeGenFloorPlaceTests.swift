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

/// Where an XcodeGen spec writes each floor: the YAML reader's lines, and the layer (`options.deploymentTarget`, the
/// spec's `settings:`, the target's `deploymentTarget` and `settings:`) that decides it, in the file that holds it.
@Suite struct XcodeGenFloorPlaceTests {
    /// The line of the value's text: blank and comment lines counted, `\r\n` and `\r` ends, a scalar on the next line, an
    /// alias's anchor, a merge key's entries, a flow map's line.
    @Test func yamlEntriesKnowTheirLines() throws {
        let value = try YAMLReader.read("# spec\r\n\r\nversion: &v \"17.0\"\rshared: &shared\n  platform: iOS\n\n  deploymentTarget: 16.0\n"
            + "app:\n  <<: *shared\n  floor: *v\n  next:\n    \"15.0\"\n  map: {iOS: 14.0, macOS: 13.0}\n  list:\n    - a\n")
        #expect(value.entry("version")?.line == 3 && value.entry("shared")?.line == 4)
        let app = try #require(value["app"])
        #expect(value.entry("app")?.line == 8)
        // Merged from the anchor: the lines where `shared` writes them.
        #expect(app.entry("platform")?.line == 5 && app.entry("deploymentTarget")?.line == 7)
        #expect(app.entry("floor")?.line == 3 && app["floor"]?.text == "17.0")
        #expect(app.entry("next")?.line == 12 && app["next"]?.text == "15.0")
        #expect(app["map"]?.entries.map(\.line) == [13, 13] && app.entry("list")?.line == 14)
        // The line a refusal names is the file's, blank lines included.
        let tabs = #expect(throws: YAMLReader.Problem.self) { try YAMLReader.read("a: 1\n\n# note\nb:\n\tc: 2\n") }
        #expect(tabs?.reason == "line 5 is indented with a tab, which YAML doesn't allow")
    }

    /// Each layer in XcodeGen's order, a later one winning in each configuration, and the lowest over the configurations.
    @Test func theLayerThatDecidesGivesTheLine() throws {
        let folder = try tree(["project.yml": """
            name: Crate
            options:
              deploymentTarget:
                iOS: "15.0"
                macOS: "12.0"
            settings:
              base:
                MACOSX_DEPLOYMENT_TARGET: 13.0
            targets:
              Defaults:
                platform: [iOS, macOS]
              Own:
                platform: iOS
                deploymentTarget: "16.0"
              Settings:
                platform: iOS
                deploymentTarget: "16.0"
                settings:
                  IPHONEOS_DEPLOYMENT_TARGET: 17.0
              PerConfig:
                platform: iOS
                settings:
                  base:
                    IPHONEOS_DEPLOYMENT_TARGET: 17.2
                  configs:
                    debug:
                      IPHONEOS_DEPLOYMENT_TARGET: 17.4
                    Release:
                      IPHONEOS_DEPLOYMENT_TARGET: 16.4
              Inherited:
                platform: iOS
                deploymentTarget: "16.2"
                settings:
                  IPHONEOS_DEPLOYMENT_TARGET: $(inherited)
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Paths.absolute(folder.path) + "/project.yml"
        let targets = try XcodeGenReader.read(file).targets
        let floors = targets.map { target in target.floors.keys.sorted().map { "\($0) \(target.floors[$0]!) :\(target.floorPlaces[$0].map { "\($0)" } ?? "-")" } }
        #expect(floors == [
            ["iOS 15.0 :line(4)", "macOS 13.0 :line(8)"], ["iOS 16.0 :line(14)"], ["iOS 17.0 :line(19)"], ["iOS 16.4 :line(29)"],
            ["iOS 16.2 :line(32)"],
        ], "\(floors)")
        #expect(targets.allSatisfy { $0.floorSources.values.allSatisfy { $0 == file } })
    }

    /// A floor an included spec, a template or a setting group writes is that file's, at its line; the `configs:` of the
    /// project name the configurations.
    @Test func includedTemplatesAndGroupsKeepTheirFile() throws {
        let folder = try tree([
            "project.yml": """
                include: [Config/base.yml]
                configs:
                  Beta: release
                targets:
                  App:
                    templates: [Base]
                    sources: [App]
                  Kit:
                    platform: iOS
                    settings:
                      groups: [Floors]
                """,
            "Config/base.yml": """
                settingGroups:
                  Floors:
                    configs:
                      beta:
                        IPHONEOS_DEPLOYMENT_TARGET: "16.1"
                      release:
                        IPHONEOS_DEPLOYMENT_TARGET: "15.1"
                targetTemplates:
                  Base:
                    platform: iOS
                    deploymentTarget: "17.1"
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let targets = try XcodeGenReader.read(root + "/project.yml").targets
        #expect(targets[0].floors == [.iOS: OSVersion("17.1")!] && targets[0].floorPlaces == [.iOS: .line(11)])
        #expect(targets[0].floorSources == [.iOS: root + "/Config/base.yml"])
        // Only `Beta` is a configuration: the group's `release:` applies to none.
        #expect(targets[1].floors == [.iOS: OSVersion("16.1")!] && targets[1].floorPlaces == [.iOS: .line(5)])
        #expect(targets[1].floorSources == [.iOS: root + "/Config/base.yml"])
    }

    /// What `intent-migrate project` prints: the spec's own line by its name, an included spec's by its path.
    @Test func theProjectListingShowsTheSpecsLines() throws {
        let folder = try tree([
            "project.yml": "include:\n  - shared.yml\nname: Crate\ntargets:\n  App:\n    platform: iOS\n    sources: [App]\n"
                + "    settings:\n      base:\n        IPHONEOS_DEPLOYMENT_TARGET: 17.0\n  Mac:\n    platform: macOS\n    sources: [Mac]\n",
            "shared.yml": "options:\n  deploymentTarget:\n    macOS: \"14.0\"\n",
            "App/A.swift": "", "Mac/M.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Workspace(paths: [folder.path])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        let listing = model.describe(fileCounts: [:])
        #expect(listing.contains("  App: iOS 17.0 (project.yml:10); 0 Swift files"), "\(listing)")
        #expect(listing.contains("  Mac: macOS 14.0 (from ") && listing.contains("shared.yml:3); 0 Swift files"), "\(listing)")
    }
}
