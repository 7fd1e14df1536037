import SegueKit
import SegueScreens

/// The demo app's transitions: what `segue render` draws into `Renders/`.
extension Scenario {
    /// The built-in demo: every transition of this build, both directions. Styles that only show
    /// their own shape in regular width (form sheet, popover) are rendered on an iPad.
    public static func demo(device: Device) -> [Scenario] {
        TransitionStyle.allCases.flatMap { style -> [Scenario] in
            let d = (style == .formSheet || style == .popover) && !device.isRegularWidth ? Device.iPadPro11 : device
            return style == .push
                ? [Scenario(name: "push", style: .push, isForward: true, device: d),
                   Scenario(name: "pop", style: .push, isForward: false, device: d)]
                : [Scenario(name: "\(style.rawValue)-present", style: style, isForward: true, device: d),
                   Scenario(name: "\(style.rawValue)-dismiss", style: style, isForward: false, device: d)]
        } + segueDemo(device: device) + catalogueDemo()
    }

    /// The catalogue of custom transitions (SPEC.md §7), each kind once (to the left where a
    /// direction applies; the other directions are mirror images, covered by the tests and
    /// rendered on demand with `--custom NAME --direction D`), between two plain screens on the
    /// smallest phone (small frames, clear motion).
    public static func catalogueDemo() -> [Scenario] {
        CatalogueTransition.allCases.flatMap { kind -> [Scenario] in
            let directions: [SlideDirection?] = kind.takesDirection ? [.left] : [nil]
            return directions.map { direction in
                let name = kind.name(direction: direction)
                var s = Scenario(name: "catalogue-\(name)", style: .coverVertical, isForward: true, device: .iPhoneSE)
                s.flow = .animator(name: name, make: { _ in
                    MatchedViewsTransition(base: CatalogueAnimator(kind: kind, direction: direction ?? .left))
                })
                return s
            }
        }
    }

    /// The segue machinery's demo: the seed's custom segue in its four variants, a tab switch, an
    /// iPad showDetail and every unwind variant.
    public static func segueDemo(device: Device) -> [Scenario] {
        var out: [Scenario] = []
        for landscape in [false, true] {
            for forward in [true, false] {
                var s = Scenario(name: "HorizontalSlideSegue-\(landscape ? "landscape" : "portrait")-\(forward ? "present" : "dismiss")",
                                 style: .coverVertical, isForward: forward, device: landscape ? device.landscape : device)
                s.flow = .customSegue("HorizontalSlideSegue")
                out.append(s)
            }
        }
        var tab = Scenario(name: "tabSwitch", style: .crossDissolve, isForward: true, device: device)
        tab.flow = .tabSwitch
        var detail = Scenario(name: "showDetail-ipad", style: .crossDissolve, isForward: true, device: .iPadPro11)
        detail.flow = .showDetail
        out += [tab, detail]
        for u in UnwindCase.allCases {
            var s = Scenario(name: "unwind-\(u.rawValue)", style: u == .pop ? .push : .coverVertical, isForward: false, device: device)
            s.flow = .unwind(u)
            out.append(s)
        }
        return out
    }
}
