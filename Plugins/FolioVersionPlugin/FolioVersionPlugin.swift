import Foundation
import PackagePlugin

/// Writes `BuildInfo.version` into the target it is applied to before every build, as
/// `scripts/version` decides it (the repository's tag, else CHANGELOG.md's newest version).
/// The script rewrites the file only when the version changed, so a build with the same
/// version compiles nothing again.
@main
struct FolioVersionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Version")
        let script = context.package.directoryURL.appendingPathComponent("scripts/version")
        return [
            .prebuildCommand(
                displayName: "Folio's version (scripts/version)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, "--swift", output.appendingPathComponent("Version.swift").path],
                outputFilesDirectory: output
            )
        ]
    }
}
