// FolioCore is the core under one name: the modules below, re-exported, so that the built-in
// plugins and the command line import them with `import FolioCore` while they move to the
// plugin API (`import FolioPluginAPI`). See docs/architecture.md for what each holds.
@_exported import FolioBuild
@_exported import FolioConformance
@_exported import FolioFormats
@_exported import FolioLayout
@_exported import FolioModel
@_exported import FolioNavigation
@_exported import FolioPluginAPI
