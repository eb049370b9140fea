import Foundation

/// The carousel's hand-written scripts and style sheet, embedded in the
/// binary (see `generate-web-assets.py`) so that `folio` never looks for its source tree.
enum WebAssets {
    /// Every embedded file as bundle path and bytes, in bundle-path order.
    static func files() -> [(path: String, data: Data)] {
        encoded.map { ($0.path, Data(base64Encoded: $0.base64) ?? Data()) }
    }
}
