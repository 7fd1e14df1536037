import Foundation
import SegueKit
import SegueRender

extension StoryboardSegues {
    /// Adds to `key` everything of this storyboard that a recording which read `reads` depends on:
    /// the document's own settings and its segue graph, each scene read (as read: in the locale,
    /// the appearance and the contrast, with colours resolved), the build options, and the
    /// resources those scenes name (colour, image and symbol sets, with their files' bytes) and
    /// the app's fonts.
    ///
    /// NB: each part is the model's own text (`String(reflecting:)`), which prints every stored
    /// field; the model holds no dictionaries (whose order changes from run to run) but the
    /// document's tables, which are sorted here. Scenes that were not read do not count: a change
    /// to another scene leaves the key as it was.
    public func addInputs(to key: inout RenderCacheKey, reads: SceneReads) {
        let doc = document
        key.add("document", [
            doc.fileName, doc.toolsVersion, String(reflecting: doc.formatVersion), String(reflecting: doc.targetRuntime),
            String(reflecting: doc.initialViewControllerID), String(reflecting: doc.canvas), String(reflecting: doc.segueReferences),
            Self.sorted(doc.namedColors), Self.sorted(doc.systemColors), Self.sorted(doc.images),
            String(reflecting: doc.tintColor), String(reflecting: doc.locale),
        ].joined(separator: "\n"))
        key.add("segues", String(reflecting: doc.segues))
        let scenes = reads.readAll ? doc.scenes : doc.scenes.filter { reads.sceneIDs.contains($0.sceneID) }
        let scenesText = scenes.map { String(reflecting: $0) }.joined(separator: "\n")
        key.add("scenes", scenesText)
        key.add("options", optionsText)
        if let resources = options.resources { Self.addResources(resources, namedIn: scenesText, to: &key) }
    }

    private var optionsText: String {
        let o = options
        return [
            String(reflecting: o.device), "landscape \(o.landscape)", "portrait \(o.portrait)", "keep popovers \(o.keepsPopovers)", String(reflecting: o.mode), Self.sorted(o.segueStyles),
            String(reflecting: o.fallbackStyle), String(reflecting: o.registry.names),
            String(reflecting: o.registry.names.map { o.registry.timing(of: $0) }),
            String(reflecting: o.overrideClass.map { ($0.name, $0.timing) }), String(reflecting: o.locale), "rtl \(o.rightToLeft)",
            String(reflecting: o.appearance), String(reflecting: o.contrast), String(reflecting: o.imageScale),
        ].joined(separator: "\n")
    }

    /// The sets whose name the scenes' text holds as a string (a superset of those they use),
    /// and the app's fonts.
    private static func addResources(_ r: ProjectResources, namedIn text: String, to key: inout RenderCacheKey) {
        func named(_ name: String) -> Bool { text.contains(String(reflecting: name)) }
        for name in r.colors.keys.sorted() where named(name) {
            key.add("colour set", String(reflecting: r.colors[name]!))
        }
        // The accent colour tints every scene that sets no tint of its own.
        if let accent = r.accentColorName {
            key.add("accent colour " + accent, String(reflecting: r.colors[accent]))
        }
        for name in r.images.keys.sorted() where named(name) {
            let set = r.images[name]!
            key.add("image set", String(reflecting: set))
            for v in set.variants { key.add(v.file, bytes: fileBytes(v.file)) }
        }
        for name in r.symbols.keys.sorted() where named(name) {
            key.add("symbol set " + name, bytes: fileBytes(r.symbols[name]!))
        }
        // The font files' bytes are the renderer's part (`RenderCacheKey.addRenderer`).
        key.add("fonts", String(reflecting: r.declaredFonts) + String(reflecting: r.fontFiles))
    }

    /// A file's bytes; a file that cannot be read counts as its own error text, so that it
    /// changes the key when it can be read again.
    private static func fileBytes(_ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? Array("unreadable \(path)".utf8)
    }

    private static func sorted<V>(_ table: [String: V]) -> String {
        table.keys.sorted().map { "\(String(reflecting: $0)): \(String(reflecting: table[$0]!))" }.joined(separator: "\n")
    }
}
