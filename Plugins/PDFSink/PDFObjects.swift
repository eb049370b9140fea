import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The objects of a PDF file as cairo writes them (PDF syntax around binary streams), read for
/// `IncrementalUpdate`: each object's dictionary by its number, its stream's bytes left out.
enum PDFObjects {
    /// Whether to keep an object's dictionary (`<< … >>`), given its number.
    typealias Keep = (_ number: Int, _ dictionary: String) -> Bool

    /// Every object's dictionary by its number, from its last definition in `bytes`, stream
    /// contents skipped, those that `keep` takes: one pass over the file, `passed` told the
    /// offset the pass has read to after each object. Each search stops where the object ends:
    /// an object without a stream (a structure element, an annotation, an outline entry) once
    /// looked for `stream` up to the next object that has one, past every object between, which
    /// made the pass quadratic in the number of such objects (docs/performance.md#pdf).
    static func dictionaries(
        in bytes: UnsafeBufferPointer<UInt8>, keeping keep: Keep = { _, _ in true }, passed: (Int) -> Void = { _ in }
    ) -> [Int: String] {
        var bodies: [Int: String] = [:]
        var index = 0
        let obj = Array(" 0 obj".utf8)
        let stream = Array("stream".utf8)
        let endobj = Array("endobj".utf8)
        let open = Array("<<".utf8)
        while let found = search(obj, in: bytes, from: index, to: bytes.count) {
            var start = found
            while start > 0, bytes[start - 1] >= 0x30, bytes[start - 1] <= 0x39 { start -= 1 }
            let number = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<found]), as: UTF8.self))
            let bodyStart = found + obj.count
            let end = search(endobj, in: bytes, from: bodyStart, to: bytes.count) ?? bytes.count
            let bodyEnd = search(stream, in: bytes, from: bodyStart, to: end) ?? end
            if let number, let dictionary = search(open, in: bytes, from: bodyStart, to: bodyEnd) {
                let text = String(decoding: bytes[dictionary..<bodyEnd].map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
                if let close = text.range(of: ">>", options: .backwards) {
                    let dictionary = String(text[..<close.upperBound])
                    bodies[number] = keep(number, dictionary) ? dictionary : nil
                }
            }
            index = end + endobj.count
            passed(min(index, bytes.count))
        }
        return bodies
    }

    /// The dictionaries of `data` (`dictionaries(in:keeping:passed:)`).
    static func dictionaries(in data: Data, keeping keep: Keep = { _, _ in true }) -> [Int: String] {
        data.withUnsafeBytes { dictionaries(in: $0.bindMemory(to: UInt8.self), keeping: keep) }
    }

    /// Where `pattern` next occurs wholly in `bytes[start..<end]`.
    static func search(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let first = pattern.first, start >= 0, end <= bytes.count else { return nil }
        let last = end - pattern.count
        var index = start
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }
}

/// A file mapped read-only into memory, its pages given back as a pass over it leaves them
/// behind: the file is read once and never held whole, neither copied (a 40,000-page PDF is
/// 128 MB) nor kept resident as mapped pages.
final class MappedFile {
    /// The file's bytes (empty for an empty file).
    let bytes: UnsafeBufferPointer<UInt8>
    /// How far pages have been given back.
    private var released = 0
    /// Pages are given back once this many bytes have been passed.
    private let releaseStep: Int

    /// Maps the file at `url`; its pages are given back `releaseStep` bytes at a time.
    init(_ url: URL, releaseStep: Int = 16 << 20) throws {
        self.releaseStep = releaseStep
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url]) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url])
        }
        let count = Int(status.st_size)
        guard count > 0 else {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url])
        }
        bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: count)
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }

    /// Gives back the mapped pages before `offset` (whole pages, every `releaseStep` bytes):
    /// they are read from the file again should they be touched.
    func release(before offset: Int) {
        guard let base = bytes.baseAddress, offset - released >= releaseStep else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = offset / page * page
        guard end > released else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, MADV_DONTNEED)
        released = end
    }
}
