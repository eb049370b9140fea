import FolioTestSupport
import Foundation
import Testing

/// The rule that picks the `folio` end-to-end tests run: never a missing or stale binary.
@Suite struct FolioBinaryTests {
    /// A package-shaped folder: one source file and, when asked, a built release binary, with
    /// the binary `binaryAge` seconds newer (positive) or older (negative) than the source.
    private func package(binaryAge: TimeInterval?) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let source = try folder.write("Sources/folio/Folio.swift", "// source\n")
        let now = Date()
        try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: source.path)
        if let binaryAge {
            let binary = try folder.write(".build/release/folio", "#!/bin/sh\n")
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755, .modificationDate: now.addingTimeInterval(binaryAge)],
                ofItemAtPath: binary.path)
        }
        return folder
    }

    @Test func aReleaseBinaryNewerThanEverySourceIsRun() throws {
        let folder = try package(binaryAge: 60)
        let found = try FolioBinary.locate(environment: nil, packageRoot: folder.url).get()
        #expect(found.path == folder.url.appendingPathComponent(".build/release/folio").path)
    }

    @Test func aReleaseBinaryOlderThanASourceIsRefusedNamingTheSource() throws {
        let folder = try package(binaryAge: -60)
        let result = FolioBinary.locate(environment: nil, packageRoot: folder.url)
        guard case .failure(let error) = result else { Issue.record("a stale binary was accepted"); return }
        #expect(error.description.contains("is older than \(folder.path)/Sources/folio/Folio.swift"))
        #expect(error.description.contains(FolioBinary.buildCommand))
    }

    @Test func aMissingReleaseBinaryIsRefusedWithTheBuildCommand() throws {
        let folder = try package(binaryAge: nil)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try folder.write(".build/debug/folio", "#!/bin/sh\n")
        let result = FolioBinary.locate(environment: nil, packageRoot: folder.url)
        guard case .failure(let error) = result else { Issue.record("no release binary, yet one was found"); return }
        #expect(error.description.contains("is not built; run `\(FolioBinary.buildCommand)`"))
    }

    @Test func folioExecutableIsRunAsGivenAndMustBeExecutable() throws {
        let folder = try package(binaryAge: -60)
        let given = "/bin/sh"
        #expect(try FolioBinary.locate(environment: given, packageRoot: folder.url).get().path == given)
        let missing = folder.url.appendingPathComponent("no-such-folio").path
        guard case .failure(let error) = FolioBinary.locate(environment: missing, packageRoot: folder.url) else {
            Issue.record("a FOLIO_EXECUTABLE that does not exist was accepted"); return
        }
        #expect(error.description == "FOLIO_EXECUTABLE is \(missing), which is not an executable file")
    }
}
