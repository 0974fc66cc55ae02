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
        /// Right after a loop that returns from inside: the way out of a search that found nothing, or the success after
        /// a loop that checked each item; only a dialog that says nothing was found tells the first.
        package let afterSearch: Bool
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
        // `for cue in cues { if … { return .result(dialog: "Playing …") } }` then `return .result(dialog: "No reference
        // found.")`: the way out when the search found nothing.
        let afterSearch = statement.followsReturningLoop
        // A guard that only unwraps an optional parameter (`guard let filter else`) is no lookup: the person gave nothing,
        // which may be the no-op the intent documents (a Focus filter turned off).
        let binds = innermost.map { $0.kind == .guardElse && $0.binds && !unwrapsOnlyParameters($0, of: type) } ?? false
        let path = fellThrough ? "the last return, right after an if-let lookup that returned"
            : afterEarlyReturn ? "the last return of its block, right after an if that returned"
            : afterSearch ? "right after a loop that returns from inside"
            : innermost.map { describe($0, binds: binds) } ?? "not on a failure path (the body, a do body or a loop)"
        // `guard !query.isEmpty else`, or `if query == nil` / `if query.isEmpty` that returns: the parameter is missing.
        let emptyParameter = innermost.flatMap { block -> String? in
            if block.kind == .guardElse && headTestsEmptiness(block) { return parameterTested(by: block, in: type, perform, madeFromInput: true) }
            return block.kind == .ifThen ? parameterAbsent(in: block, of: type) : nil
        }
        let dialog = call.arguments.first { $0.label == "dialog" }
        let valueArgument = call.arguments.first { $0.label == "value" }
        let value = valueArgument.map { code($0.value).trimmingWhitespace() }
        let placeholder = valueArgument.flatMap { isPlaceholder($0) ? text(ofToken: $0.tokens.lowerBound) : nil }
        let context = ReturnContext(
            statement: statement, call: call, type: type, perform: perform, innermost: innermost, fellThrough: fellThrough,
            afterEarlyReturn: afterEarlyReturn,
            afterSearch: afterSearch, onFailurePath: fellThrough || afterEarlyReturn || innermost != nil, binds: binds,
            answering: starts(type, withAnyOf: ReviewWords.answering) || namesAnAnswer(type), ending: endsSomething(type), emptyParameter: emptyParameter,
            dialog: dialog, valueArgument: valueArgument, value: value,
            // `value: false`, `nil` or `""` alone says what a bare result says in a catch or a lookup's guard: nothing was done.
            // A placeholder of punctuation alone (`"--/--"`, `"—"`) says as little as `""`.
            emptyValue: call.arguments.count == 1 && (value == "false" || value == "nil" || value == "\"\"" || value == "[]" || placeholder != nil) ? placeholder ?? value : nil,
            // `dialog: ""` says nothing: a bare result.
            bare: call.arguments.isEmpty || (call.arguments.count == 1 && dialog.map { code($0.value).trimmingWhitespace() == "\"\"" } == true))
        return (path, pathSigns(context) + emptyResultSigns(context) + literalSigns(context) + builtTextSigns(context))
    }

    /// A string literal of a few marks and no letter or digit (`"--/--"`, `"—"`, `"?"`): a placeholder where a value would be.
    func isPlaceholder(_ argument: ResultCall.Argument) -> Bool {
        guard argument.tokens.count == 1, view.tokens[argument.tokens.lowerBound].kind == .string else { return false }
        let value = text(ofToken: argument.tokens.lowerBound)
        guard value.count >= 3, value.count <= 10, value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\") else { return false }
        return value.dropFirst().dropLast().allSatisfy(\.isPunctuation)
    }

    /// Signs of the path itself: a catch that returns its error's text, an error namespace, a guard with nothing to do or
    /// on the intent's own flag, a block that does the work another way.
    package func pathSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        // The catch the return is in, however deep (`catch { if let e = error as? E { … } else { return … } }`).
        let enclosingCatch = c.statement.blocks.last { $0.kind == .catchBlock }
        if let enclosingCatch, let name = enclosingCatch.caughtName, !c.call.arguments.isEmpty,
           c.call.arguments.contains(where: { mentions($0.tokens, name) || (c.valueArgument == nil && madeInCatch(from: name, $0.tokens, enclosingCatch, c)) }) {
            signs.add(.caughtErrorAsText, "the catch returns the text of the error it caught (`\(name)`)", name)
        }
        if let namespace = errorNamespace(in: c.call, perform: c.perform, before: c.statement.returnToken) { signs.add(.errorMessage, "the result's text comes from \(namespace)", namespace) }
        // Not when its else logs an error first (`guard let token = …, !token.isEmpty else { log("Token is invalid") … }`):
        // the code itself calls the empty value a failure.
        if let innermost = c.innermost, innermost.kind == .guardElse, headTestsEmptiness(innermost), c.emptyParameter == nil,
           !logsFailure(in: innermost.range, before: c.statement.range.lowerBound) {
            signs.add(.nothingToDo, "the guard tests isEmpty: nothing to do is no failure")
        }
        if let innermost = c.innermost, playsSuccessFeedback(view.tokenIndices(in: innermost.range.lowerBound..<c.statement.range.lowerBound)) {
            signs.add(.nothingToDo, "the block plays the success feedback first: the code calls this path a success")
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
            if bare, statement.followsSkippedSetUp {
                signs.add(.skippedWithoutSetUp, "a bare .result() right after an if-let without else on a set-up value or an optional parameter as it is")
            }
            if let innermost, innermost.kind == .guardElse, logsAnError(in: innermost.range, before: statement.range.lowerBound) {
                signs.add(.loggedFailure, "the guard's else logs an error first")
            }
            if let innermost, innermost.kind == .catchBlock, let name = innermost.caughtName {
                signs.add(.caughtAndDropped, "the catch binds `\(name)` and returns \(nothing)")
            }
            // `nil` (or `[]`) is the item the lookup didn't find; `false` is a truthful answer to a question ("is it running?") and
            // the state an ending action asked for. A question's `nil` ("Get Current Post" when none is pinned) may be its
            // answer, that there is none: a warning, not a rewrite.
            if binds, answering, emptyValue == "nil" || emptyValue == "[]" {
                signs.add(.queryFoundNothing, "a question's value \(emptyValue!) where the guard's lookup found nothing: a failure, unless there being none is the answer")
            } else if binds && (emptyValue != "false" || !(answering || ending)) {
                signs.add(.lookupFoundNothing, "\(nothing) where the guard's lookup found nothing")
            }
            if bare, let innermost, innermost.kind == .guardElse || innermost.kind == .catchBlock {
                signs.add(.bareOnFailurePath, "a bare .result() in \(describe(innermost, binds: binds))")
            } else if bare, let innermost, innermost.kind == .elseBlock, innermost.binds {
                // `if let item = find(…) { …; return .result() } else { return .result() }`: the lookup found nothing.
                signs.add(.bareOnFailurePath, "a bare .result() in the else of an if-let lookup (it found nothing)")
            }
        }
        // `if let asset = find(target.id) { delete(asset) }` then "Deleted \(name).": an action whose whole work is the block
        // of a lookup of what the person asked for says it was done even when the lookup found nothing and nothing was.
        if !bare, statement.followsSkippedLookup, !answering, !ending, let dialog = c.dialog, literalDialog(dialog.tokens) != nil,
           opensWithLookupOfRequest(c) {
            signs.add(.skippedWhenNotFound, "the dialog says it was done right after an if-let lookup without else: when it finds nothing, nothing is done")
        }
        // `guard let items = try? store.fetch(…) else { return .result(value: []) }`: the else is where the error went.
        if binds, let innermost, headTries(innermost), !(c.answering && c.emptyValue == "nil") {
            signs.add(.triedAndFailed, "the guard's else is the way out when the call it tries with try? throws")
        }
        return signs.signs
    }

    /// Signs of a literal dialog or value on a failure path: its words (failure, rejection, "No …", asking first, what is
    /// missing), an empty parameter, a value that says a failure, `false` or `nil`.
    package func literalSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        let (innermost, bare, answering, ending) = (c.innermost, c.bare, c.answering, c.ending)
        // `for cue in cues { if … { return … } }` then "No link found.": the search found nothing. Only "No … found" or
        // "No … available" counts there: the return after a loop is as often the success after checking each item.
        if c.afterSearch, !c.onFailurePath, !answering, !ending, let dialog = c.dialog, let literal = literalDialog(dialog.tokens) {
            let words = literal.words.trimmingWhitespace()
            if FailureWords.startsWithNo(words), FailureWords.firstMatch(in: words, pattern: FailureWords.foundNothingPattern) != nil {
                signs.add(.noMatch, "an action's dialog right after a search loop says nothing was found")
            }
        }
        let (dialog, valueArgument, value, emptyParameter, type, onFailurePath) = (c.dialog, c.valueArgument, c.value, c.emptyParameter, c.type, c.onFailurePath)
        if !bare && onFailurePath {
            if let dialog {
                if let literal = literalText(dialog.tokens, before: c.statement.returnToken) {
                    let words = literal.words.trimmingWhitespace()
                    // Past an `if` that returned, only the first sentence says what happened: "Renewed. You will no
                    // longer get notices." is a success whose second sentence has a failure word.
                    let told = innermost == nil ? FailureWords.firstSentence(of: words) : words
                    if let word = FailureWords.firstMatch(in: told, pattern: failurePattern) {
                        signs.add(.failureWord, "the dialog says '\(word)'", word)
                    }
                    if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.rejectionPattern) {
                        // An action's guard on what the person asked for (a parameter, or a local made from one) turned
                        // the request down ("Reps must be at least 1."): the action did not happen. A guard on the app's
                        // state ("Nothing needs to be synced.", "The timer has to be running to stop it.") may be the
                        // no-op it says, and the words can describe a state: those stay warnings.
                        if let innermost, innermost.kind == .guardElse, !answering, !ending,
                           !FailureWords.negatesRejection(words), parameterTested(by: innermost, in: type, c.perform) != nil {
                            signs.add(.rejectsRequest, "an action's guard turns the request down: '\(phrase)'", phrase)
                        }
                        signs.add(.turnsDown, "the dialog says '\(phrase)'", phrase)
                    }
                    noSigns(words, "dialog", c, into: &signs)
                    // "Unlock sent." in an Unlock intent says what it did: its own verb asks nothing of the person.
                    if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.asksFirstPattern),
                       !starts(type, withAnyOf: [phrase.lowercased()]), counts(phrase, FailureWords.asksFirstOffIfOnly, innermost) {
                        signs.add(.asksFirst, "the dialog asks the person to act first ('\(phrase)')", phrase)
                    }
                    let nothingThere = FailureWords.firstMatch(in: words, pattern: FailureWords.nothingTherePattern) != nil
                    let missing = answering || nothingThere ? nil : FailureWords.firstMatch(in: words, pattern: FailureWords.missingPattern).flatMap {
                        !starts(type, withAnyOf: [$0.lowercased()]) && counts($0, FailureWords.asksFirstAdvice, innermost) ? $0 : nil
                    }
                    let undoes = missing != nil && undoesWhatIsMissing(type, words)
                    if let phrase = missing, !undoes {
                        signs.add(.saysItDidNot, "an action's dialog says '\(phrase)'", phrase)
                    } else if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.lackingPattern) {
                        signs.add(.saysItDidNot, "the dialog says '\(phrase)': the app lacks what the answer needs", phrase)
                    }
                    if let phrase = missing, undoes { signs.add(.nothingToUndo, "it undoes something and says it hasn't been done ('\(phrase)')", phrase) }
                    // A question with no input is not answered either ("Query is empty."): the request lacks what it needs. In a
                    // question only a parameter tested as it is counts: what it found being empty is its answer.
                    if let emptyParameter, !answering || innermost.map({ namesParameterDirectly($0, of: type) }) == true {
                        signs.add(.emptyInput, "the guard tests that the parameter \(emptyParameter) is empty", emptyParameter)
                    }
                } else {
                    signs.add(.notLiteral, "the dialog is \(code(dialog.value).prefix(60))")
                }
            } else if let valueArgument, value != "false", value != "nil",
                      let literal = literalText(valueArgument.tokens, before: c.statement.returnToken),
                      let word = FailureWords.firstMatch(in: literal.words, pattern: failurePattern) {
                signs.add(.failureValue, "the value says '\(word)'", word)
            } else if let valueArgument, let literal = literalText(valueArgument.tokens, before: c.statement.returnToken),
                      let phrase = FailureWords.firstMatch(in: literal.words, pattern: FailureWords.asksFirstPattern).flatMap({ counts($0, FailureWords.asksFirstAdvice, innermost) ? $0 : nil })
                        ?? FailureWords.firstMatch(in: literal.words, pattern: FailureWords.lackingPattern)
                        ?? (innermost.map { namesParameterDirectly($0, of: type) } == true ? FailureWords.firstMatch(in: literal.words, pattern: FailureWords.emptyPattern) : nil) {
                // The answer text, handed on as the value, asks the person to act first or says the input is missing:
                // "Please select chat.", "Query is empty." in a guard that tests the query.
                signs.add(.failureValue, "the value says '\(phrase)'", phrase)
            } else if let valueArgument, let literal = literalText(valueArgument.tokens, before: c.statement.returnToken), FailureWords.startsWithNo(literal.words.trimmingWhitespace()) {
                // The answer handed on as the value says there is none: "No entry for `x`." after the lookup of `x` found nothing.
                noSigns(literal.words.trimmingWhitespace(), "value", c, into: &signs)
            } else if let valueArgument, valueArgument.tokens.count == 2, token(valueArgument.tokens.lowerBound, is: "."),
                      let word = FailureWords.firstMatch(in: Words.camelCase(text(ofToken: valueArgument.tokens.upperBound)).joined(separator: " "),
                                                         pattern: failurePattern) {
                // `.notAvailable`, `.failed`: a case named for the failure.
                signs.add(.failureValue, "the value is the case .\(text(ofToken: valueArgument.tokens.upperBound)) ('\(word)')", word)
            }
            // A question's false is its answer ("is it running?": no).
            if value == "nil" || (value == "false" && !answering) { signs.add(.falseValue, "the value is \(value!)") }
        }
        return signs.signs
    }

    /// Signs of a literal dialog or value on a failure path that starts "No …": after a lookup that found nothing, an action's
    /// found no match; a query's "No … found" says its lookup came back empty, its other "No …" is most often the answer; an
    /// intent that ends something may have had nothing to end.
    private func noSigns(_ words: String, _ what: String, _ c: ReturnContext, into signs: inout ReturnSignList) {
        guard FailureWords.startsWithNo(words) else { return }
        if !c.answering && (c.binds || c.fellThrough) && !c.ending { signs.add(.noMatch, "an action's \(what) starts with \"No\" after a lookup found nothing") }
        if c.answering, c.binds, let word = FailureWords.firstMatch(in: words, pattern: FailureWords.foundNothingPattern) {
            signs.add(.queryFoundNothing, "a query's \"No …\" says '\(word)' after the guard's lookup found nothing", word)
        }
        if c.answering { signs.add(.queryStartsWithNo, "the \(what) starts with \"No\" in a query (its title asks)") }
        else if c.ending { signs.add(.nothingToEnd, "the \(what) starts with \"No\" in an intent that stops or ends something") }
        else { signs.add(.startsWithNo, "the \(what) starts with \"No\"") }
    }

    /// Signs of text that is not one literal (what builds it can say a failure), of an action's `Bool` from a call, and of
    /// an error dropped before the return.
    package func builtTextSigns(_ c: ReturnContext) -> [ReturnSignFound] {
        var signs = ReturnSignList()
        // Text that is not one literal, or one that interpolates (`"\(Summary.unreadText())"`): what builds it may say a
        // failure, on any path.
        // A value that is no text (`ReturnsValue<[SessionEntity]>`) says nothing, whatever made it.
        let valueIsText = c.perform.returnType.flatMap { TypeReference.returnedValue(in: code($0)) }
            .flatMap { TypeReference($0).name }.map(IntentProtocols.textValues.contains) ?? true
        for argument in [c.dialog, valueIsText ? c.valueArgument : nil].compactMap({ $0 }) {
            let literal = literalDialog(argument.tokens) != nil
            guard !literal || argument.tokens.contains(where: { view.tokens[$0].kind == .string && StringLiteral.hasInterpolation(text(ofToken: $0)) }) else { continue }
            if let found = failureText(in: argument.tokens, c.perform, before: c.statement.returnToken, answering: c.answering,
                                         innermost: c.innermost, literalWords: !literal) {
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

    /// A local the argument names is made, inside the catch, from the error it caught (`let reason = (error as?
    /// APIError)?.errorDescription ?? "Something went wrong."`). Asked only of a result without a value: one that hands
    /// the text on as its value too stays a warning (`after-a-search-and-problem-words`).
    private func madeInCatch(from name: String, _ tokens: ClosedRange<Int>, _ block: Block, _ c: ReturnContext) -> Bool {
        tokens.contains { i in
            view.tokens[i].kind == .identifier && !token(i - 1, is: ".")
                && assignments(of: text(ofToken: i), in: c.perform, before: c.statement.returnToken).contains { statement in
                    block.range.contains(view.tokens[statement.lowerBound].range.lowerBound) && mentions(statement, name)
                }
        }
    }

    /// An intent that undoes something ("Unlike Post", "Remove Repost") whose dialog says it hasn't been done ("You
    /// haven't liked that post.", "You haven't reposted it."): the state is already what was asked, a no-op and no
    /// failure (the RUBRIC's no-op; joshlacal/Catbird's unlike, remove-repost and unblock in Evaluation/labels).
    package func undoesWhatIsMissing(_ type: TypeDecl, _ words: String) -> Bool {
        let title = Words.plain(titleText(of: type) ?? "")
        let name = title.isEmpty ? Words.camelCase(type.simpleName) : title
        guard let verb = name.first else { return false }
        let undone: Substring
        if verb.hasPrefix("un"), verb.count > 4 { undone = verb.dropFirst(2) }
        else if FailureWords.undoingVerbs.contains(verb), name.count > 1 { undone = Substring(name[1]) }
        else { return false }
        let said = Words.plain(words)
        return said.indices.dropLast(2).contains { i in
            FailureWords.notDoneYet.contains([said[i], said[i + 1]]) && said[i + 2].hasPrefix(undone)
        }
    }

    /// `perform()` opens with the `if let` that ends right before the return (`if let asset = find(target.id) { … }` then
    /// `return`), and its head only looks up what the person asked for: it names a parameter of the intent (`self.` or
    /// not), and no call in it does something (its first word one of `NavigationWords.doing` or `.writing`:
    /// `updateValue`, `removeValue`, whose result is only what was there before; `writePendingScript(…)`, whose nil is a
    /// write that failed, the work itself).
    package func opensWithLookupOfRequest(_ c: ReturnContext) -> Bool {
        guard let body = c.perform.bodyTokens, token(body.lowerBound + 1, is: "if") else { return false }
        // The `if`'s block: the first `{` outside brackets (a condition holds no trailing closure).
        var open = body.lowerBound + 2
        while open < c.statement.returnToken, !token(open, is: "{") {
            open = (view.partner[open] > open && (token(open, is: "(") || token(open, is: "[")) ? view.partner[open] : open) + 1
        }
        guard open < c.statement.returnToken, view.partner[open] == c.statement.returnToken - 1 else { return false }
        let head = body.lowerBound + 2..<open
        let parameters = Set(c.type.parameters.map(\.name))
        let namesParameter = head.contains { namesOwn($0, of: parameters) }
        let acts = view.calls(in: head.lowerBound...(head.upperBound - 1), bytes: source.bytes).contains { i in
            Words.camelCase(text(ofToken: i)).first.map { NavigationWords.doing.contains($0) || NavigationWords.writing.contains($0) } == true
        }
        return namesParameter && !acts
    }

    /// Whether a phrase counts here: one of `onlyOnFailureBlocks` ("Please …", "Open the app …") only in a guard's
    /// `else`, an `else` or a `catch`, since after a success it is advice; any other phrase anywhere.
    package func counts(_ phrase: String, _ onlyOnFailureBlocks: Set<String>, _ innermost: Block?) -> Bool {
        !onlyOnFailureBlocks.contains(phrase.lowercased()) || innermost?.isFailureBranch == true
    }
}
