import FolioPluginAPI
import Foundation

/// Finds the image file a park photo's `imageName` stands for.
///
/// In order: a file in the property list's folder named exactly `imageName`, or `imageName`
/// with a `.jpg`, `.jpeg` or `.png` extension in any letter case; then an image set called
/// `imageName` in an asset catalog anywhere in the content folder (nearest catalog first),
/// taking the best file its Contents.json lists. Every file found is checked to lie inside the
/// content folder, symbolic links followed.
struct ImageNameResolver {
    /// An image found for a name.
    struct Resolved: Sendable, Equatable {
        /// The image file.
        var image: ContentFile
        /// The image set's Contents.json, when the image came from an asset catalog.
        var metadata: ContentFile?
    }

    /// The extensions tried after the exact name, in order.
    static let extensions = ["jpg", "jpeg", "png"]

    /// The content folder the names resolve in, and whose images are measured.
    let folder: ContentFolder
    private let plist: ContentFile
    private let catalogIndex: CatalogIndexOnDemand

    /// A resolver for names in `plist`, with the asset catalogs of `catalogs`.
    init(folder: ContentFolder, plist: ContentFile, catalogs: AssetCatalogIndex) {
        self.folder = folder
        self.plist = plist
        catalogIndex = CatalogIndexOnDemand(catalogs)
    }

    /// A resolver for names in `plist` that indexes the folder's asset catalogs only when a
    /// name is not found beside the property list: that takes a listing of the whole content
    /// folder, which in a large issue costs more than reading the property list.
    init(folder: ContentFolder, plist: ContentFile) {
        self.folder = folder
        self.plist = plist
        catalogIndex = CatalogIndexOnDemand { AssetCatalogIndex(files: folder.files(), in: folder) }
    }

    private var catalogs: AssetCatalogIndex { catalogIndex.index }

    /// The image for `imageName`, or a message saying everywhere it looked.
    func resolve(_ imageName: String) -> Result<Resolved, ResolutionFailure> {
        switch fileBesidePlist(imageName) {
        case .success(let file?): return .success(Resolved(image: file, metadata: nil))
        case .success(nil): break
        case .failure(let failure): return .failure(failure)
        }
        if let imageSet = catalogs.imageSets(named: imageName, near: plist).first {
            return fileInImageSet(imageSet)
        }
        return .failure(.notFound(lookedFor: placesLookedIn(for: imageName)))
    }

    /// Why no image was found.
    enum ResolutionFailure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Nothing by that name; the text lists every place looked in.
        case notFound(lookedFor: String)
        /// The name leads somewhere it may not (outside the content folder, a URL).
        case refused(PathResolutionError)
        /// An image set exists but yields no image file.
        case unusableImageSet(String)

        var description: String {
            switch self {
            case .notFound(let places): "looked for \(places)"
            case .refused(let error): error.description
            case .unusableImageSet(let reason): reason
            }
        }
    }

    private func fileBesidePlist(_ imageName: String) -> Result<ContentFile?, ResolutionFailure> {
        let directoryPart = ContentPath.folder(of: imageName)
        let baseName = ContentPath.lastComponent(of: imageName)
        guard !baseName.isEmpty, baseName != ".", baseName != ".." else { return .success(nil) }
        var directory = ContentPath.folder(of: plist.relativePath)
        if !directoryPart.isEmpty {
            // Checked before listing, so that no folder outside the content folder is read.
            switch folder.resolveFolder(directoryPart, from: plist) {
            case .success(let resolved): directory = resolved.relativePath
            case .failure(.missing): return .success(nil)
            case .failure(let error): return .failure(.refused(Self.naming(imageName, error)))
            }
        }
        let directoryURL = directory.isEmpty ? folder.root : folder.root.appendingPathComponent(directory)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directoryURL.path)) ?? []
        let ranked = entries.compactMap { entry -> (rank: Int, entry: String)? in
            if entry == baseName { return (0, entry) }
            guard entry.hasPrefix(baseName + ".") else { return nil }
            let ext = entry.dropFirst(baseName.count + 1).lowercased()
            guard let rank = Self.extensions.firstIndex(of: ext) else { return nil }
            return (rank + 1, entry)
        }.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.entry < $1.entry }
        // Names from the listing are files, not references: they are joined as they are, with
        // no percent-decoding, and only checked not to lead out through a symbolic link.
        for candidate in ranked {
            let file = folder.file(
                atRelativePath: directory.isEmpty ? candidate.entry : directory + "/" + candidate.entry)
            guard isRegularFile(file) else { continue }
            guard folder.contains(file) else {
                let reference = directoryPart.isEmpty ? candidate.entry : directoryPart + "/" + candidate.entry
                return .failure(.refused(.linksOut(reference)))
            }
            return .success(file)
        }
        return .success(nil)
    }

    private func fileInImageSet(_ imageSet: AssetCatalogIndex.ImageSet) -> Result<Resolved, ResolutionFailure> {
        let contents = folder.file(atRelativePath: imageSet.contentsPath)
        let filenames: [String]
        switch ImageSetContents.filenames(in: contents) {
        case .success(let names): filenames = names
        case .failure(let failure): return .failure(.unusableImageSet("image set \(imageSet.path): \(failure.reason)"))
        }
        for filename in filenames {
            switch folder.resolve(filename, from: contents) {
            case .success(let file) where isRegularFile(file):
                return .success(Resolved(image: file, metadata: contents))
            case .success, .failure(.missing):
                continue
            case .failure(let error):
                return .failure(.refused(error))
            }
        }
        let listed =
            filenames.isEmpty
            ? "it lists no image file" : "none of the files it lists exists (\(filenames.joined(separator: ", ")))"
        return .failure(.unusableImageSet("image set \(imageSet.path) has no usable image: \(listed)"))
    }

    /// `StateParks/yosemite3(.jpg|.jpeg|.png) and yosemite3.imageset in StateParks/Assets.xcassets`.
    private func placesLookedIn(for imageName: String) -> String {
        let plistFolder = ContentPath.folder(of: plist.relativePath)
        let besidePlist = (plistFolder.isEmpty ? "" : plistFolder + "/") + imageName
        let extensions = "(" + Self.extensions.map { "." + $0 }.joined(separator: "|") + ")"
        let catalogs: String
        switch self.catalogs.catalogPaths.count {
        case 0: catalogs = "an asset catalog (there is no *.xcassets in the content folder)"
        case 1: catalogs = self.catalogs.catalogPaths[0]
        default:
            catalogs =
                self.catalogs.catalogPaths.dropLast().joined(separator: ", ") + " and "
                + (self.catalogs.catalogPaths.last ?? "")
        }
        return "\(besidePlist)\(extensions) and \(imageName).imageset in \(catalogs)"
    }

    /// The same refusal, about the whole image name rather than its folder part.
    private static func naming(_ reference: String, _ error: PathResolutionError) -> PathResolutionError {
        switch error {
        case .absolute: .absolute(reference)
        case .escapes: .escapes(reference)
        case .linksOut: .linksOut(reference)
        case .remote: .remote(reference)
        case .missing: .missing(reference)
        case .notAFile: .notAFile(reference)
        case .notRegular: .notRegular(reference)
        }
    }

    private func isRegularFile(_ file: ContentFile) -> Bool {
        ContentFolder.isRegularFile(atPath: file.url.path)
    }
}
