/// The fonts of one issue: for every role, style and language, the stack of faces its text is
/// measured with (by the paginator) and drawn with (by the HTML bundle, which ships these faces,
/// subset, and writes these stacks as its CSS family lists). One decision for both.
///
/// A stack is the role's face (the author's, else Folio's default) followed, for every script the
/// issue's text uses that the face does not draw, by an installed face found through fontconfig
/// (Noto first, see FontFinder and ScriptFonts), the language's own scripts first (a `ja`
/// article's Han characters take the Japanese face, a `zh` article's the Chinese one). Each
/// installed face is found once per issue and each face is one Typeface shared by every stack,
/// so a word is shaped once per face. Safe to share between threads.
public final class IssueFonts: Sendable {
    /// The scripts the issue's text uses for which no installed face was found, each once.
    public let warnings: [FontNotFound]
    /// Every face some stack holds, in the order they were added (defaults and the author's faces
    /// first, then the faces found).
    public let typefaces: [Typeface]
    /// The languages with stacks of their own, in the order their text first came.
    public let languages: [String]

    private let stacks: [StackKey: FontStack]
    private let defaultStacks: [FaceRequest: FontStack]
    /// The characters of the issue's text, per language (distinct, in order of first use).
    private let characters: CharacterInventory

    private struct StackKey: Hashable {
        let request: FaceRequest
        let language: String
    }

    /// Every request a stack is made for: three roles, four styles.
    public static let requests: [FaceRequest] = FaceRequest.Role.allCases.flatMap { role in
        [(false, false), (false, true), (true, false), (true, true)].map {
            FaceRequest(role: role, bold: $0.0, italic: $0.1)
        }
    }

    /// The fonts for an issue whose text is `texts` (every title, byline, paragraph, caption and
    /// summary, each with its language, a BCP 47 tag, any of which may be set in any role and
    /// style), set in the author's faces where named and in `defaults` elsewhere. Asks fontconfig (through `finder`) once per script and weight.
    public convenience init(
        texts: some Sequence<(language: String, text: String)>, authored: AuthoredFaces = AuthoredFaces(),
        defaults: DefaultFaces = .shared, finder: FontFinder = FontFinder()
    ) {
        var inventory = CharacterInventory()
        for (language, text) in texts {
            for request in Self.requests { inventory.add(text, language: language, request: request) }
        }
        self.init(characters: inventory, authored: authored, defaults: defaults, finder: finder)
    }

    /// The fonts for an issue whose text has the characters of `inventory` (see `init(texts:)`).
    public init(
        characters inventory: CharacterInventory, authored: AuthoredFaces = AuthoredFaces(),
        defaults: DefaultFaces = .shared, finder: FontFinder = FontFinder()
    ) {
        var names = TypefaceNames()
        for typeface in defaults.all { names.reserve(typeface.name) }
        var typefaces: [Typeface] = []
        // The first face of each request: the author's or the default, one Typeface per face.
        var authoredTypefaces: [ObjectIdentifier: Typeface] = [:]
        var primary: [FaceRequest: Typeface] = [:]
        for request in Self.requests {
            if let (face, style) = authored.face(for: request) {
                let typeface =
                    authoredTypefaces[ObjectIdentifier(face.face)]
                    ?? Typeface(
                        face: face.face, name: names.unique(face.name), weight: style.weight, italic: style.isItalic)
                authoredTypefaces[ObjectIdentifier(face.face)] = typeface
                primary[request] = typeface
            } else {
                primary[request] = defaults.typeface(for: request)
            }
        }
        for request in Self.requests where !typefaces.contains(where: { $0 === primary[request] }) {
            typefaces.append(primary[request]!)
            names.reserve(primary[request]!.name)
        }
        // The scripts each first face leaves to others, and the faces found for them.
        let fallbacks = FallbackFaces(inventory: inventory, firstFaces: typefaces, finder: finder, names: names)
        typefaces += fallbacks.typefaces
        warnings = fallbacks.warnings
        languages = inventory.languages
        characters = inventory

        var stacks: [StackKey: FontStack] = [:]
        var defaultStacks: [FaceRequest: FontStack] = [:]
        for request in Self.requests {
            let first = primary[request]!
            let bold = request.bold || request.role == .heading
            defaultStacks[request] = FontStack(
                [first] + fallbacks.faces(after: first, bold: bold, language: nil))
            for language in inventory.languages {
                stacks[StackKey(request: request, language: language)] = FontStack(
                    [first] + fallbacks.faces(after: first, bold: bold, language: language))
            }
        }
        self.stacks = stacks
        self.defaultStacks = defaultStacks
        self.typefaces = typefaces
    }

    /// The stack for text of `request` in `language`: the language's own, else its primary
    /// subtag's ("ja" for "ja-JP"), else the stack of a language whose text the issue does not
    /// hold (the issue's scripts in the order its text first used them).
    public func stack(for request: FaceRequest, language: String) -> FontStack {
        if let stack = stacks[StackKey(request: request, language: language)] { return stack }
        if let dash = language.firstIndex(of: "-"),
            let stack = stacks[StackKey(request: request, language: String(language[..<dash]))]
        {
            return stack
        }
        return defaultStacks[request]!
    }

    /// What the stacks are, in words: every stack's faces (name, glyph count, units per em) per
    /// request and language. Pages measured with fonts of another fingerprint are measured anew.
    public var fingerprint: String {
        var text = ""
        for request in Self.requests {
            for language in [""] + languages {
                let stack = language.isEmpty ? defaultStack(for: request) : stack(for: request, language: language)
                text += "\(request)|\(language):"
                text += stack.faces.map { "\($0.name)/\($0.face.glyphCount)/\($0.face.unitsPerEm)" }.joined(
                    separator: ",")
                text += "\n"
            }
        }
        return text
    }

    /// The stack for text of `request` whose language has no stack of its own.
    public func defaultStack(for request: FaceRequest) -> FontStack { defaultStacks[request]! }

    /// The characters each face draws of the issue's text (and of `interface`, text the
    /// reader's device shows in the default body stacks: the carousel's own labels), decided by
    /// the stacks as the paginator measures: each character, in the stack of its language and
    /// of the request it is set in, goes to the face `FontStack.face(for:)` picks. Faces that draw nothing are left out; the rest come
    /// in `typefaces` order with their characters in order of first use.
    /// With `everywhere`, `interface` is drawn in every stack, of every role and style, of
    /// every language too (text a sink sets itself in any of them: list markers in an
    /// article's language, a contents page's heading, page numbers).
    public func usage(including interface: String = "", everywhere: Bool = false)
        -> [(typeface: Typeface, characters: String)]
    {
        var used: [ObjectIdentifier: (set: Set<Character>, text: String)] = [:]
        func add(_ characters: some Sequence<Character>, _ stack: FontStack) {
            for character in characters {
                let face = stack.face(for: character)
                let key = ObjectIdentifier(face)
                if used[key, default: ([], "")].set.insert(character).inserted { used[key]!.text.append(character) }
            }
        }
        for language in languages {
            for request in characters.requests(in: language) {
                add(characters.characters(of: language, request: request), stack(for: request, language: language))
            }
        }
        for request in Self.requests where everywhere || request.role == .body {
            add(Array(interface), defaultStack(for: request))
            guard everywhere else { continue }
            for language in languages { add(Array(interface), stack(for: request, language: language)) }
        }
        return typefaces.compactMap { typeface in
            used[ObjectIdentifier(typeface)].map { (typeface, $0.text) }
        }
    }
}
