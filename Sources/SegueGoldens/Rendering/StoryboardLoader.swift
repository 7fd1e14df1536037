import SegueKit

/// Which segue of which storyboard to render.
public struct StoryboardRequest: Sendable, Equatable {
    /// The `.storyboard` file.
    public var path: String
    /// The segue's identifier in Interface Builder.
    public var segueIdentifier: String
    /// Perform the segue (true) or unwind/dismiss it (false).
    public var isForward: Bool
    public var device: Device

    public init(path: String, segueIdentifier: String, isForward: Bool = true, device: Device = .iPhone15Pro) {
        self.path = path
        self.segueIdentifier = segueIdentifier
        self.isForward = isForward
        self.device = device
    }
}

/// Turns a storyboard and a segue identifier into a recorded transition. The storyboard reader
/// provides one; a test passes it to `TransitionSource.storyboard(_:segue:loader:)`. Throw an
/// error that names the file and the segue when either cannot be found.
public struct StoryboardLoader: Sendable {
    public var load: @MainActor @Sendable (StoryboardRequest) throws -> PreparedTransition

    public init(load: @escaping @MainActor @Sendable (StoryboardRequest) throws -> PreparedTransition) {
        self.load = load
    }

    /// A loader for builds without a storyboard reader: every load fails, saying so.
    public static let unavailable = StoryboardLoader { request in
        throw VerificationError(
            "\(request.path): cannot render segue '\(request.segueIdentifier)': no storyboard reader is plugged in "
                + "(pass the storyboard reader's StoryboardLoader)")
    }
}
