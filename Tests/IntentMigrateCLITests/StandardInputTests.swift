import Foundation
import IntentMigrateKit
import Testing

/// `-` migrates an editor's buffer from standard input; `--color` colours the patch and the report.
@Suite struct StandardInputTests {
    static let package = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Crates", platforms: [.iOS(.v17)], targets: [.target(name: "Crates")])
    """

    func crates() throws -> URL {
        try scratch(["Package.swift": bytes(Self.package), "Sources/Crates/Shuffle.swift": bytes(toolIntent)])
    }

    @Test func applyPrintsWhatItWouldWriteAndWritesNothing() throws {
        let folder = try crates()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "Sources/Crates/Shuffle.swift"
        let buffer = Data(toolIntent.utf8)
        let piped = try run(binary, ["apply", "-", "--assume-filename", path], in: folder, stdin: buffer)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("@AppIntent(.tool)"))
        #expect(piped.stderr.contains("newly marked as tools") && piped.stderr.contains("\(path):3: ShuffleCrateIntent"), "\(piped.stderr)")
        #expect(piped.stderr.contains("1 changed (printed, not written)"), "\(piped.stderr)")
        // The file on disk is untouched, and apply on it writes exactly what was printed.
        #expect(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) == toolIntent)
        #expect(try tool(["apply", "--allow-no-vcs", path], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) == piped.stdout)
    }

    @Test func theAssumedNameGivesTheProjectAndItsFloor() throws {
        let folder = try crates()
        defer { try? FileManager.default.removeItem(at: folder) }
        let buffer = Data(#"""
        import AppIntents
        struct RefreshIntent: AppIntent {
            static let title: LocalizedStringResource = "Refresh"
            static var openAppWhenRun: Bool = false
            func perform() async throws -> some IntentResult { await Player.shared.play(); return .result() }
        }

        """#.utf8)
        // A new file of the package (not on disk yet): its floor is the package's iOS 17, so the gate is written.
        let diff = try run(binary, ["diff", "-", "--assume-filename", "Sources/Crates/Refresh.swift", "--only", "supported-modes"], in: folder, stdin: buffer)
        #expect(diff.status == 0)
        #expect(diff.stdout.contains("+++ b/Sources/Crates/Refresh.swift"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+    @available(iOS 26.0, *)"), "\(diff.stdout)")
        // Without a name it is `<stdin>`, migrated on its own with no floor.
        let check = try run(binary, ["check", "-"], in: folder, stdin: buffer)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("<stdin>:"), "\(check.stdout)")
        // Text that can't be migrated prints nothing for apply and fails with 3: the editor keeps its buffer.
        let binaryInput = try run(binary, ["apply", "-"], in: folder, stdin: Data([0x73, 0, 0x74]))
        #expect(binaryInput.status == 3 && binaryInput.stdout.isEmpty, "\(binaryInput)")
    }

    @Test func standardInputMisusesAreUsageErrors() throws {
        let folder = try crates()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["check", "-", "Sources"], ["check", "--assume-filename", "a.swift", "."], ["apply", "-", "--verify"],
                          ["project", "-"], ["diff", "--color", "sometimes"]] {
            let result = try run(binary, arguments, in: folder, stdin: Data())
            #expect(result.status == 2 && result.stdout.isEmpty && result.stderr.hasPrefix("intent-migrate: "), "\(arguments): \(result)")
        }
    }

    @Test func colorAlwaysColoursThePatchAndNeverDoesNot() throws {
        let folder = try crates()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The harness sets NO_COLOR: `always` wins over it, as in ripgrep and git.
        let always = try tool(["diff", "--color", "always"], in: folder)
        #expect(always.stdout.contains("\u{1B}[1mdiff --git a/Sources/Crates/Shuffle.swift b/Sources/Crates/Shuffle.swift\u{1B}[0m\n"))
        #expect(always.stdout.contains("\u{1B}[32m+@AppIntent(.tool)\u{1B}[0m\n"))
        #expect(always.stdout.contains("\u{1B}[36m@@ "))
        let check = try tool(["check", "--color=always"], in: folder)
        #expect(check.stdout.contains(" \u{1B}[33mwarning\u{1B}[0m: "))
        // Piped (auto) and never: plain, byte for byte the patch `git apply` takes.
        let plain = try tool(["diff"], in: folder)
        #expect(!plain.stdout.contains("\u{1B}") && !plain.stdout.isEmpty)
        #expect(try tool(["diff", "--color", "never"], in: folder).stdout == plain.stdout)
        #expect(try tool(["diff", "--color", "auto"], in: folder, environment: ["NO_COLOR": ""]).stdout == plain.stdout)
        // Stripping the colour gives the plain patch back.
        #expect(always.stdout.replacingOccurrences(of: #"\x{1B}\[[0-9]*m"#, with: "", options: .regularExpression) == plain.stdout)
    }
}
