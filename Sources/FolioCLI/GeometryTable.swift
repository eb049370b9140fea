import FolioPluginAPI

/// What `folio paginate` prints for an issue of several page geometries: each article's page
/// count per geometry, then per geometry its size, total pages and average fill.
/// Deterministic, so golden files can pin it.
struct GeometryTable {
    let issue: Issue
    let layouts: PageMatrix

    func lines() -> [String] {
        let names = layouts.rows.map(\.name)
        var rows: [[String]] = [[""] + names]
        for (index, article) in issue.articles.enumerated() {
            rows.append([article.id] + layouts.rows.map { String($0.layout.columns[index].count) })
        }
        rows.append([])
        rows.append(["pages"] + layouts.rows.map { String($0.layout.pageCount) })
        rows.append(["average fill"] + layouts.rows.map { "\(PageMap.percent(PageMap.averageFill($0.layout)))%" })
        rows.append(["page (CSS px)"] + layouts.rows.map { Self.dimensions(of: $0.layout.geometry) })
        rows.append(["text columns"] + layouts.rows.map { String($0.layout.geometry.columns) })
        rows.append(["body text (px)"] + layouts.rows.map { $0.layout.geometry.fontSize.shortSpelling })
        let widths = (0..<(names.count + 1)).map { column in
            rows.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        var lines = [
            "\(issue.title): pages for \(names.count) geometries (--geometry NAME prints one page by page)", "",
        ]
        for row in rows {
            guard !row.isEmpty else { lines.append(""); continue }
            var line = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
            for (column, cell) in row.enumerated().dropFirst() {
                line += "  " + String(repeating: " ", count: max(widths[column] - cell.count, 0)) + cell
            }
            lines.append(line)
        }
        return lines
    }

    /// `400×680 px`, with the number of text columns when there are more than one.
    static func size(of geometry: PageGeometry) -> String {
        let size = dimensions(of: geometry) + " px"
        return geometry.columns > 1 ? size + ", \(geometry.columns) columns" : size
    }

    /// `400×680`.
    static func dimensions(of geometry: PageGeometry) -> String {
        "\(geometry.width.shortSpelling)×\(geometry.height.shortSpelling)"
    }
}
