/// Facts about one module (or the modules a file is compiled into) that a file's passes need: which
/// types refine which protocols, what extensions add, and which names the module declares itself.
///
/// Types are keyed by qualified name (`L10n.Widgets.AppIntent`), and a written name is resolved like
/// the compiler resolves it as far as text allows: from the innermost enclosing type outwards to the
/// module's top level. So a nested `enum AppIntent` shadows Apple's only inside the types around it, a
/// top-level one in its own module only, and `AppIntents.AppIntent` is always Apple's.
public struct TreeIndex: Sendable {
    /// Qualified type or protocol name → the names in its inheritance lists as written (declaration and extensions together).
    public private(set) var inheritance: [String: Set<String>] = [:]
    /// Qualified names declared as types or protocols (not extensions).
    public private(set) var declaredNames: Set<String> = []
    /// Qualified names declared as protocols.
    public private(set) var protocols: Set<String> = []
    /// Qualified type name → its members (properties, functions, cases), in any of its bodies or extensions.
    private var members: [String: Set<String>] = [:]
    /// Qualified type name → its static properties.
    private var staticMembers: [String: Set<String>] = [:]
    /// Protocols other modules of the run declare at their top level → the Apple names they reach there.
    /// Only names that are not Apple's own are looked up here: another module never shadows Apple's names.
    public var otherModulesProtocols: [String: Set<String>] = [:]
    /// Types named like one of Apple's intent or entity protocols → where they are declared (`path:line`): they
    /// shadow Apple's within their scope, and a type that conforms to one instead is told why it is no intent.
    public private(set) var shadows: [String: String] = [:]

    public init() {}

    /// Macros that add an App Intents conformance. Source: documentation/appintents/appintent(_:schema:),
    /// appentity(schema:), appenum(schema:); the `Assistant…` spellings are their deprecated names.
    static let macroConformances: [String: String] = [
        "AppIntent": "AppIntents.AppIntent", "AssistantIntent": "AppIntents.AppIntent",
        "AppEntity": "AppIntents.AppEntity", "AssistantEntity": "AppIntents.AppEntity",
    ]

    /// Files naming none of these, nor a name the index learns (`namesToLookFor`), declare nothing the index needs.
    public static let triggerWords = ["Intent", "Entity"]

    /// Adds one file's declarations (`path` and `bytes`: where, for the types that shadow Apple's names).
    public mutating func add(_ outline: Outline, path: String = "", bytes: [UInt8] = []) {
        for type in outline.types {
            let name = type.qualifiedName
            if type.kind != .extension { declaredNames.insert(name) }
            if type.kind != .extension, IntentProtocols.all.contains(type.simpleName) || IntentProtocols.entities.contains(type.simpleName) {
                let line = 1 + bytes.prefix(type.keywordOffset).lazy.filter { $0 == 0x0A }.count
                shadows[name] = "\(path):\(line)"
            }
            if type.kind == .protocol { protocols.insert(name) }
            if type.inheritance.isEmpty {
                if inheritance[name] == nil { inheritance[name] = [] }
            } else {
                inheritance[name, default: []].formUnion(type.inheritance.lazy.map(\.written))
            }
            // A schema macro adds the conformance itself (`@AppIntent(schema: …)` makes an AppIntent).
            if let macro = type.attributes.lazy.compactMap({ TreeIndex.macroConformances[$0.name] }).first {
                inheritance[name, default: []].insert(macro)
            }
            for property in type.properties {
                members[name, default: []].insert(property.name)
                if property.isStatic { staticMembers[name, default: []].insert(property.name) }
            }
            for function in type.functions { members[name, default: []].insert(function.name) }
            for member in type.cases { members[name, default: []].insert(member) }
        }
    }

    /// Merges another index (another file's, or another module's for a file compiled into both).
    public mutating func merge(_ other: TreeIndex) {
        declaredNames.formUnion(other.declaredNames)
        protocols.formUnion(other.protocols)
        inheritance.merge(other.inheritance) { $0.union($1) }
        members.merge(other.members) { $0.union($1) }
        staticMembers.merge(other.staticMembers) { $0.union($1) }
        otherModulesProtocols.merge(other.otherModulesProtocols) { $0.union($1) }
        shadows.merge(other.shadows) { a, _ in a }
    }

    /// The module's type that stands for an Apple intent or entity protocol in the type's inheritance (its
    /// qualified name and where it is declared), when there is one.
    public func shadowingBase(ofType type: String, extra: [String] = []) -> (name: String, declared: String)? {
        let scope = TreeIndex.enclosing(type)
        for written in (inheritance[type].map(Array.init) ?? []) + extra {
            if let own = resolve(written, in: scope), let declared = shadows[own] { return (own, declared) }
        }
        return nil
    }

    /// The type (qualified name) declares `member` (a property, function or case) in one of its bodies or extensions.
    public func declares(member: String, in type: String) -> Bool { members[type]?.contains(member) ?? false }

    /// The type (qualified name) declares the static property `member` in one of its bodies or extensions.
    public func declares(staticMember member: String, in type: String) -> Bool { staticMembers[type]?.contains(member) ?? false }

    /// The qualified name of the module's type that `written` names when written inside `scope` (a qualified
    /// type name, "" at the top level), or nil when the module declares no such type.
    public func resolve(_ written: String, in scope: String) -> String? {
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
    static func enclosing(_ qualified: String) -> String {
        guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(qualified[..<dot])
    }

    /// The names outside the module that `written` stands for: Apple's without the module name, another
    /// module's protocol with what it reaches there.
    func outside(_ written: String) -> [String] {
        let name = written.hasPrefix("AppIntents.") ? String(written.dropFirst("AppIntents.".count)) : written
        guard !otherModulesProtocols.isEmpty, !IntentProtocols.all.contains(name), !IntentProtocols.entities.contains(name),
              let reached = otherModulesProtocols[name] else { return [name] }
        return [name] + reached
    }

    /// Every name outside the module that the type `type` (qualified) reaches through its inheritance lists
    /// and those of the module's types it names; `extra`: names written on a declaration not in the index yet.
    /// `test` is asked once per name, and the walk stops at the first for which it holds.
    public func anyBase(ofType type: String, extra: [String] = [], where test: (String) -> Bool) -> Bool {
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
    public func appleBases(ofType type: String, extra: [String] = []) -> Set<String> {
        var all: Set<String> = []
        _ = anyBase(ofType: type, extra: extra) { all.insert($0); return false }
        return all
    }

    /// The last components of the module's protocols and types that reach one of `bases`: a file naming none of
    /// them can't extend them, conform to them or declare their `…Error` type.
    public func namesToLookFor(reaching bases: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for name in inheritance.keys where anyBase(ofType: name, where: bases.contains) {
            names.insert(name.split(separator: ".").last.map(String.init) ?? name)
        }
        return names
    }

    /// Protocols the module declares that refine one of `bases` (qualified names).
    public func treeProtocols(refining bases: Set<String>) -> Set<String> {
        protocols.filter { name in anyBase(ofType: name) { bases.contains($0) } }
    }

    /// The top-level protocols that reach one of `bases`, with everything they reach: what another module
    /// sees of this one (`otherModulesProtocols`).
    public func exportedProtocols(refining bases: Set<String>) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in protocols where !name.contains(".") {
            let reached = appleBases(ofType: name)
            if !reached.isDisjoint(with: bases) { result[name] = reached }
        }
        return result
    }
}
