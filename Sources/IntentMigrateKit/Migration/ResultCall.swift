/// A `.result(…)` call: its top-level arguments.
package struct ResultCall {
    package struct Argument {
        package let label: String?
        /// Token indices of the value.
        package let tokens: ClosedRange<Int>
        /// The value's byte range.
        package let value: Range<Int>
    }
    package let arguments: [Argument]
}

extension FileContext {
    /// Words that start a statement, never an argument.
    package static let statementWords: Set<String> = ["switch", "case", "default", "return", "guard", "if", "for", "while", "repeat", "do", "let", "var", "throw", "break", "continue"]

    /// The `.result(…)` a return statement returns, if that is what it returns.
    package func resultCall(_ statement: ReturnStatement) -> ResultCall? {
        // `return await .result(…)` returns the same call (the dialog's text may be awaited).
        let i = token(statement.returnToken + 1, is: "await") ? statement.returnToken + 1 : statement.returnToken
        guard statement.lastToken >= i + 3, token(i + 1, is: "."), token(i + 2, is: "result"), token(i + 3, is: "(") else { return nil }
        let close = view.partner[i + 3]
        // `.result(dialog: …) { SnippetView() }`: the snippet's view in a trailing closure, the rest of the statement.
        let trailingClosure = close + 1 < statement.lastToken && token(close + 1, is: "{") && view.partner[close + 1] == statement.lastToken
        guard close == statement.lastToken || trailingClosure else { return nil }
        // Statements inside the parentheses (`switch`, `case`, `#if` …) are not arguments: code that is not
        // written that way is not rewritten.
        var j = i + 4
        while j < close {
            if view.tokens[j].kind == .pound || (view.tokens[j].kind == .identifier && FileContext.statementWords.contains(text(ofToken: j))) { return nil }
            j = max(j, view.partner[j]) + 1
        }
        return ResultCall(arguments: callArguments(open: i + 3))
    }

    /// Top-level arguments of the call whose `(` is token `open`.
    package func callArguments(open: Int) -> [ResultCall.Argument] {
        argumentSpans(open: open).map { span in
            ResultCall.Argument(label: span.label, tokens: span.valueFirst...span.last,
                                value: view.tokens[span.valueFirst].range.lowerBound..<view.tokens[span.last].range.upperBound)
        }
    }
}
