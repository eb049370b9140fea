import FolioFrontMatter
import FolioModel
import Foundation

/// Reads a page geometry mapping of `issue.yaml` (`page:`, or one entry of `pages:`) into a
/// `PageGeometry`; `what` names it in messages. The primary geometry (`page:`, the first of
/// `pages:`) is the one the sinks publish today, and they draw pages of one column, so only a
/// later geometry of `pages:` may have two. Keys left out keep `base`'s values (a print
/// preset's for an entry of `pages:` named `a4` or `letter`, `PageGeometry.presets`).
enum PageGeometryReader {
    static func read(
        _ yaml: YAMLMapping, what: String = "page", isPrimary: Bool = true, base: PageGeometry = .portrait,
        diagnostics: inout [Diagnostic]
    ) -> PageGeometry {
        var geometry = base
        diagnostics += yaml.unknownKeys(
            known: ["width", "height", "margin", "font-size", "line-height", "columns"], in: what)

        func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
            switch yaml.double(key) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(nil):
                return nil
            case .success(let value?):
                guard range.contains(value) else {
                    diagnostics.append(
                        .error(
                            "\(key): must be between \(range.lowerBound.formatted()) and \(range.upperBound.formatted()), found \(value.formatted())",
                            at: yaml.location(ofValue: key)))
                    return nil
                }
                return value
            }
        }

        if let width = number("width", in: 200...4000) { geometry.width = width }
        if let height = number("height", in: 200...4000) { geometry.height = height }
        if let margin = number("margin", in: 0...400) { geometry.margin = margin }
        if let fontSize = number("font-size", in: 8...72) { geometry.fontSize = fontSize }
        if let lineHeight = number("line-height", in: 1...3) { geometry.lineHeight = lineHeight }
        if let columns = number("columns", in: 1...2) {
            if columns != columns.rounded() {
                diagnostics.append(
                    .error(
                        "columns: must be 1 or 2, found \(columns.formatted())", at: yaml.location(ofValue: "columns")))
            } else if columns > 1 && isPrimary {
                diagnostics.append(
                    .error(
                        "columns: the first page geometry is the one the sinks publish, and they draw one column; give two columns to a later geometry of 'pages'",
                        at: yaml.location(ofValue: "columns")))
            } else {
                geometry.columns = Int(columns)
            }
        }
        if geometry.columnWidth < 10 * geometry.fontSize {
            let column =
                geometry.columns > 1
                ? "each text column (width minus two margins and the gap, halved)"
                : "the text column (width minus two margins)"
            diagnostics.append(
                .error(
                    "\(what): \(column) must hold at least ten characters",
                    at: yaml.location(ofKey: "width")))
            geometry = base
        }
        return geometry
    }
}
