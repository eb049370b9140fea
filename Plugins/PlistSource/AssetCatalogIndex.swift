import FolioPluginAPI
import Foundation

/// Every Xcode asset catalog (`*.xcassets`) in the content folder and the image sets in them,
/// by the name an app would load them with.
///
/// An image set `Assets.xcassets/Parks/yosemite1.imageset` is found as `yosemite1`, or as
/// `Parks/yosemite1` when the `Parks` group's Contents.json sets `provides-namespace`, as in
/// Xcode. The index is built from one listing of the content folder.
struct AssetCatalogIndex: Sendable {
    /// One `NAME.imageset` folder.
    struct ImageSet: Sendable, Equatable {
        /// The name the set is loaded by (`yosemite1`, `Parks/yosemite1`).
        var name: String
        /// The set's folder, content-relative (`StateParks/Assets.xcassets/yosemite1.imageset`).
        var path: String
        /// The catalog holding it, content-relative (`StateParks/Assets.xcassets`).
        var catalogPath: String

        /// The set's Contents.json, content-relative.
        var contentsPath: String { path + "/Contents.json" }
    }

    /// Every catalog's content-relative path, sorted.
    let catalogPaths: [String]
    private let imageSetsByName: [String: [ImageSet]]

    /// Indexes the catalogs among `files` (a content folder's listing).
    init(files: [ContentFile], in folder: ContentFolder) {
        var catalogs: Set<String> = []
        var imageSets: [String: ImageSet] = [:]
        var namespaces: [String: Bool] = [:]
        for file in files {
            let components = file.relativePath.split(separator: "/").map(String.init)
            guard let catalogIndex = components.firstIndex(where: { $0.hasSuffix(".xcassets") }),
                catalogIndex < components.count - 1
            else { continue }
            let catalogPath = components[0...catalogIndex].joined(separator: "/")
            catalogs.insert(catalogPath)
            guard
                let setIndex = components.indices.first(where: {
                    $0 > catalogIndex && components[$0].hasSuffix(".imageset")
                }),
                setIndex < components.count - 1
            else { continue }
            let setPath = components[0...setIndex].joined(separator: "/")
            guard imageSets[setPath] == nil else { continue }
            var nameParts: [String] = []
            for groupIndex in (catalogIndex + 1)..<setIndex {
                let groupPath = components[0...groupIndex].joined(separator: "/")
                let providesNamespace =
                    namespaces[groupPath]
                    ?? Self.providesNamespace(folder.file(atRelativePath: groupPath + "/Contents.json"))
                namespaces[groupPath] = providesNamespace
                if providesNamespace { nameParts.append(components[groupIndex]) }
            }
            nameParts.append(String(components[setIndex].dropLast(".imageset".count)))
            imageSets[setPath] = ImageSet(
                name: nameParts.joined(separator: "/"), path: setPath, catalogPath: catalogPath)
        }
        catalogPaths = catalogs.sorted()
        imageSetsByName = Dictionary(grouping: imageSets.values, by: \.name)
    }

    /// The image sets called `name`, those in catalogs nearest to `file` first, then by path.
    func imageSets(named name: String, near file: ContentFile) -> [ImageSet] {
        let folder = ContentPath.folder(of: file.relativePath)
        return (imageSetsByName[name] ?? []).sorted { lhs, rhs in
            let lhsNearness = Self.sharedFolders(folder, ContentPath.folder(of: lhs.catalogPath))
            let rhsNearness = Self.sharedFolders(folder, ContentPath.folder(of: rhs.catalogPath))
            return lhsNearness != rhsNearness ? lhsNearness > rhsNearness : lhs.path < rhs.path
        }
    }

    private static func sharedFolders(_ lhs: String, _ rhs: String) -> Int {
        zip(lhs.split(separator: "/"), rhs.split(separator: "/")).prefix { $0 == $1 }.count
    }

    private static func providesNamespace(_ contents: ContentFile) -> Bool {
        guard let data = try? contents.contents(),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }
}
