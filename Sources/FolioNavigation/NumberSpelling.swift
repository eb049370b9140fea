extension Double {
    /// How Folio spells a number wherever it writes one (JSON, CSS, the page map, the
    /// preview's zoom): a whole value without a fraction (`390`, `2` rather than `2.0`),
    /// anything else in Swift's shortest form that reads back the same (`2.5`, `0.85`).
    public var shortSpelling: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
