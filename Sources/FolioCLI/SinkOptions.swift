import ArgumentParser
import FolioBuild
import FolioPluginAPI

/// `folio build --option SINK.KEY=VALUE` (repeatable): options for the publishers that take
/// them (`ConfigurablePublisher`), e.g. `--option pdf.geometry=tablet --option pdf.per-article=true`.
struct SinkOptions: ParsableArguments {
    @Option(
        name: .customLong("option"),
        help: ArgumentHelp(
            "An option of a sink, SINK.KEY=VALUE (repeatable): pdf.geometry=NAME, pdf.per-article=true (docs/pdf.md).",
            valueName: "sink.key=value"))
    var values: [String] = []

    /// `targets` with each publisher configured by the options named for it; an option for a
    /// sink the build does not run, or one a sink does not take, is an error.
    func apply(to targets: [PublishTarget]) throws -> [PublishTarget] {
        var bySink: [String: [String: String]] = [:]
        for value in values {
            guard let dot = value.firstIndex(of: "."), let equals = value.firstIndex(of: "="), dot < equals,
                value.startIndex < dot, value.index(after: dot) < equals
            else {
                throw ValidationError("--option \(value): write SINK.KEY=VALUE (pdf.geometry=a4)")
            }
            let sink = String(value[..<dot])
            let key = String(value[value.index(after: dot)..<equals])
            bySink[sink, default: [:]][key] = String(value[value.index(after: equals)...])
        }
        var configured = targets
        for (sink, options) in bySink.sorted(by: { $0.key < $1.key }) {
            guard let index = configured.firstIndex(where: { $0.publisher.name == sink }) else {
                throw ValidationError(
                    "--option \(sink).…: this build does not run a sink named '\(sink)' (add --sink \(sink))")
            }
            guard let publisher = configured[index].publisher as? any ConfigurablePublisher else {
                throw ValidationError("--option \(sink).…: the \(sink) sink takes no options")
            }
            do {
                configured[index].publisher = try publisher.configured(options)
            } catch let error as FolioError {
                throw ValidationError(error.diagnostics.map(\.message).joined(separator: "; "))
            }
        }
        return configured
    }
}
