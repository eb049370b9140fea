import FolioModel
import Testing

@testable import FolioLayout

/// An issue's pages are one matrix (a row per geometry, a column per article): its two views,
/// by geometry and by article, are the same pages transposed, and the build's way of putting
/// articles paginated one by one back together gives the same matrix.
@Suite struct PageMatrixTests {
    static let matrix: PageMatrix = {
        var generator = ArticleGenerator(random: SplitMix(seed: 5))
        let articles = (0..<9).map { index in
            var article = generator.article()
            article.id = "a\(index)"
            return article
        }
        return PageMatrix(articles, for: .standard)
    }()

    @Test func theArticleViewIsTheGeometryViewTransposed() {
        let matrix = Self.matrix
        #expect(matrix.rows.map(\.name) == PageGeometrySet.standard.names)
        #expect(matrix.articleCount == 9)
        for (index, article) in matrix.articles.enumerated() {
            #expect(article.entries.map(\.name) == matrix.rows.map(\.name))
            for (row, entry) in zip(matrix.rows, article.entries) {
                #expect(entry.geometry == row.layout.geometry)
                #expect(entry.pages == row.layout.columns[index], "\(row.name), article \(index)")
            }
        }
    }

    @Test func articlesPutBackTogetherMakeTheSameMatrix() {
        let matrix = Self.matrix
        #expect(PageMatrix(.standard, articles: matrix.articles) == matrix)
        #expect(matrix.primary == matrix.rows[0].layout)
        #expect(matrix[PageGeometrySet.standard.names[1]] == matrix.rows[1].layout)
    }

    @Test func settingThePrimaryLayoutLeavesTheOtherRows() {
        var matrix = Self.matrix
        var primary = matrix.primary
        primary.columns.reverse()
        matrix.primary = primary
        #expect(matrix.rows[0].layout.columns == Self.matrix.rows[0].layout.columns.reversed())
        #expect(Array(matrix.rows.dropFirst()) == Array(Self.matrix.rows.dropFirst()))
    }
}
