import SegueKit

/// The display mode an app asks of its split view controller in code
/// (`preferredDisplayMode = .allVisible` in the subclass's `viewDidLoad()`,
/// `splitViewController?.preferredDisplayMode = .oneBesideSecondary` from a column's controller
/// or the app delegate, Objective-C's `UISplitViewControllerDisplayModeAllVisible`), which a
/// storyboard does not hold: an iPad in portrait showed the secondary column alone, where the app
/// keeps both side by side.
///
/// NB: the classes given are read first (the split view's own, its columns'), then the app's
/// delegates; the first statement of a known shape wins.
extension SourceDeclarations {
    /// SegueKit's display mode for the one the app asks of a split view in the files of
    /// `classes` or of its app and scene delegates; nil where none says.
    func preferredDisplayMode(readingClasses classes: [String]) -> SplitViewController.DisplayMode? {
        let delegates = files.keys.filter { $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate") }.sorted()
        for file in classes + delegates {
            guard let text = text(of: file), SourceStatements.has(text, "referredDisplayMode") else { continue }
            for s in SourceStatements.statements(text) where SourceStatements.has(s, "referredDisplayMode") {
                guard let m = CodeColors.match(Self.displayModeSwift, s) ?? CodeColors.match(Self.displayModeObjC, s),
                      let mode = Self.displayMode(m[1]) else { continue }
                return mode
            }
        }
        return nil
    }

    /// UIKit's mode names, current and deprecated, as SegueKit arranges them.
    static func displayMode(_ raw: String) -> SplitViewController.DisplayMode? {
        let name = raw.prefix(1).lowercased() + raw.dropFirst()
        switch name {
        case "automatic": return .automatic
        case "allVisible", "oneBesideSecondary", "twoBesideSecondary", "oneDisplaceSecondary", "twoDisplaceSecondary": return .oneBesideSecondary
        case "primaryHidden", "secondaryOnly": return .secondaryOnly
        case "primaryOverlay", "oneOverSecondary", "twoOverSecondary": return .oneOverSecondary
        default: return nil
        }
    }

    static let displayModeSwift = CodeColors.regex(#"^(?:[\w.]+?[?!]?\.)?preferredDisplayMode ?= ?(?:UISplitViewController\.DisplayMode|UISplitViewControllerDisplayMode)?\.?(\w+)$"#)
    static let displayModeObjC = CodeColors.regex(#"^\[[\w.]+ setPreferredDisplayMode: ?UISplitViewControllerDisplayMode(\w+)\]$"#)
}
