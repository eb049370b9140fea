import FolioPluginAPI
import Foundation

/// The issue's search index (`IssueSearchIndex`) as the carousel loads it: `search/index.js` and
/// one `search/N.js` per shard, each a script that hands its JSON to `Folio.searchData(NAME,
/// JSON)` (folio-search.js). Scripts rather than JSON files: a page opened from a folder
/// (`file://`) may add a script but not read a file.
enum HTMLSearchFiles {
    /// The folder of the files.
    static let folder = "search"

    /// The files of `index`'s search index.
    static func files(for index: IssueIndex) -> [OutputFile] {
        let search = IssueSearchIndex(index)
        var files = [OutputFile(path: "\(folder)/index.js", data: script("index", search.manifest))]
        for (number, shard) in search.shards.enumerated() {
            files.append(OutputFile(path: "\(folder)/\(number).js", data: script(String(number), shard)))
        }
        return files
    }

    private static func script(_ name: String, _ json: Data) -> Data {
        Data("Folio.searchData(\"\(name)\",".utf8) + json + Data(");\n".utf8)
    }
}
