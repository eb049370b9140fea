import FolioPluginAPI

extension Array where Element == Inline {
    /// The runs without whitespace and line breaks at either end, looking into emphasis,
    /// strong and links at the ends; runs left empty are removed, except links, which stay
    /// (a link is there even without words).
    var trimmed: [Inline] {
        trimmingEnd(fromStart: true).trimmingEnd(fromStart: false)
    }

    private func trimmingEnd(fromStart: Bool) -> [Inline] {
        var runs: [Inline] = fromStart ? self : Array(reversed())
        while let first = runs.first {
            let remainder: Inline?
            switch first {
            case .text(let text):
                let kept = fromStart ? text.trimmingLeadingWhitespace : text.trimmingTrailingWhitespace
                remainder = kept.isEmpty ? nil : .text(kept)
            case .lineBreak:
                remainder = nil
            case .code:
                return fromStart ? runs : runs.reversed()
            case .emphasis(let content):
                let kept = content.trimmingEnd(fromStart: fromStart)
                remainder = kept.isEmpty ? nil : .emphasis(kept)
            case .strong(let content):
                let kept = content.trimmingEnd(fromStart: fromStart)
                remainder = kept.isEmpty ? nil : .strong(kept)
            case .link(let destination, let title, let content):
                let kept = content.trimmingEnd(fromStart: fromStart)
                runs[0] = .link(destination: destination, title: title, content: kept)
                return fromStart ? runs : runs.reversed()
            }
            if let remainder {
                runs[0] = remainder
                break
            }
            runs.removeFirst()
        }
        return fromStart ? runs : runs.reversed()
    }
}
