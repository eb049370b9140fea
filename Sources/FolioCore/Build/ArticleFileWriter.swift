import Foundation

/// Makes and writes article files a batch at a time across the cores, each written as soon as
/// it is made, so that the bytes of 10,000 articles are never all in memory at once.
struct ArticleFileWriter {
    /// How many articles are made at once: enough to keep every core busy.
    static let batchSize = 64

    let sink: any ArticleFileSink
    let assets: AssetCatalog
    let geometry: PageGeometry

    /// Writes the file of each article into `folder` (its `articles/` made if needed) and
    /// returns their paths in order. A file already there with that name (the same bytes, as
    /// names are hashes of bytes) is left alone; `written` gets the files this call created.
    func write(
        _ articles: [(article: Article, pages: [Page])], into folder: URL, written: inout [URL]
    ) throws(FolioError) -> [String] {
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("articles"), withIntermediateDirectories: true)
        } catch {
            throw FolioError(step: "Publish \(sink.name)", "cannot create '\(folder.path)/articles': \(error.localizedDescription)")
        }
        let sink = self.sink, assets = self.assets, geometry = self.geometry
        var paths: [String] = []
        paths.reserveCapacity(articles.count)
        for start in stride(from: 0, to: articles.count, by: Self.batchSize) {
            let batch = Array(articles[start..<min(start + Self.batchSize, articles.count)])
            let results = ParallelMap.map(batch, threshold: 2) { pair -> Result<(String, URL?), FolioError> in
                do {
                    let data = try sink.articleFile(for: pair.article, pages: pair.pages, assets: assets, geometry: geometry)
                    let path = sink.articlePath(for: data)
                    let target = folder.appendingPathComponent(path)
                    if FileManager.default.fileExists(atPath: target.path) { return .success((path, nil)) }
                    try OutputFolder.writeNew(data, to: target)
                    return .success((path, target))
                } catch {
                    return .failure(FolioError(step: "Publish \(sink.name)", "article '\(pair.article.id)': \(error)"))
                }
            }
            for result in results {
                switch result {
                case .success(let (path, created)):
                    paths.append(path)
                    if let created { written.append(created) }
                case .failure(let error):
                    throw error
                }
            }
        }
        return paths
    }
}
