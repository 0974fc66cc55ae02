import Foundation
import IntentMigrateKit
import Testing

/// `check` as a CI gate: formats, --fail-on, baseline, suppression, config, what is walked.
@Suite(.serialized) struct CheckGateTests {
    @Test func failOnEachSeverity() throws {
        let folder = try scratch([
            "Note.swift": bytes("import AppIntents\n@AppIntent(.tool)\nstruct A: AppIntent {\n    static let description = IntentDescription(\"Done.\")\n}\n"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Only a note ("already a tool").
        #expect(try tool(["check", "--floor", "iOS=27.3"], in: folder).status == 0)
        #expect(try tool(["check", "--floor", "iOS=27.3", "--fail-on", "warning"], in: folder).status == 0)
        #expect(try tool(["check", "--floor", "iOS=27.3", "--fail-on", "note"], in: folder).status == 1)
        #expect(try tool(["check", "--floor", "iOS=27.3", "--fail-on", "error"], in: folder).status == 0)
        // A warning fails at warning and note, not at error.
        try Data(toolIntent.utf8).write(to: folder.appendingPathComponent("Warn.swift"))
        #expect(try tool(["check", "--floor", "iOS=27.3", "--fail-on", "error"], in: folder).status == 0)
        #expect(try tool(["check", "--floor", "iOS=27.3"], in: folder).status == 1)
        // An error fails at every level.
        try Data(bytes("import AppIntents\n@AppIntent(.tool, schema: .messages.sendMessage)\nstruct S {}\n")).write(to: folder.appendingPathComponent("Err.swift"))
        #expect(try tool(["check", "--floor", "iOS=27.3", "--fail-on", "error"], in: folder).status == 1)
        #expect(try tool(["check", "--fail-on", "sometimes"], in: folder).status == 2)
    }

    @Test func everyFormatFromTheCommandLine() throws {
        let folder = try scratch(["Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try tool(["check", "--format", "json", "--floor", "iOS=27.3"], in: folder)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["findings"] as? [Any])?.count == 2)
        let sarif = try tool(["check", "--format", "sarif", "--output", "out.sarif"], in: folder)
        #expect(sarif.status == 1 && sarif.stdout.isEmpty)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out.sarif"))) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let github = try tool(["check", "--format", "github", "--floor", "iOS=27.3"], in: folder)
        #expect(github.stdout.hasPrefix("::warning file=Shuffle.swift,line=3,col=1,title=add-tool::"))
        #expect(try tool(["diff", "--format", "json"], in: folder).status == 2)
    }

    /// SARIF for code scanning: locations relative to the repository root whatever folder `check` runs in, a fingerprint
    /// that survives lines inserted above the finding, and rules with help and a help address; the fields SARIF 2.1.0
    /// requires are there and consistent.
    @Test func sarifFollowsFindingsAcrossEditsFromTheRepositoryRoot() throws {
        let folder = try scratch(["App/Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        func log() throws -> [String: Any] {
            let run = try tool(["check", "--format", "sarif", "--floor", "iOS=27.3", "."], in: folder.appendingPathComponent("App"))
            #expect(run.status == 1, "\(run.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        }
        func fingerprints(_ log: [String: Any]) -> [String] {
            let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["intentMigrate/v1"] }
        }
        let before = try log()
        #expect(before["version"] as? String == "2.1.0" && (before["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((before["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(driver["name"] as? String == "intent-migrate")
        for rule in rules {
            #expect(rule["id"] is String && (rule["help"] as? [String: Any])?["text"] is String)
            if let uri = rule["helpUri"] as? String { #expect(uri.hasPrefix("https://") && uri.hasSuffix("/README.md")) }
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let artifact = location?["artifactLocation"] as? [String: Any]
            #expect(artifact?["uri"] as? String == "App/Shuffle.swift" && artifact?["uriBaseId"] as? String == "%SRCROOT%", "\(String(describing: artifact))")
        }
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect((base?["uri"] as? String)?.hasSuffix(folder.lastPathComponent + "/") == true, "\(String(describing: base))")
        // Lines inserted above: the same fingerprints, so code scanning keeps its alerts.
        let file = folder.appendingPathComponent("App/Shuffle.swift")
        try Data(("// A header\n\n" + toolIntent).utf8).write(to: file)
        let after = try log()
        #expect(fingerprints(after) == fingerprints(before) && fingerprints(before).count == results.count)
        #expect(Set(fingerprints(before)).count == results.count, "each finding its own fingerprint")
    }

    @Test func baselineSurvivesInsertedLinesAndReportsStaleEntries() throws {
        let folder = try scratch(["Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let write = try tool(["check", "--floor", "iOS=27.3", "--write-baseline", "baseline.json"], in: folder)
        #expect(write.status == 0 && write.stderr.contains("baseline entries to baseline.json"), "\(write.stderr)")
        let hidden = try tool(["check", "--floor", "iOS=27.3", "--baseline", "baseline.json"], in: folder)
        #expect(hidden.status == 0 && hidden.stderr.contains("findings recorded in baseline.json not shown (the baseline)"), "\(hidden.stderr)")
        // Lines inserted above the finding: still known.
        let file = folder.appendingPathComponent("Shuffle.swift")
        try Data(("// A header\n// over two lines\n\n" + toolIntent).utf8).write(to: file)
        let moved = try tool(["check", "--floor", "iOS=27.3", "--baseline", "baseline.json"], in: folder)
        #expect(moved.status == 0, "\(moved.stdout)")
        // A new intent is reported; the old one fixed leaves a stale note.
        try Data(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "SpinCrate").utf8).write(to: file)
        let changed = try tool(["check", "--floor", "iOS=27.3", "--baseline", "baseline.json"], in: folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("SpinCrateIntent"))
        #expect(changed.stdout.contains("note: baseline entry matches nothing any more"))
        #expect(try tool(["check", "--baseline", "missing.json"], in: folder).status == 2)
    }

    @Test func suppressionForOnePassAndForAll() throws {
        let source = """
        import AppIntents

        // intent-migrate: ignore
        struct Quiet: AppIntent {
            static var openAppWhenRun: Bool = false
        }

        // intent-migrate: ignore add-tool
        struct HalfQuiet: AppIntent {
            static var openAppWhenRun: Bool = false
        }

        struct Trailing: AppIntent { // intent-migrate: ignore add-tool, supported-modes
            static var openAppWhenRun: Bool = false
        }

        // intent-migrate: ignore nope

        struct Loud: AppIntent {}

        """
        let folder = try scratch(["Intents.swift": bytes(source)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check", "--only", "add-tool,supported-modes", "--floor", "iOS=26.0"], in: folder)
        let warnings = check.stdout.split(separator: "\n").filter { $0.contains(": warning:") }
        #expect(warnings.count == 4, "\(check.stdout)")
        #expect(warnings.contains { $0.hasPrefix("Intents.swift:10:5: warning: replace the deprecated openAppWhenRun") })
        #expect(warnings.contains { $0.hasPrefix("Intents.swift:19:1: warning: mark Loud as a tool") })
        // A typo is a warning a default run shows (the code is migrated anyway).
        #expect(check.stdout.contains("Intents.swift:17:1: warning: suppression names unknown id 'nope', so it suppresses nothing"))
        // A comment that suppresses nothing is a warning too: what it was meant for is migrated.
        #expect(check.stdout.contains("Intents.swift:17:1: warning: suppression comment suppresses nothing"))
    }

    /// A comment on the line before a statement, or at the end of its line, turns a pass off there, as
    /// `swiftlint:disable:next` and `disable:this` do: a return `throw-stubs` would rewrite, and a finding of a check.
    /// Above `perform()` it turns `throw-stubs` off for the whole body. One on a line with nothing to suppress is a warning.
    @Test func aCommentTurnsAPassOffForTheNextLineOrItsOwn() throws {
        let source = """
        import AppIntents

        struct FindTimerIntent: AppIntent {
            static let title: LocalizedStringResource = "Find Timer"

            func perform() async throws -> some IntentResult & ProvidesDialog {
                guard let timer = Timers.shared.current else {
                    // intent-migrate: ignore throw-stubs
                    return .result(dialog: "Couldn't find a timer.")
                }
                guard timer.isReady else {
                    return .result(dialog: "Couldn't start the timer.") // intent-migrate: ignore throw-stubs
                }
                guard timer.hasSound else {
                    return .result(dialog: "Couldn't play the timer's sound.")
                }
                // intent-migrate: ignore throw-stubs
                timer.start()
                return .result(dialog: "Started.")
            }
        }

        struct StopTimerIntent: AppIntent {
            static let title: LocalizedStringResource = "Stop Timer"

            // intent-migrate: ignore throw-stubs
            func perform() async throws -> some IntentResult & ProvidesDialog {
                guard let timer = Timers.shared.current else { return .result(dialog: "Couldn't find a timer.") }
                timer.stop()
                return .result(dialog: "Stopped.")
            }
        }

        """
        let folder = try scratch(["Intents.swift": bytes(source)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check", "--only", "throw-stubs"], in: folder)
        let lines = check.stdout.split(separator: "\n").filter { $0.hasPrefix("Intents.swift:") }
        // Only the third guard's return is rewritten, and the comment above a line with nothing to suppress is reported.
        #expect(lines.contains { $0.hasPrefix("Intents.swift:15:13: warning: a failure ('Couldn't') returned as success") }, "\(check.stdout)")
        #expect(!lines.contains { $0.hasPrefix("Intents.swift:9:") || $0.hasPrefix("Intents.swift:12:") || $0.hasPrefix("Intents.swift:27:") }, "\(check.stdout)")
        #expect(lines.contains { $0.hasPrefix("Intents.swift:17:9: warning: suppression comment suppresses nothing") }, "\(check.stdout)")
        #expect(!lines.contains { $0.hasPrefix("Intents.swift:8:") || $0.hasPrefix("Intents.swift:12:") || $0.hasPrefix("Intents.swift:25:") }, "\(check.stdout)")
        let diff = try tool(["diff", "--only", "throw-stubs"], in: folder)
        #expect(diff.stdout.contains("+            throw FindTimerIntentError.failure(\"Couldn't play the timer's sound.\")"), "\(diff.stdout)")
        #expect(diff.stdout.components(separatedBy: "\n+").filter { $0.contains("throw ") }.count == 1, "\(diff.stdout)")
    }

    /// `availability`, the id the check after the passes prints, works where ids are taken: a suppression
    /// comment, `--skip`, config `skip`, and `explain`.
    @Test func theAvailabilityIdWorksEverywhere() throws {
        let source = """
        import AppIntents

        struct Loud: AppEntity {
            @Property(title: "Name", description: "The record's name")
            var name: String
        }

        struct Quiet: AppEntity {
            // intent-migrate: ignore availability
            @Property(title: "Name", description: "The record's name")
            var name: String
        }

        struct Plain: AppEntity {
            @Property(title: "Name")
            var name: String
        }

        """
        let folder = try scratch(["Entities.swift": bytes(source)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check", "--verbose", "--floor", "iOS=26.0"], in: folder)
        #expect(check.stdout.contains("Entities.swift:4:30: warning: @Property(description:) needs iOS 27.3"), "\(check.stdout)")
        #expect(!check.stdout.contains("Entities.swift:10:"), "\(check.stdout)")
        #expect(!check.stdout.contains("unknown id"))
        // The description describe leaves unwritten waits for the floor, under the same id.
        #expect(check.stdout.contains("Entities.swift:15:5: note: @Property(description:) needs iOS 27.3"), "\(check.stdout)")
        let skipped = try tool(["check", "--floor", "iOS=26.0", "--skip", "availability"], in: folder)
        #expect(!skipped.stdout.contains("[availability]") && skipped.status == 0, "\(skipped.stdout)\(skipped.stderr)")
        try Data(#"{"skip": ["availability"]}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        let configured = try tool(["check", "--floor", "iOS=26.0"], in: folder)
        #expect(configured.status == 0 && !configured.stdout.contains("[availability]"), "\(configured.stdout)\(configured.stderr)")
        let explain = try tool(["explain", "availability"], in: folder)
        #expect(explain.status == 0 && explain.stdout.hasPrefix("availability — "))
    }

    @Test func configFileIsFoundAndOptionsWin() throws {
        let folder = try scratch([
            "App/.intent-migrate.json": bytes(#"{"exclude": ["Generated/**"], "tools": {"exclude": ["ShuffleCrateIntent"]}, "floor": {"iOS": "27.3"}}"#),
            "App/Sources/Shuffle.swift": bytes(toolIntent),
            "App/Generated/Gen.swift": bytes(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "Generated")),
            "App/Sources/Spin.swift": bytes(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "SpinCrate")),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check", "--verbose", "App"], in: folder)
        #expect(!check.stdout.contains("Generated"))
        #expect(check.stdout.contains("App/Sources/Shuffle.swift:3:1: note: ShuffleCrateIntent is listed in tools.exclude"))
        #expect(check.stdout.contains("mark SpinCrateIntent as a tool"))
        #expect(!check.stderr.contains("no deployment target"), "the config floor is used")
        // --exclude adds to the config's.
        let excluded = try tool(["check", "--exclude", "**/Spin.swift", "App"], in: folder)
        #expect(!excluded.stdout.contains("Spin"))
        // A bad config: exit 2 naming the key and the file.
        try Data(#"{"tools": {"exclude": "ShuffleCrateIntent"}}"#.utf8).write(to: folder.appendingPathComponent("App/.intent-migrate.json"))
        let bad = try tool(["check", "App"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("App/.intent-migrate.json: tools.exclude: must be an array of strings"))
        #expect(try tool(["check", "--config", "nope.json", "App"], in: folder).status == 2)
    }

    @Test func gitignoredFilesAreNotReported() throws {
        let folder = try scratch([
            ".gitignore": bytes("Generated/\n*.tmp.swift\n"),
            "Sources/Shuffle.swift": bytes(toolIntent),
            "Generated/Gen.swift": bytes(toolIntent),
            "Sources/Scratch.tmp.swift": bytes(toolIntent),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        #expect(try tool(["check"], in: folder).reportedPaths == ["Sources/Shuffle.swift"])
    }

    /// Git's own rule: a tracked file is checked even when an ignore pattern matches it; an untracked one
    /// matching a pattern, or anywhere inside an ignored folder, is not; a pattern only git's exclude file holds counts too.
    @Test func gitignoreLeavesTrackedFilesInAndDeepIgnoredFoldersOut() throws {
        let folder = try scratch([
            ".gitignore": bytes("Build/\n*.gen.swift\n"),
            "Sources/Tracked.gen.swift": bytes(toolIntent),
            "Sources/Loose.gen.swift": bytes(toolIntent),
            "Sources/Kept.swift": bytes(toolIntent),
            "Sources/Local.swift": bytes(toolIntent),
            "Sources/Build/Deep/Er/Gen.swift": bytes(toolIntent),
            "Sources/Build.swift": bytes(toolIntent),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-f", "Sources/Tracked.gen.swift"], in: folder)
        try Data("Sources/Local.swift\n".utf8).write(to: folder.appendingPathComponent(".git/info/exclude"))
        #expect(try tool(["check"], in: folder).reportedPaths == ["Sources/Build.swift", "Sources/Kept.swift", "Sources/Tracked.gen.swift"])
    }

    /// The files left out are exactly the untracked ones git ignores (as `ls-files --others --ignored
    /// --exclude-standard` lists them), with negations, folders excluded whole, a tracked file that matches a rule,
    /// names with spaces, non-ASCII and a quote, nested ignore files; whether git's listing started ahead or not.
    @Test func ignoredFilesAreThoseGitListsAsIgnored() throws {
        let names = ["Build/A.swift", "Build/keep.swift", "Build/Sub/B.swift", "x.generated.swift", "keep.generated.swift",
                     "Gen/ok.swift", "Gen/no.swift", "Plain.swift", "Tracked.generated.swift", "Sp ace/é.swift", "Sp ace/skip é.swift",
                     "Quote\"d.generated.swift", "Deep/.gitignore", "Deep/in.swift", "Deep/local.swift", "New/new.swift"]
        var files = Dictionary(uniqueKeysWithValues: names.map { ($0, bytes("struct A {}\n")) })
        files[".gitignore"] = bytes("Build/\n!Build/keep.swift\n*.generated.swift\n!keep.generated.swift\nGen/*\n!Gen/ok.swift\nskip*\n")
        files["Deep/.gitignore"] = bytes("local.swift\n")
        let folder = try scratch(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", ".gitignore", "Deep/.gitignore", "Plain.swift"], in: folder)
        try git(["add", "-f", "Tracked.generated.swift"], in: folder)
        try git(["commit", "-qm", "x"], in: folder)
        // First without the name git quotes in its output, then with it.
        let quoted = folder.appendingPathComponent("Quote\"d.generated.swift")
        let quotedBytes = try Data(contentsOf: quoted)
        try FileManager.default.removeItem(at: quoted)
        for round in 0..<2 {
            if round == 1 { try quotedBytes.write(to: quoted) }
            let ignored = try git(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--", "*.swift"], in: folder).stdout
                .split(separator: "\u{0}").map(String.init)
            #expect(ignored.count >= 6 + round)
            let present = names.filter { $0.hasSuffix(".swift") && (round == 1 || !$0.hasPrefix("Quote")) }
            let expected = present.filter { !ignored.contains($0) }.sorted()
            let kept = try Workspace(paths: [folder.path]).files.map { String($0.dropFirst(folder.path.count + 1)) }.sorted()
            #expect(kept == expected, "round \(round)")
        }
    }

    /// Tracked files are checked even where an ignore rule matches them, and the same files are found from the
    /// work tree, from a folder inside it (given relative, with `./` or `..` in it, or absolute), and with a
    /// repository nested in the folder; a new untracked file is checked unless git ignores it.
    @Test func trackedFilesAreCheckedFromEveryPlace() throws {
        let folder = try scratch([
            ".gitignore": bytes("*.gen.swift\n"),
            "App/Sources/Shuffle.swift": bytes(toolIntent),
            "App/Sources/Tracked.gen.swift": bytes(toolIntent),
            "App/Nested/.gitignore": bytes("Local.swift\n"),
            "App/Nested/Local.swift": bytes(toolIntent),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", ".gitignore", "App/Sources/Shuffle.swift"], in: folder)
        try git(["add", "-f", "App/Sources/Tracked.gen.swift"], in: folder)
        try git(["commit", "-qm", "x"], in: folder)
        let nested = folder.appendingPathComponent("App/Nested")
        try git(["init", "-q"], in: nested)
        try git(["add", ".gitignore"], in: nested)
        try git(["add", "-f", "Local.swift"], in: nested)
        try git(["commit", "-qm", "x"], in: nested)
        func reported(_ arguments: [String]) throws -> Set<String> {
            let base = folder.standardizedFileURL.path + "/"
            return Set(try tool(["check"] + arguments, in: folder).reportedPaths.map { path in
                String(URL(fileURLWithPath: path.hasPrefix("/") ? path : folder.path + "/" + path).standardizedFileURL.path.dropFirst(base.count))
            })
        }
        let all: Set<String> = ["App/Sources/Shuffle.swift", "App/Sources/Tracked.gen.swift", "App/Nested/Local.swift"]
        for arguments in [[], ["App"], [folder.path + "/App"], ["./App/"], ["App/../App"]] {
            #expect(try reported(arguments) == all, "\(arguments)")
        }
        #expect(try reported(["App/Sources"]) == ["App/Sources/Shuffle.swift", "App/Sources/Tracked.gen.swift"])
        try Data(toolIntent.utf8).write(to: folder.appendingPathComponent("App/Sources/New.gen.swift"))
        try Data(toolIntent.utf8).write(to: folder.appendingPathComponent("App/Sources/New.swift"))
        #expect(try reported([]) == all.union(["App/Sources/New.swift"]))
    }

    /// Past a few hundred untracked files, git lists the ignored Swift files of the whole tree once instead of
    /// looking each up by name: the same files are left out.
    @Test func manyUntrackedFilesAreSettledByOneListing() throws {
        var files: [String: [UInt8]] = [".gitignore": bytes("*7.swift\nOut/\n!Out/keep.swift\n")]
        for n in 0..<300 { files[String(format: "Sources/F%03d.swift", n)] = bytes("struct F\(n) {}\n") }
        for name in ["Out/a.swift", "Out/keep.swift", "Tracked7.swift"] { files[name] = bytes("struct G {}\n") }
        let folder = try scratch(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-f", "Tracked7.swift"], in: folder)
        try git(["commit", "-qm", "x"], in: folder)
        let ignored = Set(try git(["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--", "*.swift"], in: folder).stdout
            .split(separator: "\u{0}").map(String.init))
        #expect(ignored.count == 32)
        let expected = files.keys.filter { $0.hasSuffix(".swift") && !ignored.contains($0) }.sorted()
        let kept = try Workspace(paths: [folder.path]).files.map { String($0.dropFirst(folder.path.count + 1)) }.sorted()
        #expect(kept == expected)
        #expect(kept.contains("Tracked7.swift") && !kept.contains("Out/keep.swift"))
    }

    /// Git lists what it ignores while the folder is walked. Whether it answers late (a `git` on PATH that
    /// waits first) or at once, an ignored file's extension doesn't make a kept type an intent, and the ignored
    /// files (one of them binary) are neither reported nor counted.
    @Test func ignoredFilesAddNothingHoweverLateGitAnswers() throws {
        let plain = """
        import AppIntents

        struct Spin {
            static let title: LocalizedStringResource = "Spin"
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        """
        let folder = try scratch([
            ".gitignore": bytes("Generated/\n"),
            "Sources/Spin.swift": bytes(plain),
            "Sources/Shuffle.swift": bytes(toolIntent),
            "Generated/SpinIntent.swift": bytes("import AppIntents\n\nextension Spin: AppIntent {}\n"),
            "Generated/Broken.swift": [0x49, 0x6E, 0x74, 0x65, 0x6E, 0x74, 0x00, 0xFF],
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        let realGit = try run(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v git"], in: folder)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let slowBin = folder.appendingPathComponent(".slow-bin")
        try FileManager.default.createDirectory(at: slowBin, withIntermediateDirectories: true)
        let wrapper = slowBin.appendingPathComponent("git")
        try Data("#!/bin/sh\nsleep 0.3\nexec \(realGit) \"$@\"\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let path = slowBin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for environment in [["PATH": path], [:]] {
            let check = try tool(["check"], in: folder, environment: environment)
            #expect(check.reportedPaths == ["Sources/Shuffle.swift"], "\(environment)")
            #expect(check.status == 1, "\(environment)")
            #expect(check.stderr.contains("intent-migrate: 2 files scanned"), "\(environment)")
        }
    }

    /// The walk finds each file's work tree on the way down: from a folder inside a repository, and for a
    /// repository nested in a folder that is none.
    @Test func gitignoreHoldsFromSubfoldersAndInNestedRepositories() throws {
        let folder = try scratch([
            "Outer/.gitignore": bytes("Generated/\n"),
            "Outer/App/Sources/Shuffle.swift": bytes(toolIntent),
            "Outer/App/Generated/Gen.swift": bytes(toolIntent),
            "Plain/Kept.swift": bytes(toolIntent),
            "Plain/Inner/.gitignore": bytes("*.tmp.swift\n"),
            "Plain/Inner/Real.swift": bytes(toolIntent),
            "Plain/Inner/Scratch.tmp.swift": bytes(toolIntent),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder.appendingPathComponent("Outer"))
        try git(["init", "-q"], in: folder.appendingPathComponent("Plain/Inner"))
        func reported(_ arguments: [String]) throws -> Set<String> { try tool(["check"] + arguments, in: folder).reportedPaths }
        #expect(try reported(["Outer/App"]) == ["Outer/App/Sources/Shuffle.swift"])
        #expect(try reported(["Plain"]) == ["Plain/Inner/Real.swift", "Plain/Kept.swift"])
    }

    @Test func findingsPointAtTheirDeclaration() throws {
        let source = """
        import AppIntents

        @available(iOS 17.0, *)
        public struct   Spaced: AppIntent {
        \tstatic let openAppWhenRun = true
        }

        """
        let folder = try scratch(["S.swift": bytes(source)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check", "--only", "add-tool,supported-modes", "--floor", "iOS=26.0"], in: folder)
        #expect(check.stdout.contains("S.swift:4:8: warning: mark Spaced as a tool"))
        #expect(check.stdout.contains("S.swift:5:2: warning: replace the deprecated openAppWhenRun"))
    }

    @Test func dirtyFilesAreRefusedUnlessAllowed() throws {
        let folder = try scratch(["Clean.swift": bytes(toolIntent), "Dirty.swift": bytes(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "Dirty"))])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        let dirty = folder.appendingPathComponent("Dirty.swift")
        let edited = toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "Dirty") + "// work in progress\n"
        try Data(edited.utf8).write(to: dirty)
        try Data(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "Untracked").utf8).write(to: folder.appendingPathComponent("Untracked.swift"))
        let apply = try tool(["apply"], in: folder)
        #expect(apply.status == 3)
        #expect(apply.stderr.contains("Dirty.swift:1:1: error: has uncommitted changes"))
        #expect(apply.stderr.contains("Untracked.swift:1:1: error: is untracked in git"))
        #expect(try String(contentsOf: dirty, encoding: .utf8) == edited)
        // All or nothing: the clean file is held back, named, and not listed as newly marked.
        #expect(apply.stderr.contains("Clean.swift:1:1: error: not written: 2 other files were refused, and apply writes all the files or none"), "\(apply.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Clean.swift"), encoding: .utf8) == toolIntent)
        #expect(!apply.stderr.contains("newly marked as tools (review") && apply.stderr.contains("0 newly marked as tools"), "\(apply.stderr)")
        // The rewrites were prepared beside their files while git was asked: none is left once git refused.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".intent-migrate-") }
        #expect(left.isEmpty, "\(left)")
        let allowed = try tool(["apply", "--allow-dirty", "--allow-no-vcs"], in: folder)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try String(contentsOf: dirty, encoding: .utf8).contains("@AppIntent(.tool)"))
    }

    /// A refused file is left as it was, so its findings point at the lines it has on disk, not at those of the
    /// migration apply didn't write (which adds `@AppIntent(.tool)` above the title).
    @Test func refusedFileIsReportedAtItsLinesOnDisk() throws {
        let source = """
        import AppIntents

        struct PlayCrateIntent: AppIntent {
            static let title: LocalizedStringResource = "Play in Apple Music"
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        """
        let folder = try scratch(["Dirty.swift": bytes(source)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        try Data((source + "// work in progress\n").utf8).write(to: folder.appendingPathComponent("Dirty.swift"))
        let refused = try tool(["apply"], in: folder)
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("Dirty.swift:4:49: warning: the title of PlayCrateIntent names \"Apple Music\""), "\(refused.stderr)")
        let written = try tool(["apply", "--allow-dirty"], in: folder)
        #expect(written.status == 0 && written.stderr.contains("Dirty.swift:5:49: warning: the title of PlayCrateIntent"), "\(written.stderr)")
    }

    @Test func verifyWithoutAToolchainIsAUsageError() throws {
        let folder = try scratch(["Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try run(URL(fileURLWithPath: "/usr/bin/env"), ["SWIFTC=/nonexistent/swiftc", binary.path, "apply", "--verify"], in: folder)
        #expect(process.status == 2 && process.stderr.contains("--verify needs a Swift toolchain"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Shuffle.swift"), encoding: .utf8) == toolIntent)
        let verified = try tool(["apply", "--allow-no-vcs", "--verify", "--floor", "iOS=27.3"], in: folder)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(try tool(["check", "--verify"], in: folder).status == 2)
    }

    @Test func tooLargeFilesAreNamed() throws {
        let folder = try scratch(["Shuffle.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try tool(["check", "--max-file-size", "50"], in: folder)
        #expect(check.status == 3)
        #expect(check.stdout.contains("Shuffle.swift:1:1: error: larger than 50 bytes"))
    }

    /// CI's smoke run of `make bench`: the generator makes a tree and the tool finds its intents.
    @Test func benchmarkGeneratorSmokeRun() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let generate = try run(URL(fileURLWithPath: "/usr/bin/env"),
                               ["python3", root.appendingPathComponent("Scripts/bench-tree.py").path, "tree", "60", "5"], in: folder)
        try #require(generate.status == 0, "python3 is needed for make bench: \(generate.stderr)")
        let check = try tool(["check", "--floor", "iOS=26.0", "--format", "json", "tree"], in: folder)
        #expect(check.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
        let findings = document?["findings"] as? [[String: Any]] ?? []
        // Each intent is marked, or held back for a decision when its name reads like money ("order").
        let decided = findings.filter { ($0["message"] as? String).map { $0.hasPrefix("mark ") || $0.contains("start explicitly") } == true }
        #expect(decided.count == 3, "3 of 60 files hold an intent")
        #expect(Set(findings.compactMap { $0["pass"] as? String }).isSuperset(of: ["add-tool", "supported-modes", "describe", "throw-stubs"]))
        // The same tree, any number of jobs: the same report.
        #expect(try tool(["check", "--jobs", "1", "--floor", "iOS=26.0", "tree"], in: folder).stdout
                == tool(["check", "--jobs", "3", "--floor", "iOS=26.0", "tree"], in: folder).stdout)
        // Its intent files hold a big store next to the intent, so they are hollowed; this debug build also
        // migrates each whole and stops on any difference (an assertion), so a clean patch says they agree.
        let patch = try tool(["diff", "--floor", "iOS=26.0", "tree"], in: folder)
        #expect(patch.status == 0)
        #expect(patch.stdout.components(separatedBy: "\n+++ b/").count - 1 == 3)
    }
}

/// Every safeguard fails closed: when git can't say what is uncommitted, apply writes nothing.
@Suite struct GitFailureTests {
    func repository() throws -> URL {
        let folder = try scratch(["Intent.swift": bytes(toolIntent)])
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        return folder
    }

    @Test func noGitOnThePathRefuses() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apply = try tool(["apply"], in: folder, environment: ["PATH": "/nonexistent"])
        #expect(apply.status == 3, "\(apply.stderr)")
        #expect(apply.stderr.contains("Intent.swift:1:1: error: git can't say whether it has uncommitted work (git could not be run"), "\(apply.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Intent.swift"), encoding: .utf8) == toolIntent)
        let allowed = try tool(["apply", "--allow-dirty", "--allow-no-vcs"], in: folder, environment: ["PATH": "/nonexistent"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    /// Outside any git repository nothing could undo a rewrite: apply refuses unless told otherwise.
    @Test func outsideGitApplyRefusesUnlessAllowed() throws {
        let folder = try scratch(["Intent.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let apply = try tool(["apply"], in: folder)
        #expect(apply.status == 3 && apply.stderr.contains("Intent.swift:1:1: error: is not in a git repository"), "\(apply.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Intent.swift"), encoding: .utf8) == toolIntent)
        let allowed = try tool(["apply", "--allow-no-vcs"], in: folder)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Intent.swift"), encoding: .utf8).contains("@AppIntent(.tool)"))
    }

    @Test func aStaleGitFileRefusesWithGitsMessage() throws {
        let folder = try scratch(["Intent.swift": bytes(toolIntent), ".git": bytes("gitdir: /nonexistent/worktree\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let apply = try tool(["apply"], in: folder)
        #expect(apply.status == 3, "\(apply.stderr)")
        #expect(apply.stderr.contains("git can't say whether it has uncommitted work (fatal: not a git repository"), "\(apply.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Intent.swift"), encoding: .utf8) == toolIntent)
    }

    @Test func dubiousOwnershipRefuses() throws {
        guard getuid() == 0 else { return }  // only root can hand the repository to another user
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        chown(folder.path, 12345, 12345)
        let apply = try tool(["apply"], in: folder, environment: ["GIT_CONFIG_GLOBAL": "/dev/null"])
        #expect(apply.status == 3, "\(apply.stderr)")
        #expect(apply.stderr.contains("dubious ownership"), "\(apply.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Intent.swift"), encoding: .utf8) == toolIntent)
    }

    @Test func assumeUnchangedSkipWorktreeAndIgnoredFilesAreRefused() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent), "B.swift": bytes(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "B")),
                                  ".gitignore": bytes("Ignored.swift\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        try git(["update-index", "--assume-unchanged", "A.swift"], in: folder)
        try git(["update-index", "--skip-worktree", "B.swift"], in: folder)
        let ignored = folder.appendingPathComponent("Ignored.swift")
        try Data(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "Ignored").utf8).write(to: ignored)
        // Local edits git no longer shows.
        try Data((toolIntent + "// local\n").utf8).write(to: folder.appendingPathComponent("A.swift"))
        try Data((toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "B") + "// local\n").utf8).write(to: folder.appendingPathComponent("B.swift"))
        let apply = try tool(["apply", "A.swift", "B.swift", "Ignored.swift"], in: folder)
        #expect(apply.status == 3)
        #expect(apply.stderr.contains("A.swift:1:1: error: is marked assume-unchanged and has local edits git doesn't show"), "\(apply.stderr)")
        #expect(apply.stderr.contains("B.swift:1:1: error: is marked skip-worktree and has local edits git doesn't show"), "\(apply.stderr)")
        #expect(apply.stderr.contains("Ignored.swift:1:1: error: is ignored in git"), "\(apply.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8) == toolIntent + "// local\n")
        // Without local edits such a file is as committed: it is written.
        try Data(toolIntent.utf8).write(to: folder.appendingPathComponent("A.swift"))
        let clean = try tool(["apply", "A.swift"], in: folder)
        #expect(clean.status == 0, "\(clean.stderr)")
    }
}

/// Signals and concurrent writers against a real `apply` process.
@Suite struct FaultTests {
    func intents(_ count: Int) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("I\($0).swift", bytes(toolIntent.replacingOccurrences(of: "ShuffleCrate", with: "I\($0)"))) })
    }

    /// SIGINT, SIGTERM or SIGHUP at moments spread over a whole run: every file is either as it was or wholly
    /// migrated, no temporary file is left behind, and the run says it was interrupted (or had finished).
    @Test func signalsNeverLeaveAHalfWrittenFile() throws {
        let count = 600
        func start(_ folder: URL) throws -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["apply", "--allow-dirty", "--allow-no-vcs", "--only", "add-tool", "--jobs", "1"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // Files are written in walk order (names as bytes): each round waits until the file at a point further
        // along that order has been written, so the signals land during the writes however fast the machine is
        // (round 0 signals before any write).
        let order = intents(count).keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var partial = 0
        for round in 0..<9 {
            let folder = try scratch(intents(count))
            defer { try? FileManager.default.removeItem(at: folder) }
            let process = try start(folder)
            if round > 0 {
                let watched = folder.appendingPathComponent(order[count * round / 10])
                let original = try Data(contentsOf: watched)
                let deadline = Date().addingTimeInterval(60)
                while process.isRunning, Date() < deadline, (try? Data(contentsOf: watched)) == original { usleep(200) }
            }
            kill(process.processIdentifier, [SIGINT, SIGTERM, SIGHUP][round % 3])
            process.waitUntilExit()
            #expect([0, 130].contains(process.terminationStatus), "round \(round): exit \(process.terminationStatus)")
            var written = 0
            for (name, original) in intents(count) {
                let now = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
                let text = String(decoding: now, as: UTF8.self)
                if now != original { written += 1 }
                #expect(now == original || (text.contains("@AppIntent(.tool)") && text.hasSuffix("}\n")), "round \(round): \(name) is half-written")
            }
            if written > 0 && written < count { partial += 1 }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".intent-migrate-") }
            #expect(leftovers.isEmpty, "round \(round): temporary files left: \(leftovers)")
        }
        // Some signals landed while files were being written (the case that matters).
        #expect(partial > 0, "no signal landed during the writes")
    }

    /// An editor saving while `apply` writes: whenever the save lands, it is never lost (before the swap it
    /// is detected and the file put back, after it lands on the migrated file).
    @Test func aConcurrentSaveIsNeverLost() throws {
        for _ in 0..<5 {
            let folder = try scratch(["A.swift": bytes(toolIntent)])
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("A.swift")
            final class State: @unchecked Sendable { var finished = false, saved = false }
            let lock = NSLock(), state = State()
            let exited = DispatchSemaphore(value: 0)
            let watcher = Thread {
                defer { exited.signal() }
                // Save as soon as the tool's temporary file appears, as an autosave racing the write would.
                while true {
                    lock.lock(); let stop = state.finished; lock.unlock()
                    if stop { return }
                    if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains(where: { $0.hasPrefix(".intent-migrate-") }) == true {
                        // As editors save: a new file renamed over the old one. (A writer holding the file open
                        // from before the swap and writing after the tool's last look can still be lost: no file
                        // locking covers that, and the README says so.)
                        let edited = (try? Data(contentsOf: file)).map { $0 + Data("// autosave\n".utf8) }
                        let saving = folder.appendingPathComponent("A.swift.saving")
                        if let edited, (try? edited.write(to: saving)) != nil, rename(saving.path, file.path) == 0 {
                            lock.lock(); state.saved = true; lock.unlock()
                        }
                        return
                    }
                }
            }
            watcher.start()
            let apply = try tool(["apply", "--allow-dirty", "--allow-no-vcs", "--only", "add-tool"], in: folder)
            lock.lock(); state.finished = true; lock.unlock()
            exited.wait()
            lock.lock(); let didSave = state.saved; lock.unlock()
            let text = try String(contentsOf: file, encoding: .utf8)
            if didSave { #expect(text.contains("// autosave"), "the save was lost (exit \(apply.status)): \(text)") }
            // A save after the swap lands on the migrated file (or replaces it): exit 0. One before it is found: exit 3.
            if apply.status != 0 { #expect(apply.stderr.contains("changed on disk"), "\(apply.stderr)") }
            if !didSave { #expect(apply.status == 0 && text.contains("@AppIntent(.tool)"), "\(apply.stderr)") }
        }
    }
}

/// Smaller things as users of git, SwiftLint and ripgrep expect them.
@Suite struct SmallerThingsTests {
    @Test func passesShowsWhatTheConfigurationEnables() throws {
        let folder = try scratch([".intent-migrate.json": bytes(#"{"skip": ["describe"]}"#)])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each line: the id (padded to the longest, so the columns line up), on or off, the summary.
        func state(_ output: String, _ id: String) -> String? {
            output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.first { $0.first == id }?[1]
        }
        let run = try tool(["passes"], in: folder)
        #expect(state(run.stdout, "describe") == "off", "\(run.stdout)")
        #expect(run.stdout.contains("(off: .intent-migrate.json)"))
        #expect(state(run.stdout, "add-tool") == "on" && state(run.stdout, "similar-tools") == "on")
        let columns = Set(run.stdout.split(separator: "\n").map { line in
            line.distance(from: line.startIndex, to: (line.range(of: " on  ") ?? line.range(of: " off  "))!.lowerBound)
        })
        #expect(columns.count == 1, "the on/off column lines up: \(run.stdout)")
        let only = try tool(["passes", "--only", "add-tool"], in: folder)
        #expect(state(only.stdout, "schema-tool") == "off" && only.stdout.contains("(off: command line)"), "\(only.stdout)")
    }

    @Test func writeBaselineConfirmsWhatItWrote() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tool(["check", "--write-baseline", "baseline.json"], in: folder)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty, "the report is not printed: \(run.stdout)")
        let written = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: folder.appendingPathComponent("baseline.json")))
        #expect(run.stderr.contains("wrote \(written.entries.count) baseline entries to baseline.json") && !written.entries.isEmpty, "\(run.stderr)")
        #expect(try tool(["check", "--baseline", "baseline.json"], in: folder).status == 0)
    }

    @Test func helpIsASubcommandToo() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let top = try tool(["help"], in: folder)
        #expect(top.status == 0 && top.stdout.contains("USAGE:"))
        let one = try tool(["help", "apply"], in: folder)
        #expect(one.status == 0 && one.stdout.hasPrefix("USAGE: intent-migrate apply"), "\(one.stdout)")
        #expect(try tool(["help", "nope"], in: folder).status == 2)
    }

    @Test func aTrailingCommaInTheConfigurationIsNotJSON() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent), ".intent-migrate.json": bytes("{\n  \"skip\": [\"describe\"],\n}\n")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tool(["check"], in: folder)
        #expect(run.status == 2 && run.stderr.contains("is not valid JSON: a comma before the closing bracket on line 2"), "\(run.stderr)")
        try Data(#"{"skip": ["a,]"]}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try tool(["check"], in: folder).stderr.contains("unknown pass 'a,]'"), "a comma inside a string is not one")
    }
}

/// Reports every consumer can place: GitHub from any folder, Xcode with absolute paths, the step summary.
@Suite struct ReportPathTests {
    @Test func githubAnnotationsAreRelativeToTheRepositoryFromASubfolder() throws {
        let folder = try scratch(["App/Sources/A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        let summary = folder.appendingPathComponent("summary.md")
        let run = try tool(["check", "--format", "github", "Sources"], in: folder.appendingPathComponent("App"),
                           environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.stdout.contains("::warning file=App/Sources/A.swift,line="), "\(run.stdout)")
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("## intent-migrate check") && written.contains("Sources/A.swift:"), "\(written)")
        #expect(written.contains("| add-tool | warning |"), "\(written)")
        // The SARIF step of the same job doesn't write the summary a second time.
        _ = try tool(["check", "--format", "sarif", "--output", "out.sarif", "Sources"], in: folder.appendingPathComponent("App"),
                     environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(try String(contentsOf: summary, encoding: .utf8) == written)
    }

    @Test func absolutePathsForXcode() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tool(["check", "--absolute-paths"], in: folder)
        let first = try #require(run.stdout.split(separator: "\n").first)
        #expect(first.hasPrefix("/") && first.contains("/A.swift:"), "\(run.stdout)")
    }
}

/// The patch names both blobs, so `git apply -3` merges it onto a branch that moved meanwhile.
@Suite struct ThreeWayPatchTests {
    @Test func gitApplyThreeWayWorksOnAMovedBranch() throws {
        let folder = try scratch(["A.swift": bytes(toolIntent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q", "-b", "main"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-qm", "start"], in: folder)
        let patch = try tool(["diff", "--only", "add-tool"], in: folder)
        #expect(patch.stdout.contains("\nindex "), "\(patch.stdout)")
        try Data(patch.stdout.utf8).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("im-3way.diff"))
        // Meanwhile the branch changed the lines the patch's context names.
        let moved = toolIntent.replacingOccurrences(of: "import AppIntents\n", with: "import AppIntents\nimport Foundation // added on the branch\n")
        try Data(moved.utf8).write(to: folder.appendingPathComponent("A.swift"))
        try git(["commit", "-qam", "moved"], in: folder)
        let patchFile = FileManager.default.temporaryDirectory.appendingPathComponent("im-3way.diff").path
        #expect(try git(["apply", "--check", patchFile], in: folder).status != 0, "the plain apply should need the merge")
        let merged = try git(["apply", "-3", patchFile], in: folder)
        #expect(merged.status == 0, "\(merged.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8)
        #expect(text.contains("@AppIntent(.tool)") && text.contains("// added on the branch"), "\(text)")
    }
}

/// What waits for a higher deployment floor is a finding of its own kind: counted, never failing `check` by default.
@Suite struct DeferredFindingTests {
    static let package = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Crates", platforms: [.iOS(.v17)], targets: [.target(name: "Crates")])
    """
    static let intent = """
    import AppIntents

    struct PlayCrateIntent: AppIntent {
        static let title: LocalizedStringResource = "Play Crate"
        static var openAppWhenRun: Bool = true

        @Parameter(title: "Crate")
        var crate: CrateEntity

        func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
    }

    struct CrateEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
        static let defaultQuery = CrateQuery()
        let id: String
        @Property(title: "Name")
        var name: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
    }

    """

    @Test func afterApplyAndWrittenPlaceholdersCheckPassesBelowTheFloor() throws {
        let folder = try scratch(["Package.swift": bytes(Self.package), "Sources/Crates/PlayCrateIntent.swift": bytes(Self.intent)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let applied = try tool(["apply", "--allow-no-vcs"], in: folder)
        #expect(applied.status == 0, "\(applied.stderr)")
        // A person writes every placeholder the migration left.
        let file = folder.appendingPathComponent("Sources/Crates/PlayCrateIntent.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("TODO: "))
        while let range = text.range(of: #""TODO: [^"]*""#, options: .regularExpression) {
            text.replaceSubrange(range, with: "\"Plays every record in a crate, in order.\"")
        }
        try Data(text.utf8).write(to: file)

        let check = try tool(["check", "--verbose"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // Still reported (with --verbose), as what waits for the floor: the property's description and the old openAppWhenRun.
        #expect(check.stdout.contains("note: @Property(description:) needs iOS 27.3"), "\(check.stdout)")
        #expect(check.stdout.contains("waiting for a 27.3 floor [availability]"))
        #expect(check.stdout.contains("waiting for a 26.0 floor [supported-modes]"), "\(check.stdout)")
        #expect(check.stderr.contains("1 availability waiting for a 27.3 floor"), "\(check.stderr)")
        // Without --verbose a migrated app's check lists nothing: the notes are counted, not printed.
        let quiet = try tool(["check"], in: folder)
        #expect(quiet.status == 0 && !quiet.stdout.contains(": note: "), "\(quiet.stdout)")
        #expect(quiet.stderr.contains("notes not listed (what was decided and why): --verbose lists them"), "\(quiet.stderr)")
        // A team that fails on what waits for the floor sees those notes listed: a red check says why.
        let strict = try tool(["check", "--fail-on", "deferred"], in: folder)
        #expect(strict.stdout.contains("waiting for a 27.3 floor [availability]"), "\(strict.stdout)")
        // JSON says what each waits for.
        let json = try tool(["check", "--verbose", "--format", "json"], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let waiting = (object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["waitingFor"] as? String }
        #expect(waiting.sorted() == ["26.0", "27.3"])
        // A team that wants them to fail says so: --fail-on deferred, or failOn in the config.
        #expect(try tool(["check", "--fail-on", "deferred"], in: folder).status == 1)
        try Data(#"{ "failOn": "deferred" }"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try tool(["check"], in: folder).status == 1)
        #expect(try tool(["check", "--fail-on", "warning"], in: folder).status == 0)
        try Data(#"{ "failOn": "sometimes" }"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try tool(["check"], in: folder).status == 2)
    }
}

/// Each decision about an intent has a stable reason code, and `tools.include` records a person's "yes".
@Suite struct DecisionTests {
    @Test func reasonCodesInJSONAndToolsIncludeMarksAHeldIntent() throws {
        let folder = try scratch(["Intents.swift": bytes("""
        import AppIntents

        struct PayDepositIntent: AppIntent {
            static let title: LocalizedStringResource = "Pay Deposit"
            func perform() async throws -> some IntentResult { await Bank.shared.pay(); return .result() }
        }

        struct DeleteCrateIntent: AppIntent {
            static let title: LocalizedStringResource = "Delete Crate"
            func perform() async throws -> some IntentResult { await Crates.shared.delete(); return .result() }
        }

        struct StartTimerIntent: AppIntent {
            static let title: LocalizedStringResource = "Start Timer"
            func perform() async throws -> some IntentResult { .result() }
        }

        struct NewestCrateIntent: AppIntent {
            static let title: LocalizedStringResource = "Newest Crate"
            func perform() async throws -> some IntentResult & ReturnsValue<CrateEntity> { .result(value: await Crates.shared.newest()) }
        }

        """)])
        defer { try? FileManager.default.removeItem(at: folder) }
        func decisions() throws -> [String: String] {
            let json = try tool(["check", "--verbose", "--format", "json", "--floor", "iOS=27.3", "--only", "add-tool"], in: folder)
            let findings = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]] ?? []
            var result: [String: String] = [:]
            for finding in findings { if let code = finding["decision"] as? String { result["\(finding["line"]!)"] = code } }
            return result
        }
        #expect(try decisions() == ["3": "money", "8": "destructive", "13": "stub", "18": "possible-shortcut-step"])
        let diff = try tool(["diff", "--floor", "iOS=27.3", "--only", "add-tool"], in: folder)
        #expect(diff.stderr.contains("Intents.swift:18: NewestCrateIntent (review: possible-shortcut-step, it returns a value with no dialog"), "\(diff.stderr)")
        #expect(diff.stderr.contains("2 held for a decision, 1 flagged for review, 1 left alone (1 stub)"), "\(diff.stderr)")
        // A person decided: the held intent is marked, and the decision says why.
        try Data(#"{"tools": {"include": ["PayDepositIntent"]}}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try decisions() == ["3": "tools-include", "8": "destructive", "13": "stub", "18": "possible-shortcut-step"])
        #expect(try tool(["diff", "--floor", "iOS=27.3", "--only", "add-tool"], in: folder).stdout.contains("+@AppIntent(.tool)\n struct PayDepositIntent"))
    }

    /// In an app that doses insulin, the other actions are held as medical (the one that only reads is marked),
    /// whichever file of the module declares the dosing intent and whichever file is given, and `tools.include` says yes to one.
    @Test func aDosingAppHoldsItsOtherActions() throws {
        let folder = try scratch([
            "Package.swift": bytes("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Loop", platforms: [.iOS(.v17)], targets: [.target(name: "Loop", path: ".")])

            """),
            "Bolus.swift": bytes("""
            import AppIntents

            struct DeliverBolusIntent: AppIntent {
                static let title: LocalizedStringResource = "Deliver Bolus"
                func perform() async throws -> some IntentResult { await Pump.shared.deliver(); return .result() }
            }

            """),
            "Targets.swift": bytes("""
            import AppIntents

            struct StartExerciseModeIntent: AppIntent {
                static let title: LocalizedStringResource = "Start Exercise Mode"
                func perform() async throws -> some IntentResult { await Loop.shared.raiseTarget(); return .result() }
            }

            struct ShowGlucoseIntent: AppIntent {
                static let title: LocalizedStringResource = "Show Glucose"
                func perform() async throws -> some IntentResult { await Sensor.shared.show(); return .result() }
            }

            """),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        func decisions() throws -> [String: String] {
            let json = try tool(["check", "--verbose", "--format", "json", "--floor", "iOS=27.3", "--only", "add-tool"], in: folder)
            let findings = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]] ?? []
            var result: [String: String] = [:]
            for finding in findings {
                let key = "\(finding["path"]!):\(finding["line"]!)"
                result[key] = finding["decision"] as? String ?? (finding["message"] as? String).map { $0.hasPrefix("mark ") ? "marked" : $0 }
            }
            return result
        }
        #expect(try decisions() == ["Bolus.swift:3": "medical", "Targets.swift:3": "medical", "Targets.swift:8": "marked"])
        let check = try tool(["check", "--floor", "iOS=27.3", "--only", "add-tool", "Targets.swift"], in: folder)
        #expect(check.stdout.contains("Targets.swift:3:1: warning: StartExerciseModeIntent acts in an app that doses insulin (DeliverBolusIntent: 'bolus')"), "\(check.stdout)")
        try Data(#"{"tools": {"include": ["StartExerciseModeIntent"]}}"#.utf8).write(to: folder.appendingPathComponent(".intent-migrate.json"))
        #expect(try decisions() == ["Bolus.swift:3": "medical", "Targets.swift:3": "marked", "Targets.swift:8": "marked"])
    }
}
