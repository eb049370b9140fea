/// Why a folder could not be watched.
package struct WatchError: Error, CustomStringConvertible, Sendable {
    /// What failed, naming the folder.
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}
