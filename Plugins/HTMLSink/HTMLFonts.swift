import FolioPluginAPI
import FolioText
import Foundation

/// The fonts the HTML bundle ships, from the issue's fonts (`IssueFonts`, the stacks the
/// paginator measured with): every face some stack draws some of the issue's text with, subset
/// to those characters (and the carousel's own labels) as `fonts/NAME.woff2`, and `fonts.css`
/// (which `folio.css` imports, so every page of the bundle has it): an `@font-face` family per
/// face, and per role, style and language the `font-family` list of its stack, in the stack's
/// order, so the browser draws each character with the face it was measured in. `fonts.css` ends
/// with the page theme's custom properties (`ThemeStyleSheet`), which the bundle's pages need
/// with or without fonts.
struct HTMLFonts {
    /// One shipped face.
    struct Face {
        /// The typeface, as the stacks hold it.
        var typeface: Typeface
        /// The bundle path of its subset.
        var path: String
        /// The subset, as WOFF2.
        var data: Data
        /// The characters it was cut to.
        var characters: String
    }

    /// The bundle path of the style sheet.
    static let styleSheetPath = "fonts.css"

    /// Characters the carousel shows besides the issue's text (its labels, the contents
    /// filter's typing, list markers, the paginator's hyphen), drawn in the body faces.
    static let interface = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }) + "·•◦▪–—‘’“”…×‹›«»"

    /// Elements by the style their text is set in, as the issue's style sheets set it (`em`
    /// italic, `strong` and table headers bold, headings bold, bylines, captions and a pull quote's
    /// paragraphs italic, code in the mono face).
    private static let italic = ":where(em, i, .byline, figcaption, .pullQuote > p)"
    private static let bold = ":where(strong, b, th)"
    private static let heading = ":where(h1, h2, h3, h4, h5, h6)"
    private static let mono = ":where(code, pre, kbd, samp)"
    /// What the lists apply to: the carousel's pages and the plain article pages. `:root:root`
    /// outweighs `folio.css` and `issue.css`'s own rules for these elements.
    private static let scope = ":root:root :where(.page, .article-page article)"

    /// The faces shipped, in the issue's order.
    let faces: [Face]
    /// `fonts.css`: the faces, the stacks, the page theme.
    let styleSheet: String

    /// What names the WOFF2 encoding in a build's kept derived files (`DerivedFileCache`).
    static let encoding = "woff2-1"

    /// The fonts for `fonts`; none (and a style sheet with no faces) when nil. The style sheet
    /// ends with the page theme's rules, the standard one's changed as `theme` says. A subset
    /// whose WOFF2 file `derived` keeps is not compressed again.
    init(_ fonts: IssueFonts?, theme: ThemeSettings = ThemeSettings(), derived: DerivedFileCache? = nil) throws {
        let themeRule = ThemeStyleSheet.rule(.light(theme), dark: .dark(theme))
        guard let fonts else {
            faces = []
            styleSheet = "/* Written by the html sink from the page theme: no fonts. */\n" + themeRule
            return
        }
        var faces: [Face] = []
        for (typeface, characters) in fonts.usage(including: Self.interface) {
            let subset = try FontSubsetter.subset(typeface.face, text: characters)
            let data = try derived?.bytes(Self.encoding, of: subset, making: WOFF2.encode) ?? WOFF2.encode(subset)
            faces.append(
                Face(typeface: typeface, path: "fonts/\(typeface.name).woff2", data: data, characters: characters))
        }
        self.faces = faces
        styleSheet = Self.styleSheet(faces, fonts) + themeRule
    }

    /// The files: `fonts.css` and the subsets.
    var files: [OutputFile] {
        [OutputFile(path: Self.styleSheetPath, data: Data(styleSheet.utf8))]
            + faces.map { OutputFile(path: $0.path, data: $0.data) }
    }

    /// The CSS custom property holding the family list of `request`'s stack.
    static func property(_ request: FaceRequest) -> String {
        "--folio-" + request.description.replacingOccurrences(of: " ", with: "-")
    }

    /// The family list of `stack`, as CSS writes it.
    static func families(_ stack: FontStack, shipped: Set<String>) -> String {
        stack.faces.filter { shipped.contains($0.name) }.map { "\"\($0.name)\"" }.joined(separator: ", ")
    }

    private static func styleSheet(_ faces: [Face], _ fonts: IssueFonts) -> String {
        var css = "/* Written by the html sink from the issue's font stacks and the page theme; do not edit. */\n"
        let shipped = Set(faces.map(\.typeface.name))
        // One family per face. font-display: block: the text stays hidden until its face is
        // there, rather than showing in a face whose widths the pages were not measured with.
        for face in faces {
            css += "@font-face { font-family: \"\(face.typeface.name)\"; src: url(\(face.path)) format(\"woff2\"); "
            css += "font-display: block; }\n"
        }
        // The carousel's own labels and pages keep naming Caladea and DejaVu Sans Mono by family.
        let defaults = DefaultFaces.shared
        for (typeface, family) in [
            (defaults.regular, "Caladea"), (defaults.italic, "Caladea"), (defaults.bold, "Caladea"),
            (defaults.boldItalic, "Caladea"), (defaults.mono, "DejaVu Sans Mono"),
        ] {
            guard let face = faces.first(where: { $0.typeface.name == typeface.name }) else { continue }
            css += "@font-face { font-family: \"\(family)\"; src: url(\(face.path)) format(\"woff2\"); "
            css += "font-weight: \(typeface.weight); font-style: \(typeface.italic ? "italic" : "normal"); "
            css += "font-display: block; }\n"
        }
        // The stacks: the default ones, then each language's (a tag before the longer tags it prefixes).
        func declarations(_ stack: (FaceRequest) -> FontStack) -> String {
            IssueFonts.requests.map { "\(property($0)): \(families(stack($0), shipped: shipped));" }.joined(
                separator: " ")
        }
        css += ":root { \(declarations { fonts.defaultStack(for: $0) }) }\n"
        for language in fonts.languages.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            css += ":lang(\(language)) { \(declarations { fonts.stack(for: $0, language: language) }) }\n"
        }
        // Each element takes the list of its role and style; later rules win.
        let rules: [(String, FaceRequest)] = [
            ("", FaceRequest(role: .body)),
            (" \(italic)", FaceRequest(role: .body, italic: true)),
            (" \(bold)", FaceRequest(role: .body, bold: true)),
            (" \(italic) \(bold), \(scope) \(bold) \(italic)", FaceRequest(role: .body, bold: true, italic: true)),
            (" \(heading), \(scope) \(heading) \(bold)", FaceRequest(role: .heading, bold: true)),
            (
                " \(heading) \(italic), \(scope) \(heading) \(italic) \(bold), \(scope) \(heading) \(bold) \(italic)",
                FaceRequest(role: .heading, bold: true, italic: true)
            ),
            (" \(mono), \(scope) \(mono) *", FaceRequest(role: .mono)),
        ]
        for (selector, request) in rules {
            css += "\(scope)\(selector) { font-family: var(\(property(request))); }\n"
        }
        return css
    }
}
