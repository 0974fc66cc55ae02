/// What `add-tool` knows of how the module's intents run, from any of their bodies or extensions in any file: hidden
/// (`isDiscoverable` false), opening the app (`openAppWhenRun` true or a foreground-only `supportedModes`), and the
/// functions that ask `requestConfirmation` (by name: a call to one from `perform()` asks too); and which intents the
/// module's widget, control and Live Activity buttons run.
package struct AddToolFacts: ModuleFacts {
    /// The types whose `isDiscoverable` is false.
    package private(set) var hiddenTypes: Set<String> = []
    private var foregroundModeTypes: Set<String> = []
    private var openAppWhenRunTypes: Set<String> = []
    private var modesDeclared: Set<String> = []
    /// The module's functions (`perform()` aside) that call `requestConfirmation`.
    package private(set) var confirmingFunctions: Set<String> = []
    /// The names written as the intent of a button, toggle or control (`Button(intent: X(…))`,
    /// `ControlWidgetButton(action: X())`), and their twins declared here (`addShared`): the intents a widget, control
    /// or Live Activity runs when tapped.
    package private(set) var buttonIntents: Set<String> = []
    /// Gathered over the run's modules (`gatherShared`): where each intent their buttons run is declared (`path:line`).
    private var buttonPlaces: [String: Set<String>] = [:]
    /// How the code uses the app's own notifications; after `addShared`, the whole run's (an observer in another module
    /// observes too).
    package private(set) var notifications = NotificationUses()

    package init() {}

    /// The type opens the app: a foreground-only `supportedModes`, or `openAppWhenRun` true where no declaration of the
    /// type (an extension included) declares `supportedModes`, which then says how it runs.
    package func opensInForeground(_ name: String) -> Bool {
        foregroundModeTypes.contains(name) || (openAppWhenRunTypes.contains(name) && !modesDeclared.contains(name))
    }

    /// A declaration of the type (an extension included) declares `supportedModes`.
    package func declaresSupportedModes(_ name: String) -> Bool { modesDeclared.contains(name) }

    private static let buttonLabelWords = Prefilter(words: buttonLabels)
    private static let confirmationWords = Prefilter(words: Array(IntentProtocols.confirmationCalls))

    /// The intents the file's buttons run, its static `isDiscoverable`, `openAppWhenRun` and `supportedModes`, and its
    /// functions that ask for confirmation, types first.
    package mutating func add(_ file: IndexedFile) {
        // A button's `intent:` or `action:` label, a confirmation call: a file whose bytes hold none of their words has
        // none, and its tokens are not walked for them (the prefilter's scan, each word anchored on its rarest byte).
        if AddToolFacts.buttonLabelWords.wants(file.bytes) { buttonIntents.formUnion(AddToolFacts.buttonIntents(in: file)) }
        let confirms = AddToolFacts.confirmationWords.wants(file.bytes)
        let view = file.view, bytes = file.bytes
        for type in file.outline.types {
            let name = type.qualifiedName
            for property in type.properties where property.isStatic {
                switch property.name {
                case "isDiscoverable" where property.booleanValue(view: view, bytes: bytes) == false: hiddenTypes.insert(name)
                case "openAppWhenRun" where property.booleanValue(view: view, bytes: bytes) == true: openAppWhenRunTypes.insert(name)
                case "supportedModes":
                    modesDeclared.insert(name)
                    let words = property.valueWords(view: view, bytes: bytes) ?? []
                    if words.contains("foreground"), !words.contains("background") { foregroundModeTypes.insert(name) }
                default: break
                }
            }
            if confirms { for function in type.functions { addConfirming(function, view: view, bytes: bytes) } }
        }
        if confirms { for function in file.outline.functions { addConfirming(function, view: view, bytes: bytes) } }
        notifications.add(file)
    }

    /// Records a function (`perform()` aside) that asks for confirmation.
    private mutating func addConfirming(_ function: FunctionDecl, view: LexedView, bytes: [UInt8]) {
        guard function.name != "perform", let body = function.bodyTokens else { return }
        // Compared as bytes: no string is made per token of the body.
        let confirmations = Array(IntentProtocols.confirmationCalls)
        if body.contains(where: { i in view.tokens[i].kind == .identifier && confirmations.contains { view.token(i, is: $0, in: bytes) } }) {
            confirmingFunctions.insert(function.name)
        }
    }

    package mutating func merge(_ other: AddToolFacts) {
        hiddenTypes.formUnion(other.hiddenTypes)
        foregroundModeTypes.formUnion(other.foregroundModeTypes)
        openAppWhenRunTypes.formUnion(other.openAppWhenRunTypes)
        modesDeclared.formUnion(other.modesDeclared)
        confirmingFunctions.formUnion(other.confirmingFunctions)
        buttonIntents.formUnion(other.buttonIntents)
        notifications.merge(other.notifications)
    }

    /// The notification names the module's intents post that nothing read so far observes.
    package func namesToLookFor() -> Set<String> { notifications.namesToLookFor }

    /// Their raw values, where a literal starts with one.
    package func textsToLookFor() -> Set<String> { notifications.textsToLookFor }

    /// Where each intent the module's buttons run is declared, as its index says: what `addShared` compares.
    package mutating func gatherShared(_ module: AddToolFacts, index: TreeIndex) {
        for name in module.buttonIntents {
            if let place = index.readiness[name]?.declared { buttonPlaces[name, default: []].insert(place) }
        }
        notifications.merge(module.notifications)
    }

    /// A Live Activity's intent is often declared twice: a stub in the widget extension that draws the button, and the
    /// real one in the app that runs it. An intent of this module declared elsewhere than the button's twin in another
    /// module (`shared`: where the run's buttons' intents are declared) is that button's action.
    package mutating func addShared(_ shared: AddToolFacts, index: TreeIndex) {
        notifications = shared.notifications
        for (name, declared) in shared.buttonPlaces where !buttonIntents.contains(name) {
            guard let ours = index.readiness[name]?.declared, declared.contains(where: { $0 != ours }) else { continue }
            buttonIntents.insert(name)
        }
    }
}

/// What `add-tool` asks of a type with the facts above.
extension FileContext {
    /// Why the type's effects are not confirmed: its `perform()` never calls `requestConfirmation` (itself, or through
    /// one of the module's functions that does), or calls it only when a parameter says so or another condition holds (a
    /// setting that turns the question off). Nil when it always asks.
    package func unconfirmed(_ type: TypeDecl) -> String? {
        let body = view.tokenIndices(in: type.body)
        let confirming = index.facts(AddToolFacts.self).confirmingFunctions
        let asks = body.filter { view.tokens[$0].kind == .identifier && (IntentProtocols.confirmationCalls.contains(text(ofToken: $0)) || confirming.contains(text(ofToken: $0))) }
        guard let first = asks.first else { return "its perform() doesn't call requestConfirmation" }
        // `if confirmBeforeDeleting { try await requestConfirmation(…) }`: a parameter can turn it off. Walk out through
        // the blocks around the call (closed ones skipped whole) and read each block's opening line.
        let parameters = Set(type.parameters.map(\.name))
        var i = first
        while i > body.lowerBound {
            i -= 1
            if token(i, is: "}"), view.partner[i] >= 0 { i = view.partner[i]; continue }
            guard token(i, is: "{") else { continue }
            var start = i
            while start > body.lowerBound, !view.tokens[start].startsLine { start -= 1 }
            let opening = (start..<i).map(text(ofToken:))
            if opening.contains("if"), let named = opening.first(where: parameters.contains) {
                return "it calls requestConfirmation only when the \(named) parameter says so"
            }
            // `if !Defaults[.suppressClearAlert] { … }`: a setting, or any other condition, can skip the question.
            if let keyword = opening.firstIndex(of: "if") {
                let condition = opening[(keyword + 1)...].joined().prefix(50)
                return "it calls requestConfirmation only when a condition holds (if \(condition))"
            }
            if opening.contains("func") { break }
        }
        return nil
    }
}
