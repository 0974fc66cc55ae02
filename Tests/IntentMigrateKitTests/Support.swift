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

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `passes` over one text as a one-file tree and returns the result.
func migrate(_ text: String, passes: [any Pass] = Passes.all, settings: Settings = Settings(), reportEdits: Bool = false) -> FileResult {
    migrate(bytes: Array(text.utf8), passes: passes, settings: settings, reportEdits: reportEdits)
}

/// The floor is `settings.floorOverride`, else unknown.
func migrate(bytes: [UInt8], passes: [any Pass] = Passes.all, settings: Settings = Settings(), reportEdits: Bool = false) -> FileResult {
    var index = TreeIndex(collecting: Passes.collectedFacts)
    if let view = try? LexedView(bytes) { index.add(Outline(source: SourceText(bytes: bytes), view: view), view: view, bytes: bytes) }
    return Pipeline(passes: passes).run(path: "Test.swift", bytes: bytes, index: index, settings: settings,
                                        floor: settings.floorOverride ?? .unknown, reportEdits: reportEdits)
}

/// Settings from a case's `args` line: `--floor …`, `--floor-policy …`.
func settings(fromArguments line: String) throws -> Settings {
    var settings = Settings()
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)[...]
    while let option = words.popFirst() {
        guard let value = words.popFirst() else { throw CaseArgumentError(text: line) }
        switch option {
        case "--floor": settings.floorOverride = try DeploymentFloor.parse(value).orThrow(CaseArgumentError(text: line))
        case "--floor-policy": settings.floorPolicy = try FloorPolicy(rawValue: value).orThrow(CaseArgumentError(text: line))
        case "--placeholder": settings.placeholder = try PlaceholderStyle(rawValue: value).orThrow(CaseArgumentError(text: line))
        default: throw CaseArgumentError(text: line)
        }
    }
    return settings
}

struct CaseArgumentError: Error { let text: String }

extension Optional {
    func orThrow(_ error: some Error) throws -> Wrapped {
        guard let self else { throw error }
        return self
    }
}

/// A temporary folder, removed by the caller with `cleanup`.
func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("intent-migrate-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The executable `name` in the first folder of `searchPath` (a `PATH`-style list) that has one.
func executable(named name: String, searchPath: String?) -> URL? {
    for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

/// `swiftc -frontend -parse -enable-bare-slash-regex` on one file; nil when it parses, else the diagnostics.
/// `swiftc` is looked for on `searchPath` (`PATH`). An oracle that can't run must not pass: when there is no `swiftc`,
/// or it can't be run, or it fails without saying why, an Issue is recorded (and nil returned).
func parseProblems(_ bytes: [UInt8], searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
                   sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    guard let swiftc = executable(named: "swiftc", searchPath: searchPath) else {
        Issue.record("the Swift toolchain is missing: no swiftc on PATH (\(searchPath ?? "unset")), so the output can't be parsed",
                     sourceLocation: sourceLocation)
        return nil
    }
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Parse.swift")
    try! Data(bytes).write(to: file)
    let process = Process()
    process.executableURL = swiftc
    process.arguments = ["-frontend", "-parse", "-enable-bare-slash-regex", file.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        Issue.record("the Swift toolchain can't be run (\(swiftc.path)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    if process.terminationStatus == 0 { return nil }
    let allErrors = text.split(separator: "\n").filter { $0.contains("error:") }
    guard !allErrors.isEmpty else {
        Issue.record("\(swiftc.path) failed (status \(process.terminationStatus)) without a diagnostic:\n\(text)", sourceLocation: sourceLocation)
        return nil
    }
    // Xcode placeholders refuse to compile by design; only that diagnostic is ignored.
    let errors = allErrors.filter { !$0.contains("editor placeholder in source file") }
    return errors.isEmpty ? nil : text
}
