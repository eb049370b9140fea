import FolioCache
import FolioFormats
import FolioPluginAPI
import Foundation

/// The image headers read so far in this process, by file identity. Articles show the same
/// photos again and again; each is opened and parsed once, and a file that changes (a
/// rebuild in a long-running preview) has a new identity and is read again.
final class ImageInfoMemo: @unchecked Sendable {
    /// The memo `ImageInfo.read(contentsOf:)` uses.
    static let shared = ImageInfoMemo()

    // Guards `infos`; every access goes through `lock`, which is what makes it Sendable.
    private let lock = NSLock()
    private var infos: [FileIdentity: ImageInfo] = [:]

    /// The info remembered for `identity`.
    subscript(identity: FileIdentity) -> ImageInfo? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return infos[identity]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            infos[identity] = newValue
        }
    }
}
