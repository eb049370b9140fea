import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What the operating system said, in plain words: `permission denied`, `no space left on
/// the device`, `read-only file system`, instead of `Error Domain=NSCocoaErrorDomain Code=642`
/// or a bare errno. Every message about a failed file operation names the path and uses this.
package enum SystemError {
    /// The words for an `errno` value.
    package static func words(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case ENOENT: "there is no such file or folder"
        case ENOTDIR: "part of the path is a file, not a folder"
        case EISDIR: "it is a folder, not a file"
        case EEXIST: "something with that name already exists"
        case ENOTEMPTY: "the folder is not empty"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links (a link that points to itself?)"
        case EMFILE, ENFILE: "too many files are open"
        case EIO: "input/output error (a failing disk or a lost network share?)"
        case EXDEV: "the source and target are on different file systems"
        case ENOMEM: "out of memory"
        case EFBIG: "the file is too large"
        case ETXTBSY, EBUSY: "the file is busy"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The words for any error a file operation throws: a POSIX error, a Foundation
    /// (`CocoaError`) error, or, failing both, its own description.
    package static func words(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return words(errno: posix.code.rawValue) }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return words(errno: Int32(bridged.code)) }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return words(errno: Int32(underlying.code))
        }
        if bridged.domain == NSCocoaErrorDomain, let words = cocoaWords[bridged.code] { return words }
        return String(describing: error)
    }

    /// Foundation's file error codes, in words.
    private static let cocoaWords: [Int: String] = [
        CocoaError.fileNoSuchFile.rawValue: "there is no such file or folder",
        CocoaError.fileReadNoSuchFile.rawValue: "there is no such file or folder",
        CocoaError.fileLocking.rawValue: "the file is locked",
        CocoaError.fileReadNoPermission.rawValue: "permission denied",
        CocoaError.fileWriteNoPermission.rawValue: "permission denied",
        CocoaError.fileWriteOutOfSpace.rawValue: "no space left on the device",
        CocoaError.fileWriteVolumeReadOnly.rawValue: "the file system is read-only",
        CocoaError.fileWriteFileExists.rawValue: "something with that name already exists",
        CocoaError.fileWriteInvalidFileName.rawValue: "the name is not valid",
        CocoaError.fileReadTooLarge.rawValue: "the file is too large",
        CocoaError.fileReadCorruptFile.rawValue: "the file is damaged",
        CocoaError.fileReadInapplicableStringEncoding.rawValue: "the file's text encoding is not supported",
        CocoaError.fileReadUnknown.rawValue: "the file could not be read",
        CocoaError.fileWriteUnknown.rawValue: "the file could not be written",
    ]
}
