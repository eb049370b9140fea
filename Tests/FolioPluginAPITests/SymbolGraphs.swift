import FolioTestSupport
import Foundation

/// The public declarations of compiled modules, as `swift-symbolgraph-extract` reads them from
/// this build's `.swiftmodule` files.
struct SymbolGraphs {
    /// One declaration: its path (`Publication.issue`), kind, doc comment and whether it is
    /// written in the source (synthesized conformances are not).
    struct Symbol {
        var path: [String]
        var kind: String
        var documented: Bool
        var written: Bool
    }

    private var symbols: [String: [Symbol]] = [:]

    /// Extracts the public symbols of `modules` from the build this test runs in.
    init(modules: [String]) throws {
        let tool = try Self.extractor()
        let built = try Self.modulesFolder()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("folio-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let clang = try Self.cModuleArguments(besides: built)
        for module in modules {
            let process = Process()
            process.executableURL = tool
            process.arguments =
                [
                    "-module-name", module, "-target", Self.triple, "-I", built.path, "-output-dir", output.path,
                    "-minimum-access-level", "public",
                ] + clang
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw SymbolGraphError("swift-symbolgraph-extract failed on \(module) in \(built.path)")
            }
            let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
            symbols[module] = try Self.read(data)
        }
    }

    /// The module's public types and protocols that are not nested in another type.
    func topLevelTypes(of module: String) -> Set<String> {
        let kinds: Set = [
            "swift.struct", "swift.enum", "swift.protocol", "swift.class", "swift.actor", "swift.typealias",
        ]
        return Set((symbols[module] ?? []).filter { kinds.contains($0.kind) && $0.path.count == 1 }.map { $0.path[0] })
    }

    /// The module's public declarations written in its source without a doc comment.
    func undocumented(in module: String) -> [String] {
        (symbols[module] ?? []).filter { $0.written && !$0.documented }.map {
            "\(module).\($0.path.joined(separator: "."))"
        }
    }

    private static func read(_ data: Data) throws -> [Symbol] {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let list = graph["symbols"] as? [[String: Any]]
        else { throw SymbolGraphError("not a symbol graph") }
        return list.compactMap { entry in
            guard let path = entry["pathComponents"] as? [String],
                let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String
            else { return nil }
            return Symbol(
                path: path, kind: kind, documented: entry["docComment"] != nil, written: entry["location"] != nil)
        }
    }

    #if arch(arm64)
    private static let triple = "aarch64-unknown-linux-gnu"
    #else
    private static let triple = "x86_64-unknown-linux-gnu"
    #endif

    /// `swift-symbolgraph-extract`, found beside the `swift` on PATH (symbolic links followed).
    private static func extractor() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let tool = swift.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        throw SymbolGraphError("swift-symbolgraph-extract is not beside the swift on PATH (\(path))")
    }

    /// The build's `Modules` folder: beside the running test binary, else the package's debug build.
    /// What the extractor needs to load the C modules the Swift modules import (FolioText's
    /// HarfBuzz, ICU, fontconfig, WOFF2 and libhyphen shims, FolioImaging's libpng, libjpeg-turbo
    /// and librsvg ones): the module maps SwiftPM generated beside `built`, the package's own for
    /// its system libraries, and their include folders.
    private static func cModuleArguments(besides built: URL) throws -> [String] {
        let buildFolder = built.deletingLastPathComponent()
        var arguments: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: buildFolder.path).sorted()
        where name.hasSuffix(".build") && !name.hasSuffix("-tool.build") {
            let map = buildFolder.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            }
        }
        // The C targets of dependencies that ship their own module map (Yams' CYaml, which
        // FolioFrontMatter's YAML reader imports).
        let checkouts = FolioBinary.packageRoot.appendingPathComponent(".build/checkouts")
        for package in (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path).sorted()) ?? [] {
            let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()) ?? [] {
                let map = sources.appendingPathComponent(target).appendingPathComponent("include/module.modulemap")
                if FileManager.default.fileExists(atPath: map.path) {
                    arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
                }
            }
        }
        for shim in ["CHarfBuzz", "CPNG", "CTurboJPEG"] {
            let map = FolioBinary.packageRoot.appendingPathComponent("Sources/\(shim)/module.modulemap")
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/pkg-config")
        pkgConfig.arguments = ["--cflags-only-I", "harfbuzz", "libpng", "libturbojpeg"]
        let pipe = Pipe()
        pkgConfig.standardOutput = pipe
        try pkgConfig.run()
        let flags = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pkgConfig.waitUntilExit()
        for flag in flags.split(separator: " ") where flag.hasPrefix("-I") {
            arguments += ["-Xcc", String(flag.trimmingCharacters(in: .whitespacesAndNewlines))]
        }
        return arguments
    }

    private static func modulesFolder() throws -> URL {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("Modules"),
            FolioBinary.packageRoot.appendingPathComponent(".build/debug/Modules"),
        ]
        for case let folder? in candidates
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent("FolioPluginAPI.swiftmodule").path) {
            return folder
        }
        throw SymbolGraphError("no FolioPluginAPI.swiftmodule in \(candidates.compactMap { $0?.path })")
    }
}

/// Why the symbol graphs could not be read.
struct SymbolGraphError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
