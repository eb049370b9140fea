extension Article {
    /// The byline an article's first page shows under its title, the same in every sink: the
    /// author and the date that are given and not empty, joined by " · " (empty when neither).
    public var byline: String {
        [author, date].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
