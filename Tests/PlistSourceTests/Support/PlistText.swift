/// XML property list text for tests.
enum PlistText {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// A whole document around `body` (one value).
    static func document(_ body: String) -> String {
        header + body + "\n</plist>\n"
    }

    /// A park dictionary as Xcode writes it.
    static func park(_ name: String, photos: [(imageName: String, caption: String)]) -> String {
        let photoDicts = photos.map { photo in
            """
                    <dict>
                        <key>imageName</key>
                        <string>\(photo.imageName)</string>
                        <key>caption</key>
                        <string>\(photo.caption)</string>
                    </dict>
            """
        }
        return """
            <dict>
                <key>name</key>
                <string>\(name)</string>
                <key>photos</key>
                <array>
            \(photoDicts.joined(separator: "\n"))
                </array>
            </dict>
            """
    }

    /// Shape a: a root array of parks.
    static func parksArray(_ parks: [String]) -> String {
        document("<array>\n" + parks.joined(separator: "\n") + "\n</array>")
    }
}
