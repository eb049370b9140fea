import FolioFrontMatter
import FolioModel
import FolioText
import Foundation

/// One font file `issue.yaml`'s `fonts:` names: for which role and style, the path as written
/// (relative to the content folder), and where it is written.
package struct FontFileSetting: Sendable, Equatable {
    /// The role the face sets.
    package var role: FaceRequest.Role
    /// The style it is named for (a role named with one file has it as `regular`, and that face
    /// serves every style).
    package var style: AuthoredFaces.Style
    /// The path as written.
    package var path: String
    /// Where the path is written in `issue.yaml`.
    package var location: SourceLocation
}

/// Reads `issue.yaml`'s `fonts:` mapping: per role (`body`, `heading`, `mono`), one font file,
/// or a mapping of styles (`regular`, `bold`, `italic`, `bold-italic`) to font files:
///
/// ```yaml
/// fonts:
///   body: { regular: fonts/Lora-Regular.ttf, italic: fonts/Lora-Italic.ttf, bold: fonts/Lora-Bold.ttf }
///   heading: fonts/Lora-Bold.ttf
///   mono: fonts/JetBrainsMono-Regular.ttf
/// ```
///
/// Reading the files is the build's fonts step; this reads the names, each wrong one an error
/// at its line and column.
package enum FontsSettingReader {
    /// The font files `issue.yaml`'s text `text` names (none without `fonts:`), with the errors
    /// in how they are named. `path` is the file as diagnostics show it.
    package static func read(_ text: String, path: String) -> ([FontFileSetting], [Diagnostic]) {
        guard case .success(let yaml) = YAMLMapping.parse(text, path: path) else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        switch yaml.mapping("fonts") {
        case .failure(let diagnostic): return ([], [diagnostic])
        case .success(nil): return ([], [])
        case .success(let fonts?): return (read(fonts, diagnostics: &diagnostics), diagnostics)
        }
    }

    static func read(_ fonts: YAMLMapping, diagnostics: inout [Diagnostic]) -> [FontFileSetting] {
        var settings: [FontFileSetting] = []
        let roles = FaceRequest.Role.allCases.map(\.rawValue)
        for key in fonts.keys {
            guard let role = FaceRequest.Role(rawValue: key) else {
                diagnostics.append(
                    .error(
                        "fonts: '\(key)' is not a role; name fonts for \(roles.joined(separator: ", "))",
                        at: fonts.location(ofKey: key)))
                continue
            }
            if case .success(let path?) = fonts.string(key) {
                settings.append(file(path, role: role, style: .regular, at: fonts.location(ofValue: key), &diagnostics))
                continue
            }
            switch fonts.mapping(key) {
            case .failure:
                diagnostics.append(
                    .error(
                        "fonts.\(key): expected a font file (fonts/Face.ttf) or a mapping of styles (regular, bold, italic, bold-italic) to font files",
                        at: fonts.location(ofValue: key)))
            case .success(nil): break
            case .success(let styles?):
                for name in styles.keys {
                    guard let style = AuthoredFaces.Style(rawValue: name) else {
                        let known = AuthoredFaces.Style.allCases.map(\.rawValue).joined(separator: ", ")
                        diagnostics.append(
                            .error(
                                "fonts.\(key): '\(name)' is not a style; the styles are \(known)",
                                at: styles.location(ofKey: name)))
                        continue
                    }
                    switch styles.string(name) {
                    case .success(let path?):
                        settings.append(
                            file(path, role: role, style: style, at: styles.location(ofValue: name), &diagnostics))
                    case .success(nil):
                        diagnostics.append(
                            .error("fonts.\(key).\(name): expected a font file", at: styles.location(ofValue: name)))
                    case .failure:
                        diagnostics.append(
                            .error(
                                "fonts.\(key).\(name): expected a font file (fonts/Face.ttf)",
                                at: styles.location(ofValue: name)))
                    }
                }
            }
        }
        return settings.filter { !$0.path.isEmpty }
    }

    private static func file(
        _ path: String, role: FaceRequest.Role, style: AuthoredFaces.Style, at location: SourceLocation,
        _ diagnostics: inout [Diagnostic]
    ) -> FontFileSetting {
        if path.trimmingCharacters(in: .whitespaces).isEmpty {
            diagnostics.append(.error("fonts.\(role.rawValue): the font file's path is empty", at: location))
        }
        return FontFileSetting(role: role, style: style, path: path, location: location)
    }
}
