/// A parks list as decoded from a property list: what the State Parks course assignment's
/// `StateParks.plist` holds, with where each value was written.
struct ParksList: Sendable, Equatable {
    /// The list's `title` (shape b only).
    var title: String?
    /// The parks, in file order.
    var parks: [Park]
}

/// One park: a name and its photos.
struct Park: Sendable, Equatable {
    /// The park's name; it becomes the article's title and id.
    var name: String
    /// The photos, in file order.
    var photos: [ParkPhoto]
    /// The key path of the park's dictionary (`[2]`, `parks[2]`), for messages.
    var path: String
    /// Where the park's dictionary starts.
    var location: PlistLocation
}

/// One photo of a park, as the property list names it.
struct ParkPhoto: Sendable, Equatable {
    /// The image's name: a file beside the property list, or an asset catalog image set.
    var imageName: String
    /// Where `imageName` is written, for errors about the image.
    var imageNameLocation: PlistLocation
    /// The caption; `nil` when the key is missing.
    var caption: String?
}
