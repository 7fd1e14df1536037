/// What the rasterizer draws for one frame: value types only, so display lists cross to worker
/// threads. Operations nest (groups and clips are pushed and popped in order).
public struct DisplayList: Sendable, Equatable {
    /// Size of the canvas in points.
    public var size: Size
    public var background: Color
    public var operations: [DisplayOperation]

    public init(size: Size, background: Color, operations: [DisplayOperation]) {
        self.size = size
        self.background = background
        self.operations = operations
    }
}

public enum DisplayOperation: Sendable, Equatable {
    case layer(LayerItem)
    /// Draw what follows, up to the matching `endGroup`, flattened, then composite it with `opacity`
    /// (Core Animation's group opacity).
    case beginGroup(opacity: Double)
    case endGroup
    /// Clip what follows, up to the matching `popClip`, to a (rounded) rectangle.
    case pushClip(Clip)
    case popClip
    /// A subtree that Cairo's affine model cannot draw: rendered flat into its own canvas, then
    /// mapped onto the screen by a pixel kernel.
    case warp(WarpItem)
    /// Mask what follows, up to the matching `popMask`, by the coverage of `LayerMask`'s drawing
    /// (Core Animation's `CALayer.mask`): what follows is drawn flattened, then shown at each
    /// pixel as much as the mask's drawing there is opaque.
    case pushMask(LayerMask)
    case popMask
}

/// What a mask layer draws, used only for its alpha: operations in the coordinates of the canvas,
/// like the list around them (a hidden or fully transparent mask draws none, masking all out).
public struct LayerMask: Sendable, Equatable {
    public var operations: [DisplayOperation]

    public init(operations: [DisplayOperation]) { self.operations = operations }
}

public struct Clip: Sendable, Equatable {
    /// Maps the clip's coordinates to the canvas, in points.
    public var transform: AffineTransform
    public var rect: Rect
    public var cornerRadius: Double
    public var maskedCorners: CornerMask
}

/// One layer, ready to draw: everything is resolved for this instant.
public struct LayerItem: Sendable, Equatable {
    /// Maps the layer's bounds coordinates to the canvas, in points (affine by construction).
    public var transform: AffineTransform
    public var bounds: Rect
    /// Opacity of this layer's own drawing (group opacity is a separate operation).
    public var opacity: Double
    public var backgroundColor: Color
    public var cornerRadius: Double
    public var maskedCorners: CornerMask
    public var borderWidth: Double
    public var borderColor: Color
    public var shadow: Shadow?
    public var content: ViewContent
}

public struct Shadow: Sendable, Equatable {
    public var color: Color
    public var offset: Size
    /// Blur radius in points (`CALayer.shadowRadius`).
    public var radius: Double
}

public struct WarpItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Maps the flat subtree through a 3D transform with perspective.
        case perspective(Transform3D)
        /// Curls the flat subtree (the page) off what lies under it (already drawn).
        case pageCurl(progress: Double, stopFromTop: Double, radius: Double)
        /// Turns a card: `content` is the front face, `back` the back face, both at the card's size.
        case flip(progress: Double, presenting: Bool, perspectiveDistance: Double, back: DisplayList)
    }
    /// The subtree, in its own coordinates (its bounds' origin at the canvas origin).
    public var content: DisplayList
    public var kind: Kind
    /// Maps the subtree's bounds coordinates to the canvas (for the page curl, an affine placement).
    public var placement: AffineTransform
    public var opacity: Double
}
