import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 exchange over a loopback socket, for the serve tests: the request is sent with
/// `Connection: close` and the reply read until the server closes the connection, so a streamed
/// reply (the events) is read whole once the server ends it. The socket blocks on a thread of
/// its own, never on the concurrency pool's two threads, which the server's handlers need.
struct PlainHTTPClient: Sendable {
    /// The port on 127.0.0.1.
    var port: Int

    /// A reply: its status code, its headers (names lowercased) and its body, de-chunked.
    struct Reply: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
        /// The body as UTF-8 text.
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The header named `name`, whatever its case.
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `method` `path` and returns the reply.
    func send(_ path: String, method: String = "GET") async throws -> Reply {
        let port = port
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try Self.exchange(method: method, path: path, port: port) })
            }
            thread.start()
        }
    }

    private static func exchange(method: String, path: String, port: Int) throws -> Reply {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): errno \(errno)") }
        let request = Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            sent += count
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "recv: errno \(errno)") }
            received.append(contentsOf: buffer[..<count])
        }
        return try parse(received)
    }

    /// The status line, headers and body of a whole reply.
    static func parse(_ bytes: Data) throws -> Reply {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = bytes.range(of: separator) else {
            throw Failure(description: "no end of headers in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = head[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw Failure(description: "a bad status line: \(head[0])")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(bytes[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = try dechunked(body) }
        return Reply(status: status, headers: headers, body: body)
    }

    /// A chunked body's bytes (RFC 9112 section 7.1), without its chunk sizes and trailers.
    static func dechunked(_ chunked: Data) throws -> Data {
        var body = Data()
        var rest = chunked[...]
        while true {
            guard let lineEnd = rest.range(of: Data("\r\n".utf8)) else {
                throw Failure(description: "a chunk size without its line end")
            }
            let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";")[0].trimmingCharacters(in: .whitespaces), radix: 16)
            else { throw Failure(description: "a bad chunk size: \(sizeText)") }
            if size == 0 { return body }
            let start = lineEnd.upperBound
            guard rest.endIndex - start >= size + 2 else { throw Failure(description: "a chunk cut short") }
            body.append(rest[start..<start + size])
            rest = rest[(start + size + 2)...]
        }
    }
}
