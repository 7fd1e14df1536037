/// The Interface Builder document model: what a `.storyboard` file says, as plain values.
///
/// Every type of the model lives in this caseless namespace (`IB.Document`, `IB.Scene`,
/// `IB.Controller`, `IB.ViewNode`, `IB.Segue`, …) so that the storyboard's vocabulary never
/// shadows SegueKit's live types in a file that imports both: `IB.SegueKind` is the `kind`
/// attribute as written (with Xcode 4's `popover` and kinds this reader does not know), while
/// `SegueKind` stays SegueKit's runtime kind; `IB.FontWeight` and `IB.TextAlignment` are the
/// storyboard's nine weights and five alignments, which the builder maps onto SegueKit's fewer.
///
/// Reading (`Reading/`) makes an `IB.Document` from XML; building (`Building/`) turns one into
/// live SegueKit controllers. Nothing in the namespace parses or renders.
public enum IB {}
