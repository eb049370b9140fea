import FolioFormats
import FolioHashing
import FolioLayout
import FolioModel
import FolioPluginAPI
import Foundation

/// Makes and stages article files a batch at a time across the cores, each staged as soon as
/// it is made, so that the bytes of 10,000 articles are never all in memory at once.
struct ArticleFileWriter {
    /// How many articles are made at once: enough to keep every core busy.
    static let batchSize = 64

    let sink: any ArticleFileSink
    let assets: AssetCatalog
    let issue: ArticleFileIssue
    /// What makes the frames of the geometries the sink draws frames of.
    let framer: ArticleFramer

    /// What writing gave: each article's path, in order, and the XXH64 of each file's bytes.
    struct Written {
        var paths: [String] = []
        var hashes: [String: UInt64] = [:]
    }

    /// Stages the file of each article into `folder` (`articles/`), under a temporary name
    /// that `staged.commit()` renames into place. A file already there with that name and
    /// exactly these bytes is left alone; one with other bytes (damaged) is replaced.
    func write(
        _ articles: [(article: Article, pages: ArticlePages, lined: LinedPages)], into folder: URL,
        staged: inout StagedWrites
    ) throws(FolioError) -> Written {
        let sink = self.sink, assets = self.assets, issue = self.issue, framer = self.framer
        var written = Written()
        written.paths.reserveCapacity(articles.count)
        for start in stride(from: 0, to: articles.count, by: Self.batchSize) {
            let batch = Array(articles[start..<min(start + Self.batchSize, articles.count)])
            let results = ParallelMap.map(batch, threshold: 2) { pair -> Result<(String, Data), FolioError> in
                do {
                    let frames = ArticleFrames(pair.article, pages: pair.pages, lined: pair.lined, framer: framer)
                    let data = try sink.articleFile(
                        for: pair.article, pages: pair.pages, frames: frames, assets: assets, issue: issue)
                    let path = sink.articlePath(for: data)
                    return .success((path, sink.placing(data, at: path)))
                } catch {
                    return .failure(
                        FolioError(step: PipelineStep.publishName(sink.name), "article '\(pair.article.id)': \(error)"))
                }
            }
            for result in results {
                switch result {
                case .success(let (path, data)):
                    written.paths.append(path)
                    guard written.hashes[path] == nil else { continue }
                    written.hashes[path] = XXHash64.hash(data)
                    // A staging folder no reader sees holds nothing yet: no file there to keep.
                    if staged.unseen || !OutputFolder.holds(OutputFile(path: path, data: data), in: folder) {
                        try staged.write(data, to: folder.appendingPathComponent(path))
                    }
                case .failure(let error):
                    throw error
                }
            }
        }
        return written
    }
}
