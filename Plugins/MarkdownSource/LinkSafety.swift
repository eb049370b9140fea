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
        if let bytes = ASCIIDestination(destination) {
            return refusedSchemes.first { bytes.squeezedStart.starts(with: $0.utf8) }
        }
        let squeezed = String(String.UnicodeScalarView(destination.unicodeScalars.filter { scalar in
            !(scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format)
        })).lowercased()
        return refusedSchemes.first { squeezed.hasPrefix($0) }
    }
}

/// Fast path for a destination that is all ASCII, as nearly all are: there the whitespace,
/// control and format scalars are exactly the bytes up to the space and DEL, and lowercasing
/// only touches A to Z, so the check needs no Unicode properties.
private struct ASCIIDestination {
    /// The first bytes of the destination without whitespace and controls, lowercased; as
    /// many as the longest refused scheme needs.
    let squeezedStart: [UInt8]

    init?(_ destination: String) {
        guard destination.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let needed = LinkSafety.refusedSchemes.map(\.utf8.count).max() ?? 0
        var kept: [UInt8] = []
        for byte in destination.utf8 where byte > 0x20 && byte != 0x7F {
            kept.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            if kept.count == needed { break }
        }
        squeezedStart = kept
    }
}
