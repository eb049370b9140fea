import FolioImaging
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The photo corpus that `tools/make-photo-corpus make` writes (Pillow and libjpeg), made once
/// per test run into a scratch folder, with its manifest of upright sizes.
struct PhotoCorpus: Sendable {
    /// One photo the manifest lists.
    struct Entry: Sendable, Decodable {
        var width: Int
        var height: Int
        var kind: String
    }

    /// The corpus folder.
    let root: URL
    /// The photos of `root/Photos`, by file name.
    let entries: [String: Entry]

    /// The corpus of this run, made on first use.
    static let shared: Result<PhotoCorpus, CorpusError> = make()

    /// Why the corpus could not be made.
    struct CorpusError: Error, CustomStringConvertible {
        var description: String
    }

    /// The package's root, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func make() -> Result<PhotoCorpus, CorpusError> {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-photo-corpus-\(UUID().uuidString)")
        let tool = packageRoot.appendingPathComponent("tools/make-photo-corpus").path
        let status = spawn([tool, "make", root.path])
        guard status == 0 else {
            return .failure(
                CorpusError(
                    description:
                        "tools/make-photo-corpus failed with status \(status) (Pillow installed? scripts/ensure-deps test)"
                ))
        }
        do {
            let manifest = try Data(contentsOf: root.appendingPathComponent("manifest.json"))
            let entries = try JSONDecoder().decode([String: Entry].self, from: manifest)
            return .success(
                PhotoCorpus(root: root, entries: entries.filter { !$0.key.contains(" ") && $0.key.contains(".") }))
        } catch {
            return .failure(CorpusError(description: "cannot read the corpus manifest: \(error)"))
        }
    }

    /// Runs a program and waits for it; its wait status (0 when it exited with 0). It uses
    /// posix_spawn rather than Foundation's Process, which leaks a weak-reference side table
    /// that AddressSanitizer's leak check reports.
    private static func spawn(_ arguments: [String]) -> Int32 {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    /// The bytes of photo `name`.
    func data(_ name: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Photos").appendingPathComponent(name))
    }

    /// The quadrant colours every corpus photo shows upright (see the tool): red, green, blue,
    /// yellow from top left, in reading order.
    static let quadrants: [(Double, Double, Double)] = [(220, 40, 40), (40, 190, 60), (40, 50, 210), (235, 215, 50)]

    /// Whether `image` shows the quadrants in place: their luminances rank as the upright
    /// picture's do, which tells a turned or flipped image even in grey.
    static func isUpright(_ image: RasterImage) -> Bool {
        let means = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)].map { luminance(of: image, around: $0) }
        let expected = quadrants.map { 0.299 * $0.0 + 0.587 * $0.1 + 0.114 * $0.2 }
        return (0..<4).sorted { means[$0] < means[$1] } == (0..<4).sorted { expected[$0] < expected[$1] }
    }

    /// The mean luminance of the region a fifth of the image wide around a point (fractions).
    static func luminance(of image: RasterImage, around centre: (Double, Double)) -> Double {
        let halfWidth = max(1, image.width / 10)
        let halfHeight = max(1, image.height / 10)
        let x0 = Int(Double(image.width) * centre.0)
        let y0 = Int(Double(image.height) * centre.1)
        var total = 0.0
        var count = 0.0
        for y in max(0, y0 - halfHeight)..<min(image.height, y0 + halfHeight) {
            for x in max(0, x0 - halfWidth)..<min(image.width, x0 + halfWidth) {
                let pixel = image.pixel(x: x, y: y)
                total += 0.299 * Double(pixel.red) + 0.587 * Double(pixel.green) + 0.114 * Double(pixel.blue)
                count += 1
            }
        }
        return total / count
    }

    /// The mean absolute difference of two images' colour channels (same size).
    static func meanDifference(_ lhs: RasterImage, _ rhs: RasterImage) -> Double {
        precondition(lhs.width == rhs.width && lhs.height == rhs.height)
        var total = 0
        for index in stride(from: 0, to: lhs.pixels.count, by: 4) {
            for channel in 0..<3 { total += abs(Int(lhs.pixels[index + channel]) - Int(rhs.pixels[index + channel])) }
        }
        return Double(total) / Double(lhs.width * lhs.height * 3)
    }
}
