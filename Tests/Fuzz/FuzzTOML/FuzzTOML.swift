import FolioFrontMatter

// libFuzzer target: TOML front matter and site configs (toml++ through TOMLKit's C API, then
// Folio's key scan and the neutral table), with every typed read front matter makes.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTOML(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard case .success(let table) = TOMLReader.read(text, path: "post.md", lineOffset: 1) else { return 0 }
    for key in table.keys {
        _ = table.string(key)
        _ = table.int(key)
        _ = table.bool(key)
        _ = table.strings(key, splittingSpaces: true)
        _ = table.location(ofKey: key)
        if case .success(let inner?) = table.table(key) {
            for innerKey in inner.keys { _ = inner.string(innerKey) }
        }
    }
    return 0
}
