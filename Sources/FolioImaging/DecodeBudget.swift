import Foundation

/// The memory that decodes running at once may hold together (`PhotoLimits.decodingMemory`).
/// Photos are decoded in parallel; each decode reserves what it will hold before it starts and
/// waits while the others hold too much, so that a folder of huge photos never multiplies peak
/// memory by the number of cores.
final class DecodeBudget: @unchecked Sendable {
    /// The budget every decode shares.
    static let shared = DecodeBudget(capacity: PhotoLimits.decodingMemory)

    private let capacity: Int
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var reserved = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Runs `body` holding `bytes` of the budget; refuses a reservation larger than the whole.
    func withReservation<Result>(_ bytes: Int, _ body: () throws(ImagingError) -> Result) throws(ImagingError) -> Result
    {
        guard bytes <= capacity else {
            throw ImagingError(
                "decoding the photo would take \(bytes >> 20) MiB, more than Folio's limit of \(capacity >> 20) MiB"
                    + " (a progressive JPEG or an interlaced PNG is held whole while it is decoded; save it as baseline or non-interlaced)"
            )
        }
        condition.lock()
        while reserved + bytes > capacity { condition.wait() }
        reserved += bytes
        condition.unlock()
        defer {
            condition.lock()
            reserved -= bytes
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
