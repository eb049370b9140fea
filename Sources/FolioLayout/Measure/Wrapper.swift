/// The greedy wrapping behind `LineBreaker`, fed one character at a time, in order: a word's
/// characters are kept only until the word ends, so no per-character array of the whole text
/// is ever made. Rules as `LineBreaker` states them.
///
/// Widths are summed in the order the characters come, from zero for each word and each run
/// of spaces, so every line's width (and so every break) is the same to the last bit whatever
/// the text's length.
struct Wrapper: ~Copyable {
    let width: Double
    let preservesSpaces: Bool

    private var lines: [TextLine] = []
    /// The scalar offset of the next character fed.
    private var offset = 0
    private var lineStartOffset = 0
    private var lineWidth = 0.0
    private var hasContent = false
    private var pendingSpace = 0.0
    private var atHardLineStart = true

    /// The word being read: its characters, how many, their width and the scalar offset where
    /// it starts. The characters are kept in the caller's space until a word outgrows it.
    private var word: UnsafeMutablePointer<Cluster>
    private var wordCapacity: Int
    private var ownsWord = false
    private var wordCount = 0
    private var wordWidth = 0.0
    private var wordStart = 0
    /// The run of spaces being read, and its width (the widest space, or the sum when spaces
    /// are kept).
    private var inSpaces = false
    private var spacesWidth = 0.0

    /// The space a word's characters are kept in while they fit: a word does not need more.
    static let wordSpace = 64

    /// A wrapper that keeps words in `space` (`wordSpace` characters, left to the caller),
    /// and on the heap when one is longer.
    init(width: Double, preservesSpaces: Bool, space: UnsafeMutableBufferPointer<Cluster>) {
        self.width = width
        self.preservesSpaces = preservesSpaces
        word = space.baseAddress.unsafelyUnwrapped
        wordCapacity = space.count
    }

    deinit {
        if ownsWord { word.deallocate() }
    }

    /// Feeds one character of a word (anything that is not a space or a break).
    @inline(__always)
    mutating func addLetter(width: Double, scalars: Int) {
        if inSpaces { endSpaces() }
        if wordCount == 0 { wordStart = offset }
        if wordCount == wordCapacity { growWord() }
        word[wordCount] = Cluster(scalars: scalars, width: width, kind: .word)
        wordCount += 1
        wordWidth += width
        offset += scalars
    }

    /// Feeds the ASCII letters `bytes[range]` (no spaces, tabs or line ends), measured with
    /// `advances`: the same as feeding them one by one with `addLetter`, in a tighter loop.
    @inline(__always)
    mutating func addLetters(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, advances: UnsafeBufferPointer<Double>
    ) {
        if inSpaces { endSpaces() }
        if wordCount == 0 { wordStart = offset }
        while wordCount + range.count > wordCapacity { growWord() }
        var count = wordCount
        var total = wordWidth
        for index in range {
            let width = advances[Int(bytes[index])]
            word[count] = Cluster(scalars: 1, width: width, kind: .word)
            count += 1
            total += width
        }
        wordCount = count
        wordWidth = total
        offset += range.count
    }

    /// Feeds one space (or, in running text, a tab or newline, which count as one).
    @inline(__always)
    mutating func addSpace(width: Double, scalars: Int) {
        if wordCount > 0 { endWord() }
        spacesWidth = preservesSpaces ? spacesWidth + width : max(spacesWidth, width)
        inSpaces = true
        offset += scalars
    }

    /// Feeds a hard break: it ends the line, and belongs to it.
    mutating func addHardBreak(scalars: Int) {
        endRun()
        offset += scalars
        emit(upTo: offset)
        atHardLineStart = true
    }

    /// Feeds a character the slow path measured.
    mutating func add(_ cluster: Cluster) {
        switch cluster.kind {
        case .word: addLetter(width: cluster.width, scalars: Int(cluster.scalars))
        case .space: addSpace(width: cluster.width, scalars: Int(cluster.scalars))
        case .hardBreak: addHardBreak(scalars: Int(cluster.scalars))
        }
    }

    /// The lines of everything fed; empty text is one empty line.
    consuming func finish() -> [TextLine] {
        endRun()
        if lineStartOffset < offset || lines.isEmpty {
            emit(upTo: offset)
        }
        return lines
    }

    private mutating func endRun() {
        if inSpaces { endSpaces() }
        if wordCount > 0 { endWord() }
    }

    private mutating func endSpaces() {
        if preservesSpaces && !hasContent && atHardLineStart {
            lineWidth = min(spacesWidth, width)
            hasContent = true
        } else if hasContent {
            pendingSpace = preservesSpaces ? pendingSpace + spacesWidth : max(pendingSpace, spacesWidth)
        }
        inSpaces = false
        spacesWidth = 0
    }

    private mutating func endWord() {
        var index = 0
        while index < wordCount {
            index = placeWord(from: index)
        }
        wordCount = 0
        wordWidth = 0
    }

    /// Places the word's characters from `index` on and returns where to continue.
    private mutating func placeWord(from index: Int) -> Int {
        var rest = wordWidth
        if index > 0 {
            rest = 0
            for position in index..<wordCount { rest += word[position].width }
        }
        if hasContent {
            if lineWidth + pendingSpace + rest <= width {
                lineWidth += pendingSpace + rest
                pendingSpace = 0
                return wordCount
            }
            emit(upTo: scalarOffset(of: index))
            atHardLineStart = false
            return index
        }
        if rest <= width {
            lineWidth = rest
            hasContent = true
            return wordCount
        }
        // A word longer than the line: as many characters as fit, at least one.
        var split = index
        var fitted = 0.0
        while split < wordCount, fitted + word[split].width <= width {
            fitted += word[split].width
            split += 1
        }
        if split == index {
            fitted = word[index].width
            split = index + 1
        }
        lineWidth = fitted
        hasContent = true
        if split < wordCount {
            emit(upTo: scalarOffset(of: split))
            atHardLineStart = false
        }
        return split
    }

    /// The scalar offset of the word's character `index`.
    private func scalarOffset(of index: Int) -> Int {
        var result = wordStart
        for position in 0..<index { result += Int(word[position].scalars) }
        return result
    }

    private mutating func growWord() {
        let larger = UnsafeMutablePointer<Cluster>.allocate(capacity: wordCapacity * 2)
        larger.moveInitialize(from: word, count: wordCount)
        if ownsWord { word.deallocate() }
        word = larger
        ownsWord = true
        wordCapacity *= 2
    }

    private mutating func emit(upTo end: Int) {
        lines.append(TextLine(start: lineStartOffset, end: end, width: lineWidth))
        lineStartOffset = end
        lineWidth = 0
        hasContent = false
        pendingSpace = 0
    }
}
