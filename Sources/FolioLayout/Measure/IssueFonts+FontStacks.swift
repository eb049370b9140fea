import FolioText

/// The issue's fonts are what a build measures with.
extension IssueFonts: FontStacks {}
