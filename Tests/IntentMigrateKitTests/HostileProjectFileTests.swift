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

/// Project files and configs that never end, loop through links or nest without bound: each is read with a bound,
/// or refused with a reason, never a crash or a hang.
@Suite struct HostileProjectFileTests {
    /// One app target whose configuration is based on `Config.xcconfig`.
    static let pbxproj = """
    { objects = {
      BF01 = {isa = PBXBuildFile; fileRef = FR01; };
      FR01 = {isa = PBXFileReference; path = Hello.swift; sourceTree = "<group>"; };
      FR02 = {isa = PBXFileReference; path = Config.xcconfig; sourceTree = "<group>"; };
      MAIN = {isa = PBXGroup; children = (FR01, FR02, ); sourceTree = "<group>"; };
      SRC1 = {isa = PBXSourcesBuildPhase; files = (BF01, ); };
      APP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; buildPhases = (SRC1, ); name = App; productType = "com.apple.product-type.application"; };
      PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
      LAPP = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
      ADEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = FR02; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
    }; rootObject = PROJECT; }
    """

    @Test func devicesAndFIFOsAreNotRead() throws {
        #expect(readFile("/dev/zero") == nil)
        #expect(readText("/dev/zero") == nil)
        let folder = try tree([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A FIFO nobody writes to: opening it must not block, and it is no file to read.
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(readFile(fifo) == nil)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/project.yml", withDestinationPath: "/dev/zero")
        let read = #expect(throws: ProjectReadError.self) { try XcodeGenReader.read(Paths.absolute(folder.path) + "/project.yml") }
        #expect(read?.reason == "can't be read")
    }

    /// `s1` and `s2` are links to their own folder, and `x.xcconfig` includes itself through both: read once.
    /// A chain of 2,000 includes stops at the include depth, without a stack overflow.
    @Test func includesThroughLinksAndLongChainsAreBounded() throws {
        var files = ["App.xcodeproj/project.pbxproj": Self.pbxproj, "Hello.swift": "",
                     "Config.xcconfig": "#include \"x.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n",
                     "x.xcconfig": "#include \"s1/x.xcconfig\"\n#include \"s2/x.xcconfig\"\n"]
        let folder = try tree(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        for link in ["s1", "s2"] { try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + link, withDestinationPath: ".") }
        let project = try XcodeProjectReader.read(Paths.absolute(folder.path) + "/App.xcodeproj")
        #expect(project.targets.first?.floors[.iOS] == OSVersion("17.0"))

        files = ["App.xcodeproj/project.pbxproj": Self.pbxproj, "Hello.swift": "", "Config.xcconfig": "#include \"c0.xcconfig\"\n",
                 "c2000.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n"]
        for i in 0..<2000 { files["c\(i).xcconfig"] = "#include \"c\(i + 1).xcconfig\"\n" }
        let chain = try tree(files)
        defer { try? FileManager.default.removeItem(at: chain) }
        let deep = try XcodeProjectReader.read(Paths.absolute(chain.path) + "/App.xcodeproj")
        // The setting at the chain's end is past the depth limit: not read, and no crash.
        #expect(deep.targets.count == 1)
        #expect(deep.targets.first?.floors[.iOS] == nil)
    }

    /// A project file its reader can't read gives no floor of its own (no second reader guesses one from its text):
    /// its folder is one module, with each platform at its first App Intents release, and the reason is a problem.
    @Test func anUnreadableProjectGivesNoFloorByPattern() throws {
        let folder = try tree(["App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 17.0; not a property list\n", "App/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let floor = try runFloor("App/A.swift", in: folder)
        #expect(!floor.isKnown && floor.versions == DeploymentFloor.unknown.versions)
    }

    /// `project` says where a floor came from, file and line (an `.xcconfig` among its comments, blank and `\r\n` lines),
    /// and what it guesses where none is found.
    @Test func theProjectListingNamesWhereFloorsCameFrom() throws {
        let folder = try tree(["App.xcodeproj/project.pbxproj": Self.pbxproj.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SUPPORTED_PLATFORMS = \"iphoneos xros\";"),
                               "Hello.swift": "", "Config.xcconfig": "// Shared settings\r\n\r\nSWIFT_VERSION = 6\r\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\r\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Workspace(paths: [folder.path])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        let listing = model.describe(fileCounts: [:])
        #expect(listing.contains("App: iOS 17.0 (from ") && listing.contains("Config.xcconfig:4)"), "\(listing)")
        #expect(listing.contains("visionOS (guessed: no deployment target, 1.0 assumed)"), "\(listing)")
    }

    /// The line of a floor's setting: a configuration written on one line holds it on that line, and the search stops at
    /// the next object (it is never the next configuration's line); a quoted conditional key is found as written.
    @Test func theFloorsLineIsTheConfigurationsOwn() throws {
        let folder = try tree(["p.pbxproj": """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA0000000000000000000DEB0 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Debug; };
        \t\tA0000000000000000000AE10 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\t"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 17.0;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t};
        \t\t};
        \t};
        }
        """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/p.pbxproj"
        #expect(XcodeProjectReader.line(of: "IPHONEOS_DEPLOYMENT_TARGET", inConfiguration: "A0000000000000000000DEB0", pbxproj: file) == 4)
        #expect(XcodeProjectReader.line(of: "IPHONEOS_DEPLOYMENT_TARGET", inConfiguration: "A0000000000000000000AE10", pbxproj: file) == 9)
        #expect(XcodeProjectReader.line(of: "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]", inConfiguration: "A0000000000000000000AE10", pbxproj: file) == 8)
        #expect(XcodeProjectReader.line(of: "MACOSX_DEPLOYMENT_TARGET", inConfiguration: "A0000000000000000000DEB0", pbxproj: file) == 4, "the object's own line")
        #expect(XcodeProjectReader.line(of: "IPHONEOS_DEPLOYMENT_TARGET", inConfiguration: "FFFF", pbxproj: file) == nil)
    }

    /// An `.xcconfig` the project includes from outside the repository is not read, and a note says so.
    @Test func anIncludeOutsideTheRepositoryIsNotRead() throws {
        let outer = try tree(["outside.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
                              "repo/App.xcodeproj/project.pbxproj": Self.pbxproj, "repo/Hello.swift": "",
                              "repo/Config.xcconfig": "#include \"../outside.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n"])
        defer { try? FileManager.default.removeItem(at: outer) }
        let repo = outer.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let project = try XcodeProjectReader.read(Paths.absolute(repo.path) + "/App.xcodeproj")
        #expect(project.targets.first?.floors[.iOS] == OSVersion("17.0"))
        #expect(project.notRead == [Paths.absolute(outer.path) + "/outside.xcconfig"])
        let workspace = try Workspace(paths: [repo.path])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        #expect(model.setAside.contains { $0.reason.hasPrefix("names ") && $0.reason.hasSuffix("outside.xcconfig, outside the repository: not read") }, "\(model.setAside)")
    }

    /// The project lists `Hello.swift`, the file on disk is `hello.swift`: Xcode on a Mac compiles it, so it is the target's.
    @Test func aListedPathThatDiffersInCaseIsStillCompiled() throws {
        let folder = try tree(["App.xcodeproj/project.pbxproj": Self.pbxproj, "hello.swift": "", "Config.xcconfig": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Workspace(paths: [folder.path])
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        #expect(model.placements == [.targets([TargetRef(project: 0, target: 0)])], "\(model.placements)")
    }

    @Test func yamlNestedTooDeepOrIndentedWithTabsIsRefused() throws {
        let brackets = "name: App\ntargets:\n  App:\n    platform: iOS\n    sources: " + String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000) + "\n"
        let items = "name: App\ntargets:\n  App:\n    platform: iOS\n    sources:\n      " + String(repeating: "- ", count: 40_000) + "x\n"
        let tabs = "name: App\ntargets:\n\tApp:\n\t\tplatform: iOS\n"
        for (spec, reason) in [(brackets, "nests deeper than 512 levels"), (items, "nests deeper than 512 levels"),
                               (tabs, "line 3 is indented with a tab, which YAML doesn't allow")] {
            let folder = try tree(["project.yml": spec])
            defer { try? FileManager.default.removeItem(at: folder) }
            let error = #expect(throws: ProjectReadError.self) { try XcodeGenReader.read(Paths.absolute(folder.path) + "/project.yml") }
            #expect(error?.reason == reason)
        }
        // 500 levels is still read.
        let fine = "name: App\ntargets:\n  App:\n    platform: iOS\n    sources: [App]\n    info: " + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "\n"
        let folder = try tree(["project.yml": fine])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try XcodeGenReader.read(Paths.absolute(folder.path) + "/project.yml").targets.count == 1)
    }

    @Test func aBaselineNeverReplacesWhatIsNotOne() throws {
        let folder = try tree(["Hello.swift": "struct A {}\n", "notes.txt": "keep me\n", "empty.json": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path
        #expect(Baseline.refusal(toOverwrite: path + "/Hello.swift")?.contains("is a Swift source") == true)
        #expect(Baseline.refusal(toOverwrite: path + "/notes.txt")?.contains("is not a baseline") == true)
        #expect(Baseline.refusal(toOverwrite: "/dev/null")?.contains("is not a regular file") == true)
        #expect(Baseline.refusal(toOverwrite: path)?.contains("is not a regular file") == true)
        #expect(Baseline.refusal(toOverwrite: path + "/empty.json") == nil)
        #expect(Baseline.refusal(toOverwrite: path + "/new.json") == nil)
        let baseline = Baseline(entries: [])
        #expect(baseline.write(to: path + "/new.json"))
        #expect(Baseline.refusal(toOverwrite: path + "/new.json") == nil)
        #expect(try Baseline.load(path + "/new.json") == baseline)
        #expect(!baseline.write(to: path + "/missing/folder/new.json"))
    }
}
