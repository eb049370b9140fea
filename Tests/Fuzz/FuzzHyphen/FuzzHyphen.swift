import FolioText
import Foundation
import Synchronization

// libFuzzer target: hyphenation (libhyphen through CHyphen, FolioText's Hyphenator) of an
// article's words in its `lang:` language, as the paginator asks for it: the dictionary found
// from the tag (or none), and each word's letters (what lies between its first and last letter,
// as LineFiller cuts them from a piece of text) given to `points(in:)` and `hyphenated`.
//
// The input: its first line is the language tag, the rest the text (split at white space).

/// The hyphenators loaded so far, by the dictionary file a tag leads to (nil: none), as the
/// paginator keeps them for the process: keyed by file, not by tag, so that each dictionary is
/// loaded once however many tags the fuzzer spells for it.
private let hyphenators = Mutex<[String: Hyphenator?]>([:])

/// The largest dictionary an input loads. libhyphen takes 14 s to load German's 1.1 MB of
/// patterns (hyph_de_DE.dic, measured here on a loaded machine, with or without
/// AddressSanitizer; a run that loaded it was stopped by the fuzzer's 25 s timeout), most of a
/// 30 s run in CI; English's 106 KB load in 0.05 s. So a tag that leads to a larger dictionary is
/// only looked up, and its words are not hyphenated, unless FOLIO_FUZZ_LARGE_DICTIONARIES=1, which
/// loads every installed dictionary before the first input (for a long run by hand: German's is
/// the one in ISO 8859-1).
private let largestDictionary = 512 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHyphen(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let newline = bytes.firstIndex(of: 0x0A) ?? count
    let language = String(decoding: bytes[..<newline], as: UTF8.self)
    let text = String(decoding: bytes[min(newline + 1, count)...], as: UTF8.self)
    guard let hyphenator = hyphenator(for: language) else { return 0 }
    for piece in text.split(whereSeparator: \.isWhitespace) {
        guard let first = piece.firstIndex(where: \.isLetter), let last = piece.lastIndex(where: \.isLetter) else {
            continue
        }
        let word = String(piece[first...last])
        for point in hyphenator.points(in: word) {
            precondition(point > word.startIndex && point < word.endIndex, "a point inside the word")
        }
        _ = hyphenator.hyphenated(word)
        // The whole piece too, punctuation and all: what a caller that cut less would give.
        _ = hyphenator.points(in: String(piece))
    }
    return 0
}

/// The hyphenator for `language`, loaded on first use of its dictionary file.
private func hyphenator(for language: String) -> Hyphenator? {
    let file = dictionaryFile(for: language)
    if let known = hyphenators.withLock({ $0[file] }) { return known }
    guard size(of: file) <= largestDictionary else { return nil }
    let found = try? Hyphenator(language: language)
    hyphenators.withLock { $0[file] = found }
    return found
}

/// The file Hyphenator(language:) reads for `language` (the first readable of its candidates,
/// found by the same rule), its links resolved; "" when there is none.
private func dictionaryFile(for language: String) -> String {
    let parts = language.split(separator: "-").map(String.init)
    let primary = parts.first?.lowercased() ?? ""
    let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
    let names = [region.map { "\(primary)_\($0)" }, primary, "\(primary)_\(primary.uppercased())"].compactMap { $0 }
    for name in names {
        let path = "\(Hyphenator.dictionaryFolder)/hyph_\(name).dic"
        if FileManager.default.isReadableFile(atPath: path) {
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
    }
    return ""
}

/// The size in bytes of the file at `path` (0 when there is none).
private func size(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}

/// Before the first input (libFuzzer's timeout does not run here), with
/// FOLIO_FUZZ_LARGE_DICTIONARIES=1: every installed dictionary, the large ones included, with
/// LeakSanitizer looking away. Loading German's loses about 900 bytes in libhyphen
/// (hnj_hyphen_load_line, suppressed by that frame in Tests/Sanitizers/leak-suppressions.txt),
/// which only the slow unwinder sees through libhyphen, and the slow unwinder makes the target
/// ten times slower (49 inputs a second instead of 521). The English dictionary, the one loaded
/// by default, loses nothing: it is loaded by an input, with every leak reported.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    guard ProcessInfo.processInfo.environment["FOLIO_FUZZ_LARGE_DICTIONARIES"] == "1" else { return 0 }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Hyphenator.dictionaryFolder)) ?? []
    for file in files where file.hasPrefix("hyph_") && file.hasSuffix(".dic") {
        let language = file.dropFirst(5).dropLast(4).replacingOccurrences(of: "_", with: "-")
        let key = dictionaryFile(for: language)
        if hyphenators.withLock({ $0[key] }) == nil {
            lsanDisable()
            let found = try? Hyphenator(language: language)
            lsanEnable()
            hyphenators.withLock { $0[key] = found }
        }
    }
    return 0
}

/// LeakSanitizer's switches, looked up when called: a fuzzing build has them, a plain build
/// (where the target links as a program that does nothing) has none, and they do nothing.
private func lsanDisable() { leakSanitizerSwitch("__lsan_disable") }
private func lsanEnable() { leakSanitizerSwitch("__lsan_enable") }

private func leakSanitizerSwitch(_ name: String) {
    guard let symbol = dlsym(nil, name) else { return }
    unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
}
