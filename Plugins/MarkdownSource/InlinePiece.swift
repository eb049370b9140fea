import FolioPluginAPI

/// What an inline node of Markdown becomes: a run of text, or a photo that has to leave the
/// paragraph because Folio shows photos as blocks of their own; while a container's runs are
/// gathered, also a run of tildes that may open or close a strikethrough (`Strikethrough`).
enum InlinePiece: Equatable {
    case inline(Inline)
    case photo(Photo)
    /// One or two tildes, until `Strikethrough.resolved` pairs them or makes them text.
    case tildes(Int)

    /// Whether the piece is a run of tildes not yet paired.
    var isTildes: Bool {
        if case .tildes = self { true } else { false }
    }

    /// A stretch of pieces between photos.
    enum Group: Equatable {
        case inlines([Inline])
        case photo(Photo)
    }

    /// Appends a text run to `pieces`, onto the text run that ends them if there is one: the
    /// same runs as `groups` would merge, gathered without a piece per line and per break.
    static func appendText(_ more: String, to pieces: inout [InlinePiece]) {
        guard case .inline(.text(var text)) = pieces.last else {
            pieces.append(.inline(.text(more)))
            return
        }
        pieces.removeLast()
        text += more
        pieces.append(.inline(.text(text)))
    }

    /// Gathers the runs between photos, merging adjacent text runs.
    static func groups(_ pieces: [InlinePiece]) -> [Group] {
        var groups: [Group] = []
        var runs: [Inline] = []
        // Adjacent text is gathered here and appended once, not re-concatenated per piece
        // (`appendText` has mostly joined it already; a lone piece is taken as it is).
        var text: String?
        func endText() {
            if let text { runs.append(.text(text)) }
            text = nil
        }
        runs.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .inline(.text(let more)):
                if text == nil { text = more } else { text! += more }
            case .tildes(let count):
                let more = String(repeating: "~", count: count)
                if text == nil { text = more } else { text! += more }
            case .inline(let inline):
                endText()
                runs.append(inline)
            case .photo(let photo):
                endText()
                if !runs.isEmpty { groups.append(.inlines(runs)) }
                runs = []
                groups.append(.photo(photo))
            }
        }
        endText()
        if !runs.isEmpty { groups.append(.inlines(runs)) }
        return groups
    }

    /// Wraps the runs of `pieces` in a container (emphasis, a link); a photo inside splits the
    /// container around it, so that the photo can leave it. A photo inside a link takes the
    /// link's destination (`linkingPhotosTo`), so that it still leads there. A container with
    /// nothing inside is kept, empty.
    static func wrap(
        _ pieces: [InlinePiece], linkingPhotosTo destination: String? = nil, in container: ([Inline]) -> Inline
    ) -> [InlinePiece] {
        let found = groups(pieces)
        guard !found.isEmpty else { return [.inline(container([]))] }
        return found.map { group in
            switch group {
            case .inlines(let runs):
                return .inline(container(runs))
            case .photo(var photo):
                if photo.link == nil { photo.link = destination }
                return .photo(photo)
            }
        }
    }

    /// Turns a paragraph's or heading's pieces into blocks: the text before a photo, the photo,
    /// the text after it. Whitespace at either end of a text stretch is trimmed, and stretches
    /// left empty make no block, except that with `keepingEmpty` a block that holds nothing at
    /// all (an empty heading) is kept as one empty block.
    static func blocks(_ pieces: [InlinePiece], keepingEmpty: Bool = false, as block: ([Inline]) -> Block) -> [Block] {
        let blocks: [Block] = groups(pieces).compactMap { group in
            switch group {
            case .inlines(let runs):
                let trimmed = runs.trimmed
                return trimmed.isEmpty ? nil : block(trimmed)
            case .photo(let photo):
                return .photo(photo)
            }
        }
        return blocks.isEmpty && keepingEmpty ? [block([])] : blocks
    }
}

extension [InlinePiece] {
    /// The pieces' text with all markup removed; a photo has none.
    var plainText: String {
        map { piece in
            switch piece {
            case .inline(let inline): inline.plainText
            case .tildes(let count): String(repeating: "~", count: count)
            case .photo: ""
            }
        }.joined()
    }
}
