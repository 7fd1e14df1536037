import Foundation
import SegueRender
import Synchronization
import Testing

@testable import SegueGoldens

/// Hand-made frame folders: small flat images with a manifest written as `segue render` writes it.
enum Fixtures {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    /// A width × height image of one colour.
    static func flat(_ width: Int = 8, _ height: Int = 6, _ color: [UInt8] = white) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: (0..<width * height).flatMap { _ in color })
    }

    /// `image` with pixel (x, y) set to `color`.
    static func setting(_ image: RGBAImage, _ x: Int, _ y: Int, _ color: [UInt8]) -> RGBAImage {
        var copy = image
        let i = (y * image.width + x) * 4
        copy.pixels.replaceSubrange(i..<i + 4, with: color)
        return copy
    }

    static func writePNG(_ image: RGBAImage, _ path: String) throws {
        try PNGEncoder().write(PixelBuffer(premultiplying: image), to: path)
    }

    /// The manifest fields, as a dictionary to edit before writing.
    static func manifest(frames: Int, width: Int = 8, height: Int = 6, duration: Double? = nil, fps: Double = 30,
                         cairo: String = "1.16.0") -> [String: Any] {
        let duration = duration ?? Double(frames - 1) / fps
        return [
            "versions": ["segue": "0.1.0", "cairo": cairo, "libpng": "1.6.39"],
            "transition": "push", "direction": "push", "device": "iphone-15-pro",
            "sizePoints": ["width": width, "height": height], "sizePixels": ["width": width, "height": height],
            "scale": 1, "duration": duration, "fps": fps, "curve": "easeInOut", "frameCount": frames,
            "frames": (0..<frames).map { i in
                ["file": FolderLayout.frame(i), "time": Double(i) / fps, "progress": Double(i) / Double(max(1, frames - 1))]
            },
        ]
    }

    /// Writes a frame folder: the frames, a contact sheet (the first frame) and the manifest.
    @discardableResult
    static func frameFolder(_ path: String, _ frames: [RGBAImage], manifest: [String: Any]? = nil, contactSheet: Bool = true) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (i, frame) in frames.enumerated() { try writePNG(frame, path + "/" + FolderLayout.frame(i)) }
        if contactSheet, let first = frames.first { try writePNG(first, path + "/contact-sheet.png") }
        let m = manifest ?? self.manifest(frames: frames.count, width: frames.first?.width ?? 8, height: frames.first?.height ?? 6)
        try JSONSerialization.data(withJSONObject: m, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path + "/manifest.json"))
        return path
    }

    /// Four frames of a square moving across white.
    static func sequence(count: Int = 4, width: Int = 8, height: Int = 6) -> [RGBAImage] {
        (0..<count).map { i in
            var image = flat(width, height)
            for y in 1..<3 { for x in i..<(i + 2) { image = setting(image, x, y, [0, 0, 255, 255]) } }
            return image
        }
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = scratchRoot + "goldens-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A reporter that keeps what it is told.
final class CollectingReporter: Sendable {
    let failures = Mutex<[String]>([])
    let logs = Mutex<[String]>([])
    let warnings = Mutex<[String]>([])

    var reporter: FailureReporter {
        FailureReporter(fail: { m in self.failures.withLock { $0.append(m) } }, log: { m in self.logs.withLock { $0.append(m) } },
                        warn: { m in self.warnings.withLock { $0.append(m) } })
    }
    var failed: [String] { failures.withLock { $0 } }
    var logged: [String] { logs.withLock { $0 } }
    var warned: [String] { warnings.withLock { $0 } }
}

func files(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
}

/// For a test of a named pipe at `path`: after 10 s, opens and closes its writing end, so that a
/// reader that waits on it (a regression) sees the end of the file and the test fails instead of
/// hanging the suite. Does nothing when no reader waits by then.
func unblockReadersLater(_ path: String) {
    Thread.detachNewThread {
        sleep(10)
        let fd = open(path, O_WRONLY | O_NONBLOCK)
        if fd >= 0 { close(fd) }
    }
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
