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
    struct FacesKey {
        let style: FontStyle
        let role: TextRole
        let language: String
    }

    /// The faces of a style, and the width of a space in them.
    typealias Faces = (faces: TextFaces, space: Double)

    /// The texts in the order they were first set.
    private var order: [(key: Key, text: SetText)] = []
    /// Where each key's text is in `order`: made only when a later geometry asks out of order
    /// (most articles never do), so the first geometry hashes no key.
    private var positions: [Key: Int]?
    /// Where the next geometry's next text is expected in `order`: every geometry asks for an
    /// article's texts in much the same order, so a lookup is mostly one comparison of keys.
    private var next = 0
    /// Whether a geometry after the first is being laid out.
    private var isRepeating = false
    /// The faces found so far, by role and language, then by style: an article's texts come
    /// in a handful of styles, each looked up once rather than once per text. Natural units,
    /// like the texts, serve every geometry. A handful of roles is searched faster than hashed.
    private var faces: [RoleFaces] = []

    /// The faces of one role and language, by `FontStyle.rawValue`.
    private struct RoleFaces {
        let role: TextRole
        let language: String
        var byStyle: [Faces?]
    }

    /// The faces found for `key`, nil before `keep(_:for:)`.
    func faces(for key: FacesKey) -> Faces? {
        guard let index = roleIndex(key) else { return nil }
        return faces[index].byStyle[key.style.rawValue]
    }

    /// Keeps `found` as the faces for `key`.
    func keep(_ found: Faces, for key: FacesKey) {
        if let index = roleIndex(key) {
            faces[index].byStyle[key.style.rawValue] = found
            return
        }
        var entry = RoleFaces(
            role: key.role, language: key.language, byStyle: Array(repeating: nil, count: FontStyle.allCases.count))
        entry.byStyle[key.style.rawValue] = found
        faces.append(entry)
    }

    /// Where `key`'s role and language are in `faces`.
    private func roleIndex(_ key: FacesKey) -> Int? {
        for index in faces.indices where faces[index].role == key.role && faces[index].language == key.language {
            return index
        }
        return nil
    }

    /// Starts laying the article out in another geometry: texts are expected from the first.
    func rewind() {
        isRepeating = isRepeating || !order.isEmpty
        next = 0
    }

    /// How many of the texts set last the first geometry looks back at for one asked again (a
    /// photo's caption is measured for the heading before it, then placed).
    private static let recentTexts = 4

    /// The set text for `key`, made by `make` the first time.
    func text(for key: Key, make: () -> SetText) -> SetText {
        if next < order.count, order[next].key == key {
            next += 1
            return order[next - 1].text
        }
        if isRepeating {
            if let position = position(of: key) {
                next = position + 1
                return order[position].text
            }
        } else if let recent = order.indices.suffix(Self.recentTexts).last(where: { order[$0].key == key }) {
            return order[recent].text
        }
        let made = make()
        order.append((key, made))
        positions?[key] = order.count - 1
        next = order.count
        return made
    }

    /// Where `key`'s text is in `order`, the index of every key made on first use.
    private func position(of key: Key) -> Int? {
        if positions == nil {
            var made: [Key: Int] = [:]
            made.reserveCapacity(order.count)
            for (index, entry) in order.enumerated() where made[entry.key] == nil { made[entry.key] = index }
            positions = made
        }
        return positions?[key]
    }
}
