import FolioFrontMatter
import FolioModel
import FolioNavigation

/// Reads the `navigation:` mapping of `issue.yaml` into a `NavigationPolicy`.
enum NavigationPolicyReader {
    static func read(_ yaml: YAMLMapping, diagnostics: inout [Diagnostic]) -> NavigationPolicy {
        typealias Key = NavigationPolicy.CodingKeys
        var policy = NavigationPolicy()
        diagnostics += yaml.unknownKeys(
            known: Set(NavigationPolicy.CodingKeys.names),
            in: "navigation")

        func choice<T: RawRepresentable & CaseIterable>(_ name: Key, _ type: T.Type) -> T? where T.RawValue == String {
            switch yaml.choice(name.rawValue, type) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let value): return value
            }
        }

        func value<T>(_ result: Result<T?, Diagnostic>) -> T? {
            switch result {
            case .success(let value): return value
            case .failure(let diagnostic): diagnostics.append(diagnostic); return nil
            }
        }

        if let horizontal = choice(.horizontal, NavigationPolicy.Horizontal.self) { policy.horizontal = horizontal }
        if let edgePull = choice(.edgePull, NavigationPolicy.EdgePull.self) { policy.edgePull = edgePull }
        if let start = choice(.start, NavigationPolicy.Start.self) { policy.start = start }
        if let direction = choice(.direction, WritingDirection.self) { policy.direction = direction }
        if let wrap = value(yaml.bool(Key.wrap.rawValue)) { policy.wrap = wrap }
        if let remember = value(yaml.bool(Key.rememberPage.rawValue)) { policy.rememberPage = remember }
        if let maxZoom = value(yaml.double(Key.maxZoom.rawValue)) {
            if maxZoom >= 1 {
                policy.maxZoom = maxZoom
            } else {
                diagnostics.append(
                    .error(
                        "\(Key.maxZoom.rawValue): must be at least 1, found \(maxZoom)",
                        at: yaml.location(ofValue: Key.maxZoom.rawValue)))
            }
        }
        if let zoomStep = value(yaml.double(Key.zoomStep.rawValue)) {
            if zoomStep > 1 {
                policy.zoomStep = zoomStep
            } else {
                diagnostics.append(
                    .error(
                        "\(Key.zoomStep.rawValue): must be more than 1, found \(zoomStep)",
                        at: yaml.location(ofValue: Key.zoomStep.rawValue)))
            }
        }
        return policy
    }
}
