/// The work one read of a spec may do, counted in YAML nodes visited: merging, templates and settings. Aliases
/// (`*name`) share their node, so a spec of a few lines can stand for billions of nodes (an alias of an alias of …, a
/// setting group naming itself); past the limit the spec is refused instead of read for ever.
package final class SpecBudget {
    /// More than twice what a spec of 500 targets, each with templates and settings per configuration, needs.
    package static let limit = 500_000
    private var left: Int
    private let file: String

    package init(file: String, limit: Int = SpecBudget.limit) {
        self.file = file
        left = limit
    }

    /// Counts `nodes` visited; past the limit, the error that refuses the spec.
    package func spend(_ nodes: Int = 1) throws(ProjectReadError) {
        left -= nodes
        guard left < 0 else { return }
        throw ProjectReadError(file: file, reason: "expands to more than \(SpecBudget.limit) YAML nodes (aliases, "
            + "templates or setting groups nested in each other), so its targets are not read")
    }
}

extension XcodeGenReader {
    /// `later` merged onto `base` as XcodeGen merges an including spec over the specs it includes, and a target over its
    /// templates: maps key by key (a map under a key both set is merged in turn), lists appended, anything else
    /// replaced; a key ending in `:REPLACE` replaces the value of the key without the suffix. Each entry `later` brings
    /// is tagged with the file it was written in (its own `file`, else `file`).
    package static func merged(_ later: YAMLValue, onto base: YAMLValue, file: String, budget: SpecBudget) throws(ProjectReadError) -> YAMLValue {
        guard case .map(let additions) = later, case .map(var entries) = base else { return later }
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() where index[entry.key] == nil { index[entry.key] = i }
        for entry in additions {
            try budget.spend()
            let from = entry.file ?? file
            let replaces = entry.key.hasSuffix(":REPLACE")
            let key = replaces ? String(entry.key.dropLast(":REPLACE".count)) : entry.key
            guard let i = index[key] else {
                index[key] = entries.count
                entries.append(YAMLEntry(key, entry.value, line: entry.line, file: from))
                continue
            }
            switch (entry.value, entries[i].value) {
            case (.map, .map) where !replaces:
                entries[i].value = try merged(entry.value, onto: entries[i].value, file: from, budget: budget)
            case (.list(let items), .list(let old)) where !replaces:
                try budget.spend(items.count)
                entries[i].value = .list(old + items)
            default:
                entries[i] = YAMLEntry(key, entry.value, line: entry.line, file: from)
            }
        }
        return .map(entries)
    }

    /// The specs (`specs(_:)`, in XcodeGen's order) merged into one, each entry tagged with its file. The `sources:`
    /// of each spec's targets and templates are made absolute first, from the spec's folder, as XcodeGen resolves an
    /// included spec's paths before merging it.
    static func mergedSpec(_ specs: [Part], budget: SpecBudget) throws(ProjectReadError) -> YAMLValue {
        var spec = YAMLValue.map([])
        for part in specs {
            let rooted = try rootingSources(part.spec, folder: Paths.parent(of: part.file), budget: budget)
            spec = try merged(rooted, onto: spec, file: part.file, budget: budget)
        }
        return spec
    }

    /// The spec with each path of its targets' and templates' `sources:` made absolute from `folder`.
    private static func rootingSources(_ spec: YAMLValue, folder: String, budget: SpecBudget) throws(ProjectReadError) -> YAMLValue {
        func rooted(_ path: YAMLValue) -> YAMLValue {
            guard let text = path.text, !text.isEmpty else { return path }
            return .scalar(Paths.resolve(text, from: folder))
        }
        func rootedItem(_ item: YAMLValue) -> YAMLValue {
            guard case .map(var entries) = item else { return rooted(item) }
            for i in entries.indices where entries[i].key == "path" { entries[i].value = rooted(entries[i].value) }
            return .map(entries)
        }
        var entries = spec.entries
        for i in entries.indices where entries[i].key == "targets" || entries[i].key == "targetTemplates" {
            guard case .map(var targets) = entries[i].value else { continue }
            for t in targets.indices {
                guard case .map(var keys) = targets[t].value else { continue }
                for k in keys.indices where keys[k].key == "sources" || keys[k].key == "sources:REPLACE" {
                    try budget.spend(keys[k].value.items.count)
                    keys[k].value = if case .list(let items) = keys[k].value { .list(items.map(rootedItem)) } else { rootedItem(keys[k].value) }
                }
                targets[t].value = .map(keys)
            }
            entries[i].value = .map(targets)
        }
        return .map(entries)
    }

    /// One target's spec as XcodeGen resolves it: its templates (`templates: [Base]`, each template's own templates
    /// first) merged in order, then the target merged over them; when it has templates, `${target_name}` in its text is
    /// the target's name. `templates` are the spec's `targetTemplates:` with the file each is written in.
    package static func resolved(_ target: YAMLValue, file: String, templates: [String: (spec: YAMLValue, file: String)], name: String,
                                 budget: SpecBudget) throws(ProjectReadError) -> YAMLValue {
        var names: [String] = []
        var insertion = 0
        func collect(_ spec: YAMLValue, depth: Int) throws(ProjectReadError) {
            for item in spec["templates"]?.items ?? [] {
                try budget.spend()
                guard depth < 32, let key = item.text, let template = templates[key], !names.contains(key) else { continue }
                names.insert(key, at: insertion)
                try collect(template.spec, depth: depth + 1)
                insertion += 1
            }
        }
        try collect(target, depth: 0)
        guard !names.isEmpty else { return target }
        var spec = YAMLValue.map([])
        for key in names {
            guard let template = templates[key] else { continue }
            spec = try merged(template.spec, onto: spec, file: template.file, budget: budget)
        }
        spec = try merged(target, onto: spec, file: file, budget: budget)
        return try substituted(spec, name: name, budget: budget)
    }

    /// The value with `${target_name}` and `$target_name` in its text (keys too) replaced by `name`.
    package static func substituted(_ value: YAMLValue, name: String, budget: SpecBudget) throws(ProjectReadError) -> YAMLValue {
        try budget.spend()
        func text(_ text: String) -> String {
            text.contains("$") ? text.replacingAll("${target_name}", with: name).replacingAll("$target_name", with: name) : text
        }
        switch value {
        case .scalar(let scalar):
            return .scalar(text(scalar))
        case .list(let items):
            var substituted: [YAMLValue] = []
            for item in items { substituted.append(try self.substituted(item, name: name, budget: budget)) }
            return .list(substituted)
        case .map(let entries):
            var substituted: [YAMLEntry] = []
            for entry in entries {
                let value = try self.substituted(entry.value, name: name, budget: budget)
                substituted.append(YAMLEntry(text(entry.key), value, line: entry.line, file: entry.file))
            }
            return .map(substituted)
        }
    }
}
