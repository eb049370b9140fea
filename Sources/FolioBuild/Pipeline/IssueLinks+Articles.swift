import FolioModel
import FolioPluginAPI

extension IssueLinks {
    /// `article` (read from `file`, the table's `source`) with every link a source left for the
    /// build (`ArticleLink.reference`) or wrote as a path or fragment resolved: to an article
    /// link, an address on the original site, or, leading nowhere, its text alone; with a
    /// warning for each that does not find what it names, at the place it was written.
    func resolving(_ article: Article, from source: LinkTarget, file: ContentFile?) -> (Article, [Diagnostic]) {
        var walk = LinkRewrite(links: self, source: source, file: file)
        var article = article
        article.blocks = article.blocks.map { walk.block($0) }
        return (article, walk.diagnostics)
    }

    /// Whether `article` has any link the link step rewrites.
    static func hasLinksToResolve(_ article: Article) -> Bool {
        var found = false
        var walk = LinkRewrite(links: nil, source: nil, file: nil) { _ in found = true }
        for block in article.blocks where !found { _ = walk.block(block) }
        return found
    }
}

/// One walk of an article's blocks, rewriting the links that name a place in the issue.
private struct LinkRewrite {
    let links: IssueLinks?
    let source: LinkTarget?
    let file: ContentFile?
    var noticed: ((String) -> Void)? = nil
    var diagnostics: [Diagnostic] = []

    mutating func block(_ block: Block) -> Block {
        switch block {
        case .heading(let level, let content):
            return .heading(level: level, content: inlines(content))
        case .paragraph(let content):
            return .paragraph(inlines(content))
        case .list(var list):
            list.items = list.items.map { $0.map { self.block($0) } }
            return .list(list)
        case .quote(let blocks, let role):
            return .quote(blocks.map { self.block($0) }, role: role)
        case .photo(var photo):
            if let link = photo.link {
                switch destination(link) {
                case .kept(let kept): photo.link = kept
                case .text: photo.link = nil
                }
            }
            return .photo(photo)
        case .table(var table):
            table.header = table.header.map { inlines($0) }
            table.rows = table.rows.map { $0.map { inlines($0) } }
            return .table(table)
        case .code, .thematicBreak, .pageBreak:
            return block
        }
    }

    mutating func inlines(_ runs: [Inline]) -> [Inline] {
        var result: [Inline] = []
        result.reserveCapacity(runs.count)
        for run in runs {
            switch run {
            case .emphasis(let content): result.append(.emphasis(inlines(content)))
            case .strong(let content): result.append(.strong(inlines(content)))
            case .styled(let style, let content): result.append(.styled(style, inlines(content)))
            case .link(let written, let title, let content):
                let inner = inlines(content)
                switch destination(written) {
                case .kept(let kept): result.append(.link(destination: kept, title: title, content: inner))
                case .text: result += inner
                }
            case .text, .code, .lineBreak:
                result.append(run)
            }
        }
        return result
    }

    enum Outcome {
        case kept(String)
        case text
    }

    /// What a link's destination becomes.
    private mutating func destination(_ written: String) -> Outcome {
        let reference = ArticleLink.parseReference(written)
        guard reference != nil || ArticleLink.mayNameAnArticle(written) else { return .kept(written) }
        let path = reference?.written ?? written
        noticed?(path)
        guard let links, let source else { return .kept(written) }
        let location =
            file?.location(line: reference?.line, column: reference?.column)
            ?? SourceLocation(path: source.sourcePath, line: reference?.line, column: reference?.column)
        guard !path.allSatisfy(\.isWhitespace) else {
            diagnostics.append(
                .warning("the link has no address, so it leads nowhere; its words are kept as text", at: location))
            return .text
        }
        let (resolution, problem) = links.resolve(path, from: source)
        if let problem { diagnostics.append(.warning(problem, at: location)) }
        switch resolution {
        case .article(let id, let anchor): return .kept(ArticleLink.destination(of: id, anchor: anchor))
        case .outside(let address): return .kept(address)
        case .nowhere: return .text
        }
    }
}
