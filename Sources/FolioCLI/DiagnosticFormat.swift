import ArgumentParser

/// How `--diagnostics` prints problems: in compiler form for people, or one JSON object a line
/// for editors and CI.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// `path:line:column: severity: message`, with the line and a caret when known.
    case text
    /// `{"column":7,"file":"a.md","line":3,"message":"...","severity":"error"}`, one a line.
    case json
}
