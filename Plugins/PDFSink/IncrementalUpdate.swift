import FolioPluginAPI
import Foundation
import PDFCairo

/// What cairo 1.16 cannot say, appended to the finished file as an incremental update (PDF
/// 1.7, 7.5.6): the document's language (`/Lang` in the catalog, as BCP 47), that its content
/// is tagged (`/MarkInfo`), each Figure structure element's alternate text (`/Alt`, read aloud
/// by screen readers), and resource lists cairo wrote with an image named twice, written once.
/// The objects cairo wrote stay as they are; the update adds new versions of the objects it
/// changes, a cross-reference section for them and a trailer that points back at cairo's
/// (`/Prev`).
enum IncrementalUpdate {
    /// A page's label: its number in arabic or lowercase roman numerals.
    enum PageLabel: Equatable {
        case decimal(Int)
        case roman(Int)
    }

    static func append(language: String, figures: [String], labels: [PageLabel], to url: URL) throws {
        // Mapped, not copied, its pages given back as they are passed (`MappedFile`). The file
        // is cairo's: PDF syntax around binary streams. The trailer is read from the file's tail;
        // then its objects, once each, the streams' bytes left out (they are most of the file
        // and never changed here), and only the dictionaries this update may change are kept:
        // the catalog, the Figure elements and resource lists with images.
        let file = try MappedFile(url)
        let tail = String(
            decoding: file.bytes[max(file.bytes.count - 4096, 0)...].map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
        guard let trailer = tail.range(of: "trailer", options: .backwards),
            let startxref = tail.range(of: "startxref", options: .backwards),
            let size = number(after: "/Size", in: tail[trailer.upperBound...]),
            let root = number(after: "/Root", in: tail[trailer.upperBound...]),
            let previous = number(after: "startxref", in: tail[startxref.lowerBound...])
        else { throw FolioError(step: "publish pdf", "cairo's PDF has no trailer this sink can read") }
        let info = number(after: "/Info", in: tail[trailer.upperBound...])
        let bodies = PDFObjects.dictionaries(
            in: file.bytes,
            keeping: { number, body in
                number == root || body.contains("/S /Figure") || body.contains("/XObject << ")
            }, passed: file.release(before:))
        let fileSize = file.bytes.count

        var objects: [(number: Int, body: String)] = []
        var extra: [(number: Int, body: String)] = []
        var objectCount = size
        if let catalog = bodies[root], !catalog.contains("/Lang") {
            // Marked: the content is tagged (cairo writes the structure tree but not this).
            let marked = catalog.contains("/StructTreeRoot") ? "/MarkInfo << /Marked true >>\n   " : ""
            // The page labels as a number tree of ranges from page 0 (cairo 1.16 leaves out a
            // first page labelled 1 and writes roman labels as prefixes), in an object of its own.
            var updated = insert(marked + "/Lang \(pdfString(language))", into: catalog)
            if !labels.isEmpty {
                let labelsObject = objectCount
                objectCount += 1
                extra.append((labelsObject, "<< /Nums [ \(ranges(of: labels)) ] >>"))
                updated = updated.replacingOccurrences(
                    of: #"/PageLabels \d+ 0 R"#, with: "/PageLabels \(labelsObject) 0 R", options: .regularExpression)
                if !updated.contains("/PageLabels") {
                    updated = insert("/PageLabels \(labelsObject) 0 R", into: updated)
                }
            }
            objects.append((root, updated))
        }
        let figureNumbers = bodies.filter { $0.value.contains("/S /Figure") }.keys.sorted()
        for (number, alternate) in zip(figureNumbers, figures) where !alternate.isEmpty {
            if let element = bodies[number], !element.contains("/Alt") {
                objects.append((number, insert("/Alt \(pdfString(alternate))", into: element)))
            }
        }
        objects += resourcesWithoutRepeats(in: bodies).filter { fixed in !objects.contains { $0.number == fixed.number }
        }
        objects += extra
        guard !objects.isEmpty else { return }

        var update = "\n"
        var offsets: [(number: Int, offset: Int)] = []
        for object in objects {
            offsets.append((object.number, fileSize + update.utf8.count))
            update += "\(object.number) 0 obj\n\(object.body)\nendobj\n"
        }
        let xref = fileSize + update.utf8.count
        update += "xref\n"
        for entry in offsets.sorted(by: { $0.number < $1.number }) {
            update +=
                "\(entry.number) 1\n" + String(repeating: "0", count: 10 - String(entry.offset).count)
                + "\(entry.offset) 00000 n \n"
        }
        update += "trailer\n<< /Size \(objectCount)\n   /Root \(root) 0 R\n"
        if let info { update += "   /Info \(info) 0 R\n" }
        update += "   /Prev \(previous)\n>>\nstartxref\n\(xref)\n%%EOF\n"
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(update.utf8))
    }

    /// The number tree's entries for `labels`: a range wherever the numbering does not go on.
    static func ranges(of labels: [PageLabel]) -> String {
        var entries: [String] = []
        var previous: PageLabel?
        for (index, label) in labels.enumerated() {
            let continues: Bool
            switch (previous, label) {
            case (.decimal(let before)?, .decimal(let now)): continues = now == before + 1
            case (.roman(let before)?, .roman(let now)): continues = now == before + 1
            default: continues = false
            }
            previous = label
            guard !continues else { continue }
            switch label {
            case .decimal(let start): entries.append("\(index) << /S /D /St \(start) >>")
            case .roman(let start): entries.append("\(index) << /S /r /St \(start) >>")
            }
        }
        return entries.joined(separator: " ")
    }

    /// Resource dictionaries whose `/XObject` list names one object twice (cairo 1.16 lists a
    /// colour glyph's image, an emoji drawn twice on a page, once per use; qpdf warns), each
    /// with its list written once.
    static func resourcesWithoutRepeats(in bodies: [Int: String]) -> [(number: Int, body: String)] {
        var fixed: [(number: Int, body: String)] = []
        for (number, body) in bodies.sorted(by: { $0.key < $1.key }) {
            guard let found = body.range(of: "/XObject << "),
                let close = body.range(of: " >>", range: found.upperBound..<body.endIndex)
            else { continue }
            let entries = body[found.upperBound..<close.lowerBound].components(separatedBy: " /")
            var seen: Set<String> = []
            let unique = entries.filter { seen.insert($0.hasPrefix("/") ? String($0.dropFirst()) : $0).inserted }
            guard unique.count < entries.count else { continue }
            let list = "/XObject << " + unique.joined(separator: " /") + " >>"
            fixed.append((number, body.replacingCharacters(in: found.lowerBound..<close.upperBound, with: list)))
        }
        return fixed
    }

    private static func insert(_ entry: String, into dictionary: String) -> String {
        "<< " + entry + "\n   " + dictionary.dropFirst(2).drop { $0 == " " }
    }

    private static func number(after key: String, in text: Substring) -> Int? {
        guard let found = text.range(of: key) else { return nil }
        let digits = text[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }.prefix { $0.isNumber }
        return Int(digits)
    }

    /// A PDF text string: literal when printable ASCII, else UTF-16BE hex with a byte-order mark.
    static func pdfString(_ value: String) -> String {
        if value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
                .replacingOccurrences(of: ")", with: "\\)")
            return "(\(escaped))"
        }
        return "<FEFF" + value.utf16.map { String(format: "%04X", $0) }.joined() + ">"
    }
}
