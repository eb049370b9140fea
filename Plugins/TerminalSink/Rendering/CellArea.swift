/// A rectangle of cells.
struct CellArea: Sendable, Equatable {
    var x: Int
    var y: Int
    var columns: Int
    var rows: Int

    func contains(x column: Int, y row: Int) -> Bool {
        (x..<(x + columns)).contains(column) && (y..<(y + rows)).contains(row)
    }
}
