/// What `throw-stubs` knows of the texts a module's functions and static properties can give, from every file of the
/// module: the failure texts, the texts returned on a failure path (a `catch`, a failure `case`, a `guard`'s else), and
/// the calls a `perform()` builds a result's text with. A dialog built by one of them may report a failure.
package struct FailureTextFacts: ModuleFacts {
    /// The module's functions (by name, `perform()` aside) that return a value and hold a literal that reads as a
    /// failure ("Couldn't deploy …", "There is no session to resume"), and its static properties (by `.name`) whose
    /// value says one (`static var responseFailure: IntentDialog { "Something went wrong …" }`). The value is the
    /// failure text found, as evidence.
    private(set) var failureTexts: [String: String] = [:]
    /// The module's functions (by name; file-scope ones by `freeKey`) that return text, can't throw, and return it on a
    /// path where something failed (`FailureReturn`): a dialog built by one carries the failure on that path, whatever
    /// its words.
    private(set) var failureReturns: [String: FailureReturn] = [:]
    /// The functions a text-returning function of the module returns the result of (`stationDialog(…)` returns
    /// `await detailDialog(…)`): how `textReturnedOnFailure(byCall:bare:)` reaches a `failureReturns` (`walkTextChain`).
    private(set) var textCalls: [String: Set<String>] = [:]
    /// The functions a `perform()` builds a result's text with (`.result(dialog: IntentDialog(stringLiteral: dialog))`
    /// after `let dialog = await runner.stationDialog()`): files that name them are read for the index
    /// (`namesToLookFor`), so that what they return is known where they are declared.
    private(set) var resultTextCalls: Set<String> = []

    /// What a text-returning function gives on a path where something failed, and which path.
    package struct FailureReturn: Sendable, Equatable {
        /// The returned expression, as written (60 characters at most).
        package let text: String
        /// Where it returns it: "from a catch", "from its case failure", `guardElse`.
        package let path: String
        package static let guardElse = "from a guard's else"
    }

    package init() {}

    /// The key of a file-scope function in the function facts: apart from methods of the same name.
    package static func freeKey(_ name: String) -> String { name + "()" }

    /// The key of a file-scope constant in the text facts: apart from functions and static members of the same name. A
    /// `private` or `fileprivate` one is seen only in its own file (`path`): another file's constant of that name is another.
    package static func constantKey(_ name: String, privateTo path: String? = nil) -> String { "let " + (path.map { $0 + "#" } ?? "") + name }

    /// The file's static properties that say a failure, and what its functions tell (`addFacts`), types first.
    package mutating func add(_ file: IndexedFile) {
        let view = file.view, bytes = file.bytes
        for type in file.outline.types {
            for property in type.properties where property.isStatic {
                guard let range = property.initializer ?? property.accessors, failureTexts["." + property.name] == nil,
                      let text = Self.failureText(in: view.tokenIndices(in: range), view: view, bytes: bytes) else { continue }
                failureTexts["." + property.name] = text
            }
            for function in type.functions {
                if let body = function.bodyTokens { addFacts(of: function, key: function.name, body: body, view: view, bytes: bytes) }
            }
        }
        // File-scope constants (`private let offDialog = IntentDialog("Siri is off. Turn it on in Settings first.")`), under
        // their own key: a failure text, or one that asks the person to act first (which counts on a failure path only).
        for property in file.outline.properties where property.keyword == "let" {
            let own = property.modifiers.contains("private") || property.modifiers.contains("fileprivate")
            let key = Self.constantKey(property.name, privateTo: own ? file.path : nil)
            guard let range = property.initializer, failureTexts[key] == nil else { continue }
            let tokens = view.tokenIndices(in: range)
            let asks = tokens.lazy.filter { view.tokens[$0].kind == .string }.map { StringLiteral.textWithoutInterpolations(String(utf8: bytes, view.tokens[$0].range)) }
                .first { FailureWords.firstMatch(in: $0, pattern: FailureWords.asksFirstPattern) != nil }
            guard let text = Self.failureText(in: tokens, view: view, bytes: bytes) ?? asks.map({ $0.trimmingWhitespace() }) else { continue }
            failureTexts[key] = text
        }
        // File-scope functions under their own key: a call with a receiver (`store.run(…)`) never reaches one.
        for function in file.outline.functions {
            if let body = function.bodyTokens { addFacts(of: function, key: Self.freeKey(function.name), body: body, view: view, bytes: bytes) }
        }
    }

    /// What a function's body tells: the calls a `perform()` builds its results' text with; what a text-returning
    /// function can say (a failure text, text on a failure path) or whose result it returns.
    private mutating func addFacts(of function: FunctionDecl, key: String, body: ClosedRange<Int>, view: LexedView, bytes: [UInt8]) {
        guard function.name != "perform" else {
            resultTextCalls.formUnion(Self.callsBuildingResults(in: body, view: view, bytes: bytes))
            return
        }
        guard let returnType = function.returnType, Self.returnsText(String(utf8: bytes, returnType)) else { return }
        if failureTexts[key] == nil, let text = Self.failureText(returnedBy: function, view: view, bytes: bytes, body: body) {
            failureTexts[key] = text
        }
        guard failureReturns[key] == nil else { return }
        if let found = Self.failureReturn(of: function, view: view, bytes: bytes, body: body) {
            failureReturns[key] = found
        } else if !function.isThrowing {
            textCalls[key, default: []].formUnion(Self.callsReturned(in: body, view: view, bytes: bytes))
        }
    }

    package mutating func merge(_ other: FailureTextFacts) {
        addTexts(other)
        resultTextCalls.formUnion(other.resultTextCalls)
    }

    package mutating func gatherShared(_ module: FailureTextFacts, index: TreeIndex) { addTexts(module) }

    package mutating func addShared(_ shared: FailureTextFacts, index: TreeIndex) { addTexts(shared) }

    /// A dialog may be built by a function of a module this one imports: the texts are shared by name (the calls a
    /// `perform()` makes are not: they only choose which files this module reads).
    private mutating func addTexts(_ other: FailureTextFacts) {
        failureTexts.merge(other.failureTexts) { a, _ in a }
        failureReturns.merge(other.failureReturns) { a, _ in a }
        textCalls.merge(other.textCalls) { $0.union($1) }
    }

    /// The functions a result's text comes from, and those they return the result of, until each is read: the files
    /// that name one may declare it.
    package func namesToLookFor() -> Set<String> {
        var names: Set<String> = []
        walkTextChain(from: resultTextCalls.sorted().map { ($0, [$0, Self.freeKey($0)]) }) { call, keys in
            if keys.contains(where: { failureReturns[$0] != nil }) { return .skip }
            if keys.allSatisfy({ textCalls[$0] == nil }) { names.insert(call); return .skip }
            return .follow
        }
        return names
    }

    /// The failure text the module's function `name` can return (`failureTexts`): a call with a receiver
    /// (`bare` false) reaches methods only, a bare call file-scope functions too.
    package func failureText(ofCall name: String, bare: Bool) -> String? {
        failureTexts[name] ?? (bare ? failureTexts[Self.freeKey(name)] : nil)
    }

    /// The failure text a static property `name` of the module holds (`static var responseFailure: IntentDialog`).
    package func failureText(ofStaticMember name: String) -> String? { failureTexts["." + name] }

    /// The failure text a file-scope constant `name` of the module holds (`let offDialog = IntentDialog("…")`).
    package func failureText(ofConstant name: String, in path: String) -> String? {
        failureTexts[Self.constantKey(name, privateTo: path)] ?? failureTexts[Self.constantKey(name)]
    }

    /// What the module's text-returning function `name` returns on a failure path, itself or through the functions it
    /// returns the result of (`walkTextChain`: `dialog(for:)` returning `detailDialog(…)` returning `fetchDialog(…)`), and
    /// which function does; nil when none does. A call with a receiver (`bare` false) reaches methods only, a bare call
    /// file-scope functions too.
    package func textReturnedOnFailure(byCall name: String, bare: Bool) -> (function: String, found: FailureReturn)? {
        var result: (function: String, found: FailureReturn)?
        walkTextChain(from: [(name, bare ? [name, Self.freeKey(name)] : [name])]) { function, keys in
            guard let found = keys.lazy.compactMap({ self.failureReturns[$0] }).first else { return .follow }
            result = (function, found)
            return .stop
        }
        return result
    }

    /// How far a text is followed through the functions that return another's result: three calls away.
    package static let textChainDepth = 3

    /// What a walk of a text's functions does at one of them: stop, leave its callees, or follow them.
    package enum ChainStep { case stop, skip, follow }

    /// Walks the module's functions a text comes through: `start` (each with the keys it is known by), then, a level at a
    /// time, the functions each returns the result of (`textCalls`, as a method and as a file-scope function), each once,
    /// up to `textChainDepth` calls from the start. `textReturnedOnFailure` and the second look (`namesToLookFor`) both
    /// walk it, so they reach the same functions.
    package func walkTextChain(from start: [(name: String, keys: [String])], _ visit: (_ name: String, _ keys: [String]) -> ChainStep) {
        var level = start
        var seen = Set(start.map(\.name))
        for _ in 0...Self.textChainDepth where !level.isEmpty {
            var next: [(name: String, keys: [String])] = []
            for function in level {
                switch visit(function.name, function.keys) {
                case .stop: return
                case .skip: continue
                case .follow:
                    for key in function.keys {
                        for callee in (textCalls[key] ?? []).sorted() where seen.insert(callee).inserted {
                            next.append((callee, [callee, Self.freeKey(callee)]))
                        }
                    }
                }
            }
            level = next
        }
    }
}
