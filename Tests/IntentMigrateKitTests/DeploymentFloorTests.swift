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

/// Writes files under a fresh folder and returns it.
/// A fresh folder holding `files`, a git work tree as an app's folder is (the project search stops at its root).
func tree(_ files: [String: String]) throws -> URL {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return folder
}

/// An Xcode project with two targets and no sources: an app built for iOS, macOS and watchOS (a Debug and a Release
/// configuration) and a widget for iOS and visionOS.
let pbxproj = """
// !$*UTF8*$!
{
	objects = {
		PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET, ); };
		MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
		APP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
		WIDGET = {isa = PBXNativeTarget; buildConfigurationList = LWIDGET; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
		LAPP = {isa = XCConfigurationList; buildConfigurations = (A1, A2, ); };
		LWIDGET = {isa = XCConfigurationList; buildConfigurations = (B1, ); };
		A1 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SUPPORTED_PLATFORMS = "iphoneos macosx watchos";
				IPHONEOS_DEPLOYMENT_TARGET = 26.2;
				MACOSX_DEPLOYMENT_TARGET = 15.0;
			};
			name = Debug;
		};
		A2 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SUPPORTED_PLATFORMS = "iphoneos macosx watchos";
				IPHONEOS_DEPLOYMENT_TARGET = 26.0;
				"WATCHOS_DEPLOYMENT_TARGET" = "11.0";
			};
			name = Release;
		};
		B1 /* Widget Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SUPPORTED_PLATFORMS = "iphoneos xros";
				IPHONEOS_DEPLOYMENT_TARGET = 26.1;
				XROS_DEPLOYMENT_TARGET = 26.0;
			};
		};
	};
	rootObject = PROJECT;
}
"""

/// The floor a run over `folder` gives the file at `relative` (inside it): the project model's, as the engine takes it.
func runFloor(_ relative: String, in folder: URL) throws -> DeploymentFloor {
    let workspace = try Workspace(paths: [folder.path], respectGitignore: false)
    let path = Paths.absolute(folder.appendingPathComponent(relative).path)
    let model = ProjectModel(listedFolders: workspace.listedFolders, files: [path], roots: [folder.path])
    return model.floor(of: model.placements[0])
}

@Suite struct DeploymentFloorTests {
    @Test func pbxprojLowestPerPlatformAcrossConfigurationsAndTargets() throws {
        let folder = try tree(["App.xcodeproj/project.pbxproj": pbxproj, "App/Intents/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let floor = try runFloor("App/Intents/A.swift", in: folder)
        #expect(floor.isKnown)
        #expect(floor.versions == [.iOS: OSVersion([26, 0]), .macOS: OSVersion([15, 0]), .watchOS: OSVersion([11, 0]), .visionOS: OSVersion([26, 0])])
        #expect(floor.source.hasSuffix("App.xcodeproj/project.pbxproj"))
    }

    @Test func xcconfigWithInclude() throws {
        let folder = try tree([
            "App.xcodeproj/project.pbxproj": HostileProjectFileTests.pbxproj,
            "Config.xcconfig": "#include \"Shared/Base.xcconfig\"\nSWIFT_VERSION = 6.0\n",
            "Shared/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.4\nMACOSX_DEPLOYMENT_TARGET = 14.0 // a platform the app doesn't build for\n",
            "Hello.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let floor = try runFloor("Hello.swift", in: folder)
        #expect(floor.versions == [.iOS: OSVersion([17, 4])])
        #expect(floor.source.contains("Base.xcconfig"), "\(floor.source)")
    }

    @Test func packageSwiftBothForms() throws {
        let folder = try tree(["Package.swift": """
            // swift-tools-version:5.10
            import PackageDescription
            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v17), .macOS("14.2"), .watchOS(.v10), .visionOS(.v26), .tvOS(.v17_4)],
                targets: [.target(name: "Kit")]
            )
            """, "Sources/Kit/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let floor = try runFloor("Sources/Kit/A.swift", in: folder)
        #expect(floor.versions == [.iOS: OSVersion([17]), .macOS: OSVersion([14, 2]), .watchOS: OSVersion([10]),
                                   .visionOS: OSVersion([26]), .tvOS: OSVersion([17, 4])])
    }

    @Test func xcodegenProjectYml() throws {
        let folder = try tree(["project.yml": """
            name: Crate
            options:
              deploymentTarget:
                iOS: "17.0"
                macOS: 14.0
            targets:
              Crate:
                type: application
                platform: iOS
                deploymentTarget: "16.4"
              CrateWatch:
                type: application
                platform: watchOS
                deploymentTarget: 10.0
            """, "Crate/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let floor = try runFloor("Crate/A.swift", in: folder)
        // `options.deploymentTarget`'s macOS is no platform of a target here: the targets' platforms are the file's.
        #expect(floor.versions == [.iOS: OSVersion([16, 4]), .watchOS: OSVersion([10, 0])])
    }

    @Test func nearestProjectWins() throws {
        let folder = try tree([
            "App.xcodeproj/project.pbxproj": HostileProjectFileTests.pbxproj.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 26.0;"),
            "App/A.swift": "",
            "Packages/Kit/Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(.v17)])",
            "Packages/Kit/Sources/Kit/B.swift": "",
            "Packages/Bare/Package.swift": "let package = Package(name: \"Bare\")",
            "Packages/Bare/Sources/C.swift": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runFloor("App/A.swift", in: folder).versions == [.iOS: OSVersion([26, 0])])
        #expect(try runFloor("Packages/Kit/Sources/Kit/B.swift", in: folder).versions == [.iOS: OSVersion([17])])
        let bare = try runFloor("Packages/Bare/Sources/C.swift", in: folder)
        #expect(!bare.isKnown && bare.versions == DeploymentFloor.unknown.versions)
    }

    @Test func commandLineFloorAndAvailabilityRaise() throws {
        let floor = try #require(DeploymentFloor.parse("iOS=17.0,macOS=14"))
        #expect(floor.platforms == [.iOS, .macOS])
        #expect(DeploymentFloor.parse("iOS=abc") == nil)
        #expect(DeploymentFloor.parse("Android=1.0") == nil)
        let raised = floor.raised(by: [.iOS: OSVersion([27, 3]), .watchOS: OSVersion([26])])
        #expect(raised.versions == [.iOS: OSVersion([27, 3]), .macOS: OSVersion([14])])
        #expect(DeploymentFloor.unknown.platforms.count == 5)
        #expect(OSVersion("26") == OSVersion("26.0"))
        #expect(OSVersion("27.3")! > OSVersion("27")!)
    }

    @Test func availabilityAttributeForms() throws {
        let (o, source) = try outline("""
        @available(iOS 26.0, macOS 26, *) @available(watchOS, introduced: 11.0)
        struct A {}
        """)
        let view = try LexedView(source.bytes)
        let found = o.types[0].attributes.map { $0.availability(in: source, view: view) }
        #expect(found == [[.iOS: OSVersion([26]), .macOS: OSVersion([26])], [.watchOS: OSVersion([11])]])
    }

    @Test func availabilityWarningsNameConstructVersionFloorAndFile() throws {
        var settings = Settings()
        settings.floorOverride = DeploymentFloor(versions: [.iOS: OSVersion([26, 0])], source: "CrateApp.xcodeproj/project.pbxproj")
        let text = """
        struct AlbumEntity: AppEntity {
            @Property(title: "Genres", description: "Discogs genres")
            var genres: [String]
            @ComputedProperty(title: "Count")
            var count: Int { 1 }
        }
        @available(iOS 27.3, *)
        struct Gated: AppEntity {
            @Property(title: "Name", description: "Its name")
            var name: String
        }
        @AppIntent(schema: .system.open)
        struct OpenAlbum: OpenIntent {}
        extension AlbumQuery: IndexedEntityQuery {}
        """
        let result = migrate(text, passes: [], settings: settings)
        let messages = result.findings.filter { $0.id == "availability" }.map { "\($0.line): \($0.message)" }
        #expect(messages == [
            "2: @Property(description:) needs iOS 27.3; the deployment floor is iOS 26.0 (CrateApp.xcodeproj/project.pbxproj)",
            "12: schema .system.open needs iOS 27.0; the deployment floor is iOS 26.0 (CrateApp.xcodeproj/project.pbxproj)",
            "14: IndexedEntityQuery needs iOS 27.0; the deployment floor is iOS 26.0 (CrateApp.xcodeproj/project.pbxproj)",
        ])
    }
}
