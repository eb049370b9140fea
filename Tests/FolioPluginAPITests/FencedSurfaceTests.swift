import FolioTestSupport
import Foundation
import Testing

/// The plugin API is a fence: its modules' public types are exactly README.md's list, and every
/// public declaration has a `///` comment. The public surface is read from the compiled modules
/// by `swift-symbolgraph-extract` (next to `swift`), so `package` and internal declarations,
/// whatever their spelling in the source, never count.
@Suite struct FencedSurfaceTests {
    /// The modules of the FolioPluginAPI product: it and the eight it re-exports.
    static let modules = [
        "FolioPluginAPI", "FolioModel", "FolioNavigation", "FolioLayout", "FolioConformance", "FolioFrontMatter",
        "FolioText", "FolioImaging", "FolioSearch",
    ]

    @Test func theReadmeListsExactlyThePublicTypesOfThePluginAPI() throws {
        let readme = try String(
            contentsOf: FolioBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = ReadmeSections.publicTypes(in: readme, section: "Plugins")
        #expect(Set(listed.keys) == Set(Self.modules), "README.md's Plugins table lists \(listed.keys.sorted())")
        let graphs = try SymbolGraphs(modules: Self.modules)
        for module in Self.modules {
            let actual = graphs.topLevelTypes(of: module)
            let readmeTypes = listed[module] ?? []
            let unlisted = actual.subtracting(readmeTypes).sorted()
            let gone = readmeTypes.subtracting(actual).sorted()
            #expect(unlisted.isEmpty, "public in \(module), missing from README.md's Plugins table: \(unlisted)")
            #expect(gone.isEmpty, "in README.md's Plugins table for \(module), not public there: \(gone)")
        }
    }

    @Test func everyPublicDeclarationOfThePluginAPIIsDocumented() throws {
        let graphs = try SymbolGraphs(modules: Self.modules)
        let undocumented = Self.modules.flatMap { graphs.undocumented(in: $0) }
        #expect(undocumented.isEmpty, "public declarations without a /// comment: \(undocumented)")
    }
}
