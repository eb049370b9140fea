import FolioHashing
import FolioLayout
import FolioModel
import Foundation

/// Every article of an issue as a link finds it, and the one place that decides what a link
/// written between articles leads to: `other.md`, `other.md#part`, `../other/`,
/// `/blog/other/` (a site's pretty URLs, with or without the trailing `/`), Zola's
/// `@/blog/other.md`, and what the Markdown source made of Liquid's `{% link %}` and
/// `{% post_url %}` and Hugo's `ref`/`relref` (paths of the same kinds).
///
/// A path is looked for as a file of the content folder (relative to the linking file, or
/// to the content folder when it starts with `/` or `@/`), then as a site address (resolved
/// against the linking article's own address), then by its last segment among the articles'
/// names (a file's base name, a post's name without its date, an id); of several articles of
/// one name, the one nearest the linking file (a translation's own folder) wins. A fragment
/// becomes the anchor of the heading it names (`Slug.anchor`, so `#Part-Two` and GitHub's
/// `#part-two` find the same heading).
package struct IssueLinks: Sendable {
    /// What a link leads to.
    package enum Resolution: Sendable, Equatable {
        /// An article of the issue, at a heading when `anchor` is given.
        case article(id: String, anchor: String?)
        /// An address on the original site: nothing in the issue has it.
        case outside(String)
        /// Nothing: not in the issue, and the site's address is not known.
        case nowhere
    }

    /// The articles, in strip order.
    let targets: [LinkTarget]
    /// The site's address (`base-url`, else the site's configuration), without a final `/`.
    let baseURL: String?
    /// The anchors of each article's headings, by id, where they are known.
    var anchors: [String: [String]] = [:]
    private let bySource: [String: Int]
    private let byURL: [String: Int]
    private let byName: [String: [Int]]

    /// The links of the articles `targets` (id and source path each, strip order), with the
    /// site at `baseURL`.
    init(targets: [LinkTarget], baseURL: String?) {
        self.targets = targets
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.flatMap { $0.isEmpty ? nil : $0 }
        var bySource: [String: Int] = [:]
        var byURL: [String: Int] = [:]
        var byName: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() {
            if bySource[target.sourcePath] == nil { bySource[target.sourcePath] = index }
            let bare = target.sourcePathWithoutExtension
            if bySource[bare] == nil { bySource[bare] = index }
            if byURL[target.url] == nil { byURL[target.url] = index }
            for name in Set(target.names.map { $0.lowercased() }) { byName[name, default: []].append(index) }
        }
        self.bySource = bySource
        self.byURL = byURL
        self.byName = byName
    }

    /// A fingerprint of what links can find: ids, files, addresses and the site's address. A
    /// cached article's links were resolved against the same table when it has not changed.
    var fingerprint: String {
        let lines = targets.map { "\($0.id)\t\($0.sourcePath)" } + ["base\t\(baseURL ?? "")"]
        return XXHash64.hex(XXHash64.hash(lines.joined(separator: "\n")))
    }

    /// A fingerprint of the table and every heading's anchor: what a resolved link can depend
    /// on (a fragment written another generator's way takes the anchor of the heading it names).
    var fingerprintWithAnchors: String {
        let lines = anchors.keys.sorted().map { "\($0)\t\(anchors[$0]!.joined(separator: " "))" }
        return fingerprint + XXHash64.hex(XXHash64.hash(lines.joined(separator: "\n")))
    }

    /// What `written`, a link in the article `from` (a target of this table), leads to, and
    /// the problem to warn about, if any.
    func resolve(_ written: String, from source: LinkTarget) -> (Resolution, problem: String?) {
        var path = Substring(written)
        var fragment: Substring?
        if let mark = path.firstIndex(of: "#") {
            fragment = path[path.index(after: mark)...]
            path = path[..<mark]
        }
        if let mark = path.firstIndex(of: "?") { path = path[..<mark] }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        let anchorText = fragment.map { String($0).removingPercentEncoding ?? String($0) }
        guard !decoded.isEmpty else {
            return at(source.id, fragment: anchorText, written: written)
        }
        if let index = find(decoded, from: source) {
            return at(targets[index].id, fragment: anchorText, written: written)
        }
        guard let baseURL, let address = siteAddress(of: decoded, from: source) else {
            return (.nowhere, "the link '\(written)' leads to no article of the issue and nothing else in it")
        }
        let outside = baseURL + address + (fragment.map { "#" + $0 } ?? "")
        return (.outside(outside), "the link '\(written)' leads to no article of the issue; it goes to \(outside)")
    }

    /// The article `id` at the heading `fragment` names, warning when it names none.
    private func at(_ id: String, fragment: String?, written: String) -> (Resolution, problem: String?) {
        guard let fragment, !fragment.isEmpty else { return (.article(id: id, anchor: nil), nil) }
        // The anchor is kept even when no heading has it: what a link becomes depends on the
        // table alone, never on another article's headings (sinks open such a link at the
        // article's start), so an unchanged article's files stay valid.
        var anchor = Slug.anchor(fragment)
        guard let known = anchors[id], !known.contains(anchor) else { return (.article(id: id, anchor: anchor), nil) }
        let letters = Slug.anchorLetters(anchor)
        if let near = known.first(where: { Slug.anchorLetters($0) == letters }) {
            anchor = near
            return (.article(id: id, anchor: anchor), nil)
        }
        return (
            .article(id: id, anchor: anchor),
            "the link '\(written)' names no heading of article '\(id)' (#\(fragment)); it opens the article at its start"
        )
    }

    /// The target `path` (decoded, no fragment) names, if any.
    private func find(_ path: String, from source: LinkTarget) -> Int? {
        let fromFolder = (source.sourcePath as NSString).deletingLastPathComponent
        var files: [String] = []
        var addresses: [String] = []
        if path.hasPrefix("@/") {
            files.append(String(path.dropFirst(2)))
        } else if path.hasPrefix("/") {
            files.append(String(path.dropFirst()))
            addresses.append(path)
        } else {
            files.append((fromFolder as NSString).appendingPathComponent(path))
            files.append(path)  // Hugo's ref "blog/x.md" is from the content folder
            addresses.append(Self.join(source.url, path))
        }
        func byFile() -> Int? {
            for file in files.map(Self.normalized) {
                for candidate in [file, file + "/index.md", file + "/_index.md"] {
                    if let found = bySource[candidate] ?? bySource[(candidate as NSString).deletingPathExtension] {
                        return found
                    }
                }
            }
            return nil
        }
        func byAddress() -> Int? {
            for address in addresses.map(Self.normalized) {
                if let found = byURL["/" + address + (address.isEmpty ? "" : "/")] { return found }
            }
            return nil
        }
        // A path that ends in `/` is an address first (`../legal/` from a translation is the
        // translation's), any other a file first.
        if let found = path.hasSuffix("/") ? byAddress() ?? byFile() : byFile() ?? byAddress() { return found }
        // By name: the last segment, without `.html` or `.md`.
        let segments = path.split(separator: "/").filter { $0 != "." && $0 != ".." && $0 != "@" }
        guard let last = segments.last else { return nil }
        let name = (String(last) as NSString).deletingPathExtension.lowercased()
        guard let matches = byName[name] ?? byName[Slug.make(name)], !matches.isEmpty else { return nil }
        return matches.max { nearness(targets[$0], to: fromFolder) < nearness(targets[$1], to: fromFolder) }
    }

    /// The site address `path` names from the article `source`: a root path as it is, a
    /// relative one against the article's own address; nil for a Zola `@/` path.
    private func siteAddress(of path: String, from source: LinkTarget) -> String? {
        if path.hasPrefix("@/") { return nil }
        let joined = path.hasPrefix("/") ? path : Self.join(source.url, path)
        let normal = "/" + Self.normalized(joined)
        return joined.hasSuffix("/") && !normal.hasSuffix("/") ? normal + "/" : normal
    }

    /// How many leading folders `target`'s file shares with `folder`.
    private func nearness(_ target: LinkTarget, to folder: String) -> Int {
        let mine = folder.split(separator: "/")
        let theirs = (target.sourcePath as NSString).deletingLastPathComponent.split(separator: "/")
        return zip(mine, theirs).prefix { $0 == $1 }.count
    }

    /// `path` relative to the folder address `base` (`/legal/` + `../x/` is `/x/`).
    private static func join(_ base: String, _ path: String) -> String {
        base + path
    }

    /// `path` without `.`, `..` (never above the top) and empty segments, without a leading `/`.
    static func normalized(_ path: String) -> String {
        var kept: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." {
                if !kept.isEmpty { kept.removeLast() }
                continue
            }
            kept.append(segment)
        }
        return kept.joined(separator: "/")
    }
}
