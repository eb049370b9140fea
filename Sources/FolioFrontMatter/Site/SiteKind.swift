/// The generator a site is written for, as `SiteConfig` recognises it from the site's files.
package enum SiteKind: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// Jekyll: `_config.yml` (or `_config.yaml`, `_config.toml`) at the root; posts in `_posts/`,
    /// collections in `_NAME/`, every other file served from the root.
    case jekyll
    /// Hugo: `hugo.toml`/`hugo.yaml`/`hugo.json`, a `config.*` naming `baseURL`, or
    /// `config/_default/`; content in `content/` (or `contentDir`), files served from `static/`.
    case hugo
    /// Zola: `config.toml` naming `base_url`; content in `content/`, files served from `static/`.
    case zola
    /// A folder of Markdown files with no generator's configuration.
    case plain

    /// The generator's name as people write it (`Jekyll`, `Hugo`, `Zola`, `plain folder`).
    package var description: String {
        switch self {
        case .jekyll: "Jekyll"
        case .hugo: "Hugo"
        case .zola: "Zola"
        case .plain: "plain folder"
        }
    }
}
