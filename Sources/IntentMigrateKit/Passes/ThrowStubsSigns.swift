/// One sign `throw-stubs` found at a return, with what it saw.
struct ReturnSignFound: Sendable {
    let code: ReturnSign
    let evidence: String
    /// The word, phrase, namespace or call the message names.
    var detail = ""
}

extension FileContext {
    /// Every sign at a `return .result(…)` of `perform()`, each with its evidence, and the path it is on: what
    /// `ReturnDecisions` decides from.
    func returnSigns(_ statement: ReturnStatement, _ call: ResultCall, in type: TypeDecl, _ perform: FunctionDecl) -> (path: String, signs: [ReturnSignFound]) {
        var signs: [ReturnSignFound] = []
        func add(_ code: ReturnSign, _ evidence: String, _ detail: String = "") {
            signs.append(ReturnSignFound(code: code, evidence: evidence, detail: detail))
        }
        let innermost = statement.blocks.last { ThrowStubsPass.failurePathKinds.contains($0.kind) }
        let fellThrough = statement.endsFunction && statement.followsIfWithoutElse
        // `if ok { return .result(dialog: "Done.") }` then `return .result(dialog: "Could not …")`: the way left.
        let afterEarlyReturn = statement.endsBlockAfterReturningIf
        let onFailurePath = fellThrough || afterEarlyReturn || innermost != nil
        let binds = innermost.map { $0.kind == .guardElse && $0.binds } ?? false
        let answering = starts(type, withAnyOf: ReviewWords.answering)
        let ending = endsSomething(type)
        let path = fellThrough ? "the last return, right after an if-let lookup that returned"
            : afterEarlyReturn ? "the last return of its block, right after an if that returned"
            : innermost.map { describe($0, binds: binds) } ?? "not on a failure path (the body, a do body or a loop)"

        if let innermost, innermost.kind == .catchBlock, let name = innermost.caughtName, !call.arguments.isEmpty,
           call.arguments.contains(where: { mentions($0.tokens, name) }) {
            add(.caughtErrorAsText, "the catch returns the text of the error it caught (`\(name)`)", name)
        }
        if let namespace = errorNamespace(in: call) { add(.errorMessage, "the result's text comes from \(namespace)", namespace) }
        let emptyParameter = innermost.flatMap { $0.kind == .guardElse && headTestsEmptiness($0) ? parameterTested(by: $0, in: type, perform) : nil }
        if let innermost, innermost.kind == .guardElse, headTestsEmptiness(innermost), emptyParameter == nil {
            add(.nothingToDo, "the guard tests isEmpty: nothing to do is no failure")
        }
        if let innermost, innermost.kind != .switchCase, let work = work(before: statement, in: innermost) {
            add(.fallback, "the block runs \(work) before it returns")
        }
        let dialog = call.arguments.first { $0.label == "dialog" }
        let valueArgument = call.arguments.first { $0.label == "value" }
        let value = valueArgument.map { code($0.value).trimmingWhitespace() }
        // `value: false` or `value: nil` alone says what a bare result says in a catch or a lookup's guard: nothing was done.
        let emptyValue = call.arguments.count == 1 && (value == "false" || value == "nil") ? value : nil
        if let nothing = call.arguments.isEmpty ? "a bare .result()" : emptyValue.map({ "value \($0)" }) {
            let bare = call.arguments.isEmpty
            if bare, fellThrough { add(.fellThrough, "a bare .result() after the lookup's return") }
            if let innermost, innermost.kind == .guardElse, logsAnError(in: innermost.range, before: statement.range.lowerBound) {
                add(.loggedFailure, "the guard's else logs an error first")
            }
            if let innermost, innermost.kind == .catchBlock, let name = innermost.caughtName {
                add(.caughtAndDropped, "the catch binds `\(name)` and returns \(nothing)")
            }
            // `nil` is the item the lookup didn't find; `false` is a truthful answer to a question ("is it running?") and
            // the state an ending action asked for.
            if binds && (emptyValue != "false" || !(answering || ending)) {
                add(.lookupFoundNothing, "\(nothing) where the guard's lookup found nothing")
            }
            if bare, let innermost, innermost.kind == .guardElse || innermost.kind == .catchBlock {
                add(.bareOnFailurePath, "a bare .result() in \(describe(innermost, binds: binds))")
            }
        }
        if !call.arguments.isEmpty && onFailurePath {
            if let dialog {
                if let literal = literalDialog(dialog.tokens) {
                    let words = literal.words.trimmingWhitespace()
                    // Past an `if` that returned, only the first sentence says what happened: "Renewed. You will no
                    // longer get notices." is a success whose second sentence has a failure word.
                    let told = innermost == nil ? FailureWords.firstSentence(of: words) : words
                    if let word = FailureWords.firstMatch(in: told, pattern: settings.failurePattern) {
                        add(.failureWord, "the dialog says '\(word)'", word)
                    }
                    if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.rejectionPattern) {
                        add(.turnsDown, "the dialog says '\(phrase)'", phrase)
                    }
                    if words.hasPrefix("No ") {
                        if !answering && (binds || fellThrough) && !ending { add(.noMatch, "an action's dialog starts with \"No\" after a lookup found nothing") }
                        add(answering ? .queryStartsWithNo : .startsWithNo, "the dialog starts with \"No\"" + (answering ? " in a query (its title asks)" : ""))
                    }
                    if let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.asksFirstPattern),
                       !FailureWords.asksFirstOffIfOnly.contains(phrase.lowercased()) || [.guardElse, .elseBlock, .catchBlock].contains(innermost?.kind) {
                        add(.asksFirst, "the dialog asks the person to act first ('\(phrase)')", phrase)
                    }
                    if !answering, let phrase = FailureWords.firstMatch(in: words, pattern: FailureWords.missingPattern) {
                        add(.saysItDidNot, "an action's dialog says '\(phrase)'", phrase)
                    }
                    if let emptyParameter, !answering { add(.emptyInput, "the guard tests that the parameter \(emptyParameter) is empty", emptyParameter) }
                } else {
                    add(.notLiteral, "the dialog is \(code(dialog.value).prefix(60))")
                }
            } else if let valueArgument, value != "false", value != "nil",
                      let literal = literalDialog(valueArgument.tokens),
                      let word = FailureWords.firstMatch(in: literal.words, pattern: settings.failurePattern) {
                add(.failureValue, "the value says '\(word)'", word)
            }
            // A question's false is its answer ("is it running?": no).
            if value == "nil" || (value == "false" && !answering) { add(.falseValue, "the value is \(value!)") }
        }
        // Text that is not one literal: what builds it may say a failure, on any path.
        for argument in [dialog, valueArgument].compactMap({ $0 }) where literalDialog(argument.tokens) == nil {
            if let found = failureText(in: argument.tokens, perform, before: statement.returnToken) {
                add(.textCanSayFailure, "its text can say '\(found.text.prefix(60))' (\(found.via))", found.via)
                break
            }
        }
        if let dropped = errorDroppedByTry(before: statement, in: perform) { add(.droppedByTry, "try? \(dropped)(…) before it", dropped) }
        if let swallowed = errorOnlyLogged(before: statement) {
            add(.loggedAndDropped, "the catch-all right before it only logs the error of \(swallowed)(…)", swallowed)
        }
        return (path, signs)
    }

    /// The intent's goal is an absence (stop, end, cancel …): its title, name or description starts with such a verb
    /// ("I'm Awake", described "End the active sleep session."). "Nothing to end" is then as often a no-op as a failure.
    func endsSomething(_ type: TypeDecl) -> Bool {
        starts(type, withAnyOf: FailureWords.endingVerbs)
            || Words.plain(text(ofProperty: "description", in: type) ?? "").first.map { word in
                // "Ends the timer." as "End the timer.".
                FailureWords.endingVerbs.contains(word) || (word.hasSuffix("s") && FailureWords.endingVerbs.contains(String(word.dropLast())))
            } ?? false
    }

    /// The tokens name `name` as a value: an identifier that is not a member (`error`, `error.localizedDescription`,
    /// not `result.error`), in the code or in a string literal's interpolation (`"Failed: \(error)"`).
    func mentions(_ tokens: ClosedRange<Int>, _ name: String) -> Bool {
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

    func describe(_ block: Block, binds: Bool) -> String {
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
    func parameterTested(by block: Block, in type: TypeDecl, _ perform: FunctionDecl) -> String? {
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
    /// of the module it calls, one level. The first text that reads as a failure, with where it was found.
    func failureText(in argument: ClosedRange<Int>, _ perform: FunctionDecl, before end: Int) -> (text: String, via: String)? {
        var seen: Set<String> = []
        // `local`: the first local on the way (what the message names); `depth`: how many locals deep (two at most:
        // `dialog = IntentDialog(responseText)`, `responseText = "Error turning on …"`).
        func scan(_ range: ClosedRange<Int>, local: String?, depth: Int = 0) -> (text: String, via: String)? {
            for i in range {
                switch view.tokens[i].kind {
                case .string:
                    let text = StringLiteral.textWithoutInterpolations(text(ofToken: i)).trimmingWhitespace()
                    if FailureWords.readsAsFailure(text, pattern: settings.failurePattern) {
                        return (text, local.map { "\($0) can be set to it" } ?? "a literal in it")
                    }
                case .identifier:
                    let name = text(ofToken: i)
                    if i < range.upperBound, token(i + 1, is: "("), let text = index.failureTexts[name] {
                        return (text, (local.map { "\($0) comes from " } ?? "") + "\(name)(…), which can return it")
                    }
                    if token(i - 1, is: "."), !(i < range.upperBound && token(i + 1, is: "(")), let text = index.failureTexts["." + name] {
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
    func assignments(of name: String, in function: FunctionDecl, before end: Int) -> [ClosedRange<Int>] {
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
    func statement(from start: Int, before end: Int) -> (topLevel: [Int], end: Int) {
        var topLevel: [Int] = []
        var j = start
        repeat {
            topLevel.append(j)
            j = max(j, view.partner[j]) + 1
        } while j < end && !token(j, is: ";") && !token(j, is: "}") && !(view.tokens[j].startsLine && !view.joinsPrevious(j, bytes: source.bytes))
        return (topLevel, j)
    }

    /// The guard tests emptiness (`guard !items.isEmpty`).
    func headTestsEmptiness(_ block: Block) -> Bool {
        block.head.contains { view.tokens[$0].kind == .identifier && token($0, is: "isEmpty") }
    }

    /// The first statement of `block` before the return that does something other than record (log, print, count an
    /// analytics event): its first words (`requestSceneSessionActivation`), or nil.
    ///
    /// Not work: a conditional-compilation line (`#if DEBUG`), a local the return itself reads (`let message = "…"`:
    /// the answer being written), and an `if`, `guard` or `switch` with a `return` inside (another way out, not work
    /// done on this one).
    func work(before `return`: ReturnStatement, in block: Block) -> String? {
        var i = view.tokenIndices(in: block.range).lowerBound
        if token(i, is: "{") { i += 1 }
        let end = `return`.returnToken
        while i < end {
            if view.tokens[i].kind == .pound, Directive(source.bytes[view.tokens[i].range]) != nil {
                // The directive's condition runs to the end of its line.
                i += 1
                while i < end, !view.tokens[i].startsLine { i += 1 }
                continue
            }
            let statement = self.statement(from: i, before: end)
            let words = statement.topLevel.filter { view.tokens[$0].kind == .identifier }.map(text(ofToken:))
            var j = statement.end
            if j < end, token(j, is: ";") { j += 1 }
            defer { i = j }
            if words.isEmpty || words.contains(where: FailureWords.records) { continue }
            // `navigation.show(toast: .error)`: telling the person it failed is no work done another way.
            if reportsAnError(i..<j) { continue }
            // `let message = "…"`, `responseText = …` (or an `if` that only sets them): the answer being written.
            if wordsTheAnswer(i..<j, feeding: `return`) { continue }
            // `if done { return … }`: another way out.
            if ["if", "guard", "switch"].contains(words[0]), (i..<j).contains(where: { token($0, is: "return") }) { continue }
            return words.filter { !["await", "try", "let", "var", "_"].contains($0) }.prefix(4).joined(separator: ".")
        }
        return nil
    }
}

extension FileContext {
    /// The tokens show the person an error: an `.error` or `.failure` case passed to a call (`show(toast: .error)`,
    /// `haptics.play(.failure)`), or a call named for it (`showError(…)`, `presentError(…)`).
    func reportsAnError(_ tokens: Range<Int>) -> Bool {
        tokens.contains { i in
            guard view.tokens[i].kind == .identifier, i + 1 < view.tokens.count else { return false }
            let name = text(ofToken: i)
            if (name == "error" || name == "failure") && token(i - 1, is: ".") && (token(i + 1, is: ")") || token(i + 1, is: ",")) {
                // A case, not a member of something named (`result.error`): the dot follows `(`, `:` or `,`.
                return i >= 2 && (token(i - 2, is: "(") || token(i - 2, is: ":") || token(i - 2, is: ","))
            }
            return token(i + 1, is: "(") && ["showError", "presentError", "displayError", "showFailure", "presentFailure"].contains(name)
        }
    }

    /// Calls that log an error: `Log.error(…)`, `logger.error(…)`, `Current.Log.error(…)`, `Logger.intents.fault(…)`,
    /// `os_log(…, type: .error)`, `assertionFailure(…)`.
    static let errorLogCalls: Set<String> = ["error", "fault", "critical"]

    /// True when the code of `block` before `offset` logs an error (a statement of its own, at the block's level or
    /// deeper): the path it is on is a failure.
    func logsAnError(in block: Range<Int>, before offset: Int) -> Bool {
        let indices = view.tokenIndices(in: block.lowerBound..<offset)
        return reportsAnError(indices) || indices.contains { i in
            guard view.tokens[i].kind == .identifier, i + 1 < view.tokens.count, token(i + 1, is: "(") else { return false }
            let name = text(ofToken: i)
            if name == "assertionFailure" { return true }
            if name == "os_log" { return view.tokenIndices(in: view.tokens[i].range.lowerBound..<offset).contains { j in
                token(j, is: ".") && j + 1 < view.tokens.count && token(j + 1, is: "error") } }
            guard FileContext.errorLogCalls.contains(name) else { return false }
            // `….error(` on a chain that names a logger: `Log`, `logger`, `Logger.intents`, `self.log`.
            return view.receivers(of: i, bytes: source.bytes).contains { $0.lowercased().contains("log") }
        }
    }
}

extension FileContext {
    /// The error a result's arguments take their text from, as written up to it: a member of an error type or of a
    /// generated strings namespace for errors (`L10n.AppIntents.Error.failedServers(…)` → `L10n.AppIntents.Error`,
    /// `error.localizedDescription` → `error`). Names inside string literals (interpolations too) and closures don't count.
    func errorNamespace(in call: ResultCall) -> String? {
        for argument in call.arguments {
            var path: [String] = []
            var i = argument.tokens.lowerBound
            while i <= argument.tokens.upperBound {
                if view.tokens[i].kind == .identifier {
                    let name = text(ofToken: i)
                    path = path.isEmpty || !token(i - 1, is: ".") ? [name] : path + [name]
                    if i + 1 <= argument.tokens.upperBound, token(i + 1, is: "."),
                       name == "error" || name == "Error" || name == "Errors" || (name.hasSuffix("Error") && name.first?.isUppercase == true) {
                        return path.joined(separator: ".")
                    }
                    // A member named for a failure: `dialog: .responseFailure`, `Messages.saveFailed`.
                    if token(i - 1, is: "."), !(i + 1 <= argument.tokens.upperBound && token(i + 1, is: ".")),
                       ["Failure", "Failed", "Error"].contains(where: { name.hasSuffix($0) && name.count > $0.count }) {
                        return (path.count > 1 ? "" : ".") + path.joined(separator: ".")
                    }
                } else if !token(i, is: ".") {
                    path = []
                    // A closure's body is skipped: what it computes is not the text returned.
                    if view.partner[i] > i, token(i, is: "{") { i = view.partner[i] }
                }
                i += 1
            }
        }
        return nil
    }
}

extension FileContext {
    /// The call whose error a statement of the return's own block drops with `try?` before the return (`try? await
    /// session.send(…)` → `session.send`), or nil. Statements inside nested blocks, closures and arguments don't count,
    /// nor a `try?` whose value is used (`let x = try? …`, `if let … = try? …`), nor `Task.sleep`; `_ = try? …` drops it too.
    func errorDroppedByTry(before statement: ReturnStatement, in function: FunctionDecl) -> String? {
        guard let body = function.bodyTokens else { return nil }
        var i = statement.blocks.last.map { view.tokenIndices(in: $0.range).lowerBound } ?? body.lowerBound
        if token(i, is: "{") { i += 1 }
        let start = i
        while i < statement.returnToken {
            if view.partner[i] > i { i = view.partner[i] + 1; continue }
            if token(i, is: "try"), token(i + 1, is: "?") {
                let statementStart = i == start || view.tokens[i].startsLine || token(i - 1, is: ";") || token(i - 1, is: "{")
                let discarded = i >= start + 2 && token(i - 1, is: "=") && token(i - 2, is: "_")
                    && (i - 2 == start || view.tokens[i - 2].startsLine || token(i - 3, is: ";"))
                if statementStart || discarded {
                    var j = i + 2
                    if token(j, is: "await") { j += 1 }
                    var names: [String] = []
                    while j < statement.returnToken, view.tokens[j].kind == .identifier {
                        names.append(text(ofToken: j))
                        guard token(j + 1, is: ".") else { break }
                        j += 2
                    }
                    // A cancelled `Task.sleep` is no failure of the intent's work.
                    if !names.isEmpty, names.last != "sleep", token(j + 1, is: "(") { return names.joined(separator: ".") }
                }
            }
            i += 1
        }
        return nil
    }
}


extension FileContext {
    /// The call whose error a `catch` that takes every error and only logs it (or does nothing) drops right before the
    /// return: `do { try await vehicle.stop() } catch { logger.error(…) }` then `return .result()` — a failed stop
    /// reaches the same success. The first `try` call of the `do` body (`vehicle.stop`), or nil.
    func errorOnlyLogged(before statement: ReturnStatement) -> String? {
        var close = statement.returnToken - 1
        guard close > 0, token(close, is: "}") else { return nil }
        var onlyLogs = true, catchesEverything = false
        // Back over the catch clauses to the `do`.
        while true {
            let open = view.partner[close]
            guard open < close, open > 0 else { return nil }
            if token(open - 1, is: "do") { break }
            var k = open - 1
            while k > 0, !token(k, is: "catch"), !token(k, is: "}"), open - k < 8 { k -= 1 }
            guard token(k, is: "catch") else { return nil }
            let pattern = (k + 1..<open).map(text(ofToken:))
            let everything = pattern.isEmpty || (pattern.count == 2 && (pattern[0] == "let" || pattern[0] == "var"))
            if everything { catchesEverything = true; onlyLogs = onlyLogs && recordsOnly(open + 1..<close) }
            guard k > 0, token(k - 1, is: "}") else { return nil }
            close = k - 1
        }
        guard catchesEverything, onlyLogs else { return nil }
        let body = view.partner[close] + 1..<close
        for i in body where token(i, is: "try") && !token(i + 1, is: "?") && !token(i + 1, is: "!") {
            var j = i + 1
            if token(j, is: "await") { j += 1 }
            var names: [String] = []
            while j < close, view.tokens[j].kind == .identifier {
                names.append(text(ofToken: j))
                guard token(j + 1, is: ".") else { break }
                j += 2
            }
            if !names.isEmpty, token(j + 1, is: "(") { return names.joined(separator: ".") }
        }
        return nil
    }

    /// Every statement in the tokens only records (a log, a print), or there is none.
    func recordsOnly(_ tokens: Range<Int>) -> Bool {
        var i = tokens.lowerBound
        while i < tokens.upperBound {
            let statement = self.statement(from: i, before: tokens.upperBound)
            let words = statement.topLevel.filter { view.tokens[$0].kind == .identifier }.map(text(ofToken:))
            if !words.contains(where: FailureWords.records) { return false }
            i = statement.end
            if i < tokens.upperBound, token(i, is: ";") { i += 1 }
        }
        return true
    }
}

extension FileContext {
    /// The statement in `tokens` only gives values to locals the return reads, directly or through another local
    /// (`let apology = "…"`; `responseText = …` read by `dialog = IntentDialog(responseText)`), or is an `if` whose
    /// blocks only do that: it words the answer, it does no work.
    func wordsTheAnswer(_ tokens: Range<Int>, feeding statement: ReturnStatement) -> Bool {
        let read = Set((statement.returnToken...statement.lastToken).filter { view.tokens[$0].kind == .identifier && !token($0 - 1, is: ".") }
            .map(text(ofToken:)))
        func assigned(_ range: Range<Int>) -> Bool {
            var i = range.lowerBound
            guard i < range.upperBound else { return false }
            while i < range.upperBound {
                let found = self.statement(from: i, before: range.upperBound)
                let first = found.topLevel.first!
                if token(first, is: "if") || token(first, is: "else") {
                    // Each block of the `if` only assigns such locals.
                    let blocks = found.topLevel.filter { token($0, is: "{") && view.partner[$0] > $0 }
                    guard !blocks.isEmpty, blocks.allSatisfy({ assigned($0 + 1..<view.partner[$0]) }) else { return false }
                } else if view.tokens[first].kind == .pound {
                    // `#available` and compilation conditions in an `if`'s head are read with it; a lone directive line is skipped.
                } else {
                    var name = first
                    if token(first, is: "let") || token(first, is: "var") { name = first + 1 }
                    guard view.tokens[name].kind == .identifier, name + 1 < range.upperBound, token(name + 1, is: "=") || token(name + 1, is: ":"),
                          read.contains(text(ofToken: name)) || feedsRead(text(ofToken: name), read) else { return false }
                }
                i = found.end
                if i < range.upperBound, token(i, is: ";") { i += 1 }
            }
            return true
        }
        /// A local named in the value of one the return reads (`dialog = IntentDialog(full: responseText, …)`).
        func feedsRead(_ name: String, _ read: Set<String>) -> Bool {
            var i = tokens.upperBound
            while i < statement.returnToken {
                if view.tokens[i].kind == .identifier, read.contains(text(ofToken: i)), i + 1 < statement.returnToken, token(i + 1, is: "=") {
                    let value = self.statement(from: i + 2, before: statement.returnToken)
                    if (i + 2..<value.end).contains(where: { token($0, is: name) && !token($0 - 1, is: ".") }) { return true }
                }
                i += 1
            }
            return false
        }
        return assigned(tokens)
    }
}
