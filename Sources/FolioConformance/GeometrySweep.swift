import FolioModel
import Foundation

/// Plays scenario files against a sink at every page geometry it shows: once per geometry of
/// `SyntheticIssue.geometries` (or the ones named) for a sink of `.pageGeometries`, once for
/// a sink that paginates for a screen of its own.
package struct GeometrySweep: Sendable {
    /// The sink under test.
    package let driver: any ConformanceDriver
    /// The geometries to play at, in the set's order.
    package let geometries: [PageGeometrySet.Entry]

    /// A sweep over `geometries` (default: all of `SyntheticIssue.geometries`).
    package init(driver: any ConformanceDriver, geometries: [PageGeometrySet.Entry] = SyntheticIssue.geometries.entries)
    {
        self.driver = driver
        self.geometries = geometries
    }

    /// A sweep over the geometry named `name`, or all of them for `all`.
    ///
    /// - Throws: `GeometrySweepError.unknownGeometry` listing the names when there is no such geometry.
    package init(driver: any ConformanceDriver, geometry name: String) throws(GeometrySweepError) {
        let set = SyntheticIssue.geometries
        if name == Self.all {
            self.init(driver: driver)
        } else if let entry = set.entries.first(where: { $0.name == name }) {
            self.init(driver: driver, geometries: [entry])
        } else {
            throw .unknownGeometry(name, known: [Self.all] + set.names)
        }
    }

    /// The word that names every geometry.
    package static let all = "all"

    /// Runs every file at every geometry (or once on a sink's own pages).
    package func run(filesAt urls: [URL]) async -> GeometryReport {
        await run { runner in await runner.run(filesAt: urls) }
    }

    /// Runs scenarios (random walks, say) at every geometry (or once on a sink's own pages).
    package func run(_ scenarios: [Scenario]) async -> GeometryReport {
        await run { runner in await runner.run(scenarios) }
    }

    private func run(_ play: (ConformanceRunner) async -> ConformanceReport) async -> GeometryReport {
        switch driver.pages {
        case .own(let screen):
            let report = await play(ConformanceRunner(driver: driver))
            return GeometryReport(parts: [
                .init(name: nil, heading: "on \(screen) (the sink's own pages)", report: report)
            ])
        case .pageGeometries:
            var parts: [GeometryReport.Part] = []
            for entry in geometries {
                let report = await play(ConformanceRunner(driver: driver, geometry: entry))
                parts.append(.init(name: entry.name, heading: Self.heading(entry), report: report))
            }
            return GeometryReport(parts: parts)
        }
    }

    /// `phone-landscape: 760×360 px, 2 columns, body text 17 px`.
    static func heading(_ entry: PageGeometrySet.Entry) -> String {
        let page = entry.geometry
        let columns = page.columns == 1 ? "1 column" : "\(page.columns) columns"
        return
            "\(entry.name): \(Self.number(page.width))×\(Self.number(page.height)) px, \(columns), body text \(Self.number(page.fontSize)) px"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
