/// What a callout says about its text, from the role its source gave the quote (GitHub's and
/// Obsidian's alert kinds, the classes imported sites use for `{: .note}` and `<aside>`): the
/// five kinds GitHub draws, each in a colour of its own in every sink (`PageTheme`).
public enum CalloutKind: String, Sendable, Hashable, CaseIterable {
    /// Something to know: `note`, `info`, `todo`, `abstract`, `summary`, `tldr`, `question`,
    /// `example`.
    case note
    /// Something that helps: `tip`, `hint`, `success`, `check`, `done`.
    case tip
    /// Something not to miss: `important`.
    case important
    /// Something to mind: `warning`, `attention`.
    case warning
    /// Something that can go wrong: `caution`, `danger`, `error`, `bug`, `failure`, `fail`,
    /// `missing`.
    case caution

    /// The roles that make each kind, as sources write them (lower case).
    public var roles: [String] {
        switch self {
        case .note: ["note", "info", "todo", "abstract", "summary", "tldr", "question", "help", "faq", "example"]
        case .tip: ["tip", "hint", "success", "check", "done"]
        case .important: ["important"]
        case .warning: ["warning", "attention"]
        case .caution: ["caution", "danger", "error", "bug", "failure", "fail", "missing"]
        }
    }

    /// The kind a quote's role makes, in any case; nil for a role that is no callout (a pull
    /// quote's `pquote`, an `aside`, a quote without a role).
    public init?(role: String?) {
        guard let role = role?.lowercased(), let kind = Self.allCases.first(where: { $0.roles.contains(role) }) else {
            return nil
        }
        self = kind
    }
}
