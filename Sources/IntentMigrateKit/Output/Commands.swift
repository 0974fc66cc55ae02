/// The three jobs: `check` (the CI gate), `diff` (a patch to review) and `apply` (the migration, written).
public enum MigrationCommand: String, Sendable, CaseIterable {
    case check, diff, apply
    /// The migration report (`report`) and one type's decision trail (`why`): like `check`, nothing is written.
    case report, why
    /// A draft Siri Evaluations test file for the app (`scaffold evaluations`).
    case scaffold

    /// Reports what `apply` would change instead of changing it: `check`, `report`, `why`, `scaffold`.
    var reportsEdits: Bool { self == .check || self == .report || self == .why || self == .scaffold }
}

/// What a command is asked to do, as the command line (or a plugin) gives it.
public struct CommandOptions: Sendable {
    public var paths: [String] = ["."]
    public var config: String?
    public var only: [PassID]?
    public var skip: [PassID] = []
    public var floor: DeploymentFloor?
    public var floorPolicy: FloorPolicy?
    public var placeholder: PlaceholderStyle?
    public var exclude: [String] = []
    /// Also migrate files their project compiles in no target.
    public var includeUnbuilt = false
    public var maxFileSize: Int?
    public var jobs: Int = Processors.available
    public var verify = false
    public var baseline: String?
    public var writeBaseline: String?
    public var format: ReportFormat = .text
    /// What fails `check`; nil: the config's `failOn`, else warnings and errors.
    public var failOn: FailLevel?
    public var exitCode = false
    public var allowDirty = false
    public var allowHardLinks = false
    public var allowNoVCS = false
    public var verbose = false
    /// Finding paths absolute in every report (an Xcode build phase resolves them so).
    public var absolutePaths = false
    /// GitHub's `GITHUB_WORKSPACE`: annotation paths are relative to it.
    public var githubWorkspace: String?
    /// GitHub's `GITHUB_STEP_SUMMARY`: `check` appends a Markdown summary of the run there.
    public var stepSummary: String?
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Text to migrate from standard input (an editor's buffer), as the file `paths[0]` (`--assume-filename`,
    /// which need not exist). `apply` then writes nothing: the migrated text is the document.
    public var standardInput: [UInt8]?
    /// `why`: the type whose decision trail to print (simple or qualified name).
    public var typeName: String?
    /// How the person started the tool, so the `next:` line names commands they can run the same way.
    public var invocation: Invocation = .commandLine

    public init() {}
}

/// Where the tool was started from: the command line, or one of its plugins (which start it with
/// `INTENT_MIGRATE_PLUGIN` set to `package` or `xcode`). The `next:` hints name that way's commands.
public enum Invocation: String, Sendable {
    case commandLine, package, xcode

    public init(environment: [String: String]) {
        self = environment["INTENT_MIGRATE_PLUGIN"].flatMap(Invocation.init(rawValue:)) ?? .commandLine
    }

    /// How to run `command` (`diff`, `apply`, `check`) this way.
    func command(_ command: MigrationCommand) -> String {
        switch (self, command) {
        case (.commandLine, _): "intent-migrate \(command.rawValue)"
        case (.package, .apply): "swift package --allow-writing-to-package-directory intent-migrate-apply"
        case (.package, _): "swift package intent-migrate \(command.rawValue)"
        case (.xcode, .apply): "the intent-migrate-apply command (the project's context menu)"
        case (.xcode, _): "the intent-migrate command with the argument \(command.rawValue)"
        }
    }
}

/// What a command did: what goes to standard output, what to tell the person on standard error, and the exit status.
public struct CommandOutcome: Sendable {
    /// The patch (`diff`) or the report (`check`); empty for `apply`.
    public var document = ""
    /// The findings of `check`'s text report, in report order (printed coloured on a terminal instead of `document`).
    public var reportFindings: [Finding]?
    /// The summary line and the run's notes.
    public var summary: [String] = []
    /// Findings to show after the summary (`diff` and `apply`: warnings and errors, notes when verbose).
    public var shownFindings: [Finding] = []
    /// Intents newly marked as tools, for the reviewer.
    public var newTools: [(path: String, line: Int, name: String)] = []
    /// Files that were not processed (named even when quiet).
    public var inputFindings: [Finding] = []
    public var exitStatus: Int32 = 0

    /// A usage or configuration error: exit 2, nothing done.
    static func usage(_ message: String) -> CommandOutcome {
        var outcome = CommandOutcome()
        outcome.summary = ["intent-migrate: \(message)"]
        outcome.exitStatus = 2
        return outcome
    }
}

extension MigrationCommand {
    /// Runs the command: configuration, the migration of the tree, then the patch, the writes or the report.
    public func run(_ options: CommandOptions) -> CommandOutcome {
        let paths = options.paths.isEmpty ? ["."] : options.paths
        // Configuration: --config, else the nearest file above the first path; options win.
        var config = Configuration()
        if let path = options.config ?? Configuration.find(above: paths[0]) {
            guard FileManager.default.fileExists(atPath: path) else { return .usage("--config \(path): no such file") }
            do { config = try Configuration.load(path, knownPasses: Passes.ids + [PassID(rawValue: FindingID.availability.rawValue)]) } catch { return .usage("\(error)") }
        }
        let passes: [any Pass]
        // `availability` is the check after the passes: skipping it turns the check off.
        let availability = PassID(rawValue: FindingID.availability.rawValue)
        let skip = options.skip.isEmpty ? config.skip : options.skip
        switch Passes.select(only: (options.only ?? config.only)?.filter { $0 != availability }, skip: skip.filter { $0 != availability }) {
        case .success(let selected): passes = selected
        case .failure(let error): return .usage("\(error)")
        }
        var verifier: Verifier?
        if options.verify {
            do { verifier = try Verifier.find() } catch { return .usage("\(error)") }
        }
        var baseline: Baseline?
        if let path = options.baseline {
            do { baseline = try Baseline.load(path) } catch { return .usage("\(error)") }
        }
        var settings = Settings()
        settings.floorOverride = options.floor ?? config.floor
        settings.floorPolicy = options.floorPolicy ?? config.floorPolicy ?? .gate
        settings.placeholder = options.placeholder ?? config.placeholder ?? .todo
        settings.toolsExclude = Set(config.toolsExclude)
        settings.toolsInclude = Set(config.toolsInclude)
        settings.reviewKeywords = config.reviewKeywords
        settings.schemaOverrides = config.schemas
        settings.failureWords = config.failureWords
        settings.knownPassIDs = Passes.ids + [availability]
        settings.checkAvailability = !skip.contains(availability)
        settings.explainReturns = self == .why

        var request = RunRequest(paths: paths, passes: passes, settings: settings, jobs: options.jobs, reportEdits: reportsEdits)
        if let bytes = options.standardInput {
            guard paths.count == 1 else { return .usage("standard input is migrated as one file: give no other path") }
            request.standardInput = (paths[0], bytes)
        }
        request.exclude = config.exclude + options.exclude
        request.includeUnbuilt = options.includeUnbuilt
        request.maxFileSize = options.maxFileSize ?? config.maxFileSize ?? request.maxFileSize
        request.progress = options.progress
        let run: RunOutcome
        do { run = try Engine.run(request) } catch { return .usage("\(error)") }
        // A folder with nothing to read (no Swift file, no skills bundle: a path typo in CI, or everything excluded) must
        // not pass as "nothing to migrate".
        if run.filesScanned == 0, run.skillsBundlesFound == 0, run.results.allSatisfy({ $0.failure == nil }), request.standardInput == nil, self != .why {
            let named = paths.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
            return .usage("no Swift files in \(named)\(request.exclude.isEmpty ? "" : " (after the exclusions)"): check the path")
        }

        var outcome = CommandOutcome()
        var failed = run.results.contains { $0.failure != nil }
        var findings = run.results.flatMap { self == .apply ? $0.migratedFindings : $0.findings }
        var hiddenNotes = 0, hiddenByBaseline = 0
        var written = 0
        var writtenPaths: Set<String> = []
        var report: MigrationReport?
        switch self {
        case .diff:
            let root = FileManager.default.currentDirectoryPath
            // Each file's patch (diff and blob ids) on the workers, joined in order.
            outcome.document = parallelMap(run.results.filter(\.changed), jobs: options.jobs) { result in
                let path = Workspace.relative(result.path, to: Workspace.gitRoot(of: result.path) ?? root)
                return UnifiedDiff.patch(path: path.hasPrefix("/") ? String(path.dropFirst()) : path, old: result.original, new: result.migrated)
            }.joined()
        case .apply where options.standardInput != nil:
            // An editor's buffer: the migrated text goes back on standard output (nothing when it can't be migrated).
            if let result = run.results.first(where: { $0.path == Workspace.displayPath(paths[0]) }) {
                outcome.document = result.failure == nil ? String(decoding: result.migrated, as: UTF8.self) : ""
                if result.changed { written = 1; writtenPaths.insert(result.path) }
            } else {
                outcome.document = String(decoding: options.standardInput!, as: UTF8.self)
            }
        case .apply:
            var applier = Applier(allowDirty: options.allowDirty, verifier: verifier)
            applier.allowHardLinks = options.allowHardLinks
            applier.allowNoVCS = options.allowNoVCS
            // What an earlier run killed mid-write left beside the files (its process is gone): removed, and said.
            var removed: [Finding] = []
            for leftover in FileWriter.removeLeftovers(in: run.results.map { Paths.parent(of: Workspace.absolute($0.path)) }) {
                removed.append(Finding(path: Workspace.displayPath(leftover), line: 1, column: 1, severity: .note, id: FindingID.input,
                                        message: "a temporary file an interrupted run of intent-migrate left behind: removed"))
            }
            var unwritten: Set<String> = []
            var problems: [Finding] = []
            for (path, result) in applier.apply(run.results) {
                if let problem = result.problem {
                    problems.append(Finding(path: path, line: 1, column: 1, severity: .error, id: FindingID.input, message: problem))
                    unwritten.insert(path)
                    failed = true
                } else {
                    written += 1
                    writtenPaths.insert(path)
                }
            }
            // A file left as it was is reported at the lines it still has on disk, as `check` would.
            findings = run.results.flatMap { unwritten.contains($0.path) ? $0.findings : $0.migratedFindings } + removed + problems
        case .scaffold:
            let report = MigrationReport(results: run.results, passes: passes)
            let bundles = ((try? Workspace(paths: paths, exclude: request.exclude))?.skillsBundles ?? []).map(\.path)
            // One app per target that compiles intents (an intent in several targets belongs to its first, the app
            // before its extensions): its bundle identifier, and the skills bundles inside its project's folder.
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
                let skills = bundles.filter { bundle in root.map { Paths.isInside(Workspace.absolute(bundle), $0) } ?? true }
                    .flatMap { SkillsBundle(path: $0).skills.map(\.folderName) }.sorted()
                drafts.append(EvaluationScaffold.App(name: name, bundleIdentifier: bundleIdentifier, rows: apps[key]!, skills: skills))
            }
            outcome.document = EvaluationScaffold.render(drafts)
        case .report, .why:
            report = MigrationReport(results: run.results, passes: passes)
            if self == .why, let report {
                outcome.document = report.trail(of: options.typeName ?? "") ?? ""
            } else {
                outcome.document = options.format == .json ? report!.json() : ""
            }
        case .check:
            let lines = LineTexts(run.results)
            if let path = options.writeBaseline {
                let recorded = Baseline(findings: findings, lineText: lines.text)
                if let refusal = Baseline.refusal(toOverwrite: path) { return .usage(refusal) }
                guard recorded.write(to: path) else { return .usage("can't write --write-baseline \(path)") }
                // Recording a baseline is the job: it says what it wrote, and the run passes.
                outcome.summary = ["intent-migrate: wrote \(recorded.entries.count) baseline entr\(recorded.entries.count == 1 ? "y" : "ies") to \(path)"]
                outcome.exitStatus = failed ? 3 : 0
                outcome.inputFindings = findings.filter { $0.id == FindingID.input }
                return outcome
            }
            if let baseline {
                let (kept, stale) = baseline.filter(findings, lineText: lines.text)
                hiddenByBaseline = findings.count - kept.count
                findings = kept + stale.map {
                    Finding(path: $0.path, line: 1, column: 1, severity: .note, id: FindingID.baseline,
                            message: "baseline entry matches nothing any more (\($0.pass): \($0.text)); remove it from \(options.baseline!)")
                }
            }
            let floors = Dictionary(run.results.compactMap(\.floor).map { ($0.source, $0) }, uniquingKeysWith: { a, _ in a })
                .values.sorted { $0.source < $1.source }
            if options.absolutePaths { findings = findings.map { var finding = $0; finding.path = Workspace.absolute($0.path); return finding } }
            // Notes explain; they ask nothing of anyone: a migrated app's `check` shows only what is left to do, and says
            // how many notes `--verbose` would add (GitHub's format counts them itself).
            // A note that fails the run (`--fail-on deferred` or `note`) is listed: a red check says why; so are those
            // `alwaysListed`.
            let level = options.failOn ?? config.failOn ?? .warning
            let listed = options.verbose || options.format == .github ? findings
                : findings.filter { $0.severity >= .warning || MigrationCommand.alwaysListed.contains($0.id) || (self == .check && level.fails(on: $0)) }
            hiddenNotes = findings.count - listed.count
            var input = ReportInput(findings: listed, floors: floors, passes: passes, root: FileManager.default.currentDirectoryPath)
            input.verbose = options.verbose
            input.workspace = options.githubWorkspace
            outcome.document = options.format.formatter.render(input)
            // One summary per job page: the human-facing formats write it, not a SARIF or JSON file for a machine.
            if let summary = options.stepSummary, [.text, .github].contains(options.format) { StepSummary.append(findings, to: summary) }
            if options.format == .text { outcome.reportFindings = Finding.inReportOrder(listed) }
        }

        let changed = run.results.filter(\.changed).count
        var counts: [String: Int] = [:]
        for finding in findings { counts["\(finding.id) \(finding.kind)", default: 0] += 1 }
        let byPass = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let verb = self == .apply ? "changed" : self == .diff ? "would change" : "need migration"
        outcome.summary = ["intent-migrate: \(plural(run.filesScanned, "file")) scanned, \(changed) \(verb)"
                           + (self == .apply ? (options.standardInput == nil ? " (\(written) written)" : " (printed, not written)") : "") + (byPass.isEmpty ? "" : "; findings: \(byPass)")]
        let targets = run.model.projects.map(\.targets.count).reduce(0, +)
        // After apply, only what was written counts as marked.
        let marked = run.results.filter { self != .apply || writtenPaths.contains($0.path) }.map(\.newTools.count).reduce(0, +)
        outcome.summary.append("found \(plural(run.model.projects.count, "project")) (\(plural(targets, "target"))), "
                               + "\(plural(run.counts.intents, "App Intent type")) and \(plural(run.counts.entities, "entity type")) in the files given; "
                               + "\(marked) \(reportsEdits ? "to mark" : "newly marked") as \(marked == 1 ? "a tool" : "tools")"
                               + decided(run.results)
                               + (run.filesRead > 0 ? "; \(plural(run.filesRead, "more file")) of their modules read for their declarations" : ""))
        outcome.summary += MigrationCommand.todo(self, invocation: options.invocation, results: run.results.filter { self != .apply || writtenPaths.contains($0.path) || !$0.changed },
                                                 marked: marked)
        if hiddenByBaseline > 0 {
            outcome.summary.append("\(plural(hiddenByBaseline, "finding")) recorded in \(options.baseline!) not shown (the baseline)")
        }
        if hiddenNotes > 0 {
            outcome.summary.append("\(plural(hiddenNotes, "note")) not listed (what was decided and why): --verbose lists them")
        }
        if let first = run.guessed.first {
            outcome.summary.append("note: no project compiles \(plural(run.guessed.count, "file")) (e.g. \(first)): each is taken as part of the folder it was found under")
        }
        if let first = run.withoutFloor.first {
            let assumed = DeploymentFloor.unknown.describe(DeploymentFloor.unknown.platforms)
            outcome.summary.append("note: no deployment target found for \(plural(run.withoutFloor.count, "file")) (e.g. \(first)); "
                                   + "taking each platform at its first App Intents release (\(assumed)); set one with --floor")
        }
        if !reportsEdits {
            outcome.shownFindings = Finding.inReportOrder(findings.filter { $0.severity >= .warning || options.verbose })
            // After apply, only what was written: a refused file's intents are not marked.
            outcome.newTools = run.results.filter { self != .apply || writtenPaths.contains($0.path) }
                .flatMap { result in result.newTools.map { (result.path, $0.line, $0.name) } }
        }
        outcome.inputFindings = findings.filter { $0.id == FindingID.input }
        if self == .report, options.format != .json, let report { outcome.document = report.markdown(summary: outcome.summary) }
        if self == .why, outcome.document.isEmpty {
            outcome.summary.append("intent-migrate: no App Intent or entity type named \(options.typeName ?? "") in the files given")
        }

        if Interrupts.requested {
            outcome.exitStatus = 130
        } else if failed {
            outcome.exitStatus = 3
        } else {
            switch self {
            case .check:
                let level = options.failOn ?? config.failOn ?? .warning
                outcome.exitStatus = findings.contains { level.fails(on: $0) } ? 1 : 0
            case .diff: outcome.exitStatus = options.exitCode && changed > 0 ? 1 : 0
            case .apply: outcome.exitStatus = 0
            case .report, .scaffold: outcome.exitStatus = 0
            case .why: outcome.exitStatus = outcome.document.isEmpty ? 1 : 0
            }
        }
        return outcome
    }
}

extension MigrationCommand {
    /// Notes listed without `--verbose`: about the tool's own settings (a stale baseline entry, a suppression that
    /// suppresses nothing), which ask for a fix, and about what the run left unread (files no target compiles, a
    /// project file set aside), which a reviewer must know.
    static let alwaysListed: Set<FindingID> = [.baseline, .suppression, .config, .project]
}

/// The Markdown `check` appends to GitHub's step summary: counts by id and severity, then the warnings and
/// errors (notes counted only), so a run with more annotations than GitHub shows still lists them.
enum StepSummary {
    static func append(_ findings: [Finding], to path: String) {
        var counts: [String: Int] = [:]
        for finding in findings { counts["\(finding.id) | \(finding.kind)", default: 0] += 1 }
        var text = "## intent-migrate check\n\n| id | kind | findings |\n|---|---|---:|\n"
        for (key, count) in counts.sorted(by: { $0.key < $1.key }) { text += "| \(key) | \(count) |\n" }
        let serious = Finding.inReportOrder(findings).filter { $0.severity >= .warning }
        if !serious.isEmpty {
            text += "\n<details><summary>\(serious.count) warnings and errors</summary>\n\n"
            for finding in serious.prefix(1000) {
                text += "- `\(finding.path):\(finding.line)` \(finding.severity.rawValue) [\(finding.id)]: \(finding.message.replacingAll("|", with: "\\|"))\n"
            }
            if serious.count > 1000 { text += "- … and \(serious.count - 1000) more\n" }
            text += "\n</details>\n"
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = text.withCString { write(fd, $0, strlen($0)) }
    }
}

extension MigrationCommand {
    /// What was written and what is left, a line per kind, then the next step: what a person does after this run.
    static func todo(_ command: MigrationCommand, invocation: Invocation = .commandLine, results: [FileResult], marked: Int) -> [String] {
        var tallies: [Tally: Int] = [:]
        var decisions: [String: Int] = [:]
        for result in results {
            tallies.merge(result.tallies, uniquingKeysWith: +)
            decisions.merge(result.decisions, uniquingKeysWith: +)
        }
        let written = command.reportsEdits ? "to write" : command == .diff ? "would be written" : "written"
        func joined(_ parts: [String?]) -> String { parts.compactMap { $0 }.joined(separator: ", ") }
        var lines: [String] = []
        let placeholders = tallies[.descriptionWritten, default: 0], unfinished = tallies[.descriptionUnfinished, default: 0]
        if placeholders + unfinished > 0 {
            lines.append("descriptions: " + joined([placeholders > 0 ? "\(plural(placeholders, "placeholder")) \(written)" : nil,
                                                    unfinished > 0 ? "\(unfinished) unfinished in the code" : nil]))
        }
        let thrown = tallies[.failureThrown, default: 0], likely = tallies[.likelyFailure, default: 0]
        if thrown + likely > 0 {
            let verb = command == .apply ? "now thrown" : command == .diff ? "would be thrown" : "to throw"
            lines.append("failures returned as success: " + joined([thrown > 0 ? "\(thrown) \(verb)" : nil,
                                                                    likely > 0 ? "\(plural(likely, "likely failure")) to decide" : nil]))
        }
        let replaced = tallies[.openAppWhenRunReplaced, default: 0], gated = tallies[.openAppWhenRunGated, default: 0]
        if replaced + gated > 0 {
            lines.append("openAppWhenRun: " + joined([replaced > 0 ? "\(replaced) replaced by supportedModes" : nil,
                                                      gated > 0 ? "\(gated) kept for older systems, with a gated supportedModes beside" : nil]))
        }
        // The next step.
        var steps: [String] = []
        let held = decisions[Decision.held, default: 0], flagged = decisions[Decision.flagged, default: 0]
        let edits = marked + placeholders + thrown + replaced + gated > 0
        if command == .diff && edits { steps.append("review the patch and apply it (git apply, or \(invocation.command(.apply)))") }
        if command.reportsEdits && edits { steps.append("run \(invocation.command(.diff)) to review the migration, then \(invocation.command(.apply))") }
        if marked > 0 && !command.reportsEdits { steps.append("check the \(plural(marked, "newly marked tool"))\(flagged > 0 ? " (\(flagged) flagged)" : "")") }
        if placeholders + unfinished > 0 { steps.append("write \(plural(placeholders + unfinished, "description"))") }
        if held > 0 { steps.append("decide about \(plural(held, "held intent")) (tools.include or tools.exclude)") }
        if likely > 0 { steps.append("decide about \(plural(likely, "likely failure"))") }
        guard !steps.isEmpty else { return lines }
        return lines + ["next: " + steps.joined(separator: "; ") + (command.reportsEdits ? "" : "; then run \(invocation.command(.check))")]
    }
}

/// `, 3 already tools, 2 held for a decision, 5 left alone (3 configuration intents, 2 hidden)`: the passes'
/// decisions about intents, counted.
func decided(_ results: [FileResult]) -> String {
    var counts: [String: Int] = [:]
    for result in results { counts.merge(result.decisions, uniquingKeysWith: +) }
    var parts: [String] = []
    for key in [Decision.alreadyTools, Decision.held, Decision.flagged, Decision.includedByConfig] { if let n = counts.removeValue(forKey: key) { parts.append(counted(n, key)) } }
    if !counts.isEmpty {
        let alone = counts.values.reduce(0, +)
        parts.append("\(alone) left alone (" + counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { counted($0.value, $0.key) }.joined(separator: ", ") + ")")
    }
    return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
}

/// "3 stubs", "1 stub": a summary group (`Decision.summary`) with its count.
func counted(_ n: Int, _ group: String) -> String {
    guard n == 1 else { return "\(n) \(group)" }
    let one: [String: String] = [
        Decision.alreadyTools: "already a tool", "stubs": "stub", "configuration intents": "configuration intent",
        "plain OpenIntents": "plain OpenIntent", "never tools": "never a tool", "widget and control buttons": "widget or control button",
        "schema intents (schema-tool decides)": "schema intent (schema-tool decides)", "only open the app": "only opens the app",
    ]
    return "1 " + (one[group] ?? group)
}

/// `intent-migrate project`: the projects, targets, platforms, floors and file counts the tool finds.
public enum ProjectSurvey {
    public static func describe(paths: [String], exclude: [String] = []) throws -> String {
        let workspace = try Workspace(paths: paths.isEmpty ? ["."] : paths, exclude: exclude)
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
        var perTarget: [TargetRef: Int] = [:]
        var notCompiled: [Int: Int] = [:]
        var folders: [String: Int] = [:]
        for (file, placement) in zip(workspace.files, model.placements) {
            switch placement {
            case .targets(let refs): for ref in refs { perTarget[ref, default: 0] += 1 }
            case .notCompiled(let project): if !model.isManifest(file) { notCompiled[project, default: 0] += 1 }
            case .folder(let folder): folders[folder, default: 0] += 1
            }
        }
        // A file named on the command line is taken whatever its name; only a `.swift` one is called a Swift file.
        let kind = workspace.files.allSatisfy { $0.hasSuffix(".swift") } ? "Swift file" : "file"
        var lines = [model.describe(fileCounts: perTarget)]
        for (project, count) in notCompiled.sorted(by: { $0.key < $1.key }) {
            lines.append("\(Workspace.displayPath(model.projects[project].file)): \(plural(count, kind)) compiled in no target (left alone)")
        }
        for (folder, count) in folders.sorted(by: { $0.key < $1.key }) {
            lines.append("\(Workspace.displayPath(folder).isEmpty ? "." : Workspace.displayPath(folder)): \(plural(count, kind)) no project accounts for (one module)")
        }
        lines.append("\(plural(workspace.files.count, kind)), \(plural(model.projects.count, "project")), \(plural(model.projects.map(\.targets.count).reduce(0, +), "target"))")
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// `n` and the word, in the plural unless `n` is 1 ("1 file", "3 files").
func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
