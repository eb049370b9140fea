import Foundation

/// How long the process has been running, from the kernel's record of its start
/// (`/proc/self/stat`'s start time, in clock ticks of 10 ms, against `CLOCK_BOOTTIME`), so
/// a timing can include the process's own start and the loading of the issue.
enum ProcessAge {
    /// The age now; zero where the kernel does not say.
    static func now() -> Duration {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return .zero }
        // Fields after the command name (which may hold spaces), from field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return .zero }
        var boot = timespec()
        guard clock_gettime(CLOCK_BOOTTIME, &boot) == 0 else { return .zero }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        let age = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9 - ticks / max(hertz, 1)
        return age > 0 ? .nanoseconds(Int64(age * 1e9)) : .zero
        #else
        return .zero
        #endif
    }
}
