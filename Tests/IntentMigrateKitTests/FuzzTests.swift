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

/// SplitMix64: a small deterministic generator, so a failing iteration can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Mutates real inputs (the samples and every case) and checks the pipeline's promises on each.
/// `FUZZ_ITERATIONS` raises the count (`make fuzz`); the seed is fixed, so runs repeat.
@Suite struct FuzzTests {
    static let corpus: [[UInt8]] = {
        var files: [URL] = []
        for folder in ["Samples", "Migrations"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift", url.lastPathComponent != "expected.swift" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }.compactMap { try? [UInt8](Data(contentsOf: $0)) }
    }()

    static let strays: [String] = ["\"", "{", "}", "(", ")", "/*", "*/", "#if os(iOS)", "#endif", "\"\"\"", "#/", "/", "\\(", "//", "@AppIntent(.tool)", "return .result()", "'", "é", "\r\n"]

    static func mutate(_ bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            guard !lines.isEmpty else { break }
            let i = Int.random(in: 0..<lines.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: lines.remove(at: i)
            case 1: lines.insert(lines[i], at: i)
            case 2: lines.swapAt(i, Int.random(in: 0..<lines.count, using: &rng))
            case 3:
                // Cut the file at a random point.
                let flat = Array(lines.joined(separator: [0x0A]))
                let cut = Int.random(in: 0...flat.count, using: &rng)
                lines = Array(flat[..<cut]).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            default:
                let stray = Array(strays.randomElement(using: &rng)!.utf8)
                let at = Int.random(in: 0...lines[i].count, using: &rng)
                lines[i].insert(contentsOf: stray, at: at)
            }
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    /// Saves a failing input where a person can replay it: `$TMPDIR/intent-migrate-fuzz/<iteration>.swift`.
    static func keep(_ input: [UInt8], _ iteration: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intent-migrate-fuzz")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(input).write(to: folder.appendingPathComponent("\(iteration).swift"))
    }

    @Test(.timeLimit(.minutes(10)))
    func mutatedInputsKeepThePromises() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"] ?? "") ?? 2000
        var rng = SeededGenerator(state: 0x1D_E11E)
        var settings = Settings()
        settings.floorOverride = DeploymentFloor.parse("iOS=27.3,macOS=27.3")
        var accepted = 0, rejected = 0, changed = 0
        for iteration in 0..<iterations {
            let original = FuzzTests.corpus[Int.random(in: 0..<FuzzTests.corpus.count, using: &rng)]
            let input = FuzzTests.mutate(original, &rng)
            let result = migrate(bytes: input, settings: settings)
            let context = "iteration \(iteration)"
            guard result.failure == nil else {
                // Rejected: nothing changes.
                rejected += 1
                #expect(result.migrated == input, "\(context): a rejected file was changed")
                #expect(!result.failure!.contains("internal error"), "\(context): \(result.failure!)")
                continue
            }
            accepted += 1
            if result.changed { changed += 1 }
            // The output still lexes and balances.
            let lexes = (try? LexedView(result.migrated)) != nil
            // Idempotent.
            let again = migrate(bytes: result.migrated, settings: settings)
            let idempotent = again.migrated == result.migrated
            if !lexes || !idempotent { FuzzTests.keep(input, iteration) }
            #expect(lexes, "\(context): output no longer lexes")
            #expect(idempotent, "\(context): a second run changed the output")
            // Comments and literals kept.
            if try !expectLiteralsAndCommentsKept(input, result.migrated, context: context) { FuzzTests.keep(input, iteration) }
        }
        print("fuzz: \(iterations) iterations, \(accepted) accepted (\(changed) changed), \(rejected) rejected")
        #expect(accepted > iterations / 10 && rejected > 0, "the mutations should exercise both paths")
    }
}
