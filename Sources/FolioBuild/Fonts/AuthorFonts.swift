import FolioFormats
import FolioHashing
import FolioModel
import FolioPluginAPI
import FolioText
import Foundation

/// The font files `issue.yaml`'s `fonts:` names, read and checked: each must be a file inside
/// the content folder that loads as a font (FontFace checks the untrusted bytes); any other is
/// an error at the line and column that names it.
struct AuthorFonts {
    /// The faces that loaded, by role and style.
    var faces = AuthoredFaces()
    /// The errors, each at its place in `issue.yaml`.
    var diagnostics: [Diagnostic] = []
    /// The content-relative paths of the files named (they are used, not stray files).
    var paths: Set<String> = []
    /// Each file's path and content hash, for the fonts' fingerprint.
    var hashes: [String] = []

    /// Reads the font files `issue.yaml` (`settingsText`, the file `settingsFile` of `folder`) names.
    init(settingsText: String, settingsFile: ContentFile?, folder: ContentFolder) {
        guard let settingsFile, settingsText.contains("fonts") else { return }
        let (settings, found) = FontsSettingReader.read(settingsText, path: settingsFile.displayPath)
        diagnostics = found
        var loaded: [String: AuthoredFaces.Face] = [:]
        for setting in settings {
            let what =
                "fonts.\(setting.role.rawValue)" + (setting.style == .regular ? "" : ".\(setting.style.rawValue)")
            let file: ContentFile
            switch folder.resolve(setting.path, from: settingsFile) {
            case .success(let resolved): file = resolved
            case .failure(let error):
                diagnostics.append(.error("\(what): \(error)", at: setting.location))
                continue
            }
            paths.insert(file.relativePath)
            if let face = loaded[file.relativePath] {
                faces.set(face, for: setting.role, style: setting.style)
                continue
            }
            do {
                let data = try Self.read(file)
                let face = try FontFace(data: data)
                let named = AuthoredFaces.Face(face: face, name: file.url.deletingPathExtension().lastPathComponent)
                loaded[file.relativePath] = named
                faces.set(named, for: setting.role, style: setting.style)
                hashes.append("\(file.relativePath)=\(XXHash64.hex(XXHash64.hash(data)))")
            } catch let error as FontFaceError {
                diagnostics.append(.error("\(what): '\(setting.path)' is \(error)", at: setting.location))
            } catch {
                diagnostics.append(
                    .error("\(what): cannot read '\(setting.path)': \(SystemError.words(error))", at: setting.location))
            }
        }
    }

    /// The bytes of `file`, refused before reading when larger than a font Folio reads.
    private static func read(_ file: ContentFile) throws -> Data {
        let size = (try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int) ?? 0
        guard size <= FontFace.maximumBytes else {
            throw FontFaceError.tooLarge(bytes: size, limit: FontFace.maximumBytes)
        }
        return try Data(contentsOf: file.url, options: .alwaysMapped)
    }
}
