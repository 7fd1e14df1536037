/// The interface style a storyboard is drawn in (`--appearance`), like
/// `UITraitCollection.userInterfaceStyle`: system colours, colour sets and image sets take their
/// values for it.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}
