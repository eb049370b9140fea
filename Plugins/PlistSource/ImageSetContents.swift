import FolioPluginAPI
import Foundation

/// The image files an asset catalog image set's Contents.json lists, best first.
///
/// Preference: images without appearance variants (dark mode) first, then the `universal`
/// idiom before device-specific ones, then the highest scale (3x, 2x, 1x; no scale counts as
/// 1x), then by file name so that the choice is deterministic.
enum ImageSetContents {
    /// Why a Contents.json cannot be read.
    struct Failure: Error, Sendable, Equatable {
        /// A sentence naming the file.
        var reason: String
    }

    /// The listed file names in order of preference, or why the Contents.json cannot be read.
    static func filenames(in contents: ContentFile) -> Result<[String], Failure> {
        guard let data = try? contents.contents() else {
            return .failure(Failure(reason: "cannot read \(contents.relativePath)"))
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return .failure(Failure(reason: "\(contents.relativePath) is not a JSON object"))
        }
        guard let images = json["images"] as? [[String: Any]] else {
            return .failure(Failure(reason: "\(contents.relativePath) has no 'images' list"))
        }
        struct Candidate {
            var filename: String
            var hasAppearance: Bool
            var isUniversal: Bool
            var scale: Int
        }
        let candidates: [Candidate] = images.compactMap { image in
            guard let filename = image["filename"] as? String, !filename.isEmpty else { return nil }
            let scaleText = (image["scale"] as? String) ?? "1x"
            return Candidate(
                filename: filename,
                hasAppearance: !((image["appearances"] as? [Any])?.isEmpty ?? true),
                isUniversal: (image["idiom"] as? String ?? "universal") == "universal",
                scale: Int(scaleText.dropLast(scaleText.hasSuffix("x") ? 1 : 0)) ?? 1)
        }
        let sorted = candidates.sorted { lhs, rhs in
            if lhs.hasAppearance != rhs.hasAppearance { return !lhs.hasAppearance }
            if lhs.isUniversal != rhs.isUniversal { return lhs.isUniversal }
            if lhs.scale != rhs.scale { return lhs.scale > rhs.scale }
            return lhs.filename < rhs.filename
        }
        return .success(sorted.map(\.filename))
    }
}
