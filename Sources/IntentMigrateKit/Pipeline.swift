#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome for one file: its text before and after, and what the passes found.
public struct FileResult: Sendable {
    /// The path as shown to the user.
    public let path: String
    public let original: [UInt8]
    public let migrated: [UInt8]
    /// Findings with positions in the file as it was read.
    public let findings: [Finding]
    /// The same findings with positions in the migrated text (what `apply` prints); empty when the run
    /// didn't ask for them (`RunRequest.migratedPositions`).
    public let migratedFindings: [Finding]
    /// Intents newly marked as tools: name and 1-based line in the original.
    public let newTools: [(name: String, line: Int)]
    /// Why the file could not be processed; when set, the file is left untouched.
    public let failure: String?
    /// The deployment floor the passes used (nil when the file was not migrated).
    public var floor: DeploymentFloor? = nil
    /// The migration changes the file (kept when the text is dropped).
    public let changed: Bool
    /// The file's lines of the text report (`RunRequest.rendersReportText`), made on the worker that migrated it.
    public var reportText: [UInt8]? = nil

    /// `changed` is worked out from the text unless given (a result without its text keeps the answer).
    public init(path: String, original: [UInt8], migrated: [UInt8], findings: [Finding], migratedFindings: [Finding],
                newTools: [(name: String, line: Int)], failure: String?, floor: DeploymentFloor? = nil, changed: Bool? = nil) {
        self.path = path
        self.original = original
        self.migrated = migrated
        self.findings = findings
        self.migratedFindings = migratedFindings
        self.newTools = newTools
        self.failure = failure
        self.floor = floor
        self.changed = changed ?? (failure == nil && !FileResult.equal(original, migrated))
    }

    /// Byte equality with `memcmp` (the generic `==` compares element by element).
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// The same result without the file's text (what a streamed run keeps once the text is written out).
    public func withoutText() -> FileResult {
        var slim = FileResult(path: path, original: [], migrated: [], findings: findings, migratedFindings: migratedFindings,
                              newTools: newTools, failure: failure, floor: floor, changed: changed)
        slim.reportText = reportText
        return slim
    }

    /// A file that could not be processed: reported, untouched.
    public static func failed(path: String, bytes: [UInt8], reason: String, line: Int = 1, column: Int = 1) -> FileResult {
        let finding = Finding(path: path, line: line, column: column, severity: .error, id: ReservedID.input, message: reason)
        return FileResult(path: path, original: bytes, migrated: bytes, findings: [finding], migratedFindings: [finding],
                          newTools: [], failure: reason)
    }

}

/// Why a file's bytes can't be processed, or nil when they can.
public func inputProblem(_ bytes: [UInt8]) -> String? { bytes.withUnsafeBufferPointer(inputProblem) }

public func inputProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let summary = ByteSummary(bytes)
    if summary.hasNUL { return "binary file (contains a NUL byte); left untouched" }
    // ASCII is UTF-8: only a file with a byte above 0x7F is decoded to be checked.
    if summary.hasNonASCII && !UTF8Validation.isValid(bytes) { return "not UTF-8; left untouched" }
    return nil
}

/// What one pass over a file's bytes tells: whether any is NUL, whether any is above 0x7F.
///
/// Every file of the tree is read through this before the prefilter, so it is one loop the compiler turns
/// into vector instructions (an OR and a minimum of every byte, 32 bytes a step, no branch per byte); a
/// `memchr` for NUL and then UTF-8 validation of all-ASCII text were two passes, the second eight bytes a step.
struct ByteSummary {
    let hasNUL: Bool, hasNonASCII: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var any: UInt8 = 0, lowest: UInt8 = 0xFF
        for byte in bytes {
            any |= byte
            lowest = min(lowest, byte)
        }
        hasNUL = lowest == 0
        hasNonASCII = any & 0x80 != 0
    }
}

/// Runs the ordered passes over one file, each seeing the previous one's result.
///
/// Top-level declarations no pass cares about (see `Focus`) are hollowed first: the passes run on the
/// file with those bodies emptied, and their edits and findings are mapped back onto the whole file.
/// The result is the same as running on the whole file (debug builds check every file they hollow).
public struct Pipeline: Sendable {
    public let passes: [any Pass]
    let focus: Focus

    /// `minimumHollowed`: hollow only when at least this many bytes go (0: whenever anything can).
    public init(passes: [any Pass], minimumHollowed: Int = Focus.defaultMinimum) {
        self.passes = passes
        focus = Focus(passes: passes, minimumHollowed: minimumHollowed)
    }

    /// A pass's edits overlapped or fell outside the text: a bug in that pass.
    struct EditConflict: Error { let message: String }

    /// What the passes did to one text: each stage's edits, what they reported (offsets in the text that
    /// stage was given), the intents made tools, and the final text.
    struct Stages {
        typealias Pending = (stage: Int, offset: Int, severity: Severity, id: String, message: String, fixable: Bool)
        var edits: [[Edit]] = []
        var pending: [Pending] = []
        var tools: [(name: String, stage: Int, offset: Int)] = []
        var final: SourceText
    }

    /// `lexed` is the view and outline of `bytes` when the caller has them already; `candidates` what
    /// `focus.candidates` found in it (then a file that can be hollowed is never lexed whole here).
    ///
    /// `migratedText: false`: the caller has no use for the migrated text; it may be left out of the result
    /// (`FileResult.migrated` empty; `changed` still says whether the migration changes the file).
    /// `validated`: the caller found no `inputProblem` in these very bytes (the engine's first scan did).
    public func run(path: String, bytes: [UInt8], lexed: (LexedView, Outline)? = nil, candidates: [HollowCandidate]? = nil,
                    index: TreeIndex, settings: Settings, floor: DeploymentFloor = .unknown, reportEdits: Bool,
                    migratedPositions: Bool = true, migratedText: Bool = true, validated: Bool = false) -> FileResult {
        assert(!validated || inputProblem(bytes) == nil, "\(path) was said to be validated")
        if !validated, let problem = inputProblem(bytes) { return .failed(path: path, bytes: bytes, reason: problem) }
        let original = SourceText(bytes: bytes)
        var whole = lexed
        /// The whole file's view and outline (lexed now unless given), or why it can't be migrated.
        func wholeFile() -> Result<(LexedView, Outline), LexError> {
            if let whole { return .success(whole) }
            do throws(LexError) {
                let view = try LexedView(bytes)
                whole = (view, Outline(source: original, view: view))
                return .success(whole!)
            } catch {
                return .failure(error)
            }
        }
        func migrateWhole() -> FileResult {
            switch wholeFile() {
            case .failure(let error):
                let (line, column) = original.position(of: min(error.offset, bytes.count))
                return .failed(path: path, bytes: bytes, reason: "can't be migrated safely: \(error.reason); left untouched", line: line, column: column)
            case .success(let (view, outline)):
                switch stages(path: path, source: original, view: view, outline: outline, index: index, settings: settings,
                              floor: floor, reportEdits: reportEdits) {
                case .success(let done):
                    return result(path: path, original: original, stages: done, final: done.final.bytes,
                                  finalText: migratedPositions ? done.final : nil, floor: floor)
                case .failure(let failure):
                    return .failed(path: path, bytes: bytes, reason: failure.reason)
                }
            }
        }
        let hollows: [Hollow]
        if let candidates {
            hollows = focus.select(candidates, index: index)
        } else if case .success(let (view, outline)) = wholeFile() {
            hollows = focus.select(focus.candidates(bytes: bytes, view: view, outline: outline), index: index)
        } else {
            hollows = []
        }
        guard !hollows.isEmpty, let hollowed = try? Hollowed(source: original, hollows: hollows),
              case .success(let done) = stages(path: path, source: hollowed.source, view: hollowed.view,
                                               outline: Outline(source: hollowed.source, view: hollowed.view), index: index,
                                               settings: settings, floor: floor, reportEdits: reportEdits),
              let filled = hollowed.filled(done, building: migratedText || migratedPositions) else { return migrateWhole() }
        // Without the whole text, whether it changed: the bodies put back are the same bytes at the same places,
        // so the whole text changes exactly when the hollowed one does.
        let changed = migratedText || migratedPositions ? nil : !FileResult.equal(done.final.bytes, hollowed.source.bytes)
        let fast = result(path: path, original: original, stages: done, final: filled.final,
                          finalText: migratedPositions ? SourceText(bytes: filled.final) : nil, floor: floor,
                          toOriginal: hollowed.toOriginal, toFinal: filled.toFinal, changed: changed)
        assert(fast.same(as: migrateWhole(), text: migratedText || migratedPositions), "hollowing changed the migration of \(path)")
        return fast
    }

    struct StageFailure: Error { let reason: String }

    /// Runs the passes in order over `source`, relexing around each stage's edits.
    ///
    /// A stage is one pass, or a pass and those right after it that read nothing it changes
    /// (`Pass.independentOf`): they all get the same text, and their edits are applied, relexed and outlined
    /// together, as long as no two of different passes overlap or touch (else the later pass runs again, on
    /// the text after the others' edits, in a stage of its own). The result is the same as one pass per stage
    /// (debug builds run both and compare).
    func stages(path: String, source: SourceText, view: LexedView, outline: Outline, index: TreeIndex, settings: Settings,
                floor: DeploymentFloor, reportEdits: Bool) -> Result<Stages, StageFailure> {
        let done = stages(path: path, source: source, view: view, outline: outline, index: index, settings: settings, floor: floor,
                          reportEdits: reportEdits, sharing: true)
        assert({
            let single = stages(path: path, source: source, view: view, outline: outline, index: index, settings: settings,
                                floor: floor, reportEdits: reportEdits, sharing: false)
            switch (done, single) {
            case (.success(let shared), .success(let single)):
                func outcome(_ stages: Stages) -> FileResult {
                    result(path: path, original: source, stages: stages, final: stages.final.bytes, finalText: stages.final, floor: floor)
                }
                return outcome(shared).same(as: outcome(single))
            case (.failure(let a), .failure(let b)): return a.reason == b.reason
            default: return false
            }
        }(), "passes sharing a stage migrated \(path) differently from one pass per stage")
        return done
    }

    func stages(path: String, source: SourceText, view: LexedView, outline: Outline, index: TreeIndex, settings: Settings,
                floor: DeploymentFloor, reportEdits: Bool, sharing: Bool) -> Result<Stages, StageFailure> {
        var view = view, outline = outline
        var done = Stages(final: source)
        // One allocation each for what the stages collect (a list grown step by step is copied each step).
        done.edits.reserveCapacity(passes.count)
        done.pending.reserveCapacity(16)
        var suppressions = Suppressions(source: source, view: view, outline: outline)
        for problem in suppressions.problems(outline: outline, view: view, knownIDs: settings.knownPassIDs) {
            done.pending.append((0, problem.offset, .note, ReservedID.suppression, problem.message, false))
        }
        // The availability check runs on the text as the first of the last passes that leave it alone gets it
        // (`Pass.leavesAvailabilityAlone`); then the last stage's edits are relexed (the text must still lex) but
        // need no outline.
        let lastReader = passes.lastIndex(where: { !$0.leavesAvailabilityAlone })
        var checkContext: FileContext?, checkStage = 0
        var first = 0
        while first < passes.count {
            let stage = done.edits.count
            let context = FileContext(path: path, source: done.final, view: view, outline: outline, index: index, settings: settings,
                                      floor: floor, suppressions: suppressions)
            if checkContext == nil && lastReader.map({ $0 < first }) ?? true { (checkContext, checkStage) = (context, stage) }
            // The stage's passes and what they made: the first, then those after it that may share its text.
            var outputs = [(pass: passes[first], output: passes[first].run(context))]
            var next = first + 1
            while sharing, next < passes.count, outputs.allSatisfy({ passes[next].independentOf.contains($0.pass.id) }) {
                let output = passes[next].run(context)
                guard Pipeline.apart(output.edits, from: outputs.map(\.output.edits)) else { break }
                outputs.append((passes[next], output))
                next += 1
            }
            first = next
            var edits: [Edit] = []
            for (pass, output) in outputs {
                for finding in output.findings {
                    done.pending.append((stage, finding.offset, finding.severity, finding.id ?? pass.id, finding.message, false))
                }
                for edit in output.edits {
                    if reportEdits { done.pending.append((stage, edit.reportOffset, .warning, pass.id, edit.message, true)) }
                    if let tool = edit.newTool { done.tools.append((tool, stage, edit.reportOffset)) }
                }
                edits += output.edits
            }
            done.edits.append(Pipeline.inOrder(edits))
            guard !edits.isEmpty else { continue }
            var ids: String { outputs.map(\.pass.id).joined(separator: ", ") }
            do {
                let (bytes, splices) = try Pipeline.apply(edits, to: done.final.bytes)
                done.final = SourceText(bytes: bytes, updating: done.final, splices: splices)
                // Only the code around the edits is lexed again.
                view = try LexedView(bytes: bytes, updating: view, splices: splices)
                assert((try? LexedView(bytes)).map(view.sameLexing) ?? false, "relexing differs from a full lex")
            } catch let conflict as EditConflict {
                // The passes' edits keep apart from each other's (`apart`): the overlap is within one pass's.
                let pass = outputs.first { (try? Pipeline.apply($0.output.edits, to: done.final.bytes)) == nil }?.pass.id ?? ids
                return .failure(StageFailure(reason: "internal error in pass \(pass): \(conflict.message); left untouched (please report this)"))
            } catch {
                return .failure(StageFailure(reason: "internal error: pass \(ids) produced text that no longer lexes; left untouched (please report this)"))
            }
            if checkContext != nil && first == passes.count { break }
            outline = Outline(source: done.final, view: view)
            suppressions = Suppressions(source: done.final, view: view, outline: outline)
        }
        // Availability of what the code now uses (added by a pass or already there).
        if let checkContext {
            let findings = AvailabilityCheck.run(checkContext)
            assert(Pipeline.sameAvailability(findings, at: checkStage, as: { () -> [PassFinding] in
                let final = Outline(source: done.final, view: view)
                return AvailabilityCheck.run(FileContext(path: path, source: done.final, view: view, outline: final, index: index,
                                                         settings: settings, floor: floor))
            }(), through: done.edits), "the availability check reads what a pass that leaves it alone changed")
            for finding in findings {
                done.pending.append((checkStage, finding.offset, finding.severity, ReservedID.availability, finding.message, false))
            }
        } else {
            let finalContext = FileContext(path: path, source: done.final, view: view, outline: outline, index: index, settings: settings,
                                           floor: floor, suppressions: suppressions)
            for finding in AvailabilityCheck.run(finalContext) {
                done.pending.append((done.edits.count, finding.offset, finding.severity, ReservedID.availability, finding.message, false))
            }
        }
        return .success(done)
    }

    /// The availability findings made at `stage` are those made on the final text, mapped back to that stage
    /// (debug checks of `Pass.leavesAvailabilityAlone`).
    static func sameAvailability(_ early: [PassFinding], at stage: Int, as final: [PassFinding], through edits: [[Edit]]) -> Bool {
        func key(_ finding: PassFinding, _ offset: Int) -> String { "\(offset) \(finding.severity) \(finding.message)" }
        let mapped = final.map { finding in
            var offset = finding.offset
            for p in stride(from: edits.count - 1, through: stage, by: -1) { offset = mapBack(offset, through: edits[p]) }
            return key(finding, offset)
        }
        return early.map { key($0, $0.offset) }.sorted() == mapped.sorted()
    }

    /// The file's result from what the stages did. Offsets the stages saw map to the original text through
    /// `toOriginal`, and offsets in their final text to `final` through `toFinal` (both identity unless hollowed).
    /// `finalText` is `final` with its line table, when positions in it are wanted.
    /// `changed`: whether the migration changes the file, when `final` is left empty (else worked out from it).
    func result(path: String, original: SourceText, stages done: Stages, final: [UInt8], finalText: SourceText?, floor: DeploymentFloor,
                toOriginal: (Int) -> Int = { $0 }, toFinal: (Int) -> Int = { $0 }, changed: Bool? = nil) -> FileResult {
        let stages = done.edits
        func back(_ offset: Int, from stage: Int) -> Int {
            var result = offset
            for p in stride(from: stage - 1, through: 0, by: -1) { result = Pipeline.mapBack(result, through: stages[p]) }
            return toOriginal(result)
        }
        func forward(_ offset: Int, from stage: Int) -> Int {
            var result = offset
            for p in stage..<stages.count { result = Pipeline.mapForward(result, through: stages[p]) }
            return toFinal(result)
        }
        var findings: [Finding] = []
        var migratedFindings: [Finding] = []
        findings.reserveCapacity(done.pending.count)
        if finalText != nil { migratedFindings.reserveCapacity(done.pending.count) }
        for item in done.pending {
            let before = original.position(of: back(item.offset, from: item.stage))
            findings.append(Finding(path: path, line: before.line, column: before.column, severity: item.severity,
                                    id: item.id, message: item.message, fixable: item.fixable))
            if let finalText {
                let after = finalText.position(of: forward(item.offset, from: item.stage))
                migratedFindings.append(Finding(path: path, line: after.line, column: after.column, severity: item.severity,
                                                id: item.id, message: item.message, fixable: item.fixable))
            }
        }
        // Report order within the file (a report then only orders the files).
        let order: (Finding, Finding) -> Bool = { ($0.line, $0.column, $0.id, $0.message) < ($1.line, $1.column, $1.id, $1.message) }
        let newTools = done.tools.map { (name: $0.name, line: original.position(of: back($0.offset, from: $0.stage)).line) }
        return FileResult(path: path, original: original.bytes, migrated: final, findings: findings.sorted(by: order),
                          migratedFindings: migratedFindings.sorted(by: order), newTools: newTools, failure: nil, floor: floor,
                          changed: changed)
    }

    /// No edit in `edits` overlaps or touches one in `others` (each list one pass's, its edits apart already):
    /// then they can all go in at once, with the same result as one list after another.
    static func apart(_ edits: [Edit], from others: [[Edit]]) -> Bool {
        guard !edits.isEmpty else { return true }
        let all = (others.enumerated().flatMap { pass, edits in edits.map { (pass, $0.range) } } + edits.map { (others.count, $0.range) })
            .sorted { ($0.1.lowerBound, $0.1.upperBound, $0.0) < ($1.1.lowerBound, $1.1.upperBound, $1.0) }
        return zip(all, all.dropFirst()).allSatisfy { a, b in a.0 == b.0 || a.1.upperBound < b.1.lowerBound }
    }

    /// Applies non-overlapping edits back to front.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) throws -> (bytes: [UInt8], splices: [Splice]) {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.range.upperBound > b.range.lowerBound
            || (a.range.isEmpty && b.range.isEmpty && a.range.lowerBound == b.range.lowerBound) {
            throw EditConflict(message: "edits overlap at offset \(b.range.lowerBound)")
        }
        if let last = sorted.last, last.range.upperBound > bytes.count {
            throw EditConflict(message: "edit past the end of the file")
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var copied = 0
        for edit in sorted {
            result.append(contentsOf: bytes[copied..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            copied = edit.range.upperBound
        }
        result.append(contentsOf: bytes[copied...])
        return (result, sorted.map { Splice(range: $0.range, length: $0.replacement.utf8.count) })
    }

    /// The edits by start offset (as given when they already are: a stage's edits are kept sorted).
    static func inOrder(_ edits: [Edit]) -> [Edit] {
        zip(edits, edits.dropFirst()).allSatisfy({ $0.range.lowerBound <= $1.range.lowerBound })
            ? edits : edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    }

    /// An offset in the text before `edits` (in order, as a stage keeps them) → the offset in the text after them.
    static func mapForward(_ offset: Int, through edits: [Edit]) -> Int {
        assert(inOrder(edits) == edits, "edits out of order")
        var shift = 0
        for edit in edits {
            if edit.range.upperBound <= offset {
                shift += edit.replacement.utf8.count - edit.range.count
            } else if edit.range.lowerBound < offset {
                return edit.range.lowerBound + shift
            }
        }
        return offset + shift
    }

    /// An offset in the text after `edits` (in order, as a stage keeps them) → the offset in the text before them.
    static func mapBack(_ offset: Int, through edits: [Edit]) -> Int {
        assert(inOrder(edits) == edits, "edits out of order")
        var shift = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + shift
            let newEnd = newStart + edit.replacement.utf8.count
            if offset < newStart { break }
            if offset < newEnd { return edit.range.lowerBound }
            shift += edit.replacement.utf8.count - edit.range.count
        }
        return offset - shift
    }
}
