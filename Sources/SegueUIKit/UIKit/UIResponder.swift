/// The base of views and controllers (`UIResponder`): touches arrive through gesture recognizers
/// (UIGestureRecognizer.swift), so it carries no event handling of its own.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
