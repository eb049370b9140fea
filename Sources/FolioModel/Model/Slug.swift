import Foundation

/// Turns titles and file names into stable, URL-safe article ids.
public enum Slug {
    /// `"Yosemite Valley (1864)"` → `"yosemite-valley-1864"`; letters are folded to ASCII
    /// where they have a plain form, anything else joins words with one hyphen.
    public static func make(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        // ASCII has no diacritics to strip, and the transform (ICU) costs more than the rest.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let folded = isASCII ? text : text.applyingTransform(.stripDiacritics, reverse: false) ?? text
        for scalar in folded.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "article" : slug
    }
}
