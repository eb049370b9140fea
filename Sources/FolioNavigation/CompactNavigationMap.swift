/// A `NavigationMap` as the bundles carry it: the same links, in a form that grows with the
/// number of articles rather than pages. It decides nothing: every link is the rules engine's,
/// spelled relative to its page, and `expanded(titles:)` gives back the map exactly.
///
/// - `links`: the distinct link patterns of the pages. A pattern's targets are relative:
///   a page of the same column as `[0, pages down]` (negative for up), a page of another column
///   as `[articles further along the strip, page number]` (negative for back along it; in a
///   right-to-left strip, further along is to the left).
/// - `columns`: the distinct columns, each its run-length pattern list (`[count, pattern, …]`
///   from its first page down; the page count is the sum of the counts) and its zoomable pages.
/// - `strip`: for each article, in strip order, the index of its column in `columns`.
///
/// A typical article is three runs (its first page, its middle pages, its last page), and
/// articles with the same page count and photo pages share one column, so the strip is one small
/// number per article.
package struct CompactNavigationMap: Sendable, Hashable {
    /// Where a link leads, relative to the page it starts from.
    package struct Target: Sendable, Hashable {
        /// Articles further along the strip (negative: back along it); 0 for the same column.
        package var articles: Int
        /// In the same column, pages down (negative: up); in another, the page number.
        package var page: Int

        /// Creates a target.
        package init(articles: Int, page: Int) {
            self.articles = articles
            self.page = page
        }

        /// `destination` seen from `origin`.
        init(_ destination: Position, from origin: Position) {
            articles = destination.article - origin.article
            page = articles == 0 ? destination.page - origin.page : destination.page
        }

        /// The position this target names from `origin`.
        func position(from origin: Position) -> Position {
            Position(origin.article + articles, articles == 0 ? origin.page + page : page)
        }
    }

    /// The links of every page that has this pattern, relative to the page.
    package struct Pattern: Sendable, Hashable {
        /// Where each arrow leads; a missing direction does not move.
        package var neighbours: [Direction: Target]
        /// What a pull past the edge reveals, for `up` and `down`.
        package var reveals: [Direction: Target]

        /// Creates a pattern.
        package init(neighbours: [Direction: Target], reveals: [Direction: Target]) {
            self.neighbours = neighbours
            self.reveals = reveals
        }
    }

    /// One distinct column: its pages as runs of patterns, and its zoomable pages.
    package struct Column: Sendable, Hashable {
        /// `(count, pattern)` pairs from the first page down.
        package var runs: [Run]
        /// The zoomable pages, in column order.
        package var zoomable: [Int]

        /// The number of pages.
        package var pages: Int { runs.reduce(0) { $0 + $1.count } }

        /// Creates a column.
        package init(runs: [Run], zoomable: [Int]) {
            self.runs = runs
            self.zoomable = zoomable
        }
    }

    /// `count` pages in a row with the links of pattern `pattern`.
    package struct Run: Sendable, Hashable {
        /// How many pages.
        package var count: Int
        /// The index of their pattern in `links`.
        package var pattern: Int

        /// Creates a run.
        package init(count: Int, pattern: Int) {
            self.count = count
            self.pattern = pattern
        }
    }

    /// The navigation policy.
    package var policy: NavigationPolicy
    /// The distinct link patterns, in the order first met in the strip.
    package var links: [Pattern]
    /// The distinct columns, in the order first met in the strip.
    package var columns: [Column]
    /// Each article's column, in strip order.
    package var strip: [Int]

    /// Creates a compact map from its parts, as a decoder reads them.
    package init(policy: NavigationPolicy, links: [Pattern], columns: [Column], strip: [Int]) {
        self.policy = policy
        self.links = links
        self.columns = columns
        self.strip = strip
    }

    /// The compact form of `map`.
    package init(_ map: NavigationMap) {
        var builder = Builder<Pattern>()
        for column in map.articles {
            for page in column.links {
                let pattern = Pattern(
                    neighbours: page.neighbours.mapValues { Target($0, from: page.at) },
                    reveals: page.reveals.mapValues { Target($0, from: page.at) })
                builder.add(pattern) { pattern }
            }
            builder.endColumn(zoomable: column.zoomable)
        }
        self = builder.map(policy: map.policy)
    }

    /// Gathers a compact map page by page in strip order: each page's pattern is looked up by
    /// `Key` (made only when new), consecutive pages of one pattern make a run, and a column the
    /// map already has is named by its index.
    struct Builder<Key: Hashable> {
        private var patterns: [Key: Int] = [:]
        private var columnIndex: [Column: Int] = [:]
        private var links: [Pattern] = []
        private var columns: [Column] = []
        private var strip: [Int] = []
        private var runs: [Run] = []

        /// Adds the next page of the current column, whose pattern is known by `key`.
        mutating func add(_ key: Key, pattern: () -> Pattern) {
            let index: Int
            if let known = patterns[key] {
                index = known
            } else {
                index = links.count
                patterns[key] = index
                links.append(pattern())
            }
            if let last = runs.last, last.pattern == index {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(Run(count: 1, pattern: index))
            }
        }

        /// Ends the current column (its article's pages are all added).
        mutating func endColumn(zoomable: [Int]) {
            let column = Column(runs: runs, zoomable: zoomable)
            runs = []
            if let known = columnIndex[column] {
                strip.append(known)
            } else {
                columnIndex[column] = columns.count
                strip.append(columns.count)
                columns.append(column)
            }
        }

        /// The map gathered so far.
        func map(policy: NavigationPolicy) -> CompactNavigationMap {
            CompactNavigationMap(policy: policy, links: links, columns: columns, strip: strip)
        }
    }

    /// The full map, each article titled from `titles` (one per article, in strip order).
    ///
    /// - Throws: `NavigationMapError` when the titles, a column index, a pattern index or a
    ///   link's target does not fit the strip.
    package func expanded(titles: [String]) throws(NavigationMapError) -> NavigationMap {
        guard titles.count == strip.count else {
            throw .titleCount(articles: strip.count, titles: titles.count)
        }
        var articles: [NavigationMap.Column] = []
        articles.reserveCapacity(strip.count)
        for (article, columnNumber) in strip.enumerated() {
            guard columns.indices.contains(columnNumber) else {
                throw .compact("article \(article) names column \(columnNumber), which is not in the map")
            }
            let column = columns[columnNumber]
            var pageLinks: [NavigationMap.PageLinks] = []
            for run in column.runs {
                guard links.indices.contains(run.pattern), run.count > 0 else {
                    throw .compact(
                        "column \(columnNumber) has a run of \(run.count) page(s) with pattern \(run.pattern), which is not in the map"
                    )
                }
                let pattern = links[run.pattern]
                for _ in 0..<run.count {
                    let at = Position(article, pageLinks.count)
                    pageLinks.append(
                        NavigationMap.PageLinks(
                            at: at, neighbours: pattern.neighbours.mapValues { $0.position(from: at) },
                            reveals: pattern.reveals.mapValues { $0.position(from: at) }))
                }
            }
            articles.append(
                NavigationMap.Column(
                    title: titles[article], pages: pageLinks.count, zoomable: column.zoomable, links: pageLinks))
        }
        let pageCounts = articles.map(\.pages)
        for column in articles {
            for page in column.links {
                for target in Array(page.neighbours.values) + Array(page.reveals.values)
                where
                    !(pageCounts.indices.contains(target.article)
                    && (0..<pageCounts[target.article]).contains(target.page))
                {
                    throw .compact("the link from \(page.at) to \(target) leads outside the issue")
                }
            }
        }
        return NavigationMap(policy: policy, articles: articles)
    }
}
