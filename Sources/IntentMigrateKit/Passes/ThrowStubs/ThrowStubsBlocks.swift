/// What the code around a return does, for `throw-stubs`' signs: the work a failure block does before it returns,
/// the errors it logs, shows or drops on the way, and the locals that word the answer.
extension FileContext {
    /// The first statement of `block` before the return that does something other than record (log, print, count an
    /// analytics event): its first words (`requestSceneSessionActivation`), or nil.
    ///
    /// Not work: a conditional-compilation line (`#if DEBUG`), a local the return itself reads (`let message = "…"`:
    /// the answer being written), and an `if`, `guard` or `switch` with a `return` inside (another way out, not work
    /// done on this one).
    package func work(before `return`: ReturnStatement, in block: Block) -> String? {
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
            if words.isEmpty || words.contains(where: FailureWords.records) || callsRecordingHelper(i..<j) { continue }
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
    /// `haptics.play(.failure)`), a call named for it (`showError(…)`, `presentError(…)`), or a call given a literal
    /// that says the failure (`status.record(kind: "error", message: "Reminder not found.")`).
    package func reportsAnError(_ tokens: Range<Int>) -> Bool {
        tokens.contains { i in
            if view.tokens[i].kind == .string, i > tokens.lowerBound, tokens.contains(where: { token($0, is: "(") && $0 < i }) {
                let text = StringLiteral.textWithoutInterpolations(text(ofToken: i)).trimmingWhitespace()
                return !text.isEmpty && FailureWords.readsAsFailure(text, pattern: failurePattern)
            }
            guard view.tokens[i].kind == .identifier, i + 1 < view.tokens.count else { return false }
            let name = text(ofToken: i)
            if (name == "error" || name == "failure") && token(i - 1, is: ".") && (token(i + 1, is: ")") || token(i + 1, is: ",")) {
                // A case, not a member of something named (`result.error`): the dot follows `(`, `:` or `,`.
                return i >= 2 && (token(i - 2, is: "(") || token(i - 2, is: ":") || token(i - 2, is: ","))
            }
            return token(i + 1, is: "(") && FailureWords.errorShowingCalls.contains(name)
        }
    }

    /// The tokens play the success feedback (`HapticManager.shared.notification(.success)`): a `.success` case passed
    /// to a call whose chain names a haptic or feedback generator. The code itself calls its path a success.
    package func playsSuccessFeedback(_ tokens: Range<Int>) -> Bool {
        tokens.contains { i in
            guard view.tokens[i].kind == .identifier, text(ofToken: i) == "success", token(i - 1, is: "."), i >= 2, token(i - 2, is: "(") else { return false }
            let callee = i - 3
            guard callee >= 0, view.tokens[callee].kind == .identifier else { return false }
            return ([text(ofToken: callee)] + view.receivers(of: callee, bytes: source.bytes)).contains(where: FailureWords.buzzes)
        }
    }

    /// Calls that log an error: `Log.error(…)`, `logger.error(…)`, `Current.Log.error(…)`, `Logger.intents.fault(…)`,
    /// `os_log(…, type: .error)`, `assertionFailure(…)`.
    package static let errorLogCalls: Set<String> = ["error", "fault", "critical"]

    /// The block writes a log line that says a failure before `offset`: at an error level (`errorLogCalls`), or any
    /// logging call (`FailureWords.onlyLogs`) whose literal has a failure word (`Logger.shared.d(message: "Token is invalid")`).
    /// Stricter than `logsAnError`, which also takes any failure text in the block's calls (a dialog's included).
    package func logsFailure(in block: Range<Int>, before offset: Int) -> Bool {
        let indices = view.tokenIndices(in: block.lowerBound..<offset)
        return indices.contains { i in
            guard view.tokens[i].kind == .identifier, i + 1 < indices.upperBound, token(i + 1, is: "("), view.partner[i + 1] > i + 1 else { return false }
            let name = text(ofToken: i), receivers = view.receivers(of: i, bytes: source.bytes)
            guard FailureWords.onlyLogs(name, receivers: receivers) else { return false }
            if FileContext.errorLogCalls.contains(name) { return true }
            return (i + 2..<view.partner[i + 1]).contains { j in
                guard view.tokens[j].kind == .string else { return false }
                let text = StringLiteral.textWithoutInterpolations(text(ofToken: j)).trimmingWhitespace()
                return FailureWords.firstMatch(in: text, pattern: failurePattern) != nil
            }
        }
    }

    /// True when the code of `block` before `offset` logs an error (a statement of its own, at the block's level or
    /// deeper): the path it is on is a failure.
    package func logsAnError(in block: Range<Int>, before offset: Int) -> Bool {
        let indices = view.tokenIndices(in: block.lowerBound..<offset)
        return reportsAnError(indices) || indices.contains { i in
            guard view.tokens[i].kind == .identifier, i + 1 < view.tokens.count, token(i + 1, is: "(") else { return false }
            let name = text(ofToken: i)
            if name == "assertionFailure" { return true }
            if name == "os_log" { return view.tokenIndices(in: view.tokens[i].range.lowerBound..<offset).contains { j in
                token(j, is: ".") && j + 1 < view.tokens.count && token(j + 1, is: "error") } }
            guard FileContext.errorLogCalls.contains(name) else { return false }
            // `….error(` on a chain that names a logger: `Log`, `logger`, `Logger.intents`, `self.log`.
            return view.receivers(of: i, bytes: source.bytes).contains { $0.lowercased().contains(ascii: "log") }
        }
    }
}

extension FileContext {
    /// The error a result's arguments take their text from, as written up to it: a member of an error type or of a
    /// generated strings namespace for errors (`L10n.AppIntents.Error.failedServers(…)` → `L10n.AppIntents.Error`,
    /// `error.localizedDescription` → `error`). Names inside string literals (interpolations too) and closures don't count.
    package func errorNamespace(in call: ResultCall, perform: FunctionDecl? = nil, before end: Int = 0) -> String? {
        for argument in call.arguments {
            if let found = errorNamespace(in: argument.tokens) { return found }
        }
        // A local given an error's message (`let message = error.localizedDescription`), one step: its value is read, for
        // a caught error or an error type only (a flag such as `result.isError` picks between texts: not a message).
        guard let perform else { return nil }
        for argument in call.arguments {
            for i in argument.tokens where view.tokens[i].kind == .identifier && !token(i - 1, is: ".") && !token(i + 1, is: ".")
                && !token(i + 1, is: "(") && !token(i + 1, is: ":") {
                // Only a local still in scope at the return (not one of a `catch` the code left before it).
                for value in assignments(of: text(ofToken: i), in: perform, before: end)
                    where view.enclosingBlockEnd(of: value.lowerBound, bytes: source.bytes) > end {
                    guard let found = errorNamespace(in: value), let head = found.split(separator: ".").first else { continue }
                    if head != "Errors", FileContext.namesAnError(String(head)) { return found }
                }
            }
        }
        return nil
    }

    /// A caught error (`error`), an error type (`SyncError`, `Error`) or a strings namespace for errors (`Errors`).
    static func namesAnError(_ name: String) -> Bool {
        name == "error" || name == "Errors" || (name.hasSuffix("Error") && name.first?.isUppercase == true)
    }

    /// The error or failure member these tokens (an argument, a local's value) take their text from, as above.
    private func errorNamespace(in tokens: ClosedRange<Int>) -> String? {
        var path: [String] = []
        var i = tokens.lowerBound
        while i <= tokens.upperBound {
            if view.tokens[i].kind == .identifier {
                let name = text(ofToken: i)
                path = path.isEmpty || !token(i - 1, is: ".") ? [name] : path + [name]
                if i + 1 <= tokens.upperBound, token(i + 1, is: "."), FileContext.namesAnError(name) {
                    return path.joined(separator: ".")
                }
                // A member named for a failure: `dialog: .responseFailure`, `Messages.saveFailed`.
                if token(i - 1, is: "."), !(i + 1 <= tokens.upperBound && token(i + 1, is: ".")),
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
        return nil
    }
}

extension FileContext {
    /// The call whose error a statement of the return's own block drops with `try?` before the return (`try? await
    /// session.send(…)` → `session.send`), or nil. Statements inside nested blocks, closures and arguments don't count,
    /// nor a `try?` whose value is used (`let x = try? …`, `if let … = try? …`), nor `Task.sleep`; `_ = try? …` drops it too.
    package func errorDroppedByTry(before statement: ReturnStatement, in function: FunctionDecl) -> String? {
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
                // A cancelled `Task.sleep` is no failure of the intent's work.
                if statementStart || discarded, let called = call(after: i + 1, before: statement.returnToken), !called.hasSuffix(".sleep"), called != "sleep" {
                    return called
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
    package func errorOnlyLogged(before statement: ReturnStatement) -> String? {
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
            if Block.catchesEverything(pattern: (k + 1..<open).map(text(ofToken:))) { catchesEverything = true; onlyLogs = onlyLogs && recordsOnly(open + 1..<close) }
            guard k > 0, token(k - 1, is: "}") else { return nil }
            close = k - 1
        }
        guard catchesEverything, onlyLogs else { return nil }
        let body = view.partner[close] + 1..<close
        for i in body where token(i, is: "try") && !token(i + 1, is: "?") && !token(i + 1, is: "!") {
            if let called = call(after: i, before: close) { return called }
        }
        return nil
    }

    /// The function called right after token `i` (a `try` or its `?`), past an `await`: `session.send` for
    /// `try? await session.send(…)`; nil when what follows is not a call of a dotted name.
    package func call(after i: Int, before end: Int) -> String? {
        var j = i + 1
        if token(j, is: "await") { j += 1 }
        var names: [String] = []
        while j < end, view.tokens[j].kind == .identifier {
            names.append(text(ofToken: j))
            guard token(j + 1, is: ".") else { break }
            j += 2
        }
        return !names.isEmpty && token(j + 1, is: "(") ? names.joined(separator: ".") : nil
    }

    /// The statement only calls a function of this file, by its name alone (`await reload()`, `self.logFailure()`),
    /// whose body only records: a helper that redraws the widget or writes a log is no work done another way.
    package func callsRecordingHelper(_ tokens: Range<Int>) -> Bool {
        guard let first = tokens.first(where: { !["await", "try", "self", "."].contains(text(ofToken: $0)) }),
              view.tokens[first].kind == .identifier, token(first + 1, is: "("),
              ((view.partner[first + 1] + 1)..<tokens.upperBound).allSatisfy({ token($0, is: ";") }),
              first == tokens.lowerBound || !token(first - 1, is: ".") || token(first - 2, is: "self") else { return false }
        let name = text(ofToken: first)
        let functions = outline.functions + outline.types.flatMap(\.functions)
        return functions.contains { function in
            guard function.name == name, let body = function.bodyTokens, body.count > 2 else { return false }
            return recordsOnly((body.lowerBound + 1)..<body.upperBound)
        }
    }

    /// Every statement in the tokens only records (a log, a print), or there is none.
    package func recordsOnly(_ tokens: Range<Int>) -> Bool {
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
    package func wordsTheAnswer(_ tokens: Range<Int>, feeding statement: ReturnStatement) -> Bool {
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
