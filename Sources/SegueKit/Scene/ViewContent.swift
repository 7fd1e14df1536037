/// What a view draws inside its bounds, above its background colour.
public enum ViewContent: Sendable, Equatable {
    case none
    case text(TextContent)
    case image(ImageContent)
    case gradient(LinearGradient)
    /// A shape filled with a colour (icons, chevrons, switches): a path in the view's bounds.
    case shape(ShapeContent)
    /// A shape layer's path, filled and stroked (`ShapeView`): the compositor puts a shape view's
    /// state of the instant here.
    case shapeLayer(ShapeLayerProperties)
    /// An SF Symbol, which the renderer draws from its stand-in icon font (Apple's symbols cannot
    /// be shipped), never as its name.
    case symbol(SymbolContent)
}

/// UIKit's font weights (`UIFont.Weight`), lightest first: `ultraLight` is lighter than `thin`.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class of the face that draws it (SF Pro's: Ultralight 100 … Black 900).
    public var weightClass: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

public enum TextAlignment: String, Hashable, Sendable, Codable {
    case left, center, right
    /// Both edges flush (the last line of a paragraph natural), like `NSTextAlignment.justified`.
    case justified
    /// Leading: left in a left-to-right layout, right in a right-to-left one.
    case natural
}

/// How a label breaks and truncates lines, like `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Sendable, Codable {
    case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}

/// A label's text: one font (the system font unless `fontName` says), a size and a weight.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var fontSize: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    /// 0 means as many lines as fit.
    public var numberOfLines: Int
    /// A font's PostScript name (`Avenir-Heavy`), looked up in the transition's font files
    /// (`RecordedTransition.fontFiles`); nil is the system font (the pinned default).
    public var fontName: String?
    public var isItalic: Bool = false
    public var lineBreakMode: LineBreakMode = .truncateTail
    /// The paragraph's base direction: natural alignment and bidi follow it.
    public var isRightToLeft: Bool = false
    /// Set from the top of the frame, as a text view sets its text container's lines, rather
    /// than centred vertically, as a label centres them.
    public var isTopAligned: Bool = false

    public init(_ string: String, fontSize: Double = 17, weight: FontWeight = .regular, color: Color = .label,
                alignment: TextAlignment = .left, numberOfLines: Int = 1) {
        self.string = string
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.fontName = nil
    }
}

/// How an image fills its view, like `UIView.ContentMode`: stretched, scaled to fit or to fill,
/// or at its own size at the centre, against an edge or in a corner.
public enum ContentMode: String, Hashable, Sendable, Codable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `natural` size lies in `bounds`. The edges are the screen's, whatever the
    /// layout direction, as UIKit's are.
    public func rect(for natural: Size, in bounds: Rect) -> Rect {
        let sx = bounds.width / natural.width, sy = bounds.height / natural.height
        let size: Size
        switch self {
        case .scaleToFill: return bounds
        case .scaleAspectFit: size = Size(width: natural.width * min(sx, sy), height: natural.height * min(sx, sy))
        case .scaleAspectFill: size = Size(width: natural.width * max(sx, sy), height: natural.height * max(sx, sy))
        default: size = natural
        }
        let x = switch self {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - size.width
        default: bounds.midX - size.width / 2
        }
        let y = switch self {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
        default: bounds.midY - size.height / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

public struct ImageContent: Sendable, Equatable {
    public var bitmap: Bitmap
    public var contentMode: ContentMode
    /// Pixels per point of the bitmap (a screenshot taken at 3x has scale 3).
    public var scale: Double

    public init(bitmap: Bitmap, contentMode: ContentMode = .scaleAspectFill, scale: Double = 1) {
        self.bitmap = bitmap
        self.contentMode = contentMode
        self.scale = scale
    }

    public static func == (a: ImageContent, b: ImageContent) -> Bool {
        a.bitmap === b.bitmap && a.contentMode == b.contentMode && a.scale == b.scale
    }
}

/// A linear gradient across the bounds, from `start` to `end` in unit coordinates (0…1).
public struct LinearGradient: Hashable, Sendable {
    public var colors: [Color]
    public var start: Point
    public var end: Point

    public init(colors: [Color], start: Point, end: Point) {
        self.colors = colors
        self.start = start
        self.end = end
    }
}

/// A filled or stroked path in unit coordinates of the view's bounds (0…1 on each axis).
public struct ShapeContent: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point), line(Point), close
        /// An ellipse inscribed in a rect (unit coordinates).
        case ellipse(Rect)
        case roundedRect(Rect, radius: Double)
    }
    public var elements: [Element]
    public var fill: Color?
    public var stroke: Color?
    /// Stroke width in points.
    public var lineWidth: Double

    public init(elements: [Element], fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.elements = elements
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }
}

/// An SF Symbol drawn in a view's bounds: its em square (the glyph and the space around it that
/// SF Symbols and icon fonts alike leave) placed by `contentMode`, every inked pixel in `color`,
/// its strokes as heavy as `weight` makes them. The renderer finds the glyph by `name`.
public struct SymbolContent: Hashable, Sendable {
    public var name: String
    public var weight: FontWeight
    public var color: Color
    public var contentMode: ContentMode
    /// The em square's side in points: what `.center` draws at (the other modes fit the bounds).
    public var em: Double

    public init(name: String, em: Double, weight: FontWeight = .regular, color: Color, contentMode: ContentMode = .scaleAspectFit) {
        self.name = name
        self.em = em
        self.weight = weight
        self.color = color
        self.contentMode = contentMode
    }

    /// UIKit's `UIImage.SymbolScale`: how large a symbol is beside text of its point size.
    public enum Scale: String, Hashable, Sendable {
        case small, medium, large

        /// Apple's published ratios to medium.
        public var ratio: Double {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// The em square of a symbol set at `pointSize` and `scale`. An SF Symbol of medium scale is
    /// about as tall as its point size's cap height plus its overshoot, i.e. close to the point
    /// size itself; the stand-in glyphs fill 20/24 of their em.
    public static func em(pointSize: Double, scale: Scale = .medium) -> Double { pointSize * scale.ratio * 24 / 20 }

    /// How many em each side of a stroke moves at `weight`: the stand-in glyphs are drawn at one
    /// weight, about SF Symbols' regular (strokes of 2/24 em); SF's ultralight strokes are about
    /// a third of that, its black about twice.
    public var strokeOffset: Double {
        switch weight {
        case .ultraLight: -0.027
        case .thin: -0.02
        case .light: -0.01
        case .regular: 0
        case .medium: 0.007
        case .semibold: 0.014
        case .bold: 0.021
        case .heavy: 0.03
        case .black: 0.038
        }
    }

    /// Where the em square lies in `bounds`: stretched over them (`scaleToFill`), the largest
    /// centred square (`scaleAspectFit`), the smallest centred square that covers them
    /// (`scaleAspectFill`), or `em` points a side at their centre (`center`), an edge or a corner.
    public func emRect(in bounds: Rect) -> Rect {
        switch contentMode {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill:
            contentMode.rect(for: Size(width: 1, height: 1), in: bounds)
        default:
            contentMode.rect(for: Size(width: em, height: em), in: bounds)
        }
    }
}
