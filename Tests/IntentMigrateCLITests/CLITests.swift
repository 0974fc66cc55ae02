import Foundation
import IntentMigrateKit
import Testing

/// The repository root, found from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `intent-migrate` binary next to the test bundle.
let binary: URL = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("intent-migrate"),
        root.appendingPathComponent(".build/debug/intent-migrate"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
}()

struct Run {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The files a `check` report on stdout names (`path:line:col: …` lines).
    var reportedPaths: Set<String> { Set(stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }) }
}

/// Runs a program with arguments in a folder.
@discardableResult
func run(_ executable: URL, _ arguments: [String], in folder: URL, stdin: Data? = nil, environment extra: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Read both pipes concurrently so a full pipe can't block the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}

func tool(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
    try run(binary, arguments, in: folder, environment: environment)
}

@discardableResult
func git(_ arguments: [String], in folder: URL) throws -> Run {
    try run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: folder)
}

/// A scratch folder with the given files.
func scratch(_ files: [String: [UInt8]]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("im-cli-\(UUID().uuidString)")
    for (path, bytes) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

let toolIntent = """
import AppIntents

struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
}

"""

let plainFile = """
struct Helper {
    let value = 1
}

"""

let moneyIntent = """
import AppIntents

struct PayDepositIntent: AppIntent {
    static let title: LocalizedStringResource = "Pay Deposit"
    func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
}

"""

@Suite(.serialized) struct CLITests {
    @Test func versionHelpAndPasses() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = try tool(["--version"], in: folder)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("intent-migrate "))
        let help = try tool(["--help"], in: folder)
        #expect(help.status == 0 && help.stdout.contains("USAGE:") && help.stdout.contains("EXIT CODES"))
        let diffHelp = try tool(["diff", "--help"], in: folder)
        #expect(diffHelp.status == 0 && diffHelp.stdout.contains("--exit-code"))
        let passes = try tool(["passes"], in: folder)
        #expect(passes.status == 0)
        // Every pass in the order it runs, then the Siri readiness checks, after the passes that edit.
        #expect(passes.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) } == Passes.ids.map(\.rawValue))
        #expect(Passes.all.drop { !$0.isCheck }.allSatisfy(\.isCheck) && Passes.all.contains(where: \.isCheck), "checks come last")
        #expect(passes.stdout.contains("  check: "), "the checks say they are checks")
        let explain = try tool(["explain", "add-tool"], in: folder)
        #expect(explain.status == 0 && explain.stdout.contains("Before:") && explain.stdout.contains("After:"))
    }

    /// `version`, "did you mean" for a command, an option and a pass, `-jN`, shell completions, and each command's help
    /// naming every option it takes.
    @Test func helpVersionHintsAndCompletions() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = try tool(["version"], in: folder), dashed = try tool(["--version"], in: folder)
        #expect(version.status == 0 && version.stdout == dashed.stdout)
        for (arguments, hint) in [(["chek"], "did you mean check?"), (["check", "--onyl", "add-tool"], "did you mean --only?"),
                                  (["check", "--only", "add-tol"], "did you mean add-tool?")] {
            let run = try tool(arguments, in: folder)
            #expect(run.status == 2 && run.stderr.contains(hint), "\(arguments): \(run.stderr)")
        }
        for jobs in ["-j0", "-j2"] {
            let run = try tool(["check", jobs, "--only", "add-tool"], in: folder)
            #expect(run.status == 1, "\(jobs): \(run.stderr)")
        }
        #expect(try tool(["check", "-j", "0", "--only", "add-tool"], in: folder).status == 1)
        // Each shell's script; bash's parses.
        for shell in ["bash", "zsh", "fish"] {
            let script = try tool(["completions", shell], in: folder)
            #expect(script.status == 0 && script.stdout.contains(shell == "fish" ? "-l only" : "--only") && script.stdout.contains("throw-stubs"), "\(shell)")
            if shell == "bash" {
                let file = folder.appendingPathComponent("completion.bash")
                try Data(script.stdout.utf8).write(to: file)
                #expect(try run(URL(fileURLWithPath: "/usr/bin/env"), ["bash", "-n", file.path], in: folder).status == 0)
            }
        }
        #expect(try tool(["completions", "tcsh"], in: folder).status == 2)
        // A file that isn't Swift, named on the command line, is "a file".
        try Data("notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let survey = try tool(["project", "notes.txt"], in: folder)
        #expect(survey.stdout.contains("1 file, 0 projects, 0 targets") && !survey.stdout.contains("Swift file"), "\(survey.stdout)")
        // What each command's help lists, it takes (and the options the issue found missing are there).
        let checkHelp = try tool(["check", "--help"], in: folder).stdout
        for option in ["--absolute-paths", "--verbose", "--quiet", "--only", "--floor", "--exclude", "--jobs", "--config", "--baseline"] {
            #expect(checkHelp.contains(option), "check --help lacks \(option)")
        }
        for (command, options) in [("diff", ["--exit-code", "--output"]), ("apply", ["--allow-dirty", "--verify", "--allow-no-vcs"]),
                                   ("report", ["--format", "--output"]), ("project", ["--exclude"])] {
            let help = try tool([command, "--help"], in: folder).stdout
            for option in options { #expect(help.contains(option), "\(command) --help lacks \(option)") }
            #expect(!help.contains("--fail-on") || command == "check", "\(command) --help lists an option it doesn't take")
        }
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknownPass = try tool(["diff", "--only", "add-tool,nope"], in: folder)
        #expect(unknownPass.status == 2)
        #expect(unknownPass.stderr.contains("'nope'") && unknownPass.stderr.contains("add-tool, schema-tool, supported-modes, describe, throw-stubs"))
        let unknownOption = try tool(["check", "--frobnicate"], in: folder)
        #expect(unknownOption.status == 2 && unknownOption.stderr.contains("--frobnicate"))
        let missing = try tool(["check", "does/not/exist"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("does/not/exist"))
        // No command is a usage error: the help goes to standard error, nothing to standard output.
        let noCommand = try tool([], in: folder)
        #expect(noCommand.status == 2 && noCommand.stdout.isEmpty && noCommand.stderr.contains("USAGE"), "\(noCommand)")
        let help = try tool(["--help"], in: folder)
        #expect(help.status == 0 && help.stdout.contains("USAGE") && help.stderr.isEmpty)
        let badFloor = try tool(["diff", "--floor", "iOS=twenty"], in: folder)
        #expect(badFloor.status == 2 && badFloor.stderr.contains("--floor") && badFloor.stderr.contains("iOS=twenty"))
        let badPolicy = try tool(["diff", "--floor-policy", "maybe"], in: folder)
        #expect(badPolicy.status == 2 && badPolicy.stderr.contains("maybe"))
        let explainUnknown = try tool(["explain", "nope"], in: folder)
        #expect(explainUnknown.status == 2 && explainUnknown.stderr.contains("add-tool"))
    }

    @Test func exitCodesAndPrecedence() throws {
        let folder = try scratch(["Intents/Shuffle.swift": bytes(toolIntent), "Helper.swift": bytes(plainFile)])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Nothing to do: 0.
        #expect(try tool(["check", "Helper.swift"], in: folder).status == 0)
        #expect(try tool(["diff", "--exit-code", "Helper.swift"], in: folder).status == 0)
        // Something to migrate: check and diff --exit-code say 1; plain diff says 0.
        let check = try tool(["check"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout.contains("Intents/Shuffle.swift:3:1: warning: mark ShuffleCrateIntent as a tool"))
        #expect(check.stdout.contains("Intents/Shuffle.swift:3:1: warning: add a description to the tool ShuffleCrateIntent"))
        #expect(try tool(["diff", "--exit-code"], in: folder).status == 1)
        #expect(try tool(["diff"], in: folder).status == 0)
        // --skip the only pass with work: nothing to report.
        #expect(try tool(["check", "--skip", "add-tool"], in: folder).status == 0)
        // A file that can't be processed: 3, and it wins over 1.
        try Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("Bad.swift"))
        let bad = try tool(["check"], in: folder)
        #expect(bad.status == 3)
        #expect(bad.stdout.contains("Bad.swift:1:1: error: not UTF-8"))
        #expect(bad.stdout.contains("Intents/Shuffle.swift:3:1: warning"))
        // A usage error wins over everything.
        #expect(try tool(["check", ".", "missing.swift"], in: folder).status == 2)
    }

    @Test func diffWritesNothingAndAppliesWithGit() throws {
        let crlf = toolIntent.replacingOccurrences(of: "\n", with: "\r\n")
        let folder = try scratch([
            "App/Sources/Shuffle.swift": bytes(toolIntent),
            "App/Sources/Windows.swift": bytes(crlf.replacingOccurrences(of: "ShuffleCrate", with: "RotateCrate")),
            "App/Sources/NoNewline.swift": bytes("import AppIntents\nstruct SpinCrateIntent: AppIntent {}"),
            "App/Sources/Helper.swift": bytes(plainFile),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        let before = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("App/Sources/Shuffle.swift").path)
        // Run from a subfolder: paths in the patch are still relative to the repository root.
        let diff = try tool(["diff", "Sources"], in: folder.appendingPathComponent("App"))
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("diff --git a/App/Sources/Shuffle.swift b/App/Sources/Shuffle.swift"))
        #expect(diff.stdout.contains("\\ No newline at end of file"))
        #expect(diff.stderr.contains("newly marked as tools"))
        #expect(diff.stderr.contains("ShuffleCrateIntent"))
        #expect(try git(["status", "--porcelain"], in: folder).stdout.isEmpty, "diff wrote something")
        let after = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("App/Sources/Shuffle.swift").path)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)

        let patch = folder.appendingPathComponent("siri.patch")
        try Data(diff.stdout.utf8).write(to: patch)
        let apply = try git(["apply", "--check", patch.path], in: folder)
        #expect(apply.status == 0, "\(apply.stderr)")
        try git(["apply", patch.path], in: folder)
        try FileManager.default.removeItem(at: patch)
        // The patch does what apply does.
        let patched = try ["Shuffle", "Windows", "NoNewline"].map { try Data(contentsOf: folder.appendingPathComponent("App/Sources/\($0).swift")) }
        try git(["checkout", "-q", "--", "."], in: folder)
        let applied = try tool(["apply", "--allow-no-vcs", "App"], in: folder)
        #expect(applied.status == 0, "\(applied.stderr)")
        let written = try ["Shuffle", "Windows", "NoNewline"].map { try Data(contentsOf: folder.appendingPathComponent("App/Sources/\($0).swift")) }
        #expect(patched == written)
        #expect(String(decoding: written[1], as: UTF8.self).contains("@AppIntent(.tool)\r\nstruct RotateCrateIntent"))
        // Applying again changes nothing.
        #expect(try tool(["diff", "--exit-code", "App"], in: folder).status == 0)
    }

    @Test func badFilesAreNamedAndUntouched() throws {
        let unbalanced = bytes(toolIntent.replacingOccurrences(of: "struct ShuffleCrateIntent: AppIntent {", with: "struct ShuffleCrateIntent: AppIntent { {"))
        let unterminated = bytes(toolIntent.replacingOccurrences(of: "\"Shuffle Crate\"", with: "\"Shuffle Crate"))
        let latin1: [UInt8] = bytes("// caf") + [0xE9] + bytes("\n") + bytes(toolIntent)
        let binary: [UInt8] = bytes(toolIntent) + [0]
        let folder = try scratch([
            "Good.swift": bytes(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "GoodCrate")),
            "Unbalanced.swift": unbalanced, "Unterminated.swift": unterminated, "Latin1.swift": latin1, "Binary.swift": binary,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try tool(["apply", "--allow-no-vcs"], in: folder)
        #expect(result.status == 3)
        for name in ["Unbalanced", "Unterminated", "Latin1", "Binary"] {
            #expect(result.stderr.contains("\(name).swift:"), "\(name) not named")
        }
        #expect(result.stderr.contains("not UTF-8"))
        #expect(result.stderr.contains("never"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Unbalanced.swift")) == Data(unbalanced))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Unterminated.swift")) == Data(unterminated))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Latin1.swift")) == Data(latin1))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Binary.swift")) == Data(binary))
        let good = try String(contentsOf: folder.appendingPathComponent("Good.swift"), encoding: .utf8)
        #expect(good.contains("@AppIntent(.tool)\nstruct GoodCrateIntent"))
    }

    @Test func walkingSkipsToolFoldersAndOtherFiles() throws {
        var files: [String: [UInt8]] = ["Sources/Keep.swift": bytes(toolIntent), "Sources/notes.txt": bytes("AppIntent")]
        for skipped in [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git"] {
            files["\(skipped)/Skip.swift"] = bytes(toolIntent)
        }
        let folder = try scratch(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check"], in: folder)
        let lines = check.stdout.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("Sources/Keep.swift:") })
    }

    @Test func warningsAndNewToolsOnStderrForApply() throws {
        let folder = try scratch(["Pay.swift": bytes(moneyIntent), "Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let apply = try tool(["apply", "--allow-no-vcs", "--jobs", "1"], in: folder)
        #expect(apply.status == 0)
        #expect(apply.stderr.contains("Pay.swift:3:1: warning: PayDepositIntent looks like an action a person must start explicitly"))
        #expect(apply.stderr.contains("Shuffle.swift:3: ShuffleCrateIntent"))
        let quiet = try tool(["check", "--quiet", "--output", "report.txt"], in: folder)
        #expect(quiet.status == 1 && quiet.stderr.isEmpty)
        let report = try String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(report.contains("Pay.swift:3:1: warning"))
    }

    @Test func outputIsTheSameForAnyJobs() throws {
        let samples = root.appendingPathComponent("Samples")
        let one = try tool(["check", "--jobs", "1", samples.path], in: root)
        let two = try tool(["check", "--jobs", "4", samples.path], in: root)
        #expect(one.stdout == two.stdout && !one.stdout.isEmpty)
    }

    /// The floor comes from the nearest project; --floor overrides it; an unknown floor is said once.
    @Test func floorFromProjectFilesAndOverride() throws {
        let intent = """
        import AppIntents

        struct RefreshIntent: AppIntent {
            static let title: LocalizedStringResource = "Refresh"
            static var openAppWhenRun: Bool = false
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        """
        let folder = try scratch([
            "App/App.xcodeproj/project.pbxproj": bytes("""
                { objects = {
                  BF01 = {isa = PBXBuildFile; fileRef = FR01; };
                  FR01 = {isa = PBXFileReference; path = Sources/Refresh.swift; sourceTree = "<group>"; };
                  MAIN = {isa = PBXGroup; children = (FR01, ); sourceTree = "<group>"; };
                  SRC1 = {isa = PBXSourcesBuildPhase; files = (BF01, ); };
                  APP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; buildPhases = (SRC1, ); name = App; productType = "com.apple.product-type.application"; };
                  PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
                  LAPP = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
                  ADEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 26.0; }; name = Debug; };
                }; rootObject = PROJECT; }
                """),
            "App/Sources/Refresh.swift": bytes(intent),
            "Kit/Package.swift": bytes("let package = Package(name: \"Kit\", platforms: [.iOS(.v17), .macOS(.v14)])"),
            "Kit/Sources/Kit/Refresh.swift": bytes(intent),
            "Loose/Refresh.swift": bytes(intent),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = try tool(["diff", "--only", "supported-modes"], in: folder)
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("-    static var openAppWhenRun: Bool = false\n+    static var supportedModes: IntentModes { .background }"))
        #expect(diff.stdout.contains("+    @available(iOS 26.0, macOS 26.0, *)\n+    static var supportedModes: IntentModes { .background }"))
        #expect(diff.stdout.contains("+    @available(iOS 26.0, macOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)"))
        #expect(diff.stderr.components(separatedBy: "no deployment target found").count == 2, "said once: \(diff.stderr)")
        // --floor replaces the platforms it names and keeps the others: Kit's macOS 14 still needs a gate.
        let forced = try tool(["diff", "--only", "supported-modes", "--floor", "iOS=26.0"], in: folder)
        #expect(forced.stdout.contains("+    @available(iOS 26.0, macOS 26.0, *)\n+    static var supportedModes: IntentModes { .background }"))
        let both = try tool(["diff", "--only", "supported-modes", "--floor", "iOS=26.0,macOS=26.0"], in: folder)
        #expect(!both.stdout.contains("@available(iOS") && !both.stdout.contains("@available(macOS"))
        let skip = try tool(["check", "--verbose", "--only", "supported-modes", "--floor-policy", "skip", "Kit"], in: folder)
        // What --floor-policy skip leaves unwritten waits for the floor: reported, failing only with --fail-on deferred.
        #expect(skip.status == 0)
        #expect(skip.stdout.contains("Kit/Sources/Kit/Refresh.swift:5:5: note: supportedModes needs iOS 26.0, macOS 26.0; the deployment floor is iOS 17.0, macOS 14.0 (target Kit, Kit/Package.swift): kept openAppWhenRun (--floor-policy skip); waiting for a 26.0 floor [availability]"))
        #expect(try tool(["check", "--only", "supported-modes", "--floor-policy", "skip", "--fail-on", "deferred", "Kit"], in: folder).status == 1)
    }

    /// `--project-graph` (and the config's `projectGraph`): a Tuist app's targets from Tuist's own graph, preferred over
    /// a manifest built by helpers; a graph that can't be read stops the run.
    @Test func tuistGraphGivesTargetsAndFloors() throws {
        let intent = """
        import AppIntents

        struct NewNoteIntent: AppIntent {
            static let title: LocalizedStringResource = "New Note"
            static var openAppWhenRun: Bool = true
            func perform() async throws -> some IntentResult { await Notes.shared.startNote(); return .result() }
        }

        """
        let made = "/Users/someone/Notebook"
        let graph = """
            { "name": "Notebook", "path": "\(made)", "projects": [ "\(made)", { "name": "Notebook", "path": "\(made)", "type": { "local": {} },
              "targets": { "Notebook": { "name": "Notebook", "destinations": ["iPhone", "iPad"], "deploymentTargets": { "iOS": "17.0" },
                "sources": [ { "path": "\(made)/App/Sources/NewNoteIntent.swift" } ] } } } ] }
            """
        let folder = try scratch(["graph.json": bytes(graph), "App/Sources/NewNoteIntent.swift": bytes(intent),
                                  "Project.swift": bytes("import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.app(name: \"Notebook\")\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let listing = try tool(["project", "--project-graph", "graph.json"], in: folder)
        #expect(listing.status == 0 && listing.stdout.contains("Notebook") && listing.stdout.contains("iOS 17.0"), "\(listing.stdout)\(listing.stderr)")
        let diff = try tool(["diff", "--only", "supported-modes", "--project-graph", "graph.json"], in: folder)
        #expect(diff.stdout.contains("+    @available(iOS 26.0, *)\n+    static var supportedModes: IntentModes { .foreground }"), "\(diff.stdout)\(diff.stderr)")
        try Data("{ \"projectGraph\": \"graph.json\" }".utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        let configured = try tool(["diff", "--only", "supported-modes", "App"], in: folder)
        #expect(configured.stdout == diff.stdout, "\(configured.stderr)")
        let missing = try tool(["check", "--project-graph", "nothing.json"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("nothing.json") && missing.stderr.contains("can't be read"), "\(missing.stderr)")
    }

    /// After apply, check still fails on the placeholders until a person writes them.
    @Test func checkHoldsTheLineOnUnfinishedDescriptions() throws {
        let folder = try scratch(["Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try tool(["apply", "--allow-no-vcs", "--floor", "iOS=27.3"], in: folder).status == 0)
        let check = try tool(["check", "--floor", "iOS=27.3"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout.split(separator: "\n").filter { $0.contains("warning") } == ["Shuffle.swift:6:48: warning: unfinished description: write it for someone who has never opened the app [describe]"])
        // Filled in: green.
        let file = folder.appendingPathComponent("Shuffle.swift")
        let filled = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "TODO: describe what Shuffle Crate does, for someone who has never opened the app", with: "Plays the records of one crate in random order.")
        try Data(filled.utf8).write(to: file)
        #expect(try tool(["check", "--floor", "iOS=27.3"], in: folder).status == 0)
    }

    @Test func editorPlaceholdersRefuseToCompile() throws {
        let folder = try scratch(["Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try tool(["apply", "--allow-no-vcs", "--placeholder", "editor", "--floor", "iOS=27.3"], in: folder).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("Shuffle.swift"), encoding: .utf8)
        #expect(text.contains("static let description = IntentDescription(<#describe what Shuffle Crate does, for someone who has never opened the app#>)"))
        let parse = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-frontend", "-parse", "-enable-bare-slash-regex", "Shuffle.swift"], in: folder)
        #expect(parse.stderr.contains("editor placeholder in source file"))
        #expect(try tool(["check", "--floor", "iOS=27.3"], in: folder).stdout.contains("unfinished description"))
        #expect(try tool(["diff", "--exit-code", "--placeholder", "editor", "--floor", "iOS=27.3"], in: folder).status == 0)
    }

    /// `make demo`'s patch, checked in: a change to it is reviewed in the diff (`make golden` rewrites it).
    @Test func samplesPatchMatchesGolden() throws {
        let result = try tool(["diff", "Samples"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let golden = try String(contentsOf: root.appendingPathComponent("Tests/IntentMigrateCLITests/Golden/Samples.patch"), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    /// `check --format sarif` on the samples is checked in (the repository's own address written as `file:///REPOSITORY/`),
    /// and it is valid SARIF 2.1.0: validated against the OASIS schema (`Schemas/`, from github.com/oasis-tcs/sarif-spec).
    /// The validator is shown to reject what breaks the schema, so a pass means something.
    @Test func samplesSarifMatchesGoldenAndTheSchema() throws {
        let result = try tool(["check", "--format", "sarif", "Samples"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let text = MigrationGolden.sarif(result.stdout, root: root)
        let golden = try String(contentsOf: root.appendingPathComponent("Tests/IntentMigrateCLITests/Golden/Samples.sarif"), encoding: .utf8)
        #expect(text == golden)
        let schema = try JSONSchema(contentsOf: root.appendingPathComponent("Tests/IntentMigrateCLITests/Schemas/sarif-schema-2.1.0.json"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema.errors(in: log) == [])
        // Broken copies fail: a level SARIF doesn't have, a result with no message, a log with no version.
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["level"] = "fatal"
        results[1]["message"] = nil
        runs[0]["results"] = results
        var broken = log
        broken["runs"] = runs
        broken["version"] = nil
        let errors = schema.errors(in: broken)
        #expect(errors.contains { $0.hasPrefix("$.runs[0].results[0].level:") }, "\(errors)")
        #expect(errors.contains { $0 == "$.runs[0].results[1]: missing message" }, "\(errors)")
        #expect(errors.contains { $0 == "$: missing version" }, "\(errors)")
    }

    /// `report` on the samples is checked in: one row per intent and entity type, per target, with its decision.
    @Test func samplesReportMatchesGolden() throws {
        let result = try tool(["report", "Samples"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let golden = try String(contentsOf: root.appendingPathComponent("Tests/IntentMigrateCLITests/Golden/Samples.report.md"), encoding: .utf8)
        #expect(result.stdout == golden)
        #expect(result.stdout.contains("| PurchaseRecordIntent | intent | `Samples/CrateApp/CrateApp/Intents/PurchaseRecordIntent.swift:15` | held for a decision (`money`) |"))
        let json = try tool(["report", "--format", "json", "Samples"], in: root)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 23, "17 intents and 6 entities")
        let hidden = try #require(rows.first { $0["type"] as? String == "ToggleSessionTimerIntent" })
        #expect(hidden["decisions"] as? [String] == ["hidden"] && (hidden["targets"] as? [String])?.first?.hasSuffix(":CrateApp") == true)
        #expect(try tool(["report", "--format", "sarif", "Samples"], in: root).status == 2)
    }

    /// A finding is counted once, for the innermost type around it, and one in an extension counts for the extended
    /// type, in the same file or another.
    @Test func reportCountsExtensionsAndNestedTypesOnce() throws {
        let folder = try scratch([
            "Package.swift": bytes("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Crates", platforms: [.iOS(.v17)], targets: [.target(name: "Crates", path: ".")])

            """),
            "Shuffle.swift": bytes("""
            import AppIntents

            struct ShuffleCrateIntent: AppIntent {
                static let title: LocalizedStringResource = "Shuffle Crate"

                struct CrateEntity: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
                    static let defaultQuery = CrateQuery()
                    var id: String
                    @Property(title: "Name")
                    var name: String
                    var displayRepresentation: DisplayRepresentation { "\\(name)" }
                }
            }

            extension ShuffleCrateIntent {
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    guard let crate = await Crates.shared.current else {
                        return .result(dialog: "I couldn't find that crate.")
                    }
                    await crate.shuffle()
                    return .result(dialog: "Shuffled.")
                }
            }

            """),
            "ShuffleOptions.swift": bytes("""
            import AppIntents

            extension ShuffleCrateIntent {
                static let openAppWhenRun: Bool = false
            }

            """),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try tool(["report", "--format", "json", "--floor", "iOS=27.3", "."], in: folder)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json.stderr)")
        let intent = try #require(rows.first { $0["type"] as? String == "ShuffleCrateIntent" })
        let entity = try #require(rows.first { $0["type"] as? String == "ShuffleCrateIntent.CrateEntity" })
        let intentChanges = intent["changes"] as? [String: Int] ?? [:]
        // The thrown failure (in the extension here) and the replaced openAppWhenRun (in the other file) are the intent's.
        #expect(intentChanges["throw-stubs"] != nil && intentChanges["supported-modes"] != nil, "\(intent)")
        // The entity's property description is the entity's alone.
        #expect((entity["changes"] as? [String: Int])?["describe"] != nil, "\(entity)")
        let todo = intent["todo"] as? [String] ?? []
        #expect(!todo.contains(where: { $0.contains("the property name") }), "\(intent)")
    }

    /// `scaffold evaluations` on the samples is checked in and parses: per app its definitions (the bundle identifier
    /// from the build settings), a scenario per tool, the held intents disallowed, a Loads per skill.
    @Test func samplesEvaluationScaffoldMatchesGoldenAndParses() throws {
        let result = try tool(["scaffold", "evaluations", "Samples"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let path = "Tests/IntentMigrateCLITests/Golden/Samples.evaluations.swift"
        #expect(result.stdout == (try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
        #expect(result.stdout.hasPrefix("// DRAFT: written by `intent-migrate scaffold evaluations`"))
        #expect(result.stdout.contains("let crateApp = IntentDefinitions(bundleIdentifier: \"app.crateapp.CrateApp\")"))
        #expect(result.stdout.contains("Calls(.disallowed) { purchaseRecord }") && result.stdout.contains("Calls(.disallowed) { payDeposit }"))
        #expect(result.stdout.contains("Loads(.required) { crateDigSkill }"))
        let parse = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-frontend", "-parse", path], in: root)
        #expect(parse.status == 0, "\(parse.stderr)")
        #expect(try tool(["scaffold", "tests", "Samples"], in: root).status == 2)
    }

    /// Names a project file gives (a target's name, a bundle identifier) go into the scaffold's comments and string
    /// literals made safe: a crafted name stays text, never code.
    @Test func craftedProjectNamesStayTextInTheScaffold() throws {
        let pbxproj = """
        { objects = {
          BF01 = {isa = PBXBuildFile; fileRef = FR01; };
          FR01 = {isa = PBXFileReference; path = Hello.swift; sourceTree = "<group>"; };
          MAIN = {isa = PBXGroup; children = (FR01, ); sourceTree = "<group>"; };
          SRC1 = {isa = PBXSourcesBuildPhase; files = (BF01, ); };
          APP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; buildPhases = (SRC1, ); name = "App\\nlet injected = 1 //"; productType = "com.apple.product-type.application"; };
          PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
          LAPP = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
          ADEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; PRODUCT_BUNDLE_IDENTIFIER = "com.x\\"); let evil = (\\""; }; name = Debug; };
        }; rootObject = PROJECT; }
        """
        let intent = """
        import AppIntents

        struct StartTimerIntent: AppIntent {
            static let title: LocalizedStringResource = "Start Timer"

            func perform() async throws -> some IntentResult {
                TimerStore.shared.start()
                return .result()
            }
        }

        """
        let folder = try scratch(["App.xcodeproj/project.pbxproj": bytes(pbxproj), "Hello.swift": bytes(intent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try tool(["scaffold", "evaluations", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("let injected") || $0.hasPrefix("let evil") }, "\(result.stdout)")
        #expect(result.stdout.contains("// App let injected = 1 //\n"), "\(result.stdout)")
        #expect(result.stdout.contains(#"IntentDefinitions(bundleIdentifier: "com.x\"); let evil = (")"#), "\(result.stdout)")
        let file = folder.appendingPathComponent("Scaffold.swift")
        try Data(result.stdout.utf8).write(to: file)
        let parse = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-frontend", "-parse", file.path], in: folder)
        #expect(parse.status == 0, "\(parse.stderr)")
    }

    /// A target named with terminal escape sequences (`\033]0;title\a`, a colour) is shown escaped by `project`, `report`
    /// and `check`: a project file can't retitle or recolour the terminal of whoever runs the tool on it.
    @Test func controlCharactersFromProjectFilesAreShownEscaped() throws {
        let pbxproj = """
        { objects = {
          BF01 = {isa = PBXBuildFile; fileRef = FR01; };
          FR01 = {isa = PBXFileReference; path = Hello.swift; sourceTree = "<group>"; };
          MAIN = {isa = PBXGroup; children = (FR01, ); sourceTree = "<group>"; };
          SRC1 = {isa = PBXSourcesBuildPhase; files = (BF01, ); };
          APP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; buildPhases = (SRC1, ); name = "App\\033]0;owned\\a\\033[31m"; productType = "com.apple.product-type.application"; };
          PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
          LAPP = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ); };
          ADEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
        }; rootObject = PROJECT; }
        """
        let folder = try scratch(["App.xcodeproj/project.pbxproj": bytes(pbxproj), "Hello.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["project", "."], ["report", "."], ["check", "--verbose", "."]] {
            let result = try tool(arguments, in: folder)
            let all = result.stdout + result.stderr
            #expect(!all.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments[0]) printed a control character")
            if arguments[0] != "check" { #expect(all.contains("App\\u{1B}]0;owned\\u{7}\\u{1B}[31m"), "\(arguments[0]): \(all)") }
        }
    }

    /// `why` prints one type's trail, and says so when there is no such type.
    @Test func whyPrintsOneTypesDecisionTrail() throws {
        let why = try tool(["why", "PurchaseRecordIntent", "Samples"], in: root)
        #expect(why.status == 0, "\(why.stderr)")
        #expect(why.stdout.hasPrefix("PurchaseRecordIntent (intent) at Samples/CrateApp/CrateApp/Intents/PurchaseRecordIntent.swift:15, compiled by "), "\(why.stdout)")
        #expect(why.stdout.contains("  decision: held for a decision (`money`)\n"))
        #expect(why.stdout.contains("(apply changes this)") && why.stdout.contains("  source: add-tool: Apple, \"Bringing custom actions"), "\(why.stdout)")
        let missing = try tool(["why", "NoSuchIntent", "Samples"], in: root)
        #expect(missing.status == 1 && missing.stdout.isEmpty && missing.stderr.contains("no App Intent or entity type named NoSuchIntent"))
        #expect(try tool(["why"], in: root).status == 2)
    }

    /// `why` shows each return's path, signs and deciding row, also for the returns it leaves as successes.
    @Test func whyShowsTheEvidenceForReturns() throws {
        let why = try tool(["why", "StopListeningSessionIntent", "Samples"], in: root)
        #expect(why.status == 0, "\(why.stderr)")
        #expect(why.stdout.contains("    evidence: path: a guard let … else (a lookup that found nothing)\n"), "\(why.stdout)")
        #expect(why.stdout.contains("    evidence: nothing-to-end: the dialog starts with \"No\" in an intent that stops or ends something\n"), "\(why.stdout)")
        #expect(why.stdout.contains("    evidence: decided by: nothing-to-end → note ("), "\(why.stdout)")
        #expect(why.stdout.contains(": note: left as a success: nothing says it is a failure [throw-stubs]\n"), "\(why.stdout)")
    }

    /// The summary counts what was written and what is left, then says what to do next: for the samples, by hand.
    @Test func summaryCountsTheWorkAndNamesTheNextStep() throws {
        let diff = try tool(["diff", "Samples"], in: root)
        let lines = diff.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("descriptions: 20 placeholders would be written"), "\(diff.stderr)")
        // Two of the samples' "No …" answers are in queries (Search Collection, Find Available Tables), one in an intent that
        // stops a session ("No listening session to stop."): notes, not decisions.
        #expect(lines.contains("failures returned as success: 14 would be thrown, 1 likely failure to decide"), "\(diff.stderr)")
        #expect(lines.contains("openAppWhenRun: 3 replaced by supportedModes, 4 kept for older systems, with a gated supportedModes beside"))
        #expect(lines.contains { $0.hasPrefix("next: review the patch and apply it") && $0.contains("write 20 descriptions; decide about 2 held intents")
                                 && $0.hasSuffix("then run intent-migrate check") }, "\(diff.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("im-summary-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Samples"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let apply = try tool(["apply", "--allow-no-vcs", "."], in: folder)
        #expect(apply.stderr.contains("descriptions: 20 placeholders written\nfailures returned as success: 14 now thrown"), "\(apply.stderr)")
        // After the migration, check says what is left: the placeholders it wrote, the decisions.
        let check = try tool(["check", "."], in: folder)
        #expect(check.stderr.contains("descriptions: 20 unfinished in the code\n"), "\(check.stderr)")
        #expect(check.stderr.contains("next: write 20 descriptions; decide about 2 held intents (tools.include or tools.exclude); decide about 1 likely failure\n"), "\(check.stderr)")
    }

    /// The migrated samples still parse, and a second run changes nothing.
    @Test func samplesMigrateToParsingIdempotentCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("im-samples-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Samples"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let apply = try tool(["apply", "--allow-no-vcs", "."], in: folder)
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(try tool(["diff", "--exit-code", "."], in: folder).status == 0, "second run changed something")
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        var parsed = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let parse = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-frontend", "-parse", "-enable-bare-slash-regex", path], in: folder)
            #expect(parse.status == 0, "\(path): \(parse.stderr)")
            parsed += 1
        }
        #expect(parsed >= 10)
    }
}

/// The Siri readiness checks on the bundled samples: they add findings, never edits, and judge the code as it is —
/// before `apply` only the index check has something to say; after it, the new tools' entities want `Transferable`.
@Suite struct SiriReadinessCLITests {
    static let checks = Passes.all.filter(\.isCheck).map(\.id.rawValue)

    /// The lines of a `check` report that the readiness checks made, as `path:line: id`.
    static func readiness(_ report: String) -> [String] {
        report.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.lastIndex(of: "["), case let id = String(line[line.index(after: open)...].dropLast()), checks.contains(id) else { return nil }
            let position = line.split(separator: ":", maxSplits: 3)
            return "\(position[0]):\(position[1]): \(id)"
        }
    }

    @Test func samplesBeforeAndAfterApply() throws {
        let before = try tool(["check", "--verbose", "Samples"], in: root)
        // The sample skills bundle: crate-dig is valid, shuffle-night is broken on purpose.
        let skills = ["Skills.skillsbundle/Skills/shuffle-night/SKILL.md:2: skills-bundle", "Skills.skillsbundle/Skills/shuffle-night/SKILL.md:2: skills-bundle",
                      "Skills.skillsbundle/Skills/shuffle-night/SKILL.md:4: skills-bundle", "Skills.skillsbundle/Skills/shuffle-night/SKILL.md:6: skills-bundle",
                      "Skills.skillsbundle/Skills/shuffle-night/SKILL.md:6: skills-bundle"]
        #expect(SiriReadinessCLITests.readiness(before.stdout) == ["Samples/CrateApp/CrateApp/Entities/AlbumEntity.swift:16: indexed-entity-open-intent"]
                + skills.map { "Samples/CrateApp/" + $0 }, "\(before.stdout)")
        // Skipping every check gives the same report without those lines: they change nothing else.
        let skipped = try tool(["check", "--verbose", "--skip", SiriReadinessCLITests.checks.joined(separator: ","), "Samples"], in: root)
        #expect(skipped.stdout.split(separator: "\n") == before.stdout.split(separator: "\n").filter { !$0.hasSuffix("[indexed-entity-open-intent]") && !$0.hasSuffix("[skills-bundle]") })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("im-readiness-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Samples"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try tool(["apply", "--allow-no-vcs", "."], in: folder).status == 0)
        let after = try tool(["check", "--verbose", "."], in: folder)
        #expect(SiriReadinessCLITests.readiness(after.stdout) == [
            "CrateApp/CrateApp/Entities/AlbumEntity.swift:16: entity-transferable",
            "CrateApp/CrateApp/Entities/AlbumEntity.swift:16: indexed-entity-open-intent",
            "CrateApp/CrateApp/Entities/CrateEntity.swift:13: entity-transferable",
        ] + skills.map { "CrateApp/" + $0 } + [
            "Dinewell/Sources/Dinewell/DiningEntities.swift:12: entity-transferable",
            "Dinewell/Sources/Dinewell/DiningEntities.swift:60: entity-transferable",
            "Dinewell/Sources/Dinewell/JournalIntents.swift:68: entity-transferable",
        ], "\(after.stdout)")
    }

    /// A check's id works wherever an id is taken: `explain`, a suppression comment, `--skip`, config `skip`, and the baseline.
    @Test func aCheckIdWorksEverywhere() throws {
        let source = """
        import AppIntents

        struct Loud: AppIntent {
            static let title: LocalizedStringResource = "Play in Apple Music"
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        // intent-migrate: ignore apple-trademark
        struct Quiet: AppIntent {
            static let title: LocalizedStringResource = "Open in Apple Music"
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        """
        let folder = try scratch(["Intents.swift": bytes(source)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let only = ["--only", "apple-trademark", "--floor", "iOS=27.3"]
        let check = try tool(["check"] + only, in: folder)
        #expect(check.status == 1 && check.stdout.contains("Intents.swift:4:49: warning: the title of Loud names \"Apple Music\""), "\(check.stdout)")
        #expect(!check.stdout.contains("Intents.swift:10:") && !check.stdout.contains("suppression"), "\(check.stdout)")
        #expect(try tool(["check", "--skip", "apple-trademark", "--floor", "iOS=27.3"], in: folder).stdout.contains("[apple-trademark]") == false)
        let explain = try tool(["explain", "apple-trademark"], in: folder)
        #expect(explain.status == 0 && explain.stdout.hasPrefix("apple-trademark — "))
        #expect(try tool(["passes"], in: folder).stdout.contains("apple-trademark"))
        // Baseline: recorded, then known.
        #expect(try tool(["check", "--write-baseline", "baseline.json"] + only, in: folder).status == 0)
        #expect(try tool(["check", "--baseline", "baseline.json"] + only, in: folder).status == 0)
        // Config `skip`.
        try Data(#"{"skip": ["apple-trademark"]}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        let configured = try tool(["check", "--floor", "iOS=27.3"], in: folder)
        #expect(!configured.stdout.contains("[apple-trademark]"), "\(configured.stdout)")
    }
}

extension SiriReadinessCLITests {
    /// The skills check reads Markdown, not Swift: its id still works everywhere an id is taken, in every format.
    @Test func skillsBundleIdWorksEverywhere() throws {
        let folder = try scratch([
            "Skills.skillsbundle/Skills/flight-add/SKILL.md": bytes("---\nname: flight-add\ndescription: Adds a flight.\n---\nAsk for the airline.\n"),
            "Skills.skillsbundle/Skills/flight-remove/SKILL.md": bytes("---\nname: Flight-Remove\ndescription: Removes a flight.\n---\nAsk which one.\n"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check"], in: folder)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout == "Skills.skillsbundle/Skills/flight-remove/SKILL.md:2:7: error: skill name \"Flight-Remove\" has \"F\": only lowercase letters, digits and hyphens (1–64 of a-z, 0-9 and -, no hyphen at either end, no --) [skills-bundle]\n"
                + "Skills.skillsbundle/Skills/flight-remove/SKILL.md:2:7: error: skill name \"Flight-Remove\" is not its folder's, \"flight-remove\": they must be the same [skills-bundle]\n", "\(check.stdout)")
        #expect(check.stderr.contains("findings: 2 skills-bundle error"), "\(check.stderr)")
        let json = try tool(["check", "--format", "json"], in: folder)
        #expect(json.stdout.contains("\"pass\" : \"skills-bundle\"") && json.stdout.contains("flight-remove/SKILL.md"), "\(json.stdout)")
        let sarif = try tool(["check", "--format", "sarif"], in: folder)
        #expect(sarif.stdout.contains("\"ruleId\" : \"skills-bundle\"") && sarif.stdout.contains("\"startColumn\" : 7"), "\(sarif.stdout)")
        let github = try tool(["check", "--format", "github"], in: folder)
        #expect(github.stdout.contains("flight-remove/SKILL.md,line=2,col=7") && github.stdout.hasPrefix("::error "), "\(github.stdout)")
        // diff and apply change nothing and show the errors, as they do for every check.
        let diff = try tool(["diff"], in: folder)
        #expect(diff.status == 0 && diff.stdout.isEmpty && diff.stderr.contains("SKILL.md:2:7: error"), "\(diff.stderr)")
        #expect(try tool(["check", "--skip", "skills-bundle"], in: folder).status == 0)
        #expect(try tool(["check", "--only", "skills-bundle"], in: folder).status == 1)
        let explain = try tool(["explain", "skills-bundle"], in: folder)
        #expect(explain.status == 0 && explain.stdout.hasPrefix("skills-bundle — "))
        #expect(try tool(["check", "--write-baseline", "baseline.json"], in: folder).status == 0)
        #expect(try tool(["check", "--baseline", "baseline.json"], in: folder).status == 0)
        try Data(#"{"skip": ["skills-bundle"]}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try tool(["check"], in: folder).status == 0)
    }
}

/// The project model as a user meets it on the bundled samples.
@Suite struct ProjectModelCLITests {
    @Test func projectCommandPrintsTargetsPlatformsFloorsAndCounts() throws {
        let run = try tool(["project", "Samples"], in: root)
        #expect(run.status == 0)
        // Each floor with the line that sets it: the target's build configuration, the manifest's `platforms:`.
        #expect(run.stdout.contains("Samples/CrateApp/CrateApp.xcodeproj (Xcode project, 3 targets)\n  CrateApp: iOS 26.0 (project.pbxproj:358); 12 Swift files\n  CrateWidgetsExtension: iOS 26.2 (project.pbxproj:405); 3 Swift files\n  CrateWatch: watchOS 11.0 (project.pbxproj:455); 2 Swift files"), "\(run.stdout)")
        #expect(run.stdout.contains("Samples/Dinewell/Package.swift (Swift package, 1 target)\n  Dinewell: iOS 17.0 (Package.swift:10), macOS 14.0 (Package.swift:10); 9 Swift files"), "\(run.stdout)")
        #expect(!run.stdout.contains("compiled in no target"), "a package's manifest is not a stray file: \(run.stdout)")
    }

    @Test func findingsNameTheTargetsThatCompileTheFile() throws {
        let json = try tool(["check", "--format", "json", "Samples/CrateApp"], in: root)
        let data = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let findings = try #require(data?["findings"] as? [[String: Any]])
        let playback = findings.filter { ($0["path"] as? String)?.hasSuffix("PlaybackControlIntent.swift") == true }
        #expect(!playback.isEmpty)
        for finding in playback {
            #expect(finding["targets"] as? [String] == ["Samples/CrateApp/CrateApp.xcodeproj:CrateApp", "Samples/CrateApp/CrateApp.xcodeproj:CrateWatch"])
        }
        let sarif = try tool(["check", "--format", "sarif", "Samples/CrateApp"], in: root)
        #expect(sarif.stdout.contains("\"targets\" : [\n              \"Samples/CrateApp/CrateApp.xcodeproj:CrateApp\""), "\(sarif.stdout.prefix(3000))")
    }

    @Test func summaryCountsWhatWasFound() throws {
        let run = try tool(["check", "Samples"], in: root)
        #expect(run.stderr.contains("found 2 projects (4 targets), 17 App Intent types and 6 entity types in the files given; 11 to mark as tools, 2 held for a decision, 6 left alone"), "\(run.stderr)")
    }
}

extension ProjectModelCLITests {
    /// A file its package compiles in no target is left alone with a note, unless asked for; a file no
    /// project accounts for is said once.
    @Test func filesNoTargetCompilesAndFilesNoProjectAccountsFor() throws {
        let intent = """
        import AppIntents

        struct RefreshIntent: AppIntent {
            static let title: LocalizedStringResource = "Refresh"
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        """
        let folder = try scratch([
            "Kit/Package.swift": bytes("let package = Package(name: \"Kit\", platforms: [.iOS(.v17)], targets: [.target(name: \"Kit\")])"),
            "Kit/Sources/Kit/Refresh.swift": bytes(intent),
            "Kit/Scripts/Stray.swift": bytes(intent),
            "Kit/Scripts/Tool.swift": bytes("let greeting = \"hi\"\n"),
            "Loose/Refresh.swift": bytes(intent),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = try tool(["diff", "--only", "add-tool"], in: folder)
        #expect(diff.stdout.contains("+++ b/Kit/Sources/Kit/Refresh.swift") && diff.stdout.contains("+++ b/Loose/Refresh.swift"))
        #expect(!diff.stdout.contains("Stray.swift"))
        #expect(diff.stderr.contains("note: no project compiles 1 file (e.g. Loose/Refresh.swift): each is taken as part of the folder it was found under"), "\(diff.stderr)")
        let check = try tool(["check", "--only", "add-tool"], in: folder)
        // An intent no target compiles is a warning (a project read wrong, or dead code to exclude); other files a note.
        #expect(check.stdout.contains("Kit/Package.swift:1:1: warning: 1 Swift file under this project declares App Intents but no target compiles it (Kit/Scripts/Stray.swift): left alone."), "\(check.stdout)")
        #expect(check.stdout.contains("Kit/Package.swift:1:1: note: 1 Swift file under this project is compiled in none of its targets (Kit/Scripts/Tool.swift): left alone [project]"), "\(check.stdout)")
        let all = try tool(["diff", "--only", "add-tool", "--include-unbuilt"], in: folder)
        #expect(all.stdout.contains("+++ b/Kit/Scripts/Stray.swift"), "\(all.stdout)")
        // The config's `includeUnbuilt` decides the same; a number is not a yes.
        try Data(#"{"includeUnbuilt": true}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try tool(["diff", "--only", "add-tool"], in: folder).stdout == all.stdout)
        try Data(#"{"includeUnbuilt": 1}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        let bad = try tool(["diff", "--only", "add-tool"], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("includeUnbuilt") && bad.stderr.contains("must be true or false"), "\(bad.stderr)")
    }
}

/// Paths and outputs as a hostile user could give them.
@Suite struct PathAndOutputTests {
    @Test func oneEntryPerFileHoweverItIsSpelled() throws {
        let folder = try scratch(["sub/A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tool(["diff", "--only", "add-tool", "sub", "./sub", folder.appendingPathComponent("sub/A.swift").path], in: folder)
        #expect(run.stdout.components(separatedBy: "diff --git").count == 2, "\(run.stdout)")
        #expect(run.stderr.hasPrefix("intent-migrate: 1 file scanned"), "\(run.stderr)")
    }

    @Test func aSymbolicLinkGivenExplicitlyIsFollowed() throws {
        let folder = try scratch(["real/A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
        let run = try tool(["check", "--only", "add-tool", "link"], in: folder)
        #expect(run.status == 1, "a run on the link scanned nothing: \(run.stderr)")
        // Named by where it leads: what is written is the file itself, never the link.
        #expect(run.stdout.contains("real/A.swift"), "\(run.stdout)")
    }

    /// `--since REF`: the Swift files changed against a ref (committed since, uncommitted, untracked), deleted ones
    /// skipped; nothing changed is a clean run that says so; an unknown ref is a usage error.
    @Test func sinceChecksOnlyWhatChanged() throws {
        let folder = try scratch(["Old.swift": bytes(toolIntent), "Gone.swift": bytes(toolIntent), "notes.txt": bytes("x\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        let nothing = try tool(["check", "--since", "HEAD"], in: folder)
        #expect(nothing.status == 0 && nothing.stderr.contains("no Swift files changed since HEAD"), "\(nothing.stderr)")
        try Data(toolIntent.replacingOccurrences(of: "ShuffleCrateIntent", with: "NewCrateIntent").utf8).write(to: folder.appendingPathComponent("New.swift"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Gone.swift"))
        let changed = try tool(["check", "--only", "add-tool", "--since", "HEAD"], in: folder)
        #expect(changed.status == 1 && changed.reportedPaths == ["New.swift"], "\(changed.stdout)\(changed.stderr)")
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "new"], in: folder)
        let sinceFirst = try tool(["check", "--only", "add-tool", "--since", "HEAD~1"], in: folder)
        #expect(sinceFirst.reportedPaths == ["New.swift"], "\(sinceFirst.stdout)")
        let bad = try tool(["check", "--since", "no-such-branch"], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("no commit named 'no-such-branch'"), "\(bad.stderr)")
    }

    /// A committed link to a folder or file outside the repository is refused by name; one inside is followed, and the
    /// file it leads to is written, the link kept.
    @Test func linksOutOfTheRepositoryAreRefusedAndLinksAreNeverReplaced() throws {
        let outside = try scratch(["Ext/B.swift": bytes(toolIntent)])
        let repo = try scratch(["A.swift": bytes(toolIntent)])
        defer { for f in [outside, repo] { try? FileManager.default.removeItem(at: f) } }
        let links = ["Ext": outside.appendingPathComponent("Ext").path, "Link.swift": outside.appendingPathComponent("Ext/B.swift").path,
                     "Inner.swift": "A.swift"]
        for (name, target) in links { try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent(name).path, withDestinationPath: target) }
        try git(["init", "-q"], in: repo)
        try git(["add", "-A"], in: repo)
        try git(["commit", "-qm", "start"], in: repo)
        for name in ["Ext", "Link.swift", "Ext/B.swift"] {
            let apply = try tool(["apply", name], in: repo)
            #expect(apply.status == 2 && apply.stderr.contains("outside"), "\(name): \(apply.stderr)")
        }
        #expect(try String(contentsOf: outside.appendingPathComponent("Ext/B.swift"), encoding: .utf8) == toolIntent)
        let inner = try tool(["apply", "Inner.swift"], in: repo)
        #expect(inner.status == 0, "\(inner.stderr)")
        #expect(try String(contentsOf: repo.appendingPathComponent("A.swift"), encoding: .utf8) != toolIntent)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: repo.appendingPathComponent("Inner.swift").path) == "A.swift")
    }

    /// A config or a project in a folder above the repository is not the repository's: the search stops at its root
    /// (outside git, at the current folder). A package target whose `path:` holds the repository reads only the repository.
    @Test func configsProjectsAndSourcesStayInsideTheRepository() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\", path: \"..\")])\n"
        let outer = try scratch([".intent-migrate.json": Array(#"{"exclude": ["**"]}"#.utf8), "Package.swift": Array(manifest.utf8),
                                 "Stray.swift": Array("protocol AppIntent {}\n".utf8),
                                 "repo/A.swift": bytes(toolIntent), "repo/Package.swift": Array(manifest.utf8),
                                 "plain/A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: outer) }
        let repo = outer.appendingPathComponent("repo")
        try git(["init", "-q"], in: repo)
        let check = try tool(["check", "--only", "add-tool"], in: repo)
        #expect(check.status == 1 && check.stdout.contains("A.swift"), "\(check.stdout)\(check.stderr)")
        #expect((check.stdout + check.stderr).contains("which holds the repository: only the repository's files are read"), "\(check.stdout)")
        // Outside git the current folder bounds the search: the package above doesn't claim the files.
        let plain = try tool(["check", "--only", "add-tool"], in: outer.appendingPathComponent("plain"))
        #expect(plain.status == 1 && !plain.stderr.contains("compiled in none"), "\(plain.stdout)\(plain.stderr)")
    }

    @Test func oddFileNamesAreQuotedAndThePatchApplies() throws {
        let folder = try scratch(["a\tb.swift": bytes(toolIntent), "q\"uote.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        let run = try tool(["diff", "--only", "add-tool"], in: folder)
        #expect(run.stdout.contains(#"diff --git "a/a\tb.swift" "b/a\tb.swift""#), "\(run.stdout)")
        #expect(run.stdout.contains(#"--- "a/q\"uote.swift""#))
        try Data(run.stdout.utf8).write(to: folder.appendingPathComponent("p.diff"))
        #expect(try git(["apply", "--check", "p.diff"], in: folder).status == 0)
    }

    /// A folder that can't be listed is reported (exit 3), not scanned as empty (so `check` passed).
    @Test func anUnlistableFolderIsReported() throws {
        let folder = try scratch(["locked/A.swift": bytes(toolIntent)])
        defer { chmod(folder.appendingPathComponent("locked").path, 0o755); try? FileManager.default.removeItem(at: folder) }
        chmod(folder.appendingPathComponent("locked").path, 0)
        // Root lists any folder: run as nobody then, which `setpriv` allows.
        let run: Run
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
            run = try IntentMigrateCLITests.run(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                                ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "check", folder.path], in: folder)
        } else {
            run = try tool(["check", folder.path], in: folder)
        }
        #expect(run.status == 3, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("locked:1:1: error: folder can't be listed (Permission denied)"), "\(run.stdout)")
    }

    /// A file name that isn't UTF-8 can't be opened through a Swift string: it is reported, not silently skipped.
    @Test func aPathWithNoSwiftFilesIsAnError() throws {
        let folder = try scratch(["Docs/README.md": Array("notes".utf8), "App/Intent.swift": Array("struct A {}".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A CI path typo (a folder with no Swift file) fails with the reason, never passes as "nothing to migrate".
        let empty = try tool(["check", "Docs"], in: folder)
        #expect(empty.status == 2 && empty.stderr.contains("no Swift files in Docs: check the path"), "\(empty.stderr)")
        let excluded = try tool(["check", "--exclude", "**/Intent.swift", "App"], in: folder)
        #expect(excluded.status == 2 && excluded.stderr.contains("(after the exclusions)"), "\(excluded.stderr)")
        #expect(try tool(["check", "App"], in: folder).status == 0)
    }

    @Test func aNameThatIsNotUTF8IsReported() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Array((folder.path + "/caf").utf8) + [0xE9] + Array(".swift".utf8)
        let fd = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        guard fd >= 0 else { return }  // a file system that refuses such names
        close(fd)
        let run = try tool(["check"], in: folder)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stdout.contains("file name is not UTF-8"), "\(run.stdout)")
    }

    @Test func outputsThatWouldLoseSomethingAreRefused() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try tool(["diff", "--output", "/dev/full"], in: folder)
        #expect(full.status == 2 && full.stderr.contains("can't write the patch to /dev/full"), "\(full.stderr)")
        let intoSource = try tool(["check", "--output", "A.swift"], in: folder)
        #expect(intoSource.status == 2 && intoSource.stderr.contains("is a Swift source"), "\(intoSource.stderr)")
        // A file git tracks is someone's work; a new one is fine.
        try Data("# Crates\n".utf8).write(to: folder.appendingPathComponent("README.md"))
        try git(["init", "-q"], in: folder)
        try git(["add", "README.md"], in: folder)
        let intoTracked = try tool(["diff", "--output", "README.md"], in: folder)
        #expect(intoTracked.status == 2 && intoTracked.stderr.contains("is a file git tracks"), "\(intoTracked.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8) == "# Crates\n")
        let intoNew = try tool(["diff", "--output", "crates.patch"], in: folder)
        #expect(intoNew.status == 0 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("crates.patch").path), "\(intoNew.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8) == toolIntent)
        let apply = try tool(["apply", "--output", "out.txt"], in: folder)
        #expect(apply.status == 2 && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.txt").path))
        let dash = try tool(["diff", "-o", "-"], in: folder)
        #expect(dash.stdout.hasPrefix("diff --git a/A.swift b/A.swift") && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }
}

/// The Homebrew formula, checked as far as Linux allows: the fields Homebrew requires, a head in the tap itself, the
/// dependencies, an install that builds the product, a test block; and the README's instructions use the tap.
@Suite struct HomebrewFormulaTests {
    @Test func formulaHasWhatATapNeeds() throws {
        let formula = try String(contentsOf: root.appendingPathComponent("Formula/intent-migrate.rb"), encoding: .utf8)
        #expect(formula.contains("class IntentMigrate < Formula"))
        for field in ["desc \"", "homepage \"", "head \"", "depends_on \"pcre2\"", "def install", "bin.install \".build/release/intent-migrate\"", "test do"] {
            #expect(formula.contains(field), "the formula lacks \(field)")
        }
        // Every `do` and `def`/`class` has its `end`.
        let opens = formula.split(separator: "\n").filter { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.hasPrefix("#") && (text.hasPrefix("class ") || text.hasPrefix("def ") || text.hasSuffix(" do") || text.hasSuffix(" do |t|"))
        }.count
        let ends = formula.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "end" }.count
        #expect(opens == ends, "\(opens) blocks opened, \(ends) closed")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("brew tap intent-migrate/intent-migrate") && !readme.contains("brew install --HEAD --build-from-source ./Formula"))
    }
}

/// How the golden files are written from a run (`make golden` does the same with `sed`).
enum MigrationGolden {
    /// The SARIF log with the repository's address (which depends on where it is checked out) written as `file:///REPOSITORY/`.
    static func sarif(_ text: String, root: URL) -> String {
        text.replacingOccurrences(of: "file://" + root.standardizedFileURL.path + "/", with: "file:///REPOSITORY/")
    }
}
