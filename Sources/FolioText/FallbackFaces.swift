/// The installed faces an issue's stacks fall back on, found once per issue: for every script
/// (ScriptFonts entry) whose characters a first face does not draw, the script's face in regular
/// and bold (the regular one when no bold is installed), and for characters no script face has
/// (symbols), a face fontconfig finds for the character.
struct FallbackFaces {
    /// The faces found, in the order they were first needed.
    private(set) var typefaces: [Typeface] = []
    /// The scripts no installed face covers, each once.
    private(set) var warnings: [FontNotFound] = []

    /// The scripts each first face leaves to others.
    private var needed: [ObjectIdentifier: Set<ScriptFonts>] = [:]
    /// The scripts in the order the issue's text first used them.
    private var issueOrder: [ScriptFonts] = []
    /// The scripts of each language's text, its own script first.
    private var languageOrder: [String: [ScriptFonts]] = [:]
    /// The faces found per script.
    private var found: [ScriptFonts: (regular: Typeface, bold: Typeface)] = [:]
    /// The faces found for single characters no script face draws.
    private var symbolFaces: [Typeface] = []

    /// How many characters that no script face draws are looked up one by one, at most (each is
    /// a fontconfig call).
    static let symbolLookups = 64
    /// How many characters a warning names, at most.
    static let charactersNamed = 20

    /// Finds the faces `inventory`'s characters need besides `firstFaces`.
    init(inventory: CharacterInventory, firstFaces: [Typeface], finder: FontFinder, names: TypefaceNames) {
        var names = names
        var wanted: [ScriptFonts: (script: Script, language: String, characters: String)] = [:]
        var missed: [Character] = []
        var missedSet: Set<Character> = []
        var entryOf: [Character: ScriptFonts] = [:]
        var failed: [(entry: ScriptFonts, error: FontNotFound)] = []
        for language in inventory.languages {
            let characters = inventory.characters(of: language)
            let home = Self.home(of: characters, language: language)
            var own: [ScriptFonts] = home.map { [$0.entry] } ?? []
            for character in characters {
                let missing = firstFaces.filter { !$0.drawsAll(of: character) }
                if missing.isEmpty { continue }
                if missedSet.insert(character).inserted { missed.append(character) }
                guard let (script, entry) = Self.entry(for: character, language: language, home: home) else { continue }
                entryOf[character] = entry
                if wanted[entry] == nil {
                    wanted[entry] = (script, language, "")
                    issueOrder.append(entry)
                }
                wanted[entry]!.characters.append(character)
                if !own.contains(entry) { own.append(entry) }
                for face in missing { needed[ObjectIdentifier(face), default: []].insert(entry) }
            }
            languageOrder[language] = own
        }
        // One typeface per file and face index: a family with no bold face answers a bold
        // request with its regular file, which may still report the weight asked for.
        var loaded: [String: Typeface] = [:]
        func typeface(_ face: FoundFace) -> Typeface? {
            let key = "\(face.index)\u{0}\(face.path)"
            if let known = loaded[key] { return known }
            guard let font = try? face.load() else { return nil }
            let base =
                font.postScriptName.isEmpty ? face.family + (face.isBold ? "-Bold" : "-Regular") : font.postScriptName
            let typeface = Typeface(face: font, name: names.unique(base), weight: face.isBold ? 700 : 400)
            loaded[key] = typeface
            typefaces.append(typeface)
            return typeface
        }
        var warned: Set<FontNotFound> = []
        func warn(_ error: FontNotFound) {
            if warned.insert(error).inserted { warnings.append(error) }
        }
        for entry in issueOrder {
            let (script, language, characters) = wanted[entry]!
            // Every character if one face has them all, else the script's best face for the
            // language if it draws some of them.
            func search(_ bold: Bool) throws(FontNotFound) -> Typeface? {
                if let all = try? finder.face(for: script, language: language, covering: characters, bold: bold) {
                    return typeface(all)
                }
                let best = try finder.face(for: script, language: language, bold: bold)
                return typeface(best).flatMap { face in characters.contains(where: face.drawsAll) ? face : nil }
            }
            do {
                guard let regular = try search(false) else {
                    failed.append((entry, FontNotFound(script: script, scriptName: entry.name, package: entry.package)))
                    continue
                }
                found[entry] = (regular, (try? search(true)).flatMap { $0 } ?? regular)
            } catch {
                failed.append((entry, error))
            }
        }
        let failedEntries = Set(failed.map(\.entry))
        // Characters no script face draws: a face for each, as fontconfig finds one.
        // Those none draws are listed in one warning per script.
        var lookups = 0
        var uncovered: [FontNotFound: String] = [:]
        var order: [FontNotFound] = []
        for character in missed where !typefaces.contains(where: { $0.drawsAll(of: character) }) {
            let script = Self.script(of: character) ?? .common
            do throws(FontNotFound) {
                guard lookups < Self.symbolLookups else {
                    let entry = ScriptFonts.of(script)
                    throw FontNotFound(script: script, scriptName: entry.name, package: entry.package)
                }
                lookups += 1
                if let face = typeface(try finder.face(for: script, covering: String(character))) {
                    symbolFaces.append(face)
                }
            } catch {
                // A script with no face is one warning, below.
                if let entry = entryOf[character], failedEntries.contains(entry) { continue }
                if uncovered[error] == nil { order.append(error) }
                uncovered[error, default: ""].append(character)
            }
        }
        // A script with no face: one warning, naming the first characters it leaves undrawn
        // (punctuation and symbols that fell to the language's own script are named as theirs).
        for (entry, error) in failed {
            let undrawn = wanted[entry]!.characters.filter { character in
                !typefaces.contains { $0.drawsAll(of: character) }
            }
            for character in undrawn {
                var named = error
                if Self.script(of: character) == nil {
                    let common = ScriptFonts.of(.common)
                    named = FontNotFound(script: .common, scriptName: common.name, package: common.package)
                }
                if uncovered[named] == nil { order.append(named) }
                uncovered[named, default: ""].append(character)
            }
        }
        for error in order {
            var named = error
            let undrawn = uncovered[error] ?? ""
            named.characters =
                String(undrawn.prefix(Self.charactersNamed)) + (undrawn.count > Self.charactersNamed ? "…" : "")
            warn(named)
        }
    }

    /// The faces to follow `first` in a stack for text of `language` (nil: a language whose
    /// text the issue does not hold): the language's scripts first, then the issue's other
    /// scripts in the order it first used them, each once; then the symbol faces.
    func faces(after first: Typeface, bold: Bool, language: String?) -> [Typeface] {
        let needs = needed[ObjectIdentifier(first)] ?? []
        let preferred = language.flatMap { languageOrder[$0] } ?? []
        var faces: [Typeface] = []
        for entry in preferred + issueOrder where needs.contains(entry) {
            guard let pair = found[entry] else { continue }
            let face = bold ? pair.bold : pair.regular
            if !faces.contains(where: { $0 === face }) { faces.append(face) }
        }
        for face in symbolFaces where face !== first && !faces.contains(where: { $0 === face }) {
            faces.append(face)
        }
        return faces
    }

    /// The script of `character` that chooses its face: its first letter's (Hiragana and
    /// Katakana are Japanese, as ScriptFonts has it), "Zsye" for an emoji (or a character asking
    /// for emoji presentation with U+FE0F), nil when all its
    /// characters are common or inherited (punctuation, digits, symbols).
    static func script(of character: Character) -> Script? {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.properties.isEmoji, scalars.contains("\u{FE0F}") {
            return Script(tag: "Zsye")
        }
        for scalar in scalars {
            if scalar.properties.isEmojiPresentation { return Script(tag: "Zsye") }
            let script = Script.of(scalar)
            if script != .common && script != .inherited { return script }
        }
        return nil
    }

    /// The script entry `character` of `language`'s text is found a face under, with the script
    /// to ask for: its own script's, or for punctuation and symbols the language's own script's
    /// (`home`; CJK punctuation in Japanese text takes the Japanese face). Nil when neither.
    private static func entry(
        for character: Character, language: String, home: (script: Script, entry: ScriptFonts)?
    ) -> (Script, ScriptFonts)? {
        if let script = script(of: character) { return (script, ScriptFonts.of(script, language: language)) }
        return home
    }

    /// The script most of `language`'s letters are in, and its entry.
    private static func home(of characters: [Character], language: String) -> (script: Script, entry: ScriptFonts)? {
        Script.dominant(in: String(characters)).map { ($0, ScriptFonts.of($0, language: language)) }
    }
}

extension Typeface {
    /// Whether the face draws every scalar of `character`: the test FontStack.face(for:) makes first.
    func drawsAll(of character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(draws)
    }
}
