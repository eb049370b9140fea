// FolioCore is the core under one name: the modules below, re-exported, so that a plugin
// (and the command line) imports the whole public API with `import FolioCore`. The code lives
// in them; see docs/architecture.md for what each holds and how they depend.
@_exported import FolioConformance
@_exported import FolioLayout
@_exported import FolioModel
@_exported import FolioNavigation
@_exported import FolioPipeline
