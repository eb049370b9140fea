/// Decides which link destinations may reach a reader.
///
/// Browsers ignore whitespace and control characters inside a URL's scheme and compare it
/// without regard to case, so `JaVa\tScRiPt:` runs script just as `javascript:` does; the
/// check compares the destination the same way.
enum LinkSafety {
    /// Schemes that run code or smuggle a document in: never linked to.
    static let refusedSchemes = ["javascript:", "vbscript:", "data:"]

    /// The refused scheme `destination` uses, or `nil` when it is safe to link to.
    static func refusedScheme(of destination: String) -> String? {
        let squeezed = String(String.UnicodeScalarView(destination.unicodeScalars.filter { scalar in
            !(scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format)
        })).lowercased()
        return refusedSchemes.first { squeezed.hasPrefix($0) }
    }
}
