import Foundation
import Testing

@testable import FolioText

/// Folio's embedded faces: current with Fonts/, loaded, named and styled as the stacks use them.
@Suite struct DefaultFacesTests {
    @Test func theEmbeddedFacesAreTheRepositoryFonts() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [
            "python3", TestFonts.repositoryFonts.appendingPathComponent("generate-default-faces.py").path, "--check",
        ]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "run Fonts/generate-default-faces.py")
        let caladea = try TestFonts.caladea()
        #expect(DefaultFaces.shared.regular.face.glyphCount == caladea.glyphCount)
        #expect(DefaultFaces.shared.regular.face.familyName == "Caladea")
        #expect(DefaultFaces.shared.mono.face.familyName == "DejaVu Sans Mono")
    }

    @Test func eachRequestGetsItsStyle() {
        let faces = DefaultFaces()
        let named = { (request: FaceRequest) in faces.typeface(for: request).name }
        #expect(named(FaceRequest(role: .body)) == "Caladea-Regular")
        #expect(named(FaceRequest(role: .body, italic: true)) == "Caladea-Italic")
        #expect(named(FaceRequest(role: .body, bold: true)) == "Caladea-Bold")
        #expect(named(FaceRequest(role: .body, bold: true, italic: true)) == "Caladea-BoldItalic")
        #expect(named(FaceRequest(role: .heading)) == "Caladea-Bold")
        #expect(named(FaceRequest(role: .heading, italic: true)) == "Caladea-BoldItalic")
        #expect(named(FaceRequest(role: .mono, bold: true, italic: true)) == "DejaVuSansMono")
        #expect(faces.all.map { "\($0.weight)\($0.italic ? "i" : "")" } == ["400", "400i", "700", "700i", "400"])
        // The faces are decoded once: two sets of typefaces share them.
        #expect(faces.regular.face === DefaultFaces.shared.regular.face)
        #expect(faces.regular !== DefaultFaces.shared.regular)
        #expect(faces.regular.face.covers("Ærø Straße, “quoted” — 12½ €"))
    }
}
