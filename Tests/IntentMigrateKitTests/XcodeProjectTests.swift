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

/// An app, its widget extension and a watch app, with groups with and without paths, a file both the app and the
/// widget compile, a `SOURCE_ROOT` file, an aggregate target, and an `.xcconfig` that includes another.
let threeTargetProject = """
// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 56;
	objects = {
		BF01 /* AppMain.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* AppMain.swift */; };
		BF02 /* Album.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02 /* Album.swift */; };
		BF03 = {isa = PBXBuildFile; fileRef = FR03 /* Legacy.m */; };
		BF04 = {isa = PBXBuildFile; fileRef = FR04 /* Generated.swift (built) */; };
		BF05 = {isa = PBXBuildFile; fileRef = FR05 /* Tools/Generated.swift */; };
		BF06 = {isa = PBXBuildFile; fileRef = FR06 /* Formatting.swift */; };
		BF11 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR11; };
		BF12 /* Album.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02 /* Album.swift */; };
		BF13 = {isa = PBXBuildFile; fileRef = FR13; };
		BF21 = {isa = PBXBuildFile; fileRef = FR21; };
		BF31 = {isa = PBXBuildFile; fileRef = FR31; };
		FR01 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppMain.swift; sourceTree = "<group>"; };
		FR02 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Album.swift; sourceTree = "<group>"; };
		FR03 = {isa = PBXFileReference; path = Legacy.m; sourceTree = "<group>"; };
		FR04 = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
		FR05 = {isa = PBXFileReference; path = Tools/Generated.swift; sourceTree = SOURCE_ROOT; };
		FR06 = {isa = PBXFileReference; path = Formatting.swift; sourceTree = "<group>"; };
		FR11 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
		FR13 = {isa = PBXFileReference; name = Absolute.swift; path = /opt/Shared/Absolute.swift; sourceTree = "<absolute>"; };
		FR21 = {isa = PBXFileReference; path = WatchApp.swift; sourceTree = "<group>"; };
		FR31 = {isa = PBXFileReference; path = Lint.swift; sourceTree = "<group>"; };
		FR41 = {isa = PBXFileReference; path = Watch.xcconfig; sourceTree = "<group>"; };
		FR51 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Crate.app; sourceTree = BUILT_PRODUCTS_DIR; };
		MAIN = {
			isa = PBXGroup;
			children = (GAPP, GSHARED, GWIDGET, GWATCH, GCONFIG, FR05, FR31, GPRODUCTS, );
			sourceTree = "<group>";
		};
		GAPP /* App */ = {isa = PBXGroup; children = (FR01, GMODELS, FR03, FR04, ); path = App; sourceTree = "<group>"; };
		GMODELS = {isa = PBXGroup; children = (FR02, ); path = Models; sourceTree = "<group>"; };
		GSHARED /* a group with a name and no path */ = {isa = PBXGroup; children = (FR06, ); name = Shared; sourceTree = "<group>"; };
		GWIDGET = {isa = PBXGroup; children = (FR11, FR13, ); path = Widget; sourceTree = "<group>"; };
		GWATCH = {isa = PBXGroup; children = (FR21, ); path = "Watch App"; sourceTree = "<group>"; };
		GCONFIG = {isa = PBXGroup; children = (FR41, ); path = Config; sourceTree = "<group>"; };
		GPRODUCTS = {isa = PBXGroup; children = (FR51, ); name = Products; sourceTree = "<group>"; };
		SRC1 = {isa = PBXSourcesBuildPhase; files = (BF01, BF02, BF03, BF04, BF05, BF06, ); };
		SRC2 = {isa = PBXSourcesBuildPhase; files = (BF11, BF12, BF13, ); };
		SRC3 = {isa = PBXSourcesBuildPhase; files = (BF21, ); };
		SRC4 = {isa = PBXSourcesBuildPhase; files = (BF31, ); };
		RES1 = {isa = PBXResourcesBuildPhase; files = (); };
		APP = {
			isa = PBXNativeTarget;
			buildConfigurationList = LAPP;
			buildPhases = (SRC1, RES1, );
			name = Crate;
			productName = Crate;
			productType = "com.apple.product-type.application";
		};
		WIDGET = {isa = PBXNativeTarget; buildConfigurationList = LWIDGET; buildPhases = (SRC2, ); name = CrateWidgets; };
		WATCH = {isa = PBXNativeTarget; buildConfigurationList = LWATCH; buildPhases = (SRC3, ); name = "CrateWatch"; };
		LINT = {isa = PBXAggregateTarget; buildConfigurationList = LWATCH; buildPhases = (SRC4, ); name = Lint; };
		PROJECT = {
			isa = PBXProject;
			buildConfigurationList = LPROJECT;
			mainGroup = MAIN;
			projectDirPath = "";
			targets = (APP, WIDGET, LINT, WATCH, );
		};
		LPROJECT = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE, ); };
		LAPP = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE, ); };
		LWIDGET = {isa = XCConfigurationList; buildConfigurations = (WDEBUG, WRELEASE, ); };
		LWATCH = {isa = XCConfigurationList; buildConfigurations = (HDEBUG, HRELEASE, ); };
		PDEBUG = {isa = XCBuildConfiguration; buildSettings = {
			IPHONEOS_DEPLOYMENT_TARGET = 26.0; MACOSX_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Debug; };
		PRELEASE = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 26.0; SDKROOT = iphoneos; }; name = Release; };
		ADEBUG = {isa = XCBuildConfiguration; buildSettings = {
			IPHONEOS_DEPLOYMENT_TARGET = 26.4;
			SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
			SUPPORTS_MACCATALYST = YES;
		}; name = Debug; };
		ARELEASE = {isa = XCBuildConfiguration; buildSettings = {
			IPHONEOS_DEPLOYMENT_TARGET = 26.1;
			MACOSX_DEPLOYMENT_TARGET = 14.6;
			SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
		}; name = Release; };
		WDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
		WRELEASE = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
		HDEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = FR41 /* Watch.xcconfig */; buildSettings = {
			SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = "$(RECOMMENDED_WATCHOS_DEPLOYMENT_TARGET)"; }; name = Debug; };
		HRELEASE = {isa = XCBuildConfiguration; baseConfigurationReference = FR41; buildSettings = {SDKROOT = watchos; }; name = Release; };
	};
	rootObject = PROJECT /* Project object */;
}
"""

/// A project of folder-synchronized groups: the app has `App` except two paths; the widget has `Widget`, and
/// `App`'s exceptions add one of its files to the widget. The widget's `.xcconfig` lies in its folder.
let synchronizedProject = """
// !$*UTF8*$!
{
	objects = {
		SAPP = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EWIDGET, EAPP, ); path = App; sourceTree = "<group>"; };
		SWIDGET = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EPLIST, EPHASE, ); path = Widget; sourceTree = "<group>"; };
		EWIDGET /* Exceptions for "App" folder in "Widget" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (Shared/Model.swift, Shared/Info.plist, );
			target = WIDGET;
		};
		EAPP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Debug/Fixtures.swift, "Preview Content", ); target = APP; };
		EPLIST = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = WIDGET; };
		EPHASE = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = COPY; membershipExceptions = (Widget.swift, ); };
		MAIN = {isa = PBXGroup; children = (SAPP, SWIDGET, ); sourceTree = "<group>"; };
		APP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; fileSystemSynchronizedGroups = (SAPP, ); name = App; };
		WIDGET = {isa = PBXNativeTarget; buildConfigurationList = LWIDGET; fileSystemSynchronizedGroups = (SWIDGET, ); name = Widget; };
		PROJECT = {isa = PBXProject; buildConfigurationList = LPROJECT; mainGroup = MAIN; targets = (APP, WIDGET, ); };
		LPROJECT = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
		LAPP = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
		LWIDGET = {isa = XCConfigurationList; buildConfigurations = (WDEBUG, ); };
		PDEBUG = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 26.0; SDKROOT = iphoneos; }; name = Debug; };
		ADEBUG = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
		WDEBUG = {
			isa = XCBuildConfiguration;
			baseConfigurationReferenceAnchor = SWIDGET;
			baseConfigurationReferenceRelativePath = Widget.xcconfig;
			buildSettings = {};
			name = Debug;
		};
	};
	rootObject = PROJECT;
}
"""

/// A project with one target and the given build settings (pbxproj text) at the target level.
func oneTargetProject(_ settings: String) -> String {
    """
    { objects = {
        MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        T = {isa = PBXNativeTarget; buildConfigurationList = L; name = T; };
        P = {isa = PBXProject; mainGroup = MAIN; targets = (T); };
        L = {isa = XCConfigurationList; buildConfigurations = (C); };
        C = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Debug; };
    }; rootObject = P; }
    """
}

@Suite struct XcodeProjectTests {
    @Test func propertyListValues() throws {
        let text = """
        // !$*UTF8*$!
        {
            plain = abc_$/:.-9;
            "quoted key" /* between key and = */ = "say \\"hi\\"\\\\ \\n\\tend";
            list = ( one, "two" /* inside */, // to the end of the line
                three, );
            empty = ();
            nested = { inner = { deepest = "<group>"; }; };
            unicode = "\\U00e9\\Ud83d\\ude00\\101 été";
            data = <0fbd 7a>;
            tight=value/* right after */;
        }
        """
        let plist = try PropertyList(parsing: Array(text.utf8))
        #expect(plist["plain"]?.string == "abc_$/:.-9")
        #expect(plist["quoted key"]?.string == "say \"hi\"\\ \n\tend")
        #expect(plist["list"]?.array == [.string("one"), .string("two"), .string("three")])
        #expect(plist["empty"] == .array([]))
        #expect(plist["nested"]?["inner"]?["deepest"]?.string == "<group>")
        #expect(plist["unicode"]?.string == "é😀A été")
        #expect(plist["data"]?.string == "0fbd7a")
        #expect(plist["tight"]?.string == "value")
        #expect(plist.dictionary?.count == 8)
        #expect(plist["missing"] == nil && plist["plain"]?["x"] == nil && plist.string == nil)
    }

    @Test func propertyListErrorsNameTheLine() {
        func failure(_ text: String) -> PropertyListError? {
            do { _ = try PropertyList(parsing: Array(text.utf8)); return nil } catch { return error }
        }
        #expect(failure("{\n  a = {\n    isa = PBXGroup\n  };\n}") == PropertyListError(line: 3, reason: "expected ';' after value of 'isa'"))
        #expect(failure("{\n  a b;\n}") == PropertyListError(line: 2, reason: "expected '=' after key 'a'"))
        #expect(failure("{ a = (x y); }") == PropertyListError(line: 1, reason: "expected ',' or ')' after an array element"))
        #expect(failure("{\n a = \"open;\n}") == PropertyListError(line: 2, reason: "unterminated string"))
        #expect(failure("{\n a = 1; /* open\n") == PropertyListError(line: 2, reason: "unterminated comment"))
        #expect(failure("\n{ a = 1;") == PropertyListError(line: 2, reason: "'{' is never closed"))
        #expect(failure("{ a = ; }") == PropertyListError(line: 1, reason: "expected a value for 'a', found ';'"))
        #expect(failure("{ } }") == PropertyListError(line: 1, reason: "unexpected text after the property list"))
        #expect(failure("") == PropertyListError(line: 1, reason: "expected a value, found the end of the file"))
    }

    @Test func appWidgetAndWatchTargets() throws {
        let folder = try tree([
            "Crate.xcodeproj/project.pbxproj": threeTargetProject,
            "Config/Watch.xcconfig": "#include \"Shared/Base.xcconfig\"\n#include? \"Missing.xcconfig\"\nSWIFT_VERSION = 6.0\n",
            "Config/Shared/Base.xcconfig": "// the watch floor\nWATCHOS_DEPLOYMENT_TARGET = 11.0 // comment\n#include \"../Watch.xcconfig\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let pbxproj = root + "/Crate.xcodeproj/project.pbxproj"
        let project = try XcodeProjectReader.read(root + "/Crate.xcodeproj")
        #expect(project.kind == .xcode && project.file == root + "/Crate.xcodeproj" && project.root == root)
        #expect(project.targets.map(\.name) == ["Crate", "CrateWidgets", "CrateWatch"])
        let (app, widget, watch) = (project.targets[0], project.targets[1], project.targets[2])

        #expect(app.sources.files == [root + "/App/AppMain.swift", root + "/App/Models/Album.swift",
                                      root + "/Tools/Generated.swift", root + "/Formatting.swift"])
        #expect(widget.sources.files == [root + "/Widget/Widget.swift", root + "/App/Models/Album.swift", "/opt/Shared/Absolute.swift"])
        #expect(watch.sources.files == [root + "/Watch App/WatchApp.swift"])
        #expect(project.targets.allSatisfy { $0.sources.folders.isEmpty })
        #expect(project.targets(compiling: root + "/App/Models/Album.swift") == [0, 1])

        // Debug 26.4 and Release 26.1: the lowest. macOS from the Release configuration; Catalyst adds nothing.
        #expect(app.platforms == [.iOS, .macOS])
        #expect(app.floors == [.iOS: OSVersion([26, 1]), .macOS: OSVersion([14, 6])])
        #expect(app.floorSources == [.iOS: pbxproj, .macOS: pbxproj])
        // Nothing set: the project's iOS floor and SDK.
        #expect(widget.platforms == [.iOS] && widget.floors == [.iOS: OSVersion([26, 0])] && widget.floorSources == [.iOS: pbxproj])
        // `$(RECOMMENDED_…)` leaves the included xcconfig's value; the project's iOS floor is not a watch platform's.
        #expect(watch.platforms == [.watchOS])
        #expect(watch.floors == [.watchOS: OSVersion([11, 0])])
        #expect(watch.floorSources == [.watchOS: root + "/Config/Shared/Base.xcconfig"])
    }

    @Test func platformsFromSettingsAndFallbacks() throws {
        func target(_ settings: String) throws -> Target {
            let folder = try tree(["P.xcodeproj/project.pbxproj": oneTargetProject(settings)])
            defer { try? FileManager.default.removeItem(at: folder) }
            return try XcodeProjectReader.read(folder.path + "/P.xcodeproj").targets[0]
        }
        #expect(try target("").platforms == [.iOS])
        #expect(try target("").floors.isEmpty)
        #expect(try target("").floorSources[.iOS]?.hasSuffix("/P.xcodeproj/project.pbxproj") == true)
        #expect(try target("MACOSX_DEPLOYMENT_TARGET = 14.0;").platforms == [.macOS])
        #expect(try target("SDKROOT = auto; SUPPORTED_PLATFORMS = \"xros xrsimulator appletvos\"; XROS_DEPLOYMENT_TARGET = 26.0;").floors
                == [.visionOS: OSVersion([26, 0])])
        #expect(try target("SDKROOT = auto; SUPPORTED_PLATFORMS = \"xros xrsimulator appletvos\";").platforms == [.visionOS, .tvOS])
        #expect(try target("SDKROOT = macosx15.0;").platforms == [.macOS])
        #expect(try target("SDKROOT = macosx; \"MACOSX_DEPLOYMENT_TARGET[sdk=macosx*]\" = 13.5; MACOSX_DEPLOYMENT_TARGET = 14.0;").floors
                == [.macOS: OSVersion([13, 5])])
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let folder = try tree([
            "Sync.xcodeproj/project.pbxproj": synchronizedProject,
            "Widget/Widget.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 26.1\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        let project = try XcodeProjectReader.read(root + "/Sync.xcodeproj")
        #expect(project.targets.map(\.name) == ["App", "Widget"])
        let (app, widget) = (project.targets[0], project.targets[1])
        #expect(app.sources.files.isEmpty)
        #expect(app.sources.folders.map(\.folder) == [root + "/App"])
        #expect(app.sources.folders.first?.excluded == [root + "/App/Debug/Fixtures.swift", root + "/App/Preview Content"])
        #expect(widget.sources.files == [root + "/App/Shared/Model.swift"])
        #expect(widget.sources.folders.map(\.folder) == [root + "/Widget"])
        #expect(widget.sources.folders.first?.excluded == [root + "/Widget/Info.plist"])

        #expect(project.targets(compiling: root + "/App/Views/Home.swift") == [0])
        #expect(project.targets(compiling: root + "/App/Shared/Model.swift") == [0, 1])
        #expect(project.targets(compiling: root + "/App/Shared/Other.swift") == [0])
        #expect(project.targets(compiling: root + "/App/Debug/Fixtures.swift") == [])
        #expect(project.targets(compiling: root + "/App/Preview Content/Sample.swift") == [])
        #expect(project.targets(compiling: root + "/Widget/Widget.swift") == [1])
        #expect(project.targets(compiling: root + "/Elsewhere.swift") == [])

        #expect(app.floors == [.iOS: OSVersion([26, 0])] && app.floorSources == [.iOS: root + "/Sync.xcodeproj/project.pbxproj"])
        #expect(widget.floors == [.iOS: OSVersion([26, 1])] && widget.floorSources == [.iOS: root + "/Widget/Widget.xcconfig"])
    }

    @Test func theCrateAppSample() throws {
        let sample = Paths.absolute(repositoryRoot.appendingPathComponent("Samples/CrateApp").path)
        let pbxproj = sample + "/CrateApp.xcodeproj/project.pbxproj"
        let project = try XcodeProjectReader.read(sample + "/CrateApp.xcodeproj")
        #expect(project.root == sample)
        #expect(project.targets.map(\.name) == ["CrateApp", "CrateWidgetsExtension", "CrateWatch"])
        #expect(project.targets.map(\.platforms) == [[.iOS], [.iOS], [.watchOS]])
        #expect(project.targets.map(\.floors) == [[.iOS: OSVersion([26, 0])], [.iOS: OSVersion([26, 2])], [.watchOS: OSVersion([11, 0])]])
        #expect(project.targets.map(\.floorSources) == [[.iOS: pbxproj], [.iOS: pbxproj], [.watchOS: pbxproj]])

        let swiftFiles = try FileManager.default.subpathsOfDirectory(atPath: sample).filter { $0.hasSuffix(".swift") }.sorted()
        var compiledBy: [String: [Int]] = [:]
        for file in swiftFiles { compiledBy[file] = project.targets(compiling: sample + "/" + file) }
        #expect(compiledBy == [
            "CrateApp/Entities/AlbumEntity.swift": [0, 1],
            "CrateApp/Entities/CrateEntity.swift": [0, 1],
            "CrateApp/Entities/WantlistSearch.swift": [0],
            "CrateApp/Intents/AddToWantlistIntent.swift": [0],
            "CrateApp/Intents/ListeningSessionIntents.swift": [0],
            "CrateApp/Intents/OpenCrateIntent.swift": [0],
            "CrateApp/Intents/PlayAlbumIntent.swift": [0],
            "CrateApp/Intents/PlaybackControlIntent.swift": [0, 2],
            "CrateApp/Generated/Strings.swift": [0],
            "CrateWatch/CrateWatchApp.swift": [2],
            "CrateApp/Intents/PurchaseRecordIntent.swift": [0],
            "CrateApp/Intents/SearchCollectionIntent.swift": [0],
            "CrateApp/Intents/ShuffleCrateIntent.swift": [0],
            "CrateWidgets/CrateSpotlightWidget.swift": [1],
        ])
    }

    @Test func unreadableProjectsThrowWithTheirFile() throws {
        let folder = try tree([
            "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup}\n\t};\n}\n",
            "NoRoot.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "Empty.xcodeproj/README": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = Paths.absolute(folder.path)
        func failure(_ name: String) -> ProjectReadError? {
            do { _ = try XcodeProjectReader.read(root + "/" + name); return nil } catch { return error }
        }
        #expect(failure("Broken.xcodeproj")?.reason == "line 4: expected ';' after value of 'isa'")
        #expect(failure("Broken.xcodeproj")?.file == root + "/Broken.xcodeproj/project.pbxproj")
        #expect(failure("NoRoot.xcodeproj")?.reason == "no PBXProject root object")
        #expect(failure("Empty.xcodeproj")?.reason == "no such file")
    }

    /// A chain of `.xcconfig` files each including the next twice is read in linear time (it was 2^N: 20
    /// files took over a minute), and the last assignment wins as in Xcode.
    @Test func includeChainsAreReadOnce() throws {
        var files: [String: String] = [:]
        for i in 0..<24 { files["Config/c\(i).xcconfig"] = "#include \"c\(i + 1).xcconfig\"\n#include \"c\(i + 1).xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n" }
        files["Config/c24.xcconfig"] = "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n"
        files["App.xcodeproj/project.pbxproj"] = """
        {
            objects = {
                F1 = {isa = PBXFileReference; path = Config/c0.xcconfig; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = App; };
                P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, ); };
            };
            rootObject = P1;
        }
        """
        let folder = try tree(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try XcodeProjectReader.read(Paths.absolute(folder.path) + "/App.xcodeproj")
        #expect(project.targets.map(\.floors) == [[.iOS: OSVersion([17, 0])]])
    }
}
