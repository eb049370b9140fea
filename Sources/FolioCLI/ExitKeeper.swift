/// Keeps what a command made until the process exits, so that it is not freed first: the
/// issue of ten thousand articles is hundreds of megabytes in millions of objects, and
/// releasing them one by one at the end of a one-shot command costs a tenth of its time for
/// memory the operating system takes back at once. Only for commands that end the process
/// when they return (`folio paginate`), never for one that goes on (`serve`, `preview --watch`).
enum ExitKeeper {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` until the process exits. Called from the command's one task.
    static func keep(_ value: Any) {
        kept.append(value)
    }
}
