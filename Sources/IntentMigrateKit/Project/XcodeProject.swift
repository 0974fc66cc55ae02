/// Reads an Xcode project's `project.pbxproj` (as a property list, not by patterns) into its targets: the Swift
/// files each compiles, the platforms it builds for and their floors, with `.xcconfig` files layered as Xcode does.
package enum XcodeProjectReader {
    /// How deep `.xcconfig` `#include`s are followed : real configurations nest a few levels.
    package static let includeDepth = 32
    /// The build settings of the deployment targets, with their platforms (XcodeGen's `settings:` write them too).
    package static let deploymentKeys: [String: Platform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
        "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
    ]

    /// The project in the `.xcodeproj` folder at `xcodeproj` (absolute).
    package static func read(_ xcodeproj: String) throws(ProjectReadError) -> Project {
        let folder = Paths.absolute(xcodeproj)
        let file = folder + "/project.pbxproj"
        guard let bytes = readFile(file) else {
            throw ProjectReadError(file: file, reason: Paths.isDirectory(file) == nil ? "no such file" : "can't be read")
        }
        let plist: PropertyList
        do { plist = try PropertyList(parsing: bytes) } catch { throw ProjectReadError(file: file, reason: "\(error)") }
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw ProjectReadError(file: file, reason: "no PBXProject root object")
        }
        let root = Paths.parent(of: folder)
        var reader = PBXReader(objects: objects, project: project, root: root, pbxproj: file)
        let read = PBXReader.ids(project["targets"]).compactMap { id in reader.target(id).map { (id, $0) } }
        // A target embeds another when one of its Copy Files phases copies the other's product.
        let byProduct = Dictionary(read.enumerated().compactMap { i, entry in objects[entry.0]?["productReference"]?.string.map { ($0, i) } },
                                   uniquingKeysWith: { a, _ in a })
        let targets = read.map { id, target in
            var target = target
            for phase in PBXReader.ids(objects[id]?["buildPhases"]) where objects[phase]?["isa"]?.string == "PBXCopyFilesBuildPhase" {
                for buildFile in PBXReader.ids(objects[phase]?["files"]) {
                    if let ref = objects[buildFile]?["fileRef"]?.string, let embedded = byProduct[ref], !target.embeds.contains(embedded) {
                        target.embeds.append(embedded)
                    }
                }
            }
            return target
        }
        var result = Project(kind: .xcode, file: folder, root: root, targets: targets)
        result.notRead = reader.outside.sorted()
        return result
    }
}

extension XcodeProjectReader {
    /// The line of `pbxproj` where the build configuration `id` sets `key` (written as Xcode writes it: the object's
    /// `id … = {` on a line of its own, each setting on its own line), else the object's first line; nil when neither
    /// is found. Only a place to show: what the setting says was read by the property-list reader.
    package static func line(of key: String, inConfiguration id: String, pbxproj: String) -> Int? {
        guard let bytes = readFile(pbxproj) else { return nil }
        var objectLine: Int?
        for (number, line) in String(decoding: bytes, as: UTF8.self).numberedLines {
            let text = line.trimmingWhitespace()
            if objectLine == nil {
                guard text.hasPrefix(id + " "), text.mentions("= {") else { continue }
                objectLine = number
                // An object written on one line holds its settings on that line.
                if text.mentions(" " + key + " =") || text.mentions("{" + key + " =") || text.mentions("\"" + key + "\"") { return number }
                continue
            }
            if text.hasPrefix(key + " ") || text.hasPrefix(key + "=") || text.hasPrefix("\"" + key + "\"") { return number }
            // The object ends at its `};`, or where the next object starts (`0123ABCD… /* … */ = {`).
            if text == "};" || (text.mentions("= {") && text.prefix { $0 != " " }.count >= 16 && text.prefix { $0 != " " }.allSatisfy(\.isHexDigit)) { break }
        }
        return objectLine
    }
}

/// One `project.pbxproj`'s objects, with the paths and `.xcconfig` files worked out once for all its targets.
private struct PBXReader {
    let objects: [String: PropertyList]
    let pbxproj: String
    /// Where `SOURCE_ROOT` and the main group start: the project's folder, with `projectDirPath`.
    let projectDir: String
    let mainGroup: String?
    /// The project's own configurations, name → id: the lower layers of the target configurations of that name.
    let projectConfigurations: [String: String]
    /// Every folder-synchronized group, sorted (for the files their exceptions add to targets).
    let synchronizedGroups: [String]
    /// Child → the group listing it.
    let parents: [String: String]
    var paths: [String: String?] = [:]
    var xcconfigs: [String: [Setting]] = [:]
    /// The repository the project lies in (`Workspace.repositoryRoot`): an `.xcconfig` outside it is not read.
    let boundary: String
    /// The `.xcconfig` files named outside the repository, not read.
    var outside: Set<String> = []
    /// The bundle identifier of the target being read (the first configuration that writes one out).
    var bundleIdentifier: String?

    init(objects: [String: PropertyList], project: PropertyList, root: String, pbxproj: String) {
        self.objects = objects
        self.pbxproj = pbxproj
        boundary = Workspace.repositoryRoot(ofFolder: root)
        projectDir = Self.join(root, project["projectDirPath"]?.string ?? "")
        mainGroup = project["mainGroup"]?.string
        var parents: [String: String] = [:], synchronized: [String] = []
        for (id, object) in objects {
            switch object["isa"]?.string {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup": break
            case "PBXFileSystemSynchronizedRootGroup": synchronized.append(id)
            default: continue
            }
            // A child two groups list (a broken file) goes to the first id: the same every run.
            for child in Self.ids(object["children"]) where parents[child].map({ id < $0 }) ?? true { parents[child] = id }
        }
        self.parents = parents
        synchronizedGroups = synchronized.sorted()
        var configurations: [String: String] = [:]
        for id in Self.ids(objects[project["buildConfigurationList"]?.string ?? ""]?["buildConfigurations"]) {
            if let name = objects[id]?["name"]?.string { configurations[name] = id }
        }
        projectConfigurations = configurations
    }

    /// The object ids in an array value.
    static func ids(_ value: PropertyList?) -> [String] { value?.array?.compactMap(\.string) ?? [] }

    /// `path` made absolute against `base` and standardized.
    static func join(_ base: String, _ path: String) -> String {
        path.isEmpty ? Paths.absolute(base) : Paths.absolute(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// The absolute path of a file reference or group, or nil when it is not in the repository (built products,
    /// the SDK, the developer folder). A group without `path` (only a `name`) adds no folder.
    mutating func path(of id: String, depth: Int = 0) -> String? {
        if let known = paths[id] { return known }
        // A group listed under itself would recurse forever.
        guard depth < 64, let object = objects[id] else { return nil }
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>" where id != mainGroup:
            // A reference no group lists (hand-edited projects) is taken as relative to the project folder.
            base = parents[id].map { path(of: $0, depth: depth + 1) } ?? projectDir
        case "<group>", "SOURCE_ROOT": base = projectDir
        case "<absolute>": base = "/"
        default: base = nil
        }
        let resolved = base.map { Self.join($0, object["path"]?.string ?? "") }
        paths[id] = .some(resolved)
        return resolved
    }

    /// A `PBXNativeTarget` (aggregate and legacy targets compile nothing), or nil for another object.
    mutating func target(_ id: String) -> Target? {
        guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
        let (platforms, floors, sources, places) = platformsAndFloors(of: target)
        var result = Target(name: target["name"]?.string ?? target["productName"]?.string ?? id, platforms: platforms,
                            floors: floors, floorSources: sources, sources: sourceSet(of: id, target))
        result.floorPlaces = places
        result.resources = resources(of: id, target)
        result.bundleIdentifier = bundleIdentifier
        return result
    }

    /// The files of the target's Copy Bundle Resources phases, and its folder-synchronized groups (Xcode puts a resource
    /// found there in that phase) with their exceptions.
    mutating func resources(of id: String, _ target: PropertyList) -> SourceSet {
        var set = SourceSet()
        for phase in Self.ids(target["buildPhases"]) where objects[phase]?["isa"]?.string == "PBXResourcesBuildPhase" {
            for buildFile in Self.ids(objects[phase]?["files"]) {
                if let ref = objects[buildFile]?["fileRef"]?.string, let path = path(of: ref) { set.files.insert(path) }
            }
        }
        let members = Self.ids(target["fileSystemSynchronizedGroups"])
        for group in members {
            if let folder = path(of: group) { set.folders.append((folder, Set(exceptions(of: group, for: id)))) }
        }
        for group in synchronizedGroups where !members.contains(group) {
            set.files.formUnion(exceptions(of: group, for: id))
        }
        return set
    }

    /// The files of the target's Sources phase, and its folder-synchronized groups with their exceptions.
    mutating func sourceSet(of id: String, _ target: PropertyList) -> SourceSet {
        var set = SourceSet()
        for phase in Self.ids(target["buildPhases"]) where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
            for buildFile in Self.ids(objects[phase]?["files"]) {
                if let ref = objects[buildFile]?["fileRef"]?.string, let path = path(of: ref), path.hasSuffix(".swift") {
                    set.files.insert(path)
                }
            }
        }
        let members = Self.ids(target["fileSystemSynchronizedGroups"])
        for group in members {
            if let folder = path(of: group) { set.folders.append((folder, Set(exceptions(of: group, for: id)))) }
        }
        // An exception for a target that doesn't have the folder adds the file to that target.
        for group in synchronizedGroups where !members.contains(group) {
            set.files.formUnion(exceptions(of: group, for: id).filter { $0.hasSuffix(".swift") })
        }
        return set
    }

    /// The paths (absolute) the synchronized group's build-file exception sets name for `target`.
    /// (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`, for other phases, is passed over.)
    mutating func exceptions(of group: String, for target: String) -> [String] {
        guard let folder = path(of: group) else { return [] }
        return Self.ids(objects[group]?["exceptions"]).flatMap { id -> [String] in
            guard let set = objects[id], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  set["target"]?.string == target else { return [] }
            return Self.ids(set["membershipExceptions"]).map { Self.join(folder, $0) }
        }
    }

    // MARK: Build settings

    /// One assignment of a setting the reader needs, and the file it is written in.
    struct Setting {
        let key: String
        /// Written with a condition (`KEY[sdk=iphoneos*]`): taken as applying, over the plain one of the same layer.
        let conditional: Bool
        let value: String
        let file: String
        /// Where in `file` it is written.
        let place: FloorPlace
    }

    static let deploymentKeys = XcodeProjectReader.deploymentKeys
    static let neededKeys = Set(deploymentKeys.keys).union(["SDKROOT", "SUPPORTED_PLATFORMS", "PRODUCT_BUNDLE_IDENTIFIER"])
    /// SDK names (`SDKROOT`, `SUPPORTED_PLATFORMS`) → platform: a simulator SDK is its device's platform.
    static let sdks: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "watchos": .watchOS, "watchsimulator": .watchOS,
        "appletvos": .tvOS, "appletvsimulator": .tvOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The key without its conditions, when it is one the reader needs.
    static func setting(_ key: Substring, _ value: String, file: String, place: (String) -> FloorPlace) -> Setting? {
        let name = String(key.prefix { $0 != "[" }).trimmingWhitespace()
        guard neededKeys.contains(name) else { return nil }
        return Setting(key: name, conditional: key.contains("["), value: value, file: file, place: place(String(key)))
    }

    /// The needed settings of an `.xcconfig` file and those it `#include`s (relative to it; a missing file, an
    /// include cycle or one deeper than `XcodeProjectReader.includeDepth` adds nothing), in order. Files are known by their real path:
    /// one reached through two links (`a/x.xcconfig`, `b/x.xcconfig` with `a` and `b` links to the same folder) is
    /// read once.
    mutating func xcconfig(_ file: String, including: Set<String> = []) -> [Setting] {
        guard let real = resolvedPath(file) else { return [] }
        guard Paths.isInside(real, boundary) else { outside.insert(file); return [] }
        if let known = xcconfigs[real] { return known }
        guard !including.contains(real), including.count < XcodeProjectReader.includeDepth, let bytes = readFile(real) else { return [] }
        var settings: [Setting] = []
        for (number, line) in String(decoding: bytes, as: UTF8.self).numberedLines {
            let text = line.trimmingWhitespace()
            if text.hasPrefix("#include") {
                let quoted = text.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3 { settings += xcconfig(Self.join(Paths.parent(of: file), String(quoted[1])), including: including.union([real])) }
                continue
            }
            let code = text.firstRange(ofLiteral: "//").map { text[..<$0.lowerBound] } ?? text[...]
            guard let equals = code.firstIndex(of: "="),
                  let setting = Self.setting(code[..<equals], code[code.index(after: equals)...].trimmingWhitespace(), file: file, place: { _ in .line(number) })
            else { continue }
            settings.append(setting)
        }
        // A later assignment of a key replaces an earlier one in the same file: only the last of each is kept, so a
        // chain of files each including the next twice stays as long as its keys (it doubled with every file).
        var seen: Set<String> = []
        settings = settings.reversed().filter { seen.insert("\($0.key)\($0.conditional ? "[]" : "")").inserted }.reversed()
        xcconfigs[real] = settings
        return settings
    }

    /// The needed settings of a configuration: its base `.xcconfig`, then its `buildSettings`.
    mutating func layers(of id: String?) -> [[Setting]] {
        guard let id, let configuration = objects[id] else { return [] }
        var base: String?
        if let ref = configuration["baseConfigurationReference"]?.string {
            base = path(of: ref)
        } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
                  let relative = configuration["baseConfigurationReferenceRelativePath"]?.string {
            // Xcode 16: an `.xcconfig` inside a synchronized folder is named by the folder and a relative path.
            base = path(of: anchor).map { Self.join($0, relative) }
        }
        // Sorted by key: a key's plain form comes before its conditional forms, in the same order every run.
        let own = (configuration["buildSettings"]?.dictionary ?? [:]).sorted { $0.key < $1.key }.compactMap { key, value in
            (value.string ?? value.array.map { $0.compactMap(\.string).joined(separator: " ") })
                .flatMap { Self.setting(Substring(key), $0, file: pbxproj, place: { .buildSetting($0, configuration: id) }) }
        }
        return [base.map { xcconfig($0) } ?? [], own]
    }

    /// The settings of one configuration after layering, lowest precedence first.
    struct Resolved {
        var deploymentTargets: [Platform: (version: OSVersion, file: String, place: FloorPlace)] = [:]
        var sdk: Platform?
        var supported: Set<Platform>?
        /// `PRODUCT_BUNDLE_IDENTIFIER` when written out (`com.example.app`; one built from `$(…)` is not known).
        var bundleIdentifier: String?

        /// A value that is not a plain version or a known SDK name (`$(VAR)`, a path) leaves the lower layer's.
        mutating func apply(_ setting: Setting) {
            let words = setting.value.split(separator: " ").map { word in word.trimming { $0 == "\"" }.lowercased() }
            switch setting.key {
            case "SDKROOT":
                // `iphoneos26.0` names a versioned SDK of the same platform; `auto` leaves it to SUPPORTED_PLATFORMS.
                guard let word = words.first?.trimming({ $0.isNumber || $0 == "." }) else { return }
                if word == "auto" { sdk = nil } else if let platform = PBXReader.sdks[word] { sdk = platform }
            case "PRODUCT_BUNDLE_IDENTIFIER":
                let value = setting.value.trimming { $0 == "\"" }
                if !value.isEmpty && !value.contains("$") { bundleIdentifier = value }
            case "SUPPORTED_PLATFORMS":
                var platforms = Set(words.compactMap { PBXReader.sdks[$0] })
                if words.contains("$(inherited)") || words.contains("${inherited}") { platforms.formUnion(supported ?? []) }
                if !platforms.isEmpty { supported = platforms }
            default:
                if let platform = PBXReader.deploymentKeys[setting.key], let version = OSVersion(setting.value) {
                    deploymentTargets[platform] = (version, setting.file, setting.place)
                }
            }
        }

        /// `SUPPORTED_PLATFORMS`, else `SDKROOT`'s platform. `SUPPORTS_MACCATALYST = YES` adds nothing: Mac Catalyst
        /// code is checked against iOS availability.
        var platforms: Set<Platform> { supported ?? sdk.map { [$0] } ?? [] }
    }

    /// The target's platforms over all its configurations, the lowest floor of each and the file it came from
    /// (the pbxproj when a platform has none).
    mutating func platformsAndFloors(of target: PropertyList) -> (Set<Platform>, [Platform: OSVersion], [Platform: String], [Platform: FloorPlace]) {
        var platforms: Set<Platform> = []
        bundleIdentifier = nil
        var lowest: [Platform: (version: OSVersion, file: String, place: FloorPlace)] = [:]
        for id in Self.ids(objects[target["buildConfigurationList"]?.string ?? ""]?["buildConfigurations"]) {
            let configuration = objects[id]
            let name = configuration?["name"]?.string ?? ""
            var resolved = Resolved()
            for layer in layers(of: projectConfigurations[name]) + layers(of: id) {
                for setting in layer where !setting.conditional { resolved.apply(setting) }
                for setting in layer where setting.conditional { resolved.apply(setting) }
            }
            platforms.formUnion(resolved.platforms)
            if bundleIdentifier == nil { bundleIdentifier = resolved.bundleIdentifier }
            for (platform, found) in resolved.deploymentTargets where lowest[platform].map({ found.version < $0.version }) ?? true {
                lowest[platform] = found
            }
        }
        // Neither setting names a platform: the platforms with a deployment target, else iOS (the default of
        // Xcode's templates and of a project file that says nothing).
        if platforms.isEmpty { platforms = lowest.isEmpty ? [.iOS] : Set(lowest.keys) }
        var floors: [Platform: OSVersion] = [:], sources: [Platform: String] = [:], places: [Platform: FloorPlace] = [:]
        for platform in platforms {
            floors[platform] = lowest[platform]?.version
            sources[platform] = lowest[platform]?.file ?? pbxproj
            places[platform] = lowest[platform]?.place
        }
        return (platforms, floors, sources, places)
    }
}
