import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A running chromedriver on 127.0.0.1, with every browser it starts, stopped when this is
/// released or when this process ends, however it ends.
///
/// chromedriver runs under a small shell, the leader of a process group of its own that the
/// Chromium processes join: the shell starts chromedriver, then reads its standard input, a pipe
/// whose other end only this process holds. When this process exits (a timeout's SIGKILL
/// included), the kernel closes that end, the read returns, and the shell kills its whole group:
/// no chromedriver or Chromium outlives a `folio conformance` run.
final class ChromeDriverProcess: @unchecked Sendable {
    // The group and the pipe are only touched in init and deinit, so sharing is safe.
    private let group: pid_t
    private let lifeline: Int32
    /// The driver's WebDriver endpoint.
    let endpoint: URL

    /// What the group's leader runs: chromedriver in the background, then a read that returns
    /// when the lifeline's other end closes, then a SIGKILL for the whole group (itself too).
    static let leader = #""$@" </dev/null >/dev/null 2>&1 & read -r _; kill -KILL 0"#

    /// Starts chromedriver on a free port. It is ready once `WebDriverClient.waitUntilReady` says so.
    init() throws(HTMLDriverError) {
        guard let executable = Self.find("chromedriver") else { throw .missingExecutable("chromedriver") }
        guard let port = LocalPort.free(), let endpoint = URL(string: "http://127.0.0.1:\(port)") else {
            throw .driverDidNotStart("no free port on 127.0.0.1")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .driverDidNotStart("no pipe: \(String(cString: strerror(errno)))") }
        // Neither end goes to another child (a curl of WebDriverClient): the write end must close
        // when this process ends.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let words = [
            "/bin/sh", "-c", Self.leader, "chromedriver", executable, "--port=\(port)", "--allowed-ips=127.0.0.1",
            "--log-level=SEVERE",
        ]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // The read end becomes the shell's standard input (dup2 clears close-on-exec there).
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawnattr_setpgroup(&attributes, 0)
        // No signal blocked or ignored (the calling thread's mask would be inherited): the group
        // dies as any other when it is told to.
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            throw .driverDidNotStart(String(cString: strerror(spawned)))
        }
        self.group = pid
        self.lifeline = ends[1]
        self.endpoint = endpoint
    }

    // SIGKILL to the group: chromedriver can inherit an ignored SIGTERM from its parent. By now
    // every browser it started has been closed with its session; any that was not goes too.
    deinit {
        kill(-group, SIGKILL)
        close(lifeline)
        var status: Int32 = 0
        while waitpid(group, &status, 0) < 0 && errno == EINTR {}
    }

    /// The full path of an executable on `PATH`, or in the usual system folders.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/usr/lib/chromium"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
