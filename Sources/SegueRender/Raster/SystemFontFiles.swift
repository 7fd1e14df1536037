import CPango
import Foundation

/// Font files the system's fontconfig knows, by file name: where a pinned font file is looked for
/// when it is not at Debian's path (Homebrew's prefix, a Mac's font folders, other distributions).
///
/// NB: text is drawn only with the named files (`FontLibrary`), never with "whatever the system
/// matches", so that a golden names the exact bytes it was drawn with; fontconfig only says where
/// such a file is. Its font list is read once, on the first file not found at Debian's path.
enum SystemFontFiles {
    /// The path of a font file named `name` (`DejaVuSans.ttf`) that fontconfig lists, or nil;
    /// the first by path when several are.
    static func path(named name: String) -> String? { byName[name] }

    private static let byName: [String: String] = {
        guard let config = FcInitLoadConfigAndFonts() else { return [:] }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcPatternCreate() else { return [:] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [:] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, "file")
        guard let list = FcFontList(config, pattern, objects) else { return [:] }
        defer { FcFontSetDestroy(list) }
        var paths: [String] = []
        for i in 0..<Int(list.pointee.nfont) {
            if let font = list.pointee.fonts[i], let file = segue_fc_file(font) { paths.append(String(decoding: UnsafeRawBufferPointer(start: file, count: strlen(file)), as: UTF8.self)) }
        }
        var found: [String: String] = [:]
        for path in paths.sorted() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if found[name] == nil { found[name] = path }
        }
        return found
    }()
}
