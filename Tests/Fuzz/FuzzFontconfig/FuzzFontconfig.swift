import CFontconfig
import FolioText
import Foundation

// libFuzzer target: what reaches fontconfig (through CFontconfig) from untrusted text. Folio's
// own path is FontFinder: a face for each script an issue's text uses, covering the article's
// characters (a fontconfig charset), bold or not; the article's `lang:` picks among Folio's
// table of families and languages (ScriptFonts), so only the characters reach fontconfig as
// they were written. A font named by a string (a family, as `issue.yaml` names fonts by file
// today) and a language tag as an author spells them are fuzzed through CFontconfig's function
// itself: a pattern with that family and language, matched, its file and family copied out.
//
// The input: its first line is the family name, its second the language tag, the rest the
// text; a first byte of the text below 0x20 asks for bold.

/// fontconfig's configuration, loaded before the first input with LeakSanitizer looking away.
/// Loading it (FcInitLoadConfigAndFonts, once a process) loses 288 bytes, which the suppressions
/// name by that frame; but libfontconfig has no frame pointers, so only the slow unwinder sees
/// the frame, and with it on every allocation the target ran 10 inputs a second instead of 300.
/// So this one call (an empty query through the shim: no family, language or character) runs
/// between __lsan_disable and __lsan_enable, and every input after it has every leak reported.
private let configurationLoaded: Bool = {
    lsanDisable()
    defer { lsanEnable() }
    var path = [CChar](repeating: 0, count: 4096)
    var name = [CChar](repeating: 0, count: 512)
    var index: Int32 = 0
    var weight: Int32 = 0
    var italic: Int32 = 0
    return folio_fontconfig_find(nil, nil, 0, nil, 0, &path, 4096, &index, &name, 512, &weight, &italic) >= 0
}()

/// LeakSanitizer's switches, looked up when called: a fuzzing build has them, a plain build
/// (where the target links as a program that does nothing) has none, and they do nothing.
private func lsanDisable() { leakSanitizerSwitch("__lsan_disable") }
private func lsanEnable() { leakSanitizerSwitch("__lsan_enable") }

private func leakSanitizerSwitch(_ name: String) {
    guard let symbol = dlsym(nil, name) else { return }
    unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontconfig(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    precondition(configurationLoaded, "fontconfig loads its configuration")
    var lines = UnsafeBufferPointer(start: start, count: count).split(
        separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false
    ).map { String(decoding: $0, as: UTF8.self) }
    while lines.count < 3 { lines.append("") }
    let (family, language, text) = (lines[0], lines[1], lines[2])
    let bold = text.utf8.first.map { $0 < 0x20 } ?? false
    let italic = text.utf8.last.map { $0 & 1 == 1 } ?? false
    // Folio's own path: a face for the text's script in the article's language.
    let script = Script.dominant(in: text) ?? text.unicodeScalars.first.map(Script.of) ?? .latin
    _ = try? FontFinder().face(for: script, language: language.isEmpty ? nil : language, covering: text, bold: bold)
    // An author's family by name (issue.yaml's `fonts:`).
    _ = FontFinder().face(named: family, bold: bold, italic: italic)
    // A named family, straight through the shim (fontconfig stops at a NUL, as C strings do).
    let codepoints = Array(Set(text.unicodeScalars.map(\.value))).sorted().prefix(256)
    var path = [CChar](repeating: 0, count: 4096)
    var name = [CChar](repeating: 0, count: 512)
    var index: Int32 = 0
    var weight: Int32 = 0
    var slanted: Int32 = 0
    let found = folio_fontconfig_find(
        family, language.isEmpty ? nil : language, (bold ? 1 : 0) | (italic ? 2 : 0), Array(codepoints),
        Int32(codepoints.count), &path, Int32(path.count), &index, &name, Int32(name.count), &weight, &slanted)
    if found == 1 {
        precondition(path.contains(0) && name.contains(0), "fontconfig's strings end inside the buffers")
    }
    return 0
}
