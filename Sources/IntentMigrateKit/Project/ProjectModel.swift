/// A target of one of the model's projects.
public struct TargetRef: Hashable, Sendable, Comparable {
    public let project: Int
    public let target: Int

    public static func < (a: TargetRef, b: TargetRef) -> Bool { (a.project, a.target) < (b.project, b.target) }
}

/// The module a file's names are resolved in: the targets that compile it, or, where no project accounts
/// for it, the folder taken as one module.
public enum ModuleKey: Hashable, Sendable {
    case target(TargetRef)
    case folder(String)
}

/// Where a file belongs.
public enum Placement: Sendable, Equatable {
    /// Compiled into these targets (sorted, at least one).
    case targets([TargetRef])
    /// Inside a project that compiles it in no target: not part of the app, left alone.
    case notCompiled(project: Int)
    /// No project could say: the folder is one module (the nearest project folder's floor, when there is one).
    case folder(String)
}

/// The projects, targets and modules a run's files belong to: read before the passes run, from the
/// projects in the given folders and the nearest one above each given path.
public struct ProjectModel: Sendable {
    public private(set) var projects: [Project] = []
    /// Project files that could not be read: their folders fall back to one module, floor found by pattern.
    public private(set) var problems: [ProjectReadError] = []
    /// File → the targets listing it by name (Xcode sources phases, synchronized-folder exceptions).
    private var listed: [String: [TargetRef]] = [:]
    /// Folders targets compile whole (packages, XcodeGen, synchronized folders).
    private var folders: [(folder: String, excluded: Set<String>, target: TargetRef)] = []
    /// Folder (absolute) → index of the project whose file lies in it.
    private var projectFolders: [String: [Int]] = [:]
    /// Folders holding a project that could not be read.
    private var unreadFolders: Set<String> = []

    /// Reads the projects in the walked folders (`Workspace.listedFolders`), then, for a file with none of them
    /// above it, the nearest project folder above the walk (a run on a subfolder or one file of a project).
    public init(listedFolders: [String: [String]], files: [String]) {
        for folder in listedFolders.keys.sorted() {
            for entry in listedFolders[folder]! { read("\(folder)/\(entry)", in: folder) }
        }
        var settled: Set<String> = []
        for file in files {
            var folder = Paths.parent(of: Workspace.absolute(file))
            while !folder.isEmpty, !settled.contains(folder) {
                settled.insert(folder)
                if projectFolders[folder] != nil || unreadFolders.contains(folder) { break }
                if listedFolders[folder] == nil {
                    let entries = FloorFinder.projectEntries(in: folder)
                    for entry in entries { read("\(folder)/\(entry)", in: folder) }
                    if !entries.isEmpty { break }
                }
                let parent = Paths.parent(of: folder)
                if parent == folder { break }
                folder = parent
            }
        }
    }

    /// Reads one project file into the model, or records why it can't be read.
    private mutating func read(_ file: String, in folder: String) {
        // XcodeGen generates the `.xcodeproj`: a checkout may hold only its workspace data, and project.yml says it all.
        if file.hasSuffix(".xcodeproj"), Paths.isDirectory(file + "/project.pbxproj") == nil,
           Paths.isDirectory(folder + "/project.yml") == false { return }
        do throws(ProjectReadError) {
            let project: Project
            if file.hasSuffix(".xcodeproj") {
                project = try XcodeProjectReader.read(file)
            } else if file.hasSuffix("/Package.swift") {
                project = try PackageManifestReader.read(file)
            } else {
                project = try XcodeGenReader.read(file)
            }
            let index = projects.count
            projects.append(project)
            projectFolders[folder, default: []].append(index)
            for (t, target) in project.targets.enumerated() {
                let ref = TargetRef(project: index, target: t)
                for path in target.sources.files { listed[path, default: []].append(ref) }
                for entry in target.sources.folders { folders.append((entry.folder, entry.excluded, ref)) }
            }
        } catch {
            problems.append(error)
            unreadFolders.insert(folder)
        }
    }

    /// Where the file at `path` belongs. `root`: the given path the file was found under (a folder is one
    /// module when no project accounts for the file).
    public func placement(of path: String, root: String) -> Placement {
        let file = Workspace.absolute(path)
        if file.hasSuffix("/Package.swift"), let found = projectFolders[Paths.parent(of: file)] { return .notCompiled(project: found[0]) }
        var refs = Set(listed[file] ?? [])
        for entry in folders where Paths.isInside(file, entry.folder)
            && !entry.excluded.contains(where: { Paths.isInside(file, $0) }) {
            refs.insert(entry.target)
        }
        if !refs.isEmpty { return .targets(refs.sorted()) }
        // The nearest project folder above decides: a project read there compiles the file in no target.
        var folder = Paths.parent(of: file)
        while !folder.isEmpty {
            if unreadFolders.contains(folder) { return .folder(folder) }
            if let found = projectFolders[folder] { return .notCompiled(project: found[0]) }
            let parent = Paths.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return .folder(Workspace.absolute(root))
    }

    public func target(_ ref: TargetRef) -> Target { projects[ref.project].targets[ref.target] }

    /// The floor of a file compiled into `refs`: per platform any of them builds for, the lowest of their
    /// floors (a platform with no deployment target is taken at its first App Intents release). `override`
    /// (`--floor`, config `floor`) replaces the platforms it names and keeps the others.
    public func floor(for refs: [TargetRef], override: DeploymentFloor? = nil) -> DeploymentFloor {
        var versions: [Platform: OSVersion] = [:]
        var sources: [String] = []
        var known = false
        for ref in refs {
            let target = target(ref)
            for platform in target.platforms {
                let version = target.floors[platform] ?? DeploymentFloor.unknown.versions[platform]!
                if target.floors[platform] != nil { known = true }
                if versions[platform].map({ version < $0 }) ?? true { versions[platform] = version }
            }
            let files = Set(target.floorSources.values).sorted().map(Workspace.displayPath)
            sources.append("target \(target.name), \(files.isEmpty ? Workspace.displayPath(projects[ref.project].file) : files.joined(separator: ", "))")
        }
        var source = sources.joined(separator: "; ")
        if let override {
            // The targets' platforms are known even where their floors aren't: the others are kept.
            versions.merge(override.versions) { $1 }
            known = true
            source = "\(override.source) for \(override.platforms.map(\.rawValue).joined(separator: ", ")); \(source)"
        }
        return DeploymentFloor(versions: versions, source: source, isKnown: known)
    }

    /// The projects and files a run found, for `intent-migrate project` and the summary.
    public func describe(fileCounts: [TargetRef: Int]) -> String {
        var lines: [String] = []
        for (p, project) in projects.enumerated() {
            lines.append("\(Workspace.displayPath(project.file)) (\(project.kind.rawValue), \(project.targets.count) target\(project.targets.count == 1 ? "" : "s"))")
            for (t, target) in project.targets.enumerated() {
                let platforms = target.platforms.sorted().map { p in target.floors[p].map { "\(p.rawValue) \($0)" } ?? "\(p.rawValue) (no deployment target)" }
                let count = fileCounts[TargetRef(project: p, target: t)] ?? 0
                lines.append("  \(target.name): \(platforms.joined(separator: ", ")); \(count) Swift file\(count == 1 ? "" : "s")")
            }
        }
        for problem in problems { lines.append("\(problem.description) (read as one module, floor found by pattern)") }
        return lines.joined(separator: "\n")
    }
}

extension DeploymentFloor {
    /// This floor with the platforms `override` names replaced (and added), the others kept.
    public func overridden(by override: DeploymentFloor) -> DeploymentFloor {
        guard isKnown else { return override }
        var copy = self
        copy.versions.merge(override.versions) { $1 }
        copy.source = source.isEmpty || versions.isEmpty ? override.source : "\(override.source) for \(override.platforms.map(\.rawValue).joined(separator: ", ")); \(source)"
        copy.isKnown = true
        return copy
    }
}
