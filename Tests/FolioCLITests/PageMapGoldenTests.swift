import FolioTestSupport
import Foundation
import Testing

/// The sample issue's page maps for both measures, compared with committed golden files so
/// that any change in pagination shows up in review. Set FOLIO_UPDATE_GOLDENS=1 to rewrite them
/// after a deliberate change, then read the diff.
@Suite(.serialized) struct PageMapGoldenTests {
    static let golden = FolioProcess.packageRoot.appendingPathComponent("Tests/FolioCLITests/Fixtures/golden")

    @Test(arguments: [
        (["paginate", "Content"], "content-html.txt"),
        (["paginate", "Content", "--columns", "80", "--rows", "24"], "content-cells-80x24.txt"),
        (["paginate", "Content", "--columns", "40", "--rows", "20"], "content-cells-40x20.txt"),
        (["paginate", "Examples/StateParks"], "stateparks-geometries.txt"),
        (["paginate", "Examples/StateParks", "--geometry", "laptop"], "stateparks-laptop.txt"),
    ])
    func sampleIssuePageMapMatchesItsGolden(arguments: [String], file: String) throws {
        let result = try FolioProcess.run(arguments)
        #expect(result.status == 0, "\(result.errors)")
        let url = Self.golden.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_GOLDENS"] == "1" {
            try result.text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            result.text == expected,
            "page map differs from \(file); rerun with FOLIO_UPDATE_GOLDENS=1 if the change is meant")
    }
}
