import FolioImaging
import FolioPluginAPI
import Foundation
import MarkdownSource

// libFuzzer target: one whole Markdown file (front matter and body), read by the Markdown
// source into an article, as `folio build` reads it. The file sits in a scratch content folder
// beside a small PNG, so that image references can resolve and their headers are read.

/// The scratch content folder (on tmpfs where there is one) and the file each input is written to.
private let scratch: (folder: ContentFolder, article: ContentFile)? = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = "\(base)/folio-fuzz-markdown-\(ProcessInfo.processInfo.processIdentifier)"
    let photo = RasterImage(width: 4, height: 3, pixels: [UInt8](repeating: 0x80, count: 4 * 3 * 4))
    guard
        (try? FileManager.default.createDirectory(atPath: "\(path)/photos", withIntermediateDirectories: true)) != nil,
        let png = try? PNGCodec.encode(photo),
        FileManager.default.createFile(atPath: "\(path)/photos/photo.png", contents: png),
        let folder = try? ContentFolder(path: path)
    else { return nil }
    return (folder, folder.file(atRelativePath: "article.md"))
}()

/// Writes the input as `article.md` and loads it with the Markdown source.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let scratch else { fatalError("FuzzMarkdown: cannot create its scratch content folder") }
    guard
        FileManager.default.createFile(
            atPath: scratch.article.url.path, contents: Data(UnsafeBufferPointer(start: start, count: count)))
    else {
        fatalError("FuzzMarkdown: cannot write \(scratch.article.url.path)")
    }
    _ = MarkdownSource().load(scratch.article, in: scratch.folder)
    return 0
}
