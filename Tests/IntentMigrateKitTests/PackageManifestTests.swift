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

/// A target's source folders and their exclusions, comparable in `#expect`.
func folders(_ target: Target) -> [String: Set<String>] {
    Dictionary(uniqueKeysWithValues: target.sources.folders.map { ($0.folder, $0.excluded) })
}

@Suite struct PackageManifestTests {
    static let manifest = """
        // swift-tools-version: 5.9
        // platforms: [.iOS(.v12)] in a comment before the package
        import PackageDescription

        let legacy = ".iOS(.v12), .macOS(.v10_13)"
        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v17) /* was .iOS(.v15) */, // .macOS(.v12)
            ],
            products: [.library(name: "Kit", targets: ["Core"])],
            dependencies: [.package(url: "https://example.com/dep.git", from: "1.0.0")],
            targets: [
                .target(name: "Core", dependencies: [.target(name: "Ghost")], exclude: ["Old", "Notes.md"]),
                .executableTarget(name: "Tool", path: "Tools/tool/"),
                .target(name: "Picked", exclude: ["Public/Draft"], sources: ["Public", "Extra.swift"]),
                .macro(name: "Macros", swiftSettings: [.define("NOTE=\\".iOS(.v12)\\"")]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                .systemLibrary(name: "CZ"),
                .plugin(name: "Gen", capability: .buildTool()),
            ]
        )
        """

    @Test func targetsFoldersExclusionsAndSubPaths() throws {
        let folder = try tree(["Package.swift": PackageManifestTests.manifest, "Sources/Core/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path), file = root + "/Package.swift"
        let project = try PackageManifestReader.read(file)
        #expect(project.kind == .package && project.file == file && project.root == root)
        #expect(project.targets.map(\.name) == ["Core", "Tool", "Picked", "Macros", "CoreTests"])
        #expect(folders(project.targets[0]) == [root + "/Sources/Core": [root + "/Sources/Core/Old", root + "/Sources/Core/Notes.md"]])
        #expect(folders(project.targets[1]) == [root + "/Tools/tool": []])
        #expect(folders(project.targets[2]) == [root + "/Sources/Picked/Public": [root + "/Sources/Picked/Public/Draft"],
                                                root + "/Sources/Picked/Extra.swift": []])
        #expect(folders(project.targets[3]) == [root + "/Sources/Macros": []])
        #expect(folders(project.targets[4]) == [root + "/Tests/CoreTests": []])
        for target in project.targets {
            #expect(target.platforms == [.iOS], "a package naming platforms builds for those")
            #expect(target.floors == [.iOS: OSVersion([17])])
            #expect(target.floorSources == Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, file) }))
            #expect(target.sources.files.isEmpty)
        }
        let compiling: [String: [Int]] = [
            "Sources/Core/A.swift": [0], "Sources/Core/Old/B.swift": [], "Sources/Core/Notes.md": [],
            "Sources/CoreExtra/A.swift": [], "Tools/tool/main.swift": [1], "Sources/Picked/Extra.swift": [2],
            "Sources/Picked/Other.swift": [], "Sources/Picked/Public/P.swift": [2], "Sources/Picked/Public/Draft/D.swift": [],
            "Sources/Macros/M.swift": [3], "Tests/CoreTests/T.swift": [4], "Sources/Bin/B.swift": [],
        ]
        for (path, indices) in compiling { #expect(project.targets(compiling: root + "/" + path) == indices, "\(path)") }
    }

    @Test func versionSpellings() throws {
        let folder = try tree(["Package.swift": """
            let package = Package(
                name: "Spell",
                platforms: [
                    .iOS(.v17_4), .macOS("14.0"), .watchOS(.v10), .tvOS(.v17), .visionOS(.v1),
                    .macCatalyst(.v13), .custom("freeBSD", versionString: "14"),
                ],
                targets: [.target(name: "Spell")]
            )
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try PackageManifestReader.read(folder.path + "/Package.swift")
        #expect(project.targets.count == 1)
        #expect(project.targets[0].floors == [.iOS: OSVersion([17, 4]), .macOS: OSVersion([14, 0]), .watchOS: OSVersion([10]),
                                              .tvOS: OSVersion([17]), .visionOS: OSVersion([1])])
        #expect(project.targets[0].floors[.iOS]?.description == "17.4")
    }

    @Test func noPlatformsBuildsEverywhereWithoutFloors() throws {
        let folder = try tree(["Package.swift": "let package = Package(name: \"Bare\", targets: [.target(name: \"Bare\")])"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let target = try #require(try PackageManifestReader.read(root + "/Package.swift").targets.first)
        #expect(target.name == "Bare" && target.platforms == Set(Platform.allCases) && target.floors.isEmpty)
        #expect(target.floorSources.count == 5 && target.floorSources[.tvOS] == root + "/Package.swift")
        #expect(folders(target) == [root + "/Sources/Bare": []])
    }

    @Test func defaultFolderIsTheFirstSourcesSpellingOnDisk() throws {
        let folder = try tree([
            "Package.swift": "let package = Package(name: \"S\", targets: [.target(name: \"Lib\"), .testTarget(name: \"LibTests\")])",
            "src/Lib/A.swift": "", "srcs/Lib/B.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try PackageManifestReader.read(root + "/Package.swift")
        #expect(project.targets.map(folders) == [[root + "/src/Lib": []], [root + "/Tests/LibTests": []]])
    }

    /// SwiftPM builds a package's only target (tests aside) from `Sources/` itself when it has no `Sources/<name>`
    /// folder; with a second target, or with that folder present, each target keeps its own folder.
    @Test func onlyTargetWithoutItsFolderCompilesSources() throws {
        let folder = try tree([
            "Package.swift": "let package = Package(name: \"E\", targets: [.target(name: \"Env\"), .testTarget(name: \"EnvTests\")])",
            "Sources/Alarms/A.swift": "", "Sources/B.swift": "", "Tests/EnvTests/T.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try PackageManifestReader.read(root + "/Package.swift")
        #expect(project.targets.map(folders) == [[root + "/Sources": []], [root + "/Tests/EnvTests": []]])
        #expect(project.targets(compiling: root + "/Sources/Alarms/A.swift") == [0])

        try Data("let package = Package(name: \"E\", targets: [.target(name: \"Env\"), .target(name: \"Kit\")])".utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        let two = try PackageManifestReader.read(root + "/Package.swift")
        #expect(two.targets.map(folders) == [[root + "/Sources/Env": []], [root + "/Sources/Kit": []]])
    }

    @Test func targetsBuiltInCodeGiveOneTargetOverThePackage() throws {
        let folder = try tree(["Package.swift": """
            let names = ["A", "B"]
            let package = Package(name: "Loop", platforms: [.macOS(.v13)], targets: names.map { .target(name: $0) })
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try PackageManifestReader.read(root + "/Package.swift")
        #expect(project.targets.map(\.name) == ["Loop"])
        // The whole folder but its tests: targets built in code may keep their sources anywhere (`Modules/\($0)`).
        #expect(folders(project.targets[0]) == [root: [root + "/Tests"]])
        #expect(project.targets[0].floors == [.macOS: OSVersion([13])])
        #expect(project.targets(compiling: root + "/Sources/A/X.swift") == [0])
        #expect(project.targets(compiling: root + "/Modules/B/Y.swift") == [0])
        #expect(project.targets(compiling: root + "/Tests/ATests/T.swift") == [])

        try Data("let package = Package(name: packageName, targets: targets)".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let unnamed = try PackageManifestReader.read(root + "/Package.swift")
        #expect(unnamed.targets.map(\.name) == [folder.lastPathComponent])
    }

    @Test func unreadableOrUnlexableManifestThrows() throws {
        let folder = try tree(["Package.swift": "let package = Package(name: \"Broken)\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let broken = #expect(throws: ProjectReadError.self) { try PackageManifestReader.read(root + "/Package.swift") }
        #expect(broken?.file == root + "/Package.swift")
        #expect(broken?.reason.hasPrefix("doesn't lex: string literal never ends") == true)
        let missing = #expect(throws: ProjectReadError.self) { try PackageManifestReader.read(root + "/Missing/Package.swift") }
        #expect(missing?.reason == "can't be read")
    }

    @Test func sourceSetEntryThatIsAFileMatchesThatFileOnly() {
        let set = SourceSet(folders: [("/p/Sources/Kit/One.swift", [])])
        #expect(set.contains("/p/Sources/Kit/One.swift"))
        #expect(!set.contains("/p/Sources/Kit/One.swiftx"))
        #expect(!set.contains("/p/Sources/Kit/Two.swift"))
    }

    @Test func dinewellSample() throws {
        let root = Paths.absolute(repositoryRoot.appendingPathComponent("Samples/Dinewell").path)
        let project = try PackageManifestReader.read(root + "/Package.swift")
        #expect(project.targets.map(\.name) == ["Dinewell"])
        #expect(project.targets[0].floors == [.iOS: OSVersion([17]), .macOS: OSVersion([14])])
        #expect(project.targets[0].platforms == [.iOS, .macOS])
        #expect(folders(project.targets[0]) == [root + "/Sources/Dinewell": []])
        #expect(project.targets(compiling: root + "/Sources/Dinewell/BookTableIntent.swift") == [0])
        #expect(project.targets(compiling: root + "/Package.swift") == [])
    }
}
