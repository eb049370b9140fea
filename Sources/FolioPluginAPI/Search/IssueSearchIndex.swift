import FolioSearch
import Foundation

/// An issue's search index as a reader's device loads it: a small manifest and the words in
/// shards, each a range of stems in order, so that a query loads the manifest and the shard of
/// each of its words, never the whole index. Made from the articles' digests (`ArticleDigest`
/// keeps each article's words with their pages), so a warm build makes it without the articles.
///
/// The manifest (JSON) holds what a reader's words need to be compared as the articles' were —
/// the letters whose accents are taken off (`accents`, code point ranges), each language's
/// stemming rules (`stemmers`), the articles' languages (`languages`, and `articleLanguages` as
/// runs `[language, count]`), how many blocks of an article a stem's postings name at most
/// (`placesPerStem`) — the geometries in the order of every posting's pages, and the
/// first stem of each shard (`shards`, in UTF-16 order, as a browser compares strings).
/// A shard (JSON) maps each of its stems to its postings, flat: for each article that has the
/// stem, in strip order, for each block it is written in (at most `ArticleWords.blocksPerStem`),
/// the numbers `article, block + 1, page in each geometry...`, the article counted from the
/// previous posting's (the first from 0), the block `-1` for the title (so 0 as written). The
/// numbers are a string of `digits` (in the manifest too), each number five bits a digit, lowest
/// first, every digit but its last one of the second half: a posting of small numbers is a
/// character each, and a browser reads the string far faster than as many numbers in JSON.
public struct IssueSearchIndex: Sendable {
    /// The manifest, JSON.
    public private(set) var manifest: Data
    /// The shards, JSON, in the manifest's order.
    public private(set) var shards: [Data]

    /// Shards are cut once they hold this many bytes of postings.
    static let shardBytes = 24_000

    /// The index of `index`'s articles.
    public init(_ index: IssueIndex) {
        var postings: [String: [Int]] = [:]
        var last: [String: Int] = [:]
        let geometries = index.layouts.count
        for (number, entry) in index.articles.enumerated() {
            let words = entry.digest.words
            for word in 0..<words.count {
                let stem = words.stems[word]
                let pages =
                    words.geometryCount == geometries
                    ? Array(words.pages(of: word)) : Array(repeating: 0, count: geometries)
                postings[stem, default: []].append(number - (last[stem] ?? 0))
                postings[stem, default: []].append(Int(words.blocks[word]) + 1)
                postings[stem, default: []].append(contentsOf: pages.map(Int.init))
                last[stem] = number
            }
        }
        let stems = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var shards: [Data] = []
        var firsts: [String] = []
        var writer = JSONWriter()
        var size = 0
        for stem in stems {
            if size == 0 {
                firsts.append(stem)
                writer = JSONWriter()
                writer.beginObject()
            }
            let encoded = Self.encoded(postings[stem] ?? [])
            writer.key(stem)
            writer.string(encoded)
            size += stem.utf8.count + encoded.utf8.count
            if size >= Self.shardBytes {
                writer.endObject()
                shards.append(Data(writer.bytes))
                size = 0
            }
        }
        if size > 0 {
            writer.endObject()
            shards.append(Data(writer.bytes))
        }
        self.shards = shards
        manifest = Self.manifest(index, shards: firsts)
    }

    /// The digits postings are written in: each a character JSON writes as it is.
    static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")

    /// `numbers` (each at least 0) as digits: five bits a digit, lowest first; a digit of the
    /// second half (32 and up) says another digit of the number follows.
    static func encoded(_ numbers: [Int]) -> String {
        var text = ""
        text.reserveCapacity(numbers.count + numbers.count / 4)
        for number in numbers {
            var rest = number
            while rest >= 32 {
                text.append(digits[32 + (rest & 31)])
                rest >>= 5
            }
            text.append(digits[rest])
        }
        return text
    }

    private static func manifest(_ index: IssueIndex, shards: [String]) -> Data {
        var languages: [String] = []
        var runs: [[Int]] = []
        for entry in index.articles {
            let language = entry.digest.header.pageLanguage
            let number = languages.firstIndex(of: language) ?? languages.count
            if number == languages.count { languages.append(language) }
            if runs.last?.first == number { runs[runs.count - 1][1] += 1 } else { runs.append([number, 1]) }
        }
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("accents")
        writer.beginArray()
        for range in SearchKey.accentedLetters { writer.array([Int(range.lowerBound), Int(range.upperBound)]) }
        writer.endArray()
        writer.key("articleLanguages")
        writer.beginArray()
        for run in runs { writer.array(run) }
        writer.endArray()
        writer.key("digits"); writer.string(String(digits))
        writer.key("geometries"); writer.array(index.layouts.map(\.name))
        writer.key("languages"); writer.array(languages)
        writer.key("placesPerStem"); writer.int(ArticleWords.blocksPerStem)
        writer.key("shards"); writer.array(shards)
        writer.key("stemmers")
        writer.beginObject()
        for (language, rules) in SearchStemmer.rules.sorted(by: { $0.key < $1.key }) {
            writer.key(language)
            writer.beginObject()
            writer.key("rules")
            writer.beginArray()
            for rule in rules {
                writer.beginArray()
                writer.string(rule.suffix)
                writer.string(rule.replacement)
                writer.array(rule.unless)
                writer.endArray()
            }
            writer.endArray()
            writer.key("shortest"); writer.int(SearchStemmer.shortest)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        return Data(writer.bytes)
    }
}
