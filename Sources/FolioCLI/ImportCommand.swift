import ArgumentParser
import FolioFormats
import FolioModel
import Foundation

/// `folio import SITE [ISSUE]`: makes an editable issue folder from a Jekyll, Hugo or Zola site
/// or a plain folder of Markdown, as Hugo's `hugo import jekyll` makes a Hugo site of a Jekyll
/// one. The site is only read. The parts: `SiteConfig` recognises the site, `ImportCandidates`
/// finds its Markdown, `ImportArticleReader` reads each, `ImportSelection` chooses and orders
/// them, `ImportPlan` works out the files to write and what it could not carry over
/// (`ImportReport`), and `ImportWriter` writes them, keeping the editor's changes.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make an issue folder from a Jekyll, Hugo or Zola site or a folder of Markdown.",
        discussion: """
            Recognises the site by its configuration (_config.yml, hugo.toml, Zola's \
            config.toml) and writes into ISSUE the articles chosen, newest first, with their \
            front matter in Folio's keys, the images and files they use, an issue.yaml with the \
            site's title, address and language, and import-report.txt: everything it could not \
            carry over, at file:line:column. It never writes into the site. Importing again into \
            the same folder updates what the editor has not changed and keeps the rest (a \
            changed issue.yaml stays; the site's settings go into issue.imported.yaml).
            """
    )

    @Argument(help: ArgumentHelp("The site's folder.", valueName: "site"))
    var site: String

    @Argument(
        help: ArgumentHelp("The issue folder to write. Default: SITE's name with -issue, here.", valueName: "issue"))
    var issue: String?

    @OptionGroup var options: ImportOptions

    @Flag(name: .shortAndLong, help: "Print every line of the report, not the first few of each kind.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors when the import succeeds.")
    var quiet = false

    @Option(help: "How the report is printed: text (file:line:column: severity: message) or json (an object a line).")
    var diagnostics: DiagnosticFormat = .text

    /// The command line as run, for the report's first line (`folio import SITE ISSUE …`).
    static var commandLine: String {
        (["folio"] + CommandLine.arguments.dropFirst()).map { argument in
            argument.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" })
                ? ImportYAMLText.quoted(argument) : argument
        }.joined(separator: " ")
    }

    func run() throws {
        let printer = DiagnosticPrinter(format: diagnostics, verbose: verbose)
        let siteURL = URL(fileURLWithPath: site).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: siteURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            Console.error(
                "error: '\(site)' is not a folder; name the site's folder (the one with its _config.yml, hugo.toml or config.toml)"
            )
            throw ExitCode.failure
        }
        let issueName = issue ?? siteURL.lastPathComponent + "-issue"
        let issueURL = URL(fileURLWithPath: issueName).standardizedFileURL

        let (config, configProblems) = SiteConfig.read(at: siteURL, displayRoot: site)
        printer.print(configProblems)
        if configProblems.contains(where: { $0.severity == .error }) {
            printer.conclude("import failed: the site's configuration cannot be read; nothing was written")
            throw ExitCode.failure
        }
        let writer = ImportWriter(site: siteURL, issue: issueURL, issueName: issueName)
        let plan: ImportPlan
        let previous: ImportRecord?
        do {
            previous = try writer.check()
            plan = try ImportPlan(site: config, siteName: site, issueName: issueName, options: options)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode.failure
        }
        let outcome: ImportWriter.Outcome
        do {
            outcome = try writer.write(
                files: try plan.files(), settings: plan.settings, report: plan.reportText(command: Self.commandLine),
                kind: config.kind,
                previous: previous)
        } catch {
            Console.error("error: cannot write the issue in '\(issueName)': \(error)")
            throw ExitCode.failure
        }
        // The report is in the issue folder; --quiet prints only what went wrong.
        printer.print(quiet ? plan.report.sorted.filter { $0.severity == .error } : plan.report.sorted)
        guard !quiet else { return }
        for line in plan.summary { Console.out(line) }
        for path in outcome.kept {
            Console.out("kept \(issueName)/\(path) as you changed it; the site's version was not written")
        }
        if outcome.settingsKeptBeside {
            Console.out(
                "kept your issue.yaml; the site's settings are in \(issueName)/\(ImportWriter.importedSettingsName)")
        }
        if !outcome.removed.isEmpty {
            Console.out("removed \(outcome.removed.count) files of the last import that this one does not take")
        }
        Console.out("report: \(issueName)/\(ImportReport.fileName)")
        Console.out("next: folio build \(issueName)   (or folio serve \(issueName))")
    }
}
