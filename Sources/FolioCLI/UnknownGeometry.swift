import ArgumentParser
import FolioPluginAPI

/// A `--geometry` the issue does not have: the one error `folio paginate` and `folio search`
/// print for it, naming the geometries it has.
enum UnknownGeometry {
    /// Prints that `command`'s issue, whose geometries are `pages`, has none named `name`, and
    /// ends the command with a failure.
    static func fail(_ command: String, name: String, in pages: PageGeometrySet) -> ExitCode {
        Console.error(
            "\(command): the issue has no page geometry '\(name)'; its geometries: \(pages.names.joined(separator: ", "))"
        )
        return ExitCode.failure
    }
}
