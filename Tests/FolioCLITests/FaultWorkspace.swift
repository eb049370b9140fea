import FolioTestSupport
import Foundation
import Testing

/// A scratch folder for fault tests: a content folder, an output folder and a cache, builds
/// with the built `folio`, and the checks every fault test ends with: the output equals a
/// cold build's, byte for byte, and nothing an interrupted build writes is left anywhere.
struct FaultWorkspace {
    let root: URL
    let out: URL
    let cache: URL
    var content: URL { root.appendingPathComponent("content") }

    /// A workspace in `root`, building into `out` (default `root/out`) with `cache` (`root/cache`).
    init(root: URL, out: URL? = nil, cache: URL? = nil) {
        self.root = root
        self.out = out ?? root.appendingPathComponent("out")
        self.cache = cache ?? root.appendingPathComponent("cache")
    }

    /// A change to the sample issue that makes a rebuild write files.
    enum Change {
        /// One article's text changes: the rebuild updates the output in place.
        case article
        /// The settings change: every record is stale and the output is written whole beside
        /// the old one.
        case settings
    }

    /// Makes `change` to the sample issue, different for each `round`.
    func make(_ change: Change, round: Int) throws {
        let file = content.appendingPathComponent(change == .article ? "articles/the-brush-drawer.md" : "issue.yaml")
        var text = try String(contentsOf: file, encoding: .utf8)
        switch change {
        case .article: text += "\n\nRound \(round) of a test.\n"
        case .settings:
            text =
                text.contains("wrap: false")
                ? text.replacingOccurrences(of: "wrap: false", with: "wrap: true")
                : text.replacingOccurrences(of: "wrap: true", with: "wrap: false")
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// A copy of the sample issue.
    static func sample() throws -> FaultWorkspace {
        let space = FaultWorkspace(root: try FolioProcess.scratch())
        try FileManager.default.copyItem(
            at: FolioProcess.packageRoot.appendingPathComponent("Content"), to: space.content)
        return space
    }

    /// `articles` generated articles (`tools/generate-content`) with the sample's photos.
    static func generated(articles: Int) throws -> FaultWorkspace {
        let space = FaultWorkspace(root: try FolioProcess.scratch())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", FolioProcess.packageRoot.appendingPathComponent("tools/generate-content").path,
            space.content.path,
            "--articles", "\(articles)", "--photos-from",
            FolioProcess.packageRoot.appendingPathComponent("Content").path,
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return space
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The arguments of a build of the content into `out` with `cache`.
    func arguments(out: URL? = nil, cache: URL? = nil) -> [String] {
        ["build", content.path, "--out", (out ?? self.out).path, "--cache", (cache ?? self.cache).path]
    }

    /// Builds the content into `out` with `cache`.
    @discardableResult
    func build(out: URL? = nil, cache: URL? = nil) throws -> FolioRun {
        try FolioProcess.run(arguments(out: out, cache: cache))
    }

    /// The output of a cold build of the content as it is now (fresh output, fresh cache).
    func coldOutput() throws -> [String: Data] {
        let fresh = root.appendingPathComponent("cold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let run = try build(out: fresh.appendingPathComponent("out"), cache: fresh.appendingPathComponent("cache"))
        #expect(run.status == 0, "\(run.errors)")
        return try FileTree.snapshot(fresh.appendingPathComponent("out"))
    }

    /// Checks that the output is `cold`, byte for byte, and that no temporary file or staging
    /// folder is left in the output or the cache.
    func expectOutput(_ cold: [String: Data], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let output = try FileTree.snapshot(out)
        let missing = Set(cold.keys).subtracting(output.keys).sorted()
        let extra = Set(output.keys).subtracting(cold.keys).sorted()
        let different = cold.keys.filter { output[$0] != nil && output[$0] != cold[$0] }.sorted()
        #expect(
            missing.isEmpty && extra.isEmpty && different.isEmpty,
            "\(comment): missing \(missing.prefix(3)), extra \(extra.prefix(3)), different \(different.prefix(3))",
            sourceLocation: sourceLocation)
        #expect(leftovers().isEmpty, "\(comment): left over \(leftovers().prefix(3))", sourceLocation: sourceLocation)
    }

    /// Every name of an unfinished write below the output and the cache.
    func leftovers() -> [String] {
        [out, cache].flatMap { folder in
            (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
                .filter { $0.contains(".folio-tmp-") || $0.contains(".folio-new-") || $0.contains(".folio-old-") }
        }
    }

    /// Starts a build that is killed with SIGKILL after `delay` seconds if it is still running;
    /// returns whether the kill came before the build ended.
    func killedBuild(after delay: Double) throws -> Bool {
        let process = Process()
        process.executableURL = try FolioBinary.executable()
        process.arguments = arguments()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        process.waitUntilExit()
        return killed && process.terminationReason == .uncaughtSignal
    }

    /// Rewrites the text of every `step`-th article (from `first`), so that a rebuild writes
    /// their files again.
    func editArticles(every step: Int, from first: Int, marker: String) throws {
        let folder = content.appendingPathComponent("articles")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            .sorted()
        for name in stride(from: first, to: names.count, by: step).map({ names[$0] }) {
            let url = folder.appendingPathComponent(name)
            var text = try String(contentsOf: url, encoding: .utf8)
            if let range = text.range(of: "\n\nEdited \\w+\\.\n", options: .regularExpression) {
                text.removeSubrange(range)
            }
            text += "\n\nEdited \(marker).\n"
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
