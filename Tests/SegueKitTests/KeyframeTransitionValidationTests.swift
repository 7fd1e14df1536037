import Foundation
import Testing
@testable import SegueKit

/// Every check of a transition file is raised, naming the file, the JSON path and what to do.
@MainActor
struct KeyframeTransitionValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        /// The JSON path the error must name.
        var path: String
        /// Words the problem must contain.
        var problem: String
        var testDescription: String { name }
    }

    nonisolated static let to = #""to": { "keyframes": [ { "time": 0, "alpha": 0 }, { "time": 1, "alpha": 1 } ] }"#

    nonisolated static let cases: [Case] = [
        Case(name: "zero duration", json: #"{ "duration": 0, \#(to) }"#, path: "duration", problem: "0 is not positive"),
        Case(name: "negative duration", json: #"{ "duration": -0.3, \#(to) }"#, path: "duration", problem: "-0.3 is not positive"),
        Case(name: "no duration", json: #"{ \#(to) }"#, path: "duration", problem: "is missing"),
        Case(name: "duration as text", json: #"{ "duration": "fast", \#(to) }"#, path: "duration", problem: "expected a number"),
        Case(name: "time above 1", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0 }, { "time": 1.5, "alpha": 1 } ] } }"#,
             path: "to.keyframes[1].time", problem: "1.5 is outside 0…1"),
        Case(name: "negative time", json: #"{ "duration": 0.4, "from": { "keyframes": [ { "time": -0.1, "alpha": 1 } ] } }"#,
             path: "from.keyframes[0].time", problem: "-0.1 is outside 0…1"),
        Case(name: "times out of order",
             json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0 }, { "time": 0.6, "alpha": 1 }, { "time": 0.3, "alpha": 0 } ] } }"#,
             path: "to.keyframes[2].time", problem: "0.3 comes before the time of keyframes[1] (0.6)"),
        Case(name: "missing time", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "alpha": 0 } ] } }"#,
             path: "to.keyframes[0].time", problem: "is missing"),
        Case(name: "unknown segment curve", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0 }, { "time": 1, "curve": "bouncy", "alpha": 1 } ] } }"#,
             path: "to.keyframes[1].curve", problem: "\"bouncy\" is not a timing curve"),
        Case(name: "bad spring", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "curve": "spring:response=0,damping=1", "alpha": 1 } ] } }"#,
             path: "to.keyframes[0].curve", problem: "response must be 0.01…10 s, not 0"),
        Case(name: "unknown default curve", json: #"{ "duration": 0.4, "curve": "wobbly", \#(to) }"#, path: "curve", problem: "\"wobbly\" is not a timing curve"),
        Case(name: "misspelt key", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0, "aplha": 0 } ] } }"#,
             path: "to.keyframes[0].aplha", problem: "unknown key \"aplha\""),
        Case(name: "unknown top-level key", json: #"{ "duration": 0.4, "Duration": 1, \#(to) }"#, path: "Duration", problem: "unknown key"),
        Case(name: "alpha above 1", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "alpha": 2 } ] } }"#,
             path: "to.keyframes[0].alpha", problem: "2 is outside 0…1"),
        Case(name: "negative corner radius", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "cornerRadius": -3 } ] } }"#,
             path: "to.keyframes[0].cornerRadius", problem: "-3 is negative"),
        Case(name: "frame and center together",
             json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "frame": { "x": 0, "y": 0, "width": 10, "height": 10 }, "center": { "x": 5, "y": 5 } } ] } }"#,
             path: "to.keyframes[0].center", problem: "together with frame"),
        Case(name: "scale and scaleX together", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "transform": { "scale": 2, "scaleX": 1 } } ] } }"#,
             path: "to.keyframes[0].transform.scaleX", problem: "together with scale"),
        Case(name: "unknown transform key", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "transform": { "rotate": 30 } } ] } }"#,
             path: "to.keyframes[0].transform.rotate", problem: "unknown key \"rotate\""),
        Case(name: "length in pixels", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "frame": { "x": "50px", "y": 0, "width": 10, "height": 10 } } ] } }"#,
             path: "to.keyframes[0].frame.x", problem: "\"50px\" is not a length"),
        Case(name: "incomplete frame", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "frame": { "x": 0, "y": 0, "width": 10 } } ] } }"#,
             path: "to.keyframes[0].frame.height", problem: "is missing"),
        Case(name: "negative width", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "frame": { "x": 0, "y": 0, "width": "-10%", "height": 10 } } ] } }"#,
             path: "to.keyframes[0].frame.width", problem: "is negative"),
        Case(name: "half a turn in one step",
             json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0.5, "transform": { "rotationY": 90 } }, { "time": 1, "transform": { "rotationY": 270 } } ] } }"#,
             path: "to.keyframes[1].transform.rotationY", problem: "turns 180° from the previous 90°"),
        Case(name: "a whole turn from rest", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "transform": { "rotation": 360 } } ] } }"#,
             path: "to.keyframes[0].transform.rotation", problem: "turns 360°"),
        Case(name: "non-positive perspective", json: #"{ "duration": 0.4, "to": { "perspective": -500, "keyframes": [ { "time": 1, "alpha": 1 } ] } }"#,
             path: "to.perspective", problem: "-500 is not positive"),
        Case(name: "unknown view", json: #"{ "duration": 0.4, "onTop": "middle", \#(to) }"#, path: "onTop", problem: "\"middle\" is not one of the two views"),
        Case(name: "dimming without a view", json: #"{ "duration": 0.4, "dimming": { "keyframes": [ { "time": 1, "alpha": 0.1 } ] }, \#(to) }"#,
             path: "dimming.over", problem: "is missing"),
        Case(name: "dimming with a transform",
             json: #"{ "duration": 0.4, "dimming": { "over": "from", "keyframes": [ { "time": 1, "alpha": 0.1, "transform": {} } ] }, \#(to) }"#,
             path: "dimming.keyframes[0].transform", problem: "unknown key \"transform\""),
        Case(name: "dimming alpha above 1",
             json: #"{ "duration": 0.4, "dimming": { "over": "from", "keyframes": [ { "time": 0, "alpha": 0 }, { "time": 1, "alpha": 1.2 } ] }, \#(to) }"#,
             path: "dimming.keyframes[1].alpha", problem: "1.2 is outside 0…1"),
        Case(name: "keyframes not a list", json: #"{ "duration": 0.4, "to": { "keyframes": { "time": 0 } } }"#,
             path: "to.keyframes", problem: "expected a list"),
        Case(name: "error in the dismiss section",
             json: #"{ "duration": 0.4, \#(to), "dismiss": { "from": { "keyframes": [ { "time": 2, "alpha": 0 } ] } } }"#,
             path: "dismiss.from.keyframes[0].time", problem: "2 is outside 0…1"),
        Case(name: "duration in the dismiss section", json: #"{ "duration": 0.4, \#(to), "dismiss": { "duration": 0.2, \#(to) } }"#,
             path: "dismiss.duration", problem: "unknown key \"duration\""),
        Case(name: "nothing moves", json: #"{ "duration": 0.4, "from": {}, "to": { "keyframes": [] } }"#, path: "", problem: "nothing moves"),
        Case(name: "not an object", json: #"[ { "duration": 0.4 } ]"#, path: "", problem: "expected an object"),
        // Numbers out of range: each would overflow, trap or allocate without bound downstream.
        Case(name: "duration of a day", json: #"{ "duration": 86400, \#(to) }"#, path: "duration", problem: "86400 is more than 60 seconds"),
        Case(name: "duration beyond any frame count", json: #"{ "duration": 1e300, \#(to) }"#, path: "duration", problem: "is more than 60 seconds"),
        Case(name: "huge length", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "center": { "x": 1e300, "y": 0 } } ] } }"#,
             path: "to.keyframes[0].center.x", problem: "is outside ±100000 points"),
        Case(name: "huge percentage", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "center": { "x": "1e9%", "y": 0 } } ] } }"#,
             path: "to.keyframes[0].center.x", problem: "\"1e9%\" is outside ±10000%"),
        Case(name: "huge scale", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "transform": { "scaleY": -1e12 } } ] } }"#,
             path: "to.keyframes[0].transform.scaleY", problem: "is outside ±1000"),
        Case(name: "huge angle", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0, "transform": { "rotation": 1e20 } } ] } }"#,
             path: "to.keyframes[0].transform.rotation", problem: "is outside ±3600°"),
        Case(name: "tiny perspective", json: #"{ "duration": 0.4, "to": { "perspective": 1e-300, "keyframes": [ { "time": 1, "alpha": 1 } ] } }"#,
             path: "to.perspective", problem: "is outside 1…1000000 points"),
        Case(name: "huge corner radius", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "cornerRadius": 1e200 } ] } }"#,
             path: "to.keyframes[0].cornerRadius", problem: "is more than 100000 points"),
        Case(name: "spring of response 1e-300", json: #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "curve": "spring:response=1e-300,damping=1", "alpha": 1 } ] } }"#,
             path: "to.keyframes[0].curve", problem: "response must be 0.01…10 s, not 1e-300"),
        Case(name: "too many keyframes",
             json: #"{ "duration": 0.4, "to": { "keyframes": ["# + Array(repeating: #"{ "time": 1 }"#, count: 1001).joined(separator: ",") + "] } }",
             path: "to.keyframes", problem: "has 1001 keyframes, more than 1000"),
    ]

    @Test(arguments: cases)
    func errorsNameTheFileThePathAndAFix(_ c: Case) throws {
        do {
            _ = try KeyframeTransition.decode(Data(c.json.utf8), file: "transitions/custom.json")
            Issue.record("\(c.name): accepted")
        } catch let error as TransitionFileError {
            #expect(error.file == "transitions/custom.json")
            #expect(error.path == c.path, "\(c.name): \(error)")
            #expect(error.problem.contains(c.problem), "\(c.name): \(error)")
            #expect(!error.fix.isEmpty)
            let prefix = "transitions/custom.json: " + (c.path.isEmpty ? "" : c.path + ": ")
            #expect(error.description.hasPrefix(prefix + error.problem), "\(c.name): \(error)")
            #expect(error.description.hasSuffix(error.fix))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func misspeltKeysGetASuggestion() throws {
        let json = #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 0, "aplha": 0 } ] } }"#
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.decode(Data(json.utf8), file: "x.json") }
        #expect(error.fix.contains("Did you mean \"alpha\"?"))
        #expect(error.fix.contains("\"cornerRadius\""), "lists the keys")
        let other = #"{ "duration": 0.4, "to": { "Keyframes": [] } }"#
        let e2 = try #require(throws: TransitionFileError.self) { try KeyframeTransition.decode(Data(other.utf8), file: "x.json") }
        #expect(e2.path == "to.Keyframes" && e2.fix.contains("Did you mean \"keyframes\"?"))
    }

    @Test func curveErrorsListTheAcceptedForms() throws {
        let json = #"{ "duration": 0.4, "curve": "wobbly", "to": { "keyframes": [ { "time": 1, "alpha": 1 } ] } }"#
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.decode(Data(json.utf8), file: "x.json") }
        for form in CurveParseError.acceptedForms { #expect(error.fix.contains(form)) }
    }

    func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let dir = URL(fileURLWithPath: scratchRoot + "keyframes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [
        #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 1, "alpha": 'one' } ] } }"#,  // single quotes
        #"{ "duration": 0.4 "to": {} }"#,  // missing comma
        #"{ duration: 0.4 }"#,  // unquoted key
        #"{ "duration": 0.4, "to": { "keyframes": ["#,  // cut short
        "",
    ])
    func malformedJSONNamesTheFile(_ text: String) throws {
        // (Foundation's decoder accepts trailing commas, so they are not among these.)
        let path = try temporaryFile("broken-transition.json", text)
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.load(contentsOf: path) }
        #expect(error.file == path && error.path == "")
        #expect(error.description.hasPrefix(path + ": is not valid JSON"), "\(error)")
        #expect(error.fix.contains("commas"))
    }

    @Test func malformedJSONSaysWhere() throws {
        let text = "{\n  \"duration\": 0.4,\n  \"to\": { \"keyframes\": [ { \"time\": 1 \"alpha\": 1 } ] }\n}"
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.decode(Data(text.utf8), file: "where.json") }
        // The parser stops at the second key of the keyframe: line 3, column 38 (the opening quote of "alpha").
        #expect(error.description.hasPrefix("where.json: is not valid JSON ("), "\(error)")
        #expect(error.problem.contains("line 3, column 38"), "\(error)")
    }

    @Test func aMissingFileIsNamed() throws {
        let path = "/nonexistent/segue/flip.json"
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.load(contentsOf: path) }
        #expect(error.description.hasPrefix(path + ": no such file"))
    }

    @Test func aFileOverOneMiBIsRefusedBeforeItIsParsed() throws {
        let padding = String(repeating: " ", count: 1 << 20)
        let path = try temporaryFile("padded.json", #"{ "duration": 0.4, \#(Self.to) }"# + padding)
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.load(contentsOf: path) }
        #expect(error.description.hasPrefix(path + ": is 1.1 MiB, more than the 1 MiB limit. A transition file is a small JSON document"), "\(error)")
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/tmp"])
    func specialFilesAreRefusedWithoutReadingThem(_ path: String) throws {
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.load(contentsOf: path) }
        let what = path == "/tmp" ? "a directory" : "a character device"
        #expect(error.description == "\(path): is \(what), not a regular file. Give the path of a transition file (JSON, see Sources/SegueKit/Transitions/Keyframed/Schema.md).")
    }

    @Test func validationErrorsFromAFileNameIt() throws {
        let path = try temporaryFile("late.json", #"{ "duration": 0.4, "to": { "keyframes": [ { "time": 3, "alpha": 1 } ] } }"#)
        let error = try #require(throws: TransitionFileError.self) { try KeyframeTransition.load(contentsOf: path) }
        #expect(error.description.hasPrefix(path + ": to.keyframes[0].time: 3 is outside 0…1. Times are fractions of the duration"))
    }

    @Test func lengthsAcceptPointsAndPercentages() throws {
        let json = #"{ "duration": 1, "to": { "keyframes": [ { "time": 1, "center": { "x": 12.5, "y": " -25 % " } } ] } }"#
        let t = try KeyframeTransition.decode(Data(json.utf8), file: "x.json")
        #expect(t.presentation.to.keyframes[0].center == .init(x: .points(12.5), y: .percent(-25)))
        #expect(KeyframeTransition.Length.percent(50).resolved(in: 300) == 150)
    }

    @Test func stepsOfUnderHalfATurnAndAStartingTurnAreAccepted() throws {
        // Starting at 270° (set, not animated) and turning by less than 180° per step is fine.
        let json = #"""
        { "duration": 1, "to": { "keyframes": [ { "time": 0, "transform": { "rotation": 270 } }, { "time": 0.5, "transform": { "rotation": 120 } },
          { "time": 1, "transform": { "rotation": 0 } } ] } }
        """#
        let t = try KeyframeTransition.decode(Data(json.utf8), file: "x.json")
        #expect(t.presentation.to.keyframes.count == 3)
    }
}

/// Every scratch folder of this test process lies in one folder, removed when the process exits,
/// so that a run leaves nothing behind in the temporary directory.
let scratchRoot: String = {
    atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "segue-tests-\(getpid())") }
    return NSTemporaryDirectory() + "segue-tests-\(getpid())/"
}()
