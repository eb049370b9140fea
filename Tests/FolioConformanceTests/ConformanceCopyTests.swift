import Foundation
import Testing

/// The project keeps its own copy of ../shared/conformance so that its tests run anywhere; where
/// the shared folder is beside the checkout, the copy must be the same, file for file. Under
/// `CI=true` the shared folder must be there (or named by FOLIO_SHARED_CONFORMANCE): a missing one
/// fails rather than skips. Elsewhere the test is skipped, and the skip says why.
@Suite struct ConformanceCopyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let shared =
        ProcessInfo.processInfo.environment["FOLIO_SHARED_CONFORMANCE"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/conformance")
    static let sharedIsThere = FileManager.default.fileExists(atPath: shared.path)
    static let underCI = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: sharedIsThere || underCI, "no ../shared/conformance beside this checkout"))
    func copiedScenariosMatchTheSharedOnes() throws {
        let shared = Self.shared
        let copy = Self.root.appendingPathComponent("Tests/FolioConformanceTests/Scenarios")
        let manager = FileManager.default
        guard Self.sharedIsThere else {
            Issue.record("CI=true, and \(shared.path) is missing: CI checks the copy against it")
            return
        }
        let sharedNames = try manager.contentsOfDirectory(atPath: shared.path).filter { $0.hasSuffix(".json") }.sorted()
        let copyNames = try manager.contentsOfDirectory(atPath: copy.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!sharedNames.isEmpty, "\(shared.path) has no scenarios")
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
