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
    /// The JSON of `tuist graph --format json`: Tuist's projects, preferred over their manifests.
    public var projectGraph: String?
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
        let tense: PassSummary.Tense = command.reportsEdits ? .toDo : command == .diff ? .wouldBe : .done
        let counts = PassSummary.Counts(tallies: tallies, decisions: decisions, marked: marked, tense: tense)
        // The passes' own lines and steps: what to review, write, decide, then what informs; each kind in the passes' order.
        let summaries = Passes.all.compactMap { $0 as? any SummarizingPass }.flatMap(\.summaries).enumerated()
            .sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }.map(\.element)
        let lines = summaries.compactMap { $0.line(counts) }
        // The next step.
        var steps: [String] = []
        let edits = marked + summaries.reduce(0) { $0 + $1.edits(counts) } > 0
        if command == .diff && edits { steps.append("review the patch and apply it (git apply, or \(invocation.command(.apply)))") }
        if command.reportsEdits && edits { steps.append("run \(invocation.command(.diff)) to review the migration, then \(invocation.command(.apply))") }
        steps += summaries.compactMap { $0.step(counts) }
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
    public static func describe(paths: [String], exclude: [String] = [], projectGraph: String? = nil) throws -> String {
        let workspace = try Workspace(paths: paths.isEmpty ? ["."] : paths, exclude: exclude)
        let graph = try projectGraph.map { path throws(ProjectReadError) in try TuistGraphReader.read(path) } ?? []
        let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots, graph: graph)
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
