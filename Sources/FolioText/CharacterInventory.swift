/// The distinct characters of an issue's text per language and per request (role and style),
/// in order of first use: what IssueFonts finds faces for (per language) and what each face it
/// ships must draw (per request: a bold face ships only the characters set in bold). A build
/// keeps one per content file (in its cache) and merges them, so an unchanged file's text is
/// not read again.
public struct CharacterInventory: Sendable, Equatable {
    /// The languages, in the order their text first came.
    public private(set) var languages: [String] = []
    /// The requests text came in, per language, in the order it first came.
    private var requests: [String: [FaceRequest]] = [:]
    private var seen: [Key: Seen] = [:]

    private struct Key: Hashable, Sendable {
        let language: String
        let request: FaceRequest
    }

    /// What one language's text in one request has shown so far.
    fileprivate struct Seen: Sendable, Equatable {
        /// The ASCII characters seen: most text is ASCII, and a bit is cheaper than a set.
        var ascii = ASCIISet()
        var others: Set<Character> = []
        var found: [Character] = []

        mutating func record(byte: UInt8) {
            if ascii.insert(byte) { found.append(Character(Unicode.Scalar(byte))) }
        }

        /// Records the bytes of ASCII `bytes` (whose characters are `set`) in order; a text with
        /// no new character (most, once a few have come) is decided by its bits alone.
        mutating func record(ascii bytes: UnsafeBufferPointer<UInt8>, set: ASCIISet) {
            guard !set.isSubset(of: ascii) else { return }
            for byte in bytes { record(byte: byte) }
        }

        mutating func record(_ character: Character) {
            let utf8 = character.utf8
            if utf8.count == 1 { return record(byte: utf8.first!) }
            if others.insert(character).inserted { found.append(character) }
        }

        /// Records what `other` found, in the order it found it.
        mutating func record(contentsOf other: Seen) {
            for character in other.found { record(character) }
        }

        mutating func record(_ text: String) {
            var native = text
            let wasASCII = native.withUTF8 { bytes in
                let (set, isASCII) = ASCIISet.of(bytes)
                if isASCII { record(ascii: bytes, set: set) }
                return isASCII
            }
            guard !wasASCII else { return }
            if text.unicodeScalars.allSatisfy(CharacterInventory.standsAlone) {
                // Latin text with curly quotes and dashes: scalar by scalar, each its own character.
                for scalar in text.unicodeScalars {
                    if scalar.isASCII { record(byte: UInt8(scalar.value)) } else { record(Character(scalar)) }
                }
            } else {
                for character in text { record(character) }
            }
        }
    }

    /// No text yet.
    public init() {}

    /// The inventory of `texts`, all body text in its regular style.
    public init(_ texts: some Sequence<(language: String, text: String)>) {
        for (language, text) in texts { add(text, language: language) }
    }

    /// Adds the characters of `text`, in `language` (a BCP 47 tag), set as `request` asks.
    public mutating func add(_ text: String, language: String, request: FaceRequest = FaceRequest(role: .body)) {
        guard !text.isEmpty else { return }
        if requests[language] == nil {
            languages.append(language)
            requests[language] = []
        }
        let key = Key(language: language, request: request)
        if seen[key] == nil { requests[language]!.append(request) }
        seen[key, default: Seen()].record(text)
    }

    /// Adds the characters of `texts` in turn, all in `language`, each set as its request asks:
    /// the same as `add(_:language:request:)` for each, with one lookup per request rather than
    /// per text (an article's texts come in a handful of requests).
    public mutating func add(_ texts: [(text: String, request: FaceRequest)], language: String) {
        var gatherer = Gatherer()
        for (text, request) in texts { gatherer.add(text, request: request) }
        add(gatherer, language: language)
    }

    /// Gathers one language's texts as they come, request by request, to be added to an
    /// inventory at once (`add(_:language:)`): what an article's walk over its blocks hands
    /// over, with no list of its texts made first.
    public struct Gatherer {
        fileprivate var local: [(request: FaceRequest, seen: Seen)] = []

        /// Nothing gathered yet.
        public init() {}

        /// Gathers the characters of `text`, set as `request` asks.
        public mutating func add(_ text: String, request: FaceRequest) {
            guard !text.isEmpty else { return }
            if let index = local.firstIndex(where: { $0.request == request }) {
                local[index].seen.record(text)
            } else {
                var seen = Seen()
                seen.record(text)
                local.append((request, seen))
            }
        }
    }

    /// Adds what `gatherer` gathered, in `language`.
    public mutating func add(_ gatherer: Gatherer, language: String) {
        for (request, seen) in gatherer.local { merge(seen, language: language, request: request) }
    }

    /// Adds what `seen` found, in `language` and `request`, in the order it found it.
    private mutating func merge(_ seen: Seen, language: String, request: FaceRequest) {
        if requests[language] == nil {
            languages.append(language)
            requests[language] = []
        }
        let key = Key(language: language, request: request)
        if self.seen[key] == nil {
            requests[language]!.append(request)
            self.seen[key] = seen
        } else {
            self.seen[key]!.record(contentsOf: seen)
        }
    }

    /// Whether `scalar` is a character of its own whatever surrounds it: ASCII, Latin-1 and
    /// Latin Extended letters and modifier letters (below the combining marks at U+0300), and
    /// general punctuation (dashes, quotes, ellipsis; not the joiners and format characters).
    fileprivate static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x300 && scalar != "\r" || (0x2010...0x205E).contains(scalar.value)
    }

    /// Adds every character of `other`, language by language and request by request.
    public mutating func merge(_ other: CharacterInventory) {
        for language in other.languages {
            for request in other.requests(in: language) {
                guard let seen = other.seen[Key(language: language, request: request)] else { continue }
                merge(seen, language: language, request: request)
            }
        }
    }

    /// The requests `language`'s text came in, in the order each first came.
    public func requests(in language: String) -> [FaceRequest] { requests[language] ?? [] }

    /// The distinct characters of `language`'s text in `request`, in order of first use.
    public func characters(of language: String, request: FaceRequest) -> [Character] {
        seen[Key(language: language, request: request)]?.found ?? []
    }

    /// The distinct characters of `language`'s text in every request, in order of first use.
    public func characters(of language: String) -> [Character] {
        var all: [Character] = []
        var known: Set<Character> = []
        for request in requests(in: language) {
            for character in characters(of: language, request: request) where known.insert(character).inserted {
                all.append(character)
            }
        }
        return all
    }

    /// The distinct characters of `language`'s text in `request` as one string (what a cache stores).
    public func text(of language: String, request: FaceRequest) -> String {
        String(characters(of: language, request: request))
    }
}
