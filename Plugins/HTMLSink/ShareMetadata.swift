import FolioPluginAPI

/// What a page says about itself to the sites and apps that preview a shared link: Open Graph
/// (`og:title`, `og:description`, `og:image` with its size and text, `og:url`, `og:type`,
/// `og:site_name`, `og:locale`), a Twitter card, a description, and the canonical link. Every
/// page that can be shared (article pages, `index.html`, the shelf page) writes its tags here.
///
/// `og:url`, the canonical link and `og:image` need absolute URLs: they are written only when
/// the issue (or the shelf) has a `base-url:`; the build warns once when it has none.
struct ShareMetadata {
    /// A picture for the preview.
    struct Image {
        /// The picture's absolute URL.
        var url: String
        /// Its width in pixels.
        var width: Int
        /// Its height in pixels.
        var height: Int
        /// What it shows, for readers who cannot see it.
        var alt: String
    }

    /// The page's title.
    var title: String
    /// One or two sentences about the page, if any.
    var description: String?
    /// The page's absolute URL, if the issue has a base URL.
    var url: String?
    /// `article` for an article page, `website` for an issue or a shelf.
    var type: String
    /// The issue's (or the shelf's) title.
    var siteName: String
    /// The page's language, a BCP 47 tag.
    var language: String
    /// The preview picture, if the page has one and the issue a base URL.
    var image: Image?

    /// Stands for a page's own path in `url` until the sink knows it: an article page is named
    /// by the hash of its bytes with this mark, then the mark is replaced by its path
    /// (`HTMLSink.placing`). Control characters, which no escaped content can hold.
    static let ownPathMark = "\u{1}folio-own-path\u{1}"

    /// `text` escaped by `escape`, the own-path mark kept as it is.
    private static func keepingMark(_ text: String, _ escape: (String) -> String) -> String {
        text.components(separatedBy: ownPathMark).map(escape).joined(separator: ownPathMark)
    }

    /// The longest description written; a longer one is cut at a word and ends with `…`.
    static let descriptionLimit = 200

    /// The head's elements, one a line.
    var tags: [String] {
        var tags: [String] = []
        func meta(_ property: String, _ value: String, name: Bool = false) {
            tags.append(
                "<meta \(name ? "name" : "property")=\"\(property)\" content=\"\(HTMLEscaping.escape(value))\">")
        }
        if let description { meta("description", description, name: true) }
        if let url {
            tags.append("<link rel=\"canonical\" href=\"\(Self.keepingMark(url, HTMLEscaping.escapeHref))\">")
        }
        meta("og:type", type)
        meta("og:title", title)
        if let description { meta("og:description", description) }
        meta("og:site_name", siteName)
        if let locale = Self.locale(language) { meta("og:locale", locale) }
        if let url {
            tags.append("<meta property=\"og:url\" content=\"\(Self.keepingMark(url, HTMLEscaping.escape))\">")
        }
        if let image {
            meta("og:image", image.url)
            meta("og:image:type", image.url.hasSuffix(".png") ? "image/png" : "image/jpeg")
            meta("og:image:width", String(image.width))
            meta("og:image:height", String(image.height))
            meta("og:image:alt", image.alt)
        }
        meta("twitter:card", image == nil ? "summary" : "summary_large_image", name: true)
        return tags
    }

    /// `og:locale` for a BCP 47 tag: `en-GB` → `en_GB`, `de` → `de`; nil for `und`.
    static func locale(_ tag: String) -> String? {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first, language.count >= 2, language.count <= 3, language != "und" else {
            return nil
        }
        let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }
        return region.map { "\(language.lowercased())_\($0.uppercased())" } ?? language.lowercased()
    }

    /// `text` with its white space collapsed, cut at a word before `descriptionLimit`
    /// characters with `…` when it is longer; nil when nothing is left.
    static func trimmed(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        var result = ""
        for word in words {
            let next = result.isEmpty ? String(word) : "\(result) \(word)"
            guard next.count <= descriptionLimit - 1 else {
                return result.isEmpty ? String(next.prefix(descriptionLimit - 1)) + "…" : result + "…"
            }
            result = next
        }
        return result
    }

    /// The file of a photo a preview shows: its share picture (`AssetStage.shareSize`), else
    /// its widest rendition, else the photo itself.
    static func picture(of asset: PhotoAsset) -> AssetFile {
        asset.share ?? asset.renditions.last ?? asset.original
    }

    /// What a shared link to the issue (`index.html`) shows: its title, subtitle and cover
    /// photo (else its first photo) and, with a base URL, the issue's URL.
    static func issue(_ index: IssueIndex) -> ShareMetadata {
        let digests = index.articles.map(\.digest)
        let cover = digests.first { $0.kind == .cover }
        let photo = cover.flatMap { $0.cover ?? $0.photos.first } ?? digests.lazy.compactMap(\.photos.first).first
        let image = photo.flatMap { photo in
            index.assets.asset(for: photo).flatMap { asset in
                index.baseURL.map { base in
                    let file = picture(of: asset)
                    return Image(
                        url: base + file.path, width: file.width, height: file.height,
                        alt: photo.alt.flatMap { $0.isEmpty ? nil : $0 } ?? index.title)
                }
            }
        }
        return ShareMetadata(
            title: index.title, description: index.subtitle.flatMap(trimmed), url: index.baseURL, type: "website",
            siteName: index.title, language: index.language, image: image)
    }
}
