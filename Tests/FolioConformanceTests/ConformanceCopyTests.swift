import Foundation
import Testing

/// The project keeps its own copy of ../shared/conformance so that its tests run anywhere; where
/// the shared folder is beside the checkout (as in CI), the copy must be the same, file for file.
@Suite struct ConformanceCopyTests {
    @Test func copiedScenariosMatchTheSharedOnes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        let copy = root.appendingPathComponent("Tests/FolioConformanceTests/Scenarios")
        let manager = FileManager.default
        guard manager.fileExists(atPath: shared.path) else { return }  // no shared folder beside this checkout
        let sharedNames = try manager.contentsOfDirectory(atPath: shared.path).filter { $0.hasSuffix(".json") }.sorted()
        let copyNames = try manager.contentsOfDirectory(atPath: copy.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(copyNames == sharedNames)
        for name in sharedNames {
            let original = try Data(contentsOf: shared.appendingPathComponent(name))
            let copied = try Data(contentsOf: copy.appendingPathComponent(name))
            #expect(
                original == copied,
                "Tests/FolioConformanceTests/Scenarios/\(name) differs from ../shared/conformance/\(name)")
        }
    }
}
