/// What the signs of `throw-stubs` ask of a return's code: the text a dialog is built from, a Bool a call gave, a flag
/// or a parameter a block tests, the failure text a call or helper can return, and the statements before a return.
extension FileContext {
    /// The intent's title names an answer (`ReviewWords.answerNouns` last, no action verb first, at most three words):
    /// "Exercise Status", "Last Answer"; or is written as a question ("¿Tengo algo hoy?"). Only a title written as words
    /// counts: a type name is as often the noun of an action, and a localization key (`intent.clear_history`) says
    /// nothing of how the title reads.
    func namesAnAnswer(_ type: TypeDecl) -> Bool {
        // A key read in place of a title (`"intent.clear_history"`) is no title of a question.
        guard let title = titleText(of: type), !title.contains(where: { $0 == "_" || $0 == "." }) else { return false }
        // A title written as a question, in any language ("¿Cuándo tengo que salir?", "Is the Garage Open?").
        let asked = title.trimmingWhitespace()
        if asked.hasSuffix("?") || asked.hasSuffix("？") || asked.hasPrefix("¿") { return true }
        let words = Words.plain(title)
        guard (1...3).contains(words.count), let first = words.first, let last = words.last else { return false }
        return ReviewWords.answerNouns.contains(last) && !ReviewWords.actionVerbs.contains(first)
    }

    /// How `failureText(in:…)` says the failure literal is in the text itself.
    package static let literalInIt = "a literal in it"

    /// The text a `dialog: IntentDialog(stringLiteral: …)` is built from, when it is not one literal: what a thrown
    /// error can say instead (`"\(…)"`).
    package func builtDialogText(_ dialog: ResultCall.Argument?) -> String? {
        guard let dialog, literalDialog(dialog.tokens) == nil else { return nil }
        let first = dialog.tokens.lowerBound, last = dialog.tokens.upperBound
        guard last > first + 1, token(first, is: "IntentDialog"), token(first + 1, is: "("), view.partner[first + 1] == last,
              case let arguments = callArguments(open: first + 1), arguments.count == 1, arguments[0].label == "stringLiteral",
              // An `await` or a `try` moved into a throw's argument is a new question for the compiler: left as it is.
              !arguments[0].tokens.contains(where: { token($0, is: "await") || token($0, is: "try") }) else { return nil }
        // Only `message ?? "Couldn't …"`: the fallback after the last `??` is one literal that reads as a failure, and
        // nothing before it is a literal (`ok ? "Saved." : "Couldn't …"` says both outcomes: not thrown whole).
        let tokens = arguments[0].tokens
        guard let coalescing = tokens.last(where: { token($0, is: "??") }), coalescing < tokens.upperBound,
              !tokens.contains(where: { $0 < coalescing && view.tokens[$0].kind == .string }),
              let fallback = literalDialog((coalescing + 1)...tokens.upperBound),
              FailureWords.readsAsFailure(fallback.words, pattern: failurePattern) else { return nil }
        return source.text(arguments[0].value).trimmingWhitespace()
    }

    /// In an intent that returns a `Bool` (`ReturnsValue<Bool>`), a value that is what a call gave: the call itself
    /// (`value: store.save(item)`), or a local set from one (`let ok = manager.add(…)`, `value: ok`, `value: added != nil`).
    /// Where a write says whether it happened, false is the failure returned as success. Where the value comes from
    /// ("is what save(…) gave", "(ok) is what add(…) gave"), or nil.
    package func boolFromCall(_ argument: ResultCall.Argument?, of type: TypeDecl, _ perform: FunctionDecl, before end: Int) -> String? {
        guard let argument, TypeReference.returnedValue(in: code(perform.returnType)) == "Bool" else { return nil }
        let tokens = Array(argument.tokens).filter { !token($0, is: "(") && !token($0, is: ")") }
        func call(in range: some Sequence<Int>) -> String? {
            range.first { view.tokens[$0].kind == .identifier && token($0 + 1, is: "(") && text(ofToken: $0).first?.isLowercase == true }.map(text(ofToken:))
        }
        if let name = call(in: argument.tokens) { return "is what \(name)(…) gave" }
        // `ok`, `added != nil`: one local, tested at most against nil.
        guard let first = tokens.first, view.tokens[first].kind == .identifier,
              tokens.count == 1 || (tokens.count == 3 && token(tokens[1], is: "!=") && token(tokens[2], is: "nil")) else { return nil }
        let name = text(ofToken: first)
        guard !type.parameters.contains(where: { $0.name == name }) else { return nil }
        for statement in assignments(of: name, in: perform, before: end) {
            if let callee = call(in: statement) { return "(\(name)) is what \(callee)(…) gave" }
        }
        return nil
    }

    /// The intent's own on/off flag the guard's head tests: a `Bool` parameter, or a `Bool` property computed from one
    /// (`var isEnabled: Bool { startTimer == true }`), as the guard's only condition, or as one of them in a Focus filter
    /// (the system runs it when a Focus changes: with the flag off it has nothing to do); nil otherwise. App state
    /// (`var isSignedIn: Bool { Auth.shared.signedIn }`) is no flag.
    package func boolFlagTested(by block: Block, of type: TypeDecl) -> String? {
        func isBool(_ property: PropertyDecl) -> Bool {
            guard !property.isStatic, let annotation = property.typeAnnotation else { return false }
            let reference = TypeReference(code(annotation))
            return reference.name == "Bool" && !reference.isArray
        }
        let parameters = Set(type.parameters.filter(isBool).map(\.name))
        guard !parameters.isEmpty else { return nil }
        let computed = type.properties.filter { property in
            isBool(property) && !parameters.contains(property.name)
                && property.accessors.map { range in view.tokenIndices(in: range).contains { parameters.contains(text(ofToken: $0)) } } == true
        }
        let flags = parameters.union(computed.map(\.name))
        let head = Array(block.head)
        let onlyCondition = !head.contains { token($0, is: ",") }
        guard onlyCondition || type.inheritance.contains(where: { $0.written == IntentProtocols.focusFilter }) else { return nil }
        for (n, i) in head.enumerated() where view.tokens[i].kind == .identifier && flags.contains(text(ofToken: i)) {
            // A condition of its own: first in the head or after a comma (past `self.`), and ending at a comma or the end.
            var start = n
            if start >= 2, token(head[start - 1], is: "."), token(head[start - 2], is: "self") { start -= 2 }
            let opens = start == 0 || token(head[start - 1], is: ",")
            let closes = n == head.count - 1 || token(head[n + 1], is: ",")
            if opens && closes { return text(ofToken: i) }
        }
        return nil
    }

    /// Every name the guard's head binds is one of the intent's parameters, unwrapped as it is (`guard let filter else`,
    /// `guard let filter = filter`, `= self.filter`).
    package func unwrapsOnlyParameters(_ block: Block, of type: TypeDecl) -> Bool {
        let parameters = Set(type.parameters.map(\.name))
        guard !parameters.isEmpty, let bindings = view.conditionBindings(block.head, in: source.bytes), !bindings.isEmpty else { return false }
        return bindings.allSatisfy { $0.asIs && parameters.contains($0.name) }
    }

    /// The intent's goal is an absence (stop, end, cancel …): its title, name or description starts with such a verb
    /// ("I'm Awake", described "End the active sleep session."). "Nothing to end" is then as often a no-op as a failure.
    package func endsSomething(_ type: TypeDecl) -> Bool {
        starts(type, withAnyOf: FailureWords.endingVerbs)
            || Words.plain(text(ofProperty: "description", in: type) ?? "").first.map { word in
                // "Ends the timer." as "End the timer.".
                FailureWords.endingVerbs.contains(word) || (word.hasSuffix("s") && FailureWords.endingVerbs.contains(String(word.dropLast())))
            } ?? false
    }

    /// The tokens name `name` as a value: an identifier that is not a member (`error`, `error.localizedDescription`,
    /// not `result.error`), in the code or in a string literal's interpolation (`"Failed: \(error)"`).
    package func mentions(_ tokens: ClosedRange<Int>, _ name: String) -> Bool {
        tokens.contains { i in
            switch view.tokens[i].kind {
            case .identifier: return text(ofToken: i) == name && !token(i - 1, is: ".")
            case .string:
                // `"\(error)"`, `"Failed: \(error.localizedDescription)"`, `"\(Speech.message(for: error))"`.
                return StringLiteral.interpolatedNames(text(ofToken: i)).contains { $0.bare && !$0.isCall && $0.name == name }
            default: return false
            }
        }
    }

    package func describe(_ block: Block, binds: Bool) -> String {
        switch block.kind {
        case .guardElse: binds ? "a guard let … else (a lookup that found nothing)" : "a guard … else"
        case .catchBlock: block.failureCase ? "a Result's .failure case" : "a catch"
        case .elseBlock: "an else"
        case .ifThen: "an if block"
        case .switchCase: "a switch case"
        default: "a block"
        }
    }

    /// The parameter whose emptiness the guard tests (`guard !images.isEmpty`, or a local made from one:
    /// `let trimmed = name.trimmingCharacters(…)`), or nil when it tests something the intent looked up.
    package func parameterTested(by block: Block, in type: TypeDecl, _ perform: FunctionDecl, madeFromInput: Bool = false) -> String? {
        // With `madeFromInput` (an emptiness test), a number or a switch asked for is never missing: a local made with one
        // (`let due = scheduler.dueItems(limit: minutes)`) is what was found, and its emptiness the answer.
        let parameters = Set(type.parameters.filter { !madeFromInput || !Self.neverEmpty(code($0.typeAnnotation).trimmingWhitespace()) }.map(\.name))
        guard !parameters.isEmpty else { return nil }
        let start = view.tokenIndices(in: block.range).lowerBound
        var seen: Set<String> = []
        // A parameter, or a local made from one, two steps at most (`let text = query.id`, `let trimmed = text.trimming…`).
        func parameter(in tokens: some Sequence<Int>, depth: Int) -> String? {
            for i in tokens where view.tokens[i].kind == .identifier && !(token(i - 1, is: ".") && !token(i - 2, is: "self")) {
                let name = text(ofToken: i)
                if parameters.contains(name) { return name }
                guard depth < 2, seen.insert(name).inserted else { continue }
                for statement in assignments(of: name, in: perform, before: start) {
                    if let found = parameter(in: statement, depth: depth + 1) { return found }
                }
            }
            return nil
        }
        return parameter(in: block.head, depth: 0)
    }

    /// A parameter type that always has a value: a number, a `Bool`, a date or a measurement (`DescriptionAdvice`'s tables).
    static func neverEmpty(_ type: String) -> Bool {
        type == "Bool" || DescriptionAdvice.numericTypes.contains(type) || DescriptionAdvice.dateTypes.contains(type)
            || DescriptionAdvice.measurementTypes.contains(type.split(separator: "<").first.map(String.init) ?? type)
    }

    /// In a question, text that says a failure: a failure word, or a phrase that asks the person to act first, any of
    /// them on a failure branch (`innermost`), elsewhere (with `anywhere`, for a literal written in `perform()`) only
    /// those that ask wherever they are written ("sign in", not "please"). A function's text off a failure branch is
    /// the answer's advice.
    func questionTextFails(_ text: String, innermost: Block?, anywhere: Bool) -> Bool {
        if FailureWords.firstMatch(in: text, pattern: failurePattern) != nil { return true }
        if innermost?.isFailureBranch == true { return FailureWords.firstMatch(in: text, pattern: FailureWords.asksFirstPattern) != nil }
        return anywhere && FailureWords.firstMatch(in: text, pattern: FailureWords.asksFirstAnywherePattern) != nil
    }

    /// Where the text of a result's dialog or value can come from when it is not one literal: the literals written in
    /// it (`ok ? "Done." : "Couldn't …"`), the locals of `perform()` it names (what they are set to), and the functions
    /// of the module it calls, one level. The first text that reads as a failure, with where it was found. In a question
    /// (`answering`), a function's text that only says something is missing ("You don't have sleep data for today.") is
    /// the answer, but one that asks the person to act first ("… open the app to finish onboarding first.") in a guard's
    /// `else`, an `else` or a `catch` (`innermost`, the block the return is in) answers nothing, as the same words written
    /// in the return there don't; elsewhere such words are the answer's advice. Without `literalWords`, only what the
    /// literals written in it interpolate is read (their own words are read elsewhere), not the literals of the locals it names.
    package func failureText(in argument: ClosedRange<Int>, _ perform: FunctionDecl, before end: Int, answering: Bool,
                             innermost: Block? = nil, literalWords: Bool = true) -> (text: String, via: String)? {
        var seen: Set<String> = []
        let texts = index.facts(FailureTextFacts.self)
        lazy var closureReturns = perform.returnStatements(bytes: source.bytes, view: view).filter { !$0.isOwnReturn }
        func says(_ text: String?) -> String? {
            guard let text else { return nil }
            return !answering || questionTextFails(text, innermost: innermost, anywhere: false) ? text : nil
        }
        // What a name in the text says: a call of the module's that returns failure text (or returns text on a failure
        // path, or is named for a failure), a static member that says one; nil for anything else.
        func named(_ name: String, call: Bool, bare: Bool, tried: Bool, local: String?) -> (text: String, via: String)? {
            let from = local.map { "\($0) comes from " } ?? ""
            if call, let text = says(texts.failureText(ofCall: name, bare: bare)) {
                return (text, from + "\(name)(…), which can return it")
            }
            // Called with `try`, the function throws its errors: what it returns on a failure path is a fallback.
            if call, !tried, let returned = texts.textReturnedOnFailure(byCall: name, bare: bare),
               // A question's guard that finds nothing gives its answer ("You don't have steps data yet.").
               returned.found.path != FailureTextFacts.FailureReturn.guardElse || says(returned.found.text) != nil {
                let through = returned.function == name ? "" : " through \(returned.function)(…)"
                return (returned.found.text, from + "\(name)(…), which returns it \(returned.found.path)\(through)")
            }
            // A call named for a failure (`ContentDialogs.invalidSelector(…)`, `errorMessage(for:)`).
            if call, let word = FailureWords.firstMatch(in: Words.camelCase(name).joined(separator: " "), pattern: failurePattern) {
                return (word, from + "\(name)(…), named for a failure")
            }
            if !bare, !call, let text = says(texts.failureText(ofStaticMember: name)) {
                return (text, from + ".\(name), which says it")
            }
            // A constant of the file's, unless a local of `perform()` by the same name hides it; one that only asks the
            // person to act first ("Turn it on in Settings.") only in a guard's `else`, an `else` or a `catch`.
            if bare, !call, let text = says(texts.failureText(ofConstant: name, in: path)), assignments(of: name, in: perform, before: end).isEmpty,
               innermost?.isFailureBranch == true || FailureWords.firstMatch(in: text, pattern: failurePattern) != nil {
                return (text, from + "\(name), which says it")
            }
            return nil
        }
        // `local`: the first local on the way (what the message names); `depth`: how many locals deep (two at most:
        // `dialog = IntentDialog(responseText)`, `responseText = "Error turning on …"`).
        func scan(_ range: ClosedRange<Int>, local: String?, depth: Int = 0) -> (text: String, via: String)? {
            // A local's values: what `perform()` sets it to before the return.
            func follow(_ name: String) -> (text: String, via: String)? {
                guard depth < 2, seen.insert(name).inserted else { return nil }
                for statement in assignments(of: name, in: perform, before: end) {
                    if let found = scan(statement, local: local ?? name, depth: depth + 1) { return found }
                    if let found = closureFailure(in: statement) {
                        return (found.text, "\(local ?? name) comes from a closure that returns it \(found.path)")
                    }
                }
                return nil
            }
            // `let summary = await MainActor.run { guard let vm else { return "The app is not running." } … }`: what a
            // closure in the local's value returns on its failure path, read as a function's is (`failurePath`).
            func closureFailure(in value: ClosedRange<Int>) -> (text: String, path: String)? {
                guard value.contains(where: { token($0, is: "return") }) else { return nil }
                for statement in closureReturns where value.contains(statement.returnToken) {
                    guard let path = FailureTextFacts.failurePath(of: statement, view: view, bytes: source.bytes),
                          let literal = (statement.returnToken...statement.lastToken).first(where: { view.tokens[$0].kind == .string }) else { continue }
                    let text = StringLiteral.textWithoutInterpolations(text(ofToken: literal)).trimmingWhitespace()
                    // A question's guard that finds nothing gives its answer ("No history yet.").
                    guard path != FailureTextFacts.FailureReturn.guardElse || says(text) != nil else { continue }
                    return (text, path)
                }
                return nil
            }
            for i in range {
                switch view.tokens[i].kind {
                case .string:
                    let literal = text(ofToken: i)
                    let text = literalWords || local != nil ? StringLiteral.textWithoutInterpolations(literal).trimmingWhitespace() : ""
                    // In a question, words that only say something is missing ("You haven't smoked today!") are its
                    // answer, as a function's are (`says`); words asking the person to act first ("Please sign in first.") are not.
                    let fails = answering
                        ? questionTextFails(text, innermost: innermost, anywhere: true)
                        : FailureWords.readsAsFailure(text, pattern: failurePattern)
                    if fails {
                        return (text, local.map { "\($0) can be set to it" } ?? FileContext.literalInIt)
                    }
                    // A localization key (`"intent_book_empty_error".localized`): its words say what the text says.
                    if !text.isEmpty, !text.contains(where: \.isWhitespace), text.contains(where: { $0 == "_" || $0 == "." }),
                       FailureWords.readsAsFailure(Words.camelCase(text).joined(separator: " "), pattern: failurePattern) {
                        return (text, (local.map { "\($0) can be set to " } ?? "") + "the localization key \(text)")
                    }
                    // What a literal that is only interpolations shows (`"\(Summary.unreadText())"`, `"\(message)"`).
                    for written in StringLiteral.interpolatedNames(literal, wholeTextOnly: true) {
                        if let found = named(written.name, call: written.isCall, bare: written.bare, tried: written.tried, local: local) { return found }
                        if written.bare, !written.isCall, let found = follow(written.name) { return found }
                    }
                case .identifier:
                    let name = text(ofToken: i)
                    let bare = !token(i - 1, is: ".")
                    let call = i < range.upperBound && token(i + 1, is: "(")
                    let tried = call && (range.lowerBound..<i).contains { token($0, is: "try") }
                    if let found = named(name, call: call, bare: bare, tried: tried, local: local) { return found }
                    guard bare, let found = follow(name) else { continue }
                    return found
                default: continue
                }
            }
            return nil
        }
        return scan(argument, local: nil)
    }

    /// The values a local of `function` is given before token `end` (`LexedView.assignments`).
    package func assignments(of name: String, in function: FunctionDecl, before end: Int) -> [ClosedRange<Int>] {
        guard let body = function.bodyTokens else { return [] }
        return view.assignments(of: name, in: body, before: end, bytes: source.bytes, scoped: true)
    }

    /// The statement that starts at token `start` (`LexedView.statement`).
    package func statement(from start: Int, before end: Int) -> (topLevel: [Int], end: Int) {
        view.statement(from: start, before: end, bytes: source.bytes)
    }

    /// The head binds what a `try?` gives (`let items = try? store.fetch(…)`).
    package func headTries(_ block: Block) -> Bool {
        block.head.contains { token($0, is: "try") && token($0 + 1, is: "?") }
    }

    /// The guard tests emptiness (`guard !items.isEmpty`).
    package func headTestsEmptiness(_ block: Block) -> Bool {
        block.head.contains { view.tokens[$0].kind == .identifier && token($0, is: "isEmpty") }
    }

    /// The block's head tests a parameter of the intent itself for absence or emptiness (`query == nil`, `!query.isEmpty`),
    /// not a local made from it (`crate.albums.isEmpty` is what was found).
    package func namesParameterDirectly(_ block: Block, of type: TypeDecl) -> Bool {
        (block.kind == .guardElse || block.kind == .ifThen) && parameterTestedDirectly(in: block, of: type, negated: true) != nil
    }

    /// The parameter an `if` head tests for absence, named directly: `query == nil`, `query.isEmpty` (not `!query.isEmpty`,
    /// nor a local made from it: `results.isEmpty` is an empty answer, not a missing input).
    package func parameterAbsent(in block: Block, of type: TypeDecl) -> String? {
        parameterTestedDirectly(in: block, of: type, negated: false)
    }

    /// The parameter of the intent the head names right before `== nil` or `.isEmpty` (itself, or `self.` it); with
    /// `negated` false, an `isEmpty` after a `!` doesn't count.
    package func parameterTestedDirectly(in block: Block, of type: TypeDecl, negated: Bool) -> String? {
        let parameters = Set(type.parameters.map(\.name))
        let head = Array(block.head)
        for i in head.indices where i >= 2 {
            let tests = (token(head[i], is: "nil") && token(head[i - 1], is: "=="))
                || (token(head[i], is: "isEmpty") && token(head[i - 1], is: ".") && (negated || !head.prefix(i).contains(where: { token($0, is: "!") })))
            let named = head[i - 2]
            if tests, namesOwn(named, of: parameters) {
                return text(ofToken: named)
            }
        }
        return nil
    }

    /// Token `i` names one of `names` as the intent's own (a parameter): on its own or after `self.`, not as a member of
    /// something else (`entry.date`).
    package func namesOwn(_ i: Int, of names: Set<String>) -> Bool {
        view.tokens[i].kind == .identifier && names.contains(text(ofToken: i)) && (!token(i - 1, is: ".") || token(i - 2, is: "self"))
    }
}
