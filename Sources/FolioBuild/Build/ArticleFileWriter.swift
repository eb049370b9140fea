import FolioHashing
import FolioLayout
import FolioModel
import FolioOutput
import FolioPluginAPI
import Foundation

/// Makes and stages article files a batch at a time across the cores, each staged as soon as
/// it is made, so that the bytes of 10,000 articles are never all in memory at once.
struct ArticleFileWriter {
    let sink: any IncrementalPublisher
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
        let batchSize = type(of: sink).articleBatchSize
        for start in stride(from: 0, to: articles.count, by: batchSize) {
            let batch = Array(articles[start..<min(start + batchSize, articles.count)])
            let results = ParallelMap.map(batch, threshold: 2) { pair in
                Result { () throws(FolioError) in
                    try sink.articleOutputFile(
                        pair.article, pages: pair.pages, lined: pair.lined, framer: framer, assets: assets, issue: issue
                    )
                }
            }
            for result in results {
                switch result {
                case .success(let file):
                    let (path, data) = (file.path, file.data)
                    written.paths.append(path)
                    guard written.hashes[path] == nil else { continue }
                    written.hashes[path] = XXHash64.hash(data)
                    // A staging folder no reader sees holds nothing yet: no file there to keep.
                    if staged.unseen || !OutputFolder.holds(OutputFile(path: path, data: data), in: folder) {
                        try staged.write(data, to: folder.appending(path: path, directoryHint: .notDirectory))
                    }
                case .failure(let error):
                    throw error
                }
            }
        }
        return written
    }
}
