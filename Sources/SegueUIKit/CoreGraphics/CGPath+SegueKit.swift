import SegueKit

// Conversions between Core Graphics' paths and SegueKit's. Without Core Graphics a `CGPath` holds a
// SegueKit `Path`; on macOS the real `CGPath` is read element by element.

#if !canImport(CoreGraphics)
extension CGPath {
    var path: Path { storage }
    static func from(_ path: Path) -> CGPath { CGPath(storage: path) }
}
#else
import CoreGraphics

extension CGPath {
    var path: Path {
        var elements: [Path.Element] = []
        applyWithBlock { e in
            let p = e.pointee.points
            switch e.pointee.type {
            case .moveToPoint: elements.append(.move(to: p[0].point))
            case .addLineToPoint: elements.append(.line(to: p[0].point))
            case .addQuadCurveToPoint: elements.append(.quadCurve(to: p[1].point, control: p[0].point))
            case .addCurveToPoint: elements.append(.curve(to: p[2].point, control1: p[0].point, control2: p[1].point))
            case .closeSubpath: elements.append(.closeSubpath)
            @unknown default: break
            }
        }
        return Path(elements: elements)
    }

    static func from(_ path: Path) -> CGPath {
        let m = CGMutablePath()
        for e in path.elements {
            switch e {
            case .move(let p): m.move(to: CGPoint(p))
            case .line(let p): m.addLine(to: CGPoint(p))
            case .quadCurve(let p, let c): m.addQuadCurve(to: CGPoint(p), control: CGPoint(c))
            case .curve(let p, let c1, let c2): m.addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
            case .closeSubpath: m.closeSubpath()
            }
        }
        return m
    }
}
#endif
