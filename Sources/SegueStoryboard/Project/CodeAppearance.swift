import Foundation
import SegueKit

/// What an app sets in code through UIKit's appearance proxies for every bar, which a
/// storyboard cannot show: `UINavigationBar.appearance().barTintColor = …`, its tint,
/// translucency, style and title colours, the appearance objects it hands them
/// (`UINavigationBarAppearance` configured, coloured and set as `standardAppearance`…), the same
/// for tab bars and toolbars, and the window's tint (`window.tintColor`,
/// `UIView.appearance().tintColor`). Read from every Swift and Objective-C file of the project
/// (`ProjectResources.sourceFiles`), in the forms `CodeColors` reads for colours, through
/// names the statements give the proxies and objects. A bar the storyboard styles keeps its
/// own values (set on the instance, they win over the proxy's); the rest take the app's.
///
/// NB: a reading of statements of known shapes, not of Swift or Objective-C: the proxies of one
/// container (`appearance(whenContainedInInstancesOf:)`) are left alone, and where the code sets
/// a value twice (a theme switch, an `#available` branch) the last statement read wins.
struct CodeAppearance: Sendable, Hashable {
    struct Bar: Sendable, Hashable {
        var barTintColor: Color?
        var tintColor: Color?
        var titleColor: Color?
        var largeTitleColor: Color?
        var titleFont: IB.Font?
        var largeTitleFont: IB.Font?
        var isTranslucent: Bool?
        var barStyle: IB.BarStyle?
        var unselectedItemTintColor: Color?
        var appearances = BarAppearances<IB.BarAppearance>()

        var isEmpty: Bool { self == Bar() }
    }

    var navigationBar = Bar()
    var toolbar = Bar()
    var tabBar = Bar()
    var windowTint: Color?
    /// What classes' own code sets on the bars of their instances and containers.
    var instances = Instances()
    /// The files (by name) each value was read from, in the order read, once each.
    var files: [String] = []

    var isEmpty: Bool { navigationBar.isEmpty && toolbar.isEmpty && tabBar.isEmpty && windowTint == nil && instances.isEmpty }

    /// Source files read, and bytes of each.
    static let maxFiles = 2_000
    static let maxTotalBytes = 32 << 20

    /// The appearance the project's sources set, with colours in `appearance`. Read once per
    /// project and appearance in a process: every storyboard of a folder shares it.
    static func read(sourceFiles: [String: String], resources: ProjectResources?, appearance: Appearance, contrast: Contrast = .normal,
                     maxBytes: Int = 1 << 20) -> CodeAppearance {
        let key = "\(appearance)|\(contrast)|\(maxBytes)|" + sourceFiles.values.sorted().joined(separator: "\n")
        if let known = cache.value(for: key) { return known }
        let read = reading(sourceFiles: sourceFiles, resources: resources, appearance: appearance, contrast: contrast, maxBytes: maxBytes)
        cache.store(read, for: key)
        return read
    }

    /// What `read` read before, by project and appearance.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: CodeAppearance] = [:]
        func value(for key: String) -> CodeAppearance? { lock.lock(); defer { lock.unlock() }; return entries[key] }
        func store(_ value: CodeAppearance, for key: String) {
            lock.lock()
            defer { lock.unlock() }
            // A long-lived process (a test suite, a server) reads many projects: the cache is kept small.
            if entries.count >= 16 { entries.removeAll() }
            entries[key] = value
        }
    }

    static let cache = Cache()

    private static func reading(sourceFiles: [String: String], resources: ProjectResources?, appearance: Appearance, contrast: Contrast,
                                maxBytes: Int) -> CodeAppearance {
        var texts: [(name: String, text: String)] = []
        var total = 0
        // In a fixed order, so that the last value read is the same on every run.
        for name in sourceFiles.keys.sorted().prefix(maxFiles) {
            guard let path = sourceFiles[name], total < maxTotalBytes,
                  let bytes = try? InputFile.read(path, maximumBytes: maxBytes) else { continue }
            total += bytes.count
            let file = (path as NSString).lastPathComponent
            texts.append((file, String(decoding: bytes, as: UTF8.self)))
        }
        return read(sources: texts, resources: resources, appearance: appearance, contrast: contrast)
    }

    static func read(sources: [(name: String, text: String)], resources: ProjectResources?, appearance: Appearance,
                     contrast: Contrast = .normal) -> CodeAppearance {
        var colors = CodeColors(appearance: appearance, contrast: contrast, resources: resources)
        var statements: [(file: String, statements: [String])] = []
        for (name, text) in sources {
            let s = SourceStatements.statements(text)
            colors.collectDeclarations(from: s)
            // Only files that set an appearance are read for it.
            if SourceStatements.has(text, "ppearance") || SourceStatements.has(text, "intColor") { statements.append((name, s)) }
        }
        // Twice: the first reading learns what each helper returns, wherever it is declared; the
        // second uses it where the helper is called.
        var learned: [String: IB.BarAppearance] = [:], unknownResults: Set<String> = []
        for pass in 0..<2 {
            var reading = Reading(colors: colors, appearance: appearance, contrast: contrast)
            reading.returned = learned
            reading.unknown = unknownResults
            for (file, list) in statements {
                reading.colors.objectiveC = file.hasSuffix(".m") || file.hasSuffix(".h") || file.hasSuffix(".mm")
                reading.aliases = [:]
                reading.function = nil
                for s in list where Reading.mayStyle(s) && reading.read(s) {
                    if !reading.result.files.contains(file) { reading.result.files.append(file) }
                }
            }
            guard pass == 0, !reading.returned.isEmpty else {
                var result = reading.result
                result.instances = instances(in: sources, colors: colors, appearance: appearance, contrast: contrast, returned: reading.returned,
                                             unknownResults: reading.unknown.filter { $0.hasSuffix("()") })
                return result
            }
            learned = reading.returned
            unknownResults = reading.unknown.filter { $0.hasSuffix("()") }
        }
        return CodeAppearance()
    }

    /// One pass over the statements, keeping the names given to proxies and appearance objects.
    struct Reading {
        var colors: CodeColors
        var appearance: Appearance
        var contrast: Contrast
        var result = CodeAppearance()
        /// What a name stands for in the file being read.
        var aliases: [String: Target] = [:]
        /// The appearance objects made so far, by name.
        var objects: [String: IB.BarAppearance] = [:]
        /// The appearance object each helper function or method returns, by its name
        /// (`static func defaultAppearance() -> UINavigationBarAppearance`, `+ (…)getDefaultAppearance`).
        var returned: [String: IB.BarAppearance] = [:]
        /// The function or method whose statements are being read.
        var function: String?
        /// The objects (and, as `name()`, the helpers' results) set to something not read.
        var unknown: Set<String> = []

        /// Whether `value`, an object's name or a call to a helper, was set to something not read.
        func isUnknown(_ value: String) -> Bool {
            if unknown.contains(value) { return true }
            guard let m = CodeColors.match(Self.swiftCall, value) ?? CodeColors.match(Self.objcCall, value) else { return false }
            return unknown.contains(m[1] + "()")
        }

        enum Target {
            case bar(WritableKeyPath<CodeAppearance, Bar>)
            case window
            case object(String)
        }

        /// The proxy classes read, and what each stands for.
        static func target(ofClass name: String) -> Target? {
            switch name {
            case "UINavigationBar": .bar(\.navigationBar)
            case "UIToolbar": .bar(\.toolbar)
            case "UITabBar": .bar(\.tabBar)
            case "UIView", "UIWindow": .window
            default: nil
            }
        }

        /// What `text` (a proxy, a name, the window) stands for.
        func target(_ text: String) -> Target? {
            if let m = CodeColors.match(Self.swiftProxy, text) ?? CodeColors.match(Self.objcProxy, text) { return Self.target(ofClass: m[1]) }
            if let alias = aliases[text] { return alias }
            if objects[text] != nil { return .object(text) }
            if CodeColors.match(Self.window, text) != nil { return .window }
            return nil
        }

        /// Whether `s` may name a proxy, an appearance object or what they set: a cheap test that
        /// spares the regular expressions most statements of an app.
        static func mayStyle(_ s: String) -> Bool {
            ["ppearance", "intColor", "TextAttributes", "ranslucent", "arStyle", "ackgroundColor", "hadowColor"]
                .contains { SourceStatements.has(s, $0) }
                || s.hasPrefix("return ") || s.hasPrefix("+") || s.hasPrefix("-") || SourceStatements.has(s, "func ")
        }

        /// The object a call to a helper returns: `Theme.defaultAppearance()`, `defaultAppearance()`,
        /// `[NavigationBarUtility getDefaultAppearance]`.
        func returnedObject(_ call: String) -> IB.BarAppearance? {
            guard let m = CodeColors.match(Self.swiftCall, call) ?? CodeColors.match(Self.objcCall, call) else { return nil }
            return returned[m[1]]
        }

        /// Reads one statement; true where it set something.
        mutating func read(_ s: String) -> Bool {
            if let m = CodeColors.match(Self.swiftFunction, s) ?? CodeColors.match(Self.objcMethod, s) {
                function = m[1]
                return false
            }
            if s.hasPrefix("return ") {
                let name = String(s.dropFirst(7))
                if let function, let look = objects[name] {
                    returned[function] = look
                    if unknown.contains(name) { unknown.insert("\(function)()") }
                }
                return false
            }
            // `let bar = UINavigationBar.appearance()`, `UINavigationBar *bar = [UINavigationBar appearance]`.
            if let m = CodeColors.match(Self.swiftAlias, s) ?? CodeColors.match(Self.objcAlias, s) {
                if let t = target(m[2]) { aliases[m[1]] = t }
                return false
            }
            // `let look = UINavigationBarAppearance()`, `… = [[UINavigationBarAppearance alloc] init]`.
            if let m = CodeColors.match(Self.swiftObject, s) ?? CodeColors.match(Self.objcObject, s) {
                objects[m[1]] = IB.BarAppearance()
                unknown.remove(m[1])
                aliases[m[1]] = nil
                return false
            }
            // `let look = Theme.defaultAppearance()`, `… *look = [self getDefaultAppearance]`.
            if let m = CodeColors.match(Self.swiftLocal, s) ?? CodeColors.match(Self.objcLocal, s), let look = returnedObject(m[2]) {
                objects[m[1]] = look
                if isUnknown(m[2]) { unknown.insert(m[1]) } else { unknown.remove(m[1]) }
                aliases[m[1]] = nil
                return false
            }
            if let m = CodeColors.match(Self.swiftConfigure, s) ?? CodeColors.match(Self.objcConfigure, s), objects[m[1]] != nil {
                configure(m[1], m[2])
                return false
            }
            // `TARGET.property = VALUE`, `[TARGET setProperty:VALUE]`.
            guard let m = CodeColors.match(Self.swiftSet, s) ?? CodeColors.match(Self.objcDotSet, s) ?? CodeColors.match(Self.objcSet, s),
                  let t = target(m[1]) else { return false }
            var property = m[2]
            if let first = property.first, first.isUppercase { property = first.lowercased() + property.dropFirst() }
            return set(property, m[3], on: t)
        }

        private mutating func configure(_ name: String, _ how: String) {
            var look = IB.BarAppearance()
            switch how {
            case "Opaque":
                look.backgroundColor = StoryboardColors.system("systemBackgroundColor", appearance, contrast)
            case "Transparent":
                look.backgroundColor = Color(white: 0, alpha: 0)
                look.hasShadow = false
            default:
                break
            }
            objects[name] = look
        }

        private mutating func set(_ property: String, _ value: String, on target: Target) -> Bool {
            switch target {
            case .window:
                guard property == "tintColor", let c = colors.color(value) else { return false }
                result.windowTint = c
                return true
            case .object(let name):
                guard var look = objects[name] else { return false }
                // A colour or font that cannot be read leaves the object unknown: none of it is
                // drawn, rather than a bar in a colour it does not have.
                var read = true
                switch property {
                case "backgroundColor":
                    if let c = colors.color(value) { look.backgroundColor = c } else { read = false }
                case "shadowColor":
                    if value == "nil" || value == ".clear" || value == "UIColor.clear" || value == "[UIColor clearColor]" { look.hasShadow = false }
                    else if let c = colors.color(value) { look.shadowColor = c } else { read = false }
                case "titleTextAttributes", "largeTitleTextAttributes":
                    let (c, f) = attributes(value)
                    if (c == nil && SourceStatements.has(value, "oregroundColor")) || (f == nil && SourceStatements.has(value, "ont")) {
                        read = false
                    } else if property == "titleTextAttributes" {
                        look.titleColor = c ?? look.titleColor
                        look.titleFont = f ?? look.titleFont
                    } else {
                        look.largeTitleColor = c ?? look.largeTitleColor
                        look.largeTitleFont = f ?? look.largeTitleFont
                    }
                default: return false
                }
                if read { objects[name] = look } else { unknown.insert(name) }
                return false
            case .bar(let key):
                var bar = result[keyPath: key]
                switch property {
                case "barTintColor": guard let c = colors.color(value) else { return false }; bar.barTintColor = c
                case "tintColor": guard let c = colors.color(value) else { return false }; bar.tintColor = c
                case "unselectedItemTintColor": guard let c = colors.color(value) else { return false }; bar.unselectedItemTintColor = c
                case "isTranslucent", "translucent":
                    guard let b = Self.bool(value) else { return false }
                    bar.isTranslucent = b
                case "barStyle":
                    guard let style = Self.barStyle(value) else { return false }
                    bar.barStyle = style
                case "titleTextAttributes", "largeTitleTextAttributes":
                    let (c, f) = attributes(value)
                    guard c != nil || f != nil else { return false }
                    if property == "titleTextAttributes" {
                        bar.titleColor = c ?? bar.titleColor
                        bar.titleFont = f ?? bar.titleFont
                    } else {
                        bar.largeTitleColor = c ?? bar.largeTitleColor
                        bar.largeTitleFont = f ?? bar.largeTitleFont
                    }
                case "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance":
                    guard let look = objects[value] ?? returnedObject(value), !isUnknown(value) else { return false }
                    switch property {
                    case "standardAppearance": bar.appearances.standard = look
                    case "scrollEdgeAppearance": bar.appearances.scrollEdge = look
                    case "compactAppearance": bar.appearances.compact = look
                    default: bar.appearances.compactScrollEdge = look
                    }
                default:
                    return false
                }
                result[keyPath: key] = bar
                return true
            }
        }

        static func bool(_ v: String) -> Bool? {
            switch v { case "true", "YES": true; case "false", "NO": false; default: nil }
        }

        static func barStyle(_ v: String) -> IB.BarStyle? {
            switch v.split(separator: ".").last.map(String.init) ?? v {
            case "black", "UIBarStyleBlack": .black
            case "blackOpaque", "UIBarStyleBlackOpaque": .blackOpaque
            case "blackTranslucent", "UIBarStyleBlackTranslucent": .blackTranslucent
            case "default", "UIBarStyleDefault": .default
            default: nil
            }
        }

        static let name = #"[A-Za-z_]\w*"#
        static let swiftProxy = CodeColors.regex(#"^(UI\w+)\.appearance\(\)$"#)
        static let objcProxy = CodeColors.regex(#"^\[(UI\w+) appearance\]$"#)
        static let window = CodeColors.regex(#"^(?:self\.)?(?:window|keyWindow)[?!]?$|^UIApplication\.shared\.(?:keyWindow|delegate\?\.window\?\?|windows\.first)[?!]?$"#)
        static let swiftAlias = CodeColors.regex(#"^(?:let|var) ("# + name + #")(?: ?: ?\w+)? ?= ?(UI\w+\.appearance\(\))$"#)
        static let objcAlias = CodeColors.regex(#"^(?:__\w+ )?\w+ ?\*? ?("# + name + #") ?= ?(\[UI\w+ appearance\])$"#)
        static let swiftObject = CodeColors.regex(#"^(?:let|var) ("# + name + #")(?: ?: ?\w+)? ?= ?UI(?:NavigationBar|TabBar|Toolbar)Appearance\((?:barAppearance: ?[\w.]+)?\)$"#)
        static let objcObject = CodeColors.regex(#"^\w+ ?\* ?("# + name + #") ?= ?\[(?:\[UI(?:NavigationBar|TabBar|Toolbar)Appearance alloc\] init|UI(?:NavigationBar|TabBar|Toolbar)Appearance new)\]$"#)
        static let swiftFunction = CodeColors.regex(#"^(?:[@\w]+(?:\([^)]*\))? )*func ("# + name + #")[(<]"#)
        static let objcMethod = CodeColors.regex(#"^[+-] ?\([^)]*\) ?("# + name + #")"#)
        static let swiftCall = CodeColors.regex(#"^(?:[\w.]+\.)?("# + name + #")\(\)$"#)
        static let objcCall = CodeColors.regex(#"^\[\w+ ("# + name + #")\]$"#)
        static let swiftLocal = CodeColors.regex(#"^(?:let|var) ("# + name + #")(?: ?: ?\w+)? ?= ?(.+)$"#)
        static let objcLocal = CodeColors.regex(#"^\w+ ?\* ?("# + name + #") ?= ?(\[.+\])$"#)
        static let swiftConfigure = CodeColors.regex(#"^("# + name + #")\.configureWith(Opaque|Transparent|Default)Background\(\)$"#)
        static let objcConfigure = CodeColors.regex(#"^\[("# + name + #") configureWith(Opaque|Transparent|Default)Background\]$"#)
        static let swiftSet = CodeColors.regex(#"^((?:self\.)?UI\w+\.appearance\(\)|[\w.]+?[?!]?)\.(\w+) ?= ?(.+)$"#)
        static let objcDotSet = CodeColors.regex(#"^(\[UI\w+ appearance\])\.(\w+) ?= ?(.+)$"#)
        static let objcSet = CodeColors.regex(#"^\[(\[UI\w+ appearance\]|(?:self\.)?\w+) set(\w+): ?(.+)\]$"#)
    }
}
