import FolioText

/// Folio's own faces alone (`DefaultFaces`: Caladea and DejaVu Sans Mono), one face per stack:
/// the measure of an issue whose fonts were not resolved (tests, tools that paginate without a
/// build). A build measures with the fonts, which add a face for every other script.
package struct DefaultStacks: FontStacks {
    /// The one instance.
    package static let shared = DefaultStacks()

    private let stacks: [FaceRequest: FontStack]

    private init() {
        var stacks: [FaceRequest: FontStack] = [:]
        for role in FaceRequest.Role.allCases {
            for bold in [false, true] {
                for italic in [false, true] {
                    let request = FaceRequest(role: role, bold: bold, italic: italic)
                    stacks[request] = FontStack([DefaultFaces.shared.typeface(for: request)])
                }
            }
        }
        self.stacks = stacks
    }

    /// The default face for `request`, whatever the language.
    package func stack(for request: FaceRequest, language: String) -> FontStack {
        stacks[request] ?? FontStack([DefaultFaces.shared.regular])
    }
}
