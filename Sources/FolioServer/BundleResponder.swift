import Foundation
import Hummingbird
import ServiceLifecycle

/// Answers the requests of `folio serve`: the bundle's files (through `BundlePath`), its
/// HTML pages with the live-reload tags added, the live-reload files, and the events.
///
/// Only GET and HEAD are answered. Every response is `no-store`, so a reload always reads the
/// latest build. A path that names no file of the bundle is a plain 404, whatever the reason.
struct BundleResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let paths: BundlePath
    let hub: ReloadHub

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.text(.methodNotAllowed, "only GET and HEAD are served\n", extra: [.allow: "GET, HEAD"])
        }
        let path = request.uri.path
        switch path {
        case LiveReloadAssets.eventsPath:
            return events()
        case LiveReloadAssets.scriptPath:
            return Self.bytes(Data(LiveReloadAssets.script.utf8), type: "text/javascript; charset=utf-8")
        case LiveReloadAssets.styleSheetPath:
            return Self.bytes(Data(LiveReloadAssets.styleSheet.utf8), type: "text/css; charset=utf-8")
        default:
            break
        }
        guard let file = paths.file(for: path) else {
            if path == "/" || path == "/index.html" { return page(Self.noBuildYet) }
            return Self.text(.notFound, "not found\n")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return Self.text(.notFound, "not found\n")
        }
        let type =
            MediaType.getMediaType(forExtension: file.pathExtension).map { "\($0)" } ?? "application/octet-stream"
        if file.pathExtension == "html" { return page(String(decoding: data, as: UTF8.self)) }
        return Self.bytes(data, type: type)
    }

    /// An HTML page with the live-reload tags added before `</head>` (or at its end).
    private func page(_ html: String) -> Response {
        let tags = LiveReloadAssets.tags(generation: hub.status.generation)
        var page = html
        if let head = page.range(of: "</head>", options: [.caseInsensitive]) {
            page.insert(contentsOf: tags, at: head.lowerBound)
        } else {
            page += tags
        }
        return Self.bytes(Data(page.utf8), type: "text/html; charset=utf-8")
    }

    /// The server-sent events: the status now, then each new one, until the page goes away or
    /// the server shuts down.
    private func events() -> Response {
        let statuses = hub.subscribe()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await withGracefulShutdownHandler {
                    try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                    for await status in statuses {
                        let json = String(decoding: try encoder.encode(status), as: UTF8.self)
                        try await writer.write(ByteBuffer(string: "event: status\ndata: \(json)\n\n"))
                    }
                } onGracefulShutdown: {
                    hub.finish()
                }
                try await writer.finish(nil)
            })
    }

    private static let noBuildYet = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Folio</title></head>
        <body><p>No build of this issue has succeeded yet.</p></body></html>

        """

    private static func bytes(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String, extra: HTTPFields = [:]) -> Response {
        var headers = extra
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
