/// Every name segue gives what it writes into its folders, and which kind of folder each belongs
/// in: the writers (the renderer, the artifact and report writers, `render --all`) ask here for
/// names, `OutputFolder` asks here whether a folder holds nothing else, and the readers
/// (`FrameFolder`, `segue verify`) ask here what to look for.
public enum FolderLayout {
    // MARK: A frame folder (`OutputFolder.Kind.frames`)

    /// The manifest beside the frames.
    public static let manifest = "manifest.json"
    /// Thumbnails of the frames on one sheet.
    public static let contactSheet = "contact-sheet.png"
    /// The frames' names as `printf` patterns take them (ffmpeg's input).
    public static let framePattern = "frame_%04d.png"

    /// `frame_0003.png`; indices past 9999 take more digits (`frame_12345.png`).
    public static func frame(_ index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// The index of a frame's file name (`frame_0003.png`: 3); nil for any other name.
    public static func frameIndex(_ name: String) -> Int? {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// `frame_` followed by digits and `.png`.
    public static func isFrame(_ name: String) -> Bool { frameIndex(name) != nil }

    /// The preview that plays beside the frames: `preview.png` (APNG) or `preview.gif`.
    public static func preview(_ format: PreviewSettings.Format) -> String {
        format == .apng ? "preview.png" : "preview.gif"
    }

    /// Whether `name` is one of a frame folder's files.
    public static func isFrameFolderFile(_ name: String) -> Bool {
        isFrame(name) || name == manifest || name == contactSheet
            || PreviewSettings.Format.allCases.contains { preview($0) == name }
    }

    // MARK: Artifacts of a failed check (`OutputFolder.Kind.artifacts`)

    /// What an artifact shows of a file that failed.
    public enum Role: String, Sendable, CaseIterable {
        /// The golden's copy.
        case expected
        /// The copy rendered now.
        case actual
        /// The pixels that differ (red), anti-aliasing (yellow), over a faded expected image.
        case diff
        /// Expected, actual and diff side by side.
        case strip
    }

    /// A frame folder's file as an artifact: `frame_0003.diff.png`, `manifest.expected.json`,
    /// `contact-sheet.strip.png`.
    public static func artifact(_ file: String, _ role: Role) -> String {
        guard let dot = file.lastIndex(of: ".") else { return file + "." + role.rawValue }
        return file[..<dot] + "." + role.rawValue + file[dot...]
    }

    /// Whether `name` is `artifact(file, role)` of a frame, the manifest (expected and actual
    /// only: manifests are shown, not drawn) or the contact sheet.
    public static func isArtifact(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), let roleDot = name[..<dot].lastIndex(of: "."),
              let role = Role(rawValue: String(name[name.index(after: roleDot)..<dot]))
        else { return false }
        let file = String(name[..<roleDot] + name[dot...])
        if file == manifest { return role == .expected || role == .actual }
        return isFrame(file) || file == contactSheet
    }

    /// The folder, among a failed check's artifacts, of the frames rendered for it (a frame folder).
    public static let actualFrames = "actual"

    // MARK: Folders of frame folders (`OutputFolder.Kind.collection`)

    /// The index of a storyboard's or a project's render, as text, as a page and as JSON.
    public static let indexText = "index.txt"
    public static let indexPage = "index.html"
    public static let indexJSON = "index.json"
    public static let indexFiles: Set<String> = [indexText, indexPage, indexJSON]
    /// What tells an index page segue wrote from any other `index.html`.
    public static let indexMarker = #"<meta name="generator" content="segue render">"#

    // MARK: A report (`OutputFolder.Kind.report`)

    /// The report's page; it carries `reportMarker` near its top.
    public static let reportPage = "index.html"
    /// The folder of the report's images: `images/N-NAME/expected|actual|diff/FILE`.
    public static let reportImages = "images"
    /// What tells a report page segue wrote from any other `index.html`.
    public static let reportMarker = #"<meta name="generator" content="segue verify">"#
}
