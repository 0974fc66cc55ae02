/// Reads an XcodeGen `project.yml`: each target's `platform`, `sources` and deployment targets (its `deploymentTarget`,
/// its `settings:`, the spec's `settings:` and `options.deploymentTarget`, each with the file and line it is written on),
/// with the specs it includes (`include:`), its target templates (`templates:`, `${target_name}`) and YAML merge keys.
/// The spec is read with a small YAML reader.
package enum XcodeGenReader {
    /// The committed Xcode project beside a spec, which is read instead of it: the one the spec generates (`name: TimeBox`
    /// generates `TimeBox.xcodeproj`; its build settings are what Xcode builds, and reading both would list every target
    /// twice), or another one, when the spec is left over from another name. Nil when none is committed (or the spec has
    /// no name to compare).
    package static func committedProject(beside projectYML: String, in folder: String) -> (generated: String, found: String)? {
        let committed = ProjectModel.projectEntries(in: folder).filter { $0.hasSuffix(".xcodeproj") && Paths.isDirectory("\(folder)/\($0)/project.pbxproj") == false }
        guard !committed.isEmpty, let bytes = readFile(Paths.absolute(projectYML)),
              case .scalar(let name)? = YAMLReader.parse(String(decoding: bytes, as: UTF8.self))["name"], !name.isEmpty else { return nil }
        let generated = name + ".xcodeproj"
        return (generated, committed.contains(generated) ? generated : committed.sorted()[0])
    }

    /// A spec with the file it was read from (absolute): its `sources:` paths start from that file's folder, and its
    /// floors are written there.
    package typealias Part = (spec: YAMLValue, file: String)

    /// The project that the `project.yml` at `projectYML` (an absolute path) describes: its specs merged as XcodeGen
    /// merges them, each target over its templates. Source paths are relative to the folder of the spec that writes them.
    /// A spec that expands past `SpecBudget.limit` nodes is refused.
    package static func read(_ projectYML: String) throws(ProjectReadError) -> Project {
        let file = Paths.absolute(projectYML), root = Paths.parent(of: file)
        let budget = SpecBudget(file: file)
        let spec = try mergedSpec(try specs(file), budget: budget)
        let level = ProjectLevel(spec, file: file, budget: budget)
        var templates: [String: (spec: YAMLValue, file: String)] = [:]
        let templatesEntry = spec.entry("targetTemplates")
        for entry in templatesEntry?.value.entries ?? [] where templates[entry.key] == nil {
            templates[entry.key] = (entry.value, entry.file ?? templatesEntry?.file ?? file)
        }
        let targetsEntry = spec.entry("targets")
        var targets: [Target] = []
        for entry in targetsEntry?.value.entries ?? [] where !targets.contains(where: { $0.name == entry.key }) {
            let written = entry.file ?? targetsEntry?.file ?? file
            let resolved = try resolved(entry.value, file: written, templates: templates, name: entry.key, budget: budget)
            let built = try target(entry.key, resolved, project: level, writtenIn: written, file: file, root: root)
            // A target whose `sources:` can't be read would leave its files in no target, and `check` green on them: the
            // whole spec is then unreadable, and its folder read as one module.
            if resolved["sources"] != nil, built.sources.folders.isEmpty && built.sources.files.isEmpty {
                throw ProjectReadError(file: file, reason: "target \(entry.key)'s sources can't be read")
            }
            targets.append(built)
        }
        return Project(kind: .xcodegen, file: file, root: root, targets: targets)
    }

    /// The spec at `file` and those it includes, in the order XcodeGen merges them: what a spec includes first, then the
    /// spec itself, whose values win. An include outside the repository, missing from the checkout, already read or
    /// deeper than `XcodeProjectReader.includeDepth` adds nothing.
    static func specs(_ file: String) throws(ProjectReadError) -> [Part] {
        var specs: [Part] = []
        var visited: Set<String> = []
        let top = Workspace.repositoryRoot(ofFolder: Paths.parent(of: file))
        func load(_ path: String, depth: Int) throws(ProjectReadError) {
            guard depth <= XcodeProjectReader.includeDepth, visited.insert(resolvedPath(path) ?? path).inserted else { return }
            guard let bytes = readFile(path) else { throw ProjectReadError(file: path, reason: "can't be read") }
            let spec: YAMLValue
            do { spec = try YAMLReader.read(String(decoding: bytes, as: UTF8.self)) } catch { throw ProjectReadError(file: path, reason: error.reason) }
            guard case .map = spec else { throw ProjectReadError(file: path, reason: "is not a YAML map") }
            for include in spec["include"]?.items ?? [] {
                guard let name = include.text ?? include["path"]?.text, !name.isEmpty else { continue }
                let included = Paths.resolve(name, from: Paths.parent(of: path))
                // An include outside the repository is not read (a project file can't widen what the tool reads).
                guard Paths.isInside(resolvedPath(included) ?? included, top) else { continue }
                // A spec missing from the checkout (a developer's own `local.yml`, ignored by git) adds nothing.
                guard Paths.isDirectory(included) == false else { continue }
                try load(included, depth: depth + 1)
            }
            specs.append((spec, path))
        }
        try load(file, depth: 0)
        return specs
    }

    /// One entry of `targets:`. `platform:` names one platform or a list of them. XcodeGen makes one target per
    /// platform in a list; this reader makes one target that builds for all of them. When no `platform:` can be
    /// read, `supportedDestinations:` is used. When neither can be read, the target gets all five platforms. Each
    /// platform's floor is the lowest over the configurations (`ProjectLevel.floors`).
    /// `writtenIn` is the spec the target is written in (each entry merged from another spec names its own); `file` the
    /// `project.yml` read.
    package static func target(_ name: String, _ spec: YAMLValue, project: ProjectLevel, writtenIn: String, file: String,
                               root: String) throws(ProjectReadError) -> Target {
        func platforms(_ key: String) -> Set<Platform> {
            Set((spec[key]?.items ?? []).compactMap { $0.text.flatMap(Platform.init(spelling:)) })
        }
        var targetPlatforms = platforms("platform")
        if targetPlatforms.isEmpty { targetPlatforms = platforms("supportedDestinations") }
        if targetPlatforms.isEmpty { targetPlatforms = Set(Platform.allCases) }
        let floors = try project.floors(of: spec, platforms: targetPlatforms, file: writtenIn)
        var target = Target(name: name, platforms: targetPlatforms, floors: floors.mapValues(\.version),
                            floorSources: Dictionary(uniqueKeysWithValues: targetPlatforms.map { ($0, floors[$0]?.file ?? file) }),
                            sources: sources(spec["sources"], root: root))
        target.floorPlaces = floors.mapValues { .line($0.line) }
        return target
    }

    /// A platform → version map such as `{iOS: "17.0", macOS: 14.0}`, each with its file (`file` unless merged from
    /// another spec) and its line. Keys that aren't platforms are skipped.
    package static func versions(_ map: YAMLValue?, file: String) -> [Platform: WrittenFloor] {
        var found: [Platform: WrittenFloor] = [:]
        for entry in map?.entries ?? [] {
            if let platform = Platform(spelling: entry.key), let version = entry.value.text.flatMap(OSVersion.init) {
                found[platform] = WrittenFloor(version: version, file: entry.file ?? file, line: entry.line)
            }
        }
        return found
    }

    /// `sources:` is one path or a list of paths and `{path:, excludes:}` maps, relative to `root` (`read` has made those
    /// of a spec absolute from its folder).
    package static func sources(_ value: YAMLValue?, root: String) -> SourceSet {
        var set = SourceSet()
        for source in value?.items ?? [] {
            guard let path = source.text ?? source["path"]?.text, !path.isEmpty else { continue }
            let folder = Paths.resolve(path, from: root)
            let excludes = (source["excludes"]?.items ?? []).compactMap { $0.text.flatMap { excludedPath($0, in: folder) } }
            set.folders.append((folder, Set(excludes)))
        }
        return set
    }

    /// An `excludes:` glob (relative to its source's folder) as a path: a plain path, or `dir/**` for all of `dir`.
    /// Other globs (`*.md`, `**/Mocks/*.swift`) match files by pattern, which a `SourceSet` can't hold. They are
    /// skipped, so the files they match count as compiled.
    package static func excludedPath(_ glob: String, in folder: String) -> String? {
        let path = glob.hasSuffix("/**") ? String(glob.dropLast(3)) : glob
        guard !path.isEmpty, !path.contains(where: { "*?[{".contains($0) }) else { return nil }
        return Paths.resolve(path, from: folder)
    }
}
