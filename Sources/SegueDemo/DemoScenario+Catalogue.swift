import SegueKit
import SegueScreens

/// The demo app's transitions: what `segue render` draws into `Renders/`, and how they are named.
extension DemoScenario {
    /// The built-in demo: every transition of this build, both directions. Styles that only show
    /// their own shape in regular width (form sheet, popover) are rendered on an iPad.
    public static func all(device: Device) -> [DemoScenario] {
        TransitionStyle.allCases.flatMap { style in
            [true, false].map { DemoScenario(styleScenario(style, isForward: $0, device: device)) }
        } + segues(device: device) + catalogue()
    }

    /// The demo's transition of `style` in one direction: `push`, `pop`, `coverVertical-present`,
    /// `formSheet-dismiss`… (a form sheet or a popover on an iPad when `device` is compact).
    public static func named(style: TransitionStyle, isForward: Bool, device: Device) -> DemoScenario {
        DemoScenario(styleScenario(style, isForward: isForward, device: device))
    }

    static func styleScenario(_ style: TransitionStyle, isForward: Bool, device: Device) -> Scenario {
        let d = (style == .formSheet || style == .popover) && !device.isRegularWidth ? Device.iPadPro11 : device
        let name = style == .push ? (isForward ? "push" : "pop")
            : isForward ? "\(style.rawValue)-present" : GoldenName.named(style.rawValue, dismissing: true)
        return Scenario(name: name, style: style, isForward: isForward, device: d)
    }

    /// The catalogue of custom transitions (SPEC.md §7), each kind once (to the left where a
    /// direction applies; the other directions are mirror images, covered by the tests and
    /// rendered on demand with `--custom NAME --direction D`), between two plain screens on the
    /// smallest phone (small frames, clear motion).
    public static func catalogue() -> [DemoScenario] {
        CatalogueTransition.allCases.flatMap { kind -> [DemoScenario] in
            let directions: [SlideDirection?] = kind.takesDirection ? [.left] : [nil]
            return directions.map { direction in
                let name = kind.name(direction: direction)
                var s = Scenario(name: "catalogue-\(name)", style: .coverVertical, isForward: true, device: .iPhoneSE)
                s.flow = .animator(name: name, make: { _ in
                    MatchedViewsTransition(base: CatalogueAnimator(kind: kind, direction: direction ?? .left))
                })
                return DemoScenario(s)
            }
        }
    }

    /// The segue machinery's demo: the seed's custom segue in its four variants, a tab switch, an
    /// iPad showDetail and every unwind variant.
    public static func segues(device: Device) -> [DemoScenario] {
        var out: [DemoScenario] = []
        for landscape in [false, true] {
            for forward in [true, false] {
                var s = Scenario(name: "HorizontalSlideSegue-\(landscape ? "landscape" : "portrait")-\(forward ? "present" : "dismiss")",
                                 style: .coverVertical, isForward: forward, device: landscape ? device.landscape : device)
                s.flow = .customSegue("HorizontalSlideSegue")
                out.append(DemoScenario(s))
            }
        }
        out.append(DemoScenario(Scenario(name: "tabSwitch", style: .crossDissolve, isForward: true, device: device), flow: .tabSwitch))
        out.append(DemoScenario(Scenario(name: "showDetail-ipad", style: .crossDissolve, isForward: true, device: .iPadPro11), flow: .showDetail))
        for u in UnwindCase.allCases {
            let s = Scenario(name: "unwind-\(u.rawValue)", style: u == .pop ? .push : .coverVertical, isForward: false, device: device)
            out.append(DemoScenario(s, flow: .unwind(u)))
        }
        return out
    }
}
