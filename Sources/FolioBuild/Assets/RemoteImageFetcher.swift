import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches one image named by URL (`https://…/x.png`) over HTTP or HTTPS, within a time limit
/// and a size limit, following at most a few redirects and only to HTTP or HTTPS.
package struct RemoteImageFetcher: Sendable {
    /// The longest a fetch may take, from the request to the last byte (5 s).
    package var timeLimit: TimeInterval = 5
    /// The largest body taken (20 MiB); a larger one is cut off and refused.
    package var sizeLimit = 20 << 20
    /// The most redirects followed.
    package var maximumRedirects = 5

    /// Creates a fetcher with Folio's limits.
    package init() {}

    /// Why an image could not be fetched.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The server answered with a status other than 2xx.
        case status(Int)
        /// The body is larger than the size limit (bytes announced or received so far).
        case tooLarge(limit: Int)
        /// No answer within the time limit.
        case timedOut(TimeInterval)
        /// No connection, a name that does not resolve, a broken transfer (the system's words).
        case unreachable(String)
        /// A redirect to something other than HTTP or HTTPS, or too many redirects.
        case badRedirect(String)

        package var description: String {
            switch self {
            case .status(let code):
                "the server answered \(code) \(HTTPURLResponse.localizedString(forStatusCode: code))"
            case .tooLarge(let limit): "it is larger than \(limit >> 20) MiB"
            case .timedOut(let seconds): "no answer within \(Int(seconds)) s"
            case .unreachable(let why): "it cannot be reached (\(why))"
            case .badRedirect(let why): why
            }
        }
    }

    /// The body at `url`, or why there is none. Blocks the calling thread (at most `timeLimit`
    /// and a second): sources load files synchronously.
    package func fetch(_ url: URL) -> Result<Data, Failure> {
        let transfer = Transfer(sizeLimit: sizeLimit, maximumRedirects: maximumRedirects, timeLimit: timeLimit)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeLimit
        configuration.timeoutIntervalForResource = timeLimit
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpAdditionalHeaders = ["Accept": "image/png, image/jpeg, image/svg+xml;q=0.9, */*;q=0.1"]
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        session.dataTask(with: url).resume()
        return transfer.wait()
    }
}

/// One transfer's state, fed by URLSession's delegate calls on its own queue.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Guards body, redirects and outcome; every access takes it, which makes it Sendable.
    private let lock = NSLock()
    private var body = Data()
    private var redirects = 0
    private var outcome: Result<Data, RemoteImageFetcher.Failure>?
    private let done = DispatchSemaphore(value: 0)
    private let sizeLimit: Int
    private let maximumRedirects: Int
    private let timeLimit: TimeInterval

    init(sizeLimit: Int, maximumRedirects: Int, timeLimit: TimeInterval) {
        self.sizeLimit = sizeLimit
        self.maximumRedirects = maximumRedirects
        self.timeLimit = timeLimit
    }

    /// The outcome, once the transfer ends or the time limit (and a second's grace for
    /// URLSession's own timer) has passed.
    func wait() -> Result<Data, RemoteImageFetcher.Failure> {
        if done.wait(timeout: .now() + timeLimit + 1) == .timedOut { finish(.failure(.timedOut(timeLimit))) }
        lock.lock()
        defer { lock.unlock() }
        return outcome ?? .failure(.timedOut(timeLimit))
    }

    private func finish(_ result: Result<Data, RemoteImageFetcher.Failure>) {
        lock.lock()
        let first = outcome == nil
        if first { outcome = result }
        lock.unlock()
        if first { done.signal() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            finish(.failure(.status(http.statusCode)))
            completionHandler(.cancel)
        } else if response.expectedContentLength > Int64(sizeLimit) {
            finish(.failure(.tooLarge(limit: sizeLimit)))
            completionHandler(.cancel)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        body.append(data)
        let tooLarge = body.count > sizeLimit
        if tooLarge { body = Data() }
        lock.unlock()
        if tooLarge {
            finish(.failure(.tooLarge(limit: sizeLimit)))
            dataTask.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        lock.lock()
        redirects += 1
        let count = redirects
        lock.unlock()
        let scheme = request.url?.scheme?.lowercased()
        if scheme != "http" && scheme != "https" {
            finish(
                .failure(
                    .badRedirect("it redirects to '\(request.url?.absoluteString ?? "")', not an http or https URL")))
            completionHandler(nil)
        } else if count > maximumRedirects {
            finish(.failure(.badRedirect("it redirects more than \(maximumRedirects) times")))
            completionHandler(nil)
        } else {
            completionHandler(request)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else {
            lock.lock()
            let data = body
            lock.unlock()
            finish(.success(data))
            return
        }
        if let urlError = error as? URLError, urlError.code == .timedOut {
            finish(.failure(.timedOut(timeLimit)))
        } else {
            finish(.failure(.unreachable((error as NSError).localizedDescription)))
        }
    }
}
