import FolioTestSupport
import Foundation
import Testing

/// `folio build` (the release binary, as users run it) on the photos people have: the whole
/// generated corpus, a course-shaped Xcode folder of macOS-exported PNGs, the State Parks
/// example, and huge photos. Every file Folio writes is decoded again by Pillow and must
/// show its picture upright (tools/make-photo-corpus verify).
@Suite(.serialized) struct PhotoCorpusBuildTests {
    /// What Pillow said about one image file of a bundle.
    struct Checked: Decodable {
        var path: String
        var width: Int?
        var height: Int?
        var upright: Bool?
        var error: String?
    }

    /// Runs `tools/make-photo-corpus ARGUMENTS`; its standard output.
    static func tool(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try command(FolioBinary.packageRoot.appendingPathComponent("tools/make-photo-corpus").path, arguments)
    }

    static func command(_ executable: String, _ arguments: [String]) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Pillow's verdict on every image under `folder`.
    static func verify(_ folder: URL) throws -> [Checked] {
        let result = try tool(["verify", folder.path])
        return try result.output.split(separator: "\n").map {
            try JSONDecoder().decode(Checked.self, from: Data($0.utf8))
        }
    }

    /// Builds `content` into a fresh JSON bundle; the run and the bundle.
    static func build(_ content: URL, in scratch: URL) throws -> (FolioRun, URL) {
        let bundle = scratch.appendingPathComponent("bundle")
        let run = try FolioProcess.run([
            "build", content.path, "--sink", "json", "--out", bundle.path, "--cache",
            scratch.appendingPathComponent("cache").path,
        ])
        return (run, bundle)
    }

    @Test func everyCorpusPhotoBuildsAndEveryRenditionDecodesUpright() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let corpus = scratch.appendingPathComponent("corpus")
        let made = try Self.tool(["make", corpus.path])
        try #require(made.status == 0, "\(made.errors)")
        let (run, bundle) = try Self.build(corpus, in: scratch)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("26 photos"), "\(run.text)")
        let checked = try Self.verify(bundle.appendingPathComponent("assets"))
        // 26 originals, their thumbnails, and a 480 px rendition at least for each.
        #expect(checked.count >= 26 * 3, "\(checked.count) files")
        for file in checked {
            #expect(file.error == nil && file.upright == true, "\(file.path): \(file.error ?? "not upright")")
        }
        let renditions = checked.filter { $0.path.contains("-480w.") }
        #expect(renditions.count == 26 && renditions.allSatisfy { $0.width == 480 }, "\(renditions.map(\.path))")
        let (status, output) = try SchemaValidator.validate(bundle: bundle)
        #expect(status == 0, "\(output)")
    }

    /// The State Parks assignment as students have it: StateParks.plist beside an asset
    /// catalog of PNGs exported from macOS (iTXt XMP chunk, 16 KB IDAT chunks), which an
    /// optimised build once failed to decode ("IDAT: unknown compression method").
    @Test func aCourseShapedFolderOfExportedPNGsBuilds() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let course = scratch.appendingPathComponent("course")
        let made = try Self.tool(["course", course.path])
        try #require(made.status == 0, "\(made.errors)")
        let (run, bundle) = try Self.build(course, in: scratch)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("3 articles (3 galleries), a cover, 10 pages, 9 photos"), "\(run.text)")
        let checked = try Self.verify(bundle.appendingPathComponent("assets"))
        // Each photo: its original, a thumbnail and at least a 480 px rendition.
        #expect(checked.filter { $0.path.hasPrefix("thumbs/") }.count == 9, "\(checked.map(\.path))")
        #expect(checked.filter { $0.path.contains("-480w.") }.count == 9, "\(checked.map(\.path))")
        for file in checked {
            #expect(file.error == nil && file.upright == true, "\(file.path): \(file.error ?? "not upright")")
        }
    }

    @Test func theStateParksExampleRenditionsDecode() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (run, bundle) = try Self.build(
            FolioBinary.packageRoot.appendingPathComponent("Examples/StateParks"), in: scratch)
        #expect(run.status == 0, "\(run.errors)")
        let checked = try Self.verify(bundle.appendingPathComponent("assets"))
        #expect(checked.count >= 10 * 3)
        for file in checked { #expect(file.error == nil, "\(file.path): \(file.error ?? "")") }
    }

    /// Two 14142 x 14142 PNGs and two JPEGs (200 megapixels each; 800 MB each when whole)
    /// build within 400 MiB of peak memory, measured by GNU time around the binary.
    @Test func hugePhotosBuildInBoundedMemory() throws {
        let scratch = try FolioProcess.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let huge = scratch.appendingPathComponent("huge")
        let made = try Self.tool(["huge", huge.path, "2"])
        try #require(made.status == 0, "\(made.errors)")
        let folio = try FolioBinary.executable()
        let bundle = scratch.appendingPathComponent("bundle")
        let timed = try Self.command(
            "/usr/bin/time",
            [
                "-v", folio.path, "build", huge.path, "--sink", "json", "--out", bundle.path, "--cache",
                scratch.appendingPathComponent("cache").path,
            ])
        #expect(timed.status == 0, "\(timed.errors)")
        let peakLine = timed.errors.split(separator: "\n").first { $0.contains("Maximum resident set size (kbytes)") }
        let peakKilobytes = peakLine.flatMap {
            Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        }
        let peak = try #require(peakKilobytes, "no peak memory in GNU time's report: \(timed.errors)")
        #expect(peak < 400 * 1024, "peak memory \(peak / 1024) MiB")
        let renditions = try Self.verify(bundle.appendingPathComponent("assets/thumbs"))
        #expect(renditions.count == 4 && renditions.allSatisfy { $0.upright == true }, "\(renditions.map(\.path))")
    }
}
