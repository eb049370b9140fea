import FolioPluginAPI
import Foundation

/// What the service worker (`Web/folio-worker.js`) keeps so that an issue, or a shelf, reads
/// offline: the build's list of its files, made here and nowhere else, and written as
/// `offline-files.json`, which the worker reads again whenever a page tells it the geometry on
/// screen. The worker is the same for every build: a new build changes only this list.
///
/// The list says how the worker reads each file. A file named the same from build to build
/// (`fresh`: the pages, scripts, style sheets, fonts) is read from the network first and from
/// the kept copy only when the network fails, so nobody online, and no author under `folio
/// serve`, sees an old one. A file named by its bytes (`hashed`: the article pages, thumbnails;
/// and every file of `photos`) never goes stale: its kept copy is read first. `version` changes
/// whenever a fresh file's bytes do, and the worker then fetches them all again.
struct OfflineFiles: Sendable, Equatable, Encodable {
    /// The content hash of the fresh files the sink writes (`ContentHash`), paths and bytes.
    var version: String
    /// Files named the same from build to build: network first.
    var fresh: [String]
    /// Files named by their bytes that every page geometry needs: kept copy first.
    var hashed: [String]
    /// Every file of each photo (its renditions, narrowest first, then the original), named by
    /// the photo's bytes: kept copy first; offline, a file not kept is answered with the nearest
    /// kept file of the same photo.
    var photos: [[String]]
    /// By page geometry, the one file of each photo that its pages are drawn from (`file(of:across:)`
    /// its column's width): kept once a page tells the worker that it shows that geometry.
    var geometries: [String: [String]]

    /// The device pixels per CSS pixel a geometry's photo files are chosen for: a phone's, a
    /// tablet's and a laptop's screen have two or more, and a screen that asks for more is
    /// answered, offline, with these.
    static let pixelDensity = 2.0

    /// The list of an issue whose index is `index`, with `files` the issue-level files the sink
    /// writes beside its articles (the worker and its list are not listed: the browser keeps the
    /// worker, the worker the list).
    init(issue index: IssueIndex, files: [OutputFile]) {
        fresh = Self.kept(files.map(\.path))
        version = Self.version(of: files)
        let assets = index.assets.photos.values.sorted { $0.original.path < $1.original.path }
        hashed = index.articles.map(\.file).filter { !$0.isEmpty } + assets.map(\.thumbnail.path)
        photos = assets.map { asset in (asset.renditions.sorted { $0.width < $1.width } + [asset.original]).map(\.path)
        }
        geometries = Dictionary(
            index.layouts.map { layout in
                (layout.name, assets.map { Self.file(of: $0, across: layout.geometry.columnWidth).path })
            }, uniquingKeysWith: { first, _ in first })
    }

    /// The list of a shelf whose files are `files`: those and the picture its page shows of each
    /// issue (`ShelfPage.picture(of:)`), a drawn cover named by its issue's slug (fresh), a
    /// cover photo by its bytes (hashed).
    init(shelf: ShelfSite, files: [OutputFile]) {
        fresh = Self.kept(files.map(\.path))
        version = Self.version(of: files)
        hashed = []
        for issue in shelf.issues {
            guard let picture = ShelfPage.picture(of: issue) else { continue }
            if issue.drawnCover == nil { hashed.append(picture.path) } else { fresh.append(picture.path) }
        }
        photos = []
        geometries = [:]
    }

    /// The content hash of `files`, each its path and bytes, in path order.
    private static func version(of files: [OutputFile]) -> String {
        ContentHash.name(
            of: files.sorted { $0.path < $1.path }.reduce(into: Data()) { $0 += Data("\($1.path)\n".utf8) + $1.data })
    }

    /// `paths` without the service worker's own files, sorted.
    private static func kept(_ paths: [String]) -> [String] {
        paths.filter { $0 != WebAssets.workerScript && $0 != WebAssets.offlineFiles }.sorted()
    }

    /// The file of `asset` that a column `width` CSS pixels wide (where a photo is drawn, but for
    /// a cover's or an opener's across the page) is drawn from at `pixelDensity`: the narrowest of
    /// its renditions and the original at least that many pixels wide, else the original.
    static func file(of asset: PhotoAsset, across width: Double) -> AssetFile {
        let files = (asset.renditions + [asset.original]).sorted { $0.width < $1.width }
        return files.first { Double($0.width) >= width * pixelDensity } ?? asset.original
    }

    /// `offline-files.json`: the list, with sorted keys.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
