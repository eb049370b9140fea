/// The greedy wrapping loop behind `LineBreaker`, over measured characters.
struct Wrapper {
    let clusters: [Cluster]
    let width: Double
    let preservesSpaces: Bool

    private var lines: [TextLine] = []
    /// The cluster the current line starts at, and its scalar offset.
    private var lineStart = 0
    private var lineStartOffset = 0
    /// The scalar offset of cluster `cursor`: `run` walks the clusters forward, so offsets
    /// are counted as it goes rather than kept for every cluster.
    private var cursor = 0
    private var cursorOffset = 0
    private var lineWidth = 0.0
    private var hasContent = false
    private var pendingSpace = 0.0
    private var atHardLineStart = true

    init(clusters: [Cluster], width: Double, preservesSpaces: Bool) {
        self.clusters = clusters
        self.width = width
        self.preservesSpaces = preservesSpaces
    }

    mutating func run() -> [TextLine] {
        var index = 0
        let count = clusters.count
        while index < count {
            switch clusters[index].kind {
            case .hardBreak:
                emit(upTo: index + 1)
                atHardLineStart = true
                index += 1
            case .space:
                var end = index
                var runWidth = 0.0
                while end < count, clusters[end].kind == .space {
                    runWidth = preservesSpaces ? runWidth + clusters[end].width : max(runWidth, clusters[end].width)
                    end += 1
                }
                if preservesSpaces && !hasContent && atHardLineStart {
                    lineWidth = min(runWidth, width)
                    hasContent = true
                } else if hasContent {
                    pendingSpace = preservesSpaces ? pendingSpace + runWidth : max(pendingSpace, runWidth)
                }
                index = end
            case .word:
                index = placeWord(at: index)
            }
        }
        if lineStart < count || lines.isEmpty {
            emit(upTo: count)
        }
        return lines
    }

    /// Places the word starting at `index` and returns where to continue.
    private mutating func placeWord(at index: Int) -> Int {
        var end = index
        var wordWidth = 0.0
        while end < clusters.count, clusters[end].kind == .word {
            wordWidth += clusters[end].width
            end += 1
        }
        if hasContent {
            if lineWidth + pendingSpace + wordWidth <= width {
                lineWidth += pendingSpace + wordWidth
                pendingSpace = 0
                return end
            }
            emit(upTo: index)
            atHardLineStart = false
            return index
        }
        if wordWidth <= width {
            lineWidth = wordWidth
            hasContent = true
            return end
        }
        // A word longer than the line: as many characters as fit, at least one.
        var split = index
        var fitted = 0.0
        while split < end, fitted + clusters[split].width <= width {
            fitted += clusters[split].width
            split += 1
        }
        if split == index {
            fitted = clusters[index].width
            split = index + 1
        }
        lineWidth = fitted
        hasContent = true
        if split < end {
            emit(upTo: split)
            atHardLineStart = false
        }
        return split
    }

    /// The scalar offset of cluster `index`, at or after the last one asked for.
    private mutating func offset(of index: Int) -> Int {
        while cursor < index {
            cursorOffset += Int(clusters[cursor].scalars)
            cursor += 1
        }
        return cursorOffset
    }

    private mutating func emit(upTo end: Int) {
        let endOffset = offset(of: end)
        lines.append(TextLine(start: lineStartOffset, end: endOffset, width: lineWidth))
        lineStart = end
        lineStartOffset = endOffset
        lineWidth = 0
        hasContent = false
        pendingSpace = 0
    }
}
