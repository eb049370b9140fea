import FolioPluginAPI

extension Array where Element == Inline {
    /// The runs without whitespace and line breaks at either end, looking into emphasis,
    /// strong, styled runs and links at the ends; runs left empty are removed, except links, which stay
    /// (a link is there even without words).
    var trimmed: [Inline] {
        trimmingEnd(fromStart: true).trimmingEnd(fromStart: false)
    }

    /// The runs trimmed at one end, worked on in place at that end (no reversed copies);
    /// a run that loses nothing is left as it is.
    private func trimmingEnd(fromStart: Bool) -> [Inline] {
        var runs = self
        while let index = fromStart ? runs.indices.first : runs.indices.last {
            let remainder: Inline?
            switch runs[index] {
            case .text(let text):
                let kept = fromStart ? text.trimmingLeadingWhitespace : text.trimmingTrailingWhitespace
                if kept.isEmpty {
                    remainder = nil
                } else if kept.utf8.count == text.utf8.count {
                    return runs
                } else {
                    remainder = .text(kept)
                }
            case .lineBreak:
                remainder = nil
            case .code:
                return runs
            case .emphasis(let content):
                let kept = content.trimmingEnd(fromStart: fromStart)
                remainder = kept.isEmpty ? nil : .emphasis(kept)
            case .strong(let content):
                let kept = content.trimmingEnd(fromStart: fromStart)
                remainder = kept.isEmpty ? nil : .strong(kept)
            case .styled(let style, let content):
                let kept = content.trimmingEnd(fromStart: fromStart)
                remainder = kept.isEmpty ? nil : .styled(style, kept)
            case .link(let destination, let title, let content):
                runs[index] = .link(
                    destination: destination, title: title, content: content.trimmingEnd(fromStart: fromStart))
                return runs
            }
            if let remainder {
                runs[index] = remainder
                return runs
            }
            runs.remove(at: index)
        }
        return runs
    }
}
