import FolioModel
import Foundation
import PropertyBased
import Testing

@testable import FolioLayout

/// The streaming `LineBreaker` against the straightforward breaker it replaced (every
/// character measured into an array, then wrapped): the same lines, widths equal to the last
/// bit, for running text, plain text and code, in both measures.
@Suite struct LineBreakerReferenceTests {
    @Test func sameLinesAsMeasuringEveryCharacterFirst() async {
        await propertyCheck(count: PaginatorPropertyTests.count, input: PaginatorPropertyTests.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let measure = generator.paginator().measure
            let width = Double(generator.random.int(1...60)) * (measure is CellMeasure ? 1 : 9)
            let breaker = LineBreaker(measure: measure)
            let reference = ReferenceLineBreaker(measure: measure)
            let content = generator.inlines(1...30)
            #expect(
                breaker.lines(of: content, role: .body, width: width)
                    == reference.lines(of: content, role: .body, width: width), "seed \(seed)")
            let caption = generator.text(0...20)
            #expect(
                breaker.lines(of: caption, role: .caption, width: width)
                    == reference.lines(of: caption, role: .caption, width: width), "seed \(seed)")
            let code = generator.code() + (generator.random.chance(0.3) ? "a\r\nb\r  c\t\r\n" : "")
            #expect(
                breaker.lines(ofCode: code, width: width) == reference.lines(ofCode: code, width: width), "seed \(seed)"
            )
        }
    }

    @Test func pagesWithoutLinesAreThePagesWithTheirLinesDropped() async {
        await propertyCheck(count: 100, input: PaginatorPropertyTests.seeds) { seed in
            var generator = ArticleGenerator(random: SplitMix(seed: seed))
            let paginator = generator.paginator()
            let article = generator.article()
            #expect(
                paginator.paginate(article, keepingLines: false) == paginator.paginate(article).map(\.withoutLines),
                "seed \(seed)")
        }
    }
}

/// The line breaker as it was before it streamed: every character measured into an array
/// (one `Measured` each), then wrapped greedily over the array.
private struct ReferenceLineBreaker {
    let measure: any TextMeasure

    private struct Measured {
        enum Kind { case word, space, hardBreak }
        var width: Double
        var scalars: Int
        var kind: Kind
    }

    func lines(of inlines: [Inline], role: TextRole, width: Double) -> [TextLine] {
        var characters: [Measured] = []
        let base = role.baseFace
        append(inlines, bold: base.isBold, italic: base.isItalic, role: role, to: &characters)
        return wrap(characters, width: width, preservesSpaces: false)
    }

    func lines(of text: String, role: TextRole, width: Double) -> [TextLine] {
        var characters: [Measured] = []
        append(text, face: role.baseFace, role: role, preservesSpaces: false, to: &characters)
        return wrap(characters, width: width, preservesSpaces: false)
    }

    func lines(ofCode text: String, width: Double) -> [TextLine] {
        var characters: [Measured] = []
        append(text, face: .monospace, role: .code, preservesSpaces: true, to: &characters)
        return wrap(characters, width: width, preservesSpaces: true)
    }

    private func append(_ inlines: [Inline], bold: Bool, italic: Bool, role: TextRole, to characters: inout [Measured])
    {
        for inline in inlines {
            switch inline {
            case .text(let text):
                append(text, face: .of(bold: bold, italic: italic), role: role, preservesSpaces: false, to: &characters)
            case .code(let text): append(text, face: .monospace, role: role, preservesSpaces: false, to: &characters)
            case .emphasis(let content): append(content, bold: bold, italic: true, role: role, to: &characters)
            case .strong(let content): append(content, bold: true, italic: italic, role: role, to: &characters)
            case .link(_, _, let content): append(content, bold: bold, italic: italic, role: role, to: &characters)
            case .lineBreak: characters.append(Measured(width: 0, scalars: 1, kind: .hardBreak))
            }
        }
    }

    private func append(
        _ text: String, face: FontStyle, role: TextRole, preservesSpaces: Bool, to characters: inout [Measured]
    ) {
        for character in text {
            let kind: Measured.Kind
            switch character {
            case " ", "\t": kind = .space
            case "\n", "\r\n", "\r": kind = preservesSpaces ? .hardBreak : .space
            default: kind = .word
            }
            let width: Double
            if kind == .hardBreak {
                width = 0
            } else if kind == .space && !preservesSpaces {
                width = measure.advance(of: " ", face: face, role: role)
            } else {
                width = measure.advance(of: character, face: face, role: role)
            }
            characters.append(Measured(width: width, scalars: character.unicodeScalars.count, kind: kind))
        }
    }

    private func wrap(_ characters: [Measured], width: Double, preservesSpaces: Bool) -> [TextLine] {
        var lines: [TextLine] = []
        var offsets = [0]
        for character in characters { offsets.append(offsets[offsets.count - 1] + character.scalars) }
        var lineStart = 0
        var lineWidth = 0.0
        var hasContent = false
        var pendingSpace = 0.0
        var atHardLineStart = true
        func emit(upTo end: Int) {
            lines.append(TextLine(start: offsets[lineStart], end: offsets[end], width: lineWidth))
            lineStart = end
            lineWidth = 0
            hasContent = false
            pendingSpace = 0
        }
        var index = 0
        while index < characters.count {
            switch characters[index].kind {
            case .hardBreak:
                emit(upTo: index + 1)
                atHardLineStart = true
                index += 1
            case .space:
                var runWidth = 0.0
                while index < characters.count, characters[index].kind == .space {
                    let space = characters[index].width
                    runWidth = preservesSpaces ? runWidth + space : max(runWidth, space)
                    index += 1
                }
                if preservesSpaces && !hasContent && atHardLineStart {
                    lineWidth = min(runWidth, width)
                    hasContent = true
                } else if hasContent {
                    pendingSpace = preservesSpaces ? pendingSpace + runWidth : max(pendingSpace, runWidth)
                }
            case .word:
                var end = index
                var wordWidth = 0.0
                while end < characters.count, characters[end].kind == .word {
                    wordWidth += characters[end].width
                    end += 1
                }
                if hasContent {
                    if lineWidth + pendingSpace + wordWidth <= width {
                        lineWidth += pendingSpace + wordWidth
                        pendingSpace = 0
                        index = end
                    } else {
                        emit(upTo: index)
                        atHardLineStart = false
                    }
                } else if wordWidth <= width {
                    lineWidth = wordWidth
                    hasContent = true
                    index = end
                } else {
                    var split = index
                    var fitted = 0.0
                    while split < end, fitted + characters[split].width <= width {
                        fitted += characters[split].width
                        split += 1
                    }
                    if split == index {
                        fitted = characters[index].width
                        split = index + 1
                    }
                    lineWidth = fitted
                    hasContent = true
                    if split < end {
                        emit(upTo: split)
                        atHardLineStart = false
                    }
                    index = split
                }
            }
        }
        if lineStart < characters.count || lines.isEmpty { emit(upTo: characters.count) }
        return lines
    }
}
