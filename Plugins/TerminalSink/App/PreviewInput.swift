import FolioPluginAPI
import Foundation

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
    /// `b` or Backspace: from an issue opened on the shelf, back to the shelf; in the contents'
    /// search line, Backspace deletes the last character of the words.
    case back
    /// A printable character the keyboard sent (any script, decoded from UTF-8): in the contents'
    /// search line a character of the words, anywhere else the key it stands for (`asKey`).
    case character(Character)
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

    /// The key a character of the keyboard stands for outside the search line: `=` zooms in and
    /// `_` out (`+` and `-` without Shift), any other its `--keys` word (`init(word:)`); nil for
    /// a character that is no key.
    init?(character: Character) {
        switch character {
        case "=": self = .key(.zoomIn)
        case "_": self = .key(.zoomOut)
        default: self.init(word: String(character))
        }
    }

    /// The input as a key: a character is the key it stands for (nil when none); every other
    /// input is itself.
    var asKey: PreviewInput? {
        if case .character(let character) = self { return PreviewInput(character: character) }
        return self
    }

    /// The search line's `words` after this input: a character added (a control character, as
    /// `--keys type:%1B` could type, is no letter and adds nothing), Backspace's the last one
    /// taken off; nil for an input that does not edit the line.
    func editing(_ words: String) -> String? {
        switch self {
        case .character(let character):
            character.unicodeScalars.contains(where: ControlCharacters.contains) ? words : words + String(character)
        case .back:
            String(words.dropLast())
        default:
            nil
        }
    }

    /// The word of `--keys` that types into the search line: `type:WORDS`.
    static let typePrefix = "type:"

    /// The inputs a `--keys` word stands for: `type:WORDS` types WORDS into the contents' search
    /// line, a character at a time, as the keyboard does (percent-encoded, so that `%20` is a
    /// space, which a `--keys` word cannot hold); any other word is one key (`init(word:)`). Nil
    /// for a word that is neither, or a `type:` whose percent-encoding is broken.
    static func inputs(word: String) -> [PreviewInput]? {
        guard word.hasPrefix(typePrefix) else { return PreviewInput(word: word).map { [$0] } }
        guard let text = String(word.dropFirst(typePrefix.count)).removingPercentEncoding else { return nil }
        return text.map(PreviewInput.character)
    }
}
