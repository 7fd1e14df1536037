extension IB.Document {
    /// A controller's title, else its custom class, else its id; storyboard references name the
    /// storyboard they point to.
    public func name(ofController id: String) -> String {
        guard let c = controller(withID: id) else { return id }
        if case .placeholder(let sb, let ref) = c.kind {
            return "[\(sb ?? "this storyboard")\(ref.map { ":\($0)" } ?? "")]"
        }
        return c.title ?? c.customClass ?? c.id
    }
}
