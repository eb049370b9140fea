import Foundation

/// The carousel's hand-written script and style sheet and the fonts it ships, embedded in the
/// binary (see `generate-web-assets.py`) so that `folio` never looks for its source tree.
enum WebAssets {
    /// Every embedded file as bundle path and bytes, in bundle-path order.
    static func files() -> [(path: String, data: Data)] {
        encoded.map { ($0.path, Data(base64Encoded: $0.base64) ?? Data()) }
    }
}
