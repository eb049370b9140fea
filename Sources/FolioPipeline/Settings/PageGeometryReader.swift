/// Reads the `page:` mapping of `issue.yaml` into a `PageGeometry`.
enum PageGeometryReader {
    static func read(_ yaml: YAMLMapping, diagnostics: inout [Diagnostic]) -> PageGeometry {
        var geometry = PageGeometry.portrait
        diagnostics += yaml.unknownKeys(known: ["width", "height", "margin", "font-size", "line-height"], in: "page")

        func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
            switch yaml.double(key) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(nil):
                return nil
            case .success(let value?):
                guard range.contains(value) else {
                    diagnostics.append(.error(
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
        if geometry.width - 2 * geometry.margin < 10 * geometry.fontSize {
            diagnostics.append(.error(
                "page: the text column (width minus two margins) must hold at least ten characters",
                at: yaml.location(ofKey: "width")))
            geometry = .portrait
        }
        return geometry
    }
}

import FolioModel
import Foundation
