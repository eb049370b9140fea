import Foundation

/// An installed face fontconfig found: where it is and which face of the file.
public struct FoundFace: Sendable, Hashable {
    /// The font file's path.
    public let path: String
    /// The face's index in the file (a collection such as Noto Sans CJK holds several).
    public let index: Int
    /// The face's family name as fontconfig knows it.
    public let family: String
    /// The face's weight as CSS gives it: 400 regular, 700 bold.
    public let weight: Int
    /// Whether the face is italic (or oblique).
    public var isItalic = false

    /// Whether the face is bold (weight 600 or more).
    public var isBold: Bool { weight >= 600 }

    /// Loads the face.
    public func load() throws -> FontFace {
        try FontFace(contentsOf: URL(fileURLWithPath: path), index: index)
    }
}
