import ArgumentParser
import Foundation

/// `folio new NAME`: makes an issue folder that builds, previews and serves at once
/// (`IssueTemplate`). It never writes into a folder that holds anything.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a new issue folder that builds, previews and serves at once.",
        discussion: """
            Writes a commented issue.yaml, two short articles (one with a photo), a photo \
            gallery (a property list and its photos) and a .gitignore for dist/ and \
            .folio-cache/ into the folder NAME, which must not exist or be empty. Then: \
            cd NAME && folio serve.
            """
    )

    @Argument(help: ArgumentHelp("The folder to make; its name, in words, is the issue's title.", valueName: "name"))
    var name: String

    @Option(help: "The issue's title. Default: the folder's name in words (summer-trip: Summer Trip).")
    var title: String?

    func run() throws {
        let folder = URL(fileURLWithPath: name).standardizedFileURL
        if let problem = Self.problem(with: folder, named: name) {
            Console.error("error: \(problem)")
            throw ExitCode.failure
        }
        let template = IssueTemplate(title: title ?? IssueTemplate.title(forFolderNamed: folder.lastPathComponent))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try template.write(into: folder)
        } catch {
            Console.error("error: cannot make the issue in '\(name)': \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let articles = template.textFiles.count(where: { $0.path.hasSuffix(".md") })
        Console.out(
            "made '\(name)': \(template.title), \(articles) articles and a gallery (\(template.photos.count) photos)")
        Console.out("next: cd \(name) && folio serve   (or folio build, folio preview)")
    }

    /// Why the issue cannot be made at `folder` (given as `name`), or nil when it can: a folder
    /// that holds anything, or a file, is never written into.
    static func problem(with folder: URL, named name: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return "'\(name)' exists and is a file; choose another name" }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
        guard entries.isEmpty else {
            return "'\(name)' already exists and is not empty; folio new writes only into a new or empty folder"
        }
        return nil
    }
}
