/// The outcome for one file: its text before and after, and what the passes found.
public struct FileResult: Sendable {
    /// The path as shown to the user.
    public let path: String
    public let original: [UInt8]
    public let migrated: [UInt8]
    /// Findings with positions in the file as it was read.
    public let findings: [Finding]
    /// The same findings with positions in the migrated text (what `apply` prints).
    public let migratedFindings: [Finding]
    /// Intents newly marked as tools: name and 1-based line in the original.
    public let newTools: [(name: String, line: Int)]
    /// Why the file could not be processed; when set, the file is left untouched.
    public let failure: String?
    /// The deployment floor the passes used (nil when the file was not migrated).
    public let floor: DeploymentFloor?
    /// How many intents each decision of the passes was taken for (`already tools`: 2), for the summary.
    public var decisions: [String: Int] = [:]
    /// What the passes wrote and left to do, counted for the summary.
    public var tallies: [Tally: Int] = [:]
    /// The App Intent and entity types the file declares, where they are in the file as it was read (`report`).
    public var types: [TypeSummary] = []
    /// The targets that compile the file (`project:target`); empty where no project says.
    public var targets: [String] = []
    /// The migration changes the file.
    public let changed: Bool

    package init(path: String, original: [UInt8], migrated: [UInt8], findings: [Finding], migratedFindings: [Finding],
                newTools: [(name: String, line: Int)], failure: String?, floor: DeploymentFloor? = nil) {
        self.init(path: path, original: original, migrated: migrated, findings: findings, migratedFindings: migratedFindings,
                  newTools: newTools, failure: failure, floor: floor, changed: failure == nil && original != migrated)
    }

    private init(path: String, original: [UInt8], migrated: [UInt8], findings: [Finding], migratedFindings: [Finding],
                 newTools: [(name: String, line: Int)], failure: String?, floor: DeploymentFloor?, changed: Bool) {
        self.path = path
        self.original = original
        self.migrated = migrated
        self.findings = findings
        self.migratedFindings = migratedFindings
        self.newTools = newTools
        self.failure = failure
        self.floor = floor
        self.changed = changed
    }

    /// The same result without the texts (`changed` kept): what a report needs.
    package func withoutTexts() -> FileResult {
        var result = FileResult(path: path, original: [], migrated: [], findings: findings, migratedFindings: migratedFindings,
                                newTools: newTools, failure: failure, floor: floor, changed: changed)
        result.decisions = decisions
        result.tallies = tallies
        result.types = types
        result.targets = targets
        return result
    }

    /// The same result with every finding naming the targets that compile the file.
    package func compiled(by targets: [String]) -> FileResult {
        func named(_ findings: [Finding]) -> [Finding] { findings.map { var finding = $0; finding.targets = targets; return finding } }
        var result = FileResult(path: path, original: original, migrated: migrated, findings: named(findings), migratedFindings: named(migratedFindings),
                                newTools: newTools, failure: failure, floor: floor)
        result.decisions = decisions
        result.tallies = tallies
        result.types = types
        result.targets = targets
        return result
    }

    /// A file that could not be processed: reported, untouched.
    package static func failed(path: String, bytes: [UInt8], reason: String, line: Int = 1, column: Int = 1) -> FileResult {
        let finding = Finding(path: path, line: line, column: column, severity: .error, id: FindingID.input, message: reason)
        return FileResult(path: path, original: bytes, migrated: bytes, findings: [finding], migratedFindings: [finding],
                          newTools: [], failure: reason)
    }
}

/// Why a file's bytes can't be processed, or nil when they can.
package func inputProblem(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
        if buffer.index(of: 0, from: 0) != nil { return "binary file (contains a NUL byte); left untouched" }
        if !UTF8Validation.isValid(buffer) { return "not UTF-8; left untouched" }
        return nil
    }
}

/// An App Intent or entity type a file declares: its name, kind and lines (in the file as it was read).
public struct TypeSummary: Sendable, Equatable {
    public enum Kind: String, Sendable { case intent, entity }
    public let name: String
    public let kind: Kind
    public let line: Int
    public let endLine: Int
    /// The title a person reads, when the code spells it out.
    public var title: String? = nil
    /// An extension of such a type (`name` is the extended type's): the report counts what is found in it for the type.
    public var isExtension = false

    package static func all(in file: FileContext) -> [TypeSummary] {
        file.outline.types.compactMap { type in
            guard [.struct, .class, .actor, .enum, .extension].contains(type.kind) else { return nil }
            let kind: Kind
            if type.kind != .enum, file.reaches(type, anyOf: IntentProtocols.all) { kind = .intent }
            // Schema entities too (`@AssistantEntity(schema:)`), which describe leaves to their schema.
            else if file.isEntity(type) || type.attributes.contains(where: { $0.name == "AppEntity" || $0.name == "AssistantEntity" }) { kind = .entity }
            else { return nil }
            return TypeSummary(name: type.qualifiedName, kind: kind, line: file.source.position(of: type.startOffset(in: file.view)).line,
                               endLine: file.source.position(of: max(type.body.upperBound - 1, 0)).line,
                               title: type.kind == .extension ? nil : file.titleText(of: type), isExtension: type.kind == .extension)
        }
    }
}

/// Runs the ordered passes over one file, each seeing the previous one's result.
package struct Pipeline: Sendable {
    package let passes: [any Pass]

    package init(passes: [any Pass]) { self.passes = passes }

    /// A pass's edits overlapped or fell outside the text: a bug in that pass.
    package struct EditConflict: Error { let message: String }

    /// A finding as a pass made it, with the pass it came after (its offset is in the text that pass was given).
    package struct Pending {
        package let stage: Int, offset: Int, severity: Severity, id: FindingID, message: String, fixable: Bool
        package var waitingFor: OSVersion? = nil
        package var decision: Decision? = nil
        package var evidence: [String] = []
    }

    /// Migrates one file. `reportEdits`: every edit is also reported, as a warning (`check`).
    /// `lexed`: the file's view and outline when the caller has them already (the engine's first scan, which lexed only
    /// bytes that `inputProblem` passed: they are not checked twice).
    package func run(path: String, bytes: [UInt8], lexed: (view: LexedView, outline: Outline)? = nil, index: TreeIndex, settings: Settings,
                    floor: DeploymentFloor = .unknown, reportEdits: Bool) -> FileResult {
        assert(lexed == nil || inputProblem(bytes) == nil, "lexed bytes are checked before they are lexed")
        if lexed == nil, let problem = inputProblem(bytes) { return .failed(path: path, bytes: bytes, reason: problem) }
        let original = SourceText(bytes: bytes)
        let first: (view: LexedView, outline: Outline)
        if let lexed {
            first = lexed
        } else {
            do throws(LexError) {
                let view = try LexedView(bytes)
                first = (view, Outline(source: original, view: view))
            } catch {
                let (line, column) = original.position(of: min(error.offset, bytes.count))
                return .failed(path: path, bytes: bytes, reason: "can't be migrated safely: \(error.reason); left untouched", line: line, column: column)
            }
        }
        var run = FileRun(path: path, index: index, settings: settings, floor: floor, text: original, view: first.view, outline: first.outline)
        let types = TypeSummary.all(in: run.context)
        let firstStage = (outline: run.outline, view: run.view, suppressions: run.suppressions)
        for pass in passes {
            run.record(pass.run(run.context), of: pass, reportEdits: reportEdits)
            if let failure = run.applyLastStage(of: pass) { return .failed(path: path, bytes: bytes, reason: failure) }
        }
        run.addClosingFindings(original: original, firstStage: firstStage)
        var result = result(path: path, original: original, final: run.text, stages: run.stages, pending: run.pending, tools: run.tools, floor: floor)
        result.decisions = run.decisions
        result.tallies = run.tallies
        result.types = types
        return result
    }

    /// One file on its way through the passes: the text as the last pass left it, with its view, outline and
    /// suppression comments, and what the passes have reported so far.
    struct FileRun {
        let path: String, index: TreeIndex, settings: Settings, floor: DeploymentFloor
        var text: SourceText
        var view: LexedView
        var outline: Outline
        var suppressions: Suppressions
        /// What the file's types reach, asked of the index once for all the passes.
        let reached = ReachedNames()
        /// Each pass's edits, sorted by offset: stage `n` is what pass `n` changed in the text it was given.
        var stages: [[Edit]] = []
        var pending: [Pending] = []
        var tools: [(name: String, stage: Int, offset: Int)] = []
        var decisions: [String: Int] = [:]
        var tallies: [Tally: Int] = [:]
        /// Where a comment turned a pass off for a statement or a finding: (stage, offset in that stage's text).
        var used: [(stage: Int, offset: Int)] = []

        init(path: String, index: TreeIndex, settings: Settings, floor: DeploymentFloor, text: SourceText, view: LexedView, outline: Outline) {
            self.path = path
            self.index = index
            self.settings = settings
            self.floor = floor
            self.text = text
            self.view = view
            self.outline = outline
            suppressions = Suppressions(source: text, view: view, outline: outline)
        }

        /// What the next pass sees: the text as it is now.
        var context: FileContext {
            FileContext(path: path, source: text, view: view, outline: outline, index: index, settings: settings,
                        floor: floor, suppressions: suppressions, reached: reached)
        }

        /// Keeps what a pass returned: its findings (less those a comment turns off), its edits (reported too with
        /// `reportEdits`), the tools it marked and what it counted; its edits, sorted, are the next stage.
        mutating func record(_ output: PassOutput, of pass: any Pass, reportEdits: Bool) {
            let stage = stages.count
            used += output.suppressedAt.map { (stage, $0) }
            // `--skip availability` turns off every availability finding, the passes' deferred ones too.
            for finding in output.findings where settings.checkAvailability || finding.id != FindingID.availability {
                // A comment on the finding's line, or the line before, turns that pass or check off there. A decision
                // about an intent is the pass's own record (add-tool's "suppressed by a comment" among them): kept.
                if finding.decision == nil, suppressions.suppresses(PassID(rawValue: (finding.id ?? FindingID(pass.id)).rawValue), declarationStart: finding.offset) {
                    used.append((stage, finding.offset))
                    continue
                }
                if let decision = finding.decision {
                    decisions[decision.summary, default: 0] += 1
                }
                if let tally = finding.tally { tallies[tally, default: 0] += 1 }
                pending.append(Pending(stage: stage, offset: finding.offset, severity: finding.severity, id: finding.id ?? FindingID(pass.id),
                                       message: finding.message, fixable: false, waitingFor: finding.waitingFor, decision: finding.decision,
                                       evidence: finding.evidence))
            }
            for edit in output.edits {
                if reportEdits {
                    pending.append(Pending(stage: stage, offset: edit.reportOffset, severity: .warning, id: FindingID(pass.id), message: edit.message, fixable: true,
                                           evidence: edit.evidence))
                }
                if let tool = edit.newTool { tools.append((tool, stage, edit.reportOffset)) }
                if let tally = edit.tally { tallies[tally, default: 0] += 1 }
            }
            stages.append(output.edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) })
        }

        /// Applies the last stage's edits and reads the text again (view, outline, suppressions). Returns why the file
        /// fails when the edits don't apply or the text no longer lexes (a bug in `pass`), or nil.
        mutating func applyLastStage(of pass: any Pass) -> String? {
            guard let edits = stages.last, !edits.isEmpty else { return nil }
            do {
                let before = text.bytes.count
                text = SourceText(bytes: try Pipeline.apply(edits, to: text.bytes), styleOf: text)
                // Only what the edits touched is lexed again (`relexed`); in debug builds, checked against a whole lex.
                let changed = edits.map(\.range.lowerBound).min()!..<edits.map(\.range.upperBound).max()!
                let relexed = try? view.relexed(text.bytes, changed: changed, delta: text.bytes.count - before)
                #if DEBUG
                let whole = try? LexedView(text.bytes)
                precondition(relexed.map { relexed in whole.map(relexed.isSame) ?? false } ?? (whole == nil),
                             "the relex after \(pass.id) differs from a whole lex")
                #endif
                guard let relexed else { return "internal error: pass \(pass.id) produced text that no longer lexes; left untouched (please report this)" }
                view = relexed
            } catch let conflict as EditConflict {
                return "internal error in pass \(pass.id): \(conflict.message); left untouched (please report this)"
            } catch {
                return "internal error: pass \(pass.id) produced text that no longer lexes; left untouched (please report this)"
            }
            outline = Outline(source: text, view: view)
            suppressions = Suppressions(source: text, view: view, outline: outline)
            return nil
        }

        /// The findings about the file once every pass ran: the suppression comments' problems (read in the text as it
        /// was, `firstStage`) and the availability of what the code now uses (added by a pass or already there).
        mutating func addClosingFindings(original: SourceText, firstStage: (outline: Outline, view: LexedView, suppressions: Suppressions)) {
            let final = context
            let usedLines = Set(used.map { original.lineIndex(of: Pipeline.mapBack($0.offset, from: $0.stage, through: stages)) })
            for problem in firstStage.suppressions.problems(outline: firstStage.outline, view: firstStage.view, knownIDs: settings.knownPassIDs, used: usedLines) {
                pending.append(Pending(stage: 0, offset: problem.offset, severity: problem.severity, id: FindingID.suppression, message: problem.message, fixable: false))
            }
            for finding in settings.checkAvailability ? AvailabilityCheck.run(final) : [] {
                pending.append(Pending(stage: stages.count, offset: finding.offset, severity: finding.severity, id: FindingID.availability,
                                       message: finding.message, fixable: false))
            }
        }
    }

    /// The file's result: each finding placed in the original and in the final text.
    package func result(path: String, original: SourceText, final: SourceText, stages: [[Edit]], pending: [Pending],
                tools: [(name: String, stage: Int, offset: Int)], floor: DeploymentFloor) -> FileResult {
        func back(_ offset: Int, from stage: Int) -> Int { Pipeline.mapBack(offset, from: stage, through: stages) }
        func forward(_ offset: Int, from stage: Int) -> Int {
            stages[stage...].reduce(offset) { Pipeline.mapForward($0, through: $1) }
        }
        func finding(_ item: Pending, at position: (line: Int, column: Int)) -> Finding {
            var finding = Finding(path: path, line: position.line, column: position.column, severity: item.severity, id: item.id,
                                  message: item.message, fixable: item.fixable)
            finding.waitingFor = item.waitingFor
            finding.decision = item.decision
            finding.evidence = item.evidence
            return finding
        }
        // Report order within the file (a report then only orders the files).
        let order: (Finding, Finding) -> Bool = { ($0.line, $0.column, $0.id, $0.message) < ($1.line, $1.column, $1.id, $1.message) }
        let findings = pending.map { finding($0, at: original.position(of: back($0.offset, from: $0.stage))) }
        let migratedFindings = pending.map { finding($0, at: final.position(of: forward($0.offset, from: $0.stage))) }
        let newTools = tools.map { (name: $0.name, line: original.position(of: back($0.offset, from: $0.stage)).line) }
        return FileResult(path: path, original: original.bytes, migrated: final.bytes, findings: findings.sorted(by: order),
                          migratedFindings: migratedFindings.sorted(by: order), newTools: newTools, failure: nil, floor: floor)
    }

    /// Applies non-overlapping edits (in any order; they are sorted by offset).
    package static func apply(_ edits: [Edit], to bytes: [UInt8]) throws -> [UInt8] {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.range.upperBound > b.range.lowerBound
            || (a.range.isEmpty && b.range.isEmpty && a.range.lowerBound == b.range.lowerBound) {
            throw EditConflict(message: "edits overlap at offset \(b.range.lowerBound)")
        }
        if let last = sorted.last, last.range.upperBound > bytes.count {
            throw EditConflict(message: "edit past the end of the file")
        }
        // One pass from the front: each unchanged stretch, then each replacement (replacing from the back moves the
        // rest of the file once per edit).
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count - $1.range.count })
        var copied = 0
        for edit in sorted {
            result.append(contentsOf: bytes[copied..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            copied = edit.range.upperBound
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }

    /// An offset in the text before `edits` (sorted by offset) → the offset in the text after them.
    package static func mapForward(_ offset: Int, through edits: [Edit]) -> Int {
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

    /// An offset in the text pass `stage` was given → the offset in the original text, back through the edits of the
    /// passes before it.
    package static func mapBack(_ offset: Int, from stage: Int, through stages: [[Edit]]) -> Int {
        stages[..<stage].reversed().reduce(offset) { mapBack($0, through: $1) }
    }

    /// An offset in the text after `edits` (sorted by offset) → the offset in the text before them.
    package static func mapBack(_ offset: Int, through edits: [Edit]) -> Int {
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
