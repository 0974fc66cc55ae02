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
    /// Files their project compiles in no target are migrated too (as part of the project's folder).
    public var includeUnbuilt = false
    /// Files larger than this are skipped as `input` findings.
    public var maxFileSize: Int = 8 * 1024 * 1024
    /// Text read from standard input, migrated as the file `path` (which need not exist): `paths` is `[path]`.
    public var standardInput: (path: String, bytes: [UInt8])?
    /// The JSON of `tuist graph --format json` (`--project-graph`, config `projectGraph`): Tuist's own projects,
    /// preferred over reading their manifests.
    public var projectGraph: String?
    /// Each result keeps the file's text before and after the migration (`diff`, `apply`, a baseline's line texts).
    /// Without, only what a report needs is kept, so memory doesn't grow with the texts of the files.
    public var keepsTexts = true
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
    /// Results for files that changed, had findings, or failed (and one per project with files it compiles in no target).
    public let results: [FileResult]
    /// Files migrated with no deployment floor found for them (each platform taken at its first App Intents release).
    public let withoutFloor: [String]
    /// The projects and targets the files belong to.
    package let model: ProjectModel
    /// Swift files of the modules read for their facts beyond the given paths.
    public let filesRead: Int
    /// Files no project accounts for (their folder taken as one module), as shown.
    public let guessed: [String]
    /// App Intent types (and entities) found in the migrated files, and the files each target compiles.
    public let counts: Counts
    /// `.skillsbundle` folders under the paths, whichever checks ran.
    public var skillsBundlesFound = 0

    public struct Counts: Sendable {
        public var intents = 0
        public var entities = 0
        package var filesPerTarget: [TargetRef: Int] = [:]
    }
}

/// Runs the pipeline over a tree: walk, the project model, prefilter and index per module, then each file in parallel.
public enum Engine {
    public static func run(_ request: RunRequest) throws -> RunOutcome {
        let plan = try Plan(request)
        let prefilter = prefilter(for: request.passes)
        let kept = KeptLexed(count: plan.given.count)
        let scans = scan(plan, prefilter, keeping: kept, jobs: request.jobs, progress: request.progress)
        let facts = index(plan, scans, prefilter, jobs: request.jobs)
        let (work, results) = migrate(plan, scans, facts, kept, request)
        return outcome(plan, scans, facts, work: work, results: results, request)
    }

    /// What a run works on: the walk, the project model, where each given file belongs, and the other files of their
    /// modules read for their facts (`files` is the given ones, then those).
    package struct Plan: Sendable {
        package let workspace: Workspace
        package let model: ProjectModel
        package let bundles: [(path: String, root: String)]
        package let given: [String]
        package let placements: [Placement]
        package let extra: [(path: String, target: TargetRef)]
        package let files: [String]
        package let modules: [[ModuleKey]]
        package let maxFileSize: Int
        package let standardInput: (path: String, bytes: [UInt8])?

        package init(_ request: RunRequest) throws {
            workspace = try Workspace(paths: request.paths, exclude: request.exclude, standardInput: request.standardInput?.path)
            bundles = request.passes.contains { $0 is any TreeCheck } ? workspace.skillsBundles : []
            let graph = try request.projectGraph.map { path throws(ProjectReadError) in try TuistGraphReader.read(path) } ?? []
            model = ProjectModel(listedFolders: workspace.listedFolders, files: workspace.files, roots: workspace.roots, others: bundles, graph: graph)
            given = workspace.files
            // Text from standard input is what the person asked for: migrated even where no target compiles its name.
            placements = zip(given, model.placements).map { [model] (path, placement) -> Placement in
                if request.includeUnbuilt || path == request.standardInput?.path, case .notCompiled(let project) = placement {
                    return .folder(model.projects[project].root)
                }
                return placement
            }
            // The modules' other files are read for their facts: the edits for a file don't depend on the paths given.
            // A skills bundle's targets are read too: its skills are checked against their intents.
            let bundleTargets = bundles.flatMap { [model] in model.targets(copying: Paths.absolute($0.path)) }
            extra = Engine.moduleFiles(of: placements + (bundleTargets.isEmpty ? [] : [.targets(bundleTargets)]), in: model, besides: given, walked: request.paths)
            files = given + extra.map(\.path)
            modules = placements.map(Engine.moduleKeys) + extra.map { [ModuleKey.target($0.target)] }
            maxFileSize = request.maxFileSize
            standardInput = request.standardInput
        }

        /// A file's bytes: from standard input for its name, else from disk.
        package func contents(_ path: String, limit: Int) -> ReadOutcome {
            guard let standardInput, path == standardInput.path else { return readFile(path, limit: limit) }
            return standardInput.bytes.count > limit ? .tooLarge(standardInput.bytes.count) : .bytes(standardInput.bytes)
        }

        /// A given file its project compiles in no target.
        package func isNotCompiled(_ i: Int) -> Bool {
            guard i < given.count, case .notCompiled = placements[i] else { return false }
            return true
        }
    }

    /// First scan: every file is read and checked; the files that can hold facts give the index its facts. A given file's
    /// bytes, view and outline go to `kept` for its migration (within its budget).
    package static func scan(_ plan: Plan, _ prefilter: FileFilter, keeping kept: KeptLexed, jobs: Int,
                             progress: (@Sendable (Int, Int) -> Void)?) -> [Scan] {
        let counter = ProgressCounter(total: plan.files.count, report: progress)
        let maxFileSize = plan.maxFileSize
        return parallelMap(Array(plan.files.indices), jobs: jobs) { i -> Scan in
            counter.tick()
            if plan.isNotCompiled(i) {
                // Not migrated, but looked at: one that declares App Intents keeps `check` from passing on a misread project.
                guard case .bytes(let bytes) = plan.contents(plan.files[i], limit: maxFileSize), prefilter.wants(bytes),
                      let view = try? LexedView(bytes), prefilter.wants(view, bytes: bytes) else { return .skip }
                let outline = Outline(bytes: bytes, view: view)
                let declares = outline.types.contains { type in type.kind != .protocol && type.kind != .extension && type.inheritance.contains { IntentProtocols.all.contains($0.name) } }
                return declares ? .unbuiltIntents : .skip
            }
            let path = plan.files[i]
            // The path as shown, made only for a file that is reported or kept.
            var shown: String { Workspace.displayPath(path) }
            switch plan.contents(path, limit: maxFileSize) {
            case .unreadable:
                return .failed(.failed(path: shown, bytes: [], reason: "unreadable; left untouched"))
            case .tooLarge(let size):
                return .failed(.failed(path: shown, bytes: [], reason: "larger than \(maxFileSize) bytes (\(size)); skipped, left untouched"))
            case .bytes(let bytes):
                if let problem = inputProblem(bytes) { return .failed(.failed(path: shown, bytes: bytes, reason: problem)) }
                guard prefilter.wants(bytes) else { return .skip }
                // A file that doesn't lex is kept: its migration reports why.
                guard let view = try? LexedView(bytes) else { return .facts(TreeIndex()) }
                // Named only in comments or inside text: nothing for the passes.
                guard prefilter.wants(view, bytes: bytes) else { return .skip }
                let lexed = Lexed(bytes: bytes, view: view)
                // A given file keeps its bytes, view and outline for its migration: it is read and lexed once.
                if i < plan.given.count { kept.keep(lexed, at: i) }
                return .facts(facts(of: lexed, path: shown))
            }
        }
    }

    /// The facts of the modules: one index per module, and one per other set of modules a file is compiled into; and the
    /// skipped files read again because they name a name a module learned.
    package struct Facts {
        package var perModule: [ModuleKey: TreeIndex]
        package var indices: [[ModuleKey]: TreeIndex]
        package var learnedMore: Set<Int>
    }

    package static func index(_ plan: Plan, _ scans: [Scan], _ prefilter: FileFilter, jobs: Int) -> Facts {
        var perModule: [ModuleKey: TreeIndex] = [:]
        var read = scans.map { scan -> Bool in
            switch scan {
            case .skip, .unbuiltIntents: false
            default: true
            }
        }
        func add(_ facts: TreeIndex, of i: Int) { for key in plan.modules[i] { perModule[key, default: TreeIndex()].merge(facts) } }
        for (i, scan) in scans.enumerated() { if case .facts(let facts) = scan { add(facts, of: i) } }
        // Conformers of the modules' own intent protocols, extensions of their intents and entities and their
        // `…Error` types may name none of the words, but they name those types: the files that do are read
        // again, until no module learns a new name.
        let intentish = IntentProtocols.intentsAndEntities
        var covered = Set(prefilter.words)
        // Text a fact needs read where it starts a string literal (a notification's raw value): each looked for once.
        var coveredTexts: Set<String> = []
        var learnedMore: Set<Int> = []
        let maxFileSize = plan.maxFileSize
        while case let learned = Set(perModule.values.flatMap { $0.namesToLookFor(reaching: intentish) })
                  .filter({ name in !covered.contains { name.mentions($0) } }),
              case let texts = Set(perModule.values.flatMap(\.collectedTextsToLookFor)).subtracting(coveredTexts),
              !learned.isEmpty || !texts.isEmpty {
            covered.formUnion(learned)
            coveredTexts.formUnion(texts)
            let more = FileFilter(learned.map { TriggerWord.code($0) } + texts.map { TriggerWord.stringStart($0) })
            let skipped = plan.files.indices.filter { !read[$0] }
            let found = parallelMap(skipped, jobs: jobs) { i -> TreeIndex? in
                if plan.isNotCompiled(i) { return nil }
                guard case .bytes(let bytes) = plan.contents(plan.files[i], limit: maxFileSize), more.wants(bytes) else { return nil }
                guard let view = try? LexedView(bytes) else { return TreeIndex() }
                guard more.wants(view, bytes: bytes) else { return nil }
                return facts(of: Lexed(bytes: bytes, view: view), path: Workspace.displayPath(plan.files[i]))
            }
            for (i, facts) in zip(skipped, found) {
                guard let facts else { continue }
                add(facts, of: i)
                read[i] = true
                learnedMore.insert(i)
            }
        }
        // Another module's protocols reach Apple's names there; they never shadow Apple's own names here.
        let exports = perModule.mapValues { $0.exportedProtocols(refining: IntentProtocols.intentsAndEntities) }
        for (key, others) in othersExports(exports) { perModule[key]!.otherModulesProtocols.merge(others) { $0.union($1) } }
        // A module's code calls the modules it imports, and a button drawn in one may run its twin declared in another:
        // what the passes collect is shared (`ModuleFacts.gatherShared`, `addShared`).
        let shared = TreeIndex.shared(by: perModule.values)
        for key in Array(perModule.keys) { perModule[key]!.addShared(of: shared) }
        // One index per module, and one per other set of modules a file is compiled into, each finished on its own thread.
        let keys = Array(perModule.keys)
        let unfinished = perModule
        perModule = Dictionary(uniqueKeysWithValues: zip(keys, parallelMap(keys, jobs: jobs) { (key: ModuleKey) in unfinished[key]!.finished() }))
        let given = Set(plan.modules.prefix(plan.given.count))
        let sets = Array(given.filter { $0.count > 1 })
        let merged = parallelMap(sets, jobs: jobs) { [perModule] (keys: [ModuleKey]) -> TreeIndex in
            var index = TreeIndex()
            for key in keys { if let facts = perModule[key] { index.merge(facts) } }
            return index.finished()
        }
        var indices = Dictionary(uniqueKeysWithValues: zip(sets, merged))
        for keys in given where keys.count <= 1 { indices[keys] = keys.first.flatMap { perModule[$0] } ?? TreeIndex() }
        for keys in given { indices[keys]?.holdsWholeModules = !keys.isEmpty && keys.allSatisfy { if case .target = $0 { true } else { false } } }
        return Facts(perModule: perModule, indices: indices, learnedMore: learnedMore)
    }

    /// For each module, what the other modules export, merged: what all of them export, less what only it exports (so
    /// the work grows with the modules, not with their square).
    package static func othersExports(_ exports: [ModuleKey: [String: Set<String>]]) -> [ModuleKey: [String: Set<String>]] {
        var exporters: [String: [String: Int]] = [:]
        for protocols in exports.values { for (name, reached) in protocols { for base in reached { exporters[name, default: [:]][base, default: 0] += 1 } } }
        let all = exporters.mapValues { Set($0.keys) }
        return exports.mapValues { own in
            var others = all
            for (name, reached) in own {
                for base in reached where exporters[name]![base] == 1 { others[name]!.remove(base) }
                if others[name]!.isEmpty { others[name] = nil }
            }
            return others
        }
    }

    /// Each given file that names the words, or one of the names learned, migrated at its floor with its module's index.
    /// Without `keepsTexts`, each result keeps no text: only what the report needs.
    package static func migrate(_ plan: Plan, _ scans: [Scan], _ facts: Facts, _ kept: KeptLexed, _ request: RunRequest) -> (work: [Int], results: [FileResult]) {
        let pipeline = Pipeline(passes: request.passes)
        let work = plan.given.indices.filter { i in
            switch scans[i] {
            case .failed: return true
            case .facts: return true
            case .skip: return facts.learnedMore.contains(i)
            case .unbuiltIntents: return false
            }
        }
        let override = request.settings.floorOverride
        let indices = facts.indices
        let results = parallelMap(work, jobs: request.jobs) { i -> FileResult in
            if case .failed(let result) = scans[i] { return request.keepsTexts ? result : result.withoutTexts() }
            let path = plan.files[i]
            let lexed = kept.take(i)
            guard let bytes = lexed?.bytes ?? { if case .bytes(let bytes) = plan.contents(path, limit: .max) { bytes } else { nil } }() else {
                return .failed(path: Workspace.displayPath(path), bytes: [], reason: "unreadable; left untouched")
            }
            let floor = plan.model.floor(of: plan.placements[i], override: override)
            let result = pipeline.run(path: Workspace.displayPath(path), bytes: bytes, lexed: lexed.map { ($0.view, $0.outline) },
                                      index: indices[plan.modules[i]]!, settings: request.settings,
                                      floor: floor, reportEdits: request.reportEdits)
            let compiled: FileResult
            if case .targets(let refs) = plan.placements[i] {
                compiled = result.compiled(by: refs.map { "\(Workspace.displayPath(plan.model.projects[$0.project].file)):\(plan.model.target($0).name)" })
            } else {
                compiled = result
            }
            return request.keepsTexts ? compiled : compiled.withoutTexts()
        }
        return (work, results)
    }

    /// The results with the project notes and the tree checks' findings, and the counts of the summary.
    package static func outcome(_ plan: Plan, _ scans: [Scan], _ facts: Facts, work: [Int], results: [FileResult], _ request: RunRequest) -> RunOutcome {
        var counts = RunOutcome.Counts()
        for placement in plan.placements { if case .targets(let refs) = placement { for ref in refs { counts.filesPerTarget[ref, default: 0] += 1 } } }
        for i in work { if case .facts(let found) = scans[i] {
            let index = facts.indices[plan.modules[i]]!
            for name in found.declaredNames where !found.protocols.contains(name) {
                if index.anyBase(ofType: name, where: IntentProtocols.all.contains) { counts.intents += 1 }
                else if index.anyBase(ofType: name, where: IntentProtocols.entities.contains) { counts.entities += 1 }
            }
        } }
        var outcomes = results.filter { $0.changed || !$0.findings.isEmpty || $0.failure != nil || $0.types.contains { !$0.isExtension } }
        let unbuilt = Set(plan.given.indices.filter { if case .unbuiltIntents = scans[$0] { true } else { false } }.map { plan.given[$0] })
        outcomes += notCompiledNotes(placements: plan.placements, given: plan.given, model: plan.model, declaringIntents: unbuilt)
        outcomes += plan.workspace.unlistable.map { .failed(path: Workspace.displayPath($0.path), bytes: [], reason: $0.reason) }
        let tree = TreeContext(skillsBundles: plan.bundles, model: plan.model, indices: facts.perModule, settings: request.settings, maxFileSize: plan.maxFileSize)
        for check in request.passes.compactMap({ $0 as? any TreeCheck }) { outcomes += check.run(tree) }
        let guessed: [String] = plan.model.projects.isEmpty ? [] : zip(plan.given, plan.placements).compactMap { path, placement in
            if case .folder = placement { Workspace.displayPath(path) } else { nil }
        }
        var outcome = RunOutcome(filesScanned: plan.given.count, results: outcomes,
                                 withoutFloor: results.filter { $0.floor.map { !$0.isKnown } ?? false }.map(\.path),
                                 model: plan.model, filesRead: plan.extra.count, guessed: guessed, counts: counts)
        outcome.skillsBundlesFound = plan.workspace.skillsBundles.count
        return outcome
    }

    /// What the first scan makes of a file.
    package enum Scan: Sendable {
        case skip
        /// It names one of the words: its facts. (Boxed, as `failed`: a scan per file of the tree stays a word or two.)
        indirect case facts(TreeIndex)
        indirect case failed(FileResult)
        /// A given file no target compiles that declares App Intents: not migrated, and said with a warning.
        case unbuiltIntents
    }

    /// A file read and lexed by the first scan.
    package struct Lexed: Sendable {
        package let bytes: [UInt8]
        package let view: LexedView
        package let outline: Outline

        /// The file outlined from its lexed view.
        package init(bytes: [UInt8], view: LexedView) {
            self.bytes = bytes
            self.view = view
            outline = Outline(bytes: bytes, view: view)
        }
    }

    /// The modules a file's names are resolved in.
    package static func moduleKeys(_ placement: Placement) -> [ModuleKey] {
        switch placement {
        case .targets(let refs): refs.map { .target($0) }
        case .folder(let folder): [.folder(folder)]
        case .notCompiled: []
        }
    }

    /// The Swift files the targets of `placements`, and the other targets of their projects, compile that are not among
    /// `given` (folders inside a walked folder were walked already). A project's other targets can hold what decides a
    /// file: the widget extension that draws the button an app's intent runs.
    package static func moduleFiles(of placements: [Placement], in model: ProjectModel, besides given: [String], walked: [String]) -> [(path: String, target: TargetRef)] {
        var refs: Set<TargetRef> = []
        for placement in placements { if case .targets(let found) = placement { refs.formUnion(found) } }
        // No target, no other file: nothing to look at (a tree no project accounts for).
        if refs.isEmpty { return [] }
        for project in Set(refs.map(\.project)) {
            refs.formUnion(model.projects[project].targets.indices.map { TargetRef(project: project, target: $0) })
        }
        let walkedFolders = walked.filter { Paths.isDirectory($0) == true }.map(Paths.absolute)
        var seen = Set(given.map(Paths.absolute))
        var result: [(path: String, target: TargetRef)] = []
        for ref in refs.sorted() {
            let sources = model.target(ref).sources
            for file in sources.files.sorted() where seen.insert(file).inserted && Paths.isDirectory(file) == false {
                result.append((file, ref))
            }
            for entry in sources.folders where !walkedFolders.contains(where: { Paths.isInside(entry.folder, $0) }) {
                guard Paths.isDirectory(entry.folder) == true, let found = try? Workspace(paths: [entry.folder]) else { continue }
                for file in found.files where !entry.excluded.contains(where: { Paths.isInside(file, $0) }) && seen.insert(file).inserted {
                    result.append((file, ref))
                }
            }
        }
        return result
    }

    /// One note per project that holds given Swift files it compiles in no target: they are left alone. When some of
    /// them declare App Intents (`declaringIntents`), a warning instead: an app's intents in no target are more often a
    /// project file read wrong than dead code, and `check` must not pass on them unseen.
    package static func notCompiledNotes(placements: [Placement], given: [String], model: ProjectModel, declaringIntents: Set<String> = []) -> [FileResult] {
        var byProject: [Int: [String]] = [:]
        var withIntents: [Int: [String]] = [:]
        for (placement, path) in zip(placements, given) {
            if case .notCompiled(let project) = placement, !model.isManifest(path) {
                byProject[project, default: []].append(Workspace.displayPath(path))
                if declaringIntents.contains(path) { withIntents[project, default: []].append(Workspace.displayPath(path)) }
            }
        }
        // One finding on the project file's first line.
        func note(_ file: String, _ message: String, severity: Severity = .note) -> FileResult {
            let shown = Workspace.displayPath(file)
            let finding = Finding(path: shown, line: 1, column: 1, severity: severity, id: FindingID.project, message: message)
            return FileResult(path: shown, original: [], migrated: [], findings: [finding], migratedFindings: [finding], newTools: [], failure: nil)
        }
        func examples(_ files: [String]) -> String { files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "") }
        let unread = model.problems.map { note($0.file, "\($0.reason): its folder is read as one module, with no deployment floor known (set one with --floor)") }
        let setAside = model.setAside.map { note($0.file, $0.reason) }
        return unread + setAside + byProject.keys.sorted().flatMap { p -> [FileResult] in
            let files = byProject[p]!, intents = withIntents[p] ?? []
            let others = files.filter { !intents.contains($0) }
            var results: [FileResult] = []
            if !intents.isEmpty {
                let count = "\(intents.count) Swift file\(intents.count == 1 ? "" : "s") under this project \(intents.count == 1 ? "declares" : "declare")"
                results.append(note(model.projects[p].file, "\(count) App Intents but no target compiles \(intents.count == 1 ? "it" : "them") (\(examples(intents))): left alone. If the app builds \(intents.count == 1 ? "it" : "them"), the project file was read wrong: pass --include-unbuilt (and tell us); if not, add \(intents.count == 1 ? "it" : "them") to exclude in .intent-migrate.json", severity: .warning))
            }
            if !others.isEmpty {
                results.append(note(model.projects[p].file, "\(others.count) Swift file\(others.count == 1 ? "" : "s") under this project \(others.count == 1 ? "is" : "are") compiled in none of its targets (\(examples(others))): left alone"))
            }
            return results
        }
    }

    /// The prefilter for a run of these passes: their words, and the index's (it needs every file that
    /// declares intents or entities, whichever passes run).
    package static func prefilter(for passes: [any Pass]) -> FileFilter {
        FileFilter(passes.flatMap(\.triggerWords) + TreeIndex.triggerWords)
    }

    /// The facts one file contributes to the index, the passes' own among them: those of every pass, whichever run, so
    /// that the files read for facts (the second look) are the same with `--only`.
    package static func facts(of lexed: Lexed, path: String) -> TreeIndex {
        var facts = TreeIndex(collecting: Passes.collectedFacts)
        facts.add(lexed.outline, view: lexed.view, path: path, bytes: lexed.bytes)
        return facts
    }
}

/// Counts scanned files for a progress callback.
package final class ProgressCounter: @unchecked Sendable {
    package let total: Int
    package let report: (@Sendable (Int, Int) -> Void)?
    private var done = 0
    private let lock = Lock()

    package init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    package func tick() {
        guard let report else { return }
        lock.lock()
        done += 1
        let value = done
        lock.unlock()
        if value % 64 == 0 || value == total { report(value, total) }
    }
}
