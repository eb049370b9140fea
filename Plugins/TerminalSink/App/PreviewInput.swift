import FolioPluginAPI

/// What the reader asks the preview for: a navigation key, or one of the preview's own.
enum PreviewInput: Hashable, Sendable {
    /// A key of NAVIGATION.md.
    case key(NavigationKey)
    /// A navigation key the reader pressed on the keyboard (an arrow, h j k l, space, Page
    /// Up/Down): the same as `key`, except that in the contents grid ↑ and ↓ move a row.
    case typed(NavigationKey)
    /// `q`: leave the preview.
    case quit
    /// Ctrl-C: leave the preview, as an interrupted program does (exit status 130).
    case interrupt
    /// Ctrl-Z: suspend the preview to the shell (`fg` brings it back).
    case suspend
    /// `?`: show or hide the list of keys.
    case help
    /// Ctrl-L: draw the whole screen again.
    case redraw

    /// A key word as `--keys` takes it: a scenario spelling (`down`, `+`, `escape`), an alias
    /// (`h`, `j`, `k`, `l`, `space`), `q`, `?` or `help`.
    init?(word: String) {
        switch word {
        case "q", "quit": self = .quit
        case "?", "help": self = .help
        default:
            guard let key = NavigationKey(alias: word) else { return nil }
            self = .key(key)
        }
    }
}
