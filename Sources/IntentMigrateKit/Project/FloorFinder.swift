/// Finds a file's deployment floor in the nearest project above it: an Xcode project (with its
/// `.xcconfig` files), a `Package.swift`, an XcodeGen `project.yml` or a Tuist `Project.swift`.
public final class FloorFinder: @unchecked Sendable {
    private var cache: [String: DeploymentFloor] = [:]
    private let lock = Lock()
    /// Folders already listed (absolute path → their project names, as `Workspace.listedFolders`): not listed again.
    private let listed: [String: [String]]

    public init(listed: [String: [String]] = [:]) {
        self.listed = listed
    }

    /// The floor for the file at `path`.
    public func floor(forFile path: String) -> DeploymentFloor {
        // String work, not URL standardization: this runs once per migrated file.
        floor(forDirectory: Paths.parent(of: Workspace.absolute(path)))
    }

    func floor(forDirectory directory: String) -> DeploymentFloor {
        // Looked up under the lock: a folder is read once, however many workers ask for it at the same time.
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[directory] { return cached }
        return lookUp(directory, top: Workspace.repositoryRoot(ofFolder: directory))
    }

    /// `floor(forDirectory:)` with the lock held.
    /// `top`: the repository's root (`Workspace.repositoryRoot`), where the search stops (see ProjectModel: no project
    /// outside it builds its files).
    private func lookUp(_ directory: String, top: String) -> DeploymentFloor {
        if let cached = cache[directory] { return cached }
        let found: DeploymentFloor
        if let own = FloorFinder.projectFloor(in: directory, entries: listed[directory] ?? FloorFinder.projectEntries(in: directory)) {
            found = own
        } else {
            let parent = Paths.parent(of: directory)
            found = parent == directory || parent.isEmpty || directory == top ? .unknown : lookUp(parent, top: top)
        }
        cache[directory] = found
        return found
    }

    /// The floor a project in `directory` declares, or nil when `directory` holds no project. `entries`: its project
    /// names (`projectEntries`).
    static func projectFloor(in directory: String, entries: [String]) -> DeploymentFloor? {
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }
        if !projects.isEmpty {
            var collected = Collected()
            for project in projects {
                let file = "\(directory)/\(project)/project.pbxproj"
                if let text = readText(file) {
                    collected.add(buildSettings(text, semicolons: true), from: file)
                }
            }
            var read: Set<String> = []
            let boundary = Workspace.repositoryRoot(ofFolder: directory)
            for config in xcconfigFiles(under: directory) {
                collected.addXcconfig(config, read: &read, inside: boundary)
            }
            return collected.floor(fallbackSource: "\(directory)/\(projects[0])/project.pbxproj")
        }
        if entries.contains("Package.swift"), PackageManifestReader.isManifest("\(directory)/Package.swift") {
            let file = "\(directory)/Package.swift"
            var collected = Collected()
            if let text = readText(file) { collected.add(packagePlatforms(text), from: file) }
            return collected.floor(fallbackSource: file)
        }
        if entries.contains("project.yml") {
            let file = "\(directory)/project.yml"
            var collected = Collected()
            if let text = readText(file) { collected.add(xcodegenTargets(text), from: file) }
            return collected.floor(fallbackSource: file)
        }
        if entries.contains("Project.swift") {
            // A Tuist manifest: its targets' floors, or what its deployment arguments say when its targets can't be read.
            // Another file named Project.swift makes no project.
            let file = "\(directory)/Project.swift"
            var collected = Collected()
            do throws(ProjectReadError) {
                guard let project = try TuistProjectReader.read(file) else { return nil }
                for target in project.targets { collected.add(target.floors.map { ($0.key, $0.value) }, from: file) }
            } catch {
                collected.add(readFile(file).map(TuistProjectReader.floorsByPattern) ?? [], from: file)
            }
            return collected.floor(fallbackSource: file)
        }
        return nil
    }

    /// The names in `directory` that can make it a project (`*.xcodeproj`, `Package.swift`, `project.yml`, `Project.swift`), sorted.
    static func projectEntries(in directory: String) -> [String] {
        Workspace.names(in: directory) { isProjectName(String(decoding: $0, as: UTF8.self)) } ?? []
    }

    /// A name that can make its folder a project: `*.xcodeproj`, `Package.swift`, `project.yml`, or `Project.swift` (when
    /// it is a Tuist manifest).
    static func isProjectName(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name == "Package.swift" || name == "project.yml" || name == "Project.swift"
    }

    /// The lowest version per platform, and the file each came from.
    struct Collected {
        var versions: [Platform: OSVersion] = [:]
        var sources: [Platform: String] = [:]

        mutating func add(_ found: [(Platform, OSVersion)], from file: String) {
            for (platform, version) in found where versions[platform].map({ version < $0 }) ?? true {
                versions[platform] = version
                sources[platform] = file
            }
        }

        /// Reads an `.xcconfig` and what it includes, each file once (`read`, by its real path: links to the same folder
        /// reach it once) and `XcodeProjectReader.includeDepth` deep: the lowest version is the same however often a file
        /// is included.
        mutating func addXcconfig(_ file: String, read: inout Set<String>, inside boundary: String, depth: Int = 0) {
            // Not one outside the repository (`Workspace.repositoryRoot`): a project file can't widen what is read.
            guard depth < XcodeProjectReader.includeDepth, let real = resolvedPath(file), Paths.isInside(real, boundary),
                  read.insert(real).inserted, let text = readText(real) else { return }
            add(FloorFinder.buildSettings(text, semicolons: false), from: file)
            let folder = Paths.parent(of: file)
            for line in text.split(whereSeparator: \.isNewline) {
                let trimmed = line.trimmingWhitespace(newlines: false)
                guard trimmed.hasPrefix("#include"), let open = trimmed.firstIndex(of: "\""),
                      let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else { continue }
                let target = String(trimmed[trimmed.index(after: open)..<close])
                let path = target.hasPrefix("/") ? target : "\(folder)/\(target)"
                addXcconfig(URL(fileURLWithPath: path).standardizedFileURL.path, read: &read, inside: boundary, depth: depth + 1)
            }
        }

        func floor(fallbackSource: String) -> DeploymentFloor {
            guard !versions.isEmpty else {
                var unknown = DeploymentFloor.unknown
                unknown.source = "\(Workspace.displayPath(fallbackSource)) names no deployment target"
                return unknown
            }
            let files = Set(sources.values).sorted().map(Workspace.displayPath)
            return DeploymentFloor(versions: versions, source: files.joined(separator: ", "))
        }
    }

    static let settingKeys: [String: Platform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
        "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
    ]
    static let settingPattern = Pattern(literal: #"\b(IPHONEOS|MACOSX|XROS|WATCHOS|TVOS)_DEPLOYMENT_TARGET"?(?:\[[^\]\n]*\])?\s*=\s*"?([0-9]+(?:\.[0-9]+){0,2})"?\s*(;?)"#)

    /// `IPHONEOS_DEPLOYMENT_TARGET = 26.0;` (pbxproj) or without the semicolon (xcconfig).
    static func buildSettings(_ text: String, semicolons: Bool) -> [(Platform, OSVersion)] {
        let bytes = Array(text.utf8)
        return settingPattern.matches(in: bytes).compactMap { match in
            guard let key = match[1], let value = match[2] else { return nil }
            let name = String(decoding: bytes[key], as: UTF8.self) + "_DEPLOYMENT_TARGET"
            guard let platform = settingKeys[name], let version = OSVersion(String(decoding: bytes[value], as: UTF8.self)) else { return nil }
            return (platform, version)
        }
    }

    static let packagePattern = Pattern(literal: #"\.(iOS|macOS|watchOS|tvOS|visionOS)\s*\(\s*(?:\.v([0-9]+)(?:_([0-9]+))?(?:_([0-9]+))?|"([0-9]+(?:\.[0-9]+){0,2})")\s*\)"#)

    /// `platforms: [.iOS(.v17), .macOS("14.0"), .visionOS(.v26)]`.
    static func packagePlatforms(_ text: String) -> [(Platform, OSVersion)] {
        let bytes = Array(text.utf8)
        guard let start = text.firstRange(ofLiteral: "platforms") else { return [] }
        let from = text.utf8.distance(from: text.startIndex, to: start.lowerBound)
        func value(_ range: Range<Int>?) -> String? { range.map { String(decoding: bytes[$0], as: UTF8.self) } }
        return packagePattern.matches(in: bytes, range: from..<bytes.count).compactMap { match in
            guard let name = value(match[1]), let platform = Platform(spelling: name) else { return nil }
            if let string = value(match[5]) { return OSVersion(string).map { (platform, $0) } }
            let parts = [match[2], match[3], match[4]].compactMap { value($0).flatMap(Int.init) }
            return parts.isEmpty ? nil : (platform, OSVersion(parts))
        }
    }

    /// XcodeGen: `options.deploymentTarget` (a platform map) and per-target `deploymentTarget`
    /// (a platform map, or one version for the target's `platform`).
    static func xcodegenTargets(_ text: String) -> [(Platform, OSVersion)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> (indent: Int, key: String, value: String) in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let indent = content.prefix { $0 == " " }.count
            let trimmed = content.trimmingWhitespace(newlines: false)
            guard let colon = trimmed.firstIndex(of: ":") else { return (indent, trimmed, "") }
            let value = trimmed[trimmed.index(after: colon)...].trimming { $0 == " " || $0 == "\"" || $0 == "'" }
            return (indent, String(trimmed[..<colon]), value)
        }
        var found: [(Platform, OSVersion)] = []
        for (i, line) in lines.enumerated() where line.key == "deploymentTarget" {
            if let version = OSVersion(line.value) {
                // One version: the target's `platform` is a sibling key.
                var j = i
                while j > 0, lines[j - 1].indent >= line.indent || lines[j - 1].key.isEmpty { j -= 1 }
                var k = i
                while k + 1 < lines.count, lines[k + 1].indent >= line.indent || lines[k + 1].key.isEmpty { k += 1 }
                for sibling in lines[j...k] where sibling.indent == line.indent && sibling.key == "platform" {
                    let names = sibling.value.trimming { $0 == "[" || $0 == "]" }.split(separator: ",")
                    for name in names {
                        if let platform = Platform(spelling: name.trimmingWhitespace(newlines: false)) { found.append((platform, version)) }
                    }
                }
            } else {
                var k = i + 1
                while k < lines.count, lines[k].indent > line.indent || lines[k].key.isEmpty {
                    if let platform = Platform(spelling: lines[k].key), let version = OSVersion(lines[k].value) {
                        found.append((platform, version))
                    }
                    k += 1
                }
            }
        }
        return found
    }

    /// `.xcconfig` files in a project folder (three levels down at most).
    static func xcconfigFiles(under directory: String, depth: Int = 0) -> [String] {
        guard depth <= 3, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var result: [String] = []
        for name in entries.sorted() where !Workspace.skippedFolders.contains(name) && !name.hasPrefix(".") {
            let path = "\(directory)/\(name)"
            if name.hasSuffix(".xcconfig") { result.append(path); continue }
            if !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcassets"), Paths.isDirectory(path) == true {
                result += xcconfigFiles(under: path, depth: depth + 1)
            }
        }
        return result
    }
}
