/// Facts about one module (or the modules a file is compiled into) that a file's passes need: which
/// types refine which protocols, what extensions add, and which names the module declares itself.
///
/// Types are keyed by qualified name (`L10n.Widgets.AppIntent`), and a written name is resolved like
/// the compiler resolves it as far as text allows: from the innermost enclosing type outwards to the
/// module's top level. So a nested `enum AppIntent` shadows Apple's only inside the types around it, a
/// top-level one in its own module only, and `AppIntents.AppIntent` is always Apple's.
package struct TreeIndex: Sendable {
    /// Qualified type or protocol name → the names in its inheritance lists as written (declaration and extensions together).
    package private(set) var inheritance: [String: Set<String>] = [:]
    /// Qualified names declared as types or protocols (not extensions).
    package private(set) var declaredNames: Set<String> = []
    /// Qualified names declared as protocols.
    package private(set) var protocols: Set<String> = []
    /// Qualified type name → its members (properties, functions, cases), in any of its bodies or extensions.
    private(set) var members: [String: Set<String>] = [:]
    /// Qualified type name → its static properties.
    private(set) var staticMembers: [String: Set<String>] = [:]
    /// Protocols other modules of the run declare at their top level → the Apple names they reach there.
    /// Only names that are not Apple's own are looked up here: another module never shadows Apple's names.
    package var otherModulesProtocols: [String: Set<String>] = [:] { didSet { derived = nil } }
    /// Types named like one of Apple's intent or entity protocols → where they are declared (`path:line`): they
    /// shadow Apple's within their scope, and a type that conforms to one instead is told why it is no intent.
    package private(set) var shadows: [String: String] = [:]
    /// Qualified type name → what the Siri readiness checks ask about it across files (types that have any).
    package private(set) var readiness: [String: ReadinessFacts] = [:]
    /// The names the module's `AppShortcutsProvider`s use in their bodies (the intents it offers phrases for);
    /// nil when the module declares none.
    package private(set) var appShortcutNames: Set<String>?
    /// Provider (`path#QualifiedName`) → how many `AppShortcut(…)` entries it lists, the larger branch of each `#if`
    /// counted: a provider in a file that several modules compile is counted once when their indexes merge.
    package private(set) var appShortcutEntries: [String: Int] = [:]
    /// How many `AppShortcut(…)` entries the module's providers list, in all.
    package var appShortcutCount: Int { appShortcutEntries.values.reduce(0, +) }
    /// The facts the passes collect for themselves (`ModuleFacts`), by their type: the index adds, merges and shares
    /// them without knowing what they hold.
    var collected: [ObjectIdentifier: any ModuleFacts] = [:]
    /// Every file of the index's modules was there to be read: they are targets a project lists (the engine reads a target's
    /// other files too), not a folder taken as a module with only the files given. A fact that holds only when nothing
    /// elsewhere says otherwise (a notification nothing observes by a raw value) is judged only then.
    package var holdsWholeModules = false

    /// What `finished()` works out once from the facts above, so that the passes look it up per type; nil
    /// while facts are still added (then it is worked out on each question).
    private(set) var derived: Derived?

    package struct Derived: Sendable {
        /// Qualified type name → every name outside the module it reaches (what `anyBase` walks to).
        package var reached: [String: [String]]
        /// Qualified entity name → the tools that take or return it (`tools(using:)`).
        package var toolsByEntity: [String: [String]]
        /// What is worked out once per finished index, on first ask (`memoized`).
        package var memo = ModuleMemo()
    }

    /// An index that collects, beside its own facts, the passes' facts of these types (`Passes.collectedFacts`).
    package init(collecting kinds: [any ModuleFacts.Type] = []) {
        for kind in kinds { collected[ObjectIdentifier(kind)] = kind.init() }
    }

    /// The index with what the passes ask of every type worked out once: call it when every file's facts are in.
    package func finished() -> TreeIndex {
        var index = self
        var reached: [String: [String]] = [:]
        for name in inheritance.keys {
            var names: [String] = []
            _ = anyBase(ofType: name) { names.append($0); return false }
            reached[name] = names
        }
        index.derived = Derived(reached: reached, toolsByEntity: [:])
        index.derived!.toolsByEntity = index.toolsByEntity()
        return index
    }

    /// What a type (its declaration and extensions together) says that the Siri readiness checks ask about
    /// from other files: what it takes and returns, what it opens, its title and description.
    package struct ReadinessFacts: Sendable {
        /// The types of its `@Parameter` properties, as written.
        package var parameterTypes: [String] = []
        /// The value type its `perform()` returns (`ReturnsValue<…>`), as written.
        package var returnedValue: String?
        /// The type of its `target` property (an `OpenIntent`'s), as written.
        package var target: String?
        /// Marked `@AppIntent(schema: .system.open)`: the schema that opens an item.
        package var opensBySchema = false
        /// Marked `@AppIntent(.tool…)`.
        package var markedTool = false
        /// Marked `@AppEntity(.generable…)`.
        package var markedGenerable = false
        /// Marked `@Generable` (Foundation Models' macro for a type a model can generate).
        package var markedGenerableValue = false
        /// What its static `title` and `description` say (their first string literal).
        package var title: String?
        package var description: String?
        /// Where it is declared (`path:line`, the declaration that is no extension).
        package var declared: String?

        package mutating func merge(_ other: ReadinessFacts) {
            parameterTypes += other.parameterTypes
            returnedValue = returnedValue ?? other.returnedValue
            target = target ?? other.target
            opensBySchema = opensBySchema || other.opensBySchema
            markedTool = markedTool || other.markedTool
            markedGenerable = markedGenerable || other.markedGenerable
            markedGenerableValue = markedGenerableValue || other.markedGenerableValue
            title = title ?? other.title
            description = description ?? other.description
            declared = declared ?? other.declared
        }
    }

    /// Macros that add an App Intents conformance. Source: documentation/appintents/appintent(_:schema:),
    /// appentity(schema:), appenum(schema:); the `Assistant…` spellings are their deprecated names.
    package static let macroConformances: [String: String] = [
        "AppIntent": "AppIntents.AppIntent", "AssistantIntent": "AppIntents.AppIntent",
        "AppEntity": "AppIntents.AppEntity", "AssistantEntity": "AppIntents.AppEntity",
        "AppEnum": "AppIntents.AppEnum", "AssistantEnum": "AppIntents.AppEnum",
    ]

    /// Files naming none of these, nor a name the index learns (`namesToLookFor`), declare nothing the index needs.
    package static let triggerWords: [TriggerWord] = ["Intent", "Entity"]

    /// Adds one file's declarations (`path` and `bytes`: where, for the types that shadow Apple's names; `view`:
    /// the file's tokens, for the facts the readiness checks ask about and those the passes collect).
    package mutating func add(_ outline: Outline, view: LexedView? = nil, path: String = "", bytes: [UInt8] = []) {
        derived = nil
        // Where a declaration is (`path:line`), with the file's line table made on the first question.
        var lines: SourceText?
        func place(_ type: TypeDecl) -> String {
            if lines == nil { lines = SourceText(bytes: bytes) }
            return "\(path):\(lines!.lineIndex(of: type.keywordOffset) + 1)"
        }
        for type in outline.types {
            if let view, !bytes.isEmpty, var facts = TreeIndex.readinessFacts(of: type, view: view, bytes: bytes) {
                if type.kind != .extension { facts.declared = place(type) }
                readiness[type.qualifiedName, default: ReadinessFacts()].merge(facts)
            }
            let name = type.qualifiedName
            if type.kind != .extension { declaredNames.insert(name) }
            if type.kind != .extension, IntentProtocols.all.contains(type.simpleName) || IntentProtocols.entities.contains(type.simpleName) {
                shadows[name] = place(type)
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
            if let view, !bytes.isEmpty, type.inheritance.contains(where: { $0.written == "AppShortcutsProvider" || $0.written == "AppIntents.AppShortcutsProvider" }) {
                addAppShortcuts(of: type, named: name, view: view, bytes: bytes, path: path)
            }
            for property in type.properties {
                members[name, default: []].insert(property.name)
                if property.isStatic { staticMembers[name, default: []].insert(property.name) }
            }
            for function in type.functions { members[name, default: []].insert(function.name) }
            for member in type.cases { members[name, default: []].insert(member) }
        }
        // A type conforms through an alias as through a protocol that refines what the alias names (`struct VolumeUp:
        // RemoteIntent`, `typealias RemoteIntent = LiveActivityIntent`): the alias is indexed as such a protocol. Not one
        // named like Apple's own (`typealias AppIntent = AppIntents.AppIntent` changes nothing).
        for alias in outline.aliases where !IntentProtocols.all.contains(alias.qualifiedName) && !IntentProtocols.entities.contains(alias.qualifiedName) {
            declaredNames.insert(alias.qualifiedName)
            protocols.insert(alias.qualifiedName)
            inheritance[alias.qualifiedName, default: []].formUnion(alias.aliased)
        }
        if let view { addCollected(IndexedFile(outline: outline, view: view, bytes: bytes, path: path)) }
    }

    /// An `AppShortcutsProvider`: the names its body writes (the intents it lists) and how many `AppShortcut(…)` entries it
    /// has, counting the largest branch of each `#if`.
    private mutating func addAppShortcuts(of type: TypeDecl, named name: String, view: LexedView, bytes: [UInt8], path: String) {
        var names = appShortcutNames ?? []
        // Entries per `#if` branch: `counts` is a stack of (branches so far, entries in this branch).
        var counts: [(best: Int, current: Int)] = [(0, 0)]
        for i in view.tokenIndices(in: type.body) where view.tokens[i].kind == .pound || view.tokens[i].kind == .identifier {
            let word = String(utf8: bytes, view.tokens[i].range)
            if view.tokens[i].kind == .pound {
                switch word {
                case "#if": counts.append((0, 0))
                case "#elseif", "#else": counts[counts.count - 1] = (max(counts[counts.count - 1].best, counts[counts.count - 1].current), 0)
                case "#endif" where counts.count > 1:
                    let group = counts.removeLast()
                    counts[counts.count - 1].current += max(group.best, group.current)
                default: break
                }
                continue
            }
            names.insert(word)
            if word == "AppShortcut", i + 1 < view.tokens.count, view.token(i + 1, is: "(", in: bytes) { counts[counts.count - 1].current += 1 }
        }
        while counts.count > 1 { let group = counts.removeLast(); counts[counts.count - 1].current += max(group.best, group.current) }
        appShortcutEntries["\(path)#\(name)"] = counts[0].current
        appShortcutNames = names
    }

    /// The module's types (qualified names) that `type` inherits from, directly or through others, nearest first:
    /// its protocols (whose extensions give it members) and base classes.
    package func moduleAncestors(of type: String, extra: [String] = []) -> [String] {
        var found: [String] = []
        var pending: [(String, String)] = ((inheritance[type].map(Array.init) ?? []) + extra).map { ($0, TreeIndex.enclosing(type)) }
        while !pending.isEmpty {
            let (written, scope) = pending.removeFirst()
            guard let own = resolve(written, in: scope), own != type, !found.contains(own) else { continue }
            found.append(own)
            for name in inheritance[own] ?? [] { pending.append((name, TreeIndex.enclosing(own))) }
        }
        return found
    }

    /// Merges another index (another file's, or another module's for a file compiled into both).
    package mutating func merge(_ other: TreeIndex) {
        derived = nil
        mergeCollected(other)
        declaredNames.formUnion(other.declaredNames)
        protocols.formUnion(other.protocols)
        inheritance.merge(other.inheritance) { $0.union($1) }
        members.merge(other.members) { $0.union($1) }
        staticMembers.merge(other.staticMembers) { $0.union($1) }
        otherModulesProtocols.merge(other.otherModulesProtocols) { $0.union($1) }
        shadows.merge(other.shadows) { a, _ in a }
        for (name, facts) in other.readiness { readiness[name, default: ReadinessFacts()].merge(facts) }
        if let names = other.appShortcutNames { appShortcutNames = (appShortcutNames ?? []).union(names) }
        appShortcutEntries.merge(other.appShortcutEntries) { max($0, $1) }
    }

    /// The facts of one declaration, or nil when it has none of them.
    package static func readinessFacts(of type: TypeDecl, view: LexedView, bytes: [UInt8]) -> ReadinessFacts? {
        var facts = ReadinessFacts()
        var any = false
        func text(_ range: Range<Int>) -> String { String(utf8: bytes, range) }
        // What a person reads: a keyed resource's `defaultValue:`, else the first literal.
        func firstLiteral(_ range: Range<Int>?) -> String? {
            guard let range else { return nil }
            let strings = view.tokenIndices(in: range).filter { view.tokens[$0].kind == .string }
            let shown = strings.first { $0 >= 2 && text(view.tokens[$0 - 1].range) == ":" && text(view.tokens[$0 - 2].range) == "defaultValue" }
            return (shown ?? strings.first).map { StringLiteral.value(text(view.tokens[$0].range)) }
        }
        for attribute in type.attributes {
            if attribute.name == "AppIntent" {
                if attribute.traits(view: view, bytes: bytes).contains("tool") { facts.markedTool = true; any = true }
                if let arguments = attribute.arguments, String(decoding: view.mask[arguments], as: UTF8.self)
                    .filter({ !$0.isWhitespace }).contains("schema:.system.open") {
                    facts.opensBySchema = true; any = true
                }
            }
            if attribute.name == "AppEntity", attribute.traits(view: view, bytes: bytes).contains("generable") {
                facts.markedGenerable = true; any = true
            }
            if attribute.name == "Generable" { facts.markedGenerableValue = true; any = true }
        }
        for property in type.properties {
            if property.isStatic {
                if property.name == "title" { facts.title = firstLiteral(property.initializer ?? property.accessors) }
                if property.name == "description" { facts.description = firstLiteral(property.initializer ?? property.accessors) }
                continue
            }
            guard let annotation = property.typeAnnotation else { continue }
            if property.attributes.contains(where: { $0.name == "Parameter" }) { facts.parameterTypes.append(text(annotation)); any = true }
            if property.name == "target" { facts.target = text(annotation); any = true }
        }
        if let perform = type.functions.first(where: { $0.name == "perform" && !$0.isStatic }), let returns = perform.returnType,
           let value = TypeReference.returnedValue(in: text(returns)) {
            facts.returnedValue = value
            any = true
        }
        any = any || facts.title != nil || facts.description != nil
        return any ? facts : nil
    }
}
