/// The given files' bytes, views and outlines from the first scan, each handed to its file's migration once and dropped
/// there. They are kept only while their estimated size stays within a budget: past it, a file is read and lexed again
/// when it is migrated (the same bytes, so the same view and outline). Peak memory then doesn't follow the number of
/// kept files, and a small tree lexes each file once.
package final class KeptLexed: @unchecked Sendable {
    /// What is kept at most, as estimated by `cost`: a small app's kept files fit.
    package static let defaultBudget = 24 << 20

    private var slots: [Engine.Lexed?]
    private var used = 0
    private let budget: Int
    private let lock = Lock()

    package init(count: Int, budget: Int = KeptLexed.defaultBudget) {
        slots = Array(repeating: nil, count: count)
        self.budget = budget
    }

    /// About what a lexed file holds: its bytes, the mask, the tokens and their pairs (about three bytes of token per
    /// byte of source), and the outline.
    package static func cost(_ lexed: Engine.Lexed) -> Int { lexed.bytes.count * 7 }

    /// Keeps `lexed` for file `i` if the budget has room for it.
    package func keep(_ lexed: Engine.Lexed, at i: Int) {
        let cost = KeptLexed.cost(lexed)
        lock.lock(); defer { lock.unlock() }
        guard used + cost <= budget else { return }
        used += cost
        slots[i] = lexed
    }

    /// What was kept for file `i`, handed over once: the slot is empty after.
    package func take(_ i: Int) -> Engine.Lexed? {
        lock.lock(); defer { lock.unlock() }
        guard let lexed = slots[i] else { return nil }
        slots[i] = nil
        used -= KeptLexed.cost(lexed)
        return lexed
    }
}
