import FolioFrontMatter
import FolioModel

/// Reads the `pages:` mapping of `issue.yaml`: geometry names, each with a geometry mapping
/// as `page:` takes, in order, the first being the primary. An entry named after a print preset
/// (`a4`, `letter`: `PageGeometry.presets`) starts from it, and may be empty (`a4: {}` or `a4:`).
enum PageGeometrySetReader {
    static func read(_ yaml: YAMLMapping, at location: SourceLocation, diagnostics: inout [Diagnostic])
        -> PageGeometrySet?
    {
        var entries: [PageGeometrySet.Entry] = []
        var failed = false
        for name in yaml.keys {
            guard isValidName(name) else {
                diagnostics.append(
                    .error(
                        "pages: '\(name)' is not a geometry name; use lowercase letters, digits and hyphens (phone-landscape)",
                        at: yaml.location(ofKey: name)))
                failed = true
                continue
            }
            switch yaml.mapping(name) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                failed = true
            case .success(nil):
                if let preset = PageGeometry.presets[name] {
                    entries.append(PageGeometrySet.Entry(name: name, geometry: preset))
                } else {
                    failed = true
                }
            case .success(let mapping?):
                let before = diagnostics.filter { $0.severity == .error }.count
                let geometry = PageGeometryReader.read(
                    mapping, what: "pages.\(name)", isPrimary: name == yaml.keys.first,
                    base: PageGeometry.presets[name] ?? .portrait, diagnostics: &diagnostics)
                if diagnostics.filter({ $0.severity == .error }).count > before { failed = true }
                entries.append(PageGeometrySet.Entry(name: name, geometry: geometry))
            }
        }
        if entries.isEmpty && !failed {
            diagnostics.append(
                .error("pages: name at least one page geometry (phone: {width: 400, height: 680})", at: location))
        }
        return failed || entries.isEmpty ? nil : PageGeometrySet(entries)
    }

    /// Lowercase ASCII letters, digits and inner hyphens, at most 32 characters.
    static func isValidName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard (1...32).contains(scalars.count), scalars.first != "-", scalars.last != "-" else { return false }
        return scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
