/// The names of an issue's typefaces, unique in the issue and safe in a file name and a CSS
/// family: letters, digits and hyphens.
struct TypefaceNames {
    private var taken: Set<String> = []

    /// Marks `name` as used.
    mutating func reserve(_ name: String) {
        taken.insert(name)
    }

    /// `base` with characters other than ASCII letters, digits and hyphens left out, and "-2",
    /// "-3"... added when another typeface has the name; marked as used.
    mutating func unique(_ base: String) -> String {
        var clean = String(
            base.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }.map(Character.init))
        if clean.isEmpty { clean = "Face" }
        var name = clean
        var number = 2
        while taken.contains(name) {
            name = "\(clean)-\(number)"
            number += 1
        }
        taken.insert(name)
        return name
    }
}
