/// Reads a `Package.swift` without running it. The kit's lexer gives its tokens, so nothing inside a comment or
/// a string literal is taken for code. Only what the manifest spells out literally is read: `Package(name:platforms:
/// targets:)` and the `.target`, `.executableTarget`, `.testTarget` and `.macro` entries of `targets:`.
package enum PackageManifestReader {
    /// True when the `Package.swift` at `file` is a manifest (it imports PackageDescription or calls `Package(…)`), not
    /// an app's own source file of that name (`public protocol Package` in a folder of models). One that can't be read
    /// or lexed is taken for a manifest: its reading then says why it failed.
    package static func isManifest(_ file: String) -> Bool {
        guard let bytes = readFile(file), let manifest = try? ManifestTokens(bytes: bytes) else { return true }
        return manifest.imports("PackageDescription") || manifest.packageCall() != nil
    }

    /// The kinds of target that compile Swift sources (`.systemLibrary`, `.binaryTarget` and `.plugin` are skipped).
    package static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// The package declared by the `Package.swift` at `packageSwift` (an absolute path).
    ///
    /// SwiftPM builds a package for every platform, but a package that names platforms in `platforms:` is, in
    /// practice, built for those (an iOS app's local package names `.iOS`, and nobody builds it for watchOS):
    /// its targets get the named platforms; a package that names none gets all five. `floors` holds the versions
    /// that `platforms:` names (`.macCatalyst` is left out: it follows iOS availability), and
    /// every platform's floor source is the manifest. If the reader finds no target (for example, targets built in
    /// a loop or kept in a variable), or a target whose name it can't read, it gives one target named after the package
    /// that compiles the package's whole folder but `Tests` (its targets' paths may be anywhere in it: `Modules/\($0)`):
    /// no file of the package is left out for a target the reader couldn't see.
    package static func read(_ packageSwift: String) throws(ProjectReadError) -> Project {
        let file = Paths.absolute(packageSwift), root = Paths.parent(of: file)
        guard let bytes = readFile(file) else { throw ProjectReadError(file: file, reason: "can't be read") }
        let manifest: ManifestTokens
        do { manifest = try ManifestTokens(bytes: bytes) } catch {
            throw ProjectReadError(file: file, reason: "doesn't lex: \(error.reason) (offset \(error.offset))")
        }
        let package = manifest.packageCall()
        var floors: [Platform: OSVersion] = [:], places: [Platform: FloorPlace] = [:]
        for call in package.flatMap({ manifest.argument("platforms", of: $0) }).map(manifest.calls) ?? [] {
            guard let platform = Platform(spelling: call.name), let version = manifest.version(call.open) else { continue }
            if floors[platform].map({ version < $0 }) ?? true { places[platform] = .line(manifest.line(of: call.open)) }
            floors[platform] = min(version, floors[platform] ?? version)
        }
        var targets: [(name: String, sources: SourceSet)] = []
        let calls = (package.flatMap({ manifest.argument("targets", of: $0) }).map(manifest.calls) ?? []).filter { targetKinds.contains($0.name) }
        // SwiftPM lets a package's only target (tests aside) keep its files right in `Sources/`.
        let single = calls.filter { $0.name != "testTarget" }.count == 1
        for call in calls {
            // A target whose name isn't written out can't be placed: the package is read as targets built in code.
            guard let name = manifest.argument("name", of: call.open).flatMap(manifest.string) else { targets = []; break }
            targets.append((name, sources(of: call, named: name, in: manifest, root: root, single: single)))
        }
        if targets.isEmpty {
            let name = package.flatMap { manifest.argument("name", of: $0) }.flatMap(manifest.string)
            targets = [(name ?? String(root.split(separator: "/").last ?? ""), SourceSet(folders: [(root, [root + "/Tests"])]))]
        }
        let everywhere = floors.isEmpty ? Set(Platform.allCases) : Set(floors.keys)
        let floorSources = Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, file) })
        return Project(kind: .package, file: file, root: root, targets: targets.map {
            var target = Target(name: $0.name, platforms: everywhere, floors: floors, floorSources: floorSources, sources: $0.sources)
            target.floorPlaces = places
            return target
        })
    }

    /// What a target compiles: its `path:` folder (by default SwiftPM's folder for the target), minus its
    /// `exclude:` paths. When it has `sources:`, it compiles only those sub-paths (files or folders). Exclusions
    /// inside a sub-path still apply, as they do in SwiftPM.
    /// `single`: the package has no other target but tests, so with no `Sources/<name>` folder its files are those of
    /// `Sources/` itself, as SwiftPM reads it.
    static func sources(of call: (name: String, open: Int), named name: String, in manifest: ManifestTokens, root: String,
                        single: Bool = false) -> SourceSet {
        let path = manifest.argument("path", of: call.open).flatMap(manifest.string)
        let parent = Paths.resolve(defaultFolder(call.name, root: root), from: root)
        let own = "\(parent)/\(name)"
        let folder = path.map { Paths.resolve($0, from: root) }
            ?? (single && call.name != "testTarget" && Paths.isDirectory(own) != true && Paths.isDirectory(parent) == true ? parent : own)
        let excluded = Set((manifest.argument("exclude", of: call.open).flatMap(manifest.strings) ?? []).map {
            Paths.resolve($0, from: folder)
        })
        guard let listed = manifest.argument("sources", of: call.open).flatMap(manifest.strings) else {
            return SourceSet(folders: [(folder, excluded)])
        }
        return SourceSet(folders: listed.map { Paths.resolve($0, from: folder) }.map { entry in
            (entry, excluded.filter { Paths.isInside($0, entry) })
        })
    }

    /// SwiftPM's default parent folder: `Tests` for a test target. For any other target it is the first of
    /// `Sources`, `Source`, `src` and `srcs` that the package has (`Sources` when it has none of them).
    package static func defaultFolder(_ kind: String, root: String) -> String {
        if kind == "testTarget" { return "Tests" }
        return ["Sources", "Source", "src", "srcs"].first { Paths.isDirectory("\(root)/\($0)") == true } ?? "Sources"
    }
}

/// A lexed manifest and the token reading the reader needs: calls, their arguments and literal values.
package struct ManifestTokens {
    package let bytes: [UInt8]
    package let view: LexedView

    package init(bytes: [UInt8]) throws(LexError) {
        self.bytes = bytes
        view = try LexedView(bytes)
    }

    package func text(_ index: Int) -> String { String(utf8: bytes, view.tokens[index].range) }
    package func isToken(_ index: Int, _ text: String) -> Bool { index < view.tokens.count && view.token(index, is: text, in: bytes) }
    /// The 1-based line token `index` starts on.
    package func line(of index: Int) -> Int { SourceText(bytes: bytes).lineIndex(of: view.tokens[index].range.lowerBound) + 1 }

    /// The `(` of the first `Package(…)` call.
    package func packageCall() -> Int? { call(named: "Package") }

    /// The `(` of the first call of the type `name` (`Package(…)`, `Project(…)`), not a member call (`.Package(`).
    package func call(named name: String) -> Int? {
        view.tokens.indices.first { isToken($0, name) && isToken($0 + 1, "(") && !($0 > 0 && isToken($0 - 1, ".")) }.map { $0 + 1 }
    }

    /// True when the file has `import <module>` (`import struct ProjectDescription.PackageSettings` doesn't count).
    package func imports(_ module: String) -> Bool {
        view.tokens.indices.contains { isToken($0, "import") && isToken($0 + 1, module) }
    }

    /// The arguments between the bracket at token `open` and its partner, each with its label (when it has one) and
    /// the token indices of its value.
    func arguments(_ open: Int) -> [(label: String?, value: Range<Int>)] {
        view.arguments(open: open, in: bytes).map { ($0.label, $0.valueFirst..<$0.last + 1) }
    }

    /// The value of the argument labelled `label` in the call whose `(` is at token `open`.
    func argument(_ label: String, of open: Int) -> Range<Int>? {
        arguments(open).first { $0.label == label }?.value
    }

    /// The `.name(…)` calls that are elements of the array literals in `value` (arrays joined with `+` included).
    /// Calls nested inside other calls are not counted, such as `.target(name:)` in a target's `dependencies:`.
    func calls(in value: Range<Int>) -> [(name: String, open: Int)] {
        var found: [(name: String, open: Int)] = []
        var index = value.lowerBound
        while index < value.upperBound {
            if isToken(index, "."), index + 2 < value.upperBound, view.tokens[index + 1].kind == .identifier, isToken(index + 2, "(") {
                found.append((text(index + 1), index + 2))
                index = view.partner[index + 2] + 1
            } else {
                index = isToken(index, "[") ? index + 1 : max(index, view.partner[index]) + 1
            }
        }
        return found
    }

    /// The text of a value that is one string literal without interpolations, or names a top-level `let` constant that
    /// is one (`let deploymentTarget = "26.0"` … `.iOS(deploymentTarget)`). An interpolated literal (`"\\(name)/Sources"`)
    /// is computed, not written out: nil.
    package func string(_ value: Range<Int>) -> String? {
        guard value.count == 1 else { return nil }
        var index = value.lowerBound
        if view.tokens[index].kind == .identifier, let literal = topLevelConstant(text(index)).flatMap({ view.tokens[$0].kind == .string ? $0 : nil }) {
            index = literal
        }
        guard view.tokens[index].kind == .string else { return nil }
        let literal = text(index)
        return StringLiteral.hasInterpolation(literal) ? nil : StringLiteral.value(literal)
    }

    /// The first token of the value of `let <name> = …` (or `let <name>: Type = …`) at the top level of the file, up to
    /// the end of that statement when it is one token or one call. Nil when no such constant is declared at the top level,
    /// or more than one is (a `let` inside a function or a type doesn't count).
    package func topLevelConstant(_ name: String) -> Int? {
        var found: Int?
        for i in topLevelTokens where isToken(i, "let") && isToken(i + 1, name) {
            var j = i + 2
            if isToken(j, ":") { j += 1; while j < view.tokens.count, !isToken(j, "="), view.tokens[j].kind == .identifier || isToken(j, ".") { j += 1 } }
            guard isToken(j, "="), j + 1 < view.tokens.count else { continue }
            // Only a whole value: not the start of `"a" + suffix`.
            if view.tokens[j + 1].kind == .string, j + 2 < view.tokens.count, isToken(j + 2, "+") { return nil }
            guard found == nil else { return nil }
            found = j + 1
        }
        return found
    }

    /// The indices of the tokens outside every `{ … }`: the file's top level.
    package var topLevelTokens: [Int] {
        var result: [Int] = []
        var i = 0
        while i < view.tokens.count {
            if isToken(i, "{") { i = max(i, view.partner[i]) + 1; continue }
            result.append(i)
            i += 1
        }
        return result
    }

    /// The string literals of an array literal (other elements skipped); nil when the value is not an array literal.
    package func strings(_ value: Range<Int>) -> [String]? {
        guard value.count >= 2, isToken(value.lowerBound, "["), view.partner[value.lowerBound] == value.upperBound - 1 else { return nil }
        return arguments(value.lowerBound).compactMap { $0.label == nil ? string($0.value) : nil }
    }

    /// The version in the platform call whose `(` is at token `open`: `.v17`, `.v17_4` or `"14.0"`.
    func version(_ open: Int) -> OSVersion? {
        let inner = open + 1..<view.partner[open]
        if let text = string(inner) { return OSVersion(text) }
        guard inner.count == 2, isToken(inner.lowerBound, "."), case let word = text(inner.lowerBound + 1), word.hasPrefix("v") else { return nil }
        let parts = word.dropFirst().split(separator: "_", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        return OSVersion(parts.compactMap { $0 })
    }
}
