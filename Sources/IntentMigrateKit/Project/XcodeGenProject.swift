/// Reads an XcodeGen `project.yml`: `options.deploymentTarget`, and each target's `platform`, `deploymentTarget`
/// and `sources`. The spec is read with a small YAML reader. Top-level `include:` specs, target templates and
/// `settings:` are not read, so the targets and floors they add are not seen.
public enum XcodeGenReader {
    /// The committed Xcode project beside a spec when it is not the one the spec generates (`name: TimeBox` generates
    /// `TimeBox.xcodeproj`): the spec is then left over from another name. Nil when the spec's own project is there,
    /// when none is committed, or when the spec has no name to compare.
    static func otherProject(beside projectYML: String, in folder: String) -> (generated: String, found: String)? {
        let committed = FloorFinder.projectEntries(in: folder).filter { $0.hasSuffix(".xcodeproj") && Paths.isDirectory("\(folder)/\($0)/project.pbxproj") == false }
        guard !committed.isEmpty, let bytes = readFile(Workspace.absolute(projectYML)),
              case .scalar(let name)? = YAMLReader.parse(String(decoding: bytes, as: UTF8.self))["name"], !name.isEmpty else { return nil }
        let generated = name + ".xcodeproj"
        return committed.contains(generated) ? nil : (generated, committed.sorted()[0])
    }

    /// The project that the `project.yml` at `projectYML` (an absolute path) describes. Source paths are relative
    /// to the folder of `projectYML`, and every floor source is that file.
    public static func read(_ projectYML: String) throws(ProjectReadError) -> Project {
        let file = Workspace.absolute(projectYML), root = Paths.parent(of: file)
        guard let bytes = readFile(file) else { throw ProjectReadError(file: file, reason: "can't be read") }
        let spec: YAMLValue
        do { spec = try YAMLReader.read(String(decoding: bytes, as: UTF8.self)) } catch { throw ProjectReadError(file: file, reason: error.reason) }
        guard case .map = spec else { throw ProjectReadError(file: file, reason: "is not a YAML map") }
        let defaults = versions(spec["options"]?["deploymentTarget"])
        let targets = (spec["targets"]?.entries ?? []).map { entry in
            target(entry.key, entry.value, defaults: defaults, file: file, root: root)
        }
        return Project(kind: .xcodegen, file: file, root: root, targets: targets)
    }

    /// One entry of `targets:`. `platform:` names one platform or a list of them. XcodeGen makes one target per
    /// platform in a list; this reader makes one target that builds for all of them. When no `platform:` can be
    /// read, `supportedDestinations:` is used. When neither can be read, the target gets all five platforms. A
    /// `deploymentTarget:` version applies to each of the target's platforms, and a platform map overrides the
    /// defaults from `options.deploymentTarget` one platform at a time.
    static func target(_ name: String, _ spec: YAMLValue, defaults: [Platform: OSVersion], file: String, root: String) -> Target {
        func platforms(_ key: String) -> Set<Platform> {
            Set((spec[key]?.items ?? []).compactMap { $0.text.flatMap(Platform.init(spelling:)) })
        }
        var targetPlatforms = platforms("platform")
        if targetPlatforms.isEmpty { targetPlatforms = platforms("supportedDestinations") }
        if targetPlatforms.isEmpty { targetPlatforms = Set(Platform.allCases) }
        var floors = defaults
        if let text = spec["deploymentTarget"]?.text {
            if let version = OSVersion(text) { for platform in targetPlatforms { floors[platform] = version } }
        } else {
            floors.merge(versions(spec["deploymentTarget"])) { $1 }
        }
        return Target(name: name, platforms: targetPlatforms, floors: floors.filter { targetPlatforms.contains($0.key) },
                      floorSources: Dictionary(uniqueKeysWithValues: targetPlatforms.map { ($0, file) }),
                      sources: sources(spec["sources"], root: root))
    }

    /// A platform → version map such as `{iOS: "17.0", macOS: 14.0}`. Keys that aren't platforms are skipped.
    static func versions(_ map: YAMLValue?) -> [Platform: OSVersion] {
        var found: [Platform: OSVersion] = [:]
        for entry in map?.entries ?? [] {
            if let platform = Platform(spelling: entry.key), let version = entry.value.text.flatMap(OSVersion.init) { found[platform] = version }
        }
        return found
    }

    /// `sources:` is one path or a list of paths and `{path:, excludes:}` maps, relative to `root`.
    static func sources(_ value: YAMLValue?, root: String) -> SourceSet {
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
    static func excludedPath(_ glob: String, in folder: String) -> String? {
        let path = glob.hasSuffix("/**") ? String(glob.dropLast(3)) : glob
        guard !path.isEmpty, !path.contains(where: { "*?[{".contains($0) }) else { return nil }
        return Paths.resolve(path, from: folder)
    }
}
