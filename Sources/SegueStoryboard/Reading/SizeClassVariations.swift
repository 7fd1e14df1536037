import SegueKit

/// UIKit's size classes of a screen (`UITraitCollection.horizontalSizeClass` and
/// `verticalSizeClass`): what Interface Builder's "Vary for Traits" variations are chosen by.
public struct SizeClasses: Sendable, Hashable {
    public enum SizeClass: String, Sendable {
        case compact, regular
    }

    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// An iPad's are regular both ways; a phone's width is compact (regular in landscape on the
    /// Plus and Max) and its height regular (compact in landscape).
    public init(device: Device) {
        width = device.isRegularWidth ? .regular : .compact
        height = device.isCompactHeight ? .compact : .regular
    }
}

/// The screen a storyboard's scenes are drawn on: the storyboard's own (its canvas, turned
/// landscape when asked), or a chosen device's. It decides the size classes the file's trait
/// variations are resolved for when it is read.
public struct ScreenChoice: Sendable, Hashable {
    public var device: Device
    public var landscape: Bool
    /// Upright whatever the canvas (`StoryboardBuildOptions.portrait`); `landscape` wins.
    public var portrait: Bool
    public var overridesCanvas: Bool
    /// The storyboards (by name, without `.storyboard`) UIKit loads on an iPad alone: the app's
    /// `UIMainStoryboardFile~ipad` where it differs from its `UIMainStoryboardFile`. A file whose
    /// name ends in `~ipad`, UIKit's device modifier, is one whatever the app says.
    public var iPadStoryboards: Set<String>

    public init(device: Device = .iPhone15Pro, landscape: Bool = false, portrait: Bool = false, overridesCanvas: Bool = false,
                iPadStoryboards: Set<String> = []) {
        self.device = device
        self.landscape = landscape
        self.portrait = portrait
        self.overridesCanvas = overridesCanvas
        self.iPadStoryboards = iPadStoryboards
    }

    /// The iPad an iPad storyboard's scenes are drawn on when its canvas is not an iPad.
    public static let iPad = Device.iPadPro11

    /// Whether the storyboard file `file` (a name or path) is one UIKit loads on an iPad alone.
    public func isIPadStoryboard(_ file: String) -> Bool {
        var name = String(file.split(separator: "/").last ?? "")
        if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
        return name.lowercased().hasSuffix("~ipad") || iPadStoryboards.contains(name)
    }

    /// The storyboard's own screen, and a phone for files that name none.
    public static let canvas = ScreenChoice()

    /// The screen scenes designed on `canvas` are drawn on. Another device keeps the orientation
    /// the scenes were designed in: a landscape canvas is drawn on the chosen device turned
    /// landscape, unless `portrait` holds it upright.
    /// An iPad storyboard (`isIPadStoryboard`, `file` naming it) designed on another canvas is
    /// drawn on `iPad`.
    public func screen(for canvas: IB.Canvas, file: String? = nil) -> Device {
        let turned = landscape || (canvas.orientation == .landscape && !portrait)
        if overridesCanvas { return turned ? device.landscape : device }
        let own = canvas.screen(preset: device, landscape: landscape, upright: portrait)
        guard !own.isPad, let file, isIPadStoryboard(file) else { return own }
        return turned ? Self.iPad.landscape : Self.iPad
    }
}

/// Interface Builder's trait variations (Xcode 6 and later, "Vary for Traits" and the Installed
/// boxes), resolved for one screen's size classes before the rest of the reader sees the tree:
///
/// - `<variation key="default"><mask key="constraints"><exclude reference="ID"/>` uninstalls a
///   constraint (or, with `key="subviews"`, a view) in the base configuration, and a variation
///   for some size classes `<include>`s it back; what is not installed for the screen is left
///   out, as UIKit leaves it out.
/// - Any other child of a matching `<variation>` (a `fontDescription`, a `color`) replaces the
///   element's own child with the same name and key, and its attributes (a constraint's
///   `constant`) replace the element's.
///
/// A variation's key names the classes it applies to (`default` for all of them,
/// `widthClass=compact`, `heightClass=regular-widthClass=regular`, …); the more classes it names,
/// the later it is applied, so the most specific wins. A key with anything else in it applies to
/// no screen.
struct SizeClassVariations {
    let classes: SizeClasses

    /// How many classes a variation key names, when it applies to `classes`; nil when it does not
    /// or cannot be read.
    func specificity(of key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClasses.SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": guard value == classes.width else { return nil }
            case "heightClass": guard value == classes.height else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// Resolves the variations of `node` and of everything below it, and removes them.
    func resolve(_ node: inout XNode) {
        let variations = node.children.filter { $0.name == "variation" }
        if !variations.isEmpty {
            let applying = variations.compactMap { v in v.key.flatMap(specificity(of:)).map { (v, $0) } }
                .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
            node.children.removeAll { $0.name == "variation" }
            var installed: [String: [String: Bool]] = [:]
            for variation in applying {
                for (name, value) in variation.attributes where name != "key" { node.attributes[name] = value }
                for child in variation.children {
                    if child.name == "mask", let list = child.key {
                        for entry in child.children {
                            guard let ref = entry["reference"] else { continue }
                            if entry.name == "exclude" { installed[list, default: [:]][ref] = false }
                            if entry.name == "include" { installed[list, default: [:]][ref] = true }
                        }
                    } else if let i = node.children.firstIndex(where: { $0.name == child.name && $0.key == child.key }) {
                        node.children[i] = child
                    } else {
                        node.children.append(child)
                    }
                }
            }
            for (list, states) in installed {
                guard let i = node.children.firstIndex(where: { $0.name == list && $0.key == nil }) else { continue }
                node.children[i].children.removeAll { $0.id.map { states[$0] == false } ?? false }
            }
        }
        for i in node.children.indices { resolve(&node.children[i]) }
    }
}
