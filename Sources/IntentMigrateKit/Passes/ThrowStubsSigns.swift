/// The signs one step finds at a return, in the order it finds them.
package struct ReturnSignList {
    package var signs: [ReturnSignFound] = []
    package mutating func add(_ code: ReturnSign, _ evidence: String, _ detail: String = "") {
        signs.append(ReturnSignFound(code: code, evidence: evidence, detail: detail))
    }
}

/// One sign `throw-stubs` found at a return, with what it saw.
package struct ReturnSignFound: Sendable {
    package let code: ReturnSign
    package let evidence: String
    /// The word, phrase, namespace or call the message names.
    package var detail = ""
}

extension FileContext {
    /// What every sign at one return is read against: where it is, what kind of intent it is in, what the result holds.
    package struct ReturnContext {
        package let statement: ReturnStatement
        package let call: ResultCall
        package let type: TypeDecl
        package let perform: FunctionDecl
        /// The innermost block of a failure-path kind around the return (a guard's else, an else, a catch, an if, a case).
        package let innermost: Block?
        /// The last return of `perform()`, right after an `if let` lookup that returned.
        package let fellThrough: Bool
        /// The last return of its block, right after an `if` that returned.
        package let afterEarlyReturn: Bool
        package let onFailurePath: Bool
        /// The guard's head binds what a lookup found (not only an optional parameter, unwrapped as it is).
        package let binds: Bool
        /// The intent asks a question (its title); it stops or ends something.
        package let answering: Bool, ending: Bool
        /// The parameter the block tests is empty or absent, if it tests one.
        package let emptyParameter: String?
        package let dialog: ResultCall.Argument?, valueArgument: ResultCall.Argument?
        /// The value as written, and when it alone is `false`, `nil` or `""`, that.
        package let value: String?, emptyValue: String?
        /// No argument, or only `dialog: ""`.
        package let bare: Bool
    }

    /// Every sign at a `return .result(…)` of `perform()`, each with its evidence, and the path it is on: what
    /// `ReturnDecisions` decides from.
    package func returnSigns(_ statement: ReturnStatement, _ call: ResultCall, in type: TypeDecl, _ perform: FunctionDecl) -> (path: String, signs: [ReturnSignFound]) {
        let innermost = statement.blocks.last { ThrowStubsPass.failurePathKinds.contains($0.kind) }
        let fellThrough = statement.endsFunction && statement.followsIfWithoutElse
        // `if ok { return .result(dialog: "Done.") }` then `return .result(dialog: "Could not …")`: the way left.
        let afterEarlyReturn = statement.endsBlockAfterReturningIf
        // A guard that only unwraps an optional parameter (`guard let filter else`) is no lookup: the person gave nothing,
        // which may be the no-op the intent documents (a Focus filter turned off).
        let binds = innermost.map { $0.kind == .guardElse && $0.binds && !unwrapsOnlyParameters($0, of: type) } ?? false
        let path = fellThrough ? "the last return, right after an if-let lookup that returned"
            : afterEarlyReturn ? "the last return of its block, right after an if that returned"
            : innermost.map { describe($0, binds: binds) } ?? "not on a failure path (the body, a do body or a loop)"
        // `guard !query.isEmpty else`, or `if query == nil` / `if query.isEmpty` that returns: the parameter is missing.
        let emptyParameter = innermost.flatMap { block -> String? in
            if block.kind == .guardElse && headTestsEmptiness(block) { return parameterTested(by: block, in: type, perform) }
            return block.kind == .ifThen ? parameterAbsent(in: block, of: type) : nil
        }
        let dialog = call.arguments.first { $0.label == "dialog" }
        let valueArgument = call.arguments.first { $0.label == "value" }
        let value = valueArgument.map { code($0.value).trimmingWhitespace() }
        let context = ReturnContext(
            statement: statement, call: call, type: type, perform: perform, innermost: innermost, fellThrough: fellThrough,
            afterEarlyReturn: afterEarlyReturn,
            onFailurePath: fellThrough || afterEarlyReturn || innermost != nil, binds: binds,
            answering: starts(type, withAnyOf: ReviewWords.answering), ending: endsSomething(type), emptyParameter: emptyParameter,
            dialog: dialog, valueArgument: valueArgument, value: value,
            // `value: false`, `nil` or `""` alone says what a bare result says in a catch or a lookup's guard: nothing was done.
            emptyValue: call.arguments.count == 1 && (value == "false" || value == "nil" || value == "\"\"") ? value : nil,
            // `dialog: ""` says nothing: a bare result.
            bare: call.arguments.isEmpty || (call.arguments.count == 1 && dialog.map { code($0.value).trimmingWhitespace() == "\"\"" } == true))
        return (path, pathSigns(context) + emptyResultSigns(context) + literalSigns(context) + builtTextSigns(context))
    }

    /// Signs of the path itself: a catch that returns its error's text, an error namespace, a guard with nothing to do or
    /// on the intent's own flag, a block that does the work another way.
    package func pathSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        // The catch the return is in, however deep (`catch { if let e = error as? E { … } else { return … } }`).
        let enclosingCatch = c.statement.blocks.last { $0.kind == .catchBlock }
        if let enclosingCatch, let name = enclosingCatch.caughtName, !c.call.arguments.isEmpty,
           c.call.arguments.contains(where: { mentions($0.tokens, name) }) {
            signs.add(.caughtErrorAsText, "the catch returns the text of the error it caught (`\(name)`)", name)
        }
        if let namespace = errorNamespace(in: c.call) { signs.add(.errorMessage, "the result's text comes from \(namespace)", namespace) }
        if let innermost = c.innermost, innermost.kind == .guardElse, headTestsEmptiness(innermost), c.emptyParameter == nil {
            signs.add(.nothingToDo, "the guard tests isEmpty: nothing to do is no failure")
        }
        if let innermost = c.innermost, innermost.kind == .guardElse, let name = boolFlagTested(by: innermost, of: c.type) {
            signs.add(.switchedOff, "the guard tests the intent's own on/off flag \(name): turned off, there is nothing to do", name)
        }
        if let innermost = c.innermost, innermost.kind != .switchCase, let work = work(before: c.statement, in: innermost) {
            signs.add(.fallback, "the block runs \(work) before it returns")
        }
        return signs.signs
    }

    /// Signs of a result that says nothing (bare, or `value: false`/`nil`/`""` alone) where it is, and of a guard's else
    /// that a `try?` leads to.
    package func emptyResultSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        let (statement, innermost, bare, binds, emptyValue) = (c.statement, c.innermost, c.bare, c.binds, c.emptyValue)
        let (fellThrough, answering, ending) = (c.fellThrough, c.answering, c.ending)
        if let nothing = bare ? "a bare .result()" : emptyValue.map({ "value \($0)" }) {
            if bare, fellThrough { signs.add(.fellThrough, "a bare .result() after the lookup's return") }
            if bare, statement.followsReturningLoop {
                signs.add(.loopFoundNothing, "a bare .result() after a loop that returns from inside: the way out when it found nothing")
            }
            if bare, statement.followsSkippedLookup { signs.add(.skippedWhenNotFound, "a bare .result() right after an if-let lookup without else: when it finds nothing, nothing is done") }
            if let innermost, innermost.kind == .guardElse, logsAnError(in: innermost.range, before: statement.range.lowerBound) {
                signs.add(.loggedFailure, "the guard's else logs an error first")
            }
            if let innermost, innermost.kind == .catchBlock, let name = innermost.caughtName {
                signs.add(.caughtAndDropped, "the catch binds `\(name)` and returns \(nothing)")
            }
            // `nil` is the item the lookup didn't find; `false` is a truthful answer to a question ("is it running?") and
            // the state an ending action asked for.
            if binds && (emptyValue != "false" || !(answering || ending)) {
                signs.add(.lookupFoundNothing, "\(nothing) where the guard's lookup found nothing")
            }
            if bare, let innermost, innermost.kind == .guardElse || innermost.kind == .catchBlock {
                signs.add(.bareOnFailurePath, "a bare .result() in \(describe(innermost, binds: binds))")
            } else if bare, let innermost, innermost.kind == .elseBlock, innermost.binds {
                // `if let item = find(…) { …; return .result() } else { return .result() }`: the lookup found nothing.
                signs.add(.bareOnFailurePath, "a bare .result() in the else of an if-let lookup (it found nothing)")
            }
        }
        // `guard let items = try? store.fetch(…) else { return .result(value: []) }`: the else is where the error went.
        if binds, let innermost, headTries(innermost) {
            signs.add(.triedAndFailed, "the guard's else is the way out when the call it tries with try? throws")
        }
        return signs.signs
    }

    /// Signs of a literal dialog or value on a failure path: its words (failure, rejection, "No …", asking first, what is
    /// missing), an empty parameter, a value that says a failure, `false` or `nil`.
    package func literalSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        let (innermost, bare, binds, fellThrough, answering, ending) = (c.innermost, c.bare, c.binds, c.fellThrough, c.answering, c.ending)
        let (dialog, valueArgument, value, emptyParameter, type, onFailurePath) = (c.dialog, c.valueArgument, c.value, c.emptyParameter, c.type, c.onFailurePath)
        if !bare && onFailurePath {
            if let dialog {
                if let literal = literalDialog(dialog.tokens) {
                    let words = literal.words.trimmingWhitespace()
                    // Past an `if` that returned, only the first sentence says what happened: "Renewed. You will no
                    // longer get notices." is a success whose second sentence has a failure word.
                    let told = innermost == nil ? FailureWords.firstSentence(of: words) : words
                    if let word = FailureWords.firstMatch(in: told, pattern: settings.failurePattern) {
                        signs.add(.failureWord, "the dialog says '\(word)'", word)
                    }
                    if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.rejectionPattern) {
                        signs.add(.turnsDown, "the dialog says '\(phrase)'", phrase)
                    }
                    if words.hasPrefix("No ") {
                        if !answering && (binds || fellThrough) && !ending { signs.add(.noMatch, "an action's dialog starts with \"No\" after a lookup found nothing") }
                        if answering { signs.add(.queryStartsWithNo, "the dialog starts with \"No\" in a query (its title asks)") }
                        else if ending { signs.add(.nothingToEnd, "the dialog starts with \"No\" in an intent that stops or ends something") }
                        else { signs.add(.startsWithNo, "the dialog starts with \"No\"") }
                    }
                    // "Unlock sent." in an Unlock intent says what it did: its own verb asks nothing of the person.
                    if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.asksFirstPattern),
                       !starts(type, withAnyOf: [phrase.lowercased()]),
                       !FailureWords.asksFirstOffIfOnly.contains(phrase.lowercased()) || [.guardElse, .elseBlock, .catchBlock].contains(innermost?.kind) {
                        signs.add(.asksFirst, "the dialog asks the person to act first ('\(phrase)')", phrase)
                    }
                    if !answering, let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.missingPattern),
                       !starts(type, withAnyOf: [phrase.lowercased()]) {
                        signs.add(.saysItDidNot, "an action's dialog says '\(phrase)'", phrase)
                    } else if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.lackingPattern) {
                        signs.add(.saysItDidNot, "the dialog says '\(phrase)': the app lacks what the answer needs", phrase)
                    }
                    // A question with no input is not answered either ("Query is empty."): the request lacks what it needs. In a
                    // question only a parameter tested as it is counts: what it found being empty is its answer.
                    if let emptyParameter, !answering || innermost.map({ namesParameterDirectly($0, of: type) }) == true {
                        signs.add(.emptyInput, "the guard tests that the parameter \(emptyParameter) is empty", emptyParameter)
                    }
                } else {
                    signs.add(.notLiteral, "the dialog is \(code(dialog.value).prefix(60))")
                }
            } else if let valueArgument, value != "false", value != "nil",
                      let literal = literalDialog(valueArgument.tokens),
                      let word = FailureWords.firstMatch(in: literal.words, pattern: settings.failurePattern) {
                signs.add(.failureValue, "the value says '\(word)'", word)
            } else if let valueArgument, let literal = literalDialog(valueArgument.tokens),
                      let phrase = FailureWords.firstMatch(in: literal.words, pattern: FailureWords.asksFirstPattern)
                        ?? FailureWords.firstMatch(in: literal.words, pattern: FailureWords.lackingPattern)
                        ?? (innermost.map { namesParameterDirectly($0, of: type) } == true ? FailureWords.firstMatch(in: literal.words, pattern: FailureWords.emptyPattern) : nil) {
                // The answer text, handed on as the value, asks the person to act first or says the input is missing:
                // "Please select chat.", "Query is empty." in a guard that tests the query.
                signs.add(.failureValue, "the value says '\(phrase)'", phrase)
            } else if let valueArgument, valueArgument.tokens.count == 2, token(valueArgument.tokens.lowerBound, is: "."),
                      let word = FailureWords.firstMatch(in: Words.camelCase(text(ofToken: valueArgument.tokens.upperBound)).joined(separator: " "),
                                                         pattern: settings.failurePattern) {
                // `.notAvailable`, `.failed`: a case named for the failure.
                signs.add(.failureValue, "the value is the case .\(text(ofToken: valueArgument.tokens.upperBound)) ('\(word)')", word)
            }
            // A question's false is its answer ("is it running?": no).
            if value == "nil" || (value == "false" && !answering) { signs.add(.falseValue, "the value is \(value!)") }
        }
        return signs.signs
    }

    /// Signs of text that is not one literal (what builds it can say a failure), of an action's `Bool` from a call, and of
    /// an error dropped before the return.
    package func builtTextSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        // Text that is not one literal: what builds it may say a failure, on any path.
        for argument in [c.dialog, c.valueArgument].compactMap({ $0 }) where literalDialog(argument.tokens) == nil {
            if let found = failureText(in: argument.tokens, c.perform, before: c.statement.returnToken, answering: c.answering) {
                // The failure literal is in the text itself, on a path that is the failure's: the text is the message.
                if found.via == FileContext.literalInIt, argument.label == "dialog", builtDialogText(c.dialog) != nil,
                   c.afterEarlyReturn || [.guardElse, .catchBlock].contains(c.innermost?.kind) {
                    signs.add(.failureTextBuilt, "its text says '\(found.text.prefix(60))' on the failure's path", found.text)
                }
                signs.add(.textCanSayFailure, "its text can say '\(found.text.prefix(60))' (\(found.via))", found.via)
                break
            }
        }
        if !c.answering, let from = boolFromCall(c.valueArgument, of: c.type, c.perform, before: c.statement.returnToken) {
            signs.add(.boolFromCall, "the Bool value \(from)", from)
        }
        if let dropped = errorDroppedByTry(before: c.statement, in: c.perform) { signs.add(.droppedByTry, "try? \(dropped)(…) before it", dropped) }
        if let swallowed = errorOnlyLogged(before: c.statement) {
            signs.add(.loggedAndDropped, "the catch-all right before it only logs the error of \(swallowed)(…)", swallowed)
        }
        return signs.signs
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
              FailureWords.readsAsFailure(fallback.words, pattern: settings.failurePattern) else { return nil }
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
        guard !parameters.isEmpty else { return false }
        let head = Array(block.head)
        var i = 0, found = false
        while i < head.count {
            guard token(head[i], is: "let") || token(head[i], is: "var") else { i += 1; continue }
            guard i + 1 < head.count, view.tokens[head[i + 1]].kind == .identifier else { return false }
            let name = text(ofToken: head[i + 1])
            var j = i + 2
            if j < head.count, token(head[j], is: "=") {
                j += 1
                if j + 1 < head.count, token(head[j], is: "self"), token(head[j + 1], is: ".") { j += 2 }
                guard j < head.count, text(ofToken: head[j]) == name else { return false }
                j += 1
            }
            guard parameters.contains(name), j >= head.count || token(head[j], is: ",") else { return false }
            found = true
            i = j + 1
        }
        return found
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
                return StringLiteral.interpolations(text(ofToken: i)).contains { code in
                    code.trimmingWhitespace().prefix { $0.isLetter || $0.isNumber || $0 == "_" } == name
                }
            default: return false
            }
        }
    }

    package func describe(_ block: Block, binds: Bool) -> String {
        switch block.kind {
        case .guardElse: binds ? "a guard let … else (a lookup that found nothing)" : "a guard … else"
        case .catchBlock: "a catch"
        case .elseBlock: "an else"
        case .ifThen: "an if block"
        case .switchCase: "a switch case"
        default: "a block"
        }
    }

    /// The parameter whose emptiness the guard tests (`guard !images.isEmpty`, or a local made from one:
    /// `let trimmed = name.trimmingCharacters(…)`), or nil when it tests something the intent looked up.
    package func parameterTested(by block: Block, in type: TypeDecl, _ perform: FunctionDecl) -> String? {
        let parameters = Set(type.parameters.map(\.name))
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

    /// Where the text of a result's dialog or value can come from when it is not one literal: the literals written in
    /// it (`ok ? "Done." : "Couldn't …"`), the locals of `perform()` it names (what they are set to), and the functions
    /// of the module it calls, one level. The first text that reads as a failure, with where it was found. In a question
    /// (`answering`), a function's text that only says something is missing ("You don't have sleep data for today.") is
    /// the answer.
    package func failureText(in argument: ClosedRange<Int>, _ perform: FunctionDecl, before end: Int, answering: Bool) -> (text: String, via: String)? {
        var seen: Set<String> = []
        func says(_ text: String?) -> String? {
            guard let text, !answering || FailureWords.firstMatch(in: text, pattern: settings.failurePattern) != nil else { return nil }
            return text
        }
        // `local`: the first local on the way (what the message names); `depth`: how many locals deep (two at most:
        // `dialog = IntentDialog(responseText)`, `responseText = "Error turning on …"`).
        func scan(_ range: ClosedRange<Int>, local: String?, depth: Int = 0) -> (text: String, via: String)? {
            for i in range {
                switch view.tokens[i].kind {
                case .string:
                    let text = StringLiteral.textWithoutInterpolations(text(ofToken: i)).trimmingWhitespace()
                    if FailureWords.readsAsFailure(text, pattern: settings.failurePattern) {
                        return (text, local.map { "\($0) can be set to it" } ?? FileContext.literalInIt)
                    }
                    // A localization key (`"intent_book_empty_error".localized`): its words say what the text says.
                    if !text.isEmpty, !text.contains(where: \.isWhitespace), text.contains(where: { $0 == "_" || $0 == "." }),
                       FailureWords.readsAsFailure(Words.camelCase(text).joined(separator: " "), pattern: settings.failurePattern) {
                        return (text, (local.map { "\($0) can be set to " } ?? "") + "the localization key \(text)")
                    }
                case .identifier:
                    let name = text(ofToken: i)
                    let bare = !token(i - 1, is: ".")
                    if i < range.upperBound, token(i + 1, is: "("), let text = says(index.failureText(ofCall: name, bare: bare)) {
                        return (text, (local.map { "\($0) comes from " } ?? "") + "\(name)(…), which can return it")
                    }
                    // Called with `try`, the function throws its errors: what it returns on a failure path is a fallback.
                    if i < range.upperBound, token(i + 1, is: "("), !(range.lowerBound..<i).contains(where: { token($0, is: "try") }),
                       let returned = index.textReturnedOnFailure(byCall: name, bare: bare),
                       // A question's guard that finds nothing gives its answer ("You don't have steps data yet.").
                       returned.found.path != TreeIndex.FailureReturn.guardElse || says(returned.found.text) != nil {
                        let through = returned.function == name ? "" : " through \(returned.function)(…)"
                        return (returned.found.text, (local.map { "\($0) comes from " } ?? "") + "\(name)(…), which returns it \(returned.found.path)\(through)")
                    }
                    // A call named for a failure (`ContentDialogs.invalidSelector(…)`, `errorMessage(for:)`).
                    if i < range.upperBound, token(i + 1, is: "("),
                       let word = FailureWords.firstMatch(in: Words.camelCase(name).joined(separator: " "), pattern: settings.failurePattern) {
                        return (word, (local.map { "\($0) comes from " } ?? "") + "\(name)(…), named for a failure")
                    }
                    if token(i - 1, is: "."), !(i < range.upperBound && token(i + 1, is: "(")), let text = says(index.failureText(ofStaticMember: name)) {
                        return (text, (local.map { "\($0) comes from " } ?? "") + ".\(name), which says it")
                    }
                    guard depth < 2, !token(i - 1, is: "."), !seen.contains(name) else { continue }
                    seen.insert(name)
                    for statement in assignments(of: name, in: perform, before: end) {
                        if let found = scan(statement, local: local ?? name, depth: depth + 1) { return found }
                    }
                default: continue
                }
            }
            return nil
        }
        return scan(argument, local: nil)
    }

    /// The values a local of `function` is given before token `end`: what follows `=` in `let name = …`,
    /// `var name: T = …` and `name = …`, to the end of each statement.
    package func assignments(of name: String, in function: FunctionDecl, before end: Int) -> [ClosedRange<Int>] {
        guard let body = function.bodyTokens else { return [] }
        var values: [ClosedRange<Int>] = []
        var i = body.lowerBound + 1
        while i < min(end, body.upperBound) {
            guard view.tokens[i].kind == .identifier, token(i, is: name), !token(i - 1, is: ".") else { i += 1; continue }
            var j = i + 1
            if token(j, is: ":") {
                // `var name: T = …`: skip the type annotation.
                j += 1
                while j < end, !token(j, is: "="), !view.tokens[j].startsLine { j = max(j, view.partner[j]) + 1 }
            }
            guard j < end, token(j, is: "="), token(i - 1, is: "let") || token(i - 1, is: "var") || view.tokens[i].startsLine || token(i - 1, is: "{") || token(i - 1, is: ";") else { i += 1; continue }
            let start = j + 1
            let found = statement(from: start, before: end)
            var k = found.end
            // `guard let name = … else { … }`: what the else does is not the value.
            if let elseToken = found.topLevel.first(where: { token($0, is: "else") }) { k = elseToken }
            if k > start { values.append(start...(k - 1)) }
            i = max(found.end, i + 1)
        }
        return values
    }

    /// The statement that starts at token `start`, up to `end` at most: the tokens at its own level (a bracketed group is
    /// one step: its opening token) and the token after it (a new line that doesn't continue it, a `;` or a `}`).
    package func statement(from start: Int, before end: Int) -> (topLevel: [Int], end: Int) {
        var topLevel: [Int] = []
        var j = start
        repeat {
            topLevel.append(j)
            j = max(j, view.partner[j]) + 1
        } while j < end && !token(j, is: ";") && !token(j, is: "}") && !(view.tokens[j].startsLine && !view.joinsPrevious(j, bytes: source.bytes))
        return (topLevel, j)
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
            if tests, view.tokens[named].kind == .identifier, parameters.contains(text(ofToken: named)), !token(named - 1, is: ".") || token(named - 2, is: "self") {
                return text(ofToken: named)
            }
        }
        return nil
    }
}
