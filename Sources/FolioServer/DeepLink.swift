/// The carousel's deep link, `#/ARTICLE-ID/PAGE` with the page counted from 1 and the id
/// percent-encoded as `encodeURIComponent` does: the address folio.js writes for the
/// reader's page (`hashFor`) and opens at, which the live-reload relocations are keyed by.
public enum DeepLink {
    /// The deep link to page `page` (counted from 0) of article `id`.
    public static func hash(article id: String, page: Int) -> String {
        "#/" + encoded(id) + "/" + String(page + 1)
    }

    /// `encodeURIComponent`: every UTF-8 byte percent-encoded except A–Z a–z 0–9 - _ . ! ~ * ' ( ).
    static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-_.!~*'()".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(width - count, 0)) + self
    }
}
