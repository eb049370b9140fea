import FolioPluginAPI

/// Why a file of the content folder is not used, in words, for `folio build --verbose`'s
/// `not used:` lines: decided by what the file is, from its extension, in this one place.
package enum UnusedFileReason {
    /// The reason `file` (claimed by no source, shown by no article) is not used.
    package static func reason(for file: ContentFile) -> String {
        let ext = file.pathExtension
        switch ext {
        case "png", "jpg", "jpeg":
            return "a photo no article shows"
        case "gif", "webp", "avif", "bmp", "tif", "tiff", "heic", "ico":
            return "a \(ext.uppercased()) image no article shows (articles show PNG, JPEG and SVG)"
        case "svg":
            return "an SVG image no article shows"
        case "html", "htm", "liquid", "njk", "hbs", "tmpl", "gotmpl":
            return "a page or template of a site generator; Folio lays out its own pages"
        case "css", "scss", "sass", "less", "js", "mjs", "ts":
            return "a style sheet or script; each sink brings its own"
        case "yml", "yaml", "toml", "json", "csv", "xml":
            return "a data or settings file; Folio reads issue.yaml alone"
        case "ttf", "otf", "woff", "woff2", "ttc":
            return "a font that issue.yaml's fonts: does not name"
        case "txt", "rst", "adoc", "asciidoc", "org", "textile":
            return "a text file; articles are Markdown (*.md, *.markdown, *.mdown, *.mkd, *.mkdn)"
        case "pdf", "zip", "gz", "tar", "mp4", "mov", "mp3", "wav", "webm":
            return "a \(ext.uppercased()) file; articles can link to it, not show it"
        case "":
            return "no source reads files without an extension"
        default:
            return "no source reads *.\(ext) files"
        }
    }
}
