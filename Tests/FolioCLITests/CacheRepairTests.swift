import FolioConformance
import FolioTestSupport
import Foundation
import Testing

/// A damaged build cache repairs to a cold build's bytes. With the release `folio` as a user
/// runs it: the sample is built with a cache, every kind of file the cache holds (photos,
/// renditions, thumbnails, asset records, the build manifest) is damaged in both ways
/// (truncated to a third; overwritten with random bytes of the same length), and the next
/// build into a fresh output folder must exit 0, warn once for each damaged file, naming it,
/// and publish the whole output of both sinks byte for byte as a cold build with its own fresh
/// cache does. (docs/commands.md: "Builds under faults".)
@Suite(.serialized) struct CacheRepairTests {
    /// What a cache file is to the build.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case photo, rendition, thumbnail, record, manifest
        var description: String { rawValue }
    }

    /// How a file is damaged.
    enum Damage: String, CaseIterable, CustomStringConvertible {
        /// Cut to a third of its length.
        case truncated
        /// Its bytes replaced by as many random ones.
        case randomBytes
        var description: String { rawValue }
    }

    /// How many files of a kind one case damages (the manifest is one file).
    static let filesPerCase = 3

    /// Each kind of cache file damaged each way, then every kind at once (the case and
    /// more: a photo's original with its rendition and thumbnail among them). One cold build
    /// (its own fresh cache) is the reference for all: it depends on the content alone. One
    /// warm cache is damaged case after case; each repair build must mend it.
    @Test func everyKindOfCacheFileDamagedEitherWayRepairsToAColdBuildsBytes() throws {
        let space = try FaultWorkspace.sample()
        defer { space.remove() }
        let cold = try space.coldOutput()
        let warm = try space.build()
        try #require(warm.status == 0, "\(warm.errors)")
        #expect(cold.keys.contains { $0.hasPrefix("/json/assets/thumbs/") })
        #expect(cold.keys.contains { $0.hasPrefix("/html/assets/thumbs/") })

        for (kindNumber, kind) in Kind.allCases.enumerated() {
            for (damageNumber, damage) in Damage.allCases.enumerated() {
                let files = try Self.files(
                    of: kind, in: space.cache, case: kindNumber * Damage.allCases.count + damageNumber)
                try #require(files.count == (kind == .manifest ? 1 : Self.filesPerCase), "\(kind) files: \(files)")
                try expectRepair(
                    damaging: files.map { ($0, damage) }, in: space, cold: cold, "\(damage) \(kind)")
            }
        }

        // Photos, renditions and thumbnails (among them the rendition and thumbnail of a photo
        // whose original is damaged too), then the manifest and records of other photos (a
        // damaged record leaves nothing to tell its photo's files by, so they are not damaged).
        var files: [URL] = []
        for (number, kind) in [Kind.photo, .rendition, .thumbnail].enumerated() {
            files += try Self.files(of: kind, in: space.cache, case: 20 + number)
        }
        let photo = files[0].deletingPathExtension().lastPathComponent
        for relative in ["assets/thumbs/\(photo)-320.jpg", "assets/photos/\(photo)-480w.jpg"] {
            let url = space.cache.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path), !files.contains(url) { files.append(url) }
        }
        let photos = Set(files.map { Self.photoName(of: $0) })
        files += try Self.candidates(of: .record, in: space.cache).filter { !photos.contains(Self.photoName(of: $0)) }
            .prefix(Self.filesPerCase)
        files += try Self.candidates(of: .manifest, in: space.cache)
        let damaged: [(file: URL, damage: Damage)] = files.enumerated().map {
            (file: $0.element, damage: $0.offset % 2 == 0 ? .truncated : .randomBytes)
        }
        try #require(damaged.count >= 4 * Self.filesPerCase + 2)
        try expectRepair(damaging: damaged, in: space, cold: cold, "every kind at once")
    }

    /// Damages each file as said, builds into a fresh output folder, and checks: exit 0, one
    /// warning per damaged file naming it (and none about other cache files), the output of both sinks equal to the
    /// cold build's, and a cache whole again (the next build warns about nothing).
    private func expectRepair(
        damaging damaged: [(file: URL, damage: Damage)], in space: FaultWorkspace, cold: [String: Data],
        _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        // Seeded by the label, so that a failing case damages the same bytes when run again.
        var random = SeededGenerator(
            seed: label.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 })
        for (file, damage) in damaged { try Self.damage(file, damage, random: &random) }
        let fresh = space.root.appendingPathComponent("repair-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fresh) }

        let run = try FolioProcess.run(space.arguments(out: fresh) + ["--diagnostics", "json"])
        #expect(run.status == 0, "\(label): \(run.errors)", sourceLocation: sourceLocation)
        let warnings = Self.warnings(in: run.errors).filter { $0.contains(space.cache.path) }
        for (file, _) in damaged {
            let naming = warnings.filter { $0.contains("'\(file.path)'") }
            #expect(
                naming.count == 1, "\(label): \(naming.count) warnings name \(file.path); all: \(warnings)",
                sourceLocation: sourceLocation)
        }
        #expect(
            warnings.count == damaged.count, "\(label): \(damaged.count) files damaged, warnings: \(warnings)",
            sourceLocation: sourceLocation)

        let output = try FileTree.snapshot(fresh)
        let different = Set(output.keys).union(cold.keys).filter { output[$0] != cold[$0] }.sorted()
        #expect(
            different.isEmpty, "\(label): \(different.count) files differ from a cold build's: \(different.prefix(6))",
            sourceLocation: sourceLocation)
        #expect(output.keys.contains { $0.hasPrefix("/json/") } && output.keys.contains { $0.hasPrefix("/html/") })

        let again = try FolioProcess.run(space.arguments(out: fresh) + ["--diagnostics", "json"])
        #expect(again.status == 0, "\(label), again: \(again.errors)", sourceLocation: sourceLocation)
        #expect(
            !Self.warnings(in: again.errors).contains { $0.contains(space.cache.path) },
            "\(label): the repaired cache still warns: \(again.errors)",
            sourceLocation: sourceLocation)
    }

    /// `filesPerCase` files of `kind` in `cache` (the manifest alone for `.manifest`), chosen by
    /// `number` among the candidates, so that cases damage different photos.
    static func files(of kind: Kind, in cache: URL, case number: Int) throws -> [URL] {
        let all = try Self.candidates(of: kind, in: cache)
        guard kind != .manifest else { return all }
        guard all.count >= filesPerCase else { return [] }
        let start = number * filesPerCase % all.count
        return (0..<filesPerCase).map { all[(start + $0) % all.count] }
    }

    /// Every file of `kind` in `cache`, sorted. Renditions are the 480 px ones of photos that
    /// also have a wider rendition: a narrow size made alone would come from a coarser decode
    /// than a cold build's.
    static func candidates(of kind: Kind, in cache: URL) throws -> [URL] {
        func listing(_ folder: String) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(folder).path).sorted()
                .map { cache.appendingPathComponent("\(folder)/\($0)") }
        }
        switch kind {
        case .manifest: return [cache.appendingPathComponent("build/manifest")]
        case .photo: return try listing("assets/photos").filter { !$0.lastPathComponent.contains("-") }
        case .rendition:
            let photos = try listing("assets/photos")
            return photos.filter { url in
                url.lastPathComponent.hasSuffix("-480w.jpg")
                    && photos.contains {
                        $0.lastPathComponent == url.lastPathComponent.replacing("-480w", with: "-960w")
                    }
            }
        case .thumbnail: return try listing("assets/thumbs")
        case .record: return try listing("assets/records")
        }
    }

    /// The content-hashed name of the photo a cache file belongs to.
    static func photoName(of file: URL) -> String {
        String(file.deletingPathExtension().lastPathComponent.prefix { $0 != "-" })
    }

    /// Damages `file` in place (the same inode, as a torn write or a stray writer leaves it).
    static func damage(_ file: URL, _ damage: Damage, random: inout SeededGenerator) throws {
        let bytes = try Data(contentsOf: file)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        switch damage {
        case .truncated:
            try handle.truncate(atOffset: UInt64(bytes.count / 3))
        case .randomBytes:
            var replacement = bytes
            while replacement == bytes {
                replacement = Data((0..<bytes.count).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            }
            try handle.write(contentsOf: replacement)
        }
    }

    /// The messages of the warnings in `--diagnostics json` output.
    static func warnings(in errors: String) -> [String] {
        errors.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["severity"] as? String == "warning"
            else { return nil }
            return object["message"] as? String
        }
    }
}
