import FolioPluginAPI
import Foundation
import Testing

/// Inputs the fuzz targets found (Tests/Fuzz/Corpus/FuzzMarkdown holds each too), read as
/// `folio build` reads them. Under AddressSanitizer (`scripts/test`) these also check memory.
@Suite struct FuzzRegressionTests {
    /// FuzzMarkdown's first finding: an empty file. Reading it leaked 4 KiB in swift-foundation's
    /// `Data(contentsOf:)` (suppressed, with the reason, in Tests/Sanitizers/leak-suppressions.txt);
    /// Folio reads it as an article titled after the file.
    @Test func anEmptyFileIsAnArticleTitledAfterTheFile() throws {
        let content = try TemporaryContent()
        let output = try content.load("empty-article.md", "")
        #expect(output.diagnostics(.error).isEmpty, "\(output.diagnostics)")
        #expect(output.article?.title == "Empty article")
    }
}
