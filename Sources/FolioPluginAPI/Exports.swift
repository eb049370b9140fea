// The plugin API is these modules' public types and the protocols of this one: a plugin writes
// `import FolioPluginAPI` and nothing else of Folio's. What each module holds: README.md's
// "Plugins" section lists every public type, and FencedSurfaceTests holds the list to it.
@_exported import FolioConformance
@_exported import FolioFrontMatter
@_exported import FolioImaging
@_exported import FolioLayout
@_exported import FolioModel
@_exported import FolioNavigation
@_exported import FolioSearch
@_exported import FolioText
