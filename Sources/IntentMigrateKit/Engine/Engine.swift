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

    public init(paths: [String], passes: [any Pass], settings: Settings = Settings(), jobs: Int = Processors.available, reportEdits: Bool = false) {
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
    /// Files migrated with no deployment floor found for them (each platform taken at its first App Intents release).
    public let withoutFloor: [String]
}

/// Runs the pipeline over a tree: walk, prefilter and index, then each file in parallel.
public enum Engine {
    public static func run(_ request: RunRequest) throws -> RunOutcome {
        let workspace = try Workspace(paths: request.paths, exclude: request.exclude)
        let files = workspace.files
        let prefilter = prefilter(for: request.passes)
        let maxFileSize = request.maxFileSize
        let counter = ProgressCounter(total: files.count, report: request.progress)

        // First scan: every file is read and checked; the files the prefilter keeps give the index its facts.
        let scans = parallelMap(files, jobs: request.jobs) { path -> Scan in
            counter.tick()
            let shown = Workspace.displayPath(path)
            switch readFile(path, limit: maxFileSize) {
            case .unreadable:
                return .failed(.failed(path: shown, bytes: [], reason: "unreadable; left untouched"))
            case .tooLarge(let size):
                return .failed(.failed(path: shown, bytes: [], reason: "larger than \(maxFileSize) bytes (\(size)); skipped, left untouched"))
            case .bytes(let bytes):
                if let problem = inputProblem(bytes) { return .failed(.failed(path: shown, bytes: bytes, reason: problem)) }
                return prefilter.wants(bytes) ? .relevant(facts(of: bytes)) : .skip
            }
        }
        var index = TreeIndex()
        var relevant = scans.map { scan in
            if case .relevant(let facts) = scan { index.merge(facts); return true }
            if case .failed = scan { return true }
            return false
        }
        // Conformers of the tree's own intent protocols may name none of the prefilter's words: the files that
        // name those protocols are read again, until the index learns no new one.
        var covered = Set(prefilter.words)
        while case let learned = index.treeProtocols(refining: IntentProtocols.all).filter({ name in !covered.contains { name.mentions($0) } }),
              !learned.isEmpty {
            covered.formUnion(learned)
            let more = Prefilter(words: Array(learned))
            let skipped = files.indices.filter { !relevant[$0] }
            let found = parallelMap(skipped, jobs: request.jobs) { i -> TreeIndex? in
                guard case .bytes(let bytes) = readFile(files[i], limit: maxFileSize), more.wants(bytes) else { return nil }
                return facts(of: bytes)
            }
            for (i, facts) in zip(skipped, found) {
                guard let facts else { continue }
                index.merge(facts)
                relevant[i] = true
            }
        }

        // Then each relevant file is migrated.
        let pipeline = Pipeline(passes: request.passes)
        let floors = FloorFinder(listed: workspace.listedFolders)
        let work = files.indices.filter { relevant[$0] }
        let finalIndex = index
        let results = parallelMap(work, jobs: request.jobs) { i -> FileResult in
            if case .failed(let result) = scans[i] { return result }
            let path = files[i]
            guard case .bytes(let bytes) = readFile(path, limit: .max) else {
                return .failed(path: Workspace.displayPath(path), bytes: [], reason: "unreadable; left untouched")
            }
            return pipeline.run(path: Workspace.displayPath(path), bytes: bytes, index: finalIndex, settings: request.settings,
                                floor: request.settings.floorOverride ?? floors.floor(forFile: path), reportEdits: request.reportEdits)
        }

        return RunOutcome(filesScanned: files.count, results: results.filter { $0.changed || !$0.findings.isEmpty || $0.failure != nil },
                          withoutFloor: results.filter { $0.floor.map { !$0.isKnown } ?? false }.map(\.path))
    }

    /// What the first scan makes of a file.
    enum Scan: Sendable {
        case skip
        case relevant(TreeIndex)
        case failed(FileResult)
    }

    /// The prefilter for a run of these passes: their words, and the index's (it needs every file that
    /// declares intents or entities, whichever passes run).
    public static func prefilter(for passes: [any Pass]) -> Prefilter {
        Prefilter(words: passes.flatMap(\.triggerWords) + TreeIndex.triggerWords)
    }

    /// The facts one file contributes to the index (nothing when it doesn't lex: the pipeline reports it).
    static func facts(of bytes: [UInt8]) -> TreeIndex {
        var facts = TreeIndex()
        if let view = try? LexedView(bytes) { facts.add(Outline(bytes: bytes, view: view)) }
        return facts
    }
}

/// Counts scanned files for a progress callback.
final class ProgressCounter: @unchecked Sendable {
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?
    private var done = 0
    private let lock = Lock()

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
