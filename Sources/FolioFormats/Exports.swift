// The readers of Folio's own settings files (issue.yaml, shelf.yaml) and `folio import`'s
// record are built on the front matter's readers (YAML, TOML, JSON, site configurations),
// which live below the plugin API in FolioFrontMatter; a module that reads formats imports
// this one and has both.
@_exported import FolioFrontMatter
