import FolioModel

/// Where an article's opener (`OpenerDesign`) sets its lead photo and its words on the first
/// page, in one geometry: the photo drawn to the page's edges (`PageArt`), and how far down the
/// text box the title, dek and byline start (`Page.textTop`).
///
/// - `over`: the photo covers the whole page, cropped around its focus (front matter `focus:`); the words stand at the
///   foot of the text box over a scrim as dark as the photo's brightest pixel behind them needs
///   (`PageArt.opacity(over:)`), and the page takes nothing more: the text starts on the next.
/// - `under`: the photo covers a band across the page's top, edge to edge: its height at the
///   page's width, at most `bandShare` of the page and never so tall that the words below it
///   would not fit; the title, dek, byline and text follow a paragraph's gap below it, in every
///   column of the page.
///
/// `ArticlePaginator` applies it; nil when the measure sets no words over photos (the
/// terminal's cells: the lead photo is then the article's first block, as written).
struct OpenerLayout {
    /// The design (never `plain`).
    let design: OpenerDesign
    /// The lead photo, the article's first block.
    let photo: Photo
    /// The page's size and margins.
    let geometry: PageGeometry

    /// The `under` band's greatest height, as a share of the page's.
    static let bandShare = 0.5

    /// The first page's setting.
    struct Setting {
        /// The photo and its scrims.
        var art: PageArt
        /// How far down the text box the title starts; the text of every column of the page
        /// starts no higher.
        var textTop: Double
        /// Whether the page takes nothing after the title (`over`).
        var closesPage: Bool
    }

    /// The opener of `article` in `geometry`, set with `measure`; nil when it has none here.
    init?(of article: Article, geometry: PageGeometry, measure: any TextMeasure) {
        guard let design = article.header.opener, design != .plain, measure.setsWordsOverPhotos,
            case .photo(let photo) = article.blocks.first
        else { return nil }
        self.design = design
        self.photo = photo
        self.geometry = geometry
    }

    /// The setting for a title, dek and byline of `wordsHeight` (no gap below) in a text box
    /// `boxHeight` tall, text following `gap` below the photo.
    func setting(wordsHeight: Double, boxHeight: Double, gap: Double) -> Setting {
        let page = TypesetPage.Rect(x: 0, y: 0, width: geometry.width, height: geometry.height)
        let margin = geometry.margin
        switch design {
        case .under:
            let natural = photo.aspectRatio > 0 ? geometry.width / photo.aspectRatio : geometry.height
            let fits = boxHeight + margin - wordsHeight - gap  // the words still fit below
            let band = max(min(natural, Self.bandShare * geometry.height, fits), 0)
            let area = TypesetPage.Rect(x: 0, y: 0, width: geometry.width, height: band)
            return Setting(
                art: PageArt(
                    design: .under, photo: photo, source: 0, frame: covering(area), area: area, scrims: []),
                textTop: max(band + gap - margin, 0), closesPage: false)
        case .over, .plain:
            var art = PageArt(design: .over, photo: photo, source: 0, frame: covering(page), area: page, scrims: [])
            let top = max(boxHeight - wordsHeight, 0)
            let words = TypesetPage.Rect(x: margin, y: margin + top, width: geometry.columnWidth, height: wordsHeight)
            let pad = margin / 2
            let scrim = PageArt.Scrim(
                rect: TypesetPage.Rect(
                    x: 0, y: words.y - pad, width: geometry.width, height: geometry.height - words.y + pad),
                fadeAbove: CoverLayout.scrimFade * geometry.height, fadeBelow: 0,
                opacity: PageArt.opacity(over: art.peak(under: words)))
            if scrim.opacity > 0 { art.scrims = [scrim] }
            return Setting(art: art, textTop: top, closesPage: true)
        }
    }

    /// The photo's frame covering `area`, cropped around its focus.
    private func covering(_ area: TypesetPage.Rect) -> TypesetPage.Rect {
        let frame = (photo.focus ?? .centre).coveringFrame(
            photoAspect: photo.aspectRatio, width: area.width, height: area.height)
        return TypesetPage.Rect(x: area.x + frame.x, y: area.y + frame.y, width: frame.width, height: frame.height)
    }
}
