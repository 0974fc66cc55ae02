/// Reads an XcodeGen `project.yml`: each target's `platform`, `sources` and deployment targets (its `deploymentTarget`,
/// its `settings:`, the spec's `settings:` and `options.deploymentTarget`, each with the file and line it is written on),
/// with the specs it includes (`include:`), its target templates (`templates:`, `${target_name}`) and YAML merge keys.
/// The spec is read with a small YAML reader.
public enum XcodeGenReader {
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

    /// The project that the `project.yml` at `projectYML` (an absolute path) describes. Source paths are relative
    /// to the folder of the spec that writes them.
    public static func read(_ projectYML: String) throws(ProjectReadError) -> Project {
        let file = Paths.absolute(projectYML), root = Paths.parent(of: file)
        let specs = try specs(file)
        var level = ProjectLevel()
        var templates: [String: Part] = [:]
        var targetSpecs: [(name: String, parts: [Part])] = []
        for (spec, path) in specs {
            level.add(spec, file: path)
            for entry in spec["targetTemplates"]?.entries ?? [] { templates[entry.key] = (entry.value, path) }
            for entry in spec["targets"]?.entries ?? [] {
                if let i = targetSpecs.firstIndex(where: { $0.name == entry.key }) {
                    targetSpecs[i].parts.append((entry.value, path))
                } else {
                    targetSpecs.append((entry.key, [(entry.value, path)]))
                }
            }
        }
        var targets: [Target] = []
        for named in targetSpecs {
            let resolved = resolved(named.parts, templates: templates, name: named.name)
            let built = target(named.name, resolved, project: level, file: file, root: root)
            // A target whose `sources:` can't be read would leave its files in no target, and `check` green on them: the
            // whole spec is then unreadable, and its folder read as one module.
            if resolved.spec["sources"] != nil, built.sources.folders.isEmpty && built.sources.files.isEmpty {
                throw ProjectReadError(file: file, reason: "target \(named.name)'s sources can't be read")
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

    /// One target's spec: its templates' keys (`templates: [Base]`, each template's own templates first), then its parts
    /// in order, later keys winning; `${target_name}` in a template's text is the target's name. With the folder its
    /// `sources:` paths start from (the spec that wrote them), and the file each key was written in.
    package static func resolved(_ parts: [Part], templates: [String: Part], name: String)
        -> (spec: YAMLValue, sourcesRoot: String?, files: [String: String]) {
        var entries: [YAMLEntry] = []
        var sourcesRoot: String?
        var files: [String: String] = [:]
        var applied: Set<String> = []
        func set(_ spec: YAMLValue, file: String, template: Bool) {
            for entry in spec.entries where entry.key != "templates" {
                let value = template ? substituted(entry.value, name: name) : entry.value
                if let i = entries.firstIndex(where: { $0.key == entry.key }) {
                    entries[i] = YAMLEntry(entry.key, value, line: entry.line)
                } else {
                    entries.append(YAMLEntry(entry.key, value, line: entry.line))
                }
                files[entry.key] = file
                if entry.key == "sources" { sourcesRoot = Paths.parent(of: file) }
            }
        }
        func apply(templateNames: [YAMLValue], depth: Int) {
            for item in templateNames {
                guard depth < 32, let key = item.text, let template = templates[key], applied.insert(key).inserted else { continue }
                apply(templateNames: template.spec["templates"]?.items ?? [], depth: depth + 1)
                set(template.spec, file: template.file, template: true)
            }
        }
        for part in parts { apply(templateNames: part.spec["templates"]?.items ?? [], depth: 0) }
        for part in parts { set(part.spec, file: part.file, template: false) }
        return (.map(entries), sourcesRoot, files)
    }

    /// The value with `${target_name}` and `$target_name` in its text replaced by `name`.
    package static func substituted(_ value: YAMLValue, name: String) -> YAMLValue {
        switch value {
        case .scalar(let text): .scalar(text.replacingAll("${target_name}", with: name).replacingAll("$target_name", with: name))
        case .list(let items): .list(items.map { substituted($0, name: name) })
        case .map(let entries): .map(entries.map { YAMLEntry($0.key, substituted($0.value, name: name), line: $0.line) })
        }
    }

    /// One entry of `targets:`. `platform:` names one platform or a list of them. XcodeGen makes one target per
    /// platform in a list; this reader makes one target that builds for all of them. When no `platform:` can be
    /// read, `supportedDestinations:` is used. When neither can be read, the target gets all five platforms. Each
    /// platform's floor is the lowest over the configurations (`ProjectLevel.floors`).
    package static func target(_ name: String, _ resolved: (spec: YAMLValue, sourcesRoot: String?, files: [String: String]),
                               project: ProjectLevel, file: String, root: String) -> Target {
        let spec = resolved.spec
        func platforms(_ key: String) -> Set<Platform> {
            Set((spec[key]?.items ?? []).compactMap { $0.text.flatMap(Platform.init(spelling:)) })
        }
        var targetPlatforms = platforms("platform")
        if targetPlatforms.isEmpty { targetPlatforms = platforms("supportedDestinations") }
        if targetPlatforms.isEmpty { targetPlatforms = Set(Platform.allCases) }
        let floors = project.floors(of: spec, platforms: targetPlatforms, files: resolved.files, file: file)
        var target = Target(name: name, platforms: targetPlatforms, floors: floors.mapValues(\.version),
                            floorSources: Dictionary(uniqueKeysWithValues: targetPlatforms.map { ($0, floors[$0]?.file ?? file) }),
                            sources: sources(spec["sources"], root: resolved.sourcesRoot ?? root))
        target.floorPlaces = floors.mapValues { .line($0.line) }
        return target
    }

    /// A platform → version map such as `{iOS: "17.0", macOS: 14.0}`, each with `file` and its line. Keys that aren't
    /// platforms are skipped.
    package static func versions(_ map: YAMLValue?, file: String) -> [Platform: WrittenFloor] {
        var found: [Platform: WrittenFloor] = [:]
        for entry in map?.entries ?? [] {
            if let platform = Platform(spelling: entry.key), let version = entry.value.text.flatMap(OSVersion.init) {
                found[platform] = WrittenFloor(version: version, file: file, line: entry.line)
            }
        }
        return found
    }

    /// `sources:` is one path or a list of paths and `{path:, excludes:}` maps, relative to `root`.
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
