import FolioPluginAPI

/// What `{{ site.* }}` and `{{ page.* }}` stand for in one file: the site's configuration
/// (when the content folder is inside a site or was imported from one) and the file's own
/// front matter, each a flat table of dotted names (`site.github.repository_nwo`) to text.
struct TemplateVariables: Equatable {
    /// `site.NAME` values, by `NAME` (dotted for nested tables).
    var site: [String: String] = [:]
    /// `page.NAME` values, by `NAME`.
    var page: [String: String] = [:]

    /// The value of a variable written `name` (`site.title`, `page.title`), or nil when it is
    /// not one this file knows.
    func value(of name: String) -> String? {
        if name.hasPrefix("site.") { return site[String(name.dropFirst(5))] }
        if name.hasPrefix("page.") { return page[String(name.dropFirst(5))] }
        return nil
    }
}

extension TemplateVariables {
    /// The variables of a file of `folder` with `frontMatter`: the site's when the folder lies
    /// in a site (`ContentFolder.siteVariables()`), the page's from its front matter.
    init(folder: ContentFolder, frontMatter: ArticleFrontMatter) {
        site = folder.siteVariables()
        var page: [String: String] = [:]
        page["title"] = frontMatter.title
        page["author"] = frontMatter.author
        page["date"] = frontMatter.date
        page["description"] = frontMatter.summary
        page["summary"] = frontMatter.summary
        page["excerpt"] = frontMatter.summary
        page["slug"] = frontMatter.slug
        page["lang"] = frontMatter.language
        self.page = page
    }
}
