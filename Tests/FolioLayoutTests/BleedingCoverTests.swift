import FolioModel
import Foundation
import Testing

@testable import FolioLayout

/// A cover whose photo bleeds (`CoverDesign.full`, `.band`): the photo covers the whole page,
/// cropped around its focus; the cover lines (or the band's words) stand at the text box's foot;
/// every word stands over a scrim at least as dark as the brightest pixel behind it needs for
/// `PageArt.contrast`; the terminal keeps the photo below the words (`CoverLayout`, `PageArt`).
@Suite struct BleedingCoverTests {
    /// What must hold of a bleeding cover's page.
    static func checkArt(_ page: Page, of article: Article, paginator: Paginator, _ name: String) {
        let geometry = paginator.geometry
        guard let art = page.art else {
            Issue.record("\(name): a bleeding cover has no art")
            return
        }
        let frame = art.frame
        #expect(frame.x <= 1e-9 && frame.y <= 1e-9, "\(name): \(frame)")
        #expect(frame.x + frame.width >= geometry.width - 1e-9, "\(name): \(frame)")
        #expect(frame.y + frame.height >= geometry.height - 1e-9, "\(name): \(frame)")
        #expect(abs(frame.width / frame.height - art.photo.aspectRatio) < 1e-9, "\(name): the photo keeps its shape")
        #expect(!page.placements.contains { $0.source == art.source }, "\(name): the photo is not a block of the text")
        // Every group of words is over a scrim dark enough for the pixels behind it.
        let box = paginator.measure.box
        var words = [
            TypesetPage.Rect(x: geometry.margin, y: geometry.margin, width: box.width, height: page.titleHeight)
        ]
        words += page.placements.map { placement in
            TypesetPage.Rect(
                x: geometry.margin, y: geometry.margin + placement.top, width: box.width, height: placement.height)
        }
        for rect in words {
            let needed = PageArt.opacity(over: art.peak(under: rect))
            guard needed > 0 else { continue }
            let covered = art.scrims.contains { scrim in
                scrim.rect.y <= rect.y + 1e-6 && rect.y + rect.height <= scrim.rect.y + scrim.rect.height + 1e-6
                    && scrim.opacity >= needed - 1e-12
            }
            #expect(covered, "\(name): words at \(rect) need a scrim of \(needed): \(art.scrims)")
        }
        // The moved words end at the text box's foot.
        if art.shiftedBlock != nil, let last = page.placements.last {
            #expect(abs(last.top + last.height - box.height) < 1e-6, "\(name): the lines end at the foot")
        }
        if art.design == .band, art.shiftedBlock != nil {
            #expect(art.scrims.last.map { $0.opacity >= CoverLayout.bandOpacity } == true, "\(name): the band shows")
        }
    }

    @Test(arguments: [CoverDesign.full, .band])
    func thePhotoCoversEveryPageAndTheWordsStandOverScrims(design: CoverDesign) {
        for (name, geometry) in CoverLayoutTests.geometries {
            let paginator = Paginator.standard(for: geometry)
            for photo in [CoverLayoutTests.landscape, CoverLayoutTests.portrait] {
                let article = CoverLayoutTests.cover(lines: 5, photo: photo, design: design)
                let pages = paginator.paginate(article)
                CoverLayoutTests.checkOnePage(pages, paginator: paginator, name)
                guard let page = pages.first else { continue }
                Self.checkArt(page, of: article, paginator: paginator, "\(design) \(name)")
                // An unmeasured photo is taken as white: every group has a scrim.
                #expect(page.art?.scrims.count == 2, "\(name): \(page.art?.scrims ?? [])")
                #expect(page.art?.shiftedBlock == (design == .band ? 0 : 2), "\(name)")
                #expect(page.published.art == page.art, "\(name): the published page keeps its art")
                #expect(page.isZoomable, "\(name): the cover's photo zooms")
            }
        }
    }

    /// A photo bright at the top and black below: the masthead gets a scrim, the lines none
    /// (`full`); the band shows anyway.
    @Test func theScrimsFollowThePhotosBrightness() {
        let rows = 32
        var peaks = [UInt8](repeating: 0, count: 32 * rows)
        for index in 0..<(32 * rows / 2) { peaks[index] = 255 }
        var photo = CoverLayoutTests.portrait
        photo.tone = PhotoTone(columns: 32, rows: rows, peaks: peaks)
        let paginator = Paginator.standard(for: PageGeometrySet.standard.entries[0].geometry)
        let full = paginator.paginate(CoverLayoutTests.cover(photo: photo, design: .full))[0]
        #expect(full.art?.scrims.count == 1)
        #expect(full.art?.scrims.first?.rect.y == 0)
        #expect(full.art?.scrims.first.map { $0.opacity >= PageArt.opacity(over: 1) } == true)
        let band = paginator.paginate(CoverLayoutTests.cover(photo: photo, design: .band))[0]
        #expect(band.art?.scrims.last?.opacity == CoverLayout.bandOpacity)
        photo.tone = PhotoTone(columns: 1, rows: 1, peaks: [0])
        let dark = paginator.paginate(CoverLayoutTests.cover(photo: photo, design: .full))[0]
        #expect(dark.art?.scrims == [], "a black photo needs no scrim")
    }

    /// White words over a pixel veiled at `opacity(over:)` reach the contrast, for every peak.
    @Test func theOpacityReachesTheContrastOverEveryPeak() {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func encoded(_ luminance: Double) -> Double {
            luminance <= 0.0031308 ? luminance * 12.92 : 1.055 * pow(luminance, 1 / 2.4) - 0.055
        }
        for step in 0...1000 {
            let peak = Double(step) / 1000
            let opacity = PageArt.opacity(over: peak)
            let veiled = linear((1 - opacity) * encoded(peak))
            #expect(1.05 / (veiled + 0.05) >= PageArt.contrast - 1e-6, "peak \(peak): opacity \(opacity)")
            #expect((0...1).contains(opacity))
        }
        #expect(PageArt.opacity(over: 0) == 0)
        #expect(PageArt.opacity(over: 1) > 0.5 && PageArt.opacity(over: 1) < 0.6)
    }

    /// The crop keeps the focus as near the page's centre as the photo's edges allow.
    @Test func theCropKeepsTheFocusInView() {
        // A landscape photo on a portrait page: cropped at the sides.
        let centre = PhotoFocus.centre.coveringFrame(photoAspect: 1.5, width: 400, height: 800)
        #expect(centre.height == 800 && centre.width == 1200 && centre.x == -400 && centre.y == 0)
        let right = PhotoFocus(x: 0.7, y: 0.5).coveringFrame(photoAspect: 1.5, width: 400, height: 800)
        #expect(abs(right.x + 0.7 * 1200 - 200) < 1e-9, "the focus at the page's centre")
        let edge = PhotoFocus(x: 1, y: 0).coveringFrame(photoAspect: 1.5, width: 400, height: 800)
        #expect(edge.x == -800 && edge.y == 0, "no gap at the photo's edge")
        // A portrait photo on a landscape page: cropped at the top and bottom.
        let top = PhotoFocus(x: 0.5, y: 0.1).coveringFrame(photoAspect: 0.5, width: 1000, height: 600)
        #expect(top.width == 1000 && top.height == 2000 && top.y == 0)
    }

    @Test func thePeakIsTheBrightestCellTouched() {
        let tone = PhotoTone(columns: 4, rows: 2, peaks: [0, 10, 20, 30, 40, 50, 60, 255])
        #expect(tone.peak(left: 0, top: 0, right: 0.25, bottom: 0.5) == 0)
        #expect(tone.peak(left: 0, top: 0, right: 0.3, bottom: 0.5) == 10.0 / 255)
        #expect(tone.peak(left: 0.5, top: 0.4, right: 1, bottom: 1) == 1)
        #expect(tone.peak(left: -1, top: -1, right: -0.5, bottom: -0.5) == 0, "outside the photo")
    }

    /// The terminal's cells hold words or picture: its cover keeps the photo below the words.
    @Test func aTerminalCoverKeepsItsPhotoBelowTheWords() {
        let paginator = Paginator.terminal(columns: 80, rows: 40)
        let article = CoverLayoutTests.cover(lines: 3, design: .full)
        let page = paginator.paginate(article)[0]
        #expect(page.art == nil)
        #expect(page.blocks.last == article.blocks.last, "the photo is a block of the page")
    }
}

/// The sRGB transfer function, the one place Folio turns sRGB values into light and back.
@Suite struct SRGBTests {
    @Test func theTransferFunctionRoundTripsAndMeetsWCAGsValues() {
        for byte in 0...255 {
            let value = Double(byte) / 255
            #expect(abs(SRGB.encoded(SRGB.linear(value)) - value) < 1e-12)
            #expect(SRGB.linearOfByte[byte] == SRGB.linear(value))
        }
        #expect(SRGB.luminance(red: 1, green: 1, blue: 1) == 1)
        // WCAG's contrast of #767676 on white is 4.54:1.
        let grey = SRGB.linear(Double(0x76) / 255)
        let contrast = 1.05 / (SRGB.luminance(red: grey, green: grey, blue: grey) + 0.05)
        #expect(abs(contrast - 4.54) < 0.01)
    }
}
