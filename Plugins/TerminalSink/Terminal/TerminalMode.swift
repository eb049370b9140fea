#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's mode, in one place: whether raw mode, the alternate screen and the hidden
/// cursor are on, and the settings to put back. Every way out of the preview (q, Ctrl-C,
/// SIGINT, SIGTERM, SIGHUP, an error) ends in `restore()`, which is safe to call twice.
@MainActor
final class TerminalMode {
    private var saved: termios?
    private let sequences: (enter: String, leave: String)

    /// A mode that draws on the alternate screen, or without one clears the screen instead.
    init(alternateScreen: Bool = true) {
        sequences = TerminalExecutor.sequences(alternateScreen: alternateScreen)
    }

    /// Whether raw mode is on.
    var isRaw: Bool { saved != nil }

    /// Raw input (no echo, no line editing, keys as bytes), the alternate screen, no cursor.
    func enter() throws(TerminalError) {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw TerminalError("cannot read the terminal's settings (errno \(errno))")
        }
        var raw = original
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError("cannot put the terminal in raw mode (errno \(errno))")
        }
        saved = original
        try Self.write(Array(sequences.enter.utf8))
    }

    /// Leaves the alternate screen, shows the cursor and puts the saved settings back.
    func restore() {
        guard var original = saved else { return }
        saved = nil
        try? Self.write(Array(sequences.leave.utf8))
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Whether standard input and output are both a terminal.
    static var isTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The terminal's size in cells, nil when it cannot be read.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes all of `bytes` to standard output (or to `descriptor`).
    nonisolated static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) throws(TerminalError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw TerminalError("cannot write to the terminal (errno \(errno))")
            }
            offset += written
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
