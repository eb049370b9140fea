import CWOFF2
import Foundation

/// WOFF2 encoding and decoding (Google's woff2 library, through the CWOFF2 shim).
public enum WOFF2 {
    /// The four bytes a WOFF2 file starts with.
    public static let signature: [UInt8] = Array("wOF2".utf8)

    /// `sfnt` (an OpenType or TrueType font) compressed as WOFF2.
    public static func encode(_ sfnt: Data) throws(TextEngineError) -> Data {
        guard let encoded = call({ folio_woff2_encode($0, $1, $2, $3) }, sfnt) else {
            throw TextEngineError("WOFF2 encoding of a \(sfnt.count)-byte font")
        }
        return encoded
    }

    /// The sfnt font inside `woff2`, or nil when it does not decode or would exceed `maximumBytes`.
    public static func decode(_ woff2: Data, maximumBytes: Int = FontFace.maximumBytes) -> Data? {
        call({ folio_woff2_decode($0, $1, maximumBytes, $2, $3) }, woff2)
    }

    /// Calls one CWOFF2 function on `input` and takes over the buffer it returns.
    private static func call(
        _ function: (
            UnsafePointer<UInt8>, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>
        )
            -> Int32,
        _ input: Data
    ) -> Data? {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let succeeded = input.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
            return function(base, bytes.count, &output, &length) == 1
        }
        // The shim's buffer is ours: copied into Data, then freed once.
        defer { folio_woff2_free(output) }
        guard succeeded, let output else { return nil }
        return Data(bytes: output, count: length)
    }
}
