import Foundation
import Testing

@testable import PDFSink

/// How `IncrementalUpdate` reads cairo's file (`PDFObjects`, `MappedFile`): every object's
/// dictionary by its number, its stream's bytes left out, in one pass whose searches stop where
/// each object ends.
@Suite struct IncrementalUpdateTests {
    /// A PDF body of `count` objects without streams (structure elements, as cairo writes
    /// them), then one with a stream whose bytes hold `<<`, `>>` and bytes above 0x7F.
    static func body(objectsWithoutStreams count: Int) -> Data {
        var data = Data("%PDF-1.5\n".utf8)
        for number in 1...count {
            data += Data("\(number) 0 obj\n<< /Type /StructElem /S /P /P \(number + 1) 0 R >>\nendobj\n".utf8)
        }
        data += Data("\(count + 1) 0 obj\n<< /Length 9 /Filter /FlateDecode >>\nstream\n".utf8)
        data += Data([0x3C, 0x3C, 0xFF, 0x3E, 0x3E, 0x00, 0x80, 0x0A, 0x0A])
        data += Data("\nendstream\nendobj\n\(count + 2) 0 obj\n<< /Type /Catalog /Pages 3 0 R >>\nendobj\n".utf8)
        return data
    }

    @Test func readsEachObjectsDictionaryAndSkipsStreams() {
        let bodies = PDFObjects.dictionaries(in: Self.body(objectsWithoutStreams: 3))
        #expect(bodies.count == 5)
        #expect(bodies[2] == "<< /Type /StructElem /S /P /P 3 0 R >>")
        #expect(bodies[4] == "<< /Length 9 /Filter /FlateDecode >>")
        #expect(bodies[5] == "<< /Type /Catalog /Pages 3 0 R >>")
    }

    @Test func keepsOnlyTheDictionariesAsked() {
        let bodies = PDFObjects.dictionaries(in: Self.body(objectsWithoutStreams: 3)) { number, body in
            number == 5 || body.contains("/Filter")
        }
        #expect(bodies.keys.sorted() == [4, 5])
    }

    /// Thousands of objects without streams, as a long issue's structure tree, annotations and
    /// outline have: each is read once (its search for `stream` used to run on to the next
    /// object that had one, past every object between: quadratic in their number).
    @Test func manyObjectsWithoutStreamsAreReadInOnePass() {
        let count = 40_000
        let bodies = PDFObjects.dictionaries(in: Self.body(objectsWithoutStreams: count))
        #expect(bodies.count == count + 2)
        #expect(bodies[count] == "<< /Type /StructElem /S /P /P \(count + 1) 0 R >>")
        #expect(bodies[count + 2] == "<< /Type /Catalog /Pages 3 0 R >>")
    }

    /// A file read through its mapping, its pages given back as the pass goes (more than one
    /// step's worth of them), gives the dictionaries the bytes give.
    @Test func aMappedFileGivesTheSameDictionaries() throws {
        let data = Self.body(objectsWithoutStreams: 20_000)
        #expect(data.count > 8 * (64 << 10))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("objects-\(UUID().uuidString).pdf")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try MappedFile(url, releaseStep: 64 << 10)
        let mapped = PDFObjects.dictionaries(in: file.bytes, passed: file.release(before:))
        #expect(mapped == PDFObjects.dictionaries(in: data))
        #expect(mapped.count == 20_002)
    }

    @Test func searchesStopAtTheirEnd() {
        let bytes = Array("1 0 obj << >> endobj stream".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let stream = Array("stream".utf8)
            #expect(PDFObjects.search(stream, in: buffer, from: 0, to: 20) == nil)
            #expect(PDFObjects.search(stream, in: buffer, from: 0, to: buffer.count) == 21)
            #expect(PDFObjects.search(stream, in: buffer, from: 0, to: 26) == nil)
        }
    }
}
