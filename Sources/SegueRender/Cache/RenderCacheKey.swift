import Foundation
import SegueKit

/// The name of a render in a `RenderCache`: the SHA-256 of everything that reaches its pixels,
/// each part labelled and length-prefixed so that no two different inputs run together into the
/// same bytes.
///
/// The renderer's part is fixed here (`renderer`): the tool's version with `epoch`, the libraries'
/// versions and the digests of every font file the text may use (`Manifest.Versions`), and every
/// render setting that changes a byte of the folder. The source adds its own inputs
/// (`add(_:_:)`): for a storyboard segue, the scenes it reads and the resources they name.
public struct RenderCacheKey: Sendable {
    /// NB: bump whenever a change to the renderer, the recording or the encoders may move a pixel
    /// or a byte of a frame folder: cached renders made before it then miss instead of standing in
    /// for what this build would draw.
    public static let epoch = 1

    private var material: [UInt8] = []

    public init() {}

    /// Adds one labelled part.
    public mutating func add(_ label: String, _ value: String) { add(label, bytes: Array(value.utf8)) }

    public mutating func add(_ label: String, bytes: [UInt8]) {
        for part in [Array(label.utf8), bytes] {
            var n = UInt64(part.count)
            for _ in 0..<8 {
                material.append(UInt8(truncatingIfNeeded: n))
                n >>= 8
            }
            material += part
        }
    }

    /// The renderer and `settings` for drawing `t`: what a source's inputs are drawn with.
    public mutating func addRenderer(for t: RecordedTransition, settings: RenderSettings) {
        add("renderer", "segue \(Manifest.toolVersion) epoch \(Self.epoch)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let versions = (try? encoder.encode(Manifest.Versions.current(fonts: .with(t.fontFiles)))).map { [UInt8]($0) } ?? []
        add("versions", bytes: versions)
        add("settings", Self.describe(settings))
        add("name", t.name)
        // What the manifest and the contact sheet say (titles, the storyboard's origin and
        // resource folders, approximations): the folder's bytes beyond the frames.
        add("info", String(reflecting: t.info))
        add("font files", String(reflecting: t.fontFiles))
    }

    /// Every setting that changes what a render writes, as text; `jobs` is left out (the bytes do
    /// not depend on it), as are the limits (they refuse a render, they never change one).
    static func describe(_ s: RenderSettings) -> String {
        [
            "fps \(s.fps)", "scale \(s.scale.map { "\($0)" } ?? "device")",
            "encoder \(String(reflecting: s.encoder))", "time \(String(reflecting: s.timeControl))",
            "preview \(s.preview.map { String(reflecting: $0) } ?? "none")",
        ].joined(separator: "\n")
    }

    /// The key: 64 lowercase hex digits.
    public var hex: String { SHA256.hex(material) }
}
