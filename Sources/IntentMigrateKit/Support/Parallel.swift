import Dispatch
import Foundation

/// Maps `items` on up to `jobs` threads; the results come back in the order of `items`.
package func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
    guard jobs > 1, items.count > 1 else { return items.map(transform) }
    let slots = Slots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
        while let i = slots.claim() { slots.fill(i, with: transform(items[i])) }
    }
    return slots.results
}

/// Runs `first` and `second` at the same time (on two threads); both results.
package func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
    let results = parallelMap([true, false], jobs: 2) { isFirst -> (A?, B?) in isFirst ? (first(), nil) : (nil, second()) }
    return (results[0].0!, results[1].1!)
}

/// Work started on a thread of its own, whose result `wait()` gives once it is done: what runs beside a `parallelMap`
/// without taking one of its threads (a `parallelMap` nested in `concurrently` gets half of them).
package final class Background<T: Sendable>: @unchecked Sendable {
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    package init(_ body: @escaping @Sendable () -> T) {
        // A thread of its own, not Dispatch's pool: the work may wait on another process, and the pool's threads are
        // the ones `parallelMap` counts on.
        let thread = Thread { [self] in
            result = body()
            done.signal()
        }
        thread.start()
    }

    /// The result, once the work is done.
    package func wait() -> T {
        done.wait()
        done.signal()
        return result!
    }
}

/// The shared state of `parallelMap`: the next item to take, and a slot per result.
private final class Slots<R>: @unchecked Sendable {
    private var next = 0
    private var filled: [R?]
    private let lock = Lock()

    init(count: Int) { filled = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < filled.count else { return nil }
        defer { next += 1 }
        return next
    }

    func fill(_ i: Int, with result: R) {
        lock.lock(); defer { lock.unlock() }
        filled[i] = result
    }

    /// Once every worker is done.
    var results: [R] { filled.map { $0! } }
}
