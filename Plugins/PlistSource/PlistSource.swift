import FolioCore

/// PLACEHOLDER (replaced by the property-list work of issue 2).
public struct PlistSource: ContentSource {
    public init() {}
    public var name: String { "plist" }
    public var summary: String { "photo galleries (parks) from XML and binary property lists (*.plist), read with libxml2" }
    public func claims(_ file: ContentFile) -> Bool { file.pathExtension == "plist" }
    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput { SourceOutput() }
}
