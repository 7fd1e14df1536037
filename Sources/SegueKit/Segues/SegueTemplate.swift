/// A segue as a storyboard declares it: what to create and how to perform it when triggered.
public struct SegueTemplate {
    public var identifier: String?
    public var kind: SegueKind
    /// Creates the destination controller, fresh for each performance (SPEC.md §8).
    public var makeDestination: @MainActor () -> ViewController
    /// The class of a custom segue, looked up in the storyboard's registry.
    public var customClass: String?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    public var animates: Bool
    public var anchor: Rect?

    public init(identifier: String?, kind: SegueKind, customClass: String? = nil,
                modalPresentationStyle: ModalPresentationStyle? = nil, modalTransitionStyle: ModalTransitionStyle? = nil,
                animates: Bool = true, anchor: Rect? = nil, destination: @escaping @MainActor () -> ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.customClass = customClass
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.anchor = anchor
        makeDestination = destination
    }
}
