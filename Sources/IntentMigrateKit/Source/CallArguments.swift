/// One argument of a call or an attribute: `label: value`, split at the commas outside brackets.
package struct ArgumentSpan: Sendable, Equatable {
    package let label: String?
    /// First token (the label when there is one).
    package let first: Int
    /// First token of the value.
    package let valueFirst: Int
    /// Last token of the value (a closing bracket for `f(x)`).
    package let last: Int
}

extension LexedView {
    /// The arguments between the bracket at token `open` and its partner: the one splitter of call, attribute and
    /// manifest arguments. An argument is labelled when it is at least `label`, `:` and a value.
    package func arguments(open: Int, in bytes: [UInt8]) -> [ArgumentSpan] {
        let close = partner[open]
        var spans: [ArgumentSpan] = []
        spans.reserveCapacity(4)
        var start = open + 1
        var i = open + 1
        while true {
            if i >= close || token(i, is: ",", in: bytes) {
                if i > start {
                    let labelled = i - start >= 3 && tokens[start].kind == .identifier && token(start + 1, is: ":", in: bytes)
                    spans.append(ArgumentSpan(label: labelled ? String(utf8: bytes, tokens[start].range) : nil, first: start,
                                              valueFirst: labelled ? start + 2 : start, last: i - 1))
                }
                if i >= close { break }
                start = i + 1
                i += 1
                continue
            }
            i = (partner[i] > i ? partner[i] : i) + 1
        }
        return spans
    }
}
