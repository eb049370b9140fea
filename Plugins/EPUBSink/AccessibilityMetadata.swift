/// What the book says about its accessibility (schema.org's properties, as EPUB Accessibility
/// 1.0 asks): read by text and by sight; sufficient as text alone when every photo has
/// alternative text (its alt, else its caption), else with sight too; the features it has
/// (alternative text, reading order, structural navigation, a table of contents, page
/// navigation); no hazard (no sound, motion or flashing); and a summary in words.
struct AccessibilityMetadata {
    /// Whether every photo of the book has alternative text.
    let everyPhotoDescribed: Bool
    /// Whether the book has photos at all.
    let hasPhotos: Bool
    /// The geometry's name and size, for the summary.
    let geometry: String

    /// The `meta` properties and their values, in order.
    var properties: [(String, String)] {
        var properties: [(String, String)] = [("schema:accessMode", "textual")]
        if hasPhotos { properties.append(("schema:accessMode", "visual")) }
        if everyPhotoDescribed { properties.append(("schema:accessModeSufficient", "textual")) }
        if hasPhotos { properties.append(("schema:accessModeSufficient", "textual,visual")) }
        if hasPhotos && everyPhotoDescribed { properties.append(("schema:accessibilityFeature", "alternativeText")) }
        for feature in ["readingOrder", "structuralNavigation", "tableOfContents", "pageNavigation"] {
            properties.append(("schema:accessibilityFeature", feature))
        }
        properties.append(("schema:accessibilityHazard", "none"))
        properties.append(("schema:accessibilitySummary", summary))
        return properties
    }

    var summary: String {
        var text =
            "A fixed-layout edition of the issue's pages as they were laid out at \(geometry): "
            + "each page's text is real text in reading order, marked with its language and direction, "
            + "with headings, lists and quotes marked up; the contents and a page list lead to every page."
        if hasPhotos {
            text +=
                everyPhotoDescribed
                ? " Every photo has alternative text." : " Some photos have no alternative text."
        }
        return text + " The text cannot be reflowed or resized apart from the page."
    }
}
