/// What the index answers about the module's types once its facts are in: names resolved, what a type inherits, which
/// intents are tools, open an entity, or shadow Apple's names.
extension TreeIndex {
    /// The module's type a written type names inside `type` (optionals and arrays peeled off), if it declares one.
    package func resolve(typeReference written: String, inside type: String) -> String? {
        TypeReference(written).name.flatMap { resolve($0, in: type) }
    }

    /// The type is a tool: marked `@AppIntent(.tool…)` or reaching `ToolIntent`.
    package func isTool(_ type: String) -> Bool {
        readiness[type]?.markedTool == true || anyBase(ofType: type) { $0 == IntentProtocols.tool }
    }

    /// The type is a generable entity: marked `@AppEntity(.generable…)` or reaching `GenerableEntity`.
    package func isGenerable(_ type: String) -> Bool {
        readiness[type]?.markedGenerable == true || anyBase(ofType: type) { $0 == IntentProtocols.generableEntity }
    }

    /// The type is one a model can generate as a value: marked `@Generable` or conforming to `Generable`.
    package func isGenerableValue(_ type: String) -> Bool {
        readiness[type]?.markedGenerableValue == true || anyBase(ofType: type) { $0 == "Generable" }
    }

    /// The type reaches `name` (an Apple protocol, by its simple name).
    package func reaches(_ type: String, _ name: String) -> Bool { anyBase(ofType: type) { $0 == name } }

    /// The module's intents that open `entity`: an `OpenIntent` (or a `.system.open` schema intent) whose `target` is it.
    package func openIntents(of entity: String) -> [String] {
        readiness.compactMap { name, facts in
            guard let target = facts.target, resolve(typeReference: target, inside: name) == entity,
                  facts.opensBySchema || anyBase(ofType: name, where: { $0 == IntentProtocols.open }) else { return nil }
            return name
        }.sorted()
    }

    /// The module's tools that take `entity` as a parameter or return it (alone or in an array).
    package func tools(using entity: String) -> [String] {
        (derived?.toolsByEntity ?? toolsByEntity())[entity] ?? []
    }

    /// Each entity (qualified name) → the module's tools that take it as a parameter or return it, sorted.
    package func toolsByEntity() -> [String: [String]] {
        var result: [String: Set<String>] = [:]
        for (name, facts) in readiness where isTool(name) {
            for written in facts.parameterTypes + [facts.returnedValue].compactMap({ $0 }) {
                if let used = resolve(typeReference: written, inside: name) { result[used, default: []].insert(name) }
            }
        }
        return result.mapValues { $0.sorted() }
    }

    /// The module's type that stands for an Apple intent or entity protocol in the type's inheritance (its
    /// qualified name and where it is declared), when there is one.
    package func shadowingBase(ofType type: String, extra: [String] = []) -> (name: String, declared: String)? {
        let scope = TreeIndex.enclosing(type)
        for written in (inheritance[type].map(Array.init) ?? []) + extra {
            if let own = resolve(written, in: scope), let declared = shadows[own] { return (own, declared) }
        }
        return nil
    }

    /// The type (qualified name) declares `member` (a property, function or case) in one of its bodies or extensions.
    package func declares(member: String, in type: String) -> Bool { members[type]?.contains(member) ?? false }

    /// The type (qualified name) declares the static property `member` in one of its bodies or extensions.
    package func declares(staticMember member: String, in type: String) -> Bool { staticMembers[type]?.contains(member) ?? false }

    /// The qualified name of the module's type that `written` names when written inside `scope` (a qualified
    /// type name, "" at the top level), or nil when the module declares no such type.
    package func resolve(_ written: String, in scope: String) -> String? {
        if declaredNames.isEmpty || written.hasPrefix("AppIntents.") { return nil }
        var scope = scope
        while true {
            let candidate = scope.isEmpty ? written : "\(scope).\(written)"
            if declaredNames.contains(candidate) { return candidate }
            if scope.isEmpty { return nil }
            scope = TreeIndex.enclosing(scope)
        }
    }

    /// The scope a qualified name is declared in: `A.B.C` → `A.B`, `A` → "".
    package static func enclosing(_ qualified: String) -> String {
        // On the bytes when the string has them in one piece (the generic search walks `String.Index`es, ~700
        // instructions on a short name, and every type's every question asks it).
        if let enclosing = qualified.utf8.withContiguousStorageIfAvailable({ bytes -> String in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return "" }
            return String(decoding: bytes[..<dot], as: UTF8.self)
        }) { return enclosing }
        guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(qualified[..<dot])
    }

    /// The names outside the module that `written` stands for: Apple's without the module name, another
    /// module's protocol with what it reaches there.
    package func outside(_ written: String) -> [String] {
        let name = written.hasPrefix("AppIntents.") ? String(written.dropFirst("AppIntents.".count)) : written
        guard !otherModulesProtocols.isEmpty, !IntentProtocols.all.contains(name), !IntentProtocols.entities.contains(name),
              let reached = otherModulesProtocols[name] else { return [name] }
        return [name] + reached
    }

    /// The names `anyBase(ofType:extra:where:)` asks its test about, in its order, once the index is finished (nil
    /// before): what the type reaches, then what each extra name reaches. A caller that asks about one type many
    /// times keeps this list (`FileContext.reaches`).
    package func namesReached(ofType type: String, extra: [String] = []) -> [String]? {
        guard let reached = derived?.reached else { return nil }
        var names = reached[type] ?? []
        let scope = TreeIndex.enclosing(type)
        for written in extra {
            if let own = resolve(written, in: scope) { names += reached[own] ?? [] } else { names += outside(written) }
        }
        return names
    }

    /// Every name outside the module that the type `type` (qualified) reaches through its inheritance lists
    /// and those of the module's types it names; `extra`: names written on a declaration not in the index yet.
    /// `test` is asked once per name, and the walk stops at the first for which it holds.
    package func anyBase(ofType type: String, extra: [String] = [], where test: (String) -> Bool) -> Bool {
        if let reached = derived?.reached {
            // The same walk, looked up: what the type reaches, then what each extra name reaches.
            if reached[type]?.contains(where: test) == true { return true }
            let scope = TreeIndex.enclosing(type)
            for written in extra {
                if let own = resolve(written, in: scope) {
                    if reached[own]?.contains(where: test) == true { return true }
                } else if outside(written).contains(where: test) {
                    return true
                }
            }
            return false
        }
        // Arrays, not sets: a type reaches a handful of names, and this runs for every type in most passes.
        var seen: [String] = [type]
        var asked: [String] = []
        var pending: [(String, String)] = []
        let scope = TreeIndex.enclosing(type)
        if let written = inheritance[type] { for name in written { pending.append((name, scope)) } }
        for name in extra { pending.append((name, scope)) }
        while let (written, scope) = pending.popLast() {
            if let own = resolve(written, in: scope) {
                if !seen.contains(own) {
                    seen.append(own)
                    let inner = TreeIndex.enclosing(own)
                    for name in inheritance[own] ?? [] { pending.append((name, inner)) }
                }
                continue
            }
            for name in outside(written) where !asked.contains(name) {
                if test(name) { return true }
                asked.append(name)
            }
        }
        return false
    }

    /// The names outside the module (Apple's among them) the type reaches.
    package func appleBases(ofType type: String, extra: [String] = []) -> Set<String> {
        var all: Set<String> = []
        _ = anyBase(ofType: type, extra: extra) { all.insert($0); return false }
        return all
    }

    /// The last components of the module's protocols and types that reach one of `bases`: a file naming none of
    /// them can't extend them, conform to them or declare their `…Error` type; and the names the passes' own facts
    /// still need read (`ModuleFacts.namesToLookFor`).
    package func namesToLookFor(reaching bases: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for name in inheritance.keys where anyBase(ofType: name, where: bases.contains) {
            names.insert(name.split(separator: ".").last.map(String.init) ?? name)
        }
        return names.union(collectedNamesToLookFor)
    }

    /// Protocols the module declares that refine one of `bases` (qualified names).
    package func treeProtocols(refining bases: Set<String>) -> Set<String> {
        protocols.filter { name in anyBase(ofType: name) { bases.contains($0) } }
    }

    /// The top-level protocols that reach one of `bases`, with everything they reach: what another module
    /// sees of this one (`otherModulesProtocols`).
    package func exportedProtocols(refining bases: Set<String>) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in protocols where !name.contains(".") {
            let reached = appleBases(ofType: name)
            if !reached.isDisjoint(with: bases) { result[name] = reached }
        }
        return result
    }
}
