/// A deployment target as a spec writes it: the version, the file (absolute) and the 1-based line it is on.
package struct WrittenFloor: Equatable, Sendable {
    package let version: OSVersion
    package let file: String
    package let line: Int
}

extension XcodeGenReader {
    /// What an XcodeGen spec (with its includes) sets for the whole project: the deployment targets of
    /// `options.deploymentTarget`, the project's `settings:`, the `settingGroups:` settings can name, and the names of
    /// the build configurations (`configs:`, else XcodeGen's Debug and Release).
    package struct ProjectLevel {
        package var defaults: [Platform: WrittenFloor] = [:]
        package var settings: [Part] = []
        package var groups: [String: Part] = [:]
        package var configurations: [String] = []

        package init() {}

        /// Adds one spec's project-level keys; a later spec's win, as XcodeGen merges an including spec over what it includes.
        package mutating func add(_ spec: YAMLValue, file: String) {
            defaults.merge(XcodeGenReader.versions(spec["options"]?["deploymentTarget"], file: file)) { $1 }
            if let value = spec["settings"] { settings.append((value, file)) }
            for entry in (spec["settingGroups"] ?? spec["settingPresets"])?.entries ?? [] { groups[entry.key] = (entry.value, file) }
            for entry in spec["configs"]?.entries ?? [] where !configurations.contains(entry.key) { configurations.append(entry.key) }
        }

        /// A target's floor per platform, as XcodeGen layers them for each configuration (a later layer wins): the
        /// project's `options.deploymentTarget`, then its `settings:`, then the target's `deploymentTarget` (one version
        /// for each of its platforms, or a platform map), then the target's `settings:`. The lowest over the
        /// configurations, with the file and line that decided it. `files` names the file each key of `spec` came from.
        package func floors(of spec: YAMLValue, platforms: Set<Platform>, files: [String: String], file: String) -> [Platform: WrittenFloor] {
            var own: [Platform: WrittenFloor] = [:]
            if let entry = spec.entry("deploymentTarget") {
                let from = files["deploymentTarget"] ?? file
                if let version = entry.value.text.flatMap(OSVersion.init) {
                    for platform in platforms { own[platform] = WrittenFloor(version: version, file: from, line: entry.line) }
                } else {
                    own = XcodeGenReader.versions(entry.value, file: from)
                }
            }
            var lowest: [Platform: WrittenFloor] = [:]
            for configuration in configurations.isEmpty ? ["Debug", "Release"] : configurations {
                var floors = defaults
                for part in settings { floors.merge(deploymentTargets(in: part.spec, file: part.file, configuration: configuration)) { $1 } }
                floors.merge(own) { $1 }
                floors.merge(deploymentTargets(in: spec["settings"], file: files["settings"] ?? file, configuration: configuration)) { $1 }
                for (platform, floor) in floors where platforms.contains(platform) && (lowest[platform].map { floor.version < $0.version } ?? true) {
                    lowest[platform] = floor
                }
            }
            return lowest
        }

        /// The deployment targets a `settings:` value sets in `configuration`, as XcodeGen applies it: the groups it names
        /// (`groups:`), then its own (`base:`, or the whole map when it has none of `base`, `configs` and `groups`), then
        /// those of each `configs:` key the configuration's name contains, whatever the case. A value that isn't a
        /// version (`$(inherited)`) sets nothing; a key with a condition (`[sdk=iphoneos*]`) applies after the plain one.
        func deploymentTargets(in settings: YAMLValue?, file: String, configuration: String, depth: Int = 0) -> [Platform: WrittenFloor] {
            // Groups may name groups: a cycle or a chain this deep is not followed further.
            guard let settings, depth < 16 else { return [:] }
            let structured = ["base", "configs", "groups", "presets"].contains { settings[$0] != nil }
            var found: [Platform: WrittenFloor] = [:]
            if structured {
                for name in (settings["groups"] ?? settings["presets"])?.items.compactMap(\.text) ?? [] {
                    guard let group = groups[name] else { continue }
                    found.merge(deploymentTargets(in: group.spec, file: group.file, configuration: configuration, depth: depth + 1)) { $1 }
                }
            }
            let own = (structured ? settings["base"] : settings)?.entries ?? []
            for conditional in [false, true] {
                for entry in own where entry.key.contains("[") == conditional {
                    let key = String(entry.key.prefix { $0 != "[" }).trimmingWhitespace()
                    if let platform = XcodeProjectReader.deploymentKeys[key], let version = entry.value.text.flatMap(OSVersion.init) {
                        found[platform] = WrittenFloor(version: version, file: file, line: entry.line)
                    }
                }
            }
            guard structured else { return found }
            for variant in settings["configs"]?.entries ?? [] where configuration.lowercased().contains(variant.key.lowercased()) {
                found.merge(deploymentTargets(in: variant.value, file: file, configuration: configuration, depth: depth + 1)) { $1 }
            }
            return found
        }
    }
}
