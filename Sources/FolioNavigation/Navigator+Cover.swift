/// Folio's cover keys (docs/navigation.md, "The cover's lines"): on the cover, Tab and
/// Shift-Tab start a highlight that moves through the cover lines (then `down` and `up` move it
/// too), and Enter or a digit opens a line's article. The one place
/// they are decided; every sink (the terminal preview, the carousel's port in folio-rules.js)
/// follows it, and the scenarios in `Scenarios/Cover` check them all.
extension Navigator {
    /// Whether `state` shows the cover as itself, with lines to highlight: article 0 of an
    /// issue whose shape has cover lines, the contents closed, the page not zoomed.
    public func isOnCover(_ state: NavigationState) -> Bool {
        !shape.coverLines.isEmpty && state.at.article == 0 && !state.overlay && !state.isZoomed
    }

    /// The highlighted cover line (0 is the first) on the cover; nil when none is or the
    /// state is not on the cover. `state.highlight` names the article that line opens.
    public func highlightedCoverLine(in state: NavigationState) -> Int? {
        guard isOnCover(state), let article = state.highlight else { return nil }
        return shape.coverLines.firstIndex(of: article)
    }

    /// Rule 3 on the cover, with the revealed title already hidden. Returns true when the key
    /// was handled here; false leaves it to the rest of rule 3 (the column's and the strip's
    /// rules): `down` and `up` with none highlighted, `down` on the last line (the highlight
    /// kept), and every other key after clearing the highlight.
    ///
    /// - Tab highlights the next line (the first when none is); past the last, none.
    ///   Shift-Tab the previous one (the last when none is); before the first, none.
    /// - `down` and `up` move the highlight only once there is one (Tab or Shift-Tab starts it).
    ///   With none highlighted they are the column's `down` and `up`, as on any article's last
    ///   page: `down` is the pull that reveals the first article (and with `advance` goes
    ///   there), so a swipe, the wheel, Space or PageDown leaves the cover at once.
    /// - `down` highlights the next line; on the last line it is the column's `down`, the
    ///   highlight kept (the line stays marked while the first article's title shows, and
    ///   `up` goes back through the lines from it).
    /// - `up` highlights the previous line; on the first line, none.
    /// - `enter` goes to page 0 of the highlighted line's article (nothing when none is).
    /// - A digit goes to page 0 of that line's article (nothing past the lines shown).
    /// - Any other key clears the highlight and does what it does on any page.
    func pressOnCover(_ key: NavigationKey, state: inout NavigationState) -> Bool {
        guard isOnCover(state) else { return false }
        let lines = shape.coverLines
        let line = highlightedCoverLine(in: state)
        switch key {
        case .tab:
            let next = line.map { $0 + 1 } ?? 0
            state.highlight = lines.indices.contains(next) ? lines[next] : nil
        case .shiftTab:
            let previous = line.map { $0 - 1 } ?? lines.count - 1
            state.highlight = lines.indices.contains(previous) ? lines[previous] : nil
        case .down:
            guard let line, lines.indices.contains(line + 1) else { return false }
            state.highlight = lines[line + 1]
        case .up:
            guard let line else { return false }
            state.highlight = line > 0 ? lines[line - 1] : nil
        case .enter:
            guard let line else { return true }
            go(to: Position(lines[line], 0), state: &state)
        case .line1, .line2, .line3, .line4, .line5, .line6, .line7, .line8, .line9:
            guard let index = key.coverLine, lines.indices.contains(index) else { return true }
            go(to: Position(lines[index], 0), state: &state)
        case .right, .left, .zoomIn, .zoomOut, .resetZoom, .overlay, .escape, .search:
            state.highlight = nil
            return false
        }
        return true
    }
}
