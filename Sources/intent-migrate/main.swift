import Foundation
import IntentMigrateKit

/// Standard error, unbuffered.
func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

/// Where the patch or the report goes.
struct Sink {
    let handle: FileHandle
    func write(_ text: String) { handle.write(Data(text.utf8)) }
}

func run() -> Int32 {
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
        for pass in Passes.all { print("\(pass.id.padding(toLength: 16, withPad: " ", startingAt: 0)) on   \(pass.summary)") }
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
    let passes: [any Pass]
    switch Passes.select(only: arguments.only, skip: arguments.skip) {
    case .success(let selected): passes = selected
    case .failure(let error): printError("intent-migrate: \(error)"); return 2
    }
    var settings = Settings()
    settings.floorOverride = arguments.floor
    if let policy = arguments.floorPolicy { settings.floorPolicy = policy }
    if let style = arguments.placeholder { settings.placeholder = style }
    let request = RunRequest(paths: arguments.paths.isEmpty ? ["."] : arguments.paths, passes: passes, settings: settings,
                             jobs: arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                             reportEdits: command == .check)
    let outcome: RunOutcome
    do {
        outcome = try Engine.run(request)
    } catch {
        printError("intent-migrate: \(error)")
        return 2
    }
    var sink = Sink(handle: .standardOutput)
    if let output = arguments.output {
        guard FileManager.default.createFile(atPath: output, contents: nil), let handle = FileHandle(forWritingAtPath: output) else {
            printError("intent-migrate: can't write --output \(output)")
            return 2
        }
        sink = Sink(handle: handle)
    }
    var failed = outcome.results.contains { $0.failure != nil }
    var written = 0

    switch command {
    case .diff:
        for result in outcome.results where result.changed {
            let root = Workspace.gitRoot(of: result.path) ?? FileManager.default.currentDirectoryPath
            sink.write(UnifiedDiff.patch(path: Workspace.relative(result.path, to: root), old: result.original, new: result.migrated))
        }
    case .apply:
        for result in outcome.results where result.changed {
            do {
                try FileWriter.replace(result.path, with: result.migrated)
                written += 1
            } catch {
                printError("\(result.path): error: \(error) [input]")
                failed = true
            }
        }
    case .check:
        let report = outcome.results.flatMap(\.findings).sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        for finding in report { sink.write(finding.textLine + "\n") }
    default:
        break
    }

    let changed = outcome.results.filter(\.changed)
    if !arguments.quiet {
        let all = outcome.results.flatMap { command == .apply ? $0.migratedFindings : $0.findings }
        var counts: [String: Int] = [:]
        for finding in all { counts[finding.id, default: 0] += 1 }
        let byPass = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let verb = command == .apply ? "changed" : command == .diff ? "would change" : "need migration"
        printError("intent-migrate: \(outcome.filesScanned) files scanned, \(changed.count) \(verb)"
                   + (command == .apply ? " (\(written) written)" : "") + (byPass.isEmpty ? "" : "; findings: \(byPass)"))
        for note in outcome.notes { printError("note: \(note)") }
        if command != .check {
            for finding in all where finding.severity >= .warning || arguments.verbose {
                printError(finding.textLine)
            }
            let tools = outcome.results.flatMap { result in result.newTools.map { (result.path, $0.line, $0.name) } }
            if !tools.isEmpty {
                printError("newly marked as tools (review each: is it something a person would ask Siri for?):")
                for (path, line, name) in tools { printError("  \(path):\(line): \(name)") }
            }
        } else if all.isEmpty == false {
            // check prints findings on stdout; the summary above is enough on stderr.
        }
    }

    if failed { return 3 }
    switch command {
    case .check:
        return outcome.results.flatMap(\.findings).contains { $0.severity >= .warning } ? 1 : 0
    case .diff:
        return arguments.exitCode && !changed.isEmpty ? 1 : 0
    default:
        return 0
    }
}

exit(run())
