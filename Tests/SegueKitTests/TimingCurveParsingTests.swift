import Foundation
import Testing
@testable import SegueKit

@Test("Keywords", arguments: [
    ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("default", .caDefault), ("system", .system), (" EaseInOut ", .easeInOut), ("SYSTEM", .system),
])
func parsesKeywords(text: String, curve: TimingCurve) throws {
    #expect(try TimingCurve(parsing: text) == curve)
}

@Test func parsesCubic() throws {
    #expect(try TimingCurve(parsing: "cubic:0.4,0,0.2,1") == .cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
    #expect(try TimingCurve(parsing: "cubic: 0.34, 1.56, 0.64, 1") == .cubic(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1))
}

/// The physical parameters are computed here from SPEC.md's conversions; tolerance 1e-12 relative.
@Test func parsesSprings() throws {
    func spring(_ text: String) throws -> Spring { try #require(try TimingCurve(parsing: text).spring) }
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(abs(b), 1) }

    let r = try spring("spring:response=0.5,damping=0.8")
    #expect(r.mass == 1 && close(r.stiffness, pow(2 * .pi / 0.5, 2)) && close(r.damping, 4 * .pi * 0.8 / 0.5))
    #expect(r.initialVelocity == 0)
    let rv = try spring("spring:damping=0.8, response=0.5, velocity=-2")
    #expect(close(rv.stiffness, r.stiffness) && close(rv.damping, r.damping) && rv.initialVelocity == -2)
    let d = try spring("spring:duration=0.5,bounce=0.3")
    #expect(d.mass == 1 && close(d.stiffness, pow(2 * .pi / 0.5, 2)) && close(d.damping, 4 * .pi * 0.7 / 0.5))
    let m = try spring("spring:mass=3,stiffness=1000,damping=500")
    #expect(m == .system)
    let mv = try spring("spring:mass=1,stiffness=200,damping=10,velocity=5")
    #expect(mv == Spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 5))
}

@Test("Canonical names", arguments: [
    (TimingCurve.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
    (.caDefault, "default"), (.system, "system"),
    (.cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1), "cubic:0.4,0,0.2,1"),
    (.spring(Spring(response: 0.5, dampingRatio: 0.8)), "spring:response=0.5,damping=0.8"),
    (.spring(Spring(response: 0.35, dampingRatio: 1, initialVelocity: 2.5)), "spring:response=0.35,damping=1,velocity=2.5"),
    (.spring(.system), "spring:mass=3,stiffness=1000,damping=500"),
])
func canonicalNames(curve: TimingCurve, name: String) {
    #expect(curve.name == name)
}

/// Parsing a curve's name gives back the very same curve, bit for bit.
@Test("Names round-trip", arguments: allCurveKinds + [
    .cubic(x1: 0.1, y1: -0.3, x2: 0.7, y2: 1.2), .cubic(x1: 1.0 / 3, y1: 0.1, x2: 2.0 / 3, y2: 0.9),
    .spring(Spring(duration: 0.5, bounce: 0.2)), .spring(Spring(duration: 0.49, bounce: 0.15, initialVelocity: -1e-5)),
    .spring(Spring(response: 1.0 / 3, dampingRatio: 0.7)), .spring(Spring(mass: 2.5, stiffness: 123.456, damping: 7.5)),
    .spring(Spring(mass: 1, stiffness: 10, damping: 1)),
])
func namesRoundTrip(curve: TimingCurve) throws {
    #expect(try TimingCurve(parsing: curve.name) == curve, "\(curve.name)")
}

@Test("Bad text throws a one-line CurveParseError naming the text and the accepted forms", arguments: [
    "", "bouncy", "ease-in", "cubic:1,2,3", "cubic:0.5,0,1.5,1", "cubic:a,0,1,1", "cubic:0.1,0,0.2,nan",
    "spring:response=0.5", "spring:response=0,damping=1", "spring:response=0.5,damping=-1",
    "spring:response=0.5,damping=0.8,foo=1", "spring:mass=1,stiffness=100", "spring:response=0.5,response=0.6,damping=1",
    "spring:response=0.5;damping=1", "spring:response=0.5,damping=0.8,mass=1", "spring:duration=0.5,bounce=1.5",
    "spring:mass=0,stiffness=100,damping=1", "curve:1", "spring:response=0.5,damping=x\n",
])
func rejectsBadText(text: String) {
    do {
        let curve = try TimingCurve(parsing: text)
        Issue.record("parsed \(String(reflecting: text)) as \(curve)")
    } catch let error as CurveParseError {
        #expect(error.text == text)
        #expect(!error.description.contains("\n"))
        #expect(error.description.contains(String(reflecting: text)))
        for form in ["linear", "easeIn", "easeOut", "easeInOut", "default", "system", "cubic:x1,y1,x2,y2",
                     "spring:response=R,damping=Z[,velocity=V]", "spring:duration=D,bounce=B",
                     "spring:mass=M,stiffness=K,damping=C[,velocity=V]"] {
            #expect(error.description.contains(form))
        }
        #expect(error.localizedDescription == error.description)
    } catch {
        Issue.record("unexpected error \(error)")
    }
}

@Test func codableAsTheTextForm() throws {
    let curves: [TimingCurve] = [.easeInOut, .system, .spring(Spring(response: 0.5, dampingRatio: 0.8))]
    let json = String(decoding: try JSONEncoder().encode(curves), as: UTF8.self)
    #expect(json == #"["easeInOut","system","spring:response=0.5,damping=0.8"]"#)
    #expect(try JSONDecoder().decode([TimingCurve].self, from: Data(json.utf8)) == curves)
    #expect(throws: DecodingError.self) {
        try JSONDecoder().decode([TimingCurve].self, from: Data(#"["wobbly"]"#.utf8))
    }
}

@Test("Parameters outside their ranges are refused, naming the range", arguments: [
    ("spring:response=1e-300,damping=1", "response must be 0.01…10 s, not 1e-300"),
    ("spring:response=1e300,damping=1", "response must be 0.01…10 s, not 1e+300"),
    ("spring:response=0.5,damping=1e9", "damping must be 0…10, not 1000000000"),
    ("spring:duration=0.001,bounce=0", "duration must be 0.01…10 s, not 0.001"),
    ("spring:duration=0.5,bounce=-5", "bounce must be -1…1, not -5"),
    ("spring:mass=1e-200,stiffness=100,damping=1", "mass must be 0.01…100, not 1e-200"),
    ("spring:mass=1,stiffness=1e300,damping=1", "stiffness must be 0.01…100000, not 1e+300"),
    ("spring:mass=1,stiffness=100,damping=1e12", "damping must be 0…100000, not 1000000000000"),
    ("spring:response=0.5,damping=1,velocity=1e10", "velocity must be -100…100, not 10000000000"),
    ("cubic:0.4,1e300,0.2,1", "y1 and y2 must lie in -10…10"),
    ("cubic:0.4,0,0.2,-11", "y1 and y2 must lie in -10…10"),
    (String(repeating: "reversed:", count: 200) + "linear", "the text is longer than 1000 characters"),
])
func rejectsOutOfRangeParameters(text: String, reason: String) {
    #expect(throws: CurveParseError(text: text, reason: reason)) { try TimingCurve(parsing: text) }
}

@Test func acceptsParametersAtTheEndsOfTheirRanges() throws {
    for text in ["spring:response=0.01,damping=0", "spring:response=10,damping=10,velocity=-100", "spring:duration=10,bounce=-1",
                 "spring:mass=0.01,stiffness=100000,damping=100000,velocity=100", "spring:mass=100,stiffness=0.01,damping=0",
                 "cubic:0,-10,1,10"] {
        let curve = try TimingCurve(parsing: text)
        for t in stride(from: 0.0, through: 1, by: 0.125) { #expect(curve.progress(elapsed: t, duration: 1).isFinite, "\(text) at \(t)") }
    }
}
