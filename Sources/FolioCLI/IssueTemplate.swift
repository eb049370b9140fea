import Foundation

/// The files of a new issue (`folio new`): a commented `issue.yaml`, two short articles (one
/// with a photo), a gallery property list with its three photos, and a `.gitignore` for what
/// `folio build` and `folio serve` write inside the folder. Everything builds, previews and
/// serves as it is, and each file says what to change.
struct IssueTemplate {
    /// The issue's title.
    var title: String
    /// The issue's date, YYYY-MM-DD.
    var date: String

    /// A template for an issue called `title`, dated `date`.
    init(title: String, date: Date = Date()) {
        self.title = title
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.date = String(format: "%04d-%02d-%02d", parts.year ?? 2026, parts.month ?? 1, parts.day ?? 1)
    }

    /// The title `folio new` gives a folder called `name`: its words, each capitalised
    /// (`summer-trip` → `Summer Trip`).
    static func title(forFolderNamed name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard !words.isEmpty else { return name }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The text files, by path relative to the issue's folder.
    var textFiles: [(path: String, text: String)] {
        [
            (".gitignore", gitignore),
            ("issue.yaml", issueYAML),
            ("articles/welcome.md", welcome),
            ("articles/writing-an-issue.md", writingAnIssue),
            ("gallery/gallery.plist", gallery),
        ]
    }

    /// The photos, by path relative to the issue's folder.
    var photos: [(path: String, photo: TemplatePhoto)] {
        [
            ("photos/lake-at-noon.jpg", TemplatePhoto(light: .noon)),
            ("gallery/dawn.jpg", TemplatePhoto(light: .dawn)),
            ("gallery/noon.jpg", TemplatePhoto(light: .noon, width: 640, height: 640)),
            ("gallery/dusk.jpg", TemplatePhoto(light: .dusk)),
        ]
    }

    /// Writes every file into `folder`, making the folders they need.
    func write(into folder: URL) throws {
        let files = FileManager.default
        for (path, text) in textFiles {
            let url = folder.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        }
        for (path, photo) in photos {
            let url = folder.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try photo.jpeg().write(to: url, options: .withoutOverwriting)
        }
    }

    private var gitignore: String {
        """
        # What `folio build` and `folio serve` write beside the issue: the published issue
        # (dist/html, dist/json) and the build cache. Publish dist/html; never commit it.
        /dist/
        /.folio-cache/

        """
    }

    private var issueYAML: String {
        """
        # The issue's settings. Every key is optional; a wrong value is an error at its line
        # and column, an unknown key a warning. Every key is described in docs/content.md in
        # Folio's sources.
        title: \(Self.yamlString(title))
        subtitle: A new issue, made by folio new
        date: \(date)                  # YYYY-MM-DD

        # Articles in the order readers swipe through them; articles not named here follow,
        # by their front matter's `order:`, then by file name. An article's id is its file's
        # name without .md; a gallery's is its name in lowercase with hyphens.
        order:
          - welcome
          - by-the-water
          - writing-an-issue

        # How readers move through the issue (docs/navigation.md). These are the defaults.
        navigation:
          horizontal: first-page      # a swipe to the next article lands on: first-page | any-page
          edge-pull: peek             # pulling past the last page: off | peek | advance
          wrap: false                 # after the last article, back to the first
          remember-page: false        # return to the page you left an article at
          start: first                # the issue opens at its first | last article

        # With no page: (or pages:), the issue gets five page geometries (phone, phone in
        # landscape, tablet, laptop, desktop) and the HTML carousel picks one for each window.
        # One geometry instead:
        # page:
        #   width: 400
        #   height: 680
        #   margin: 24
        #   font-size: 17

        """
    }

    private var welcome: String {
        """
        ---
        title: \(Self.yamlString("Welcome to " + title))
        author: The Editors
        date: \(date)
        summary: What this issue is, and how to make it yours.
        ---

        This is the first article of your issue. It is a Markdown file,
        `articles/welcome.md`; change its words, save, and `folio serve` shows the new pages
        in your browser at once.

        ![A calm lake at noon under a blue sky, green hills on the far shore](../photos/lake-at-noon.jpg "A photo's alt text is for screen readers; its title, here, is the caption.")

        ## Pages

        Folio lays each article out as a column of pages. Swipe or press the right arrow for
        the next article; scroll or press the down arrow for the next page.

        <!-- page -->

        ## A page of its own

        A line with only `<!-- page -->` on it starts a new page. Headings, *emphasis*,
        **strong**, lists, quotes and code blocks all work:

        > Write the way you would write a letter.

        """
    }

    private var writingAnIssue: String {
        """
        ---
        title: Writing an Issue
        author: The Editors
        date: \(date)
        summary: The folder, the commands, and publishing the result.
        ---

        Everything in this issue lives in its folder:

        - `issue.yaml`: the title, the date and the order of the articles;
        - `articles/`: one Markdown file per article, with a little front matter at the top;
        - `photos/`: the photos articles show, JPEG or PNG;
        - `gallery/gallery.plist`: a photo gallery, one page per photo.

        ## The commands

        1. `folio serve` builds the issue and serves it on your computer; it rebuilds and
           reloads the page whenever you save a file.
        2. `folio preview` reads the issue in the terminal.
        3. `folio build` writes the finished issue into `dist/html` and `dist/json`.

        ## Publishing

        `dist/html` is a folder of static files. Copy it to any web host, or open its
        `index.html` from the disk. The first article, [Welcome](welcome.md), shows a photo.

        """
    }

    private var gallery: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- A photo gallery: each entry of "parks" is one gallery article, a page per photo.
             An imageName is a file beside this list, with or without .jpg, .jpeg or .png. -->
        <plist version="1.0">
        <dict>
        \t<key>title</key>
        \t<string>Galleries</string>
        \t<key>parks</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>name</key>
        \t\t\t<string>By the Water</string>
        \t\t\t<key>photos</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>imageName</key>
        \t\t\t\t\t<string>dawn</string>
        \t\t\t\t\t<key>caption</key>
        \t\t\t\t\t<string>Dawn: a pale sun rises over dark hills and still water.</string>
        \t\t\t\t</dict>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>imageName</key>
        \t\t\t\t\t<string>noon</string>
        \t\t\t\t\t<key>caption</key>
        \t\t\t\t\t<string>Noon: a blue sky over green hills, mirrored in the lake.</string>
        \t\t\t\t</dict>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>imageName</key>
        \t\t\t\t\t<string>dusk</string>
        \t\t\t\t\t<key>caption</key>
        \t\t\t\t\t<string>Dusk: an orange sky behind purple ridges, the water turning dark.</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    }

    /// `text` as a YAML scalar: plain when it is safe to be, else double-quoted.
    static func yamlString(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "." }
        if plain, let first = text.first, first.isLetter { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
