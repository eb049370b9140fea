import Foundation

/// How a `FolderWatcher` learns of changes.
package enum WatchMethod: Sendable, Equatable {
    /// The kernel reports each change (inotify); only where the system has it (Linux).
    case inotify
    /// The folder's files are compared with a snapshot of their sizes and times every
    /// `interval`: works on any system and any file system (network shares, containers' bind
    /// mounts), at the cost of a look at every file per interval and up to two intervals'
    /// delay.
    case polling(interval: Duration)

    /// The interval of `automatic()`'s polling: a save is seen within a fifth of a second, and
    /// a folder of a few thousand files costs a few milliseconds of each interval.
    package static let standardPollingInterval: Duration = .milliseconds(200)

    /// Whether this system has inotify.
    package static var inotifyIsAvailable: Bool {
        #if canImport(Glibc)
        true
        #else
        false
        #endif
    }

    /// inotify where the system has it, else polling; `FOLIO_WATCH=poll` in `environment` asks
    /// for polling anyway (for folders on file systems that send no notifications).
    package static func automatic(environment: [String: String] = ProcessInfo.processInfo.environment) -> WatchMethod {
        if environment["FOLIO_WATCH"] == "poll" || !inotifyIsAvailable {
            return .polling(interval: standardPollingInterval)
        }
        return .inotify
    }
}
