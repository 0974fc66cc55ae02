import Foundation
@testable import IntentMigrateKit

/// The repository root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `passes` over one text as a one-file tree and returns the result.
func migrate(_ text: String, passes: [any Pass] = Passes.all, settings: Settings = Settings(), reportEdits: Bool = false) -> FileResult {
    migrate(bytes: Array(text.utf8), passes: passes, settings: settings, reportEdits: reportEdits)
}

func migrate(bytes: [UInt8], passes: [any Pass] = Passes.all, settings: Settings = Settings(), reportEdits: Bool = false) -> FileResult {
    var index = TreeIndex()
    if let view = try? LexedView(bytes) { index.add(Outline(source: SourceText(bytes: bytes), view: view)) }
    return Pipeline(passes: passes).run(path: "Test.swift", bytes: bytes, index: index, settings: settings, reportEdits: reportEdits)
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
