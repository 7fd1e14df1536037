import Foundation
import SegueKit
import Testing
@testable import SegueKernels
@testable import SegueRender

/// The curl's shortcut for steps on the flat page against the full geometry: tolerance 0.
@Suite struct CurlFlatGeometryTests {
    @Test("flatGeometry is geometry to the bit wherever every lane has s < 0",
          arguments: [(0.0, 25.0), (10.0, 200), (-20, 12), (35, 0.5), (10, 60)] as [(Double, Double)])
    func flatGeometryMatches(_ degrees: Double, _ radius: Double) {
        let (w, h) = (301.0, 517.0)
        let angle = degrees * .pi / 180
        var checked = 0
        for progress in [0.2, 0.7, 1.0] {
            let fold = PageCurl.foldPosition(progress: progress, pageSize: (w, h), stopDistanceFromTop: 30, radius: radius, foldAngle: angle)
            let plan = CurlPlan(CurlParameters(foldPoint: fold, foldAngle: angle, radius: radius, shadowRadius: 9), width: w, height: h)
            for y in stride(from: 0, to: Int(h), by: 3) {
                let row = plan.row(y)
                for x in stride(from: -8, to: Int(w), by: 5) {
                    let u = F8(repeating: Float(x)) + Lanes.centres
                    guard Lanes.all(Lanes.lt(u * plan.nx + row.s0, 0)) else { continue }
                    let v = Float(y) + 0.5
                    let a = plan.flatGeometry(u: u, v: v, row: row), b = plan.geometry(u: u, v: v, row: row)
                    #expect(a.flat == b.flat && a.backX == b.backX && a.backY == b.backY && a.backCoverage == b.backCoverage
                            && a.frontCoverage == b.frontCoverage && a.shadow == b.shadow, "(\(x), \(y)) progress \(progress)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "steps that lie wholly on the flat page")
    }
}
