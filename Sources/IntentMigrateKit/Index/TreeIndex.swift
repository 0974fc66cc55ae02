/// Facts about the whole tree that a file's passes need: which declared types refine which protocols,
/// what extensions add, and which names the tree declares itself (shadowing Apple's).
public struct TreeIndex: Sendable {
    /// Type or protocol name → names in its inheritance lists (declaration and extensions together).
    public private(set) var inheritance: [String: Set<String>] = [:]
    /// Names declared as types or protocols in the tree (not extensions).
    public private(set) var declaredNames: Set<String> = []
    /// Type or protocol name → its static properties, in any of its bodies or extensions.
    private var staticMembers: [String: Set<String>] = [:]
    /// Names declared as protocols in the tree.
    public private(set) var protocols: Set<String> = []
    /// Type or protocol name → its members (properties, functions, cases), declared in any of its bodies or extensions.
    private var members: [String: Set<String>] = [:]

    public init() {}

    /// Files naming none of these declare nothing the index needs (conformers of the tree's own
    /// protocols are found by name in a second look).
    public static let triggerWords = ["Intent", "Entity"]

    /// Adds one file's declarations.
    public mutating func add(_ outline: Outline) {
        // Room for every type up front: growing a table rehashes what it holds.
        inheritance.reserveCapacity(inheritance.count + outline.types.count)
        declaredNames.reserveCapacity(declaredNames.count + outline.types.count)
        for type in outline.types {
            let name = type.simpleName
            if type.kind != .extension { declaredNames.insert(name) }
            if type.kind == .protocol { protocols.insert(name) }
            // One lookup per table, changed in place: this runs for every type of every relevant file.
            if type.inheritance.isEmpty {
                if inheritance[name] == nil { inheritance[name] = [] }
            } else {
                inheritance[name, default: []].formUnion(type.inheritance.lazy.map(\.name))
            }
            for property in type.properties {
                members[name, default: []].insert(property.name)
                if property.isStatic { staticMembers[name, default: []].insert(property.name) }
            }
            for function in type.functions { members[name, default: []].insert(function.name) }
            for member in type.cases { members[name, default: []].insert(member) }
        }
    }

    /// Merges another index (from another worker).
    public mutating func merge(_ other: TreeIndex) {
        declaredNames.formUnion(other.declaredNames)
        protocols.formUnion(other.protocols)
        inheritance.merge(other.inheritance) { $0.union($1) }
        members.merge(other.members) { $0.union($1) }
        staticMembers.merge(other.staticMembers) { $0.union($1) }
    }

    /// The type declares `member` (a property, function or case) in one of its bodies or extensions.
    public func declares(member: String, in type: String) -> Bool { members[type]?.contains(member) ?? false }

    /// The type declares the static property `member` in one of its bodies or extensions.
    public func declares(staticMember member: String, in type: String) -> Bool { staticMembers[type]?.contains(member) ?? false }

    /// The Apple names a list of inherited names reaches, through the tree's own declarations.
    /// A name the tree declares stands for the tree's type, not Apple's.
    public func appleBases(of names: [String]) -> Set<String> {
        // Usually nothing inherited is the tree's own: the names are the answer.
        if !names.contains(where: { declaredNames.contains($0) }) { return Set(names) }
        var result: Set<String> = []
        var seen: Set<String> = []
        var pending = names
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if declaredNames.contains(name) {
                pending.append(contentsOf: inheritance[name] ?? [])
            } else {
                result.insert(name)
            }
        }
        return result
    }

    /// Whether `test` holds for one of `names` or of the names they reach through the tree's declarations
    /// (each tested once, and none after the first that holds; no set is built: a type reaches a few names).
    public func anyBase(of names: [String], where test: (String) -> Bool) -> Bool {
        var seen: [String] = []
        var pending = names
        while let name = pending.popLast() {
            guard !seen.contains(name) else { continue }
            if test(name) { return true }
            seen.append(name)
            if let bases = inheritance[name] { pending.append(contentsOf: bases) }
        }
        return false
    }

    /// All names (tree and Apple) a list of inherited names reaches.
    public func allBases(of names: [String]) -> Set<String> {
        var all: Set<String> = []
        _ = anyBase(of: names) { all.insert($0); return false }
        return all
    }

    /// Protocols declared in the tree that refine one of `bases`.
    public func treeProtocols(refining bases: Set<String>) -> Set<String> {
        Set(protocols.filter { !appleBases(of: Array(inheritance[$0] ?? [])).isDisjoint(with: bases) })
    }
}
