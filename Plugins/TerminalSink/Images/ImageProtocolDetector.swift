import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds how the reader's terminal can show photos: asked by `--images` (the environment's
/// `FOLIO_IMAGES`), else from what the terminal answers to queries (`TerminalReplies`) and
/// from its environment, else half blocks.
///
/// Inside tmux the queries reach tmux, not the terminal: tmux answers Device Attributes
/// itself (with sixel when it draws sixel itself, as tmux 3.4 built with it does) and drops
/// the kitty query. Kitty and iTerm2 images then reach the terminal only through tmux's
/// passthrough, so they are used when `allow-passthrough` is on and tmux says the terminal
/// around it (`client_termname`, `client_termtype`) is one that draws them.
enum ImageProtocolDetector {
    /// How long the terminal has to answer.
    static let timeout = 0.3

    /// The choice, from what is known (pure, so it is tested against recorded replies).
    /// - Parameters:
    ///   - requested: `--images` (nil or `auto`: detect).
    ///   - replies: what the terminal (or tmux) answered; nil when nothing came back in time.
    ///   - tmux: inside tmux, whether passthrough is on and the outer terminal's names.
    static func choose(
        requested: String?, environment: [String: String], replies: TerminalReplies?,
        tmux: (passthrough: Bool, outerTerminal: String)? = nil
    ) -> ImageChannel {
        var channel = ImageChannel(kind: .blocks)
        if let size = replies?.cellSize { (channel.cellWidth, channel.cellHeight) = size }
        if let requested, requested != "auto", let kind = ImageProtocol(rawValue: requested) {
            channel.kind = kind
            channel.throughTmux = tmux?.passthrough == true && kind != .sixel
            return channel
        }
        if let tmux {
            if replies?.sixel == true {
                channel.kind = .sixel
            } else if tmux.passthrough, let kind = kindByName(tmux.outerTerminal, environment: [:]) {
                channel.kind = kind
                channel.throughTmux = true
            }
            return channel
        }
        if replies?.kittyGraphics == true {
            channel.kind = .kitty
        } else if let kind = kindByName(replies?.version ?? "", environment: environment), kind == .iterm2 {
            channel.kind = kind
        } else if replies?.sixel == true {
            channel.kind = .sixel
        } else if replies == nil, let kind = kindByName("", environment: environment) {
            channel.kind = kind  // no answer in time: the environment alone
        }
        return channel
    }

    /// A protocol a terminal's names (XTVERSION, TERM, TERM_PROGRAM, LC_TERMINAL) promise.
    static func kindByName(_ name: String, environment: [String: String]) -> ImageProtocol? {
        let names = ([name] + ["TERM", "TERM_PROGRAM", "LC_TERMINAL"].compactMap { environment[$0] }).joined(
            separator: " "
        ).lowercased()
        if names.contains("kitty") || names.contains("ghostty") || environment["KITTY_WINDOW_ID"] != nil {
            return .kitty
        }
        if names.contains("iterm") || names.contains("wezterm") { return .iterm2 }
        return nil
    }

    /// Asks the terminal (raw mode must be on) and decides.
    static func detect(requested: String?, environment: [String: String]) -> ImageChannel {
        if let requested, requested == "blocks" { return .blocks }
        let tmux = environment["TMUX"].map { _ in Self.tmuxFacts() }
        var replies = query()
        if replies?.cellSize == nil, let size = cellSizeFromKernel() {
            replies = replies ?? TerminalReplies()
            replies?.cellSize = size
        }
        return choose(
            requested: requested, environment: environment, replies: replies?.isComplete == true ? replies : nil,
            tmux: tmux)
    }

    /// Writes the queries and reads the answers until Device Attributes arrives or the time is
    /// up, or a quit signal is caught (`QuitSignals`): the question is then over at once.
    static func query() -> TerminalReplies? {
        guard QuitSignals.caught == nil, (try? TerminalMode.write(Array(TerminalReplies.queries.utf8))) != nil
        else { return nil }
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, QuitSignals.caught == nil {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: QuitSignals.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let wait = Int32(max(deadline.timeIntervalSinceNow * 1000, 1))
            guard poll(&descriptors, 2, wait) > 0, descriptors[0].revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
            let replies = TerminalReplies.parse(bytes)
            if replies.isComplete { return replies }
        }
        return nil
    }

    /// The cell size from the kernel's window size, when the terminal filled in pixels.
    static func cellSizeFromKernel() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel > 0, size.ws_ypixel > 0
        else { return nil }
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// Whether tmux passes sequences through, and the names of the terminal around it.
    static func tmuxFacts() -> (passthrough: Bool, outerTerminal: String) {
        let passthrough = run(["show-options", "-gqv", "allow-passthrough"])
        let pane = run(["show-options", "-pqv", "allow-passthrough"])
        let setting = pane.isEmpty ? passthrough : pane
        let outer = run(["display-message", "-p", "#{client_termname} #{client_termtype}"])
        return (setting == "on" || setting == "all", outer)
    }

    /// Runs `tmux ARGUMENTS` and returns what it printed. Spawned and reaped here (not with
    /// Foundation's Process, whose helper threads would take signals meant for the preview's
    /// signal sources).
    private static func run(_ arguments: [String]) -> String {
        var pipe: [Int32] = [0, 0]
        #if canImport(Glibc)
        guard Glibc.pipe(&pipe) == 0 else { return "" }
        #else
        guard Darwin.pipe(&pipe) == 0 else { return "" }
        #endif
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let words = ["tmux"] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { return "" }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
