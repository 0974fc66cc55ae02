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

/// Mutates the project files of the samples and the tree cases (`project.pbxproj`, `Package.swift`, `project.yml`, Tuist
/// `Project.swift`, `.xcconfig` includes), and now and then swaps one for a link (to itself, its folder, `/dev/zero`):
/// every reader gives a project or a `ProjectReadError`, never a crash or a hang, and the model built over the tree
/// places every file. `PROJECT_FUZZ_ITERATIONS` raises the count (`make fuzz`); the seed is fixed, so runs repeat.
@Suite struct ProjectFuzzTests {
    /// Each project file with its name, and an `.xcconfig` the pbxproj ones can include.
    static let corpus: [(name: String, bytes: [UInt8])] = {
        var files: [(String, [UInt8])] = []
        for folder in ["Samples", "Migrations"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let name = url.lastPathComponent
                guard ["project.pbxproj", "Package.swift", "project.yml", "Project.swift"].contains(name) || url.pathExtension == "xcconfig",
                      !url.path.contains("/out/"), let bytes = try? [UInt8](Data(contentsOf: url)) else { continue }
                files.append((name, bytes))
            }
        }
        return files.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1.count < $1.1.count) }
    }()

    /// What the formats are made of: brackets, separators, includes, anchors, merge keys, escapes, deep nesting.
    static let strays: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", ";", "=", ":", ",", "- ", "\t", "\\", "\\U", "\\0", "/*", "*/", "//",
        "#include \"Base.xcconfig\"", "#include \"/dev/zero\"", "#include? \"../../x.xcconfig\"", "include: [base.yml]",
        "&a ", "*a", "<<: *a", "templates: [T]", "path: \"..\"", "path: \"/\"", "sources: ../..", ".target(name: \"X\", path: \"..\")",
        String(repeating: "[", count: 600), String(repeating: "{", count: 600), String(repeating: "(", count: 600), "é", "\r\n",
    ]

    @Test(.timeLimit(.minutes(10)))
    func mutatedProjectFilesAreReadOrRefused() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["PROJECT_FUZZ_ITERATIONS"] ?? "") ?? 300
        var rng = SeededGenerator(state: 0x9E0_1EC7)
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let root = Paths.absolute(folder.path)
        try Data("import AppIntents\nstruct A: AppIntent { static let title: LocalizedStringResource = \"A\"; func perform() async throws -> some IntentResult { .result() } }\n".utf8)
            .write(to: folder.appendingPathComponent("Sources/App/A.swift", isDirectory: false).creatingFolder())
        var read = 0, refused = 0
        for iteration in 0..<iterations {
            let (name, original) = ProjectFuzzTests.corpus[Int.random(in: 0..<ProjectFuzzTests.corpus.count, using: &rng)]
            var input = original
            for _ in 0..<Int.random(in: 1...3, using: &rng) { input = ProjectFuzzTests.mutate(input, &rng) }
            // Where the file goes: an Xcode project's pbxproj in its bundle; an xcconfig beside a pbxproj that includes it.
            let path = name == "project.pbxproj" ? root + "/App.xcodeproj/project.pbxproj" : root + "/" + name
            let entry = name == "project.pbxproj" ? root + "/App.xcodeproj" : path
            for stale in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where stale != ".git" && stale != "Sources" {
                try? FileManager.default.removeItem(atPath: root + "/" + stale)
            }
            try FileManager.default.createDirectory(atPath: Paths.parent(of: path), withIntermediateDirectories: true)
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case 1: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
            case 2: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: ".")
            default: try Data(input).write(to: URL(fileURLWithPath: path))
            }
            if name.hasSuffix(".xcconfig") {
                // The xcconfig is read through a project that bases its configuration on it.
                try Data(HostileProjectFileTests.pbxproj.utf8).write(to: URL(fileURLWithPath: root + "/App.xcodeproj/project.pbxproj").creatingFolder())
                if name != "Config.xcconfig" { try? FileManager.default.moveItem(atPath: path, toPath: root + "/Config.xcconfig") }
            }
            let context = "iteration \(iteration) (\(name))"
            do throws(ProjectReadError) {
                switch name {
                case "project.pbxproj": _ = try XcodeProjectReader.read(entry)
                case "Package.swift": _ = try PackageManifestReader.read(entry)
                case "project.yml": _ = try XcodeGenReader.read(entry)
                case "Project.swift": _ = try TuistProjectReader.read(entry)
                default: _ = try XcodeProjectReader.read(root + "/App.xcodeproj")
                }
                read += 1
            } catch {
                refused += 1
                #expect(!error.reason.isEmpty, "\(context): a refusal without a reason")
            }
            // The model over the tree places the file, whatever the project file says.
            let workspace = try Workspace(paths: [root])
            let model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots)
            #expect(model.placements.count == workspace.files.count, "\(context): a file without a place")
        }
        print("project fuzz: \(iterations) iterations, \(read) read, \(refused) refused")
        #expect(read > 0 && refused > 0, "the mutations should exercise both paths")
    }

    static func mutate(_ bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        guard !lines.isEmpty else { return bytes }
        let i = Int.random(in: 0..<lines.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: lines.remove(at: i)
        case 1: lines.insert(lines[i], at: i)
        case 2: lines.swapAt(i, Int.random(in: 0..<lines.count, using: &rng))
        default:
            let stray = Array(strays.randomElement(using: &rng)!.utf8)
            lines[i].insert(contentsOf: stray, at: Int.random(in: 0...lines[i].count, using: &rng))
        }
        return Array(lines.joined(separator: [0x0A]))
    }
}

private extension URL {
    /// The URL, with its folder made.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
