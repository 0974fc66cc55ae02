/// A sign found in an intent's declaration or its module that speaks against marking it silently: its reason code
/// (the row of `ToolDecisions` it answers to), the finding's message, and the evidence `why` shows.
package struct ToolSign: Sendable {
    package let code: Decision
    package let message: String
    package let evidence: String
}

/// The signs `add-tool` weighs, each read from the outline and the index: structure first (what the type conforms
/// to, its parameters, what its `perform()` calls and returns, where the app uses it), words second.
extension FileContext {
    /// Every sign, in the order `why` lists them: the declaration's own (suppressed, unavailable, excluded, a macro,
    /// hidden, watch-only), then what `perform()` does (configuration, stub), the words a person must decide on, the
    /// buttons and the app opening, Shortcuts steps, and the rest.
    package func toolSigns(_ type: TypeDecl, at index: Int, bases: Set<String>) -> [ToolSign] {
        var signs = SignList(name: type.simpleName)
        let floor = floor(inside: index)
        declarationSigns(type, at: index, bases: bases, floor: floor, into: &signs)
        let opensApp = self.opensApp(type)
        let perform = type.function(named: "perform") ?? inheritedPerform(type)
        performSigns(type, bases: bases, perform: perform, opensApp: opensApp, into: &signs)
        reviewWordSigns(type, into: &signs)
        if bases.contains(IntentProtocols.open) {
            signs.add(.openIntent, M.open(signs.name, shortfallMessage(".system.open", floor, Availability.schema(domain: "system", name: "open")!.introduced)), "a plain OpenIntent")
        }
        // A button's intent that the app's own App Shortcuts offer with a phrase is one a person asks Siri for: the button
        // is one more way to run it, and says nothing against it (dev: 28 of 30 such intents were tools).
        let offered = self.index.appShortcutNames?.contains(signs.name) == true
        let button = self.index.facts(AddToolFacts.self).buttonIntents.contains(signs.name) && !offered
        // An internal identifier is what only the widget knows: the button's own action. Being a Live Activity's intent
        // or missing from the App Shortcuts only hints at it (on the labelled apps 10 of 22 such buttons were tools): held.
        let drives = button ? onlyDrivesWidget(type, bases: bases) : nil
        if let drives, drives.certain {
            signs.add(.control, M.control(signs.name, drives.why), "the action of a widget, control, Live Activity, alarm or snippet button, and \(drives.why)")
        }
        if let opensApp, let perform { openingSigns(type, perform: perform, opensApp: opensApp, into: &signs) }
        laterSigns(type, perform: perform, into: &signs)
        if button, !signs.list.contains(where: { $0.code == .control }) {
            signs.add(.button, M.button(signs.name), "the action of a widget, control, Live Activity, alarm or snippet button" + (drives.map { ", and \($0.why)" } ?? ""))
        }
        return signs.list
    }

    private typealias M = AddToolPass.Message

    /// The signs collected for one intent, in the order they are found.
    package struct SignList {
        package let name: String
        package private(set) var list: [ToolSign] = []
        package mutating func add(_ code: Decision, _ message: String, _ evidence: String) {
            list.append(ToolSign(code: code, message: message, evidence: evidence))
        }
    }

    /// What the declaration says by itself: a suppression comment, unavailability, `tools.exclude`, its macro, a
    /// protocol that is never a tool, `isDiscoverable`, and targets without `ToolIntent`.
    private func declarationSigns(_ type: TypeDecl, at index: Int, bases: Set<String>, floor: DeploymentFloor, into signs: inout SignList) {
        let name = signs.name
        if isSuppressed("add-tool", type: index) { signs.add(.suppressed, M.suppressed(name), "a suppression comment turns add-tool off") }
        if type.attributes.contains(where: { $0.unavailability(in: source, view: view).everywhere }) || floor.platforms.isEmpty {
            signs.add(.unavailable, M.unavailable(name), "@available(…, unavailable) on every platform it builds for")
        } else if neverCompiled(index) {
            signs.add(.unavailable, M.neverCompiled(name), "declared inside #if false")
        }
        if settings.value(AddToolPass.toolsExclude).contains(name) { signs.add(.excluded, M.excluded(name), "listed in tools.exclude") }
        let macros = type.attributes.filter { $0.name == "AppIntent" || $0.name == "AssistantIntent" }
        if macros.contains(where: { code($0.arguments, contains: "schema") }) {
            signs.add(.schema, M.schema(name), "@\(macros[0].name)(schema: …)")
        } else if macros.contains(where: hasToolTrait) || bases.contains(IntentProtocols.tool) {
            signs.add(.alreadyTool, M.alreadyTool(name), "already @AppIntent(.tool) or a ToolIntent")
        } else if !macros.isEmpty {
            signs.add(.otherMacro, M.otherMacro(name), "@AppIntent(…) without .tool")
        }
        if let never = bases.intersection(IntentProtocols.neverTools.keys).min() { signs.add(.neverTool, M.neverTool(name, never), "a \(never)") }
        if let hidden = hiddenBy(type) { signs.add(.hidden, M.hidden(name), "isDiscoverable is false \(hidden)") }
        let withoutTools = platformsWithoutTools(inside: index)
        if !withoutTools.isEmpty, withoutTools.count == floor.platforms.count {
            let list = withoutTools.map(\.rawValue).joined(separator: " and ")
            signs.add(.watchOnly, M.watchOnly(name, list, floor.source), "compiled only for \(list) (\(floor.source))")
        }
    }

    /// What `perform()` does: a configuration intent's own action or its configuration, and a stub.
    private func performSigns(_ type: TypeDecl, bases: Set<String>, perform: FunctionDecl?, opensApp: String?, into signs: inout SignList) {
        let name = signs.name
        let performs = type.function(named: "perform") != nil || self.index.declares(member: "perform", in: type.qualifiedName)
        let stubbed = perform.flatMap { stub($0, type: type, bases: bases, opensApp: opensApp) }
        // A configuration intent whose own perform() does something is also an action: judged as one, by a person.
        if let configuration = bases.intersection(IntentProtocols.configuration).min() {
            // A focus filter's perform() applies the filter: that is its configuration, never an action of its own.
            if performs, perform != nil, stubbed == nil, configuration != IntentProtocols.focusFilter {
                signs.add(.configurationAction, M.configurationWithPerform(name), "a \(configuration) whose perform() does something")
            } else {
                signs.add(.configuration, configuration == IntentProtocols.focusFilter && performs ? M.focusFilter(name) : M.configuration(name), "a \(configuration)" + (stubbed.map { ", and perform() \($0)" } ?? ""))
            }
        }
        if let stubbed { signs.add(.stub, M.stub(name, stubbed), "perform() \(stubbed)") }
    }

    /// What a person must start explicitly: money, medical dosing, the project's own words. A question or a reading
    /// step ("What should I buy?", "Show Orders") starts nothing.
    private func reviewWordSigns(_ type: TypeDecl, into signs: inout SignList) {
        let name = signs.name
        let word = reviewWord(type, words: settings.value(AddToolPass.reviewKeywords))
        let reads = word.map { readsAbout(type, $0) } ?? (onlyReads(type) || asks(type))
        if !reads, let word {
            let decision = reviewDecision(word)
            signs.add(decision, M.explicit(name, word), "'\(word)' in its name or title (\(decision.rawValue))")
        } else if !reads, let dosing = self.index.dosingIntent, dosing.name != type.qualifiedName {
            signs.add(.medical, M.dosingApp(name, dosing.name, dosing.word), "an action in an app that doses insulin (\(dosing.name))")
        } else if let call = purchaseCall(type) {
            signs.add(.money, M.explicit(name, call), "perform() calls StoreKit's \(call)(…): it takes the person's money")
        }
    }

    /// The StoreKit purchase `perform()` starts (`try await product.purchase()`, `ReviewWords.purchaseCalls`), in a file
    /// that imports StoreKit.
    private func purchaseCall(_ type: TypeDecl) -> String? {
        guard let body = type.function(named: "perform")?.bodyTokens,
              let call = view.calls(in: body, bytes: source.bytes).first(where: { token($0 - 1, is: ".") && ReviewWords.purchaseCalls.contains(text(ofToken: $0)) })
        else { return nil }
        return view.imports(anyOf: [ReviewWords.purchaseModule], in: source.bytes) ? text(ofToken: call) : nil
    }

    /// Opening the app with a title that asks for a screen ("Open Settings", "Show History") is opening a screen,
    /// whatever perform() prepares for it; a title that asks for an action only when perform() does nothing else.
    private func openingSigns(_ type: TypeDecl, perform: FunctionDecl, opensApp: String, into signs: inout SignList) {
        let name = signs.name
        // "View My Tasks" that counts the tasks and says how many answers a question: the app opening is incidental.
        // One that says where it goes on another path ("Opening passkey settings") opens a screen, whatever its other
        // results say.
        // Its value is then data only when perform() does more than move the app: a call on its router that stands as
        // a statement moves it too ("Open Chat" that queues a deep link through `AppIntentNavigation` and returns the
        // room's name), one whose value is kept (`let event = try await coordinator.nextEvent()`) may fetch the answer.
        if starts(type, withAnyOf: NavigationWords.verbs), !onlyNavigates(perform, routerStatements: true), answersWithData(perform), !resultSaysItGoes(perform) {
            return
        } else if starts(type, withAnyOf: NavigationWords.verbs) {
            signs.add(.navigation, M.navigation(name), "\(opensApp); its title asks for a screen")
        } else if onlyNavigates(perform, routerCalls: !takesFreeText(type)) {
            signs.add(.openApp, M.openApp(name), "\(opensApp); perform() only navigates, and its title asks for an action")
        } else if type.parameters.isEmpty, !speaks(perform), !callsSelfCompleting(perform, exceptNew: true), let form = opensEmptyForm(type) {
            signs.add(.openApp, M.openApp(name, because: "it takes nothing and opens a new, empty \(form) for the person to fill in"),
                      "\(opensApp), and it takes nothing: a new, empty \(form)")
        } else if let said = describedAsOpening(type) {
            signs.add(.openApp, M.openApp(name, because: "its description says so: '\(said)'"), "\(opensApp), and its description says it opens the app ('\(said)')")
        } else if let link = handsOnLink(perform) {
            signs.add(.openApp, M.openApp(name, because: "perform() hands the app a link (\(link)), and what the person gets there is up to the app's link handler"),
                      "\(opensApp), and perform() hands the app a link (\(link))")
        } else if !speaks(perform), !starts(type, withAnyOf: NavigationWords.selfCompleting), !takesFreeText(type),
                  !callsSelfCompleting(perform) {
            signs.add(.opensQuietly, M.opensQuietly(name), "\(opensApp), and its results carry no dialog and no value")
        }
    }

    /// A Shortcuts step, diagnostics, an actor, and destructive or outward effects nothing confirms.
    private func laterSigns(_ type: TypeDecl, perform: FunctionDecl?, into signs: inout SignList) {
        let name = signs.name
        if let perform, let sign = shortcutStepSign(type, perform) {
            switch sign {
            case .certain(let why): signs.add(.plumbing, M.plumbing(name, why), why)
            case .strong(let why): signs.add(.shortcutStep, M.step(name, why), why)
            case .weak(let why): signs.add(.possibleStep, M.stepFlag(name, why), why)
            }
        }
        if let word = debugWord(type) { signs.add(.debug, M.debug(name, word), word == "DEBUG" ? "declared inside #if DEBUG" : "'\(word)' in its name or title") }
        if type.kind == .actor { signs.add(.actor, M.actor(name), "an actor") }
        if let risk = riskWord(type) {
            if let unconfirmed = unconfirmed(type) {
                signs.add(risk.decision, M.risky(name, risk.word, risk.decision, unconfirmed), "'\(risk.word)'; \(unconfirmed)")
            } else if let word = outwardWord(type) {
                signs.add(.outwardConfirmed, M.outwardConfirmed(name, word), "'\(word)'; it asks requestConfirmation")
            }
        }
    }

    /// Where `isDiscoverable` is false for the type: in its own declaration, or in a protocol or base class of the
    /// module that it inherits (`in its protocol WidgetAction's extension`); nil when it is discoverable.
    package func hiddenBy(_ type: TypeDecl) -> String? {
        if let property = type.property(named: "isDiscoverable"), property.isStatic, booleanLiteral(property) == false { return "in its declaration" }
        let hidden = index.facts(AddToolFacts.self).hiddenTypes
        if hidden.contains(type.qualifiedName) { return "in an extension of it" }
        let ancestors = index.moduleAncestors(of: type.qualifiedName, extra: type.inheritance.map(\.written))
        return ancestors.first(where: hidden.contains).map { "in \($0), which it inherits" }
    }

    /// How the type opens the app when it runs (`openAppWhenRun` true, a foreground-only `supportedModes`), in its
    /// declaration, an extension or what it inherits; nil when nothing says so.
    package func opensApp(_ type: TypeDecl) -> String? {
        // `supportedModes`, where the type declares it, says how it runs (the index reads it); `openAppWhenRun` is then left over.
        let facts = index.facts(AddToolFacts.self)
        if type.staticProperty(named: "supportedModes") == nil, !facts.declaresSupportedModes(type.qualifiedName),
           let property = type.staticProperty(named: "openAppWhenRun"),
           booleanLiteral(property) == true { return "openAppWhenRun is true" }
        let name = type.qualifiedName
        if facts.opensInForeground(name) { return "it opens the app (openAppWhenRun or supportedModes)" }
        let ancestors = index.moduleAncestors(of: name, extra: type.inheritance.map(\.written))
        if let base = ancestors.first(where: facts.opensInForeground) { return "it opens the app (from \(base))" }
        // `.result(opensIntent: OpenURLIntent(…))`: the intent it hands on to opens the app once this one returns.
        if let perform = type.function(named: "perform"), let body = perform.bodyTokens,
           body.contains(where: { view.tokens[$0].kind == .identifier && text(ofToken: $0) == "opensIntent" && token($0 + 1, is: ":") }) {
            return "its result opens another intent (opensIntent:)"
        }
        return nil
    }

    /// `perform()` does nothing but move the app to a place: every call in it is a navigation, a notification, a
    /// result or a value (`NavigationWords`), so what the person asked for is still theirs to do once it opens.
    /// With `routerCalls`, any call on the app's router or coordinator (`NavigationWords.receivers`) counts too.
    /// With `routerStatements`, only a call whose nearest receiver is the router and whose value nothing keeps
    /// (`try AppNavigation.queueDeepLink(…)` on a line of its own).
    /// A check that lets the intent run at all (`guard await siriEnabled() else { return … }`) is no work of its own.
    package func onlyNavigates(_ perform: FunctionDecl, routerCalls: Bool = false, routerStatements: Bool = false) -> Bool {
        guard let body = perform.bodyTokens else { return false }
        let checks = preconditions(in: body)
        return view.calls(in: body, bytes: source.bytes).allSatisfy { i in
            // A check that lets it run, or the error it throws (the one `throw-stubs` writes for a failure's dialog too):
            // the intent navigates as much before that rewrite as after it.
            if checks.contains(where: { $0.contains(i) }) || makesError(i) { return true }
            let callee = text(ofToken: i)
            let receivers = view.receivers(of: i, bytes: source.bytes)
            return NavigationWords.calls.contains(callee) || NavigationWords.callPrefixes.contains { callee.hasPrefix($0) }
                || callee.first.map { $0.isUppercase } == true || view.isImplicitMember(i, bytes: source.bytes)
                || (routerCalls && receivers.contains(where: NavigationWords.routes))
                || (routerStatements && receivers.first.map(NavigationWords.routes) == true && standsAlone(i, receivers: receivers.count))
        }
    }

    /// The guards of the body (condition and `else`) that bind nothing, whose `else` returns or throws, and whose every call asks
    /// whether the intent may run (`NavigationWords.checks`: `guard await siriEnabled() else { return … }`): checks,
    /// not work it does. A guard that binds (`guard let note = try await store.create(…)`) may be the work itself, and
    /// so may any other call (`guard await driver.waitUntilBound() else { throw … }`).
    private func preconditions(in body: ClosedRange<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var i = body.lowerBound
        while i < body.upperBound {
            guard token(i, is: "guard"), view.tokens[i].kind == .identifier else { i = i + 1; continue }
            var j = i + 1
            while j < body.upperBound, !token(j, is: "else") { j = (view.partner[j] > j ? view.partner[j] : j) + 1 }
            guard j + 1 < body.upperBound, token(j + 1, is: "{"), view.partner[j + 1] > j + 1,
                  ["return", "throw"].contains(text(ofToken: j + 2)) else { i = j + 1; continue }
            let condition = (i + 1)..<j
            let binds = condition.contains { token($0, is: "let") || token($0, is: "var") }
            let calls = condition.isEmpty ? [] : view.calls(in: condition.lowerBound...(condition.upperBound - 1), bytes: source.bytes)
            // The check and its way out (`throw ToolError.failure(…)` once throw-stubs has run).
            if !binds, !calls.isEmpty, calls.allSatisfy({ Words.camelCase(text(ofToken: $0)).contains(where: NavigationWords.checks.contains) }) {
                found.append(condition.lowerBound..<(view.partner[j + 1] + 1))
            }
            i = view.partner[j + 1] + 1
        }
        return found
    }

    /// The call at `i` (after `receivers` names and their dots) is a statement of its own: nothing before it on its line
    /// but `try` or `await`, so no value of it is kept or passed on.
    private func standsAlone(_ i: Int, receivers: Int) -> Bool {
        var start = i - 2 * receivers
        while start > 0, ["try", "await"].contains(text(ofToken: start - 1))
                || (start > 1 && ["?", "!"].contains(text(ofToken: start - 1)) && token(start - 2, is: "try")) { start -= 1 }
        return view.tokens[start].startsLine
    }

    /// A `.result(…)` of `perform()` hands back what it found: a `value:`, or a dialog whose text interpolates
    /// (`"You have \(count) tasks"`). An answer, not a screen.
    package func answersWithData(_ perform: FunctionDecl) -> Bool {
        resultArguments(perform).contains { argument in
            if argument.label == "value" { return true }
            // "Opening \(card.title)" says where it goes, not what it found.
            guard let literal = dialogLiteral(argument) else { return false }
            return !StringLiteral.interpolations(literal).isEmpty && !saysItGoes(StringLiteral.textWithoutInterpolations(literal))
        }
    }

    /// A `.result(…)` of `perform()` says the app goes somewhere: its dialog's literal starts "Opening …", "Showing …".
    package func resultSaysItGoes(_ perform: FunctionDecl) -> Bool {
        resultArguments(perform).contains { argument in
            dialogLiteral(argument).map { saysItGoes(StringLiteral.textWithoutInterpolations($0)) } ?? false
        }
    }

    /// The first string literal of a result's `dialog:` argument, as written; nil for another argument or none.
    private func dialogLiteral(_ argument: ResultCall.Argument) -> String? {
        guard argument.label == "dialog", let literal = argument.tokens.first(where: { view.tokens[$0].kind == .string }) else { return nil }
        return text(ofToken: literal)
    }

    /// A `.result(…)` of `perform()` gives the person something: a dialog or a value (a bare `.result()` gives nothing).
    package func speaks(_ perform: FunctionDecl) -> Bool {
        resultArguments(perform).contains { $0.label == "dialog" || $0.label == "value" }
    }

    /// The arguments of every `.result(…)` in `perform()`'s body.
    package func resultArguments(_ perform: FunctionDecl) -> [ResultCall.Argument] {
        guard let body = perform.bodyTokens else { return [] }
        return body.filter { token($0, is: "result") && token($0 - 1, is: ".") && token($0 + 1, is: "(") }.flatMap { callArguments(open: $0 + 1) }
    }

    /// `perform()` calls something that completes an action by itself (`play(…)`, `startSession()`): the app does it.
    /// With `exceptNew`, not one that starts something new and empty (`startNewChat()`: the form the person fills in).
    package func callsSelfCompleting(_ perform: FunctionDecl, exceptNew: Bool = false) -> Bool {
        guard let body = perform.bodyTokens else { return false }
        return view.calledNames(in: body, bytes: source.bytes).contains { name in
            let words = Words.camelCase(name)
            return (words.first.map(NavigationWords.selfCompleting.contains) ?? false) && !(exceptNew && words.contains(where: NavigationWords.newThing.contains))
        }
    }

    /// The text starts by saying the app goes somewhere: "Opening …", "Showing …", "Navigating to …".
    package func saysItGoes(_ text: String) -> Bool {
        guard let first = Words.plain(text).first, first.hasSuffix("ing") else { return false }
        let stem = String(first.dropLast(3))
        return NavigationWords.verbs.contains(stem) || NavigationWords.verbs.contains(stem + "e")
    }

    /// The `perform()` a type without its own runs: the one an extension of a protocol it inherits from the module, or a
    /// base class, declares in this file (`extension DeepLinkIntent { func perform() … }`); nil when there is none here.
    package func inheritedPerform(_ type: TypeDecl) -> FunctionDecl? {
        let ancestors = Set(index.moduleAncestors(of: type.qualifiedName, extra: type.inheritance.map(\.written)))
        guard !ancestors.isEmpty else { return nil }
        return outline.types.first { ancestors.contains($0.qualifiedName) && $0.function(named: "perform") != nil }?.function(named: "perform")
    }

    /// What a `perform()` that opens the app hands it as a link (`NavigationWords.linkCalls`, a `URL(…)` it builds, a
    /// name that says URL or link); nil when none.
    package func handsOnLink(_ perform: FunctionDecl) -> String? {
        guard let body = perform.bodyTokens else { return nil }
        for i in body where view.tokens[i].kind == .identifier {
            let name = text(ofToken: i)
            if NavigationWords.linkCalls.contains(name) || (name == "URL" && token(i + 1, is: "(")) { return name }
            let lower = name.lowercased()
            if !token(i - 1, is: "."),
               NavigationWords.linkNameEndings.contains(where: lower.hasSuffix) || NavigationWords.linkNameParts.contains(where: lower.contains) { return name }
        }
        return nil
    }

    /// What a title (else a name) asks to make new: "New Chat", "Compose", "Start a New Note" → `chat`, `draft`,
    /// `note`; nil for another title. With nothing taken and the app opened, the person writes it there: a form.
    package func opensEmptyForm(_ type: TypeDecl) -> String? {
        let title = Words.plain(titleText(of: type) ?? "")
        var words = (title.isEmpty ? Words.camelCase(type.simpleName) : title).filter { !NavigationWords.fillerWords.contains($0) }
        if let first = words.first, NavigationWords.startingVerbs.contains(first), words.count > 1 { words.removeFirst() }
        guard let first = words.first, NavigationWords.newThing.contains(first) else { return nil }
        return words.dropFirst().first ?? NavigationWords.newThingNamed[first] ?? first
    }

    /// The description's first words when they say the intent opens the app ("Open ldgr to record a new expense.",
    /// "Opens your workout splits."): the author's own account of what a person gets.
    package func describedAsOpening(_ type: TypeDecl) -> String? {
        guard let text = text(ofProperty: "description", in: type),
              let first = Words.plain(text).first, NavigationWords.opening.contains(first) else { return nil }
        return text.count <= 60 ? text : String(text.prefix(59)) + "…"
    }

    /// The intent's name or title asks for chance: it starts with a verb that makes something up ("Generate", "Roll",
    /// "Shuffle") or says "random" anywhere. Random data is then the answer asked for, not a made-up one.
    package func asksForChance(_ type: TypeDecl) -> Bool {
        starts(type, withAnyOf: NavigationWords.chanceVerbs)
            || (Words.camelCase(type.simpleName) + Words.plain(titleText(of: type) ?? "")).contains(where: NavigationWords.chance.contains)
    }

    /// The intent takes free text (a `String` parameter): what the person said is for the app to act on.
    package func takesFreeText(_ type: TypeDecl) -> Bool {
        type.parameters.contains { code($0.typeAnnotation).trimmingWhitespace().hasPrefix("String") }
    }

    /// Why the type's `perform()` is a stub: `only returns`, `only traps`, `answers with random data`, `returns only
    /// fixed text`; nil when it does something. An intent that opens the app does its work there: not a stub.
    package func stub(_ perform: FunctionDecl, type: TypeDecl, bases: Set<String>, opensApp: String?) -> String? {
        guard let body = perform.bodyTokens else { return nil }
        if let kind = stubKind(perform) {
            if kind == .traps { return "only traps" }
            // An OpenIntent opens its target, a URL- or camera-backed intent has the system do the work.
            return opensApp == nil && bases.isDisjoint(with: IntentProtocols.systemPerformed) && !bases.contains(IntentProtocols.open) ? "only returns" : nil
        }
        if opensApp == nil, bases.isDisjoint(with: IntentProtocols.systemPerformed), let what = onlyRecordsOrRefreshes(body) {
            return what
        }
        if opensApp == nil, bases.isDisjoint(with: IntentProtocols.systemPerformed), let name = onlyPostsUnheard(body) {
            return "only posts the notification \(name.hasPrefix("Name(") ? "" : ".")\(name), which nothing in the code read observes"
        }

        // `Int.random(in: 60...120)`: a made-up reading (a mode named `.random(…)` is not one).
        // Unless chance is what the person asks for: "Generate Password", `RollDiceIntent`, "Random Number".
        if body.contains(where: { token($0, is: "random") && token($0 + 1, is: "(") && token($0 + 2, is: "in") })
            || view.calledNames(in: body, bytes: source.bytes).contains(where: NavigationWords.randomCalls.contains),
           !asksForChance(type) {
            return "answers with random data"
        }
        if let helper = fixedHelper(body, type: type) { return "answers with fixed data from \(helper)()" }
        // Nothing read, nothing called but the result: a made-up value (`.result(value: 42)`) for the next step or Siri.
        let identifiers = body.filter { view.tokens[$0].kind == .identifier }.map(text(ofToken:))
        if identifiers.allSatisfy(NavigationWords.fixedAnswer.contains), identifiers.contains("value"),
           body.contains(where: { view.tokens[$0].kind == .string || view.tokens[$0].kind == .number }) {
            return "returns a fixed value"
        }
        // "Added \(name)." and nothing added: the answer claims something about the request, is made of its own words and the
        // parameters, and nothing else is named (no store, no service, no call but the answer's own).
        if opensApp == nil, bases.isDisjoint(with: IntentProtocols.systemPerformed), !bases.contains(IntentProtocols.open),
           touchesNothing(type, body) {
            return "only answers with words of its own and the parameters, touching nothing"
        }
        if opensApp == nil, bases.isDisjoint(with: IntentProtocols.systemPerformed), !bases.contains(IntentProtocols.open),
           let verb = claimsButOnlyReads(type, body) {
            return "only reads and answers, though its title asks to \(verb) (nothing is changed or started)"
        }
        return nil
    }

    /// A function of the intent's own type named for bringing data (`fetchBalance()`, `self.getPrice(for:)`: its first
    /// word is one of `NavigationWords.fetching`) whose body only returns literals (`(equity: 10000.0, pnl: 150.0)`, a
    /// `switch` over its parameter with a number per case), when `perform()` calls nothing else but such helpers and
    /// what formats an answer (`NavigationWords.readingCalls`, a value's initializer): the answer is made up, whatever
    /// the name promises. A fixed default beside real work (`getDefaultAmount()` before `store.log(…)`) is not one.
    package func fixedHelper(_ body: ClosedRange<Int>, type: TypeDecl) -> String? {
        var helper: String?
        for i in view.calls(in: body, bytes: source.bytes) {
            let name = text(ofToken: i)
            let own = !token(i - 1, is: ".") || token(i - 2, is: "self")
            if own, let verb = Words.camelCase(name).first, NavigationWords.fetching.contains(verb),
               let function = type.function(named: name), onlyReturnsLiterals(function) {
                helper = helper ?? name
                continue
            }
            if NavigationWords.readingCalls.contains(name) || (name.first?.isUppercase == true && name != "Task") || makesError(i) { continue }
            return nil
        }
        return helper
    }

    /// The call at `i` makes an error to throw (`$meal.needsValueError(…)`, `StopIntentError.failure(…)`, the one
    /// `throw-stubs` writes for a failure's dialog): the intent stays what it was, before or after that rewrite.
    private func makesError(_ i: Int) -> Bool {
        text(ofToken: i).hasSuffix("Error") || view.receivers(of: i, bytes: source.bytes).contains { $0.hasSuffix("Error") }
    }

    /// The function's body returns nothing but literals, at least one a number (data, not words: `"today"` for `.today`
    /// names a case): its parameters, the words of `NavigationWords.literalBody`, tuple labels and implicit members
    /// (`.zero`) aside it names nothing, and what it returns (after `return`, or the whole body when it has none)
    /// names no parameter (`return entry.gas` reads the entry).
    private func onlyReturnsLiterals(_ function: FunctionDecl) -> Bool {
        guard function.returnType != nil, let body = function.bodyTokens else { return false }
        var parameters: Set<String> = []
        var j = body.lowerBound - 1
        while j >= 0, !token(j, is: "func") {
            if view.tokens[j].kind == .identifier { parameters.insert(text(ofToken: j)) }
            j -= 1
        }
        let implicit = !body.contains { token($0, is: "return") }
        var number = false, returning = implicit
        for i in body {
            let word = text(ofToken: i)
            switch view.tokens[i].kind {
            case .number: number = true
            case .identifier:
                if ["case", "default"].contains(word) { returning = implicit }
                if word == "return" { returning = true }
                if token(i - 1, is: ".") || token(i + 1, is: ":") || NavigationWords.literalBody.contains(word) { continue }
                if parameters.contains(word), !returning { continue }
                return false
            case .punctuation: if !implicit, word == "{" || word == "}" { returning = false }
            case .operator: if word.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(word) { return false }
            default: continue
            }
        }
        return number
    }

    /// The title asks for an action (`NavigationWords.doing`: "Start Cooking", "Create Crop"), and `perform()` only reads
    /// and answers: every call looks something up (its first word one of `NavigationWords.readingVerbs`, none of
    /// `.doing`) or formats it (`.readingCalls`, a value's initializer, a thrown error), nothing outside its locals is
    /// assigned, no link is handed on. What it says it did is not done: the verb, or nil.
    package func claimsButOnlyReads(_ type: TypeDecl, _ body: ClosedRange<Int>) -> String? {
        guard let verb = firstWord(of: type), NavigationWords.doing.contains(verb) else { return nil }
        for i in view.calls(in: body, bytes: source.bytes) {
            let callee = text(ofToken: i)
            // A lookup by its first word (`fetchMeals`, `findUser`), not one that also does (`getOrCreate`, `loadAndPlay`).
            let words = Words.camelCase(callee)
            if NavigationWords.readingCalls.contains(callee)
                || (words.first.map(NavigationWords.readingVerbs.contains) == true && !words.contains(where: NavigationWords.doing.contains)) { continue }
            // A type's initializer builds a value, but a `Task` runs work, and a link hands the app what to do.
            if callee.first?.isUppercase == true, callee != "Task", callee != "URL", !NavigationWords.linkCalls.contains(callee) { continue }
            if makesError(i) { continue }
            return nil
        }
        let locals = Set(body.filter { view.tokens[$0].kind == .identifier && (token($0 - 1, is: "let") || token($0 - 1, is: "var")) }.map(text(ofToken:)))
        for i in body where view.tokens[i].kind == .operator && LexedView.assignments.contains(text(ofToken: i)) {
            if locals.contains(text(ofToken: i - 1)), !token(i - 2, is: ".") { continue }
            var j = i - 1
            while j > body.lowerBound, view.tokens[j].kind == .identifier || token(j, is: ":") || token(j, is: "?"), !token(j, is: "let"), !token(j, is: "var") { j -= 1 }
            if !(token(j, is: "let") || token(j, is: "var")) { return nil }
        }
        return verb
    }

    /// `perform()` names nothing outside itself: every name in it (its interpolations too) is a word of Swift, the
    /// answer's own (`.result`, `IntentDialog`, `LocalizedStringResource`, `String`), a parameter of the intent, a local it
    /// declares, or a member of one of those; and it has a `.result(…)` with a dialog or value. Nothing assigned outside.
    package func touchesNothing(_ type: TypeDecl, _ body: ClosedRange<Int>) -> Bool {
        var known: Set<String> = Set(type.parameters.map(\.name)).union(["return", "result", "dialog", "value", "IntentDialog",
            "LocalizedStringResource", "String", "guard", "else", "if", "let", "var", "self", "true", "false", "nil", "await",
            "try", "in", "is", "as", "stringLiteral", "localized", "defaultValue", "comment", "isEmpty", "count"])
        var answers = false
        // Locals first: `let message = "Added \(name)"` makes `message` known.
        var locals: Set<String> = []
        for i in body where view.tokens[i].kind == .identifier && (token(i - 1, is: "let") || token(i - 1, is: "var")) { locals.insert(text(ofToken: i)) }
        known.formUnion(locals)
        for i in body {
            switch view.tokens[i].kind {
            case .identifier:
                let name = text(ofToken: i)
                if name == "result" && token(i - 1, is: ".") && token(i + 1, is: "(") {
                    answers = answers || callArguments(open: i + 1).contains { $0.label == "dialog" || $0.label == "value" }
                }
                // A member's name is as known as what it is a member of.
                if token(i - 1, is: ".") && !(name == "result" && token(i + 1, is: "(")) { continue }
                // A thrown error answers too: `throw-stubs` turns a failure dialog into one, and the intent stays what it was.
                if name == "throw" { answers = true }
                let plain = name.hasPrefix("$") ? String(name.dropFirst()) : name
                // A thrown error is part of the answer (the rewrite `throw-stubs` makes of a failure dialog included).
                guard known.contains(plain) || plain == "throw" || (plain.hasSuffix("Error") && token(i - 1, is: "throw")) else { return false }
            case .string:
                for code in StringLiteral.interpolations(text(ofToken: i)) {
                    for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
                        let first = word.split(separator: ".").first.map(String.init) ?? ""
                        if !first.isEmpty, first.first?.isLetter == true, !known.contains(first) { return false }
                    }
                }
            case .operator:
                // An assignment to something not declared here (`store.count = …`, `Counter.value += 1`) does something.
                // A local of the body's own (`response += " - \(note)"`) is part of the answer.
                if ["=", "+=", "-=", "*=", "/="].contains(text(ofToken: i)) {
                    var j = i - 1
                    while j > body.lowerBound, !token(j, is: "let"), !token(j, is: "var"), token(j, is: ".") || view.tokens[j].kind == .identifier { j -= 1 }
                    let target = j + 1 < i && view.tokens[j + 1].kind == .identifier ? text(ofToken: j + 1) : ""
                    if !(token(j, is: "let") || token(j, is: "var")) && !(locals.contains(target) && !token(j + 2, is: ".")) { return false }
                }
            default: continue
            }
        }
        // The answer echoes the request (a parameter in it): a fixed "Done." alone is not read as one.
        let parameters = Set(type.parameters.map(\.name))
        let echoes = body.contains { i in
            (view.tokens[i].kind == .identifier && parameters.contains(text(ofToken: i)) && !token(i - 1, is: "."))
                || (view.tokens[i].kind == .string && StringLiteral.interpolations(text(ofToken: i)).contains { code in
                    parameters.contains(String(code.trimmingWhitespace().prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                })
        }
        return answers && (echoes || parameters.isEmpty)
    }

    /// `perform()` only posts notifications of the app's own that nothing the run read observes (`NotificationUses`),
    /// on the main actor or a queue or not, besides recording, refreshing widgets and answering; nothing assigned,
    /// nothing decided. The first name it posts, or nil.
    package func onlyPostsUnheard(_ body: ClosedRange<Int>) -> String? {
        let uses = index.facts(AddToolFacts.self).notifications
        var posted: String?
        var postArguments: [ClosedRange<Int>] = []
        for i in view.calls(in: body, bytes: source.bytes) {
            // The name made inside a post's arguments (`NSNotification.Name("x")`) is the post's own.
            if postArguments.contains(where: { $0.contains(i) }) { continue }
            if let name = NotificationUses.postedName(at: i, view: view, bytes: source.bytes) {
                guard uses.isUnobserved(name) else { return nil }
                posted = posted ?? name
                continue
            }
            // A raw value has no declaration to say the module was read: judged only where the index holds the whole
            // module (a project's targets, whose other files are read for the raw value), never in files given alone.
            if let raw = NotificationUses.postedLiteral(at: i, view: view, bytes: source.bytes) {
                guard index.holdsWholeModules, uses.isUnobserved(raw: raw) else { return nil }
                posted = posted ?? "Name(\"\(raw)\")"
                postArguments.append((i + 1)...view.partner[i + 1])
                continue
            }
            let callee = text(ofToken: i), receivers = view.receivers(of: i, bytes: source.bytes)
            if NavigationWords.answerCalls.contains(callee) || NavigationWords.refreshCalls.contains(callee)
                || FailureWords.onlyLogs(callee, receivers: receivers) { continue }
            // What only runs the post elsewhere: `MainActor.run { … }`, `DispatchQueue.main.async { … }`.
            if (callee == "run" && receivers == ["MainActor"]) || (callee == "async" && receivers.last == "DispatchQueue") { continue }
            return nil
        }
        return assignsOrDecides(body) ? nil : posted
    }

    /// The body assigns something or decides something (`throw`, `guard`, `if`, `switch`, a loop): a body that does
    /// either does something beyond the calls it makes.
    private func assignsOrDecides(_ body: ClosedRange<Int>) -> Bool {
        body.contains { i in
            (view.tokens[i].kind == .operator && LexedView.assignments.contains(text(ofToken: i)))
                || (view.tokens[i].kind == .identifier && ["throw", "guard", "if", "switch", "for", "while"].contains(text(ofToken: i)))
        }
    }

    /// `perform()` changes nothing: every call in it only records (a log, a print, an analytics event) or refreshes a
    /// widget (`WidgetCenter.shared.reloadTimelines(ofKind:)`), and nothing is assigned. Why, or nil when it does more.
    package func onlyRecordsOrRefreshes(_ body: ClosedRange<Int>) -> String? {
        let calls = view.calls(in: body, bytes: source.bytes)
        guard !calls.isEmpty else { return nil }
        var refreshes = false, records = false
        for i in calls {
            let callee = text(ofToken: i)
            if NavigationWords.refreshCalls.contains(callee) { refreshes = true; continue }
            if NavigationWords.answerCalls.contains(callee) { continue }
            if FailureWords.onlyLogs(callee, receivers: view.receivers(of: i, bytes: source.bytes)) { records = true; continue }
            return nil
        }
        // Nothing assigned, nothing thrown, no branch: a body that decides something does something.
        guard refreshes || records, !assignsOrDecides(body) else { return nil }
        return refreshes ? "only refreshes widgets" : "only logs"
    }

    /// The intent reads or asks about what `word` names ("Show Open Orders", "What Should I Buy Next"): its title starts
    /// with a reading verb or a question and the word comes after it, not in the name's first word ("Checkout…").
    package func readsAbout(_ type: TypeDecl, _ word: String) -> Bool {
        (onlyReads(type) || asks(type)) && Words.camelCase(type.simpleName).first != word
            && Words.plain(titleText(of: type) ?? "").dropFirst().contains(word)
    }

    /// The intent's title or name asks a question ("What should I buy?"): it reads, it doesn't act.
    package func asks(_ type: TypeDecl) -> Bool { starts(type, withAnyOf: NavigationWords.questions) }

    /// Why a widget, control, Live Activity, alarm or snippet button's intent may only drive that widget (`certain` when it takes what only
    /// the widget knows, an internal identifier), or nil when nothing says so.
    package func onlyDrivesWidget(_ type: TypeDecl, bases: Set<String>) -> (why: String, certain: Bool)? {
        let parameters = type.parameters
        if let id = parameters.first(where: isInternalIdentifier) { return ("it takes an internal identifier (\(id.name))", true) }
        if bases.contains("LiveActivityIntent") { return ("it is a LiveActivityIntent", false) }
        if let offered = index.appShortcutNames, !offered.contains(type.simpleName), index.appShortcutCount < AppShortcutLimits.perApp {
            return ("the app's App Shortcuts don't offer it", false)
        }
        return nil
    }

    /// The type, or one around it, sits inside `#if false` (or `#if 0`): code kept out of every build.
    package func neverCompiled(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if outline.types[i].conditions.contains(where: { ["false", "0"].contains($0.filter { !$0.isWhitespace }) }) { return true }
            current = outline.types[i].parent
        }
        return false
    }

    /// A word of diagnostics in the type's name or title (`debug`, `diagnostics`), the status of the app's own setup or
    /// sync (`sync status`), or `DEBUG` when an `#if DEBUG` holds it.
    package func debugWord(_ type: TypeDecl) -> String? {
        if type.conditions.contains(where: { $0.filter { !$0.isWhitespace } == "DEBUG" }) { return "DEBUG" }
        for words in [Words.camelCase(type.simpleName), Words.plain(titleText(of: type) ?? "")] {
            if let word = words.first(where: NavigationWords.debug.contains) { return word }
            if let status = words.indices.dropFirst().first(where: { words[$0] == "status" && NavigationWords.setupStatus.contains(words[$0 - 1])
                && ($0 < 2 || ReviewWords.reading.contains(words[$0 - 2]) || words[$0 - 2] == "last") }) {
                return words[status - 1] + " status"
            }
        }
        return nil
    }
}
