import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP for the whole of the preview, from the moment before raw mode
/// goes on: a handler notes the first one and writes a byte to a pipe. The image question
/// (`ImageProtocolDetector.query`) waits on that pipe beside the terminal, so a signal ends
/// it at once; the session proper reads the pipe with a dispatch source. Either way the one
/// way out (`TerminalSession.finish`) puts the terminal back and reports 128 + the signal.
///
/// A handler, not a dispatch signal source, since a source only starts to receive once the
/// main queue has run, and the question holds the main thread: until then the signal's
/// default action would end the process with the terminal still raw.
enum QuitSignals {
    /// The signals that end the preview.
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The first quit signal caught; 0 while none was.
    private static let first = Atomic<Int32>(0)

    /// The pipe the handler writes to (both ends close on exec; the writing end never blocks).
    private static let pipe: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }()

    /// The descriptor that becomes readable when a quit signal has been caught.
    static var descriptor: Int32 { pipe.read }

    /// The first quit signal caught since `catchThem()`, nil while none was.
    static var caught: Int32? {
        let number = first.load(ordering: .acquiring)
        return number == 0 ? nil : number
    }

    /// Installs the handler for every quit signal (everything it touches is made first, so
    /// that the handler itself only loads, stores and writes, as a signal handler may).
    static func catchThem() {
        first.store(0, ordering: .releasing)
        var byte: UInt8 = 0
        while read(pipe.read, &byte, 1) > 0 {}  // left from an earlier session
        // glibc's signal() keeps the handler installed and restarts interrupted calls.
        for number in numbers { signal(number, noteQuitSignal) }
    }

    /// Called in the handler: notes `number` if it is the first, and wakes whoever waits.
    fileprivate static func note(_ number: Int32) {
        _ = first.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing)
        var byte: UInt8 = 1
        _ = write(pipe.write, &byte, 1)
    }
}

/// The signal handler: async-signal-safe (an atomic exchange and a write).
private func noteQuitSignal(_ number: Int32) {
    let savedErrno = errno
    QuitSignals.note(number)
    errno = savedErrno
}
