import FolioFormats
import FolioHashing
import FolioModel
import FolioPluginAPI
import FolioText
import Foundation

/// The faces `issue.yaml`'s `fonts:` names, read and checked: a file inside the content folder
/// that loads as a font (FontFace checks the untrusted bytes), or an installed family found by
/// fontconfig by its name (`FontFinder.face(named:)`: a value without a `/` and a font file's
/// extension, `Noto Serif`); any other is an error at the line and column that names it.
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
            if Self.namesFamily(setting.path) {
                installed(setting, what: what)
                continue
            }
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

    /// Whether `value` names an installed family rather than a file: it has no `/` and does not
    /// end in a font file's extension.
    static func namesFamily(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return !value.contains("/") && !fontExtensions.contains { lowered.hasSuffix("." + $0) }
    }

    /// The extensions of the font files `fonts:` may name.
    static let fontExtensions = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// The installed faces of the family `setting` names: for a role named with one family, its
    /// regular face and each of its bold, italic and bold italic faces that is installed (a style
    /// it lacks falls back as a file's does); for one style, the family's face closest to it.
    private mutating func installed(_ setting: FontFileSetting, what: String) {
        let finder = FontFinder()
        let styles: [AuthoredFaces.Style] = setting.style == .regular ? AuthoredFaces.Style.allCases : [setting.style]
        var any = false
        for style in styles {
            let bold = style == .bold || style == .boldItalic
            let italic = style == .italic || style == .boldItalic
            guard let found = finder.face(named: setting.path, bold: bold, italic: italic) else { continue }
            // For the whole role, a style the family lacks is left to fall back, not filled by another.
            if styles.count > 1, style != .regular, found.isBold != bold || found.isItalic != italic { continue }
            do {
                let face = try found.load()
                let name =
                    found.family.replacingOccurrences(of: " ", with: "")
                    + (style == .regular ? "" : "-\(style.rawValue)")
                faces.set(AuthoredFaces.Face(face: face, name: name), for: setting.role, style: style)
                hashes.append("\(found.path)#\(found.index)=\(Self.fingerprint(of: found))")
                any = true
            } catch {
                diagnostics.append(
                    .error(
                        "\(what): the installed face '\(found.path)' of '\(setting.path)' cannot be read: \(error)",
                        at: setting.location))
                return
            }
        }
        if !any {
            diagnostics.append(
                .error(
                    "\(what): no installed font family is named '\(ControlCharacters.escaped(setting.path))' (`fc-list : family` lists them); name a family fontconfig knows, or a font file in the content folder (fonts/Face.ttf)",
                    at: setting.location))
        }
    }

    /// A system face's identity for the fonts' fingerprint: its size and modification time (an
    /// updated package changes them), not its bytes (a CJK collection is tens of megabytes).
    private static func fingerprint(of found: FoundFace) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: found.path)
        let size = (attributes?[.size] as? Int) ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)@\(Int(modified))"
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
