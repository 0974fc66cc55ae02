/// A target of one of the model's projects.
package struct TargetRef: Hashable, Sendable, Comparable {
    package let project: Int
    package let target: Int

    package init(project: Int, target: Int) {
        self.project = project
        self.target = target
    }

    package static func < (a: TargetRef, b: TargetRef) -> Bool { (a.project, a.target) < (b.project, b.target) }
}

/// The module a file's names are resolved in: the targets that compile it, or, where no project accounts
/// for it, the folder taken as one module.
package enum ModuleKey: Hashable, Sendable {
    case target(TargetRef)
    case folder(String)
}

/// Where a file belongs.
package enum Placement: Sendable, Equatable {
    /// Compiled into these targets (sorted, at least one).
    case targets([TargetRef])
    /// Inside a project that compiles it in no target: not part of the app, left alone.
    case notCompiled(project: Int)
    /// No project could say: the folder is one module (the nearest project folder's floor, when there is one).
    case folder(String)
}

/// The projects, targets and modules a run's files belong to: read before the passes run, from the
/// projects in the given folders and the nearest one above each given path.
package struct ProjectModel: Sendable {
    package private(set) var projects: [Project] = []
    /// Project files that could not be read: their folders fall back to one module, with no floor known.
    package private(set) var problems: [ProjectReadError] = []
    /// Project files read but set aside, each with why and what is read instead (an XcodeGen spec whose generated
    /// project is not the one committed beside it).
    package private(set) var setAside: [ProjectReadError] = []
    /// File → the targets listing it by name (Xcode sources phases, synchronized-folder exceptions).
    private var listed: [String: [TargetRef]] = [:]
    /// The same, keyed by the lowercased path: Xcode on a Mac's file system compiles `intents/Log.swift` listed as
    /// `Intents/Log.swift`, so a file the exact path misses is looked up here.
    private var listedIgnoringCase: [String: [TargetRef]] = [:]
    /// Folders targets compile whole (packages, XcodeGen, synchronized folders).
    /// Folder → the targets that compile it whole, each with the paths it leaves out.
    private var folders: [String: [(excluded: Set<String>, target: TargetRef)]] = [:]
    /// Folder (absolute) → index of the project whose file lies in it.
    private(set) var projectFolders: [String: [Int]] = [:]
    /// The manifests read as projects, or tried (absolute): `Package.swift` files that import PackageDescription and
    /// Tuist `Project.swift` files.
    private(set) var manifests: Set<String> = []
    /// Folders holding a project that could not be read.
    private var unreadFolders: Set<String> = []
    /// The `Tuist/ProjectDescriptionHelpers` folders read, by folder: a workspace's manifests share them.
    private var tuistHelpers: [String: TuistHelpers] = [:]
    /// The folders of the projects a `tuist graph` JSON gave: their `Project.swift` is not read again.
    private var fromGraph: Set<String> = []
    /// Where each of the files the model was built for belongs, in their order.
    package private(set) var placements: [Placement] = []

    /// Reads the projects in the walked folders (`Workspace.listedFolders`), then, for the given paths with a
    /// file that none of them accounts for, the nearest project folder above (a run on a subfolder or one file
    /// of a project). `others` (skills bundles, with the given path each was found under) are not placed, but the
    /// nearest project above them is read the same way.
    /// `graph`: the projects of a `tuist graph` JSON (`--project-graph`), read first and preferred over their manifests.
    package init(listedFolders: [String: [String]], files: [String], roots: [String], others: [(path: String, root: String)] = [],
                graph: [Project] = []) {
        for project in graph {
            add(project, in: project.root)
            manifests.insert(project.file)
            fromGraph.insert(project.root)
        }
        for folder in listedFolders.keys.sorted() {
            for entry in ProjectModel.xcodeFirst(listedFolders[folder]!) { read("\(folder)/\(entry)", in: folder) }
        }
        placements = placements(of: files, roots: roots)
        var unplaced: Set<String> = []
        for (root, placement) in zip(roots, placements) {
            if case .folder = placement { unplaced.insert(root) }
        }
        for (other, root) in others where nearestProject(above: Paths.absolute(other)) == nil { unplaced.insert(root) }
        let before = projects.count + problems.count
        for root in unplaced.sorted() {
            var folder = Paths.absolute(root)
            // The search stops at the repository's root (outside git, the current folder, or the given path when it lies
            // elsewhere): a project outside the repository doesn't build its files, and the folders above it (a crowded
            // /tmp, a home folder) are not listed for nothing.
            let top = Workspace.repositoryRoot(ofFolder: folder)
            while !folder.isEmpty {
                if projectFolders[folder] != nil || unreadFolders.contains(folder) { break }
                if listedFolders[folder] == nil {
                    let entries = ProjectModel.projectEntries(in: folder)
                    for entry in ProjectModel.xcodeFirst(entries) { read("\(folder)/\(entry)", in: folder) }
                    if !entries.isEmpty { break }
                }
                let parent = Paths.parent(of: folder)
                if parent == folder || folder == top { break }
                folder = parent
            }
        }
        if projects.count + problems.count > before { placements = placements(of: files, roots: roots) }
    }

    /// Reads one project file into the model, or records why it can't be read.
    private mutating func read(_ file: String, in folder: String) {
        // XcodeGen generates the `.xcodeproj`: a checkout may hold only its workspace data, and project.yml says it all.
        if file.hasSuffix(".xcodeproj"), Paths.isDirectory(file + "/project.pbxproj") == nil,
           Paths.isDirectory(folder + "/project.yml") == false { return }
        // A committed project beside the spec is what builds: the one the spec generated (one model of the targets, not
        // two), or another one the spec is left over from.
        if file.hasSuffix("/project.yml"), let committed = XcodeGenReader.committedProject(beside: file, in: folder) {
            setAside.append(ProjectReadError(file: file, reason: committed.found == committed.generated
                ? "read with \(committed.found), generated from it and committed beside it: one set of targets, with the project's build settings, and the spec's sources where the project misses them"
                : "not read: it generates \(committed.generated), but the project beside it is \(committed.found), which is read instead"))
            return
        }
        // Tuist keeps its own dependencies in `Tuist/Package.swift`: a list for Tuist, not a package of the app.
        if ProjectModel.isTuistDependencies(file) { manifests.insert(Paths.absolute(file)); return }
        if file.hasSuffix("/Package.swift") {
            // A source file that happens to be named Package.swift is not a project.
            guard PackageManifestReader.isManifest(file) else { return }
            manifests.insert(Paths.absolute(file))
        }
        do throws(ProjectReadError) {
            let project: Project
            if file.hasSuffix(".xcodeproj") {
                project = ProjectModel.withSpec(try XcodeProjectReader.read(file), in: folder)
            } else if file.hasSuffix("/Package.swift") {
                project = try PackageManifestReader.read(file)
            } else if file.hasSuffix("/Project.swift") {
                // Tuist's own graph already said what this manifest builds.
                if fromGraph.contains(folder) { return }
                // A project generated from it and committed beside it is what Xcode builds in this checkout: one set of
                // targets, not two.
                if let generated = projectFolders[folder]?.first(where: { projects[$0].kind == .xcode }),
                   TuistProjectReader.isManifest(file) {
                    manifests.insert(Paths.absolute(file))
                    setAside.append(ProjectReadError(file: file, reason: "not read: \(projects[generated].file.split(separator: "/").last ?? "") beside it, generated from it and committed, is read instead"))
                    return
                }
                // A source file that happens to be named Project.swift is not a project.
                guard let tuist = try TuistProjectReader.read(file, helpers: &tuistHelpers) else { return }
                project = tuist
                manifests.insert(project.file)
            } else {
                project = try XcodeGenReader.read(file)
            }
            add(project, in: folder)
        } catch {
            // A Tuist manifest it can't read is still a manifest (it imports ProjectDescription), not a source.
            if file.hasSuffix("/Project.swift") { manifests.insert(Paths.absolute(file)) }
            problems.append(error)
            unreadFolders.insert(folder)
        }
    }

    /// A project read, with the files and folders its targets compile.
    private mutating func add(_ project: Project, in folder: String) {
        let index = projects.count
        projects.append(keptInside(project))
        projectFolders[folder, default: []].append(index)
        for (t, target) in projects[index].targets.enumerated() {
            let ref = TargetRef(project: index, target: t)
            for path in target.sources.files {
                listed[path, default: []].append(ref)
                listedIgnoringCase[path.lowercased(), default: []].append(ref)
            }
            for entry in target.sources.folders { folders[entry.folder, default: []].append((entry.excluded, ref)) }
        }
    }

    /// An Xcode project with the XcodeGen spec beside it that generated it (`name:` plus `.xcodeproj`): one set of targets,
    /// the project's (its build settings are what Xcode builds), each also compiling what the spec's target of the same
    /// name does (a project committed before the spec's last change misses those files); a target only the spec has is
    /// added. The project as read when there is no such spec or it can't be read.
    package static func withSpec(_ project: Project, in folder: String) -> Project {
        let spec = folder + "/project.yml"
        let name = String(project.file.split(separator: "/").last ?? "")
        guard XcodeGenReader.committedProject(beside: spec, in: folder)?.generated == name,
              let generator = try? XcodeGenReader.read(spec) else { return project }
        var merged = project
        for target in generator.targets {
            guard let i = merged.targets.firstIndex(where: { $0.name == target.name }) else { merged.targets.append(target); continue }
            merged.targets[i].sources.files.formUnion(target.sources.files)
            for entry in target.sources.folders where !merged.targets[i].sources.folders.contains(where: { $0.folder == entry.folder }) {
                merged.targets[i].sources.folders.append(entry)
            }
        }
        return merged
    }

    /// The project with its targets' sources kept inside its repository (`Workspace.repositoryRoot`): a file or folder a
    /// project file names outside it is not read, and a folder holding the repository (`path: ".."`) stands for the
    /// repository itself. Each is recorded with a note.
    private mutating func keptInside(_ project: Project) -> Project {
        let top = Workspace.repositoryRoot(ofFolder: project.root)
        var kept = project
        if let why = project.guessed { setAside.append(ProjectReadError(file: project.file, reason: why)) }
        for file in project.notRead {
            setAside.append(ProjectReadError(file: project.file, reason: "names \(Workspace.displayPath(file)), outside the repository: not read"))
        }
        for t in kept.targets.indices {
            let sources = kept.targets[t].sources
            let name = kept.targets[t].name
            let outsideFiles = sources.files.filter { !Paths.isInside($0, top) }
            for file in outsideFiles.sorted() {
                setAside.append(ProjectReadError(file: project.file, reason: "target \(name) names \(Workspace.displayPath(file)), outside the repository: not read"))
            }
            kept.targets[t].sources.files.subtract(outsideFiles)
            kept.targets[t].sources.folders = sources.folders.compactMap { entry in
                if Paths.isInside(entry.folder, top) { return entry }
                let shown = Workspace.displayPath(entry.folder)
                guard Paths.isInside(top, entry.folder) else {
                    setAside.append(ProjectReadError(file: project.file, reason: "target \(name) compiles the folder \(shown), outside the repository: not read"))
                    return nil
                }
                setAside.append(ProjectReadError(file: project.file, reason: "target \(name) compiles the folder \(shown), which holds the repository: only the repository's files are read"))
                return (top, entry.excluded)
            }
        }
        return kept
    }

    /// Where each file belongs (`roots`: the given path each was found under; a folder is one module when no
    /// project accounts for a file).
    package func placements(of files: [String], roots: [String]) -> [Placement] {
        var absoluteRoots: [String: String] = [:]
        func folder(_ root: String) -> Placement {
            if let known = absoluteRoots[root] { return .folder(known) }
            let absolute = Paths.absolute(root)
            absoluteRoots[root] = absolute
            return .folder(absolute)
        }
        // Outside any project every file is in its given folder's module.
        if projects.isEmpty && problems.isEmpty { return roots.map(folder) }
        // The nearest project above a folder, found once per folder.
        var nearest: [String: Placement?] = [:]
        return zip(files, roots).map { path, root in
            let file = Paths.absolute(path)
            let parent = Paths.parent(of: file)
            if isManifest(file), let found = projectFolders[parent]?.first ?? tuistWorkspaceProject(owning: file) { return .notCompiled(project: found) }
            if let refs = targets(compiling: file) { return .targets(refs) }
            let found: Placement?
            if let cached = nearest[parent] { found = cached } else { found = nearestProject(above: parent); nearest[parent] = .some(found) }
            return found ?? folder(root)
        }
    }

    /// The targets that compile the file (absolute), sorted, or nil for none.
    package func targets(compiling file: String) -> [TargetRef]? {
        var refs = listed[file] ?? listedIgnoringCase[file.lowercased()] ?? []
        // The file and the folders around it, up to the root: each is looked up, as a compiled folder and as an exception.
        var around: [String] = []
        var folder = file
        while !folder.isEmpty {
            around.append(folder)
            let parent = Paths.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        for folder in around {
            for entry in folders[folder] ?? [] where !around.contains(where: entry.excluded.contains) {
                if !refs.contains(entry.target) { refs.append(entry.target) }
            }
        }
        return refs.isEmpty ? nil : refs.sorted()
    }

    /// A file no target lists in `folder`: the nearest project folder above decides. A project read there
    /// compiles it in no target; one that could not be read makes its folder one module.
    package func nearestProject(above folder: String) -> Placement? {
        var folder = folder
        while !folder.isEmpty {
            if unreadFolders.contains(folder) { return .folder(folder) }
            if let found = projectFolders[folder] { return .notCompiled(project: found[0]) }
            let parent = Paths.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    package func target(_ ref: TargetRef) -> Target { projects[ref.project].targets[ref.target] }

    /// The targets that copy the file or folder at `path` (absolute) as a resource, sorted.
    package func targets(copying path: String) -> [TargetRef] {
        projects.indices.flatMap { p in
            projects[p].targets.indices.filter { projects[p].targets[$0].resources.contains(path) }.map { TargetRef(project: p, target: $0) }
        }
    }

    /// The nearest Xcode project whose folder holds `path` (absolute): one whose targets could copy it.
    package func xcodeProject(holding path: String) -> Int? {
        var folder = Paths.parent(of: path)
        while !folder.isEmpty {
            if let found = projectFolders[folder]?.first(where: { projects[$0].kind == .xcode }) { return found }
            let parent = Paths.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    /// What ships together in one of the project's products: each target no other target embeds, with what it embeds
    /// (an app, its extensions and embedded frameworks), as target indices, the one nothing embeds first.
    package func products(of project: Int) -> [[Int]] {
        let targets = projects[project].targets
        let embedded = Set(targets.flatMap(\.embeds))
        return targets.indices.filter { !embedded.contains($0) }.map { top in
            var seen = [top], queue = [top]
            while let next = queue.popLast() {
                for inner in targets[next].embeds where !seen.contains(inner) { seen.append(inner); queue.append(inner) }
            }
            return [top] + seen.dropFirst().sorted()
        }
    }

    /// The floor of a file compiled into `refs`: per platform any of them builds for, the lowest of their
    /// floors (a platform with no deployment target is taken at its first App Intents release). `override`
    /// (`--floor`, config `floor`) replaces the platforms it names and keeps the others.
    package func floor(for refs: [TargetRef], override: DeploymentFloor? = nil) -> DeploymentFloor {
        var versions: [Platform: OSVersion] = [:]
        var winner: [Platform: TargetRef] = [:]
        var known = false
        for ref in refs {
            let target = target(ref)
            for platform in target.platforms {
                let version = target.floors[platform] ?? DeploymentFloor.unknown.versions[platform]!
                if target.floors[platform] != nil { known = true }
                if versions[platform].map({ version < $0 }) ?? true { versions[platform] = version; winner[platform] = ref }
            }
        }
        // The targets whose floor is the file's on some platform, grouped by the files their floors came from.
        var byFiles: [String: [String]] = [:]
        for ref in Set(winner.values).sorted() {
            let target = target(ref)
            let files = Set(winner.filter { $0.value == ref }.compactMap { target.floorSources[$0.key] }).sorted().map(Workspace.displayPath)
            byFiles[files.isEmpty ? Workspace.displayPath(projects[ref.project].file) : files.joined(separator: ", "), default: []].append(target.name)
        }
        var source = byFiles.sorted { $0.key < $1.key }.map { files, names in
            "\(names.count == 1 ? "target" : "targets") \(names.joined(separator: " and ")), \(files)"
        }.joined(separator: "; ")
        if let override {
            // The targets' platforms are known even where their floors aren't: the others are kept.
            versions.merge(override.versions) { $1 }
            known = true
            source = "\(override.source) for \(override.platforms.map(\.rawValue).joined(separator: ", ")); \(source)"
        }
        return DeploymentFloor(versions: versions, source: source, isKnown: known)
    }

    /// The floor of a file placed so: its targets' floors; in a project that compiles it in no target, the lowest of that
    /// project's targets (what the project builds for); with no project that could be read, none known (`override`, or
    /// each platform's first App Intents release).
    package func floor(of placement: Placement, override: DeploymentFloor? = nil) -> DeploymentFloor {
        let refs: [TargetRef]
        switch placement {
        case .targets(let placed): refs = placed
        case .notCompiled(let project): refs = projects[project].targets.indices.map { TargetRef(project: project, target: $0) }
        case .folder: refs = []
        }
        guard refs.isEmpty else { return floor(for: refs, override: override) }
        return override.map(DeploymentFloor.unknown.overridden(by:)) ?? .unknown
    }

    /// A folder's project names with the Xcode projects first: a project generated from a spec beside it is read before
    /// the spec, which then knows it is set aside.
    package static func xcodeFirst(_ entries: [String]) -> [String] {
        entries.filter { $0.hasSuffix(".xcodeproj") } + entries.filter { !$0.hasSuffix(".xcodeproj") }
    }

    /// The names in `directory` that can make it a project (`*.xcodeproj`, `Package.swift`, `project.yml`, `Project.swift`), sorted.
    package static func projectEntries(in directory: String) -> [String] {
        Paths.names(in: directory) { isProjectName(String(decoding: $0, as: UTF8.self)) } ?? []
    }

    /// A name that can make its folder a project: `*.xcodeproj`, `Package.swift`, `project.yml`, or `Project.swift` (when
    /// it is a Tuist manifest).
    package static func isProjectName(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name == "Package.swift" || name == "project.yml" || name == "Project.swift"
    }

    /// The projects and files a run found, for `intent-migrate project` and the summary.
    package func describe(fileCounts: [TargetRef: Int]) -> String {
        var lines: [String] = []
        for (p, project) in projects.enumerated() {
            lines.append("\(Workspace.displayPath(project.file)) (\(project.kind.rawValue), \(project.targets.count) target\(project.targets.count == 1 ? "" : "s")"
                         + (project.guessed == nil ? ")" : "; guessed: its targets are built by code the tool doesn't run, so its folder is one target)"))
            for (t, target) in project.targets.enumerated() {
                // Where each floor came from: the line of the project file, or another file (an `.xcconfig`, an included
                // spec, a Tuist helper) and its line when the reader knows it; none found is said, and what is guessed instead.
                let platforms = target.platforms.sorted().map { p -> String in
                    guard let floor = target.floors[p] else {
                        return "\(p.rawValue) (guessed: no deployment target, \(DeploymentFloor.unknown.versions[p].map { "\($0)" } ?? "its first App Intents release") assumed)"
                    }
                    let source = target.floorSources[p] ?? project.file
                    let line = target.floorPlaces[p].flatMap { place -> Int? in
                        switch place {
                        case .line(let line): line
                        case .buildSetting(let key, let configuration): XcodeProjectReader.line(of: key, inConfiguration: configuration, pbxproj: source)
                        }
                    }
                    // `file:line`, as editors and terminals open it; the project's own file by its name alone.
                    let fromProject = source == project.file || source == project.file + "/project.pbxproj"
                    let place = fromProject ? line.map { "\(source.split(separator: "/").last ?? ""):\($0)" }
                        : "from \(Workspace.displayPath(source))" + (line.map { ":\($0)" } ?? "")
                    return "\(p.rawValue) \(floor)" + (place.map { " (\($0))" } ?? "")
                }
                let count = fileCounts[TargetRef(project: p, target: t)] ?? 0
                lines.append("  \(target.name): \(platforms.joined(separator: ", ")); \(count) Swift file\(count == 1 ? "" : "s")")
            }
        }
        for problem in problems { lines.append("\(problem.description) (read as one module, with no deployment floor known)") }
        return lines.joined(separator: "\n")
    }
}

extension DeploymentFloor {
    /// This floor with the platforms `override` names replaced (and added), the others kept.
    package func overridden(by override: DeploymentFloor) -> DeploymentFloor {
        guard isKnown else { return override }
        var copy = self
        copy.versions.merge(override.versions) { $1 }
        copy.source = source.isEmpty || versions.isEmpty ? override.source : "\(override.source) for \(override.platforms.map(\.rawValue).joined(separator: ", ")); \(source)"
        copy.isKnown = true
        return copy
    }
}
