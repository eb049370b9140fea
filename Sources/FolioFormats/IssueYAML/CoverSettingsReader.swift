import FolioFrontMatter
import FolioModel
import Foundation

/// Reads `issue.yaml`'s `cover:` (a mapping, or `true`/`false`) and `base-url:`, each wrong
/// value an error at its line and column:
///
/// ```yaml
/// base-url: https://example.org/slow-ground/
/// cover:
///   photo: photos/dunes.jpg
///   lines: [hollin-water, fenwick-wood]
///   number: 12
///   date: 2026-11-21
///   layout: band
///   focus: 30% 60%
/// ```
///
/// Whether the photo exists and the lines name articles of the issue is the build's to check
/// (it knows the articles); the settings keep where each is written for its errors.
enum CoverSettingsReader {
    /// The keys a `cover:` mapping may have.
    static let keys: Set<String> = ["photo", "lines", "number", "date", "layout", "focus"]

    /// The cover settings `issue`'s `cover:` key gives: the defaults when it is absent or
    /// `true`, nil when it is `false`.
    static func read(in issue: YAMLMapping, diagnostics: inout [Diagnostic]) -> CoverSettings? {
        guard issue.keys.contains("cover") else { return CoverSettings() }
        if case .success(let on?) = issue.bool("cover") { return on ? CoverSettings() : nil }
        switch issue.mapping("cover") {
        case .success(nil): return CoverSettings()
        case .failure:
            let found = (try? issue.string("cover").get()).flatMap { $0 }.map { "'\($0)'" } ?? "a list"
            diagnostics.append(
                .error(
                    "cover: expected a mapping (photo, lines, number, date, layout, focus) or false, found \(found)",
                    at: issue.location(ofValue: "cover")))
            return CoverSettings()
        case .success(let cover?):
            return read(cover, diagnostics: &diagnostics)
        }
    }

    private static func read(_ cover: YAMLMapping, diagnostics: inout [Diagnostic]) -> CoverSettings {
        diagnostics += cover.unknownKeys(known: keys, in: "cover")
        var settings = CoverSettings()
        func take<T>(_ result: Result<T?, Diagnostic>) -> T? {
            switch result {
            case .success(let value): return value
            case .failure(let diagnostic): diagnostics.append(diagnostic); return nil
            }
        }
        if let photo = take(cover.string("photo")) {
            if photo.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.append(
                    .error("cover.photo: the photo's path is empty", at: cover.location(ofValue: "photo")))
            } else {
                settings.photo = photo
                settings.photoLocation = cover.location(ofValue: "photo")
            }
        }
        if let lines = take(cover.locatedStrings("lines")) {
            if lines.isEmpty || lines.count > CoverSettings.maximumLines {
                diagnostics.append(
                    .error(
                        "cover.lines: give 1 to \(CoverSettings.maximumLines) article ids, found \(lines.count)",
                        at: cover.location(ofValue: "lines")))
            } else {
                settings.lines = lines.map(\.text)
                settings.lineLocations = lines.map(\.location)
            }
        }
        settings.number = take(cover.string("number")).flatMap(IssueNumber.checked)
        if let date = take(cover.string("date")) {
            if ISODate.isValid(date) {
                settings.date = date
            } else {
                diagnostics.append(
                    .error(
                        "cover.date: expected a date as YYYY-MM-DD, found '\(date)'",
                        at: cover.location(ofValue: "date")))
            }
        }
        if let layout = take(cover.choice("layout", CoverDesign.self, as: "cover.layout")) { settings.layout = layout }
        settings.focus = take(
            cover.string("focus").flatMap {
                ChoiceValue.focus($0, as: "cover.focus", at: cover.location(ofValue: "focus"))
            })
        return settings
    }

    /// `base-url:` as an absolute `http`/`https` URL ending in `/` (one is added when it is
    /// missing); nil when absent, and an error at the value when it is not such a URL.
    static func baseURL(in issue: YAMLMapping, diagnostics: inout [Diagnostic]) -> String? {
        let text: String?
        switch issue.string("base-url") {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        case .success(let value): text = value
        }
        guard let text else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else {
            diagnostics.append(
                .error(
                    "base-url: expected an absolute http or https URL without query or fragment (https://example.org/issue/), found '\(text)'",
                    at: issue.location(ofValue: "base-url")))
            return nil
        }
        return text.hasSuffix("/") ? text : text + "/"
    }
}

/// An issue number as `number:` gives it: any short text without line breaks (`12`, `12a`).
enum IssueNumber {
    /// `text` trimmed, or nil when it is empty.
    static func checked(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
