import FolioTestSupport
import Foundation
import Testing

/// Inputs the fuzz targets found, built by the release `folio` as a user would build them.
/// Each is also in the fuzz seed corpus (Tests/Fuzz/Corpus), which `scripts/test` replays.
@Suite struct FuzzFindingsBuildTests {
    /// FuzzPNG: a 112-byte PNG whose iTXt chunk declares 944 MiB of text. libpng 1.6.39 allocated
    /// and zeroed that much before finding the file too short (a build peaked at 974 MiB); Folio
    /// now has libpng skip the chunks it does not use, unread. The photo is still an error.
    @Test func aPNGWhoseTextChunkDeclares944MiBFailsWithinTheMemoryLimit() throws {
        let png = FolioBinary.packageRoot.appendingPathComponent(
            "Tests/Fuzz/Corpus/FuzzPNG/crash-itxt-declares-944-mib.png")
        let content = try TemporaryFolder()
        try content.write("photos/bomb.png", data: Data(contentsOf: png))
        try content.write("article.md", "# A photo\n\n![A photo](photos/bomb.png)\n")
        let scratch = try TemporaryFolder()
        let (run, peak) = try FolioBinary.runMeasuringMemory([
            "build", content.path, "--sink", "json",
            "--out", scratch.url.appendingPathComponent("bundle").path,
            "--cache", scratch.url.appendingPathComponent("cache").path,
        ])
        #expect(run.status == 1)
        #expect(run.errors.contains("photos/bomb.png: error: cannot render the photo"), "\(run.errors)")
        let kibibytes = try #require(peak, "GNU time reported no peak memory")
        #expect(kibibytes < 400 * 1024, "peak memory \(kibibytes / 1024) MiB")
    }
}
