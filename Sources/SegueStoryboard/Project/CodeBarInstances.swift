import SegueKit

/// What a controller's own code sets on the bars it is shown with, as apps style one stack
/// rather than every bar: `navigationController?.navigationBar.barTintColor = …` (or its
/// `titleTextAttributes`, `tintColor`, `standardAppearance`…) in a content controller's
/// `viewDidLoad()` or `viewWillAppear(_:)`, `navigationBar.tintColor = …` in a navigation
/// controller subclass, `tabBar.tintColor = …` in a tab bar controller subclass, and
/// `tabBarController?.tabBar…` from a tab's controller. Read with the forms and names
/// `CodeAppearance` reads, from the classes' lifecycle methods (`CodeNavigationBarCalls.Scan`).
/// Set on the instance, these win over the storyboard's own values and the proxies'.
///
/// NB: a navigation controller's bar takes what its root controller sets (its code runs when the
/// stack is first shown); what a controller pushed later sets is not followed.
extension CodeAppearance {
    /// The bars a class's code styles: its own (a navigation or tab bar controller subclass's
    /// `navigationBar`, `tabBar`), and those of the containers it is shown in
    /// (`navigationController?.navigationBar`, `tabBarController?.tabBar`).
    struct Instances: Sendable, Hashable {
        var own: [String: CodeAppearance] = [:]
        var containers: [String: CodeAppearance] = [:]

        var isEmpty: Bool { own.isEmpty && containers.isEmpty }
    }

    /// Statement heads that name the bars of the containers a controller is shown in.
    static var containerBars: [String: Reading.Target] { [
        "navigationController.navigationBar": .bar(\.navigationBar), "self.navigationController.navigationBar": .bar(\.navigationBar),
        "navigationController.toolbar": .bar(\.toolbar), "self.navigationController.toolbar": .bar(\.toolbar),
        "tabBarController.tabBar": .bar(\.tabBar), "self.tabBarController.tabBar": .bar(\.tabBar),
    ] }

    /// Statement heads that name a container subclass's own bars.
    static var ownBars: [String: Reading.Target] { [
        "navigationBar": .bar(\.navigationBar), "self.navigationBar": .bar(\.navigationBar),
        "toolbar": .bar(\.toolbar), "self.toolbar": .bar(\.toolbar), "tabBar": .bar(\.tabBar), "self.tabBar": .bar(\.tabBar),
    ] }

    /// The instances the classes of `sources` style, read with `colors` (the project's names) and
    /// the appearance objects its helpers return.
    static func instances(in sources: [(name: String, text: String)], colors: CodeColors, appearance: Appearance, contrast: Contrast,
                          returned: [String: IB.BarAppearance], unknownResults: Set<String> = []) -> Instances {
        var out = Instances()
        for (file, text) in sources where SourceStatements.has(text, "avigationBar.") || SourceStatements.has(text, "abBar.")
            || SourceStatements.has(text, "oolbar.") || SourceStatements.has(text, "avigationBar set") || SourceStatements.has(text, "abBar set") {
            for body in CodeNavigationBarCalls.Scan(text).bodies where body.method != "viewWillDisappear" {
                let statements = SourceStatements.statements(body.text).map(Self.dotted)
                for (targets, key) in [(containerBars, \Instances.containers), (ownBars, \Instances.own)] {
                    var reading = Reading(colors: colors, appearance: appearance, contrast: contrast)
                    reading.colors.objectiveC = file.hasSuffix(".m") || file.hasSuffix(".mm")
                    reading.returned = returned
                    reading.unknown = unknownResults
                    reading.aliases = targets
                    reading.result = out[keyPath: key][body.className] ?? CodeAppearance()
                    for s in statements where Reading.mayStyle(s) && reading.read(s) {
                        if !reading.result.files.contains(file) { reading.result.files.append(file) }
                    }
                    if !reading.result.isEmpty { out[keyPath: key][body.className] = reading.result }
                }
            }
        }
        return out
    }

    /// A statement with optional chaining dropped (`navigationController?.navigationBar.x = …`
    /// as `navigationController.navigationBar.x = …`) and an Objective-C setter sent to a property
    /// path written as an assignment (`[self.navigationController.navigationBar setBarTintColor:c]`).
    static func dotted(_ s: String) -> String {
        var t = s.replacingOccurrences(of: "?.", with: ".").replacingOccurrences(of: "!.", with: ".")
        if let m = CodeColors.match(objcPathSetter, t) {
            t = m[1] + "." + (m[2].first.map { $0.lowercased() } ?? "") + m[2].dropFirst() + " = " + m[3]
        }
        return t
    }

    static let objcPathSetter = CodeColors.regex(#"^\[((?:self\.)?\w+(?:\.\w+)+) set(\w+): ?(.+)\]$"#)
}

extension IB.Document {
    /// The document with what controllers' code sets on their containers' bars: a navigation
    /// controller's bar takes its own class's values, then its root controller's; a tab bar
    /// controller's tab bar its own class's, then its first tab's controller's. They win over the
    /// storyboard's values.
    func applying(_ instances: CodeAppearance.Instances) -> IB.Document {
        guard !instances.isEmpty else { return self }
        var doc = self
        for i in doc.scenes.indices {
            let c = doc.scenes[i].controller
            var styles: [CodeAppearance] = []
            if let own = c.customClass.flatMap({ instances.own[$0] }) { styles.append(own) }
            let shown: String? = switch c.kind {
            case .navigationController: c.relationshipDestinations(.rootViewController).first
            case .tabBarController: c.relationshipDestinations(.viewControllers).first.flatMap { tab in
                    controller(withID: tab).map { $0.kind == .navigationController ? $0.relationshipDestinations(.rootViewController).first : tab } ?? nil
                }
            default: nil
            }
            if let id = shown, let cls = controller(withID: id)?.customClass, let theirs = instances.containers[cls] { styles.append(theirs) }
            for code in styles {
                doc.scenes[i].controller.navigationBar = doc.scenes[i].controller.navigationBar.map { $0.applying(code, overriding: true) }
                doc.scenes[i].controller.toolbar = doc.scenes[i].controller.toolbar.map { $0.applying(code, overriding: true) }
                doc.scenes[i].controller.tabBar = doc.scenes[i].controller.tabBar.map { $0.applying(code, overriding: true) }
            }
        }
        return doc
    }
}
