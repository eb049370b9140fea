import Dispatch
import Foundation

/// Maps a pure function over an array on every core, keeping the order.
package enum ParallelMap {
    /// Below this many elements the work is not worth spreading.
    package static let threshold = 64

    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], threshold: Int = ParallelMap.threshold, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count >= threshold else { return elements.map(transform) }
        let chunkSize = max(1, min(32, elements.count / (2 * ProcessInfo.processInfo.activeProcessorCount)))
        let chunks = (elements.count + chunkSize - 1) / chunkSize
        let results = ResultSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (chunk * chunkSize)..<min((chunk + 1) * chunkSize, elements.count)
            results.store(range.map { transform(elements[$0]) }, from: range.lowerBound)
        }
        return results.values.compactMap { $0 }
    }
}

/// Slots that workers fill under a lock; read once every worker is done.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ results: [Result], from start: Int) {
        lock.lock()
        defer { lock.unlock() }
        for (offset, result) in results.enumerated() { slots[start + offset] = result }
    }

    var values: [Result?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
