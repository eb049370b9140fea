import Foundation

/// The `cmark` program (Debian's `cmark`, libcmark 0.30.2, the library Folio reads with):
/// the oracle for what the library parses.
enum Cmark {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "the `cmark` program is missing; run `scripts/ensure-deps test` (Debian package cmark)"
        }
    }

    /// `cmark`'s HTML for `markdown`, with extra `options` (`--smart`).
    static func html(_ markdown: String, options: [String] = []) throws -> String {
        guard let path = ["/usr/bin/cmark", "/usr/local/bin/cmark"].first(where: FileManager.default.isExecutableFile)
        else {
            throw Missing()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = options
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
