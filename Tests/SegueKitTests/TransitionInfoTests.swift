import Foundation
import Testing

@testable import SegueKit

/// What a manifest says a transition is, typed: the names are written exactly as before.
@Suite struct TransitionInfoTests {
    @Test func namesAreWrittenAsBareStrings() throws {
        let names: [TransitionName] = [.style(.push), .style(.pageSheet), .showDetail, .tabSwitch, .unwind, .named("HorizontalSlideSegue")]
        let json = String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
        #expect(json == #"["push","pageSheet","showDetail","tabSwitch","unwind","HorizontalSlideSegue"]"#)
        #expect(try JSONDecoder().decode([TransitionName].self, from: Data(json.utf8)) == names)
        #expect(names.map(\.description) == ["push", "pageSheet", "showDetail", "tabSwitch", "unwind", "HorizontalSlideSegue"])
        #expect(TransitionName(rawValue: "crossDissolve") == .style(.crossDissolve))
        #expect(TransitionName(rawValue: "pushLeft") == .named("pushLeft"))
    }

    @Test func directionsAreWrittenByName() throws {
        let json = String(decoding: try JSONEncoder().encode(TransitionDirection.allCases), as: UTF8.self)
        #expect(json == #"["push","pop","present","dismiss","showDetail","unwind","select"]"#)
        #expect("\(TransitionDirection.showDetail)" == "showDetail")
    }

    @Test func theDefaultTitleNamesTransitionAndDirection() {
        let info = TransitionInfo(transition: .style(.coverVertical), direction: .present, device: "d", curve: .linear, duration: 0.3)
        #expect(info.title == "coverVertical — present")
    }

    @Test func everyModalTransitionStyleIsAStyle() {
        #expect(ModalTransitionStyle.allCases.map { TransitionStyle($0).rawValue } == ModalTransitionStyle.allCases.map(\.rawValue))
    }

    /// A push that pushes reads "push", not "push push"; other pairs keep both words.
    @Test func aTransitionIsDescribedWithTheWayItWentEachWordOnce() {
        #expect(TransitionDirection.describe("push", "push") == "push")
        #expect(TransitionDirection.describe("push", "pop") == "push pop")
        #expect(TransitionDirection.describe("pageSheet", "present") == "pageSheet present")
    }
}
