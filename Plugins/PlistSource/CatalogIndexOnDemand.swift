/// An `AssetCatalogIndex` made the first time it is asked for, then kept. It belongs to one
/// `ImageNameResolver`, used by one load of one property list, so it needs no lock.
final class CatalogIndexOnDemand {
    private let make: () -> AssetCatalogIndex
    /// The index, made on first use.
    private(set) lazy var index: AssetCatalogIndex = make()

    /// An index that `make` makes when first needed.
    init(_ make: @escaping () -> AssetCatalogIndex) {
        self.make = make
    }

    /// An index that is already made.
    convenience init(_ index: AssetCatalogIndex) {
        self.init { index }
    }
}
