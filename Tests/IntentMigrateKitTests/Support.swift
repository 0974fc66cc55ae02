import Foundation
@testable import IntentMigrateKit

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `passes` over one text as a one-file tree and returns the result.
func migrate(_ text: String, passes: [any Pass] = Passes.all, settings: Settings = Settings(), reportEdits: Bool = false) -> FileResult {
    migrate(bytes: Array(text.utf8), passes: passes, settings: settings, reportEdits: reportEdits)
}

/// The floor is `settings.floorOverride`, else unknown.
func migrate(bytes: [UInt8], passes: [any Pass] = Passes.all, settings: Settings = Settings(), reportEdits: Bool = false) -> FileResult {
    var index = TreeIndex()
    if let view = try? LexedView(bytes) { index.add(Outline(source: SourceText(bytes: bytes), view: view)) }
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

/// `swiftc -frontend -parse -enable-bare-slash-regex` on one file; nil when it parses, else the diagnostics.
func parseProblems(_ bytes: [UInt8]) -> String? {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Parse.swift")
    try! Data(bytes).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-frontend", "-parse", "-enable-bare-slash-regex", file.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try! process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    // Xcode placeholders refuse to compile by design; only that diagnostic is ignored.
    let errors = text.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("editor placeholder in source file") }
    return process.terminationStatus == 0 || errors.isEmpty ? nil : text
}
