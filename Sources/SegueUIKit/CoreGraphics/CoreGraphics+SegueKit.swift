import SegueKit

// Conversions between Core Graphics' values (CGFloat on every platform) and SegueKit's (Double).

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    /// SegueKit's rectangle, standardised (Core Graphics allows negative sizes).
    var rect: Rect {
        let s = standardized
        return Rect(x: Double(s.origin.x), y: Double(s.origin.y), width: Double(s.width), height: Double(s.height))
    }
}

extension CGAffineTransform {
    init(_ t: SegueKit.AffineTransform) {
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
    var affine: SegueKit.AffineTransform {
        SegueKit.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGColor {
    /// The colour as SegueKit draws it (sRGB, or a grey).
    var color: Color {
        let c = components ?? [0, 1]
        if c.count >= 4 { return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3])) }
        return Color(white: Double(c[0]), alpha: Double(c.count > 1 ? c[1] : 1))
    }

    static func from(_ color: Color) -> CGColor {
        CGColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}
