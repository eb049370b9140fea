import FolioHashing
import FolioModel
import FolioPluginAPI
import FolioText
import Foundation

extension BuildState {
    /// The fonts step: reads the author's font files (`issue.yaml`'s `fonts:`), takes the
    /// characters of every article (from the files read, else from the build cache's fonts
    /// record, else by reading the file), and makes the issue's fonts, whose stacks the
    /// paginator measures with and the sinks ship. Scripts with no installed face are warnings.
    /// When the fonts differ from those the cached pages were measured with, every cached file
    /// is read again, so the paginate step measures all of them anew. When every file's
    /// characters are those the record merged last time, in the same order, the record's merged
    /// characters are the issue's, and the files' are not merged again.
    mutating func findFonts(cache: URL?) {
        let author = AuthorFonts(settingsText: scan.settingsText, settingsFile: scan.settingsFile, folder: scan.folder)
        diagnostics += author.diagnostics
        if !author.paths.isEmpty { unused.removeAll { author.paths.contains($0.relativePath) } }
        let previous = FontsRecord.read(from: cache, reporting: &diagnostics) ?? FontsRecord()
        // Each file's characters: taken from the file when it was read, else the record's.
        var perClaim: [Int: CharacterInventory] = [:]
        var kept: [Int: FontsRecord.File] = [:]
        var unread: [Int] = []
        let read = scan.claims.indices.filter { loaded[$0] != nil }
        let inventories = CharacterInventory.each(read.map { loaded[$0]!.map(\.article) })
        for (index, inventory) in zip(read, inventories) { perClaim[index] = inventory }
        for index in scan.claims.indices where loaded[index] == nil {
            if let record = records[index] {
                let file = previous.files[scan.claims[index].file.relativePath]
                if let file, file.hash == String(record.fingerprint.hash), file.isWellFormed {
                    kept[index] = file
                } else {
                    unread.append(index)
                }
            }
        }
        let files = IssueBuilder.read(unread, of: scan, options: options, fingerprinting: false).sorted {
            $0.key < $1.key
        }
        for ((index, _), inventory) in zip(
            files, CharacterInventory.each(files.map { $0.value.articles.map(\.article) }))
        {
            perClaim[index] = inventory
        }
        var own = CharacterInventory()
        own.add(issue: scan.issue)
        if let cover = loaded[BuildEntry.coverClaim] {
            own.merge(CharacterInventory(articles: cover.map(\.article)))
        }
        // The record of every file, and the key of the merge: each file's characters, in order.
        var next = FontsRecord()
        var key = FontsRecord.File(hash: 0, inventory: own).digest
        var order: [(index: Int, file: FontsRecord.File)] = []
        for index in scan.claims.indices {
            var file = kept[index]
            if file == nil, let characters = perClaim[index] {
                file = FontsRecord.File(hash: records[index]?.fingerprint.hash ?? 0, inventory: characters)
            }
            guard let file else { continue }
            key += "\n" + file.digest
            order.append((index, file))
            if records[index] != nil { next.files[scan.claims[index].file.relativePath] = file }
        }
        let mergeKey = XXHash64.hex(XXHash64.hash(Data(key.utf8)))
        var inventory: CharacterInventory
        if let merged = previous.merged, merged.hash == mergeKey, let characters = merged.inventory {
            inventory = characters
            next.merged = merged
        } else {
            inventory = own
            for (index, file) in order {
                guard let characters = perClaim[index] ?? file.inventory else { continue }
                inventory.merge(characters)
            }
            next.merged = FontsRecord.File(hash: mergeKey, inventory: inventory)
        }
        let fonts = IssueFonts(characters: inventory, authored: author.faces)
        diagnostics += fonts.warnings.map { .warning($0.description) }
        next.fingerprint = XXHash64.hex(
            XXHash64.hash(fonts.fingerprint + "\n" + author.hashes.joined(separator: "\n")))
        self.fonts = fonts
        fontsRecord = next
        guard next.fingerprint != previous.fingerprint else { return }
        let cached = scan.claims.indices.filter { records[$0] != nil && loaded[$0] == nil }
        for (index, file) in IssueBuilder.read(cached, of: scan, options: options, fingerprinting: false) {
            loaded[index] = file.articles
        }
    }
}
