/// The results of scenario files played at each geometry of a sweep.
package struct GeometryReport: Sendable, Hashable {
    /// The results at one geometry (or on a sink's own pages).
    package struct Part: Sendable, Hashable {
        /// The geometry's name; nil for a sink's own pages.
        package var name: String?
        /// The line that introduces the part (the geometry's size, columns and text size).
        package var heading: String
        /// Each scenario's result there.
        package var report: ConformanceReport

        /// Creates a part.
        package init(name: String?, heading: String, report: ConformanceReport) {
            self.name = name
            self.heading = heading
            self.report = report
        }
    }

    /// The parts, in the order played.
    package var parts: [Part]

    /// Creates a report.
    package init(parts: [Part]) {
        self.parts = parts
    }

    /// Whether every scenario passed everywhere.
    package var passed: Bool { parts.allSatisfy(\.report.passed) }

    /// Every part's heading, its scenarios' lines and its counts; then, for more than one
    /// part, the counts over all of them with the geometries that had failures.
    package var lines: [String] {
        var lines: [String] = []
        for part in parts {
            lines.append(part.heading)
            lines += part.report.results.flatMap(\.lines).map { "  " + $0 }
            lines.append("  " + part.report.summary)
        }
        guard parts.count > 1 else { return lines }
        let passed = parts.map(\.report.passedCount).reduce(0, +)
        let failed = parts.map(\.report.failedCount).reduce(0, +)
        let failing = parts.filter { !$0.report.passed }.compactMap(\.name)
        lines.append(
            "\(parts.count) geometries: \(passed) passed, \(failed) failed"
                + (failing.isEmpty ? "" : " (failures at \(failing.joined(separator: ", ")))"))
        return lines
    }
}
