#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
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
    /// How much lexed text the first pass may keep for the second (beyond it, files are lexed twice).
    public var lexedCacheBytes: Int = 24 * 1024 * 1024
    /// Called with each result worth reporting as soon as it and every one before it are ready, in walk
    /// order, one call at a time (`diff` writes its patch as it goes).
    public var onResult: (@Sendable (FileResult) -> Void)?
    /// Keep each file's text in the outcome; without it results are kept slim (`withoutText()`), so a
    /// streamed run holds no file's text longer than it takes to migrate and report it.
    public var keepsText = true
    /// Work out where each finding lands in the migrated text (`FileResult.migratedFindings`, which only
    /// `apply` prints); without it they are left empty.
    public var migratedPositions = true
    /// Called as files are scanned: (done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Each result with findings carries its lines of the text report (`FileResult.reportText`), made on the
    /// worker that migrated the file: the report is then put together without rendering on one thread.
    public var rendersReportText = false

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
    /// Notes about the run as a whole (said once, not per file).
    public let notes: [String]
}

/// Runs the pipeline over a tree: walk, prefilter, index, then each file in parallel.
public enum Engine {
    public static func run(_ request: RunRequest) throws -> RunOutcome {
        let (outcome, leftovers) = try runKeepingLeftovers(request)
        freeElsewhere(leftovers)
        return outcome
    }

    /// What a run builds up and no longer needs at the end: a slot per file, the paths, the index.
    struct Leftovers: Sendable {
        let scans: any Sendable, files: [String], index: [TreeIndex]
    }

    /// Frees `value` on another thread, not waited for: what a large run built up takes a millisecond or
    /// more to free (about 2% of `check` on 5,000 files), which the caller, about to print its report, has
    /// no need to wait for. The block holds the only reference, so the freeing always happens there.
    static func freeElsewhere<T: Sendable>(_ value: consuming T) {
        let box = Unmanaged.passRetained(Box(value))
        DispatchQueue.global(qos: .utility).async { box.release() }
    }

    final class Box<T: Sendable>: Sendable {
        let value: T
        init(_ value: consuming T) { self.value = value }
    }

    static func runKeepingLeftovers(_ request: RunRequest) throws -> (RunOutcome, Leftovers) {
        let workspace = try Workspace(paths: request.paths, exclude: request.exclude, jobs: request.jobs)
        let files = workspace.files
        let prefilter = prefilter(for: request.passes)

        // Pass 1: read, validate, and collect tree-wide facts from the files worth a look.
        // Boxed cases: one slot per file of the tree stays a pointer wide (most files are `skip`).
        // The facts go into each worker's own index (merged once at the end, not file by file).
        enum Scan: Sendable {
            case skip
            indirect case relevant(ScannedFile?)
            indirect case failed(FileResult)
        }
        let pipeline = Pipeline(passes: request.passes)
        let budget = MemoryBudget(bytes: request.lexedCacheBytes)
        let maxFileSize = request.maxFileSize
        let counter = ProgressCounter(total: files.count, report: request.progress)
        var (scans, workerFacts) = parallelMap(files, jobs: request.jobs, accumulating: TreeIndex.init) { path, facts -> Scan in
            counter.tick()
            // Read into a temporary buffer; only a file worth keeping becomes an array.
            let outcome = withContents(of: path, limit: maxFileSize, kept: { $0.bytes != nil }) { contents -> (problem: String?, bytes: [UInt8]?) in
                // Every file is checked for what would make it unsafe to touch (cheap, vectorized); a file
                // no pass cares about is then dismissed after one scan, without lexing.
                if let problem = inputProblem(contents) { return (problem, Array(contents)) }
                return prefilter.wants(contents) ? (nil, Array(contents)) : (nil, nil)
            }
            let bytes: [UInt8]
            switch outcome {
            case .bytes((let problem?, let read)):
                return .failed(.failed(path: Workspace.displayPath(path), bytes: read ?? [], reason: problem))
            case .bytes((nil, let read)):
                guard let read else { return .skip }
                bytes = read
            case .tooLarge(let size):
                return .failed(.failed(path: Workspace.displayPath(path), bytes: [],
                                       reason: "larger than \(maxFileSize) bytes (\(size)); skipped, left untouched"))
            case .unreadable:
                return .failed(.failed(path: Workspace.displayPath(path), bytes: [], reason: "unreadable; left untouched"))
            }
            // The facts are kept, and while the budget lasts what pass 2 needs not to read or lex the whole
            // file again: memory stays bounded however many files there are. A large file is skimmed (no
            // tokens inside function bodies): the facts and what can be hollowed come out the same.
            let skims = bytes.count >= Engine.skimmedSize
            guard let view = try? (skims ? LexedView.skimming(bytes) : LexedView(bytes)) else { return .relevant(nil) }
            let outline = Outline(bytes: bytes, view: view)
            facts.add(outline)
            let candidates = pipeline.focus.candidates(bytes: bytes, view: view, outline: outline)
            // A file that can be hollowed keeps its bytes and candidates only (pass 2 lexes the small hollowed
            // text); any other keeps its tokens and outline, unless skimmed (pass 2 lexes it whole).
            let scanned = pipeline.focus.worthHollowing(candidates)
                ? ScannedFile(bytes: bytes, lexed: nil, candidates: candidates)
                : ScannedFile(bytes: bytes, lexed: skims ? nil : (view, outline), candidates: [])
            return .relevant(budget.take(scanned.estimatedSize) ? scanned : nil)
        }
        // The largest worker index takes in the others.
        workerFacts.sort { $0.size > $1.size }
        // Taken out of the list, not copied: merged into while the list still held it, each of its tables was
        // copied whole first.
        var index = workerFacts.isEmpty ? TreeIndex() : workerFacts.removeFirst()
        index.merge(workerFacts)
        // Conformers of the tree's own intent protocols may name nothing the prefilter knows.
        var extraNames = Prefilter.uncovered(index.treeProtocols(refining: IntentProtocols.all), by: prefilter)
        while !extraNames.isEmpty {
            let names = extraNames
            let more = Prefilter(words: Array(names))
            let skipped = scans.indices.filter { if case .skip = scans[$0] { return true } else { return false } }
            var found = false
            for i in skipped {
                guard let bytes = readFile(files[i]), more.wants(bytes), inputProblem(bytes) == nil else { continue }
                index.merge(indexFacts(bytes))
                scans[i] = .relevant(nil)
                found = true
            }
            let covered = names
            extraNames = found ? Prefilter.uncovered(index.treeProtocols(refining: IntentProtocols.all), by: prefilter).subtracting(covered) : []
        }

        // Pass 2: migrate each relevant file.
        let finalIndex = index
        let finalScans = scans
        let floors = FloorFinder(listed: workspace.listedFolders)
        let work = files.indices.filter { if case .skip = scans[$0] { return false } else { return true } }
        let keepsText = request.keepsText
        let onResult = request.onResult
        let rendersReportText = request.rendersReportText
        // Keep only what the summary needs (and, with `onResult`, report first, in order, one at a time).
        let finish: @Sendable (FileResult) -> FileResult = { result in
            guard result.changed || !result.findings.isEmpty || result.failure != nil else { return result.withoutText() }
            var result = result
            if rendersReportText && !result.findings.isEmpty { result.reportText = TextReport.lines(of: result.findings) }
            onResult?(result)
            return keepsText ? result : result.withoutText()
        }
        let migrate: @Sendable (Int) -> FileResult = { i -> FileResult in
            let path = files[i]
            var cached: ScannedFile?
            switch finalScans[i] {
            case .failed(let result): return result
            case .relevant(let lexed): cached = lexed
            case .skip: break
            }
            let bytes: [UInt8]
            if let cached { bytes = cached.bytes } else {
                guard let read = readFile(path) else {
                    return .failed(path: Workspace.displayPath(path), bytes: [], reason: "unreadable; left untouched")
                }
                bytes = read
            }
            let floor = request.settings.floorOverride ?? floors.floor(forFile: path)
            return pipeline.run(path: Workspace.displayPath(path), bytes: bytes, lexed: cached?.lexed, candidates: cached?.candidates,
                                index: finalIndex, settings: request.settings, floor: floor, reportEdits: request.reportEdits,
                                migratedPositions: request.migratedPositions, migratedText: keepsText || onResult != nil,
                                validated: cached != nil)
        }
        // Without a caller to hear of results as they come, no order is kept while they are made.
        let results = onResult == nil ? parallelMap(work, jobs: request.jobs) { finish(migrate($0)) }
                                      : parallelMap(work, jobs: request.jobs, emit: finish, migrate)
        var notes: [String] = []
        let unknown = results.filter { $0.floor.map { !$0.isKnown } ?? false }
        if !unknown.isEmpty {
            let assumed = DeploymentFloor.unknown.describe(DeploymentFloor.unknown.platforms)
            notes.append("no deployment target found for \(unknown.count) file(s) (e.g. \(unknown[0].path)); "
                         + "taking each platform at its first App Intents release (\(assumed)); set one with --floor")
        }
        let outcome = RunOutcome(filesScanned: files.count, results: results.filter { $0.changed || !$0.findings.isEmpty || $0.failure != nil },
                                 notes: notes)
        return (outcome, Leftovers(scans: scans, files: files, index: workerFacts + [index]))
    }

    /// The prefilter for a run of these passes: their words, and the index's (it needs every file
    /// that declares intents or entities, whichever passes run).
    public static func prefilter(for passes: [any Pass]) -> Prefilter {
        Prefilter(words: passes.flatMap(\.triggerWords) + TreeIndex.triggerWords)
    }

    /// Files from this size on are skimmed in the first scan: hollowing is likely to pay in them, and then
    /// their function bodies are never lexed whole. (In a smaller file, or one that can't be hollowed, the
    /// skim would be lexing done twice.) A chosen size, not a measured break-even.
    static let skimmedSize = 8 * 1024

    /// The facts one file contributes to the index (nothing when it doesn't lex: the pipeline reports it).
    static func indexFacts(_ bytes: [UInt8]) -> TreeIndex {
        var facts = TreeIndex()
        if let view = try? LexedView.skimming(bytes) { facts.add(Outline(bytes: bytes, view: view)) }
        return facts
    }

    /// What reading a file gave.
    enum ReadOutcome<T> { case bytes(T), tooLarge(Int), unreadable }

    /// The file's bytes, or nil when it can't be read (one `read` into the array, no copies).
    public static func readFile(_ path: String) -> [UInt8]? {
        if case .bytes(let bytes) = load(path, limit: .max) { return bytes }
        return nil
    }

    /// Calls `body` with the file's bytes unless it is larger than `limit`. Files up to 64 KB are read
    /// into a temporary buffer (no `fstat`, no array); larger ones go through `load`. (At 64 KB the buffer is
    /// taken from the heap, once per file: a buffer kept per worker measured no faster.)
    ///
    /// A read of a regular file that returns less than asked stops at the file's end: the read that would
    /// return nothing, one system call per file (2% of `check` on 5,000 files), is made only when `kept`
    /// says what `body` made is kept (a file the run goes on to migrate, write or report); one that turns out
    /// to have grown meanwhile is then read again whole.
    static func withContents<T>(of path: String, limit: Int, kept: (T) -> Bool,
                                _ body: (UnsafeBufferPointer<UInt8>) -> T) -> ReadOutcome<T> {
        let capacity = 64 * 1024
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable }
        var closed = false
        defer { if !closed { close(fd) } }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> ReadOutcome<T> in
            var count = 0, atEnd = false
            while count < capacity {
                let n = read(fd, buffer.baseAddress! + count, capacity - count)
                if n < 0 { if errno == EINTR { continue }; return .unreadable }
                if n == 0 { atEnd = true; break }
                count += n
                if count < capacity { break }
            }
            if count < capacity {
                guard count <= limit else { return .tooLarge(count) }
                let value = body(UnsafeBufferPointer(rebasing: buffer[..<count]))
                guard !atEnd && kept(value) else { return .bytes(value) }
                var next: UInt8 = 0
                while true {
                    let n = read(fd, &next, 1)
                    if n == 0 { return .bytes(value) }
                    if n > 0 { break }
                    if errno != EINTR { return .unreadable }
                }
            }
            // Larger than the buffer (or grown since it was read): read it whole the usual way.
            close(fd)
            closed = true
            switch load(path, limit: limit) {
            case .bytes(let bytes): return .bytes(bytes.withUnsafeBufferPointer(body))
            case .tooLarge(let size): return .tooLarge(size)
            case .unreadable: return .unreadable
            }
        }
    }

    /// Reads a file unless its size is over `limit` (one `open`, `fstat` and `read`; no copies).
    static func load(_ path: String, limit: Int) -> ReadOutcome<[UInt8]> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable }
        if Int(info.st_size) > limit { return .tooLarge(Int(info.st_size)) }
        var capacity = max(Int(info.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            var count = 0
            var failed = false
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                while count < capacity {
                    let n = read(fd, buffer.baseAddress! + count, capacity - count)
                    if n < 0 { if errno == EINTR { continue }; failed = true; break }
                    if n == 0 { break }
                    count += n
                }
                initialized = count
            }
            if failed { return .unreadable }
            // The file grew while being read: read on.
            guard count == capacity else { return .bytes(bytes) }
            capacity *= 2
            guard lseek(fd, 0, SEEK_SET) == 0 else { return .unreadable }
        }
    }

    /// Maps `items` on `jobs` threads; results keep the order of `items`.
    ///
    /// With `emit`, each result goes through it in the order of `items` as soon as it and all before it
    /// are done (one call at a time, on whichever worker completed the run), and what `emit` returns is kept.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, emit: (@Sendable (R) -> R)? = nil,
                                                      _ transform: @escaping @Sendable (T) -> R) -> [R] {
        if jobs <= 1 || items.count < 2 {
            return items.map { item in
                let value = transform(item)
                return emit.map { $0(value) } ?? value
            }
        }
        let workers = min(jobs, items.count)
        guard let emit else { return parallelMap(items, jobs: jobs, accumulating: { () }) { item, _ in transform(item) }.results }
        // In order: one item per trip through the lock, each result parked until those before it are out.
        let box = ParallelResults<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                box.lock.lock()
                let i = box.next
                box.next += 1
                box.lock.unlock()
                guard i < items.count else { return }
                let value = transform(items[i])
                box.lock.lock()
                box.pending[i] = value
                // One worker emits at a time; it drains every result that is ready in order.
                guard !box.emitting else { box.lock.unlock(); continue }
                box.emitting = true
                while box.emitted < items.count, let ready = box.pending[box.emitted] {
                    box.pending[box.emitted] = nil
                    let slot = box.emitted
                    box.emitted += 1
                    box.lock.unlock()
                    let kept = emit(ready)
                    box.lock.lock()
                    box.results[slot] = kept
                }
                box.emitting = false
                box.lock.unlock()
            }
        }
        return box.results.map { $0! }
    }
}

extension Engine {
    /// Maps `items` on `jobs` threads, results in the order of `items`; each worker also builds up its own
    /// `A` (made by `initial`) that `transform` adds to, and the workers' `A`s come back beside the results.
    ///
    /// Each worker takes a run of items at a time (shorter as fewer are left, so the workers finish together)
    /// and writes its results straight into their own slots: the lock is taken once per run, not per item.
    static func parallelMap<T: Sendable, R: Sendable, A: Sendable>(_ items: [T], jobs: Int, accumulating initial: @escaping @Sendable () -> A,
                                                                    _ transform: @escaping @Sendable (T, inout A) -> R) -> (results: [R], accumulated: [A]) {
        if jobs <= 1 || items.count < 2 {
            var accumulated = initial()
            let results = items.map { transform($0, &accumulated) }
            return (results, [accumulated])
        }
        let workers = min(jobs, items.count)
        let slots = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize().deallocate() }
        let runs = Runs<A>(count: items.count, workers: workers)
        let output = SendableSlots(slots)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var accumulated = initial()
            while let run = runs.next() {
                for i in run { output.slots[i] = transform(items[i], &accumulated) }
            }
            runs.finish(accumulated)
        }
        return (slots.map { $0! }, runs.accumulated)
    }
}

/// The workers' shared state in `parallelMap`, under one lock: the next items to take (runs of up to 64,
/// shrinking as the end nears) and, at the end, what each worker built up.
final class Runs<A>: @unchecked Sendable {
    private let count: Int, workers: Int
    private var start = 0
    private(set) var accumulated: [A] = []
    private let lock = Lock()

    init(count: Int, workers: Int) {
        self.count = count
        self.workers = workers
    }

    func next() -> Range<Int>? {
        lock.lock(); defer { lock.unlock() }
        guard start < count else { return nil }
        let run = max(1, min(64, (count - start) / (workers * 4)))
        defer { start += run }
        return start..<min(start + run, count)
    }

    func finish(_ value: A) { lock.lock(); accumulated.append(value); lock.unlock() }
}

/// Result slots the workers write without a lock: each slot belongs to one item, so to one worker, and the
/// slots are read only after every worker is done.
struct SendableSlots<R>: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<R?>
    init(_ slots: UnsafeMutableBufferPointer<R?>) { self.slots = slots }
}

/// What the first pass keeps of a relevant file for the second: its bytes, and either the top-level types
/// it may hollow or (when there are none) its view and outline.
final class ScannedFile: Sendable {
    let bytes: [UInt8]
    let lexed: (LexedView, Outline)?
    let candidates: [HollowCandidate]

    init(bytes: [UInt8], lexed: (LexedView, Outline)?, candidates: [HollowCandidate]) {
        self.bytes = bytes
        self.lexed = lexed
        self.candidates = candidates
    }

    /// Roughly what keeping it costs: text, then mask, tokens, bracket pairs, comments and outline when kept.
    var estimatedSize: Int {
        guard let (view, _) = lexed else { return bytes.count + candidates.count * 256 }
        return bytes.count * 2 + view.tokens.count * (MemoryLayout<Token>.stride + MemoryLayout<Int>.stride)
            + view.comments.count * 16 + bytes.count / 2
    }
}

/// A byte allowance shared by the workers.
final class MemoryBudget: @unchecked Sendable {
    private var left: Int
    private let lock = Lock()
    init(bytes: Int) { left = bytes }

    /// Takes `size` bytes when they are left.
    func take(_ size: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard size <= left else { return false }
        left -= size
        return true
    }
}

/// Counts scanned files for a progress callback.
final class ProgressCounter: @unchecked Sendable {
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?
    var done = 0
    let lock = Lock()

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
    let lock = Lock()
    /// Ordered emission: results done but not yet emitted, the next to emit, and whether a worker is at it.
    var pending: [R?]
    var emitted = 0
    var emitting = false
    init(count: Int) {
        results = Array(repeating: nil, count: count)
        pending = Array(repeating: nil, count: count)
    }
}

/// A cheap scan that dismisses files no pass cares about, built from the passes' trigger words.
///
/// Each word is found by `memchr` on its rarest byte, then compared in place: the scan runs at
/// memory speed and never decodes the file (it may not even be UTF-8).
public struct Prefilter: Sendable {
    /// The words, after dropping those that contain another.
    public let words: [String]
    /// The words' bytes, each with the index of the byte `memchr` looks for, grouped by that byte: one pass per
    /// group, not per word.
    let groups: [(byte: UInt8, needles: [(bytes: [UInt8], anchor: Int)])]
    /// The same groups laid out for the scan: each group's byte and its range in `needles`, whose bytes lie
    /// end to end in `needleBytes` (no array is touched, retained or bounds-checked at a hit).
    let scanGroups: [(byte: Int32, needles: Range<Int>)]
    let needles: [Needle]
    let needleBytes: [UInt8]

    /// Where a needle's bytes start in `needleBytes`, how many, the offset of its anchor byte, and its first
    /// four bytes as one number (when it has four): most hits differ from every needle there.
    struct Needle: Sendable {
        let start: Int, count: Int, anchor: Int, head: UInt32
    }

    public init(passes: [any Pass]) { self.init(words: passes.flatMap(\.triggerWords)) }

    public init(words: [String]) {
        // A word that contains another adds nothing ("@AppIntent" is found by "Intent").
        let unique = Set(words)
        let kept = unique.filter { word in !unique.contains { $0 != word && word.mentions($0) } }.sorted()
        self.words = kept
        // Each word on its rarest byte, then whole groups moved onto another group's byte where that saves a pass.
        var grouped: [UInt8: [[UInt8]]] = [:]
        for word in kept {
            let bytes = Array(word.utf8)
            guard let rarest = bytes.min(by: { Prefilter.commonness($0) < Prefilter.commonness($1) }) else { continue }
            grouped[rarest, default: []].append(bytes)
        }
        while let (from, to) = Prefilter.bestMerge(grouped) {
            grouped[to]! += grouped.removeValue(forKey: from)!
        }
        groups = grouped.keys.sorted().map { byte in (byte, grouped[byte]!.map { ($0, $0.firstIndex(of: byte)!) }) }
        var needles: [Needle] = [], needleBytes: [UInt8] = [], scanGroups: [(byte: Int32, needles: Range<Int>)] = []
        for group in groups {
            let first = needles.count
            for needle in group.needles {
                let head = needle.bytes.count < 4 ? 0 : needle.bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                needles.append(Needle(start: needleBytes.count, count: needle.bytes.count, anchor: needle.anchor, head: head))
                needleBytes += needle.bytes
            }
            scanGroups.append((Int32(group.byte), first..<needles.count))
        }
        (self.needles, self.needleBytes, self.scanGroups) = (needles, needleBytes, scanGroups)
    }

    /// The group whose words all hold another group's byte and gain most from moving there, if any gains.
    ///
    /// Costs per 10,000 bytes of Swift, measured on the 5,000-file benchmark tree (56 MB, each file copied into
    /// a buffer first, as the scan reads it): a `memchr` pass about 250 ns, each hit about 2.8 ns; a needle compared
    /// at a hit, guessed at 0.5 ns. So a pass is worth about 90 hits: `@AppEnum` goes with `Entity` on `E`, not on a
    /// pass of its own on `@`.
    static func bestMerge(_ grouped: [UInt8: [[UInt8]]]) -> (from: UInt8, to: UInt8)? {
        var best: (from: UInt8, to: UInt8, gain: Double)?
        for (from, words) in grouped {
            for to in grouped.keys where to != from && words.allSatisfy({ $0.contains(to) }) {
                let gain = 250 + 2.8 * Double(commonness(from)) - 0.5 * Double(words.count * commonness(to))
                if gain > 0, gain > best?.gain ?? 0 || (gain == best?.gain && (from, to) < (best!.from, best!.to)) {
                    best = (from, to, gain)
                }
            }
        }
        return best.map { ($0.from, $0.to) }
    }

    /// How often a byte shows up in Swift code, per 10,000 bytes, as measured on this project's own app-like
    /// Swift (samples, sources, tests and migration cases: 580 KB). Only speed depends on it: a word's
    /// rarest byte anchors its `memchr` pass, and common anchors cost a comparison per hit.
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return uppercase[Int(byte - UInt8(ascii: "A"))]
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return lowercase[Int(byte - UInt8(ascii: "a"))]
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 6
        case UInt8(ascii: " "): return 2277
        case 0x0A: return 243
        default: return punctuation[byte] ?? 1
        }
    }

    //                                 A   B   C   D   E   F  G  H   I  J  K   L   M  N   O   P  Q   R   S   T   U  V  W  X  Y  Z
    static let uppercase: [Int] = [38, 14, 22, 17, 20, 14, 3, 2, 55, 1, 4, 18, 12, 6, 17, 28, 2, 31, 55, 20, 11, 5, 9, 1, 1, 1]
    //                                  a   b    c    d    e    f    g    h    i  j   k    l    m    n    o    p  q    r    s    t    u   v   w   x   y  z
    static let lowercase: [Int] = [389, 69, 210, 177, 732, 136, 103, 105, 408, 6, 40, 287, 124, 463, 358, 195, 4, 460, 381, 686, 207, 47, 65, 40, 89, 9]
    static let punctuation: [UInt8: Int] = [
        UInt8(ascii: "."): 157, UInt8(ascii: "("): 125, UInt8(ascii: ")"): 125, UInt8(ascii: ":"): 119, UInt8(ascii: "\""): 118,
        UInt8(ascii: "="): 74, UInt8(ascii: ","): 73, UInt8(ascii: "/"): 57, UInt8(ascii: "{"): 55, UInt8(ascii: "}"): 55,
        UInt8(ascii: "-"): 29, UInt8(ascii: "["): 29, UInt8(ascii: "]"): 29, UInt8(ascii: "`"): 19, UInt8(ascii: ">"): 16,
        UInt8(ascii: "@"): 14, UInt8(ascii: "?"): 13, UInt8(ascii: "#"): 11, UInt8(ascii: "+"): 10, UInt8(ascii: "_"): 8,
        UInt8(ascii: "<"): 8, UInt8(ascii: "&"): 8, UInt8(ascii: "$"): 6, UInt8(ascii: "!"): 5, UInt8(ascii: "|"): 5,
        UInt8(ascii: "*"): 3,
    ]

    public func wants(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(wants) }

    /// True when the file mentions any trigger word: one `memchr` pass per anchor byte, each hit
    /// compared in place with the needles anchored on it (first four bytes as one number, then `memcmp`).
    ///
    /// (A one-pass SIMD16 scan comparing every anchor at once measured 30% slower here: most of the
    /// time goes to hits on common capitals, which both pay, and `memchr` skips the rest faster. A one-pass
    /// AVX2 scan in C, 32 bytes a step with the NUL and non-ASCII check folded in, measured within 1% of this:
    /// not worth a C target. What a hit costs is what the flat needles cut: 32 M instructions on the 4,848
    /// benchmark files without intents became 22 M.)
    public func wants(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let count = buffer.count
        return needleBytes.withUnsafeBufferPointer { flat in
            needles.withUnsafeBufferPointer { needles in
                for group in scanGroups {
                    var offset = 0
                    while offset < count, let hit = memchr(base + offset, group.byte, count - offset) {
                        let position = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                        for n in group.needles {
                            let needle = needles[n]
                            let start = position - needle.anchor
                            guard start >= 0, start + needle.count <= count,
                                  needle.count < 4 || UnsafeRawPointer(base + start).loadUnaligned(as: UInt32.self) == needle.head,
                                  memcmp(base + start, flat.baseAddress! + needle.start, needle.count) == 0 else { continue }
                            return true
                        }
                        offset = position + 1
                    }
                }
                return false
            }
        }
    }

    /// Names none of whose text contains a trigger word.
    static func uncovered(_ names: Set<String>, by prefilter: Prefilter) -> Set<String> {
        names.filter { name in !prefilter.words.contains { name.mentions($0) } }
    }

    /// Escapes regex metacharacters (for patterns built from words).
    static func escape(_ word: String) -> String {
        // On the bytes: every character that needs a backslash is ASCII, and UTF-8 never reuses those bytes.
        let special = Array("\\^$.|?*+()[]{}".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(word.utf8.count + 4)
        for byte in word.utf8 {
            if special.contains(byte) { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
