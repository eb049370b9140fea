/// A problem with the terminal itself.
struct TerminalError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
