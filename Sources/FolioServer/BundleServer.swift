import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// The HTTP server of `folio serve` (Hummingbird): serves a built bundle with live reload, and
/// runs the caller's rebuild loop beside it until SIGINT or SIGTERM, then shuts both down.
package struct BundleServer: Sendable {
    /// The bundle's folder.
    package var folder: URL
    /// The address to listen on (`127.0.0.1` unless told otherwise).
    package var host: String
    /// The port; 0 picks a free one.
    package var port: Int
    /// The status the pages are sent.
    package var hub: ReloadHub

    /// A server of `folder` on `host`:`port`.
    package init(folder: URL, host: String = "127.0.0.1", port: Int = 8000, hub: ReloadHub) {
        self.folder = folder
        self.host = host
        self.port = port
        self.hub = hub
    }

    /// The responder, for tests that send requests without a socket.
    var responder: BundleResponder {
        BundleResponder(paths: BundlePath(folder: folder), hub: hub)
    }

    /// Serves until SIGINT or SIGTERM; throws `ServeError` when it cannot listen. `listening` is called with the port once the server
    /// listens; `work` runs meanwhile, and is cancelled when a signal arrives; the open pages'
    /// event streams end, and the server stops once its requests are answered.
    package func run(listening: @escaping @Sendable (Int) -> Void, alongside work: @escaping @Sendable () async -> Void)
        async throws
    {
        var logger = Logger(label: "folio-serve")
        logger.logLevel = .error
        let application = Application(
            responder: responder,
            configuration: .init(address: .hostname(host, port: port), serverName: "Folio"),
            onServerRunning: { channel in listening(channel.localAddress?.port ?? port) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: .init(
                services: [application, WorkService(work: work, hub: hub)],
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger
            ))
        do {
            try await group.run()
        } catch let error as IOError {
            throw ServeError("cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))")
        }
    }
}

/// Why the server could not run, in one sentence.
package struct ServeError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The caller's work as a service: cancelled on shutdown, which also ends the pages' events
/// (services stop in reverse order, so this one stops before the server).
private struct WorkService: Service {
    let work: @Sendable () async -> Void
    let hub: ReloadHub

    func run() async throws {
        await cancelWhenGracefulShutdown { await work() }
        hub.finish()
        try await gracefulShutdown()
    }
}
