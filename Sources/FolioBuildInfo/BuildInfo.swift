/// What was decided about this `folio` when it was built. `version` is written at build time
/// by the FolioVersionPlugin, from `scripts/version` (the one place that decides it: the
/// repository's tag, else the newest version in CHANGELOG.md).
public enum BuildInfo {}
