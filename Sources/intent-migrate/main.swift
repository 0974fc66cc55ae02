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
func printError(_ text: String) { emit(.standardError, text.terminalSafe + "\n") }

/// Where output goes: a file descriptor, written to directly (no buffering).
struct Output: Sendable {
    let fd: Int32
    static let standardOutput = Output(fd: 1), standardError = Output(fd: 2)
}

/// Writes text; a closed pipe (`| head`) is not an error worth dying for. Returns the error of a write
/// that failed otherwise (a full disk), or nil.
@discardableResult
func emit(_ output: Output, _ text: String) -> String? {
    var text = text
    return text.withUTF8 { emit(output, $0) }
}

@discardableResult
func emit(_ output: Output, _ bytes: [UInt8]) -> String? { bytes.withUnsafeBufferPointer { emit(output, $0) } }

@discardableResult
func emit(_ output: Output, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var written = 0
    while written < bytes.count {
        let n = write(output.fd, bytes.baseAddress! + written, bytes.count - written)
        if n < 0 {
            if errno == EINTR { continue }
            return errno == EPIPE ? nil : String(cString: strerror(errno))
        }
        written += n
    }
    return nil
}

/// Colours severities and patches: `--color always`, or on a terminal unless NO_COLOR or `--color never`.
struct Style {
    let enabled: Bool

    init(fd: Int32, mode: ColorMode) {
        switch mode {
        case .always: enabled = true
        case .never: enabled = false
        case .auto: enabled = isatty(fd) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
    }

    /// A patch coloured as git colours it: headers bold, hunk lines cyan, removed red, added green.
    func patch(_ text: String) -> String {
        guard enabled else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let code: String? = line.hasPrefix("diff --git ") || line.hasPrefix("index ") || line.hasPrefix("--- ") || line.hasPrefix("+++ ")
                ? "1" : line.hasPrefix("@@") ? "36" : line.hasPrefix("+") ? "32" : line.hasPrefix("-") ? "31" : nil
            if let code { out += "\u{1B}[\(code)m\(line)\u{1B}[0m\n" } else { out += line + "\n" }
        }
        return out
    }

    /// The findings as report lines, in the order given.
    func lines(_ findings: [Finding]) -> String { findings.map { line($0) + "\n" }.joined() }

    /// One finding's line, its names shown safely (`terminalSafe`), then coloured.
    func line(_ finding: Finding) -> String {
        guard enabled else { return finding.textLine.terminalSafe }
        let code = finding.severity == .error ? "31" : finding.severity == .warning ? "33" : "36"
        return finding.textLine.terminalSafe.replacingAll(" \(finding.severity.rawValue): ", with: " \u{1B}[\(code)m\(finding.severity.rawValue)\u{1B}[0m: ")
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
        // Asked for, the help is the output; with no command at all it is a usage error, on standard error.
        if arguments.help { print(Arguments.help); return 0 }
        printError(Arguments.help)
        return 2
    }
    if arguments.help { print(Arguments.commandHelp(command)); return 0 }

    switch command {
    case .version:
        print("intent-migrate \(intentMigrateVersion)")
        return 0
    case .completions:
        print(Arguments.completions(arguments.shell ?? "bash", passes: Passes.ids.map(\.rawValue)), terminator: "")
        return 0
    case .passes:
        if arguments.prefilter {
            for word in Engine.prefilter(for: Passes.all).words { print(word) }
            return 0
        }
        // On or off as a run here would have them: the nearest configuration, then --only/--skip.
        var config = Configuration()
        if let path = arguments.config ?? Configuration.find(above: arguments.paths.first ?? ".") {
            do { config = try Configuration.load(path, knownPasses: Passes.ids + ["availability"], options: Passes.options) } catch {
                printError("intent-migrate: \(error)")
                return 2
            }
        }
        let only = arguments.only.map { $0.map(PassID.init(rawValue:)) } ?? config.only
        let skip = arguments.skip.isEmpty ? config.skip : arguments.skip.map(PassID.init(rawValue:))
        let width = Passes.ids.map(\.rawValue.count).max() ?? 16
        for pass in Passes.all {
            let on = (only == nil || only!.contains(pass.id)) && !skip.contains(pass.id)
            let why = on ? "" : (arguments.only != nil || !arguments.skip.isEmpty ? " (off: command line)" : " (off: \(config.file ?? "configuration"))")
            print("\(String((pass.id.rawValue + String(repeating: " ", count: width)).prefix(width))) \(on ? "on " : "off")  \(pass.summary)\(why)")
        }
        return 0
    case .explain:
        guard let id = arguments.explainID else {
            printError("intent-migrate: explain needs a pass id; valid passes: \(Passes.ids.map(\.rawValue).joined(separator: ", "))")
            return 2
        }
        if let text = FindingID.explanations[FindingID(rawValue: id)] { print(text); return 0 }
        guard let pass = Passes.all.first(where: { $0.id.rawValue == id }) else {
            printError("intent-migrate: unknown id '\(id)'; valid ids: \((Passes.ids.map(\.rawValue) + FindingID.reserved.map(\.rawValue)).joined(separator: ", "))")
            return 2
        }
        print(pass.explanation)
        return 0
    case .project:
        do {
            print(try ProjectSurvey.describe(paths: arguments.paths, exclude: arguments.exclude, projectGraph: arguments.projectGraph).terminalSafe)
            return 0
        } catch {
            printError("intent-migrate: \(error)")
            return 2
        }
    case .diff: return migrate(.diff, arguments)
    case .apply: return migrate(.apply, arguments)
    case .check: return migrate(.check, arguments)
    case .report: return migrate(.report, arguments)
    case .why: return migrate(.why, arguments)
    case .scaffold: return migrate(.scaffold, arguments)
    }
}

/// Ends `migrate` early with this exit status; what to say was said.
struct Exit: Error { let status: Int32 }

func migrate(_ command: MigrationCommand, _ arguments: Arguments) -> Int32 {
    do throws(Exit) {
        var options = try commandOptions(command, arguments)
        let progress = Progress(enabled: !arguments.noProgress && !arguments.quiet && isatty(2) != 0 && options.standardInput == nil)
        options.progress = { progress.update($0, $1) }
        if command == .apply { Interrupts.installHandlers() }
        let sink = try outputSink(command, arguments, paths: options.paths)
        let outcome = command.run(options)
        progress.finish()
        return show(outcome, of: command, arguments, sink)
    } catch {
        return error.status
    }
}

/// The command's options from the command line, the environment (GitHub's, a plugin's) and standard input; with
/// `--since`, the paths are the Swift files changed since the ref (none: nothing to do, said, exit 0).
func commandOptions(_ command: MigrationCommand, _ arguments: Arguments) throws(Exit) -> CommandOptions {
    var options = CommandOptions()
    options.paths = arguments.paths.isEmpty ? ["."] : arguments.paths
    if let ref = arguments.since {
        // The changed Swift files under the given paths; none is a run with nothing to do.
        switch Git.changedSwiftFiles(since: ref, in: Paths.absolute(options.paths[0])) {
        case .failure(let failure):
            printError("intent-migrate: --since \(ref): \(failure.message)")
            throw Exit(status: 2)
        case .success(let changed):
            let under = options.paths.map(Paths.absolute)
            let picked = changed.filter { file in under.contains { file == $0 || file.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
            guard !picked.isEmpty else {
                if !arguments.quiet { printError("intent-migrate: no Swift files changed since \(ref)") }
                throw Exit(status: 0)
            }
            options.paths = picked.map(Workspace.displayPath)
        }
    }
    options.config = arguments.config
    options.only = arguments.only?.map(PassID.init(rawValue:))
    options.skip = arguments.skip.map(PassID.init(rawValue:))
    options.floor = arguments.floor
    options.floorPolicy = arguments.floorPolicy
    options.placeholder = arguments.placeholder
    options.exclude = arguments.exclude
    options.includeUnbuilt = arguments.includeUnbuilt
    options.projectGraph = arguments.projectGraph
    options.maxFileSize = arguments.maxFileSize
    options.jobs = arguments.jobs ?? Processors.available
    options.verify = arguments.verify
    options.baseline = arguments.baseline
    options.writeBaseline = arguments.writeBaseline
    options.format = arguments.format
    options.failOn = arguments.failOn
    options.typeName = arguments.typeName
    options.exitCode = arguments.exitCode
    options.allowDirty = arguments.allowDirty
    options.allowHardLinks = arguments.allowHardLinks
    options.allowNoVCS = arguments.allowNoVCS
    options.absolutePaths = arguments.absolutePaths
    let environment = ProcessInfo.processInfo.environment
    options.invocation = Invocation(environment: environment)
    options.githubWorkspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
    options.stepSummary = command == .check ? environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil
    options.verbose = arguments.verbose
    if arguments.paths == ["-"] {
        options.standardInput = try standardInput()
        options.paths = [arguments.assumeFilename ?? "<stdin>"]
    }
    return options
}

/// All of standard input (an editor's buffer).
func standardInput() throws(Exit) -> [UInt8] {
    var input: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            printError("intent-migrate: can't read standard input: \(String(cString: strerror(errno)))")
            throw Exit(status: 2)
        }
        if n == 0 { return input }
        input += buffer[..<n]
    }
}

/// Where the patch or report goes: standard output, or `--output`, which must never land on a source it is about.
func outputSink(_ command: MigrationCommand, _ arguments: Arguments, paths: [String]) throws(Exit) -> Output {
    guard let output = arguments.output, output != "-" else { return .standardOutput }
    func refuse(_ message: String) -> Exit {
        printError("intent-migrate: \(message)")
        return Exit(status: 2)
    }
    if command == .apply { throw refuse("--output is for diff and check; apply writes the files themselves") }
    if paths.map(Paths.absolute).contains(Paths.absolute(output)) {
        throw refuse("--output \(output) is one of the paths being migrated; write the patch or report elsewhere")
    }
    if let refusal = ReportFile.refusal(output) { throw refuse(refusal) }
    let fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw refuse("can't write --output \(output)") }
    return Output(fd: fd)
}

/// The document on the sink, then the summary and findings on standard error; the command's exit status.
func show(_ outcome: CommandOutcome, of command: MigrationCommand, _ arguments: Arguments, _ sink: Output) -> Int32 {
    if outcome.exitStatus == 2 {
        for line in outcome.summary { printError(line) }
        return 2
    }
    // Colour on standard output by --color; in a file named by --output only with --color always.
    let toStandardOutput = arguments.output == nil || arguments.output == "-"
    let stdoutStyle = Style(fd: toStandardOutput ? 1 : sink.fd, mode: toStandardOutput || arguments.color == .always ? arguments.color : .never)
    // A patch and migrated code go out byte for byte; reports have names from project files, shown safely.
    let writeError = if let findings = outcome.reportFindings, stdoutStyle.enabled {
        emit(sink, stdoutStyle.lines(findings))
    } else if command == .diff {
        emit(sink, stdoutStyle.patch(outcome.document))
    } else if command == .apply || command == .scaffold {
        emit(sink, outcome.document)
    } else {
        emit(sink, outcome.document.terminalSafe)
    }
    if let writeError {
        printError("intent-migrate: can't write the \(command == .diff ? "patch" : "report") to \(arguments.output.map { $0 == "-" ? "standard output" : $0 } ?? "standard output"): \(writeError)")
        return 2
    }
    let style = Style(fd: 2, mode: arguments.color)
    if !arguments.quiet {
        for line in outcome.summary { printError(line) }
        if command != .check {
            let lines = style.lines(outcome.shownFindings)
            if !lines.isEmpty { emit(.standardError, lines) }
            if !outcome.newTools.isEmpty {
                printError("newly marked as tools (review each: is it something a person would ask Siri for?):")
                for (path, line, name) in outcome.newTools { printError("  \(path):\(line): \(name)") }
            }
        }
    } else if command != .check {
        // Even quiet, a file that was not processed is named.
        for finding in outcome.inputFindings { printError(finding.textLine) }
    }
    return outcome.exitStatus
}

extension Interrupts {
    /// Ctrl-C and SIGTERM ask the run to stop: the file being written is finished, the rest left as they were.
    static func installHandlers() {
        signal(SIGINT) { _ in Interrupts.request() }
        signal(SIGTERM) { _ in Interrupts.request() }
        // A closed terminal ends the run the same way: the file being written is finished, no temporary file is left.
        signal(SIGHUP) { _ in Interrupts.request() }
        // A parent may have started us with these blocked (they would then never arrive): take them.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

exit(run())
