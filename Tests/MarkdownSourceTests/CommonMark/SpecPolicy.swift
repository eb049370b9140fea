import FolioCore
import Foundation

/// The spec examples Folio renders differently on purpose, read from
/// `docs/commonmark-policy.md` (the one list; the README links it): a table row per example,
/// `| number | policy | note |`.
enum SpecPolicy: String, CaseIterable, Sendable {
    /// Raw HTML is not passed through (a warning names it).
    case rawHTML = "raw HTML"
    /// A link whose scheme is not http, https or mailto is reduced to its text (a warning).
    case scheme = "link scheme"
    /// An image that is not a PNG or JPEG file in the content folder is refused (an error).
    case image = "image"
    /// The spec text is 0.31.2 and libcmark implements 0.30: Folio must render as `cmark` does.
    case specVersion = "spec 0.31"

    /// Whether the source's diagnostics show that this policy applied.
    func applies(to diagnostics: [Diagnostic]) -> Bool {
        switch self {
        case .rawHTML: diagnostics.contains { $0.message.contains("raw HTML is not passed through") }
        case .scheme: diagnostics.contains { $0.message.contains("link to a '") }
        case .image: diagnostics.contains { $0.severity == .error && $0.message.contains("image") }
        case .specVersion: true
        }
    }

    static var documentURL: URL { PackageRoot.url.appendingPathComponent("docs/commonmark-policy.md") }

    /// Example number to policy, as the document lists them.
    static func listed() throws -> [Int: SpecPolicy] {
        let text = try String(contentsOf: documentURL, encoding: .utf8)
        var listed: [Int: SpecPolicy] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, let number = Int(cells[1]) else { continue }
            guard let policy = SpecPolicy(rawValue: cells[2]) else {
                throw UnknownPolicy(line: String(line))
            }
            listed[number] = policy
        }
        return listed
    }
}

struct UnknownPolicy: Error, CustomStringConvertible {
    let line: String
    var description: String {
        "docs/commonmark-policy.md names a policy the test does not know: \(line) (known: "
            + SpecPolicy.allCases.map(\.rawValue).joined(separator: ", ") + ")"
    }
}
