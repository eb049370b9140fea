import Foundation
import PackagePlugin

/// `swift package folio ARGS...`: builds this package's own `folio` executable (debug, as
/// `swift run` does) and runs it with ARGS, in the package folder, so that
/// `swift package --allow-writing-to-package-directory folio build` builds the sample issue.
///
/// The product is built when the command runs (`packageManager.build`), not declared as the
/// plugin's tool: a tool dependency makes every `swift build` of the package (the test build
/// included) compile all of folio a second time, for the plugin's host.
@main
struct FolioCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(
            .product("folio"), parameters: PackageManager.BuildParameters(configuration: .debug, logging: .concise))
        guard build.succeeded,
            let folio = build.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "folio"
            })
        else {
            Diagnostics.error("could not build folio:\n\(build.logText)")
            return
        }
        let process = Process()
        process.executableURL = folio.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error(
                "folio \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
            return
        }
    }
}
