import Foundation
import SegueDemo
import SegueTesting
import Testing

/// The demo app as a client of the libraries: its transitions, their names, and its sources.
@MainActor
struct DemoScenarioTests {
    @Test("the demo's names: push and pop, STYLE-present and STYLE-dismiss, sheets and popovers on an iPad when the phone is compact")
    func names() {
        let phone = Device.iPhone15Pro
        #expect(DemoScenario.named(style: .push, isForward: true, device: phone).name == "push")
        #expect(DemoScenario.named(style: .push, isForward: false, device: phone).name == "pop")
        #expect(DemoScenario.named(style: .flipHorizontal, isForward: false, device: phone).name == "flipHorizontal-dismiss")
        #expect(DemoScenario.named(style: .popover, isForward: true, device: phone).scenario.device == .iPadPro11)
        #expect(DemoScenario.named(style: .coverVertical, isForward: true, device: phone).scenario.device == phone)
        let all = DemoScenario.all(device: phone).map(\.name)
        #expect(Set(all).count == all.count, "every demo transition has a name of its own")
        for style in TransitionStyle.allCases {
            #expect(all.contains(DemoScenario.named(style: style, isForward: true, device: phone).name))
            #expect(all.contains(DemoScenario.named(style: style, isForward: false, device: phone).name))
        }
    }

    @Test("the segue machinery's showcases say what they are in their manifests, with the demo's overrides")
    func showcases() throws {
        var tab = try #require(DemoScenario.all(device: .iPhone15Pro).first { $0.flow == .tabSwitch })
        tab.scenario.duration = 0.4
        let t = tab.recorded()
        #expect(t.info.transition == .tabSwitch && t.info.direction == .select && t.info.progressDuration == 0.4)
        let unwind = try #require(DemoScenario.all(device: .iPhone15Pro).first { $0.flow == .unwind(.pop) })
        #expect(unwind.recorded().info.transition == .named("unwind-pop") && unwind.recorded().info.direction == .unwind)
    }

    @Test("a custom animator between the demo's screens is a source, recorded as the golden of a check")
    func animator() async throws {
        let dir = NSTemporaryDirectory() + "segue-demo-animator-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = TransitionSource.animator("fade") { _ in
            var fade = CrossDissolveTransition()
            fade.duration = 0.2
            return fade
        }
        let goldens = TransitionGoldens(folder: dir + "/goldens", record: .missing, settings: RenderSettings(fps: 10, scale: 0.5, jobs: 2),
                                        artifacts: dir + "/artifacts")
        let r = await goldens.check(source)
        #expect(r.recording == .created)
        let m = try Manifest.read(from: dir + "/goldens/fade/manifest.json")
        #expect(m.transition == "fade" && m.duration == 0.2)
    }
}
