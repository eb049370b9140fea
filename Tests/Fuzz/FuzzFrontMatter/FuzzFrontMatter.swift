import FolioPluginAPI
import Foundation

// libFuzzer target: a Markdown file's front matter: cut from the body, then read as YAML
// (Folio's simple reader, or Yams), TOML (toml++) or JSON into article fields, through the plugin
// API as a source reads it.

/// The file the diagnostics name; it is never read.
private let file = ContentFile(
    relativePath: "article.md", url: URL(fileURLWithPath: "/article.md"), displayPath: "article.md")

/// Splits the input into front matter and body and reads the front matter.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if case .success(let parts) = FrontMatterBlock.split(text) {
        _ = ArticleFrontMatter.read(parts, of: file)
    }
    return 0
}
