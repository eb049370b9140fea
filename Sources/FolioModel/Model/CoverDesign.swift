/// How the cover sets its photo and its words (`issue.yaml` `cover: layout:`).
public enum CoverDesign: String, Sendable, Equatable, Hashable, Decodable, CaseIterable {
    /// The photo fills the whole page, edge to edge; the masthead, the subtitle and the number
    /// and date line stand at the top and the cover lines at the bottom, each group over a
    /// scrim as dark as the pixels behind it need (the default).
    case full
    /// The photo fills the whole page; the masthead stands at the top, and the subtitle, the
    /// number and date line and the cover lines sit together in a dark band across the foot.
    case band
    /// A title page: the masthead and the words, then the photo below them at the text width.
    case classic

    /// Whether the photo is drawn behind the words, over the whole page.
    public var bleeds: Bool { self != .classic }
}
