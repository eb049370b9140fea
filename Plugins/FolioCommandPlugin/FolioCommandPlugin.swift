import Foundation
import PackagePlugin

/// `swift package folio ARGS...`: runs this package's own `folio` executable with ARGS, in
/// the package folder, so that `swift package --allow-writing-to-package-directory folio build`
/// builds the sample issue.
@main
struct FolioCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "folio")
        let process = Process()
        process.executableURL = tool.url
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
