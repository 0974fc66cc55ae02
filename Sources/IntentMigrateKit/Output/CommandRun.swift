import Foundation

/// A command stopped before it ran: a usage or configuration error (exit 2).
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// What a command reads before it runs: the configuration, the passes, and the request for the engine.
struct CommandSetup {
    var config = Configuration()
    var passes: [any Pass] = []
    var verifier: Verifier?
    var baseline: Baseline?
    var request: RunRequest
}

/// What a command's steps find and decide after the engine has run, for the summary and the exit status.
struct CommandProgress {
    var findings: [Finding]
    var failed: Bool
    var hiddenNotes = 0
    var hiddenByBaseline = 0
    var written = 0
    var writtenPaths: Set<String> = []
    var report: MigrationReport?
}

extension MigrationCommand {
    /// Runs the command: configuration, the migration of the tree, then the patch, the writes or the report, the summary
    /// and the exit status.
    public func run(_ options: CommandOptions) -> CommandOutcome {
        let setup: CommandSetup
        let run: RunOutcome
        do {
            setup = try prepare(options)
            run = try Engine.run(setup.request)
            try requireSomethingRead(run, setup.request)
        } catch let error as UsageError {
            return .usage(error.message)
        } catch {
            return .usage("\(error)")
        }
        var outcome = CommandOutcome()
        var progress = CommandProgress(findings: run.results.flatMap { self == .apply ? $0.migratedFindings : $0.findings },
                                       failed: run.results.contains { $0.failure != nil })
        switch self {
        case .diff: outcome.document = patch(run, jobs: options.jobs)
        case .apply where options.standardInput != nil: outcome.document = migratedBuffer(run, options, &progress)
        case .apply: write(run, options, setup.verifier, &progress)
        case .scaffold: outcome.document = scaffold(run, setup)
        case .report, .why:
            let report = MigrationReport(results: run.results, passes: setup.passes)
            progress.report = report
            outcome.document = self == .why ? report.trail(of: options.typeName ?? "") ?? "" : options.format == .json ? report.json() : ""
        case .check:
            if let path = options.writeBaseline { return recordBaseline(run, to: path, progress) }
            checkReport(run, options, setup, &progress, &outcome)
        }
        finish(run, options, setup, progress, &outcome)
        return outcome
    }

    /// The configuration (`--config`, else the nearest file above the first path; options win), the passes, the
    /// verifier, the baseline, and the engine's request.
    func prepare(_ options: CommandOptions) throws -> CommandSetup {
        let paths = options.paths.isEmpty ? ["."] : options.paths
        var config = Configuration()
        if let path = options.config ?? Configuration.find(above: paths[0]) {
            guard FileManager.default.fileExists(atPath: path) else { throw UsageError("--config \(path): no such file") }
            config = try Configuration.load(path, knownPasses: Passes.ids + [PassID(rawValue: FindingID.availability.rawValue)], options: Passes.options)
        }
        // `availability` is the check after the passes: skipping it turns the check off.
        let availability = PassID(rawValue: FindingID.availability.rawValue)
        let skip = options.skip.isEmpty ? config.skip : options.skip
        let passes = try Passes.select(only: (options.only ?? config.only)?.filter { $0 != availability }, skip: skip.filter { $0 != availability }).get()
        let verifier = options.verify ? try Verifier.find() : nil
        let baseline = try options.baseline.map(Baseline.load)
        var settings = Settings()
        settings.floorOverride = options.floor ?? config.floor
        settings.floorPolicy = options.floorPolicy ?? config.floorPolicy ?? .gate
        settings.placeholder = options.placeholder ?? config.placeholder ?? .todo
        for option in Passes.options { if let value = config.passOptions[option.key] { settings.set(option, value) } }
        settings.knownPassIDs = Passes.ids + [availability]
        settings.checkAvailability = !skip.contains(availability)
        settings.explainReturns = self == .why

        var request = RunRequest(paths: paths, passes: passes, settings: settings, jobs: options.jobs, reportEdits: reportsEdits)
        if let bytes = options.standardInput {
            guard paths.count == 1 else { throw UsageError("standard input is migrated as one file: give no other path") }
            request.standardInput = (paths[0], bytes)
        }
        request.exclude = config.exclude + options.exclude
        request.includeUnbuilt = options.includeUnbuilt || config.includeUnbuilt == true
        request.projectGraph = options.projectGraph ?? config.projectGraph
        request.maxFileSize = options.maxFileSize ?? config.maxFileSize ?? request.maxFileSize
        request.progress = options.progress
        // Only a baseline reads the texts of the files after the run, among the commands that write nothing.
        request.keepsTexts = !reportsEdits || options.baseline != nil || options.writeBaseline != nil
        return CommandSetup(config: config, passes: passes, verifier: verifier, baseline: baseline, request: request)
    }

    /// A folder with nothing to read (no Swift file, no skills bundle: a path typo in CI, or everything excluded) must
    /// not pass as "nothing to migrate".
    func requireSomethingRead(_ run: RunOutcome, _ request: RunRequest) throws {
        guard run.filesScanned == 0, run.skillsBundlesFound == 0, run.results.allSatisfy({ $0.failure == nil }),
              request.standardInput == nil, self != .why else { return }
        let named = request.paths.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
        throw UsageError("no Swift files in \(named)\(request.exclude.isEmpty ? "" : " (after the exclusions)"): check the path")
    }

    /// `diff`: each file's patch (diff and blob ids) on the workers, joined in order.
    func patch(_ run: RunOutcome, jobs: Int) -> String {
        let root = FileManager.default.currentDirectoryPath
        return parallelMap(run.results.filter(\.changed), jobs: jobs) { result in
            let path = Workspace.relative(result.path, to: Workspace.gitRoot(of: result.path) ?? root)
            return UnifiedDiff.patch(path: path.hasPrefix("/") ? String(path.dropFirst()) : path, old: result.original, new: result.migrated)
        }.joined()
    }

    /// `apply` on an editor's buffer: the migrated text goes back on standard output (nothing when it can't be migrated).
    func migratedBuffer(_ run: RunOutcome, _ options: CommandOptions, _ progress: inout CommandProgress) -> String {
        let path = Workspace.displayPath(options.paths.first ?? ".")
        guard let result = run.results.first(where: { $0.path == path }) else { return String(decoding: options.standardInput!, as: UTF8.self) }
        if result.changed { progress.written = 1; progress.writtenPaths.insert(result.path) }
        return result.failure == nil ? String(decoding: result.migrated, as: UTF8.self) : ""
    }

    /// `apply`: every file written, or none; what an interrupted run left behind removed, and said.
    func write(_ run: RunOutcome, _ options: CommandOptions, _ verifier: Verifier?, _ progress: inout CommandProgress) {
        var applier = Applier(allowDirty: options.allowDirty, verifier: verifier)
        applier.allowHardLinks = options.allowHardLinks
        applier.allowNoVCS = options.allowNoVCS
        // What an earlier run killed mid-write left beside the files (its process is gone): removed, and said.
        let removed = FileWriter.removeLeftovers(in: run.results.map { Paths.parent(of: Paths.absolute($0.path)) }).map { leftover in
            Finding(path: Workspace.displayPath(leftover), line: 1, column: 1, severity: .note, id: FindingID.input,
                    message: "a temporary file an interrupted run of intent-migrate left behind: removed")
        }
        var unwritten: Set<String> = []
        var problems: [Finding] = []
        for (path, result) in applier.apply(run.results) {
            if let problem = result.problem {
                problems.append(Finding(path: path, line: 1, column: 1, severity: .error, id: FindingID.input, message: problem))
                unwritten.insert(path)
                progress.failed = true
            } else {
                progress.written += 1
                progress.writtenPaths.insert(path)
            }
        }
        // A file left as it was is reported at the lines it still has on disk, as `check` would.
        progress.findings = run.results.flatMap { unwritten.contains($0.path) ? $0.findings : $0.migratedFindings } + removed + problems
    }

    /// `scaffold evaluations`: one app per target that compiles intents (an intent in several targets belongs to its
    /// first, the app before its extensions), with its bundle identifier and the skills bundles inside its project's folder.
    func scaffold(_ run: RunOutcome, _ setup: CommandSetup) -> String {
        let report = MigrationReport(results: run.results, passes: setup.passes)
        let bundles = ((try? Workspace(paths: setup.request.paths, exclude: setup.request.exclude))?.skillsBundles ?? []).map(\.path)
        var apps: [String: [MigrationReport.Row]] = [:]
        for row in report.rows where row.type.kind == .intent { apps[row.targets.first ?? "", default: []].append(row) }
        var drafts: [EvaluationScaffold.App] = []
        for key in apps.keys.sorted() {
            var name = "App", bundleIdentifier: String?, root: String?
            for project in run.model.projects {
                for target in project.targets where "\(Workspace.displayPath(project.file)):\(target.name)" == key {
                    name = target.name
                    bundleIdentifier = target.bundleIdentifier
                    root = project.root
                }
            }
            let skills = bundles.filter { bundle in root.map { Paths.isInside(Paths.absolute(bundle), $0) } ?? true }
                .flatMap { SkillsBundle(path: $0).skills.map(\.folderName) }.sorted()
            drafts.append(EvaluationScaffold.App(name: name, bundleIdentifier: bundleIdentifier, rows: apps[key]!, skills: skills))
        }
        return EvaluationScaffold.render(drafts)
    }

    /// `check --write-baseline`: recording a baseline is the job; it says what it wrote, and the run passes.
    func recordBaseline(_ run: RunOutcome, to path: String, _ progress: CommandProgress) -> CommandOutcome {
        let recorded = Baseline(findings: progress.findings, lineText: LineTexts(run.results).text)
        if let refusal = Baseline.refusal(toOverwrite: path) { return .usage(refusal) }
        guard recorded.write(to: path) else { return .usage("can't write --write-baseline \(path)") }
        var outcome = CommandOutcome()
        outcome.summary = ["intent-migrate: wrote \(recorded.entries.count) baseline entr\(recorded.entries.count == 1 ? "y" : "ies") to \(path)"]
        outcome.exitStatus = progress.failed ? 3 : 0
        outcome.inputFindings = progress.findings.filter { $0.id == FindingID.input }
        return outcome
    }

    /// `check`: the baseline applied, paths made absolute when asked, and the report in its format.
    func checkReport(_ run: RunOutcome, _ options: CommandOptions, _ setup: CommandSetup, _ progress: inout CommandProgress,
                     _ outcome: inout CommandOutcome) {
        if let baseline = setup.baseline {
            let (kept, stale) = baseline.filter(progress.findings, lineText: LineTexts(run.results).text)
            progress.hiddenByBaseline = progress.findings.count - kept.count
            progress.findings = kept + stale.map {
                Finding(path: $0.path, line: 1, column: 1, severity: .note, id: FindingID.baseline,
                        message: "baseline entry matches nothing any more (\($0.pass): \($0.text)); remove it from \(options.baseline!)")
            }
        }
        let floors = Dictionary(run.results.compactMap(\.floor).map { ($0.source, $0) }, uniquingKeysWith: { a, _ in a })
            .values.sorted { $0.source < $1.source }
        if options.absolutePaths {
            progress.findings = progress.findings.map { var finding = $0; finding.path = Paths.absolute($0.path); return finding }
        }
        // Notes explain; they ask nothing of anyone: a migrated app's `check` shows only what is left to do, and says
        // how many notes `--verbose` would add (GitHub's format counts them itself). A note that fails the run
        // (`--fail-on deferred` or `note`) is listed: a red check says why; so are those `alwaysListed`.
        let level = options.failOn ?? setup.config.failOn ?? .warning
        let listed = options.verbose || options.format == .github ? progress.findings
            : progress.findings.filter { $0.severity >= .warning || MigrationCommand.alwaysListed.contains($0.id) || level.fails(on: $0) }
        progress.hiddenNotes = progress.findings.count - listed.count
        var input = ReportInput(findings: listed, floors: floors, passes: setup.passes, root: FileManager.default.currentDirectoryPath)
        input.verbose = options.verbose
        input.workspace = options.githubWorkspace
        outcome.document = options.format.formatter.render(input)
        // One summary per job page: the human-facing formats write it, not a SARIF or JSON file for a machine.
        if let summary = options.stepSummary, [.text, .github].contains(options.format) { StepSummary.append(progress.findings, to: summary) }
        if options.format == .text { outcome.reportFindings = Finding.inReportOrder(listed) }
    }

    /// The summary lines, the findings shown after them, the newly marked tools, and the exit status.
    func finish(_ run: RunOutcome, _ options: CommandOptions, _ setup: CommandSetup, _ progress: CommandProgress, _ outcome: inout CommandOutcome) {
        let findings = progress.findings
        let changed = run.results.filter(\.changed).count
        // After apply, only what was written counts: a refused file's intents are not marked.
        let kept = run.results.filter { self != .apply || progress.writtenPaths.contains($0.path) }
        outcome.summary = summary(run, options, progress, changed: changed, marked: kept.map(\.newTools.count).reduce(0, +))
        if !reportsEdits {
            outcome.shownFindings = Finding.inReportOrder(findings.filter { $0.severity >= .warning || options.verbose })
            outcome.newTools = kept.flatMap { result in result.newTools.map { (result.path, $0.line, $0.name) } }
        }
        outcome.inputFindings = findings.filter { $0.id == FindingID.input }
        if self == .report, options.format != .json, let report = progress.report { outcome.document = report.markdown(summary: outcome.summary) }
        if self == .why, outcome.document.isEmpty {
            outcome.summary.append("intent-migrate: no App Intent or entity type named \(options.typeName ?? "") in the files given")
        }
        outcome.exitStatus = exitStatus(options, setup, progress, changed: changed, document: outcome.document)
    }

    /// What was scanned and changed, what was found and decided, what is left to do, and the run's notes.
    func summary(_ run: RunOutcome, _ options: CommandOptions, _ progress: CommandProgress, changed: Int, marked: Int) -> [String] {
        var counts: [String: Int] = [:]
        for finding in progress.findings { counts["\(finding.id) \(finding.kind)", default: 0] += 1 }
        let byPass = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let verb = self == .apply ? "changed" : self == .diff ? "would change" : "need migration"
        let writes = self != .apply ? "" : options.standardInput == nil ? " (\(progress.written) written)" : " (printed, not written)"
        var lines = ["intent-migrate: \(plural(run.filesScanned, "file")) scanned, \(changed) \(verb)" + writes + (byPass.isEmpty ? "" : "; findings: \(byPass)")]
        let targets = run.model.projects.map(\.targets.count).reduce(0, +)
        lines.append("found \(plural(run.model.projects.count, "project")) (\(plural(targets, "target"))), "
                     + "\(plural(run.counts.intents, "App Intent type")) and \(plural(run.counts.entities, "entity type")) in the files given; "
                     + "\(marked) \(reportsEdits ? "to mark" : "newly marked") as \(marked == 1 ? "a tool" : "tools")"
                     + decided(run.results)
                     + (run.filesRead > 0 ? "; \(plural(run.filesRead, "more file")) of their modules read for their declarations" : ""))
        lines += MigrationCommand.todo(self, invocation: options.invocation,
                                       results: run.results.filter { self != .apply || progress.writtenPaths.contains($0.path) || !$0.changed },
                                       marked: marked)
        if progress.hiddenByBaseline > 0 {
            lines.append("\(plural(progress.hiddenByBaseline, "finding")) recorded in \(options.baseline!) not shown (the baseline)")
        }
        if progress.hiddenNotes > 0 {
            lines.append("\(plural(progress.hiddenNotes, "note")) not listed (what was decided and why): --verbose lists them")
        }
        if let first = run.guessed.first {
            lines.append("note: no project compiles \(plural(run.guessed.count, "file")) (e.g. \(first)): each is taken as part of the folder it was found under")
        }
        if let first = run.withoutFloor.first {
            let assumed = DeploymentFloor.unknown.describe(DeploymentFloor.unknown.platforms)
            lines.append("note: no deployment target found for \(plural(run.withoutFloor.count, "file")) (e.g. \(first)); "
                         + "taking each platform at its first App Intents release (\(assumed)); set one with --floor")
        }
        return lines
    }

    /// 130 when interrupted, 3 when a file couldn't be read or written, else the command's own: `check` fails on what
    /// `--fail-on` names, `diff --exit-code` on a change, `why` on a type it doesn't know.
    func exitStatus(_ options: CommandOptions, _ setup: CommandSetup, _ progress: CommandProgress, changed: Int, document: String) -> Int32 {
        if Interrupts.requested { return 130 }
        if progress.failed { return 3 }
        switch self {
        case .check:
            let level = options.failOn ?? setup.config.failOn ?? .warning
            return progress.findings.contains { level.fails(on: $0) } ? 1 : 0
        case .diff: return options.exitCode && changed > 0 ? 1 : 0
        case .apply, .report, .scaffold: return 0
        case .why: return document.isEmpty ? 1 : 0
        }
    }
}
