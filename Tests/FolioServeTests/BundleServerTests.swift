import FolioTestSupport
import Foundation
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
        try await withLiveServer(BundleServer(folder: folder, hub: hub).responder) { client in
            let page = try await client.send("/")
            #expect(page.status == 200)
            #expect(page.text.contains("<body>page</body>"))
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.header("Cache-Control") == "no-store")
            #expect(
                page.text.contains(
                    #"<link rel="stylesheet" href="/__folio/live-reload.css"><script src="/__folio/live-reload.js?build=3" defer></script></head>"#
                ))
            let script = try await client.send("/folio.js")
            #expect(script.status == 200)
            #expect(script.text == "// carousel\n")
            let reload = try await client.send("/__folio/live-reload.js")
            #expect(reload.status == 200)
            #expect(reload.text.contains("new EventSource('/__folio/events')"))
            for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/escape", "/up/secret.txt", "/empty/", "/articles/"] {
                let missing = try await client.send(path)
                #expect(missing.status == 404, "\(path)")
                #expect(!missing.text.contains("secret"), "\(path)")
            }
            #expect(try await client.send("/index.html", method: "POST").status == 405)
        }
    }

    @Test func theEventsSendTheStatusAndEndAtShutdown() async throws {
        let (scratch, folder) = try bundle()
        defer { withExtendedLifetime(scratch) {} }
        let hub = ReloadHub(status: BuildStatus(generation: 1))
        try await withLiveServer(BundleServer(folder: folder, hub: hub).responder) { client in
            let ending = Task {
                while hub.subscriberCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
                hub.publish(
                    BuildStatus(
                        generation: 1, problems: [.init(location: "a.md:3:7", severity: "error", message: "bad")]))
                try await Task.sleep(for: .milliseconds(100))
                hub.finish()
            }
            let events = try await client.send("/__folio/events")
            #expect(events.header("Content-Type") == "text/event-stream; charset=utf-8")
            #expect(events.text.contains(#"event: status\#ndata: {"generation":1,"problems":[],"relocations":{}}"#))
            #expect(events.text.contains(#""location":"a.md:3:7""#))
            try await ending.value
        }
    }

    @Test func withoutAGoodBuildThePageSaysSoAndListens() async throws {
        let scratch = try TemporaryFolder()
        let hub = ReloadHub()
        let server = BundleServer(folder: scratch.url.appendingPathComponent("none"), hub: hub)
        try await withLiveServer(server.responder) { client in
            let page = try await client.send("/")
            #expect(page.status == 200)
            #expect(page.text.contains("No build of this issue has succeeded yet."))
            #expect(page.text.contains("/__folio/live-reload.js?build=0"))
        }
    }
}
