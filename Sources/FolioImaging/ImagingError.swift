/// Why an image could not be decoded, resized or encoded.
public struct ImagingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the codec said.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
