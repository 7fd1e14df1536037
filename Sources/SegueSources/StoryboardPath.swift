import Foundation

/// What a path given to `segue render PATH` or `segue list PATH` names: an Interface Builder
/// file (a `.storyboard`, or a `.xib`, which the reader refuses with its reason), an app's folder
/// of storyboards, another file, or nothing. Only the name and a `stat` decide: nothing is read.
public enum StoryboardPath: Hashable, Sendable {
    /// An existing folder: an app's source folder.
    case folder
    /// A name ending in `.storyboard` or `.xib`, whether or not it exists (reading says why not).
    case interfaceBuilderFile
    /// An existing file of another kind (read as a storyboard, which says what it is not).
    case otherFile
    /// Nothing by that name.
    case missing

    public init(_ path: String) {
        let lower = path.lowercased()
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
            self = .folder
        } else if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
            self = .interfaceBuilderFile
        } else {
            self = exists ? .otherFile : .missing
        }
    }

    /// Whether a render of it renders storyboards (not the demo or two screenshots).
    public var isStoryboardInput: Bool { self != .missing }
}
