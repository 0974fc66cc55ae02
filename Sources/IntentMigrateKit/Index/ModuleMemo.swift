/// Values worked out once from a finished index, on the first ask, and shared by every file of its module: a question
/// that a file's pass asks about the whole module (its tools, all compared) is answered once per module, not per file.
/// A value depends only on the finished index; a changed index has none (`finished()` makes a new memo).
package final class ModuleMemo: @unchecked Sendable {
    private var values: [String: any Sendable] = [:]
    private let lock = Lock()

    package init() {}

    /// The value under `key`, made by `make` the first time. Two threads may both make it; the first one kept is the
    /// one every caller gets, and both are the same, made from the same index.
    package func value<T: Sendable>(_ key: String, _ make: () -> T) -> T {
        lock.lock()
        if let stored = values[key], let value = stored as? T { lock.unlock(); return value }
        lock.unlock()
        let made = make()
        lock.lock(); defer { lock.unlock() }
        if let stored = values[key], let value = stored as? T { return value }
        values[key] = made
        return made
    }
}

extension TreeIndex {
    /// The value under `key` for this finished index, made once for its module; made on every ask while the index is not
    /// finished.
    package func memoized<T: Sendable>(_ key: String, _ make: () -> T) -> T {
        guard let memo = derived?.memo else { return make() }
        return memo.value(key, make)
    }
}
