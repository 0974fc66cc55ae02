/// A deployment target as a spec writes it: the version, the file (absolute) and the 1-based line it is on.
package struct WrittenFloor: Equatable, Sendable {
    package let version: OSVersion
    package let file: String
    package let line: Int
}

extension XcodeGenReader {
    /// What an XcodeGen spec (its includes merged) sets for the whole project: the deployment targets of
    /// `options.deploymentTarget`, the project's `settings:`, the `settingGroups:` settings can name, and the names of
    /// the build configurations (`configs:`, else XcodeGen's Debug and Release). It reads the targets' floors with
    /// `budget`, and keeps what it found for the project and for each setting group in each configuration.
    package final class ProjectLevel {
        let defaults: [Platform: WrittenFloor]
        let settings: (value: YAMLValue, file: String)?
        let groups: [String: (value: YAMLValue, file: String)]
        let configurations: [String]
        private let budget: SpecBudget
        private var projectFloors: [String: [Platform: WrittenFloor]] = [:]
        private var groupFloors: [String: [Platform: WrittenFloor]] = [:]
        /// The groups being read: a group that names itself, or a group naming it, adds nothing more.
        private var expanding: Set<String> = []

        /// `file` is the spec read; each entry merged from another spec names its own.
        package init(_ spec: YAMLValue, file: String, budget: SpecBudget) {
            self.budget = budget
            let options = spec.entry("options"), deployment = options?.value.entry("deploymentTarget")
            defaults = XcodeGenReader.versions(deployment?.value, file: deployment?.file ?? options?.file ?? file)
            settings = spec.entry("settings").map { ($0.value, $0.file ?? file) }
            let groupsEntry = spec.entry("settingGroups") ?? spec.entry("settingPresets")
            var groups: [String: (value: YAMLValue, file: String)] = [:]
            for entry in groupsEntry?.value.entries ?? [] where groups[entry.key] == nil {
                groups[entry.key] = (entry.value, entry.file ?? groupsEntry?.file ?? file)
            }
            self.groups = groups
            var configurations: [String] = []
            for entry in spec["configs"]?.entries ?? [] where !configurations.contains(entry.key) { configurations.append(entry.key) }
            self.configurations = configurations.isEmpty ? ["Debug", "Release"] : configurations
        }

        /// A target's floor per platform, as XcodeGen layers them for each configuration (a later layer wins): the
        /// project's `options.deploymentTarget`, then its `settings:`, then the target's `deploymentTarget` (one version
        /// for each of its platforms, or a platform map), then the target's `settings:`. The lowest over the
        /// configurations, with the file and line that decided it. `file` is the spec the target is written in.
        package func floors(of spec: YAMLValue, platforms: Set<Platform>, file: String) throws(ProjectReadError) -> [Platform: WrittenFloor] {
            var own: [Platform: WrittenFloor] = [:]
            if let entry = spec.entry("deploymentTarget") {
                let from = entry.file ?? file
                if let version = entry.value.text.flatMap(OSVersion.init) {
                    for platform in platforms { own[platform] = WrittenFloor(version: version, file: from, line: entry.line) }
                } else {
                    own = XcodeGenReader.versions(entry.value, file: from)
                }
            }
            let targetSettings = spec.entry("settings")
            var lowest: [Platform: WrittenFloor] = [:]
            for configuration in configurations {
                var floors = defaults
                floors.merge(try projectSettings(configuration)) { $1 }
                floors.merge(own) { $1 }
                let set = try deploymentTargets(in: targetSettings?.value, file: targetSettings?.file ?? file, configuration: configuration)
                floors.merge(set) { $1 }
                for (platform, floor) in floors where platforms.contains(platform) && (lowest[platform].map { floor.version < $0.version } ?? true) {
                    lowest[platform] = floor
                }
            }
            return lowest
        }

        /// The deployment targets the project's `settings:` set in `configuration`, read once.
        private func projectSettings(_ configuration: String) throws(ProjectReadError) -> [Platform: WrittenFloor] {
            if let found = projectFloors[configuration] { return found }
            let found = try deploymentTargets(in: settings?.value, file: settings?.file ?? "", configuration: configuration)
            projectFloors[configuration] = found
            return found
        }

        /// The deployment targets setting group `name` sets in `configuration`, read once; none while it is being read.
        private func group(_ name: String, configuration: String, depth: Int) throws(ProjectReadError) -> [Platform: WrittenFloor] {
            let key = name + "\u{0}" + configuration
            if let found = groupFloors[key] { return found }
            guard let group = groups[name], expanding.insert(name).inserted else { return [:] }
            defer { expanding.remove(name) }
            let found = try deploymentTargets(in: group.value, file: group.file, configuration: configuration, depth: depth + 1)
            groupFloors[key] = found
            return found
        }

        /// Whether a `configs:` key applies to `configuration`, as XcodeGen decides: the configuration's name contains
        /// it, whatever the case, and it is not exactly the name of another configuration (`Debug:` is not applied to
        /// "Staging Debug" when the project has a "Debug").
        func applies(_ variant: String, to configuration: String) -> Bool {
            configuration.lowercased().contains(variant.lowercased()) && (variant == configuration || !configurations.contains(variant))
        }

        /// The deployment targets a `settings:` value sets in `configuration`, as XcodeGen applies it: the groups it names
        /// (`groups:`), then its own (`base:`, or the whole map when it has none of `base`, `configs` and `groups`), then
        /// those of each `configs:` key that `applies` to the configuration. A value that isn't a version
        /// (`$(inherited)`) sets nothing; a key with a condition (`[sdk=iphoneos*]`) applies after the plain one.
        func deploymentTargets(in settings: YAMLValue?, file: String, configuration: String, depth: Int = 0)
            throws(ProjectReadError) -> [Platform: WrittenFloor] {
            // A chain this deep (groups naming groups, `configs:` inside `configs:`) is not followed further.
            guard let settings, depth < 16 else { return [:] }
            // A settings map read costs as much as visiting a few dozen nodes.
            try budget.spend(32)
            let structured = ["base", "configs", "groups", "presets"].contains { settings[$0] != nil }
            var found: [Platform: WrittenFloor] = [:]
            if structured {
                for name in (settings["groups"] ?? settings["presets"])?.items.compactMap(\.text) ?? [] {
                    try budget.spend()
                    found.merge(try group(name, configuration: configuration, depth: depth)) { $1 }
                }
            }
            let base = structured ? settings.entry("base") : nil
            let own = (structured ? base?.value : settings)?.entries ?? []
            try budget.spend(own.count)
            for conditional in [false, true] {
                for entry in own where entry.key.contains("[") == conditional {
                    let key = String(entry.key.prefix { $0 != "[" }).trimmingWhitespace()
                    if let platform = XcodeProjectReader.deploymentKeys[key], let version = entry.value.text.flatMap(OSVersion.init) {
                        found[platform] = WrittenFloor(version: version, file: entry.file ?? base?.file ?? file, line: entry.line)
                    }
                }
            }
            guard structured, let configs = settings.entry("configs") else { return found }
            for variant in configs.value.entries where applies(variant.key, to: configuration) {
                let set = try deploymentTargets(in: variant.value, file: variant.file ?? configs.file ?? file, configuration: configuration, depth: depth + 1)
                found.merge(set) { $1 }
            }
            return found
        }
    }
}
