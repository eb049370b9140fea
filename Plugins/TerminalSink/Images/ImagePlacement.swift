/// A photo shown as real pixels over a rectangle of cells: where, what, and the escape
/// sequence that draws it at the cursor (made by the image protocol, wrapped for tmux when
/// it passes through tmux). Two placements are equal when they show the same pixels in the
/// same place, so the executor sends a photo again only when that changes.
struct ImagePlacement: Sendable, Equatable {
    /// The top left cell.
    var x: Int
    var y: Int
    /// The size in cells.
    var columns: Int
    var rows: Int
    /// What is shown: the photo, the part of it and the pixel size.
    var key: String
    /// The bytes that draw it.
    var payload: [UInt8]

    static func == (lhs: ImagePlacement, rhs: ImagePlacement) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y && lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.key == rhs.key
    }

    /// The cells it covers.
    var area: CellArea { CellArea(x: x, y: y, columns: columns, rows: rows) }

    /// The placement moved by (x, y) (a page pasted into the frame).
    func moved(x: Int, y: Int) -> ImagePlacement {
        var copy = self
        copy.x += x
        copy.y += y
        return copy
    }
}
