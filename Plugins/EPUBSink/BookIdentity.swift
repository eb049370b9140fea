import FolioPluginAPI
import Foundation

/// What names the book and dates it, the same for the same issue: the identifier, a UUID (as a
/// URN) from the hash of the issue's title, date and the geometry's name; the date, the
/// issue's as written when it is a W3C date; and the modification time, that date's midnight
/// (UTC), else the newest article's, else the time of the build, as the PDF is dated.
struct BookIdentity {
    let identifier: String
    let date: String?
    let modified: String

    init(issue: Issue, geometry: String, now: Date = Date()) {
        let hash = ContentHash.name(of: Data("folio-epub\n\(issue.title)\n\(issue.date ?? "")\n\(geometry)".utf8))
        var hex = Array(hash.prefix(32))
        hex[12] = "5"  // version 5 (name-based)
        hex[16] = ["8", "9", "a", "b"][Int(String(hex[16]), radix: 16)! % 4]  // the RFC 4122 variant
        let text = String(hex)
        let parts = [
            text.prefix(8), text.dropFirst(8).prefix(4), text.dropFirst(12).prefix(4),
            text.dropFirst(16).prefix(4), text.dropFirst(20),
        ]
        identifier = "urn:uuid:" + parts.joined(separator: "-")
        date = issue.date.flatMap(Self.day).map { _ in issue.date! }
        let dated = issue.date.flatMap(Self.day) ?? issue.articles.compactMap { $0.header.date.flatMap(Self.day) }.max()
        if let dated {
            modified = dated + "T00:00:00Z"
        } else {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            formatter.timeZone = TimeZone(identifier: "UTC")
            modified = formatter.string(from: now)
        }
    }

    /// `text` when it begins with a date `CCYY-MM-DD` and is nothing else, else nil.
    static func day(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10 else { return nil }
        for (index, scalar) in scalars.enumerated() {
            let isDash = index == 4 || index == 7
            guard isDash ? scalar == "-" : ("0"..."9").contains(scalar) else { return nil }
        }
        return text
    }
}
