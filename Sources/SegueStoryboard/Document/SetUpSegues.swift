extension IB {
    /// Custom segue classes that are not transitions: a container performs them as it loads, to
    /// attach its children (SWRevealViewController's `sw_front` and `sw_rear`). They are read as
    /// relationships, named by the segue's identifier, and the container shows its front child.
    public enum SetUpSegues {
        /// Classes whose every segue attaches a child.
        public static let classes: Set<String> = ["SWRevealViewControllerSegueSetController"]
        /// The older class that both attaches the children (from the reveal controller) and
        /// replaces the front one (from elsewhere, an animated transition).
        public static let sharedClass = "SWRevealViewControllerSegue"
        /// The identifiers of the children a reveal controller attaches.
        public static let identifiers: Set<String> = ["sw_front", "sw_rear", "sw_right"]
        /// The child shown when the container loads.
        public static let shownChild = RelationshipKind.other("sw_front")
        /// The children shown beneath the front one when the user reveals them, by how far the
        /// front view slides aside then (SWRevealViewController's `rearViewRevealWidth` and
        /// `rightViewRevealWidth`, 260 pt by default; towards the trailing edge for the rear).
        public static let revealedChildren: [RelationshipKind: Double] = [.other("sw_rear"): 260, .other("sw_right"): -260]

        /// The relationship a `kind="custom"` segue of `customClass` with `identifier`, from a
        /// controller of `sourceClass`, stands for; nil for a transition.
        public static func relationship(customClass: String?, identifier: String?, sourceClass: String?) -> RelationshipKind? {
            guard let customClass, let identifier else { return nil }
            if classes.contains(customClass) { return .other(identifier) }
            if customClass == sharedClass, identifiers.contains(identifier), sourceClass?.hasSuffix("RevealViewController") == true {
                return .other(identifier)
            }
            return nil
        }
    }
}
