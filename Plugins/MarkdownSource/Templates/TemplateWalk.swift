import FolioPluginAPI

/// One walk of a body by `TemplatePass`: the line and code state, and what it wrote.
struct TemplateWalk {
    let body: [UInt8]
    let variables: TemplateVariables
    let positions: BodyPositions
    var output: TemplateOutput
    var diagnostics: [Diagnostic] = []
    var callouts: [TemplatePass.Callout] = []
    /// Whether anything was rewritten.
    var changed = false

    /// The fence of the fenced code block the walk is in: its character and length.
    private var fence: (byte: UInt8, count: Int)?
    /// The closing the code block a template opened (`highlight`) waits for.
    private var templateFence: Set<String>?
    /// The length of the backtick run that opened the code span the walk is in.
    private var codeSpan: Int?
    /// Where the bytes not yet written start.
    private var pending = 0

    init(body: [UInt8], variables: TemplateVariables, positions: BodyPositions) {
        self.body = body
        self.variables = variables
        self.positions = positions
        output = TemplateOutput(capacity: body.count)
    }

    private var inCode: Bool { fence != nil || templateFence != nil || codeSpan != nil }

    mutating func run() {
        var index = 0
        var lineStart = true
        while index < body.count {
            if lineStart {
                lineStart = false
                if let next = line(at: index) {
                    index = next
                    lineStart = true
                    continue
                }
            }
            let byte = body[index]
            if byte == UInt8(ascii: "\n") {
                lineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: "`"), fence == nil, templateFence == nil {
                var end = index
                while end < body.count, body[end] == UInt8(ascii: "`") { end += 1 }
                let run = end - index
                if codeSpan == nil {
                    codeSpan = run
                } else if codeSpan == run {
                    codeSpan = nil
                }
                index = end
                continue
            }
            if byte == UInt8(ascii: "{"), let fragment = TemplateFragment.at(index, in: body),
                let next = handle(fragment)
            {
                index = next
                continue
            }
            index += 1
        }
        flush(to: body.count)
    }

    // MARK: Lines

    /// Handles the line that starts at `start` when it is a whole construct (a fence, an
    /// attribute list, a template that opens or closes a code block); returns where the next
    /// line starts, or nil to walk the line byte by byte.
    private mutating func line(at start: Int) -> Int? {
        let end = body[start...].firstIndex(of: UInt8(ascii: "\n")) ?? body.count
        let next = min(end + 1, body.count)
        let text = body[start..<end]
        if text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0x0D }) {
            codeSpan = nil
        }
        if let closing = templateFence {
            if let fragment = wholeLineFragment(start, end), closing.contains(fragment.name) {
                replace(fragment.range, with: "```")
                templateFence = nil
                return next
            }
            return nil
        }
        if let marker = Self.fenceMarker(text) {
            if let open = fence {
                if marker.byte == open.byte, marker.count >= open.count, marker.infoIsEmpty { fence = nil }
            } else {
                fence = (marker.byte, marker.count)
                codeSpan = nil
            }
            return next
        }
        guard fence == nil, let fragment = wholeLineFragment(start, end) else { return nil }
        switch fragment.kind {
        case .attributes:
            attributeLine(fragment, lineStart: start)
            return next
        case .tag where fragment.name == "highlight", .shortcode where fragment.name == "highlight":
            let language = TemplateArguments(fragment.arguments).positional.first ?? ""
            replace(fragment.range, with: "```" + language)
            templateFence = fragment.kind == .tag ? ["endhighlight"] : ["/highlight"]
            return next
        default:
            return nil
        }
    }

    /// The fragment that is all of the line `start..<end` but for white space and quote
    /// markers (`> `), if one is.
    private func wholeLineFragment(_ start: Int, _ end: Int) -> TemplateFragment? {
        var first = start
        while first < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")].contains(body[first]) {
            first += 1
        }
        guard first < end, body[first] == UInt8(ascii: "{"), let fragment = TemplateFragment.at(first, in: body),
            fragment.range.upperBound <= end,
            body[fragment.range.upperBound..<end].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == 0x0D || $0 == 9 })
        else { return nil }
        return fragment
    }

    /// A line of kramdown attributes: blanked (spaces, so no column moves), a callout class
    /// kept for the block it applies to, `{:toc}` warned about.
    private mutating func attributeLine(_ fragment: TemplateFragment, lineStart: Int) {
        flush(to: fragment.range.lowerBound)
        let line = output.currentLine
        output.replace(with: String(repeating: " ", count: fragment.range.count), at: fragment.range.lowerBound)
        pending = fragment.range.upperBound
        changed = true
        let classes = fragment.inner.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix(".") }.map {
            String($0.dropFirst())
        }
        if let role = classes.first(where: TemplatePass.calloutRoles.contains) {
            callouts.append(TemplatePass.Callout(line: line, role: role))
        }
        if fragment.inner.hasPrefix("toc") {
            warn("kramdown's table of contents ({:toc}) is not made; the list it stands on is kept", fragment)
        }
    }

    /// A line that opens or closes a fenced code block: its fence character and length, and
    /// whether nothing follows the fence.
    static func fenceMarker(_ line: ArraySlice<UInt8>) -> (byte: UInt8, count: Int, infoIsEmpty: Bool)? {
        var index = line.startIndex
        var indent = 0
        while index < line.endIndex, line[index] == UInt8(ascii: " "), indent < 4 {
            index += 1
            indent += 1
        }
        // Inside a quote or a list item: the markers go first.
        while index < line.endIndex, line[index] == UInt8(ascii: ">") || line[index] == UInt8(ascii: " ") {
            index += 1
        }
        guard index < line.endIndex, line[index] == UInt8(ascii: "`") || line[index] == UInt8(ascii: "~") else {
            return nil
        }
        let byte = line[index]
        var count = 0
        while index < line.endIndex, line[index] == byte {
            count += 1
            index += 1
        }
        guard count >= 3 else { return nil }
        let info = line[index...].filter { $0 != UInt8(ascii: " ") && $0 != 0x0D && $0 != 9 }
        if byte == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
        return (byte, count, info.isEmpty)
    }

    // MARK: Fragments

    /// Rewrites `fragment`; returns where the walk goes on, or nil when it is left as written.
    private mutating func handle(_ fragment: TemplateFragment) -> Int? {
        switch fragment.kind {
        case .escaped:
            replace(fragment.range, with: fragment.literal)
            return fragment.range.upperBound
        case .tag where fragment.name == "raw":
            return raw(fragment)
        case .tag where fragment.name == "endraw":
            replace(fragment.range, with: "")
            return fragment.range.upperBound
        default:
            break
        }
        guard !inCode else { return nil }
        switch fragment.kind {
        case .output: output(fragment)
        case .tag: tag(fragment)
        case .shortcode: shortcode(fragment)
        case .attributes: attributes(fragment)
        case .escaped: break
        }
        return fragment.range.upperBound
    }

    /// `{% raw %}`: what it holds is written as it is, as code (a fenced block when the tags
    /// stand on lines of their own, a code span otherwise, nothing more inside code).
    private mutating func raw(_ fragment: TemplateFragment) -> Int {
        var search = fragment.range.upperBound
        var close: TemplateFragment?
        while let brace = body[search...].firstIndex(of: UInt8(ascii: "{")) {
            if let found = TemplateFragment.at(brace, in: body), found.kind == .tag, found.name == "endraw" {
                close = found
                break
            }
            search = brace + 1
        }
        guard let close else {
            warn("'{% raw %}' is never closed with '{% endraw %}'; the tag was left out", fragment)
            replace(fragment.range, with: "")
            return fragment.range.upperBound
        }
        let content = fragment.range.upperBound..<close.range.lowerBound
        if inCode {
            replace(fragment.range, with: "")
            flush(to: close.range.lowerBound)
            replace(close.range, with: "")
            return close.range.upperBound
        }
        let ownLines = isAloneOnLine(fragment.range) && isAloneOnLine(close.range)
        let longest = longestBacktickRun(in: content)
        let delimiter =
            ownLines
            ? "```" + String(repeating: "`", count: max(0, longest - 2)) : String(repeating: "`", count: longest + 1)
        let pad = ownLines || content.isEmpty ? "" : " "
        replace(fragment.range, with: delimiter + pad)
        flush(to: close.range.lowerBound)
        replace(close.range, with: pad + delimiter)
        return close.range.upperBound
    }

    /// `{{ … }}`: a variable's or a quoted text's value, or left out with a warning; Go
    /// template syntax (`{{ .Title }}`, which Hugo does not run in content) is kept as written.
    private mutating func output(_ fragment: TemplateFragment) {
        let inner = fragment.inner
        if inner.hasPrefix(".") || inner.hasPrefix("$") {
            warn(
                "'\(fragment.excerpt(in: body))' is Go template syntax, which Hugo does not run in content; kept as written",
                fragment)
            return
        }
        if Self.isCall(inner) {
            replace(fragment.range, with: "")
            warn(
                "Zola's shortcode '\(fragment.excerpt(in: body))' has no meaning outside Zola; nothing is shown in its place",
                fragment)
            return
        }
        let (value, problem) = LiquidOutput.evaluate(inner, variables: variables)
        replace(fragment.range, with: value ?? "")
        if value == nil {
            warn(
                "'\(fragment.excerpt(in: body))': \(problem ?? "it is not a value Folio knows"); it was left out",
                fragment)
        } else if let problem {
            warn("'\(fragment.excerpt(in: body))': \(problem); its value was kept", fragment)
        }
    }

    /// `{% … %}`: links become their paths, comments go, everything else is left out with a
    /// warning that the text around it was kept.
    private mutating func tag(_ fragment: TemplateFragment) {
        let name = fragment.name
        let arguments = TemplateArguments(fragment.arguments)
        switch name {
        case "link":
            let path = arguments.positional.first ?? ""
            replace(fragment.range, with: path.hasPrefix("/") ? path : "/" + path)
        case "post_url":
            replace(fragment.range, with: "/_posts/" + (arguments.positional.first ?? ""))
        case "comment":
            replace(fragment.range, with: "")
        case "endcomment", "end", "endhighlight", "else", "elsif", "when", "endif", "endfor", "endunless",
            "endcase", "endcapture":
            replace(fragment.range, with: "")
        case "include", "include_relative", "render":
            replace(fragment.range, with: "")
            warn(
                "'\(fragment.excerpt(in: body))' includes a file of the site, which is not carried over; "
                    + "nothing is shown in its place", fragment)
        default:
            replace(fragment.range, with: "")
            let what = Self.isCall(fragment.inner) ? "Zola's shortcode" : "the Liquid tag"
            warn(
                "\(what) '\(fragment.excerpt(in: body))' has no meaning in an issue; it was left out and the text around it kept",
                fragment)
        }
    }

    /// `{{< … >}}` and `{{% … %}}`: Hugo's shortcodes.
    private mutating func shortcode(_ fragment: TemplateFragment) {
        let name = fragment.name
        let arguments = TemplateArguments(fragment.arguments)
        switch name {
        case "ref", "relref":
            replace(fragment.range, with: arguments.value("path", position: 0) ?? "")
        case "figure":
            guard let source = arguments.value("src") else {
                replace(fragment.range, with: "")
                warn("'\(fragment.excerpt(in: body))' names no image (src=); it was left out", fragment)
                return
            }
            let caption = arguments.value("caption") ?? arguments.value("title")
            let alt = arguments.value("alt") ?? caption ?? ""
            var image = "![\(Self.escapedText(alt))](<\(source)>"
            if let caption { image += " \"\(caption.replacing("\"", with: "\\\""))\"" }
            image += ")"
            if let link = arguments.value("link") { image = "[\(image)](<\(link)>)" }
            replace(fragment.range, with: image)
        case "youtube":
            let id = arguments.value("id", position: 0) ?? ""
            let title = arguments.value("title") ?? "Video on YouTube"
            replace(fragment.range, with: "[\(Self.escapedText(title))](https://www.youtube.com/watch?v=\(id))")
        case "vimeo":
            let id = arguments.value("id", position: 0) ?? ""
            let title = arguments.value("title") ?? "Video on Vimeo"
            replace(fragment.range, with: "[\(Self.escapedText(title))](https://vimeo.com/\(id))")
        default:
            replace(fragment.range, with: "")
            if name.hasPrefix("/") { return }
            warn(
                "Hugo's shortcode '\(fragment.excerpt(in: body))' has no meaning outside Hugo; it was left out "
                    + "(any text between it and its closing tag is kept)", fragment)
        }
    }

    /// Kramdown's attributes inside a line (after a span, a heading's `{#id}`): removed.
    private mutating func attributes(_ fragment: TemplateFragment) {
        replace(fragment.range, with: "")
        if fragment.inner.hasPrefix("toc") {
            warn("kramdown's table of contents ({:toc}) is not made", fragment)
        }
    }

    // MARK: Writing

    /// Writes what is pending up to `index`.
    private mutating func flush(to index: Int) {
        guard index > pending else { return }
        output.copy(body, pending..<index)
        pending = index
    }

    /// Writes `text` in place of `range`, keeping its line feeds.
    private mutating func replace(_ range: Range<Int>, with text: String) {
        flush(to: range.lowerBound)
        output.replace(with: text, at: range.lowerBound)
        output.keepLineFeeds(body, range)
        pending = range.upperBound
        changed = true
    }

    private mutating func warn(_ message: String, _ fragment: TemplateFragment) {
        let location = positions.location(of: fragment.range.lowerBound)
        diagnostics.append(.warning(message, at: location))
    }

    private func isAloneOnLine(_ range: Range<Int>) -> Bool {
        let before = body[..<range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let after = body[range.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? body.count
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == 9 || $0 == 0x0D }
        return body[before..<range.lowerBound].allSatisfy(blank) && body[range.upperBound..<after].allSatisfy(blank)
    }

    private func longestBacktickRun(in range: Range<Int>) -> Int {
        var longest = 0
        var run = 0
        for byte in body[range] {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// Whether `inner` is a call, `name(…)`: Zola's shortcodes.
    static func isCall(_ inner: String) -> Bool {
        guard let open = inner.firstIndex(of: "("), open > inner.startIndex, inner.hasSuffix(")") else { return false }
        return inner[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `text` with the characters that would end or mark up a link's text escaped.
    static func escapedText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]\\*_`<".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

extension BodyPositions {
    /// The file location of the body's byte at `offset` (the template pass's warnings, which
    /// it finds by offset).
    func location(of offset: Int) -> SourceLocation {
        var line = 1
        while let text = bytes(ofLine: line), offset > text.endIndex { line += 1 }
        let start = bytes(ofLine: line)?.startIndex ?? 0
        return location(line: line, column: offset - start + 1)
    }
}
