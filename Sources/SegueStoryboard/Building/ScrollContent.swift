/// A scroll view's content area, as Auto Layout reads constraints between a scroll view and its
/// subviews: their edges attach to the content area, whose size is what the content makes it,
/// while their widths, heights and centres refer to the scroll view's frame ("Constraints between
/// the height, width, or centers attach to the scroll view's frame": "Working with Scroll Views"
/// in the Auto Layout Guide; `contentLayoutGuide` and `frameLayoutGuide` of
/// UIScrollView, which name the two explicitly). Laid out again at another size (a scroll view
/// in a sheet is shorter than designed), content pinned to all four edges keeps its length and
/// scrolls, rather than being squeezed into the frame.
struct ScrollContent {
    let scrollID: String
    let contentGuideID: String?
    let frameGuideID: String?

    /// The item that stands for the content area in the relayout.
    var contentID: String { scrollID + "#content" }

    /// `c` with its references to the scroll view's edges and to the content guide naming the
    /// content area, and those to the frame guide naming the scroll view.
    func rewritten(_ c: IB.LayoutConstraint) -> IB.LayoutConstraint {
        var c = c
        c.firstItem = item(c.firstItem, c.firstAttribute)
        if let second = c.secondItem, let attribute = c.secondAttribute { c.secondItem = item(second, attribute) }
        return c
    }

    private func item(_ id: String, _ attribute: IB.LayoutAttribute) -> String {
        if id == frameGuideID { return scrollID }
        if id == contentGuideID { return contentID }
        guard id == scrollID else { return id }
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return scrollID
        default: return contentID
        }
    }
}
