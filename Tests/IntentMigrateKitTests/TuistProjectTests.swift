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

@Suite struct TuistProjectTests {
    @Test func targetsPlatformsFloorsAndSources() throws {
        let folder = try tree(["Project.swift": """
            import ProjectDescription

            // .target(name: "Commented", destinations: .macOS) is not a target
            let project = Project(
                name: "Crate",
                targets: [
                    .target(name: "Crate", destinations: [.iPhone, .iPad, .macWithiPadDesign], product: .app,
                            bundleId: "com.example.crate", deploymentTargets: .iOS("17.4"),
                            sources: ["./Crate/**", .glob("Shared/**/*.swift", excluding: ["Shared/Mocks/**", "**/*Tests.swift"]), "!Crate/Old.swift"]),
                    .target(name: "CrateMac", destinations: .macOS, product: .app, bundleId: "com.example.crate.mac",
                            deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"), sources: "Mac/*.swift"),
                    Target(name: "CrateWatch", platform: .watchOS, product: .watch2App, bundleId: "com.example.crate.watch",
                           deploymentTarget: .watchOS(targetVersion: "10.0"), sources: .paths(["Watch", "Shared/Kit.swift"])),
                    .target(name: "CrateVision", destinations: [.appleVision, .appleVisionWithiPadDesign, .macCatalyst],
                            product: .app, bundleId: "com.example.crate.vision"),
                ]
            )
            """, "Shared/Kit.swift": "", "Watch/W.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path), file = root + "/Project.swift"
        let project = try #require(try TuistProjectReader.read(file))
        #expect(project.kind == .tuist && project.file == file && project.root == root)
        #expect(project.targets.map(\.name) == ["Crate", "CrateMac", "CrateWatch", "CrateVision"])
        let (app, mac, watch, vision) = (project.targets[0], project.targets[1], project.targets[2], project.targets[3])
        #expect(app.platforms == [.iOS] && app.floors == [.iOS: OSVersion([17, 4])] && app.floorSources == [.iOS: file])
        #expect(folders(app) == [root + "/Crate": [], root + "/Shared": [root + "/Shared/Mocks"]])
        #expect(mac.platforms == [.macOS] && mac.floors == [.macOS: OSVersion([14, 0])])
        #expect(folders(mac) == [root + "/Mac": []])
        #expect(watch.platforms == [.watchOS] && watch.floors == [.watchOS: OSVersion([10, 0])])
        #expect(folders(watch) == [root + "/Watch": []] && watch.sources.files == [root + "/Shared/Kit.swift"])
        #expect(vision.platforms == [.visionOS, .iOS] && vision.floors.isEmpty && vision.sources.files.isEmpty && vision.sources.folders.isEmpty)
        // Each floor with the manifest's line that gives it (what `intent-migrate project` shows).
        #expect(app.floorPlaces == [.iOS: .line(8)] && mac.floorPlaces == [.macOS: .line(11)] && watch.floorPlaces == [.watchOS: .line(13)])
        #expect(vision.floorPlaces.isEmpty)
        let compiling: [String: [Int]] = [
            "Crate/A.swift": [0], "Crate/Old.swift": [0], "Shared/Kit.swift": [0, 2], "Shared/Mocks/M.swift": [],
            "Mac/Sub/B.swift": [1], "Watch/W.swift": [2], "Other/C.swift": [],
        ]
        for (path, indices) in compiling { #expect(project.targets(compiling: root + "/" + path) == indices, "\(path)") }
    }

    /// Targets declared as constants first, then listed by name (Tuist's own examples do this).
    @Test func targetsDeclaredAsConstants() throws {
        let folder = try tree(["Project.swift": """
            import ProjectDescription

            let appTarget: Target = .target(name: "App", destinations: [.iPhone, .iPad, .appleVision], product: .app,
                                            bundleId: "com.example.app", sources: "App/Sources/**")
            let watchTarget = Target.target(name: "WatchApp", destinations: .watchOS, product: .watch2App,
                                            bundleId: "com.example.app.watch", deploymentTargets: .watchOS("11.0"), sources: ["Watch/**"])
            let project = Project(name: "App", targets: [appTarget, watchTarget])
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try #require(try TuistProjectReader.read(root + "/Project.swift"))
        #expect(project.targets.map(\.name) == ["App", "WatchApp"])
        #expect(project.targets[0].platforms == [.iOS, .visionOS] && folders(project.targets[0]) == [root + "/App/Sources": []])
        #expect(project.targets[1].platforms == [.watchOS] && project.targets[1].floors == [.watchOS: OSVersion([11, 0])])
        let constants = try tree(["Project.swift": """
            import ProjectDescription
            let widgetsName = "TickerWidgets"
            let deploymentTarget: String = "26.0"
            let project = Project(name: widgetsName, targets: [
                .target(name: widgetsName, destinations: [.iPhone, .iPad], product: .appExtension, bundleId: "b",
                        deploymentTargets: .iOS(deploymentTarget), sources: ["Widgets/**"]),
            ])
            """])
        defer { try? FileManager.default.removeItem(at: constants) }
        let widgets = try #require(try TuistProjectReader.read(constants.path + "/Project.swift"))
        #expect(widgets.targets.map(\.name) == ["TickerWidgets"] && widgets.targets[0].floors == [.iOS: OSVersion([26, 0])])
        let unknown = try tree(["Project.swift": "import ProjectDescription\nlet project = Project(name: \"A\", targets: [makeTarget()])\n"])
        defer { try? FileManager.default.removeItem(at: unknown) }
        // A target built by a call the reader can't follow: the manifest is read as one target over its folder, and says so.
        #expect(try TuistProjectReader.read(unknown.path + "/Project.swift")?.guessed?.contains("not a .target(name:") == true)
    }

    @Test func aSourceFileNamedProjectIsNoProject() throws {
        let folder = try tree(["Project.swift": "struct Project { var name: String }\n", "Broken/Project.swift": "struct Project { \"\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try TuistProjectReader.read(folder.path + "/Project.swift") == nil)
        #expect(try TuistProjectReader.read(folder.path + "/Broken/Project.swift") == nil)
        let root = Paths.absolute(folder.path)
        let model = ProjectModel(listedFolders: [root: ["Project.swift"]], files: [root + "/A.swift"], roots: [root])
        #expect(model.projects.isEmpty && model.problems.isEmpty)
    }

    /// A manifest whose targets a helper builds is read as one target over its folder (but `Tests`), named after the
    /// folder, for the platforms and at the floors its arguments name wherever they are written; a note says so.
    @Test func helperManifestsAreReadAsOneTargetWithTheirFloors() throws {
        let helper = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Crate", destinations: [.iPhone, .iPad, .appleWatch], deploymentTargets: .multiplatform(iOS: "16.0", watchOS: "9.4"))
            """
        let partial = """
            import ProjectDescription
            let project = Project(name: "Crate", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: appSources),
                                                           .feature("Search")])
            """
        let folder = try tree(["Helper/Project.swift": helper, "Partial/Project.swift": partial])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let read = try #require(try TuistProjectReader.read(root + "/Helper/Project.swift"))
        #expect(read.targets.map(\.name) == ["Helper"] && read.targets[0].platforms == [.iOS, .watchOS])
        #expect(read.targets[0].floors == [.iOS: OSVersion([16, 0]), .watchOS: OSVersion([9, 4])])
        #expect(read.guessed?.contains("built by a helper") == true, "\(read.guessed ?? "")")
        let partly = try #require(try TuistProjectReader.read(root + "/Partial/Project.swift"))
        #expect(partly.targets.map(\.name) == ["Partial"] && partly.targets[0].platforms == [.iOS] && partly.targets[0].floors.isEmpty)
        let model = ProjectModel(listedFolders: [root + "/Helper": ["Project.swift"]], files: [root + "/Helper/A.swift", root + "/Helper/Tests/T.swift"],
                                 roots: [root + "/Helper", root + "/Helper"])
        #expect(model.problems.isEmpty && model.setAside.map(\.reason).contains { $0.contains("read as one target over its folder") })
        #expect(model.placements == [.targets([TargetRef(project: 0, target: 0)]), .notCompiled(project: 0)])
        #expect(model.floor(of: model.placements[0]).versions == [.iOS: OSVersion([16, 0]), .watchOS: OSVersion([9, 4])])
        // `intent-migrate project` says the targets were guessed.
        #expect(model.describe(fileCounts: [:]).contains("(Tuist project, 1 target; guessed: its targets are built by code the tool doesn't run"))
    }

    @Test func tuistsOwnPackageIsNotAProjectAndTheManifestIsNoSource() throws {
        let folder = try tree([
            "Project.swift": "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", sources: [\"A/**\"])])\n",
            "Tuist/Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"A\", dependencies: [])\n",
            "A/App.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Workspace(paths: [folder.path])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        #expect(model.projects.map(\.kind) == [.tuist])
        let placements = Dictionary(uniqueKeysWithValues: zip(workspace.files.map { Workspace.displayPath($0).split(separator: "/").suffix(2).joined(separator: "/") }, model.placements))
        #expect(placements["A/App.swift"] == .targets([TargetRef(project: 0, target: 0)]))
        #expect(placements.values.filter { $0 == .notCompiled(project: 0) }.count == 2)
        #expect(workspace.files.allSatisfy { path in model.placements[workspace.files.firstIndex(of: path)!] != .notCompiled(project: 0) || model.isManifest(path) })
    }
}

@Suite struct ManifestConstantsTests {
    /// Tuist 4.55's synchronized folders are compiled whole; a glob with an interpolation is not written out, so the
    /// manifest is unreadable (its folder becomes one module) rather than read as a folder that doesn't exist.
    @Test func buildableFoldersAndInterpolatedGlobs() throws {
        let folder = try tree([
            "Synced/Project.swift": """
                import ProjectDescription
                let project = Project(name: "A", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", buildableFolders: ["App/Sources", .folder("Shared", exceptions: [])]),
                ])
                """,
            "Interpolated/Project.swift": """
                import ProjectDescription
                let appName = "App"
                let project = Project(name: "A", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: ["\\(appName)/Sources/**"])])
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let synced = try #require(try TuistProjectReader.read(root + "/Synced/Project.swift"))
        #expect(folders(synced.targets[0]) == [root + "/Synced/App/Sources": [], root + "/Synced/Shared": []])
        let interpolated = try #require(try TuistProjectReader.read(root + "/Interpolated/Project.swift"))
        #expect(interpolated.guessed?.contains("sources: of App is not written out") == true && folders(interpolated.targets[0]) == [root + "/Interpolated": [root + "/Interpolated/Tests", root + "/Interpolated/Tuist"]])
    }

    /// Only a constant declared at the top level of the manifest names a value; a `let` inside a function doesn't,
    /// and two top-level ones of the same name (in `#if` branches) say nothing for sure.
    @Test func onlyTopLevelConstantsCount() throws {
        let folder = try tree([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                extension Target {
                    static func feature(_ name: String) -> Target {
                        let path = "Features/\\(name)"
                        return .target(name: name, path: path)
                    }
                }
                let path = "Sources/App"
                #if os(Linux)
                let kitName = "KitLinux"
                #else
                let kitName = "Kit"
                #endif
                let package = Package(name: "A", targets: [.target(name: "App", path: path), .target(name: kitName)])
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try PackageManifestReader.read(root + "/Package.swift")
        // `kitName` has two top-level values: that target can't be placed, so the package is one target over its folder.
        #expect(project.targets.map(\.name) == ["A"] && folders(project.targets[0]) == [root: [root + "/Tests"]])
        let single = try tree(["Package.swift": "import PackageDescription\nfunc f() { let path = \"Elsewhere\" }\nlet path = \"Sources/App\"\nlet package = Package(name: \"A\", targets: [.target(name: \"App\", path: path)])\n"])
        defer { try? FileManager.default.removeItem(at: single) }
        let app = try PackageManifestReader.read(Paths.absolute(single.path) + "/Package.swift")
        #expect(app.targets.map(\.name) == ["App"] && folders(app.targets[0]) == [Paths.absolute(single.path) + "/Sources/App": []])
    }
}

/// Values named instead of written out: a top-level constant of the manifest, a static member of the project's helpers
/// (`Destinations.app`, `DeploymentTargets.app`); and Tuist's own files, which are no app code.
@Suite struct TuistNamedValuesTests {
    @Test func constantsAndHelperMembersGivePlatformsAndFloors() throws {
        let folder = try tree([
            "Tuist/ProjectDescriptionHelpers/Defaults.swift": """
                import ProjectDescription

                public extension Destinations {
                    static let app: Destinations = [.iPhone, .iPad]
                    static let desk: Destinations = [.mac]
                }

                public extension DeploymentTargets {
                    static let app: DeploymentTargets = .multiplatform(
                        iOS: "26.1",
                        macOS: "26.0"
                    )
                }
                """,
            "Apps/Journal/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let journalFloors: DeploymentTargets = .iOS("18.0")

                let project = Project(name: "Journal", targets: [
                    .target(name: "Journal", destinations: .app, product: .app, bundleId: "j", deploymentTargets: .app, sources: ["Sources/**"]),
                    .target(name: "JournalMac", destinations: .desk, product: .app, bundleId: "k", deploymentTargets: .app, sources: ["Mac/**"]),
                    .target(name: "Legacy", destinations: [.iPhone], product: .app, bundleId: "l", deploymentTargets: journalFloors, sources: ["Legacy/**"]),
                ])
                """,
            "Apps/Journal/Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Apps/Journal/Sources/A.swift": "",
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n#if TUIST\nimport struct ProjectDescription.PackageSettings\nlet packageSettings = PackageSettings(productTypes: [:])\n#endif\nlet package = Package(name: \"Deps\", dependencies: [])\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try #require(try TuistProjectReader.read(root + "/Apps/Journal/Project.swift"))
        #expect(project.guessed == nil)
        #expect(project.targets.map(\.platforms) == [[.iOS], [.macOS], [.iOS]])
        #expect(project.targets.map(\.floors) == [[.iOS: OSVersion([26, 1])], [.macOS: OSVersion([26, 0])], [.iOS: OSVersion([18, 0])]])
        // Tuist's config beside the manifest and its dependencies manifest at the root are no app code, and no package.
        let files = [root + "/Apps/Journal/Sources/A.swift", root + "/Apps/Journal/Tuist.swift"]
        let model = ProjectModel(listedFolders: [root: ["Package.swift"], root + "/Apps/Journal": ["Project.swift"]], files: files, roots: [root, root])
        #expect(model.projects.map(\.kind) == [.tuist] && model.isManifest(root + "/Apps/Journal/Tuist.swift") && model.isManifest(root + "/Package.swift"))
    }
}

/// A Tuist manifest with the project generated from it committed beside it: one set of targets, the project's.
@Test func generatedProjectBesideItsManifestIsReadInstead() throws {
    let folder = try tree(["Project.swift": "import ProjectDescription\nlet project = Project(name: \"App\", targets: [.target(name: \"App\", destinations: .iOS, product: .app, bundleId: \"a\", sources: [\"Sources/**\"])])\n",
                           "App.xcodeproj/project.pbxproj": HostileProjectFileTests.pbxproj, "Hello.swift": ""])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = Paths.absolute(folder.path)
    for listed in [["App.xcodeproj", "Project.swift"], ["Project.swift", "App.xcodeproj"]] {
        let model = ProjectModel(listedFolders: [root: listed], files: [root + "/Hello.swift"], roots: [root])
        #expect(model.projects.map(\.kind) == [.xcode] && model.isManifest(root + "/Project.swift"))
        #expect(model.setAside.map(\.reason) == ["not read: App.xcodeproj beside it, generated from it and committed, is read instead"], "\(model.setAside)")
    }
}

/// `tuist graph --format json`, in both shapes, as fixtures written for these tests (a notebook app and its watch app).
@Suite struct TuistGraphTests {
    /// Tuist 4.40+: `projects` alternates a path and a project; `targets` is keyed by name. Made on another machine.
    static func graph(madeAt made: String) -> String {
        """
        {
          "name" : "Notebook", "path" : "\(made)", "dependencies" : [], "dependencyConditions" : [], "packages" : [],
          "projects" : [
            "\(made)",
            {
              "name" : "Notebook", "path" : "\(made)", "sourceRootPath" : "\(made)", "type" : { "local" : {} },
              "targets" : {
                "Notebook" : {
                  "name" : "Notebook", "product" : "app", "bundleId" : "com.example.notebook",
                  "destinations" : [ "iPad", "iPhone", "macWithiPadDesign" ],
                  "deploymentTargets" : { "iOS" : "17.0" },
                  "sources" : [ { "path" : "\(made)/App/Sources/NewNoteIntent.swift" } ],
                  "buildableFolders" : []
                },
                "NotebookWatch" : {
                  "name" : "NotebookWatch", "product" : "app", "destinations" : [ "appleWatch" ],
                  "deploymentTargets" : { "watchOS" : "10.0" },
                  "sources" : [],
                  "buildableFolders" : [ { "path" : "\(made)/Watch/Sources", "exceptions" : { "exceptions" : [] }, "resolvedFiles" : [] } ]
                }
              }
            },
            "\(made)/Tuist/.build/checkouts/Markdown",
            { "name" : "Markdown", "path" : "\(made)/Tuist/.build/checkouts/Markdown", "type" : { "external" : { "hash" : "abc" } }, "targets" : {} }
          ],
          "workspace" : { "name" : "Notebook", "path" : "\(made)", "projects" : [ "\(made)" ] }
        }
        """
    }

    @Test func graphProjectsTargetsFloorsAndFilesMovedToThisCheckout() throws {
        let helper = "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.app(name: \"Notebook\")\n"
        let folder = try tree(["graph.json": Self.graph(madeAt: "/Users/someone/Notebook"), "Project.swift": helper,
                               "App/Sources/NewNoteIntent.swift": "", "Watch/Sources/Complication.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let projects = try TuistGraphReader.read(root + "/graph.json")
        #expect(projects.map(\.root) == [root], "the external package is not the app's")
        let targets = try #require(projects.first?.targets)
        #expect(targets.map(\.name) == ["Notebook", "NotebookWatch"])
        #expect(targets[0].platforms == [.iOS] && targets[0].floors == [.iOS: OSVersion([17, 0])])
        #expect(targets[0].sources.files == [root + "/App/Sources/NewNoteIntent.swift"])
        #expect(targets[1].platforms == [.watchOS] && targets[1].floors == [.watchOS: OSVersion([10, 0])])
        #expect(folders(targets[1]) == [root + "/Watch/Sources": []])
        // The graph is preferred: the helper-built manifest beside it is not read again (no guessed target, no note).
        let files = [root + "/App/Sources/NewNoteIntent.swift", root + "/Watch/Sources/Complication.swift"]
        let model = ProjectModel(listedFolders: [root: ["Project.swift"]], files: files, roots: [root, root], graph: projects)
        #expect(model.projects.count == 1 && model.setAside.isEmpty && model.problems.isEmpty)
        #expect(model.placements == [.targets([TargetRef(project: 0, target: 0)]), .targets([TargetRef(project: 0, target: 1)])])
        #expect(model.floor(of: model.placements[0]).versions == [.iOS: OSVersion([17, 0])])
    }

    /// Before Tuist 4.40 (and `--format legacyJSON`): `projects` keyed by path, `targets` a list, sources plain paths,
    /// no destinations or deployment targets: every platform, no floor known.
    @Test func legacyGraphAndFilesThatAreNoGraph() throws {
        let legacy = """
            { "name" : "Notebook", "path" : "/Users/someone/Notebook",
              "projects" : { "/Users/someone/Notebook" : { "name" : "Notebook", "path" : "/Users/someone/Notebook", "isExternal" : false,
                "targets" : [ { "name" : "Notebook", "product" : "app", "sources" : [ "/Users/someone/Notebook/App/Sources/NewNoteIntent.swift" ] } ] } } }
            """
        let folder = try tree(["legacy.json": legacy, "notes.json": "{ \"notes\": [] }", "broken.json": "{ \"projects\": [\"/a\"] }", "text.json": "not JSON"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try #require(try TuistGraphReader.read(root + "/legacy.json").first)
        #expect(project.targets.map(\.name) == ["Notebook"] && project.targets[0].platforms == Set(Platform.allCases) && project.targets[0].floors.isEmpty)
        #expect(project.targets[0].sources.files == [root + "/App/Sources/NewNoteIntent.swift"])
        for (name, why) in [("notes.json", "has no projects"), ("broken.json", "doesn't pair paths with projects"), ("text.json", "is not the JSON"),
                            ("missing.json", "can't be read")] {
            let error = #expect(throws: ProjectReadError.self) { try TuistGraphReader.read(root + "/" + name) }
            #expect(error?.reason.contains(why) == true, "\(name): \(error?.reason ?? "")")
        }
    }
}
