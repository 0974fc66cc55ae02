import Foundation

/// Reads the JSON that `tuist graph --format json` writes (`graph.json`): Tuist's own model of the workspace, the ground
/// truth for a Tuist app whose manifests are built by helpers. Each project becomes a `Project` whose targets have the
/// platforms of their `destinations`, the floors of their `deploymentTargets`, and the files Tuist resolved their
/// `sources` and `buildableFolders` to.
///
/// Two shapes are read: Tuist 4.40 and later write `projects` as an array alternating a path and a project, each project's
/// `targets` an object keyed by name; older versions (and `--format legacyJSON`) write `projects` as an object keyed by
/// path, `targets` as an array with `sources` as plain paths and no destinations or deployment targets (every platform,
/// no floor known). Paths are absolute on the machine that ran Tuist: when the graph's own `path` isn't the folder
/// holding the file, each path under it is taken as relative to that folder (a graph made on a laptop, read in CI).
///
/// Source: docs.tuist.dev/en/cli/graph; the `Graph`, `Project` and `Target` types of github.com/tuist/XcodeGraph,
/// encoded as they are.
package enum TuistGraphReader {
    package static func read(_ path: String) throws(ProjectReadError) -> [Project] {
        let file = Paths.absolute(path)
        guard let bytes = readFile(file) else { throw ProjectReadError(file: file, reason: "can't be read") }
        guard let graph = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            throw ProjectReadError(file: file, reason: "is not the JSON of `tuist graph --format json`")
        }
        let here = Paths.parent(of: file)
        let made = (graph["path"] as? String).map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        /// A path of the graph, moved to this checkout.
        func local(_ path: String) -> String {
            guard let made, made != here, path == made || path.hasPrefix(made + "/") else { return Paths.absolute(path) }
            return here + path.dropFirst(made.count)
        }
        var projects: [(path: String, body: [String: Any])] = []
        if let pairs = graph["projects"] as? [Any] {
            guard pairs.count % 2 == 0 else { throw ProjectReadError(file: file, reason: "has a projects list that doesn't pair paths with projects") }
            for i in stride(from: 0, to: pairs.count, by: 2) {
                guard let key = pairs[i] as? String, let body = pairs[i + 1] as? [String: Any] else {
                    throw ProjectReadError(file: file, reason: "has a projects list that doesn't pair paths with projects")
                }
                projects.append((key, body))
            }
        } else if let byPath = graph["projects"] as? [String: Any] {
            for key in byPath.keys.sorted() { if let body = byPath[key] as? [String: Any] { projects.append((key, body)) } }
        } else {
            throw ProjectReadError(file: file, reason: "has no projects: is it the JSON of `tuist graph --format json`?")
        }
        return projects.compactMap { path, body in
            // Packages Tuist resolved for the app are dependencies, not the app's code.
            if let type = body["type"] as? [String: Any], type["external"] != nil { return nil }
            if body["isExternal"] as? Bool == true { return nil }
            let root = local(body["path"] as? String ?? path)
            let targets = targetBodies(body["targets"]).map { target(named: $0.name, $0.body, graph: file, local: local) }
            return Project(kind: .tuist, file: root + "/Project.swift", root: root, targets: targets)
        }
    }

    /// The targets of a project, by name: an object keyed by name, or an array of objects with a `name`.
    package static func targetBodies(_ value: Any?) -> [(name: String, body: [String: Any])] {
        if let byName = value as? [String: Any] {
            return byName.keys.sorted().compactMap { name in (byName[name] as? [String: Any]).map { (name, $0) } }
        }
        return (value as? [Any] ?? []).compactMap { item in
            guard let body = item as? [String: Any], let name = body["name"] as? String else { return nil }
            return (name, body)
        }
    }

    /// `graph`: the file the floors are said to come from.
    package static func target(named name: String, _ body: [String: Any], graph: String, local: (String) -> String) -> Target {
        var platforms = Set((body["destinations"] as? [String] ?? []).compactMap { TuistProjectReader.destinationPlatforms[$0] })
        var floors: [Platform: OSVersion] = [:]
        for (key, value) in body["deploymentTargets"] as? [String: Any] ?? [:] {
            if let platform = Platform(spelling: key), let version = (value as? String).flatMap(OSVersion.init) { floors[platform] = version }
        }
        // The legacy shape names no destinations: every platform, as for a package that names none.
        if platforms.isEmpty { platforms = floors.isEmpty ? Set(Platform.allCases) : Set(floors.keys) }
        var sources = SourceSet()
        for entry in body["sources"] as? [Any] ?? [] {
            if let path = (entry as? [String: Any])?["path"] as? String ?? entry as? String { sources.files.insert(local(path)) }
        }
        for entry in body["buildableFolders"] as? [Any] ?? [] {
            guard let folder = entry as? [String: Any] else { continue }
            let resolved = (folder["resolvedFiles"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["path"] as? String }
            if resolved.isEmpty, let path = folder["path"] as? String {
                sources.folders.append((local(path), []))
            } else {
                for path in resolved { sources.files.insert(local(path)) }
            }
        }
        return Target(name: name, platforms: platforms, floors: floors.filter { platforms.contains($0.key) },
                      floorSources: Dictionary(uniqueKeysWithValues: platforms.map { ($0, graph) }), sources: sources)
    }
}
