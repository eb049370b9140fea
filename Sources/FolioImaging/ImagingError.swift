/// Why an image could not be decoded, resized or encoded.
package struct ImagingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the codec said.
    package let message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
