/// A failure of the text engine that is not the caller's input: a library refused a call (out of
/// memory, or a resource ICU could not load).
public struct TextEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done, for example "ICU line breaking for th".
    public let operation: String

    /// A failure of `operation`.
    public init(_ operation: String) {
        self.operation = operation
    }

    public var description: String { "\(operation) failed" }
}
