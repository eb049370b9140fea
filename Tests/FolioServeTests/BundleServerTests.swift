import FolioTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FolioServer

/// The server's confinement to the bundle, the tags it adds to pages, and its events.
struct BundleServerTests {
    /// A bundle beside a secret that must never be served.
    func bundle() throws -> (TemporaryFolder, URL) {
        let scratch = try TemporaryFolder()
        try scratch.write("secret.txt", "secret\n")
        try scratch.write(
            "bundle/index.html", "<!doctype html><html><head><title>T</title></head><body>page</body></html>")
        try scratch.write("bundle/folio.js", "// carousel\n")
        try scratch.write("bundle/articles/a 1.js", "// article\n")
        try scratch.write("bundle/empty/.keep", "")
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appendingPathComponent("bundle/escape"),
            withDestinationURL: scratch.url.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appendingPathComponent("bundle/up"), withDestinationURL: scratch.url)
        return (scratch, scratch.url.appendingPathComponent("bundle"))
    }

    @Test func pathsOutsideTheBundleNameNothing() throws {
        let (scratch, folder) = try bundle()
        defer { withExtendedLifetime(scratch) {} }
        let paths = BundlePath(folder: folder)
        for path in [
            "/../secret.txt", "/%2e%2e/secret.txt", "/articles/..%2f..%2fsecret.txt",
            "/articles/%2E%2E/%2E%2E/secret.txt",
            "/escape", "/up/secret.txt", "/./index.html", "/..\\secret.txt", "/index.html%00.js", "secret.txt",
            "/empty", "/empty/", "/missing.js", "/" + scratch.path + "/secret.txt",
        ] {
            #expect(paths.file(for: path) == nil, "\(path)")
        }
    }

    @Test func pathsInsideTheBundleNameItsFiles() throws {
        let (scratch, folder) = try bundle()
        defer { withExtendedLifetime(scratch) {} }
        let paths = BundlePath(folder: folder)
        var root = folder.resolvingSymlinksInPath().path
        if root.hasSuffix("/") { root.removeLast() }
        #expect(paths.file(for: "/")?.path == root + "/index.html")
        #expect(paths.file(for: "/index.html?build=3")?.path == root + "/index.html")
        #expect(paths.file(for: "/folio.js")?.path == root + "/folio.js")
        #expect(paths.file(for: "/articles/a%201.js")?.path == root + "/articles/a 1.js")
        #expect(paths.file(for: "//articles//a%201.js")?.path == root + "/articles/a 1.js")
    }

    @Test func theServerAnswersOnlyWithTheBundlesFiles() async throws {
        let (scratch, folder) = try bundle()
        defer { withExtendedLifetime(scratch) {} }
        let hub = ReloadHub(status: BuildStatus(generation: 3))
        let application = Application(responder: BundleServer(folder: folder, hub: hub).responder)
        try await application.test(.live) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<body>page</body>"))
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.cacheControl] == "no-store")
                let body = String(buffer: response.body)
                #expect(
                    body.contains(
                        #"<link rel="stylesheet" href="/__folio/live-reload.css"><script src="/__folio/live-reload.js?build=3" defer></script></head>"#
                    ))
            }
            try await client.execute(uri: "/folio.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "// carousel\n")
            }
            try await client.execute(uri: "/__folio/live-reload.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("new EventSource('/__folio/events')"))
            }
            for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/escape", "/up/secret.txt", "/empty/", "/articles/"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(!String(buffer: response.body).contains("secret"), "\(path)")
                }
            }
            try await client.execute(uri: "/index.html", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
            }
        }
    }

    @Test func theEventsSendTheStatusAndEndAtShutdown() async throws {
        let (scratch, folder) = try bundle()
        defer { withExtendedLifetime(scratch) {} }
        let hub = ReloadHub(status: BuildStatus(generation: 1))
        let application = Application(responder: BundleServer(folder: folder, hub: hub).responder)
        try await application.test(.live) { client in
            let ending = Task {
                while hub.subscriberCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
                hub.publish(
                    BuildStatus(
                        generation: 1, problems: [.init(location: "a.md:3:7", severity: "error", message: "bad")]))
                try await Task.sleep(for: .milliseconds(100))
                hub.finish()
            }
            try await client.execute(uri: "/__folio/events", method: .get) { response in
                #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
                let body = String(buffer: response.body)
                #expect(body.contains(#"event: status\#ndata: {"generation":1,"problems":[],"relocations":{}}"#))
                #expect(body.contains(#""location":"a.md:3:7""#))
            }
            try await ending.value
        }
    }

    @Test func withoutAGoodBuildThePageSaysSoAndListens() async throws {
        let scratch = try TemporaryFolder()
        let hub = ReloadHub()
        let application = Application(
            responder: BundleServer(folder: scratch.url.appendingPathComponent("none"), hub: hub).responder)
        try await application.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                #expect(body.contains("No build of this issue has succeeded yet."))
                #expect(body.contains("/__folio/live-reload.js?build=0"))
            }
        }
    }
}
