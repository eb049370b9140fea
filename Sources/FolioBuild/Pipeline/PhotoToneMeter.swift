import FolioCache
import FolioImaging
import FolioModel
import FolioPluginAPI
import Foundation
import Synchronization

/// Measures a photo's `PhotoTone` from its pixels: decoded at about `sampleSize` pixels on
/// its shorter side (a JPEG scaled in the DCT), each pixel's relative luminance (WCAG 2, from
/// sRGB), and per cell of a `cells` × `cells` grid the brightest of them.
enum PhotoToneMeter {
    /// The grid's cells across and down.
    static let cells = 32
    /// The shorter side the photo is decoded at, at least.
    static let sampleSize = 512

    /// The tone of the photo in `file`, measured the first time and remembered for as long as
    /// the file is unchanged (a preview rebuilds on every save; the cover photo rarely changes).
    static func tone(of file: ContentFile) -> PhotoTone? {
        let identity = FileIdentity(path: file.url.path)
        if let identity, let known = memo.withLock({ $0[identity] }) { return known }
        guard let data = try? Data(contentsOf: file.url), let tone = tone(of: data) else { return nil }
        if let identity { memo.withLock { $0[identity] = tone } }
        return tone
    }

    /// `article` with its lead photo's tone measured when its words stand over it (an `over`
    /// opener: `OpenerLayout` makes its scrim from it), the photo read from `folder`.
    static func measuringLead(of article: Article, in folder: ContentFolder) -> Article {
        guard article.header.opener == .over, case .photo(var photo) = article.blocks.first, photo.tone == nil
        else { return article }
        photo.tone = tone(of: folder.file(atRelativePath: photo.path))
        var measured = article
        measured.blocks[0] = .photo(photo)
        return measured
    }

    /// The tones measured so far in this process, by file identity.
    private static let memo = Mutex<[FileIdentity: PhotoTone]>([:])

    /// The tone of the photo `data` holds; nil when it cannot be decoded.
    static func tone(of data: Data) -> PhotoTone? {
        guard let image = try? ImageDecoder.decode(data, atLeast: (sampleSize, sampleSize)) else { return nil }
        return tone(of: image)
    }

    /// The tone of decoded pixels (a transparent pixel counts as white: a cover is drawn on paper).
    static func tone(of image: RasterImage) -> PhotoTone? {
        guard image.width > 0, image.height > 0 else { return nil }
        let columns = min(cells, image.width)
        let rows = min(cells, image.height)
        var peaks = [UInt8](repeating: 0, count: columns * rows)
        let linear = SRGB.linearOfByte
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = y * rows / image.height
                for x in 0..<image.width {
                    let index = (y * image.width + x) * 4
                    let alpha = Int(pixels[index + 3])
                    // Over white paper: a see-through pixel is as bright as the paper shows.
                    let channel = { (value: UInt8) in UInt8((Int(value) * alpha + 255 * (255 - alpha)) / 255) }
                    let luminance = SRGB.luminance(
                        red: linear[Int(channel(pixels[index]))], green: linear[Int(channel(pixels[index + 1]))],
                        blue: linear[Int(channel(pixels[index + 2]))])
                    let cell = row * columns + x * columns / image.width
                    peaks[cell] = max(peaks[cell], UInt8(min((luminance * 255).rounded(.up), 255)))
                }
            }
        }
        return PhotoTone(columns: columns, rows: rows, peaks: peaks)
    }

}
