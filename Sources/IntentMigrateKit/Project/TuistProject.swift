/// Reads a Tuist `Project.swift` without running it, with the kit's lexer, as `Package.swift` is read: the targets
/// of `Project(…, targets: [...])` written out as `.target(…)` or `Target(…)` calls (or constants the file declares
/// as one, `let app: Target = .target(…)`), each with its `name:`, its
/// platforms (`destinations:`, or Tuist 3's `platform:`), its floors (`deploymentTargets:`, or Tuist 3's
/// `deploymentTarget:`) and its `sources:`.
///
/// A source glob stands for the folder before its first wildcard (`"App/Sources/**"` → `App/Sources`, and
/// `"App/*.swift"` for the whole of `App`), a path without wildcards for that file or folder; `.glob(…, excluding:)`
/// leaves out plain paths and `dir/**`. A `"!…"` entry is not Tuist syntax and matches nothing. `buildableFolders:`
/// (Xcode's synchronized folders) are compiled whole. A target with neither compiles nothing.
///
/// Anything the reader can't take literally (a target built by a helper, `sources:` kept in a variable) makes it read
/// the manifest as one target over its folder (`guessed`), with a note, rather than leaving the files of an unread
/// target "compiled in no target". Source: docs.tuist.dev/en/references/project-description (Target,
/// Destinations, DeploymentTargets, SourceFileGlob).
package enum TuistProjectReader {
    /// Tuist's destinations → the platform whose SDK builds them (`Destination.platform`): an iPad-design app on a
    /// Mac or Vision Pro, and Mac Catalyst, build with the iOS SDK.
    package static let destinationPlatforms: [String: Platform] = [
        "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "macCatalyst": .iOS, "appleVisionWithiPadDesign": .iOS,
        "mac": .macOS, "appleWatch": .watchOS, "appleTv": .tvOS, "appleVision": .visionOS,
        // The `Destinations` sets, and Tuist 3's `Platform` cases.
        "iOS": .iOS, "macOS": .macOS, "watchOS": .watchOS, "tvOS": .tvOS, "visionOS": .visionOS,
    ]

    /// True when the `Project.swift` at `file` is a Tuist manifest (it imports ProjectDescription).
    package static func isManifest(_ file: String) -> Bool {
        guard let bytes = readFile(file) else { return false }
        return isManifest(bytes, tokens: try? ManifestTokens(bytes: bytes))
    }

    /// It imports ProjectDescription: by its tokens, or by its text when it doesn't lex.
    package static func isManifest(_ bytes: [UInt8], tokens: ManifestTokens?) -> Bool {
        tokens?.imports("ProjectDescription") ?? String(decoding: bytes, as: UTF8.self).contains("import ProjectDescription")
    }

    /// The project the `Project.swift` at `projectSwift` (an absolute path) describes, or nil when the file is not a
    /// Tuist manifest (it doesn't import ProjectDescription: an app's own source file named `Project.swift`).
    /// `helpers`: the `Tuist/ProjectDescriptionHelpers` already read, by folder (a workspace's manifests share them).
    package static func read(_ projectSwift: String) throws(ProjectReadError) -> Project? {
        var helpers: [String: TuistHelpers] = [:]
        return try read(projectSwift, helpers: &helpers)
    }

    package static func read(_ projectSwift: String, helpers: inout [String: TuistHelpers]) throws(ProjectReadError) -> Project? {
        let file = Paths.absolute(projectSwift), root = Paths.parent(of: file)
        guard let bytes = readFile(file) else { throw ProjectReadError(file: file, reason: "can't be read") }
        let manifest: ManifestTokens
        do { manifest = try ManifestTokens(bytes: bytes) } catch {
            guard isManifest(bytes, tokens: nil) else { return nil }
            throw ProjectReadError(file: file, reason: "doesn't lex: \(error.reason) (offset \(error.offset))")
        }
        guard isManifest(bytes, tokens: manifest) else { return nil }
        let values = TuistValues(manifest: manifest, helpers: TuistHelpers.near(root, read: &helpers))
        do throws(ProjectReadError) {
            return Project(kind: .tuist, file: file, root: root, targets: try targets(of: manifest, values, file: file, root: root))
        } catch {
            return guessed(manifest, values, file: file, root: root, why: error.reason)
        }
    }

    /// A manifest whose targets can't be taken literally (built by a helper of `Tuist/ProjectDescriptionHelpers`, kept
    /// in a variable): one target named after its folder that compiles the folder (but `Tests`, and `Tuist`, which holds
    /// the helpers and Tuist's dependencies), for the platforms
    /// that its `destinations:`/`platform:` arguments name (all five when none), at the floors its deployment
    /// arguments name, wherever they are written (a helper call's `deploymentTargets: .iOS("17.0")`).
    package static func guessed(_ manifest: ManifestTokens, _ values: TuistValues, file: String, root: String, why: String) -> Project {
        var (platforms, floors) = values.named(in: manifest.view.tokens.indices)
        var source = file
        // Named nowhere in the manifest: written in the helper it calls (`Project.module(name:)` whose body says
        // `destinations: [.iPhone]` and `deploymentTargets: .iOS("17.0")`, or its parameters' default values).
        if platforms.isEmpty && floors.isEmpty, let found = values.helpers.named(byCallsIn: manifest, manifest.view.tokens.indices) {
            (platforms, floors, source) = found
        }
        if platforms.isEmpty { platforms = floors.isEmpty ? Set(Platform.allCases) : Set(floors.keys) }
        let target = Target(name: String(root.split(separator: "/").last ?? ""), platforms: platforms,
                            floors: floors.filter { platforms.contains($0.key) },
                            floorSources: Dictionary(uniqueKeysWithValues: platforms.map { ($0, source) }),
                            sources: SourceSet(folders: [(root, [root + "/Tests", root + "/Tuist"])]))
        var project = Project(kind: .tuist, file: file, root: root, targets: [target])
        project.guessed = "\(why): read as one target over its folder (but Tests and Tuist's own folder), with the platforms and floors its arguments name"
        return project
    }

    /// The targets `Project(…, targets: [...])` writes out, or why they can't be read.
    package static func targets(of manifest: ManifestTokens, _ values: TuistValues, file: String, root: String) throws(ProjectReadError) -> [Target] {
        func unreadable(_ why: String) -> ProjectReadError { ProjectReadError(file: file, reason: "is a Tuist manifest whose \(why)") }
        guard let project = manifest.call(named: "Project") else { throw unreadable("Project(…) is built by a helper") }
        guard let list = manifest.argument("targets", of: project), let elements = manifest.elements(of: list) else {
            throw unreadable("targets: is not an array literal")
        }
        var targets: [Target] = []
        for element in elements {
            guard let open = manifest.targetCall(manifest.constantValue(element) ?? element), let name = manifest.argument("name", of: open).flatMap(manifest.string) else {
                throw unreadable("targets: holds an entry that is not a .target(name: \"…\", …) call")
            }
            var platforms = (manifest.argument("destinations", of: open) ?? manifest.argument("platform", of: open)).map(values.platforms) ?? []
            if platforms.isEmpty { platforms = Set(Platform.allCases) }
            let floorArgument = manifest.argument("deploymentTargets", of: open) ?? manifest.argument("deploymentTarget", of: open)
            let floors = floorArgument.map(values.floors) ?? [:]
            var sources = SourceSet()
            if let value = manifest.argument("sources", of: open) {
                guard let globs = manifest.sourceGlobs(value) else { throw unreadable("sources: of \(name) is not written out") }
                for glob in globs { add(glob, to: &sources, root: root) }
            }
            // Xcode's synchronized folders (Tuist 4.55+): each compiled whole. Their exceptions are not read, so a file
            // they leave out counts as compiled (migrated, rather than skipped).
            if let value = manifest.argument("buildableFolders", of: open) {
                guard let folders = manifest.buildableFolders(value) else { throw unreadable("buildableFolders: of \(name) is not written out") }
                for folder in folders { sources.folders.append((Paths.resolve(folder, from: root), [])) }
            }
            var target = Target(name: name, platforms: platforms, floors: floors.filter { platforms.contains($0.key) },
                                floorSources: Dictionary(uniqueKeysWithValues: platforms.map { ($0, file) }), sources: sources)
            // The manifest's line that gives the floors (a literal, or a constant named there).
            if let floorArgument { target.floorPlaces = target.floors.mapValues { _ in .line(manifest.line(of: floorArgument.lowerBound)) } }
            targets.append(target)
        }
        return targets
    }

    /// One source glob as a file or folder of `sources`, with what its `excluding:` leaves out.
    package static func add(_ glob: (path: String, excluding: [String]), to sources: inout SourceSet, root: String) {
        guard !glob.path.hasPrefix("!"), let path = folderOrFile(glob.path, root: root) else { return }
        if !path.isFolder, Paths.isDirectory(path.path) == false {
            sources.files.insert(path.path)
            return
        }
        let excluded = glob.excluding.compactMap { XcodeGenReader.excludedPath($0, in: root) }
        sources.folders.append((path.path, Set(excluded)))
    }

    /// The path a glob stands for: the folder before its first wildcard, or the path itself when it has none.
    package static func folderOrFile(_ glob: String, root: String) -> (path: String, isFolder: Bool)? {
        var text = Substring(glob)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        guard let wildcard = text.firstIndex(where: { "*?[{".contains($0) }) else {
            return text.isEmpty ? nil : (Paths.resolve(String(text), from: root), false)
        }
        let folder = text[..<wildcard].split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? root : Paths.resolve(folder, from: root), true)
    }
}

extension ManifestTokens {
    /// The value ranges of an array literal's elements, or nil when `value` is not one array literal.
    package func elements(of value: Range<Int>) -> [Range<Int>]? {
        guard value.count >= 2, isToken(value.lowerBound, "["), view.partner[value.lowerBound] == value.upperBound - 1 else { return nil }
        return arguments(value.lowerBound).map(\.value)
    }

    /// The `(` of a target entry: `.target(…)`, `Target(…)` or `Target.target(…)`.
    package func targetCall(_ element: Range<Int>) -> Int? {
        let i = element.lowerBound
        let open: Int
        if isToken(i, "."), isToken(i + 1, "target"), isToken(i + 2, "(") { open = i + 2 }
        else if isToken(i, "Target"), isToken(i + 1, "(") { open = i + 1 }
        else if isToken(i, "Target"), isToken(i + 1, "."), isToken(i + 2, "target"), isToken(i + 3, "(") { open = i + 3 }
        else { return nil }
        return view.partner[open] == element.upperBound - 1 ? open : nil
    }

    /// The value of the top-level constant that `element` names alone (`appTarget` for `let appTarget: Target = …`),
    /// up to its end: one call (`.target(…)`, `Target(…)`).
    package func constantValue(_ element: Range<Int>) -> Range<Int>? {
        guard element.count == 1, view.tokens[element.lowerBound].kind == .identifier,
              let start = topLevelConstant(text(element.lowerBound)) else { return nil }
        var open = start
        while open < view.tokens.count, !isToken(open, "("), view.tokens[open].kind == .identifier || isToken(open, ".") { open += 1 }
        guard isToken(open, "(") else { return nil }
        return start..<view.partner[open] + 1
    }

    /// The tokens of an argument's value starting at `start`: up to the `,` or `)` that ends it.
    package func argumentValue(from start: Int) -> Range<Int> {
        var end = start
        while end < view.tokens.count, !isToken(end, ","), !isToken(end, ")") { end = max(end, view.partner[end]) + 1 }
        return start..<min(end, view.tokens.count)
    }

    /// The member names in a value: `.iOS` → ["iOS"]; `[.iPhone, .iPad]` → ["iPhone", "iPad"].
    package func memberNames(_ value: Range<Int>) -> [String] {
        value.filter { isToken($0, ".") && $0 + 1 < value.upperBound && view.tokens[$0 + 1].kind == .identifier }.map { text($0 + 1) }
    }

    /// The floors a deployment value names: `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, Tuist 3's
    /// `.iOS(targetVersion: "16.0", devices: …)`; versions that don't read are skipped.
    package func deploymentFloors(_ value: Range<Int>) -> [Platform: OSVersion] {
        var floors: [Platform: OSVersion] = [:]
        for call in calls(in: value) {
            for argument in arguments(call.open) {
                let platform = argument.label.flatMap { Platform(spelling: $0) } ?? (argument.label == nil || argument.label == "targetVersion" ? Platform(spelling: call.name) : nil)
                guard let platform, let version = string(argument.value).flatMap(OSVersion.init) else { continue }
                floors[platform] = min(version, floors[platform] ?? version)
            }
        }
        return floors
    }

    /// A `buildableFolders:` value: an array of strings and `.folder("…", exceptions: …)` calls; nil when any isn't
    /// written out.
    package func buildableFolders(_ value: Range<Int>) -> [String]? {
        guard let elements = elements(of: value) else { return nil }
        var folders: [String] = []
        for element in elements {
            if let path = string(element) { folders.append(path); continue }
            guard element.count >= 3, isToken(element.lowerBound, "."), isToken(element.lowerBound + 1, "folder"), isToken(element.lowerBound + 2, "("),
                  let first = arguments(element.lowerBound + 2).first, first.label == nil, let path = string(first.value) else { return nil }
            folders.append(path)
        }
        return folders
    }

    /// A `sources:` value as globs with their exclusions: one string, an array of strings and `.glob("…", excluding:)`
    /// calls, or `.paths([...])`; nil when any part isn't written out.
    package func sourceGlobs(_ value: Range<Int>) -> [(path: String, excluding: [String])]? {
        if let single = string(value) { return [(single, [])] }
        var list = value
        if value.count >= 3, isToken(value.lowerBound, "."), isToken(value.lowerBound + 2, "("),
           ["paths", "sourceFilesList"].contains(text(value.lowerBound + 1)),
           let inner = arguments(value.lowerBound + 2).first?.value {
            list = inner
        }
        guard let elements = elements(of: list) else { return nil }
        var globs: [(path: String, excluding: [String])] = []
        for element in elements {
            if let path = string(element) { globs.append((path, [])); continue }
            guard element.count >= 3, isToken(element.lowerBound, "."), isToken(element.lowerBound + 1, "glob"), isToken(element.lowerBound + 2, "("),
                  let first = arguments(element.lowerBound + 2).first, first.label == nil, let path = string(first.value) else { return nil }
            let excluding = argument("excluding", of: element.lowerBound + 2)
            globs.append((path, excluding.flatMap { strings($0) ?? string($0).map { [$0] } } ?? []))
        }
        return globs
    }
}

/// What a manifest's `destinations:` and `deploymentTargets:` values say, written out or named: a top-level constant of
/// the manifest (`let deploymentTargets: DeploymentTargets = .iOS("18.0")`), or a static member the project's helpers
/// declare in an extension of `Destinations` or `DeploymentTargets` (`.app`, declared `static let app: Destinations =
/// [.iPhone, .iPad]` in `Tuist/ProjectDescriptionHelpers`).
package struct TuistValues {
    package let manifest: ManifestTokens
    package let helpers: TuistHelpers

    /// The platforms and floors the `destinations:`/`platform:` and `deploymentTargets:`/`deploymentTarget:` arguments
    /// (or parameters' default values) in these tokens name, wherever they are written.
    package func named(in tokens: Range<Int>) -> (platforms: Set<Platform>, floors: [Platform: OSVersion]) {
        var platforms: Set<Platform> = []
        var floors: [Platform: OSVersion] = [:]
        for i in tokens where manifest.isToken(i + 1, ":") {
            if manifest.isToken(i, "destinations") || manifest.isToken(i, "platform") {
                platforms.formUnion(self.platforms(manifest.argumentValue(from: i + 2)))
            } else if manifest.isToken(i, "deploymentTargets") || manifest.isToken(i, "deploymentTarget") {
                floors.merge(self.floors(manifest.argumentValue(from: i + 2)), uniquingKeysWith: min)
            }
        }
        return (platforms, floors)
    }

    /// The platforms a destinations (or Tuist 3 platform) value names.
    package func platforms(_ value: Range<Int>) -> Set<Platform> {
        let (tokens, range) = resolved(value)
        var found: Set<Platform> = []
        for name in tokens.memberNames(range) {
            if let platform = TuistProjectReader.destinationPlatforms[name] { found.insert(platform) }
            else if let member = helpers.members["Destinations." + name] {
                found.formUnion(TuistValues(manifest: member.tokens, helpers: TuistHelpers()).platforms(member.value))
            }
        }
        return found
    }

    /// The floors a deployment value names.
    package func floors(_ value: Range<Int>) -> [Platform: OSVersion] {
        let (tokens, range) = resolved(value)
        let floors = tokens.deploymentFloors(range)
        if floors.isEmpty, range.count == 2, tokens.isToken(range.lowerBound, "."), let member = helpers.members["DeploymentTargets." + tokens.text(range.lowerBound + 1)] {
            return member.tokens.deploymentFloors(member.value)
        }
        return floors
    }

    /// The value itself, or the value of what it names alone: a top-level constant of the manifest, or a static member
    /// of a type the helpers declare (`Constants.destinations`, declared in `enum Constants { static let … }`).
    package func resolved(_ value: Range<Int>) -> (ManifestTokens, Range<Int>) {
        let i = value.lowerBound
        if value.count == 1, manifest.view.tokens[i].kind == .identifier, let constant = manifest.constantExpression(manifest.text(i)) {
            return (manifest, constant)
        }
        if value.count == 3, manifest.view.tokens[i].kind == .identifier, manifest.isToken(i + 1, "."),
           let member = helpers.members[manifest.text(i) + "." + manifest.text(i + 2)] {
            return (member.tokens, member.value)
        }
        return (manifest, value)
    }
}

/// The static members that `Tuist/ProjectDescriptionHelpers` declares at the top level of a type or an extension
/// (`extension Destinations { static let app … }`, `enum Constants { static let deploymentTargets … }`), keyed
/// `Destinations.app`: read without running them, from the nearest helpers folder at or above the manifest's, inside the
/// repository (at most 200 files).
package struct TuistHelpers {
    package var members: [String: (tokens: ManifestTokens, value: Range<Int>)] = [:]
    /// The functions the helpers declare in their types and extensions (`static func module(name:…) -> Project`), by
    /// name: from its `func` to the end of its body (the parameters' default values and what the body writes).
    package var functions: [String: (tokens: ManifestTokens, range: Range<Int>, file: String)] = [:]

    /// The helpers of the project whose manifest is in `folder`, each helpers folder read once (`read`, by folder).
    package static func near(_ folder: String, read cache: inout [String: TuistHelpers]) -> TuistHelpers {
        let top = Workspace.repositoryRoot(ofFolder: folder)
        var current = folder
        while true {
            let helpers = current + "/Tuist/ProjectDescriptionHelpers"
            if let known = cache[helpers] { return known }
            if Paths.isDirectory(helpers) == true {
                let found = read(helpers)
                cache[helpers] = found
                return found
            }
            let parent = Paths.parent(of: current)
            if current == top || parent == current || parent.isEmpty { return TuistHelpers() }
            current = parent
        }
    }

    /// The platforms and floors written in the first helper function that `tokens` call and that names any (in its
    /// parameters' default values or its body), or in a helper function that one calls (`makeModule` calling
    /// `makeTarget`, two levels at most), with the file it is in; nil when none does.
    package func named(byCallsIn tokens: ManifestTokens, _ range: Range<Int>, depth: Int = 0, seen: Set<String> = [])
        -> (platforms: Set<Platform>, floors: [Platform: OSVersion], file: String)? {
        var seen = seen
        for i in range where tokens.view.tokens[i].kind == .identifier && tokens.isToken(i + 1, "(") {
            let name = tokens.text(i)
            guard let helper = functions[name], seen.insert(name).inserted else { continue }
            let (platforms, floors) = TuistValues(manifest: helper.tokens, helpers: self).named(in: helper.range)
            if !platforms.isEmpty || !floors.isEmpty { return (platforms, floors, helper.file) }
            if depth < 1, let deeper = named(byCallsIn: helper.tokens, helper.range, depth: depth + 1, seen: seen) { return deeper }
        }
        return nil
    }

    package static func read(_ folder: String) -> TuistHelpers {
        var helpers = TuistHelpers()
        guard let found = try? Workspace(paths: [folder], respectGitignore: false) else { return helpers }
        for file in found.files.prefix(200) {
            guard let bytes = readFile(file), let tokens = try? ManifestTokens(bytes: bytes) else { continue }
            for (key, value) in tokens.staticMembers() where helpers.members[key] == nil { helpers.members[key] = (tokens, value) }
            for (name, range) in tokens.memberFunctions() where helpers.functions[name] == nil { helpers.functions[name] = (tokens, range, file) }
        }
        return helpers
    }
}

extension ManifestTokens {
    /// The file's top-level `extension`, `enum` and `struct` declarations: the keyword's token, and their body's braces.
    func typeBodies() -> [(keyword: Int, open: Int, close: Int)] {
        topLevelTokens.compactMap { i in
            guard isToken(i, "extension") || isToken(i, "enum") || isToken(i, "struct"), i + 1 < view.tokens.count,
                  view.tokens[i + 1].kind == .identifier else { return nil }
            var open = i + 2
            while open < view.tokens.count, !isToken(open, "{") { open += 1 }
            guard open < view.tokens.count else { return nil }
            return (i, open, view.partner[open])
        }
    }

    /// `static let NAME (: T) = value` in the file's top-level types and extensions, keyed `Type.NAME`.
    package func staticMembers() -> [String: Range<Int>] {
        var found: [String: Range<Int>] = [:]
        for (i, open, close) in typeBodies() {
            var j = open + 1
            while j < close {
                if isToken(j, "{") || isToken(j, "(") || isToken(j, "[") { j = max(j, view.partner[j]) + 1; continue }
                if isToken(j, "static"), isToken(j + 1, "let") || isToken(j + 1, "var"), j + 2 < close, view.tokens[j + 2].kind == .identifier {
                    let name = text(j + 2)
                    var k = j + 3
                    if isToken(k, ":") { k += 1; while k < close, !isToken(k, "="), !view.tokens[k].startsLine { k = max(k, view.partner[k]) + 1 } }
                    if isToken(k, "="), let value = expression(from: k + 1, before: close) { found[text(i + 1) + "." + name] = value }
                }
                j += 1
            }
        }
        return found
    }

    /// `func NAME(…) … { … }` at the top level of the file's types and extensions (static or not), keyed by name: from
    /// `func` to the body's closing brace.
    package func memberFunctions() -> [String: Range<Int>] {
        var found: [String: Range<Int>] = [:]
        for (_, open, close) in typeBodies() {
            var j = open + 1
            while j < close {
                if isToken(j, "func"), j + 2 < close, view.tokens[j + 1].kind == .identifier {
                    var k = j + 2
                    while k < close, !isToken(k, "{") { k = max(k, view.partner[k]) + 1 }
                    guard k < close, view.partner[k] > k else { break }
                    if found[text(j + 1)] == nil { found[text(j + 1)] = j..<(view.partner[k] + 1) }
                    j = view.partner[k] + 1
                    continue
                }
                if isToken(j, "{") || isToken(j, "(") || isToken(j, "[") { j = max(j, view.partner[j]) + 1; continue }
                j += 1
            }
        }
        return found
    }

    /// The expression that starts at `start`: up to the next line that doesn't continue it (the lexed view's rule), a `;`,
    /// or `end`.
    package func expression(from start: Int, before end: Int) -> Range<Int>? {
        guard start < end else { return nil }
        var i = start
        repeat {
            i = max(i, view.partner[i]) + 1
        } while i < end && !isToken(i, ";") && !(view.tokens[i].startsLine && !view.joinsPrevious(i, bytes: bytes))
        return start..<i
    }

    /// The whole value of the top-level constant `name` (`let targets: DeploymentTargets = .iOS("18.0")`).
    package func constantExpression(_ name: String) -> Range<Int>? {
        topLevelConstant(name).flatMap { expression(from: $0, before: view.tokens.count) }
    }
}
