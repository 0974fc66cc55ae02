#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IntentMigrateKit

/// Standard error, unbuffered.
func printError(_ text: String) { emit(.standardError, text + "\n") }

/// Where output goes: a file descriptor, written to directly (no buffering).
struct Output: Sendable {
    let fd: Int32
    static let standardOutput = Output(fd: 1), standardError = Output(fd: 2)
}

/// Writes text; a closed pipe (`| head`) is not an error worth dying for.
func emit(_ output: Output, _ text: String) {
    var text = text
    text.withUTF8 { emit(output, $0) }
}

func emit(_ output: Output, _ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { emit(output, $0) } }

func emit(_ output: Output, _ bytes: UnsafeBufferPointer<UInt8>) {
    var written = 0
    while written < bytes.count {
        let n = write(output.fd, bytes.baseAddress! + written, bytes.count - written)
        if n < 0 { if errno == EINTR { continue }; return }
        written += n
    }
}

/// Colours severities on a terminal, unless NO_COLOR or --no-color.
struct Style {
    let enabled: Bool

    init(fd: Int32, noColor: Bool) {
        enabled = !noColor && isatty(fd) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    }

    /// The findings as report lines in report order (one buffer when not coloured).
    func lines(_ findings: [Finding]) -> String {
        guard enabled else { return TextReport().render(ReportInput(findings: findings, floors: [], passes: [], root: "")) }
        var lines = ""
        lines.reserveCapacity(findings.count * 160)
        for finding in Finding.inReportOrder(findings) { lines += line(finding); lines += "\n" }
        return lines
    }

    func line(_ finding: Finding) -> String {
        guard enabled else { return finding.textLine }
        let code = finding.severity == .error ? "31" : finding.severity == .warning ? "33" : "36"
        return finding.textLine.replacingAll(" \(finding.severity.rawValue): ", with: " \u{1B}[\(code)m\(finding.severity.rawValue)\u{1B}[0m: ")
    }
}

/// The scanning progress line, on a terminal, for long runs.
final class Progress: @unchecked Sendable {
    let enabled: Bool
    let start = Date()
    var last = Date.distantPast
    var shown = false
    let lock = Lock()

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(start) > 0.5, now.timeIntervalSince(last) > 0.1 || done == total else { return }
        last = now
        shown = true
        emit(.standardError, "\r\u{1B}[Kintent-migrate: scanning \(done)/\(total) files")
    }

    func finish() {
        if shown { emit(.standardError, "\r\u{1B}[K") }
    }
}

func run() -> Int32 {
    // Output piped into `head` and the like: stop quietly instead of dying on SIGPIPE mid-write.
    signal(SIGPIPE, SIG_IGN)
    let arguments: Arguments
    do {
        arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("intent-migrate: \(error)")
        return 2
    }
    if arguments.version { print("intent-migrate \(intentMigrateVersion)"); return 0 }
    guard let command = arguments.command else {
        print(Arguments.help)
        return arguments.help ? 0 : 2
    }
    if arguments.help { print(Arguments.commandHelp(command)); return 0 }

    switch command {
    case .passes:
        if arguments.prefilter {
            for word in Engine.prefilter(for: Passes.all).words { print(word) }
            return 0
        }
        for pass in Passes.all { print("\(String((pass.id + String(repeating: " ", count: 16)).prefix(16))) on   \(pass.summary)") }
        return 0
    case .explain:
        guard let id = arguments.explainID else {
            printError("intent-migrate: explain needs a pass id; valid passes: \(Passes.ids.joined(separator: ", "))")
            return 2
        }
        guard let pass = Passes.all.first(where: { $0.id == id }) else {
            printError("intent-migrate: unknown pass '\(id)'; valid passes: \(Passes.ids.joined(separator: ", "))")
            return 2
        }
        print(pass.explanation)
        return 0
    case .diff, .apply, .check:
        return migrate(command, arguments)
    }
}

func migrate(_ command: Arguments.Command, _ arguments: Arguments) -> Int32 {
    let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
    // Git's listing of what it ignores takes longer than the walk: it starts now, before the configuration is read.
    Workspace.startListingIgnored(for: paths)

    // Configuration: --config, else the nearest file above the first path; options win.
    var config = Configuration()
    let configPath = arguments.config ?? Configuration.find(above: paths[0])
    if let configPath {
        guard FileManager.default.fileExists(atPath: configPath) else {
            printError("intent-migrate: --config \(configPath): no such file")
            return 2
        }
        do {
            config = try Configuration.load(configPath, knownPasses: Passes.ids)
        } catch {
            printError("intent-migrate: \(error)")
            return 2
        }
    }

    let passes: [any Pass]
    switch Passes.select(only: arguments.only ?? config.only, skip: arguments.skip.isEmpty ? config.skip : arguments.skip) {
    case .success(let selected): passes = selected
    case .failure(let error): printError("intent-migrate: \(error)"); return 2
    }
    var verifier: Verifier?
    if arguments.verify {
        do { verifier = try Verifier.find() } catch { printError("intent-migrate: \(error)"); return 2 }
    }
    var baseline: Baseline?
    if let path = arguments.baseline {
        do { baseline = try Baseline.load(path) } catch { printError("intent-migrate: \(error)"); return 2 }
    }

    var settings = Settings()
    settings.floorOverride = arguments.floor ?? config.floor
    settings.floorPolicy = arguments.floorPolicy ?? config.floorPolicy ?? .gate
    settings.placeholder = arguments.placeholder ?? config.placeholder ?? .todo
    settings.toolsExclude = Set(config.toolsExclude)
    settings.reviewKeywords = config.reviewKeywords
    settings.schemaOverrides = config.schemas
    settings.failureWords = config.failureWords
    settings.knownPassIDs = Passes.ids

    let progress = Progress(enabled: !arguments.noProgress && !arguments.quiet && isatty(2) != 0)
    var request = RunRequest(paths: paths, passes: passes, settings: settings,
                             jobs: arguments.jobs ?? Processors.available,
                             reportEdits: command == .check)
    request.exclude = config.exclude + arguments.exclude
    request.maxFileSize = arguments.maxFileSize ?? config.maxFileSize ?? request.maxFileSize
    request.progress = { progress.update($0, $1) }
    request.migratedPositions = command == .apply
    // A plain text report on standard output is rendered file by file on the workers.
    let stdoutStyle = Style(fd: 1, noColor: arguments.noColor)
    let plainReport = command == .check && arguments.format == .text && arguments.output == nil && baseline == nil
        && arguments.writeBaseline == nil && !stdoutStyle.enabled
    request.rendersReportText = plainReport

    var sink = Output.standardOutput
    if let output = arguments.output {
        let fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            printError("intent-migrate: can't write --output \(output)")
            return 2
        }
        sink = Output(fd: fd)
    }
    switch command {
    case .diff:
        // The patch is written file by file as results come in (in walk order); no file's text is kept.
        let patchSink = sink
        let root = FileManager.default.currentDirectoryPath
        let roots = GitRoots()
        request.keepsText = false
        request.onResult = { result in
            guard result.changed else { return }
            let path = Workspace.relative(result.path, to: roots.root(of: result.path) ?? root)
            emit(patchSink, UnifiedDiff.patch(path: path.hasPrefix("/") ? String(path.dropFirst()) : path,
                                              old: result.original, new: result.migrated))
        }
    case .check:
        // The baseline compares line texts; otherwise findings are all that is needed.
        request.keepsText = arguments.baseline != nil || arguments.writeBaseline != nil
    default:
        break
    }
    let outcome: RunOutcome
    do {
        outcome = try Engine.run(request)
    } catch {
        progress.finish()
        printError("intent-migrate: \(error)")
        return 2
    }
    progress.finish()
    let style = Style(fd: 2, noColor: arguments.noColor)
    var failed = outcome.results.contains { $0.failure != nil }
    // Room for all of them at once (a list grown result by result is copied at each step).
    var findings: [Finding] = []
    findings.reserveCapacity(outcome.results.reduce(0) { $0 + (command == .apply ? $1.migratedFindings.count : $1.findings.count) })
    for result in outcome.results { findings.append(contentsOf: command == .apply ? result.migratedFindings : result.findings) }
    var written = 0

    switch command {
    case .diff:
        break // written while the run went on
    case .apply:
        let applier = Applier(allowDirty: arguments.allowDirty, verifier: verifier)
        for (path, result) in applier.apply(outcome.results) {
            if let problem = result.problem {
                findings.append(Finding(path: path, line: 1, column: 1, severity: .error, id: ReservedID.input, message: problem))
                failed = true
            } else {
                written += 1
            }
        }
    case .check:
        // The baseline compares line texts; a run without one needs none.
        let lines = baseline != nil || arguments.writeBaseline != nil ? LineTexts(outcome.results) : nil
        if let path = arguments.writeBaseline, let lines {
            let recorded = Baseline(findings: findings, lineText: lines.text)
            guard FileManager.default.createFile(atPath: path, contents: Data(recorded.encoded().utf8)) else {
                printError("intent-migrate: can't write --write-baseline \(path)")
                return 2
            }
        }
        if let baseline, let lines {
            let (kept, stale) = baseline.filter(findings, lineText: lines.text)
            findings = kept + stale.map {
                Finding(path: $0.path, line: 1, column: 1, severity: .note, id: ReservedID.baseline,
                        message: "baseline entry matches nothing any more (\($0.pass): \($0.text)); remove it from \(arguments.baseline!)")
            }
        }
        if arguments.format == .text && arguments.output == nil {
            // One write for the whole report, not one per line.
            if plainReport, let report = TextReport.assembled(outcome.results) {
                emit(sink, report)
            } else {
                emit(sink, stdoutStyle.lines(findings))
            }
        } else {
            // The floors and the rest of the report input only for the formats that print them.
            let floors = Dictionary(outcome.results.compactMap(\.floor).map { ($0.source, $0) }, uniquingKeysWith: { a, _ in a })
                .values.sorted { $0.source < $1.source }
            let input = ReportInput(findings: findings, floors: floors, passes: passes, root: FileManager.default.currentDirectoryPath)
            emit(sink, arguments.format.formatter.render(input))
        }
    default:
        break
    }

    // Counted, not collected (a copy of each result only to count them).
    let changed = outcome.results.reduce(0) { $0 + ($1.changed ? 1 : 0) }
    if !arguments.quiet {
        // Counted by (id, severity), named once per pair (not a string per finding); the pairs are few, so they
        // are found by comparing (short ids compare as two words), not by hashing an id per finding.
        struct Kind {
            let id: String, severity: Severity
            var count: Int
            var label: String { "\(id) \(severity.rawValue)" }
        }
        var counts: [Kind] = []
        for finding in findings {
            if let i = counts.firstIndex(where: { $0.severity == finding.severity && $0.id == finding.id }) {
                counts[i].count += 1
            } else {
                counts.append(Kind(id: finding.id, severity: finding.severity, count: 1))
            }
        }
        let byPass = counts.sorted { $0.label < $1.label }.map { "\($0.count) \($0.label)" }.joined(separator: ", ")
        let verb = command == .apply ? "changed" : command == .diff ? "would change" : "need migration"
        printError("intent-migrate: \(outcome.filesScanned) files scanned, \(changed) \(verb)"
                   + (command == .apply ? " (\(written) written)" : "") + (byPass.isEmpty ? "" : "; findings: \(byPass)"))
        for note in outcome.notes { printError("note: \(note)") }
        if command != .check {
            let lines = style.lines(findings.filter { $0.severity >= .warning || arguments.verbose })
            if !lines.isEmpty { emit(.standardError, lines) }
            let tools = outcome.results.flatMap { result in result.newTools.map { (result.path, $0.line, $0.name) } }
            if !tools.isEmpty {
                printError("newly marked as tools (review each: is it something a person would ask Siri for?):")
                for (path, line, name) in tools { printError("  \(path):\(line): \(name)") }
            }
        }
    } else if command != .check {
        // Even quiet, a file that was not processed is named.
        for finding in findings where finding.id == ReservedID.input { printError(finding.textLine) }
    }

    let code: Int32
    if Interrupts.requested {
        code = 130
    } else if failed {
        code = 3
    } else {
        switch command {
        case .check: code = findings.contains { $0.severity >= arguments.failOn } ? 1 : 0
        case .diff: code = arguments.exitCode && changed > 0 ? 1 : 0
        default: code = 0
        }
    }
    // What the run built up (every result and finding) is left to the system to reclaim: freeing it piece by
    // piece on the way out took longer than writing the report.
    exit(code)
}

exit(run())
