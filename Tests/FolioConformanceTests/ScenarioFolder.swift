import Foundation

/// A folder of Folio's own scenarios in the test bundle (`Scenarios/NAME`) and its scenario files.
enum ScenarioFolder {
    /// The `.json` scenario files of `Scenarios/name`, sorted by name; none when it is missing.
    static func files(named name: String) -> [URL] {
        guard
            let folder = Bundle.module.url(forResource: "Scenarios", withExtension: nil)?
                .appendingPathComponent(name),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
