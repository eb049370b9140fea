import Hummingbird
import Logging
import ServiceLifecycle

@testable import FolioServer

/// Runs `responder` in a Hummingbird application on 127.0.0.1 at a port the system picks, as
/// `folio serve` runs it, for as long as `body` runs with a client of that port; then shuts the
/// server down gracefully and waits for it to stop.
func withLiveServer(
    _ responder: BundleResponder, _ body: @Sendable (PlainHTTPClient) async throws -> Void
) async throws {
    var logger = Logger(label: "folio-serve-tests")
    logger.logLevel = .error
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let application = Application(
        responder: responder,
        configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "Folio"),
        onServerRunning: { channel in portSink.yield(channel.localAddress?.port ?? 0) },
        logger: logger
    )
    let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            await group.triggerGracefulShutdown()
            throw PlainHTTPClient.Failure(description: "the server did not say which port it listens on")
        }
        do {
            try await body(PlainHTTPClient(port: port))
        } catch {
            await group.triggerGracefulShutdown()
            throw error
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
    }
}
