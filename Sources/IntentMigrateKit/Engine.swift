import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the tool does: which files, which passes, with what settings.
public struct RunRequest: Sendable {
    public var paths: [String]
    public var passes: [any Pass]
    public var settings: Settings
    public var jobs: Int
    /// Report every edit as a warning (`check`).
    public var reportEdits: Bool
    /// Globs of paths to leave out (`--exclude`, config `exclude`).
    public var exclude: [String] = []
    /// Files larger than this are skipped as `input` findings.
    public var maxFileSize: Int = 8 * 1024 * 1024
    /// Called as files are scanned: (done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(paths: [String], passes: [any Pass], settings: Settings = Settings(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount, reportEdits: Bool = false) {
        self.paths = paths
        self.passes = passes
        self.settings = settings
        self.jobs = max(1, jobs)
        self.reportEdits = reportEdits
    }
}

/// The outcome of a run: one result per file that had anything to say, in walk order.
public struct RunOutcome: Sendable {
    public let filesScanned: Int
    /// Results for files that changed, had findings, or failed.
    public let results: [FileResult]
    /// Notes about the run as a whole (said once, not per file).
    public let notes: [String]
}

/// Runs the pipeline over a tree: walk, prefilter, index, then each file in parallel.
public enum Engine {
    public static func run(_ request: RunRequest) throws -> RunOutcome {
        let workspace = try Workspace(paths: request.paths, exclude: request.exclude)
        let files = workspace.files
        // The index needs every file that declares intents or entities, whichever passes run.
        let prefilter = Prefilter(words: request.passes.flatMap(\.triggerWords) + TreeIndex.triggerWords)

        // Pass 1: read, validate, and collect tree-wide facts from the files worth a look.
        enum Scan: Sendable { case skip, relevant(TreeIndex), failed(FileResult) }
        let maxFileSize = request.maxFileSize
        let counter = ProgressCounter(total: files.count, report: request.progress)
        var scans = parallelMap(files, jobs: request.jobs) { path -> Scan in
            counter.tick()
            if let size = fileSize(path), size > maxFileSize {
                return .failed(.failed(path: Workspace.displayPath(path), bytes: [],
                                       reason: "larger than \(maxFileSize) bytes (\(size)); skipped, left untouched"))
            }
            guard let bytes = readFile(path) else {
                return .failed(.failed(path: Workspace.displayPath(path), bytes: [], reason: "unreadable; left untouched"))
            }
            if let problem = inputProblem(bytes) {
                return .failed(.failed(path: Workspace.displayPath(path), bytes: bytes, reason: problem))
            }
            guard prefilter.wants(bytes) else { return .skip }
            return .relevant(indexFacts(bytes))
        }
        var index = TreeIndex()
        for case .relevant(let facts) in scans { index.merge(facts) }
        // Conformers of the tree's own intent protocols may name nothing the prefilter knows.
        var extraNames = Prefilter.uncovered(index.treeProtocols(refining: IntentProtocols.all), by: prefilter)
        while !extraNames.isEmpty {
            let names = extraNames
            let more = Prefilter(words: Array(names))
            let skipped = scans.indices.filter { if case .skip = scans[$0] { return true } else { return false } }
            var found = false
            for i in skipped {
                guard let bytes = readFile(files[i]), more.wants(bytes) else { continue }
                let facts = indexFacts(bytes)
                index.merge(facts)
                scans[i] = .relevant(facts)
                found = true
            }
            let covered = names
            extraNames = found ? Prefilter.uncovered(index.treeProtocols(refining: IntentProtocols.all), by: prefilter).subtracting(covered) : []
        }

        // Pass 2: migrate each relevant file.
        let finalIndex = index
        let finalScans = scans
        let floors = FloorFinder()
        let work = files.indices.filter { if case .skip = scans[$0] { return false } else { return true } }
        let results = parallelMap(work, jobs: request.jobs) { i -> FileResult in
            let path = files[i]
            if case .failed(let result) = finalScans[i] { return result }
            guard let bytes = readFile(path) else {
                return .failed(path: Workspace.displayPath(path), bytes: [], reason: "unreadable; left untouched")
            }
            let pipeline = Pipeline(passes: request.passes)
            let floor = request.settings.floorOverride ?? floors.floor(forFile: path)
            return pipeline.run(path: Workspace.displayPath(path), bytes: bytes, index: finalIndex,
                                settings: request.settings, floor: floor, reportEdits: request.reportEdits)
        }
        var notes: [String] = []
        let unknown = results.filter { $0.floor.map { !$0.isKnown } ?? false }
        if !unknown.isEmpty {
            let assumed = DeploymentFloor.unknown.describe(DeploymentFloor.unknown.platforms)
            notes.append("no deployment target found for \(unknown.count) file(s) (e.g. \(unknown[0].path)); "
                         + "taking each platform at its first App Intents release (\(assumed)); set one with --floor")
        }
        return RunOutcome(filesScanned: files.count, results: results.filter { $0.changed || !$0.findings.isEmpty || $0.failure != nil },
                          notes: notes)
    }

    /// The facts one file contributes to the index (nothing when it doesn't lex: it is reported later).
    static func indexFacts(_ bytes: [UInt8]) -> TreeIndex {
        var facts = TreeIndex()
        if let view = try? LexedView(bytes) {
            facts.add(Outline(source: SourceText(bytes: bytes), view: view))
        }
        return facts
    }

    /// The file's size in bytes, or nil when it can't be read.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The file's bytes, or nil when it can't be read.
    public static func readFile(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Maps `items` on `jobs` threads; results keep the order of `items`.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        if jobs <= 1 || items.count < 2 { return items.map(transform) }
        let box = ParallelResults<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
            while true {
                box.lock.lock()
                let i = box.next
                box.next += 1
                box.lock.unlock()
                guard i < items.count else { return }
                let value = transform(items[i])
                box.lock.lock()
                box.results[i] = value
                box.lock.unlock()
            }
        }
        return box.results.map { $0! }
    }
}

/// Counts scanned files for a progress callback.
final class ProgressCounter: @unchecked Sendable {
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?
    var done = 0
    let lock = NSLock()

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func tick() {
        guard let report else { return }
        lock.lock()
        done += 1
        let value = done
        lock.unlock()
        if value % 64 == 0 || value == total { report(value, total) }
    }
}

/// Results of a parallel map, filled under a lock.
final class ParallelResults<R: Sendable>: @unchecked Sendable {
    var results: [R?]
    var next = 0
    let lock = NSLock()
    init(count: Int) { results = Array(repeating: nil, count: count) }
}

/// A cheap scan that dismisses files no pass cares about, built from the passes' trigger words.
public struct Prefilter: Sendable {
    let pattern: Pattern
    let words: [String]

    public init(passes: [any Pass]) { self.init(words: passes.flatMap(\.triggerWords)) }

    public init(words: [String]) {
        let unique = Array(Set(words)).sorted()
        self.words = unique
        let alternation = unique.map { Prefilter.escape($0) }.joined(separator: "|")
        pattern = Pattern(literal: unique.isEmpty ? "(?!)" : alternation, utf: false)
    }

    /// True when the file mentions any trigger word.
    public func wants(_ bytes: [UInt8]) -> Bool { pattern.firstMatch(in: bytes) != nil }

    /// Names none of whose text contains a trigger word.
    static func uncovered(_ names: Set<String>, by prefilter: Prefilter) -> Set<String> {
        names.filter { name in !prefilter.words.contains { name.contains($0) } }
    }

    static func escape(_ word: String) -> String {
        var out = ""
        for c in word {
            if "\\^$.|?*+()[]{}".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
