/// How a transition's way back is named beside its way there, in frame folders, goldens and
/// indexes alike: `showDetail` and `showDetail-dismiss`. Every source of names asks this, so that
/// a golden recorded one way is found by a check written another.
public enum GoldenName {
    /// What the way back adds to its segue's name.
    public static let dismissSuffix = "-dismiss"

    /// `name` for the way there, `name-dismiss` for the way back.
    public static func named(_ name: String, dismissing: Bool) -> String {
        dismissing ? name + dismissSuffix : name
    }
}
