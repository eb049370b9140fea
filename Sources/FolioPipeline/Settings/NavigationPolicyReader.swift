import FolioModel
import FolioNavigation

/// Reads the `navigation:` mapping of `issue.yaml` into a `NavigationPolicy`.
enum NavigationPolicyReader {
    static func read(_ yaml: YAMLMapping, diagnostics: inout [Diagnostic]) -> NavigationPolicy {
        var policy = NavigationPolicy()
        diagnostics += yaml.unknownKeys(
            known: ["horizontal", "edge-pull", "wrap", "remember-page", "max-zoom", "zoom-step", "start"],
            in: "navigation")

        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
            switch yaml.string(key) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(nil):
                return nil
            case .success(let text?):
                if let value = T(rawValue: text) { return value }
                let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(.error("\(key): expected one of \(allowed), found '\(text)'", at: yaml.location(ofValue: key)))
                return nil
            }
        }

        func value<T>(_ result: Result<T?, Diagnostic>) -> T? {
            switch result {
            case .success(let value): return value
            case .failure(let diagnostic): diagnostics.append(diagnostic); return nil
            }
        }

        if let horizontal = choice("horizontal", NavigationPolicy.Horizontal.self) { policy.horizontal = horizontal }
        if let edgePull = choice("edge-pull", NavigationPolicy.EdgePull.self) { policy.edgePull = edgePull }
        if let start = choice("start", NavigationPolicy.Start.self) { policy.start = start }
        if let wrap = value(yaml.bool("wrap")) { policy.wrap = wrap }
        if let remember = value(yaml.bool("remember-page")) { policy.rememberPage = remember }
        if let maxZoom = value(yaml.double("max-zoom")) {
            if maxZoom >= 1 {
                policy.maxZoom = maxZoom
            } else {
                diagnostics.append(.error("max-zoom: must be at least 1, found \(maxZoom)", at: yaml.location(ofValue: "max-zoom")))
            }
        }
        if let zoomStep = value(yaml.double("zoom-step")) {
            if zoomStep > 1 {
                policy.zoomStep = zoomStep
            } else {
                diagnostics.append(.error("zoom-step: must be more than 1, found \(zoomStep)", at: yaml.location(ofValue: "zoom-step")))
            }
        }
        return policy
    }
}
