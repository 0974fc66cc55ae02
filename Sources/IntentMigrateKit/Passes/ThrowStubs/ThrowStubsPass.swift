/// Turns failures that `perform()` returns as success into thrown errors.
///
/// Reports a warning for every return that is likely a failure but not certain, or certain but not safe to
/// rewrite (bare results in `guard`/`catch`, dialogs that only start with "No ", `value: false`/`nil`, failures
/// inside a `do` whose `catch` would swallow the throw), a note for a dialog it can't read, and a warning for
/// each unfinished error message.
/// Rewrites: `return .result(dialog: "I couldn't …")` on a failure path → `throw
/// <Intent>Error.failure("I couldn't …")`, adds the error enum after the intent once, and `throws`
/// to `perform()` when it lacks it.
package struct ThrowStubsPass: CollectingPass {
    /// What the module's functions and static properties say, from every file (a dialog built by one of them).
    package typealias Facts = FailureTextFacts
    package static let id: PassID = "throw-stubs"
    package var id: PassID { Self.id }
    package let summary = "failures that perform() returns as success become thrown errors"
    package let triggerWords: [TriggerWord] = ["IntentResult", .stringStart("TODO: say what went wrong"), "<#say what went wrong"]
    package let explanation = """
    throw-stubs — failures that return normally become thrown errors

    A `return .result(dialog: "I couldn't find that album.")` is a success to Siri, Shortcuts and
    Siri Evaluations, and a following step gets the value anyway. Throwing an error that conforms
    to CustomLocalizedStringResourceConvertible reports the failure in the same words.

    A return in perform() is rewritten only when it sits on a failure path (guard…else, else,
    catch, an if block, a switch case, the last return after an `if let` lookup that returns, or the last return of a
    block after an `if` that returned) and its dialog is a literal (or IntentDialog(…),
    IntentDialog(stringLiteral:), String(localized:)) that reads as failure (couldn't, can't,
    unable, failed, not found, not available, try again, sorry, error, …), or when a bare
    `return .result()` ends perform() right after an `if` that returns (the lookup fell through).
    Ambiguous returns are notes, never edits: precision first, since a success path turned into a
    throw breaks a working app.

    Before:
        guard let release else {
            return .result(dialog: "I couldn't find that album in your collection.")
        }

    After:
        guard let release else {
            throw PlayAlbumIntentError.failure("I couldn't find that album in your collection.")
        }
        …
        enum PlayAlbumIntentError: Error, CustomLocalizedStringResourceConvertible { … }

    Source: the VinylCrate audit (Stop reporting failure as success); the specification (5. throw-stubs);
    documentation/appintents/appintenterror.
    """

    package init() {}

    package enum Message {
        package static func commentInside(_ reason: String) -> String { "\(reason); the return holds a comment or another literal the rewrite would drop, so it is left for you" }
        package static let decide = "if it is a no-op, not a failure, say so with // intent-migrate: ignore throw-stubs"
        package static let loggedFailure = "a bare return .result() after logging an error in guard…else: a failure returned as success; throw it (and say what went wrong)"
        package static func failure(_ word: String) -> String { "a failure ('\(word)') returned as success: throw it so Siri and Shortcuts see the failure" }
        package static let fellThrough = "perform() falls through to a bare .result() after its lookup returned: throw a failure instead"
        package static let bare = "bare return .result() on a guard…else, catch or if-let…else path: likely a failure returned as success; throw instead (\(decide))"
        package static let nonLiteral = "this dialog isn't a literal, so its meaning can't be read: if this path is a failure, throw instead"
        package static let startsWithNo = "this dialog on a failure path starts with \"No\": likely a failure returned as success; throw instead (\(decide))"
        package static func rejects(_ phrase: String) -> String {
            "this dialog on a failure path turns the request down ('\(phrase)'): likely a failure returned as success; throw instead (\(decide))"
        }
        package static func failureValue(_ word: String) -> String {
            "the value returned on a failure path reads as a failure ('\(word)'): a failure returned as success; throw instead (\(decide))"
        }
        package static let nothingToEnd = "this dialog on a failure path starts with \"No\" in an intent that stops or ends something: most often the no-op it says; if nothing was there to stop because something failed, throw instead"
        package static let queryStartsWithNo = "this query's dialog on a failure path starts with \"No\": if it reports a failure rather than an empty answer, throw instead"
        package static let falseValue = "returns value false or nil on a failure path: likely a failure returned as success; throw instead (\(decide))"
        package static func dropped(_ call: String) -> String {
            "if \(call) fails, try? drops its error and this still returns success: write try, so Siri and Shortcuts see the failure (\(decide))"
        }
        package static let skippedWhenNotFound = "when the if-let lookup before this finds nothing, its work is skipped and this still returns success: throw in an else instead (\(decide))"
        package static let skippedWithoutSetUp = "when the value the if-let before this unwraps is missing (set-up, or an optional parameter left out), its work is skipped and this still returns success: if that is a failure, throw it in an else"
        package static let queryFoundNothing = "this query's dialog says nothing was found or available (or its value is nil) after the guard's lookup: likely a failure returned as success; throw instead (\(decide))"
        package static func onlyLogged(_ call: String) -> String {
            "if \(call) fails, the catch right before this only logs the error and this still returns success: throw it on, so Siri and Shortcuts see the failure (\(decide))"
        }
        package static func errorMessage(_ namespace: String) -> String {
            "the result is a message from \(namespace): likely a failure returned as success; throw instead (\(decide))"
        }
        package static let caught = "a failure returned inside do { } whose catch would catch a throw here: rewrite by hand, throwing past the catch"
        package static func drops(_ labels: [String]) -> String {
            "; what else the result shows (\(labels.joined(separator: ", "))) goes with it: a thrown error shows only its message"
        }
        package static func letsPass(_ error: String) -> String { "let \(error) pass the catch-all below: the failure thrown inside the do reaches Siri" }
        package static func addsThrows(_ name: String) -> String { "\(name).perform() now throws: direct callers must now `try` it" }
        package static func renamedError(_ taken: String, _ used: String) -> String { "\(taken) already exists without a failure case: the new error type is \(used)" }
        package static let unfinished = "unfinished error message: say what went wrong"
        package static let loopFoundNothing = "the loop before this returns when it finds what it looks for; when it finds nothing this still returns success: if that is a failure, throw it (\(decide))"
        package static func left(_ why: String) -> String { "left as a success: \(why)" }
        package static func missing(_ phrase: String) -> String {
            "this dialog on a failure path says '\(phrase)': likely a failure returned as success; throw instead (\(decide))"
        }
        package static let lookupFoundNothing = "the guard's lookup found nothing and this returns as success: a failure; throw it (and say what went wrong)"
        package static let caughtErrorAsText = "a catch returns the caught error's text as a success: throw the error on so Siri and Shortcuts see the failure (Siri says its message)"
        package static func asksFirst(_ phrase: String) -> String {
            "this dialog on a failure path asks the person to act first ('\(phrase)'): a failure returned as success; throw it so Siri and Shortcuts see the failure"
        }
        package static let caughtAndDropped = "this return in a catch drops the error: throw it on so Siri and Shortcuts see the failure"
        package static func emptyInput(_ parameter: String) -> String {
            "the request lacks its \(parameter), and this returns the answer as a success: throw it so Siri and Shortcuts see the failure (or ask for the value with needsValueError)"
        }
        package static func failureTextBuilt(_ text: String) -> String {
            "this result's text says '\(text.prefix(60))' on the failure's path: a failure returned as success; throw it (with the same text) so Siri and Shortcuts see the failure"
        }
        package static func textCanSayFailure(_ via: String) -> String {
            "the text of this result can report a failure (\(via)): on that path, throw instead (\(decide))"
        }
        package static func boolFromCall(_ from: String) -> String {
            "the Bool value \(from): if false means it didn't happen, throw instead (\(decide))"
        }
        package static let triedAndFailed = "this returns as success where the call tried with try? threw (or found nothing): a failure returned as success; throw the error instead"
        package static func rejectsRequest(_ phrase: String) -> String {
            "this action's guard turns the request down ('\(phrase)') and returns it as a success: throw it so Siri and Shortcuts see the failure"
        }
        package static let noMatch = "an action that found nothing says so as a success: throw it so Siri and Shortcuts see the failure"

        /// What a warning, a note or an edit says for the sign that decided.
        package static func of(_ sign: ReturnSignFound) -> String {
            switch sign.code {
            case .failureWord: failure(sign.detail)
            case .loggedFailure: loggedFailure
            case .fellThrough: fellThrough
            case .caughtAndDropped: caughtAndDropped
            case .caughtErrorAsText: caughtErrorAsText
            case .asksFirst: asksFirst(sign.detail)
            case .lookupFoundNothing: lookupFoundNothing
            case .noMatch: noMatch
            case .bareOnFailurePath: bare
            case .startsWithNo: startsWithNo
            case .turnsDown: rejects(sign.detail)
            case .rejectsRequest: rejectsRequest(sign.detail)
            case .saysItDidNot: missing(sign.detail)
            case .falseValue: falseValue
            case .failureValue: failureValue(sign.detail)
            case .errorMessage: errorMessage(sign.detail)
            case .queryStartsWithNo: queryStartsWithNo
            case .nothingToEnd: nothingToEnd
            case .notLiteral: nonLiteral
            case .emptyInput: emptyInput(sign.detail)
            case .textCanSayFailure: textCanSayFailure(sign.detail)
            case .failureTextBuilt: failureTextBuilt(sign.detail)
            case .boolFromCall: boolFromCall(sign.detail)
            case .droppedByTry: dropped(sign.detail)
            case .loggedAndDropped: onlyLogged(sign.detail)
            case .skippedWhenNotFound: skippedWhenNotFound
            case .skippedWithoutSetUp: skippedWithoutSetUp
            case .queryFoundNothing: queryFoundNothing
            case .loopFoundNothing: loopFoundNothing
            case .triedAndFailed: triedAndFailed
            case .nothingToDo, .fallback, .switchedOff, .nothingToUndo: left(sign.evidence)
            }
        }
    }

    package static let failurePathKinds: Set<Block.Kind> = [.guardElse, .elseBlock, .catchBlock, .ifThen, .switchCase]

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for offset in Placeholder.unfinished(in: file, prefix: "say what went wrong") {
            output.findings.append(PassFinding(offset: offset, severity: .warning, message: Message.unfinished))
        }
        // perform() may also sit in an extension of the intent; the error type then follows the extension.
        for (index, type) in file.outline.types.enumerated() where [.struct, .class, .actor, .extension].contains(type.kind) {
            guard file.reaches(type, anyOf: IntentProtocols.all),
                  let perform = type.functions.first(where: { $0.name == "perform" && !$0.isStatic }),
                  !file.isSuppressed(id, member: perform.range.lowerBound, type: index) else { continue }
            migrate(type, perform, file, &output)
        }
        return output
    }

    /// The error a failure return becomes: the intent's error carrying the dialog's literal (or a value-only result's),
    /// the caught error thrown on, or the intent's error with a message to write; and the argument whose literal goes
    /// with it (any other comment or literal in the return would be lost).
    package func thrownError(for sign: ReturnSign, _ call: ResultCall, _ statement: ReturnStatement, errorName: String,
                     _ file: FileContext) -> (thrown: String, kept: ResultCall.Argument?) {
        let dialog = call.arguments.first { $0.label == "dialog" }
        switch sign {
        case .failureWord, .noMatch, .emptyInput, .asksFirst, .rejectsRequest:
            // A value alone (`.result(value: "No entry for that name.")`) is read below.
            guard let dialog else { return wordsOrPlaceholder() }
            return ("\(errorName).failure(\(file.literalText(dialog.tokens, before: statement.returnToken)!.expression))", dialog)
        case .caughtErrorAsText where dialog.flatMap({ file.literalDialog($0.tokens) }) != nil:
            // The dialog is a literal that names the error (`"Failed: \(error)"`): thrown as written, the literal kept.
            return ("\(errorName).failure(\(file.literalDialog(dialog!.tokens)!.expression))", dialog)
        case .caughtAndDropped, .caughtErrorAsText:
            // The error thrown on says its own message: words around it in the dialog would be dropped.
            return (statement.blocks.last { $0.kind == .catchBlock }!.caughtName!, nil)
        case .failureTextBuilt where file.builtDialogText(dialog) != nil:
            // `IntentDialog(stringLiteral: store.errorMessage ?? "Unlock failed")`: the same text, as the error's message
            // (`LocalizedStringResource(stringLiteral:)`, as IntentDialog's, takes any String).
            return ("\(errorName).failure(LocalizedStringResource(stringLiteral: \(file.builtDialogText(dialog)!)))", dialog)
        case .failureValue where call.arguments.count == 1:
            // `.result(value: "Error: the server is unreachable")`: the value's words are the message.
            if let value = call.arguments.first, value.label == "value", let literal = file.literalDialog(value.tokens) {
                return ("\(errorName).failure(\(literal.expression))", value)
            }
            fallthrough
        default:
            return wordsOrPlaceholder()
        }
        func wordsOrPlaceholder() -> (thrown: String, kept: ResultCall.Argument?) {
            // Whatever told it apart, a literal that reads as a failure (`dialog: "Please log in first."`, or a value
            // alone: `.result(value: "Please log in.")`) keeps its words as the message; other words ("You have nothing
            // planned today.") may be the honest answer: the return is left with its warning. A value's literal that
            // interpolates stays a message to write: what it interpolates may not fit a LocalizedStringResource.
            let value = call.arguments.count == 1 ? call.arguments.first { $0.label == "value" } : nil
            for argument in [dialog, value].compactMap({ $0 }) {
                // A value's "No entry for that name." after the lookup found nothing (`noMatch`) was read as the failure too.
                if let literal = file.literalText(argument.tokens, before: statement.returnToken),
                   FailureWords.readsAsFailure(literal.words, pattern: file.failurePattern) || (sign == .noMatch && argument.label == "value"),
                   argument.label == "dialog" || !StringLiteral.hasInterpolation(literal.expression) {
                    return ("\(errorName).failure(\(literal.expression))", argument)
                }
            }
            return ("\(errorName).failure(\(Placeholder.expression("say what went wrong", style: file.settings.placeholder)))", nil)
        }
    }

    package func migrate(_ type: TypeDecl, _ perform: FunctionDecl, _ file: FileContext, _ output: inout PassOutput) {
        let (errorName, reuse) = errorTypeName(for: type, file, &output)
        var edits: [Edit] = []
        var usesErrorType = false
        /// Ends of the `do` bodies whose catch-all a thrown failure must pass.
        var passes: Set<Int> = []
        for statement in perform.returnStatements(source: file.source, view: file.view) where statement.isOwnReturn {
            guard let call = file.resultCall(statement) else { continue }
            // `// intent-migrate: ignore throw-stubs` at the end of the return's line or on the line before it.
            if file.suppressions.suppresses(id, declarationStart: statement.range.lowerBound) { output.suppressedAt.append(statement.range.lowerBound); continue }
            guard let rewrite = decide(statement, call, in: type, perform, errorName: errorName, reuse: reuse, file, &output) else { continue }
            if rewrite.usesErrorType { usesErrorType = true }
            passes.formUnion(rewrite.passes)
            edits.append(rewrite.edit)
        }
        guard !edits.isEmpty else { return }
        output.edits += edits
        output.edits += passes.sorted().compactMap { file.catchClause(letting: errorName, pass: $0) }
        if !perform.isThrowing {
            output.edits.append(.insert(" throws", at: perform.effectsInsertionOffset, message: Message.addsThrows(type.simpleName)))
            output.findings.append(PassFinding(offset: perform.range.lowerBound, severity: .note, message: Message.addsThrows(type.simpleName)))
        }
        if !reuse && usesErrorType {
            output.edits.append(file.errorType(named: errorName, after: type))
        }
    }

    /// The intent's error type: `<Intent>Error`, reused when the module declares it with a `failure` case, else
    /// `<Intent>FailureError` (a note says why), reused the same way.
    private func errorTypeName(for type: TypeDecl, _ file: FileContext, _ output: inout PassOutput) -> (name: String, reuse: Bool) {
        let errorName = type.simpleName + "Error"
        guard file.index.declaredNames.contains(errorName) else { return (errorName, false) }
        if file.index.declares(member: "failure", in: errorName) { return (errorName, true) }
        let renamed = type.simpleName + "FailureError"
        output.findings.append(PassFinding(offset: type.keywordOffset, severity: .note, message: Message.renamedError(errorName, renamed)))
        return (renamed, file.index.declares(member: "failure", in: renamed))
    }

    /// One return rewritten into a throw: the edit, the catch-alls it must pass, and whether it throws the intent's
    /// own error type.
    private struct Rewrite {
        let edit: Edit
        let passes: [Int]
        let usesErrorType: Bool
    }

    /// The verdict on one return (`ReturnDecisions`' first row that its signs answer): left, a finding, or a throw;
    /// nil when it is not rewritten (the finding, if any, is in `output`).
    private func decide(_ statement: ReturnStatement, _ call: ResultCall, in type: TypeDecl, _ perform: FunctionDecl, errorName: String,
                        reuse: Bool, _ file: FileContext, _ output: inout PassOutput) -> Rewrite? {
        let at = statement.range.lowerBound
        let (path, signs) = file.returnSigns(statement, call, in: type, perform)
        let row = ReturnDecisions.deciding(signs.map(\.code))
        var evidence = ["path: \(path)"] + signs.map { "\($0.code.rawValue): \($0.evidence)" }
        if let row { evidence.append("decided by: \(row.sign.rawValue) → \(row.verdict.rawValue) (\(row.source))") }
        func finding(_ severity: Severity, _ message: String) -> Rewrite? {
            var finding = PassFinding(offset: at, severity: severity, message: message)
            // Likely or certain failures the pass doesn't rewrite: a warning CI shows until a person decides.
            if severity == .warning { finding.tally = ThrowStubsPass.likely }
            finding.evidence = evidence
            output.findings.append(finding)
            return nil
        }
        guard let row else { return file.settings.explainReturns ? finding(.note, Message.left("nothing says it is a failure")) : nil }
        let sign = signs.first { $0.code == row.sign }!
        switch row.verdict {
        case .leave: return file.settings.explainReturns ? finding(.note, Message.left(sign.evidence)) : nil
        case .warn, .note: return finding(row.verdict == .warn ? .warning : .note, Message.of(sign))
        case .throw:
            // An error type of the app's own may carry a `String`: the message built as a LocalizedStringResource
            // would not fit it, so the built text stays a warning there.
            if reuse, row.sign == .failureTextBuilt, let warned = signs.first(where: { $0.code == .textCanSayFailure }) {
                return finding(.warning, Message.of(warned))
            }
        }
        let (thrown, kept) = thrownError(for: row.sign, call, statement, errorName: errorName, file)
        var reason = Message.of(sign)
        // A `do` whose catch takes every error would swallow the throw: a clause for the intent's own error, before
        // it, lets the failure pass. A caught error thrown on has no type of ours to let pass.
        let catchAlls = statement.blocks.filter { $0.kind == .doBody && $0.catchesEverything }
        if !catchAlls.isEmpty && !thrown.hasPrefix(errorName + ".") { return finding(.warning, Message.caught) }
        // Rewriting the whole return would drop a comment inside it (a commented-out argument), or a literal
        // other than the dialog's (a snippet's text, a value's): words the person wrote are never dropped.
        // An empty literal (`value: ""`) holds no words.
        let otherLiteral = file.view.tokenIndices(in: statement.range).contains { i in
            let token = file.view.tokens[i]
            return (token.kind == .string || token.kind == .regex) && !(kept.map { $0.value.contains(token.range.lowerBound) } ?? false)
                && !StringLiteral.isEmpty(file.text(ofToken: i))
        }
        if otherLiteral || file.view.comments.contains(where: { $0.overlaps(statement.range) }) { return finding(.warning, Message.commentInside(reason)) }
        // What else the result shows without words of its own (a snippet view, a value) goes: an error shows its message.
        let dropped = call.arguments.filter { $0.label != "dialog" && $0.label != kept?.label }.map { $0.label ?? "view" }
            + (file.trailingClosure(of: statement) ? ["view"] : [])
        if !dropped.isEmpty { reason += Message.drops(dropped) }
        var edit = Edit(range: statement.range, replacement: "throw \(thrown)", message: reason)
        edit.tally = ThrowStubsPass.thrown
        edit.evidence = evidence
        return Rewrite(edit: edit, passes: catchAlls.map(\.range.upperBound), usesErrorType: thrown.hasPrefix(errorName + "."))
    }
}

extension FileContext {
    /// A dialog made only of literals: its words (interpolations removed) and the expression a
    /// `LocalizedStringResource` argument takes. Nil for anything else.
    /// What a result's argument says when it is a literal (`literalDialog`), or a text local the statement right before
    /// the return sets to one literal (`let message = "Please sign in first."` then `.result(value: message)`, or
    /// `dialog: IntentDialog(stringLiteral: message)`): that literal's words, and the local as a LocalizedStringResource
    /// (the literal stays where it is written).
    package func literalText(_ tokens: ClosedRange<Int>, before returnToken: Int) -> (words: String, expression: String)? {
        if let literal = literalDialog(tokens) { return literal }
        var name = tokens.lowerBound
        if tokens.count == 1, view.tokens[name].kind == .identifier, !token(name - 1, is: ".") {
        } else if tokens.count == 6, token(name, is: "IntentDialog"), token(name + 1, is: "("), token(name + 2, is: "stringLiteral"),
                  token(name + 3, is: ":"), view.tokens[name + 4].kind == .identifier, token(name + 5, is: ")") {
            name += 4
        } else {
            return nil
        }
        let literal = returnToken - 1
        guard literal > 3, view.tokens[literal].kind == .string, token(literal - 1, is: "=") else { return nil }
        var declared = literal - 2
        if token(declared, is: "String"), token(declared - 1, is: ":") { declared -= 2 }
        guard declared > 0, text(ofToken: declared) == text(ofToken: name), token(declared - 1, is: "let") || token(declared - 1, is: "var") else { return nil }
        let written = source.text(view.tokens[literal].range)
        return (StringLiteral.localizedInside(written) ?? StringLiteral.textWithoutInterpolations(written),
                "LocalizedStringResource(stringLiteral: \(text(ofToken: name)))")
    }

    package func literalDialog(_ tokens: ClosedRange<Int>) -> (words: String, expression: String)? {
        let first = tokens.lowerBound, last = tokens.upperBound
        if first == last, view.tokens[first].kind == .string {
            let literal = source.text(view.tokens[first].range)
            return (StringLiteral.localizedInside(literal) ?? StringLiteral.textWithoutInterpolations(literal), literal)
        }
        // `.init(stringLiteral: "…")`, `.init("…")` where a dialog goes: IntentDialog's own initializer.
        if last > first + 2, token(first, is: "."), token(first + 1, is: "init"), token(first + 2, is: "("), view.partner[first + 2] == last {
            let arguments = callArguments(open: first + 2)
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "stringLiteral" else { return nil }
            return literalDialog(arguments[0].tokens)
        }
        guard last > first + 1, token(first + 1, is: "("), view.partner[first + 1] == last else { return nil }
        let arguments = callArguments(open: first + 1)
        switch text(ofToken: first) {
        case "IntentDialog":
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "stringLiteral" else { return nil }
            return literalDialog(arguments[0].tokens)
        case "String":
            guard let key = arguments.first, key.label == "localized", key.tokens.count == 1,
                  view.tokens[key.tokens.lowerBound].kind == .string else { return nil }
            let literal = source.text(view.tokens[key.tokens.lowerBound].range)
            return (words(literal, arguments), resource(literal, arguments.dropFirst()))
        case "LocalizedStringResource":
            guard let key = arguments.first, key.label == nil || key.label == "stringLiteral", key.tokens.count == 1,
                  view.tokens[key.tokens.lowerBound].kind == .string else { return nil }
            let literal = source.text(view.tokens[key.tokens.lowerBound].range)
            return (words(literal, arguments), resource(literal, arguments.dropFirst()))
        default:
            return nil
        }
    }

    /// What a localized dialog says: its `defaultValue:` literal when it has one (the key is then a key, not words),
    /// else its key's text.
    package func words(_ key: String, _ arguments: [ResultCall.Argument]) -> String {
        if let value = arguments.first(where: { $0.label == "defaultValue" }), value.tokens.count == 1,
           view.tokens[value.tokens.lowerBound].kind == .string {
            return StringLiteral.textWithoutInterpolations(source.text(view.tokens[value.tokens.lowerBound].range))
        }
        return StringLiteral.textWithoutInterpolations(key)
    }

    /// `LocalizedStringResource("…", comment: "…")` on one line, from a dialog's literal and its other arguments as
    /// written: the call it replaces may have spread over several lines, the `throw` it goes into is one.
    package func resource(_ literal: String, _ rest: ArraySlice<ResultCall.Argument>) -> String {
        let arguments = [literal] + rest.map { ($0.label.map { "\($0): " } ?? "") + source.text($0.value) }
        return "LocalizedStringResource(\(arguments.joined(separator: ", ")))"
    }

    /// `catch let error as <Error> { throw error }` before the first `catch` after the `do` body ending at `end`, on the
    /// lines of the code around it; nil when no `catch` follows.
    package func catchClause(letting error: String, pass end: Int) -> Edit? {
        let next = view.tokenIndices(in: end..<source.bytes.count)
        guard !next.isEmpty, token(next.lowerBound, is: "catch") else { return nil }
        let indent = source.indentation(ofLineAt: end - 1)
        let eol = source.lineEnding.rawValue
        let clause = "catch let error as \(error) {\(eol)\(indent)\(source.indentUnit)throw error\(eol)\(indent)} "
        return .insert(clause, at: view.tokens[next.lowerBound].range.lowerBound, message: ThrowStubsPass.Message.letsPass(error))
    }

    /// The return's `.result(…)` has a trailing closure (`.result(dialog: …) { SnippetView() }`).
    package func trailingClosure(of statement: ReturnStatement) -> Bool {
        token(statement.lastToken, is: "}")
    }

    /// The error enum for an intent, inserted after the intent's closing brace.
    package func errorType(named name: String, after type: TypeDecl) -> Edit {
        let indent = source.indentation(ofLineAt: type.keywordOffset)
        let unit = source.indentUnit
        let eol = source.lineEnding.rawValue
        // (depth, text) per line, written into one buffer: string interpolation per line costs more than the rest.
        let lines: [(depth: Int, text: String)] = [
            (0, ""),
            (0, "enum \(name): Error, CustomLocalizedStringResourceConvertible {"),
            (1, "case failure(LocalizedStringResource)"),
            (0, ""),
            (1, "var localizedStringResource: LocalizedStringResource {"),
            (2, "switch self {"),
            (2, "case let .failure(message): message"),
            (2, "}"),
            (1, "}"),
            (0, "}"),
        ]
        let enumText = lines.map { $0.text.isEmpty ? "" : indent + String(repeating: unit, count: $0.depth) + $0.text }
            .joined(separator: eol) + eol
        let close = type.body.upperBound - 1
        let message = "add \(name), the error \(type.simpleName) throws"
        let rest = view.mask[type.body.upperBound..<source.lineRange(source.lineIndex(of: close)).upperBound]
        if rest.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
            // Code follows the brace on its line: the enum goes right after the brace, before that code.
            return .insert(enumText, at: type.body.upperBound, message: message, reportOffset: type.keywordOffset)
        }
        let (offset, prefix) = afterLine(containing: close)
        return .insert(prefix + enumText, at: offset, message: message, reportOffset: type.keywordOffset)
    }
}

extension ThrowStubsPass: SummarizingPass {
    /// A failure rewritten into a throw; a likely failure left for a person to decide.
    static let thrown = Tally(id, "thrown"), likely = Tally(id, "likely-failure")

    package var summaries: [PassSummary] {
        [PassSummary(kind: .decide, title: "failures returned as success", parts: [
            .init(ThrowStubsPass.thrown, isEdit: true) { n, tense in
                "\(n) \(tense == .done ? "now thrown" : tense == .wouldBe ? "would be thrown" : "to throw")"
            },
            .init(ThrowStubsPass.likely, isEdit: false) { n, _ in "\(plural(n, "likely failure")) to decide" },
        ]) { counts in
            counts[ThrowStubsPass.likely] > 0 ? "decide about \(plural(counts[ThrowStubsPass.likely], "likely failure"))" : nil
        }]
    }
}

extension ThrowStubsPass: ConfigurablePass {
    /// `failureWords`: words, besides the standard ones, that make a dialog read as a failure; the pattern with them is
    /// compiled once per run (without them, the standard one is compiled on the worker that first needs it).
    static let failureWords = PassOption<Pattern?>("failureWords", .words, unset: nil) { $0.list.isEmpty ? nil : FailureWords.pattern(extra: $0.list) }

    package var options: [AnyPassOption] { [Self.failureWords.erased] }
}

extension FileContext {
    /// The failure words' pattern: the standard one, or with the configuration's `failureWords`.
    package var failurePattern: Pattern { settings.value(ThrowStubsPass.failureWords) ?? FailureWords.standard }
}
