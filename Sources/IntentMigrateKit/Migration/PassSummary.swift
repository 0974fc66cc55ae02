/// What a pass counts for the summary after a run and what it then asks of a person: the line
/// `descriptions: 3 placeholders to write, 1 unfinished in the code` and the step `write 4 descriptions`. Each pass declares
/// its own (`SummarizingPass`), with the `Tally` values its edits and findings carry, so that a new count touches only the
/// pass; the commands put the lines and steps in order by `Kind`, then by the passes' order.
package struct PassSummary: Sendable {
    /// Where a line or a step stands: what to review first, then what to write, then what to decide, then what only informs.
    package enum Kind: Int, Sendable, Comparable {
        case review, write, decide, inform
        package static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// How a run speaks of its edits: still to make (`check`, `report`, `why`), in a patch (`diff`), made (`apply`).
    package enum Tense: Sendable {
        case toDo, wouldBe, done
    }

    /// What the summary of a run knows when it asks a pass for its line and step.
    package struct Counts: Sendable {
        package let tallies: [Tally: Int]
        /// The decisions about intents, by their summary group (`Decision.held`, `Decision.flagged`).
        package let decisions: [String: Int]
        /// The intents marked as tools in this run.
        package let marked: Int
        package let tense: Tense

        package init(tallies: [Tally: Int], decisions: [String: Int], marked: Int, tense: Tense) {
            self.tallies = tallies
            self.decisions = decisions
            self.marked = marked
            self.tense = tense
        }

        package subscript(_ tally: Tally) -> Int { tallies[tally, default: 0] }
    }

    /// One count of the line: its tally, whether it counts an edit the run makes, and its words (nil: not shown).
    package struct Part: Sendable {
        package let tally: Tally
        package let isEdit: Bool
        package let words: @Sendable (_ count: Int, _ tense: Tense) -> String

        package init(_ tally: Tally, isEdit: Bool, words: @escaping @Sendable (_ count: Int, _ tense: Tense) -> String) {
            self.tally = tally
            self.isEdit = isEdit
            self.words = words
        }
    }

    package let kind: Kind
    /// The line's title (`descriptions`); nil for a summary that only asks a step.
    package let title: String?
    package let parts: [Part]
    /// The next step it asks of a person, if any.
    package let step: @Sendable (_ counts: Counts) -> String?

    package init(kind: Kind, title: String? = nil, parts: [Part] = [], step: @escaping @Sendable (_ counts: Counts) -> String? = { _ in nil }) {
        self.kind = kind
        self.title = title
        self.parts = parts
        self.step = step
    }

    /// The line (`title: part, part`), nil when every part counts nothing.
    package func line(_ counts: Counts) -> String? {
        guard let title else { return nil }
        let shown = parts.compactMap { part in counts[part.tally] > 0 ? part.words(counts[part.tally], counts.tense) : nil }
        return shown.isEmpty ? nil : "\(title): " + shown.joined(separator: ", ")
    }

    /// How many edits its parts count.
    package func edits(_ counts: Counts) -> Int { parts.filter(\.isEdit).reduce(0) { $0 + counts[$1.tally] } }
}

/// A pass that adds a line or a step to a run's summary.
package protocol SummarizingPass: Pass {
    var summaries: [PassSummary] { get }
}
