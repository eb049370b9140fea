/// The set texts of one article, kept while the article is laid out in every geometry of the
/// issue: a text is cut and shaped once, and only filled into lines per geometry. Used by one
/// thread at a time (the one laying the article out), so it needs no lock.
final class SetTextCache: @unchecked Sendable {
    /// A text as it is set, in its role.
    enum Key: Hashable {
        /// A block's runs, named by where the article keeps them: the article is alive (and
        /// unchanged) while the cache is, so one storage is one text. Cheaper than hashing the
        /// text, which is what the cache saves the other geometries.
        case runs(storage: UnsafeRawPointer?, count: Int, role: TextRole)
        /// Plain text (a title, a byline, a caption).
        case plain(String, role: TextRole)
        /// A code block.
        case code(String)
    }

    /// A style's faces in one role and language, as a measure finds them.
    struct FacesKey: Hashable {
        let style: FontStyle
        let role: TextRole
        let language: String
    }

    /// The faces of a style, and the width of a space in them.
    typealias Faces = (faces: TextFaces, space: Double)

    private var texts: [Key: SetText] = [:]
    /// The faces found so far: an article's texts come in a handful of styles, each looked up
    /// once rather than once per text. Natural units, like the texts, serve every geometry.
    var faces: [FacesKey: Faces] = [:]

    /// The set text for `key`, made by `make` the first time.
    func text(for key: Key, make: () -> SetText) -> SetText {
        if let known = texts[key] { return known }
        let made = make()
        texts[key] = made
        return made
    }
}
