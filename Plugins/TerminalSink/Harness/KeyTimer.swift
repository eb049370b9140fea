import FolioPluginAPI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Presses keys headlessly the way the interactive preview does (controller, renderer,
/// executor, the bytes written to a file descriptor) and times each key, from the key
/// decoded to its frame's bytes written, with a monotonic clock. As in the interactive
/// preview, the pages a next key could go to are rendered after the frame is written;
/// that time is not the key's, since a reader's next key comes later.
struct KeyTimer {
    /// Where the frames go (the bytes are written and thrown away).
    static let sinkPath = "/dev/null"

    let issue: Issue
    /// A shelf to open on instead of `issue`.
    let shelf: PreviewShelf?
    let photos: PhotoLibrary
    let colorMode: ColorMode
    let images: ImageChannel
    let columns: Int
    let rows: Int

    /// Opens the issue (or the shelf), draws its first frame, then presses `inputs` until one quits.
    func time(_ inputs: [PreviewInput]) throws -> KeyTimings {
        let descriptor = open(Self.sinkPath, O_WRONLY)
        guard descriptor >= 0 else { throw TerminalError("cannot open \(Self.sinkPath) (errno \(errno))") }
        defer { close(descriptor) }
        let clock = ContinuousClock()
        var executor = TerminalExecutor(colorMode: colorMode, unicode: true, images: images)
        let start = clock.now
        let controller: any ScreenController =
            if let shelf {
                ShelfController(shelf: shelf, colorMode: colorMode, images: images, columns: columns, rows: rows)
            } else {
                try PreviewController(
                    issue: issue, photos: photos, colorMode: colorMode, images: images, columns: columns, rows: rows)
            }
        controller.showIndicators()
        try TerminalMode.write(executor.frame(controller.render()), to: descriptor)
        let opening = clock.now - start
        controller.renderNeighbours()
        var durations: [Duration] = []
        var bytes = 0
        for input in inputs {
            let pressed = clock.now
            if input == .redraw { executor.invalidate() }
            guard try controller.handle(input) == .redraw else { break }
            let frame = executor.frame(controller.render())
            try TerminalMode.write(frame, to: descriptor)
            durations.append(clock.now - pressed)
            bytes += frame.count
            controller.renderNeighbours()
        }
        return KeyTimings(opening: opening, keys: durations, frameBytes: bytes)
    }
}
