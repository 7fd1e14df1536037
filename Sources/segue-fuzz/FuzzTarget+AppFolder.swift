import Foundation
import SegueKit
import SegueRender
import SegueStoryboard
import Synchronization

/// The `app` target's scratch folder, for the exit handler that removes it (which captures nothing).
private let appFolderToRemove = Mutex<String?>(nil)

extension FuzzTarget {
    /// The line that separates an `app` input's parts.
    static let appPartSeparator = Array("\n@@segue-part@@\n".utf8)

    /// Where each part of an `app` input goes, in order, inside the app's folder; an input with
    /// fewer parts leaves the rest out. The image's bytes go under every name a set may give them.
    static let appParts: [[String]] = [
        ["App/Assets.xcassets/Tint.colorset/Contents.json"],
        ["App/Assets.xcassets/Picture.imageset/Contents.json"],
        ["App/Assets.xcassets/Picture.imageset/picture.png", "App/Assets.xcassets/Picture.imageset/picture.jpg",
         "App/Assets.xcassets/Picture.imageset/picture.svg", "App/Assets.xcassets/Picture.imageset/picture.pdf"],
        ["App/Info.plist"],
        ["App/fr.lproj/Main.strings"],
        ["App/Fonts/Custom.ttf"],
    ]

    /// A storyboard that uses every part: the colour as a background, the image in an image view
    /// and a button, a label in the custom font whose text the strings file translates, and a
    /// segue to draw.
    static let appStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="A">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
        <scene sceneID="SA"><objects><viewController id="A" title="First" sceneMemberID="viewController">
        <view key="view" id="VA"><rect key="frame" x="0" y="0" width="393" height="852"/><color key="backgroundColor" name="Tint"/><subviews>
        <imageView contentMode="scaleAspectFit" image="Picture" id="IA"><rect key="frame" x="20" y="100" width="120" height="80"/></imageView>
        <label text="Hello" lineBreakMode="tailTruncation" numberOfLines="2" id="LA"><rect key="frame" x="20" y="200" width="300" height="60"/>
        <fontDescription key="fontDescription" name="SegueTest-Heavy" family="SegueTest" pointSize="24"/><color key="textColor" name="Tint"/></label>
        <button contentMode="scaleToFill" id="BA"><rect key="frame" x="20" y="300" width="200" height="44"/><state key="normal" title="Go" image="Picture"/></button>
        </subviews></view>
        <connections><segue destination="B" kind="presentation" identifier="go" id="GO"/></connections>
        </viewController></objects></scene>
        <scene sceneID="SB"><objects><viewController id="B" title="Second" sceneMemberID="viewController">
        <view key="view" id="VB"><rect key="frame" x="0" y="0" width="393" height="852"/><color key="backgroundColor" name="Tint"/></view>
        </viewController></objects></scene>
        </scenes>
        </document>
        """

    /// Where the `app` target writes each input: a folder of its own, emptied every time.
    static let appFolder: String = {
        var template = Array((NSTemporaryDirectory() + "/segue-fuzz-app-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            fatalError("cannot make a scratch folder for the app target")
        }
        // Removed when the process ends, as the fuzzer and the tests that call it leave it.
        let path = String(cString: made)
        appFolderToRemove.withLock { $0 = path }
        atexit { if let path = appFolderToRemove.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) } }
        return path
    }()

    /// `segue render APP --all` for one segue without writing frames: the parts written as an
    /// app's folder (`appParts`) beside `appStoryboard`, its resources read, the storyboard read
    /// in French with them, the segue recorded and composed, its middle drawn small with the app's
    /// fonts (images, vectors, colours and text all drawn).
    @MainActor
    static func appFolder(_ bytes: [UInt8]) -> FuzzOutcome {
        let root = appFolder + "/in"
        try? FileManager.default.removeItem(atPath: root)
        do {
            try write(appStoryboard, to: root + "/App/Base.lproj/Main.storyboard")
            for (part, names) in zip(split(bytes, by: appPartSeparator), appParts) {
                for name in names { try write(Data(part), to: root + "/" + name) }
            }
        } catch {
            return .unclear("cannot write the app folder: \(error)")
        }
        let storyboard = root + "/App/Base.lproj/Main.storyboard"
        do {
            let resources = try ProjectResources(folders: [root])
            var options = StoryboardBuildOptions(mode: .lenient)
            options.resources = resources
            options.locale = "fr"
            let document = try IB.Document.read(contentsOf: storyboard, locale: "fr", mode: .lenient, resources: resources)
            let segues = StoryboardSegues(path: storyboard, document: document, options: options)
            guard let reference = segues.segues.first else { return .unclear("the fixed storyboard lost its segue") }
            let recorded = try segues.record(reference)
            try compose(recorded.transition.recording, drawing: true, fonts: FontSet.with(recorded.transition.fontFiles))
            return .accepted("\(resources.colors.count) colours, \(resources.images.count) images, \(resources.fontFiles.count) fonts, "
                + "\(resources.warnings.count + document.warnings.count) warnings")
        } catch {
            return .refusal(error, expected: [StoryboardDiagnostic.self, SegueError.self, CairoError.self])
        }
    }

    static func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    static func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// `bytes` cut at every `separator`.
    static func split(_ bytes: [UInt8], by separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = 0, i = 0
        while i + separator.count <= bytes.count {
            if bytes[i] == separator[0], bytes[i..<(i + separator.count)].elementsEqual(separator) {
                parts.append(bytes[start..<i])
                i += separator.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(bytes[start...])
        return parts
    }
}
