import FolioPluginAPI

/// Turns the template syntax of a Markdown body into what it stands for before cmark reads
/// it, keeping every diagnostic's line and column true (`TemplateOrigin`).
///
/// Liquid spans lines and `{% raw %}` protects what it holds, so the pass reads the body's
/// bytes itself, as Jekyll and Hugo do before their Markdown renderers: it follows fenced
/// code blocks and code spans (where only `{% raw %}` and the escaped forms are undone:
/// code shows templates as written) and rewrites, outside code:
///
/// - `{{ site.NAME }}`, `{{ page.NAME }}` and quoted texts, through `relative_url`,
///   `absolute_url` and a few other filters (`LiquidOutput`): their text;
/// - `{% raw %}…{% endraw %}`: code (a code block on lines of its own, else a code span);
///   `{% highlight LANG %}…{% endhighlight %}` and Hugo's `{{< highlight LANG >}}`: a fenced
///   code block;
/// - `{% link PATH %}`, `{% post_url NAME %}`, `{{< ref "PATH" >}}`, `{{< relref "PATH" >}}`:
///   the path, which the build's link step resolves;
/// - `{{< figure src= caption= alt= >}}`: an image; `{{< youtube ID >}}`: a link with its title;
/// - kramdown's attribute lists (`{: .class}`, a heading's `{#id}`): removed, the callout
///   classes (`TemplatePass.calloutRoles`) kept as the role of the block they apply to;
/// - `{{</* … */>}}` and `{{/* … */}}`: the syntax they show.
///
/// Anything else template-like is removed with a warning at its place that says what was
/// kept: no template syntax reaches a reader as text without one.
struct TemplatePass {
    /// A callout class of kramdown's attribute list, on the line `line` of the rewritten body:
    /// the block just above it, or just below when a blank line is above.
    struct Callout: Equatable {
        var line: Int
        var role: String
    }

    /// What the pass made of a body.
    struct Result {
        /// The body cmark reads.
        var body: [UInt8]
        /// Where its bytes came from; nil when nothing was rewritten.
        var origin: TemplateOrigin?
        var diagnostics: [Diagnostic] = []
        var callouts: [Callout] = []
    }

    /// The classes of kramdown's attribute lists kept as a block's role: callouts', pull
    /// quotes' and sidebars' (`QuoteKind`), and a photo's across the columns (`Photo.wideRoles`).
    static let calloutRoles: Set<String> =
        Set(["note", "info", "tip", "warning"]).union(QuoteKind.pullQuoteRoles).union(QuoteKind.sidebarRoles)
        .union(Photo.wideRoles)

    /// The variables `{{ site.* }}` and `{{ page.* }}` read, made only for a body that may
    /// hold templates (the site's configuration is read then).
    let variables: () -> TemplateVariables

    /// Rewrites `body`, whose places `positions` gives.
    func rewrite(_ body: [UInt8], positions: BodyPositions) -> Result {
        guard Self.mayHoldTemplates(body) else { return Result(body: body) }
        var walk = TemplateWalk(body: body, variables: variables(), positions: positions)
        walk.run()
        guard walk.changed else { return Result(body: body, diagnostics: walk.diagnostics) }
        let origin = TemplateOrigin(written: positions, writtenBody: body, offsets: walk.output.offsets)
        return Result(body: walk.output.bytes, origin: origin, diagnostics: walk.diagnostics, callouts: walk.callouts)
    }

    /// Whether any `{` is followed by `{`, `%`, `:` or `#`: a body without is left alone.
    static func mayHoldTemplates(_ body: [UInt8]) -> Bool {
        var index = body.firstIndex(of: UInt8(ascii: "{"))
        while let found = index, found + 1 < body.count {
            switch body[found + 1] {
            case UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: ":"), UInt8(ascii: "#"): return true
            default: index = body[(found + 1)...].firstIndex(of: UInt8(ascii: "{"))
            }
        }
        return false
    }
}
