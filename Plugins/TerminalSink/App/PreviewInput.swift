import FolioPluginAPI

/// What the reader asks the preview for: a navigation key, or one of the preview's own.
enum PreviewInput: Hashable, Sendable {
    /// A key of NAVIGATION.md.
    case key(NavigationKey)
    /// An arrow key the reader pressed (an arrow, h j k l, space, Page Up/Down, or its word in
    /// `--keys`): the same as `key`, except that in the contents grid ↑ and ↓ move a row. (On
    /// the cover ↓ and ↑ move the highlight through the cover lines, as the rules engine says
    /// for `key` too.)
    case typed(NavigationKey)
    /// Tab: the rules' `tab` (on the cover, the next cover line; on the shelf, the next issue).
    case nextLine
    /// Shift-Tab: the rules' `shift-tab` (on the cover, the previous cover line; on the shelf,
    /// the previous issue).
    case previousLine
    /// A digit from 1 to 9: the rules' digit (on the cover, open the cover line of that number),
    /// or on the shelf the issue.
    case number(Int)
    /// `b` or Backspace: from an issue opened on the shelf, back to the shelf.
    case back
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

    /// A key word as `--keys` takes it and a letter key as the keyboard sends it: a scenario
    /// spelling (`down`, `+`, `escape`), an alias (`h`, `j`, `k`, `l`, `space`), `tab`,
    /// `backtab`, a digit from 1 to 9, `b` (or `back`), `q`, `?` or `help`. An arrow's word is
    /// `typed`, as the reader presses it, so `--keys` does what the same keys do on the
    /// keyboard; a scenario's keys reach the controller as `key` (TerminalConformanceDriver).
    init?(word: String) {
        switch word {
        case "q", "quit": self = .quit
        case "?", "help": self = .help
        case "tab": self = .nextLine
        case "backtab": self = .previousLine
        case "b", "back": self = .back
        default:
            if word.count == 1, let digit = Int(word), (1...9).contains(digit) {
                self = .number(digit)
                return
            }
            guard let key = NavigationKey(alias: word) else { return nil }
            self = key.direction == nil ? .key(key) : .typed(key)
        }
    }
}
