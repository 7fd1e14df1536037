/// The interface style a storyboard is drawn in (`--appearance`), like
/// `UITraitCollection.userInterfaceStyle`: system colours, colour sets and image sets take their
/// values for it.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}

/// The contrast a storyboard is drawn in (`--contrast`), like
/// `UITraitCollection.accessibilityContrast` (Settings › Accessibility › Increase Contrast):
/// system colours take their increased-contrast values, colour and image sets their
/// high-contrast variants.
public enum Contrast: String, Sendable, Hashable, CaseIterable, Codable {
    case normal, high
}
