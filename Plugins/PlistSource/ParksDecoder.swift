import Foundation

/// Decides whether a property list is a parks list and, if it is, decodes its parks.
///
/// Two shapes are parks lists:
/// - (a) a root array of parks, each `{name: String, photos: [{imageName: String, caption: String}]}`
///   (the State Parks course assignment's `StateParks.plist`);
/// - (b) a root dictionary with a `title` string and a `parks` array of that shape.
///
/// A property list is a parks list when its root (in shape b, its `parks` value) is an array
/// holding at least one dictionary with a `photos` key. Anything else (an app's Info.plist) is
/// not content and is ignored with a reason. Within a parks list every wrong type or missing key
/// is an error naming its key path (`[2].photos[0].caption: expected a string, found an
/// integer`), so one run reports them all.
///
/// A missing `caption` is a warning, not an error: the photo still makes sense without one, and
/// takes the park's name as its alternative text. A caption of the wrong type is an error.
enum ParksDecoder {
    /// What the decoder made of a property list.
    enum Outcome: Sendable, Equatable {
        /// Not a parks list, and why.
        case notAParksList(reason: String)
        /// A parks list: the parks that could be decoded, and every problem found.
        case parksList(ParksList, problems: [PlistProblem])
    }

    /// Decodes `root`.
    static func decode(_ root: PlistValue) -> Outcome {
        switch root.content {
        case .array(let items):
            guard holdsParks(items) else {
                return .notAParksList(
                    reason: items.isEmpty
                        ? "not a parks list: the root array is empty"
                        : "not a parks list: the root array holds no dictionary with a 'photos' key")
            }
            var problems: [PlistProblem] = []
            let parks = decodeParks(items, prefix: "", problems: &problems)
            return .parksList(ParksList(title: nil, parks: parks), problems: problems)
        case .dictionary:
            guard let parksEntry = root["parks"] else {
                return .notAParksList(reason: "not a parks list: the root dictionary has no 'parks' key")
            }
            guard case .array(let items) = parksEntry.value.content, holdsParks(items) else {
                return .notAParksList(
                    reason:
                        "not a parks list: 'parks' is \(parksEntry.value.typeDescription) that holds no dictionary with a 'photos' key"
                )
            }
            var problems: [PlistProblem] = []
            var title: String?
            if let titleEntry = root["title"] {
                if case .string(let text) = titleEntry.value.content {
                    title = text
                } else {
                    problems.append(typeMismatch("title", expected: "a string", found: titleEntry.value))
                }
            }
            let parks = decodeParks(items, prefix: "parks", problems: &problems)
            return .parksList(ParksList(title: title, parks: parks), problems: problems)
        default:
            return .notAParksList(
                reason: "not a parks list: the root is \(root.typeDescription), not an array or dictionary of parks")
        }
    }

    private static func holdsParks(_ items: [PlistValue]) -> Bool {
        items.contains { $0["photos"] != nil }
    }

    private static func decodeParks(_ items: [PlistValue], prefix: String, problems: inout [PlistProblem]) -> [Park] {
        var parks: [Park] = []
        for (index, item) in items.enumerated() {
            let path = "\(prefix)[\(index)]"
            guard case .dictionary = item.content else {
                problems.append(typeMismatch(path, expected: "a dictionary", found: item))
                continue
            }
            let name = requiredString("name", in: item, path: path, problems: &problems)
            if let name, name.trimmingCharacters(in: .whitespaces).isEmpty, let entry = item["name"] {
                problems.append(.error("\(path).name: the park's name is empty", at: entry.value.location))
            }
            let photos = decodePhotos(item, path: path, parkName: name, problems: &problems)
            if let name, !name.trimmingCharacters(in: .whitespaces).isEmpty {
                parks.append(Park(name: name, photos: photos, path: path, location: item.location))
            }
        }
        return parks
    }

    private static func decodePhotos(
        _ park: PlistValue, path: String, parkName: String?, problems: inout [PlistProblem]
    ) -> [ParkPhoto] {
        guard let entry = park["photos"] else {
            problems.append(.error("\(path): missing 'photos'", at: park.location))
            return []
        }
        guard case .array(let items) = entry.value.content else {
            problems.append(typeMismatch("\(path).photos", expected: "an array", found: entry.value))
            return []
        }
        var photos: [ParkPhoto] = []
        for (index, item) in items.enumerated() {
            let photoPath = "\(path).photos[\(index)]"
            guard case .dictionary = item.content else {
                problems.append(typeMismatch(photoPath, expected: "a dictionary", found: item))
                continue
            }
            let imageName = requiredString("imageName", in: item, path: photoPath, problems: &problems)
            var caption: String?
            if let captionEntry = item["caption"] {
                if case .string(let text) = captionEntry.value.content {
                    caption = text
                } else {
                    problems.append(
                        typeMismatch("\(photoPath).caption", expected: "a string", found: captionEntry.value))
                }
            } else {
                let subject = parkName.map { "the park's name ('\($0)')" } ?? "the park's name"
                problems.append(
                    .warning(
                        "\(photoPath): missing 'caption'; the photo is shown without one, with \(subject) as its alternative text",
                        at: item.location))
            }
            guard let imageName, let nameEntry = item["imageName"] else { continue }
            if imageName.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append(.error("\(photoPath).imageName: the image name is empty", at: nameEntry.value.location))
                continue
            }
            photos.append(
                ParkPhoto(imageName: imageName, imageNameLocation: nameEntry.value.location, caption: caption))
        }
        return photos
    }

    private static func requiredString(
        _ key: String, in dictionary: PlistValue, path: String, problems: inout [PlistProblem]
    ) -> String? {
        guard let entry = dictionary[key] else {
            problems.append(.error("\(path): missing '\(key)'", at: dictionary.location))
            return nil
        }
        guard case .string(let text) = entry.value.content else {
            problems.append(typeMismatch("\(path).\(key)", expected: "a string", found: entry.value))
            return nil
        }
        return text
    }

    private static func typeMismatch(_ path: String, expected: String, found value: PlistValue) -> PlistProblem {
        .error("\(path): expected \(expected), found \(value.typeDescription)", at: value.location)
    }
}
