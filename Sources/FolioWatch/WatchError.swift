/// Why a folder could not be watched.
public struct WatchError: Error, CustomStringConvertible, Sendable {
    /// What failed, naming the folder.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
