import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Appearance objects an app builds in a helper and hands the proxies where it sets them up, and
/// the title fonts of text attributes; a bar coloured by that code keeps UIKit's tint for its
/// items where the code sets none, rather than an assumed white.
@MainActor
struct CodeAppearanceHelpersTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func anObjectiveCHelpersObjectIsTheOneTheProxyGets() {
        let utility = """
            @implementation NavigationBarUtility
            + (void)setDefaults {
                if (@available(iOS 13, *)) {
                    UINavigationBarAppearance *appearance = [self getDefaultAppearance];
                    [UINavigationBar appearance].scrollEdgeAppearance = appearance;
                    [UINavigationBar appearance].standardAppearance = appearance;
                }
            }
            + (UINavigationBarAppearance*)getDefaultAppearance API_AVAILABLE(ios(13.0)) {
                UINavigationBarAppearance *appearance = [UINavigationBarAppearance new];
                [appearance configureWithOpaqueBackground];
                appearance.titleTextAttributes = [NSDictionary dictionaryWithObjectsAndKeys: [UIColor whiteColor], NSForegroundColorAttributeName,
                    [UIFont fontWithName:@"FiraSans-SemiBold" size:16], NSFontAttributeName, nil];
                appearance.backgroundColor = [UIColor redColor];
                return appearance;
            }
            @end
            """
        let code = CodeAppearance.read(sources: [("NavigationBarUtility.m", utility)], resources: nil, appearance: .light)
        let look = code.navigationBar.appearances.standard
        #expect(look?.backgroundColor == Self.red && look?.titleColor == Color(white: 1))
        #expect(look?.titleFont == IB.Font(family: .named(name: "FiraSans-SemiBold", family: nil), pointSize: 16))
        #expect(code.navigationBar.appearances.scrollEdge == look)
    }

    @Test func aSwiftHelperDeclaredAfterItsUseIsFollowed() {
        let swift = """
            enum NavigationBarStyle {
                static func apply() {
                    UINavigationBar.appearance().standardAppearance = NavigationBarStyle.defaultAppearance()
                    let edge = defaultAppearance()
                    edge.shadowColor = nil
                    UINavigationBar.appearance().scrollEdgeAppearance = edge
                }

                static func defaultAppearance() -> UINavigationBarAppearance {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 12)]
                    appearance.largeTitleTextAttributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 30, weight: .heavy)]
                    appearance.backgroundColor = .red
                    return appearance
                }
            }
            """
        let code = CodeAppearance.read(sources: [("NavigationBarStyle.swift", swift)], resources: nil, appearance: .light)
        let standard = code.navigationBar.appearances.standard
        #expect(standard?.backgroundColor == Self.red)
        #expect(standard?.titleFont == IB.Font(family: .system, pointSize: 12, weight: .bold))
        #expect(standard?.largeTitleFont == IB.Font(family: .system, pointSize: 30, weight: .heavy))
        #expect(standard?.hasShadow == true)
        #expect(code.navigationBar.appearances.scrollEdge?.hasShadow == false, "the copy the caller changed")
    }

    @Test("an object set to a colour that cannot be read is not drawn, rather than drawn opaque white")
    func anObjectWithAColourNotReadIsLeftAlone() {
        let utility = """
            @implementation NavigationBarUtility
            + (void)setDefaults {
                [UINavigationBar appearance].standardAppearance = [self getDefaultAppearance];
            }
            + (UINavigationBarAppearance*)getDefaultAppearance {
                UINavigationBarAppearance *appearance = [UINavigationBarAppearance new];
                [appearance configureWithOpaqueBackground];
                appearance.backgroundColor = [UIColor colorWithRGBHexString:color_base alpha:1.0f];
                return appearance;
            }
            @end
            """
        let code = CodeAppearance.read(sources: [("NavigationBarUtility.m", utility)], resources: nil, appearance: .light)
        #expect(code.navigationBar.appearances.standard == nil)
        let swift = """
            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.titleTextAttributes = [.foregroundColor: Theme.current.titleColor]
            UINavigationBar.appearance().standardAppearance = look
            """
        #expect(CodeAppearance.read(sources: [("Style.swift", swift)], resources: nil, appearance: .light).navigationBar.appearances.standard == nil)
    }

    @Test func fontsAreReadInTheFormsAppsWriteThem() {
        let c = CodeColors(appearance: .light)
        #expect(c.font("UIFont(name: \"Avenir-Heavy\", size: 18)!") == IB.Font(family: .named(name: "Avenir-Heavy", family: nil), pointSize: 18))
        #expect(c.font("UIFont(name: \"Avenir-Heavy\", size: 18) ?? .systemFont(ofSize: 18)")?.pointSize == 18)
        #expect(c.font(".systemFont(ofSize: 17, weight: UIFont.Weight.semibold)") == IB.Font(family: .system, pointSize: 17, weight: .semibold))
        #expect(c.font("[UIFont systemFontOfSize:15 weight:UIFontWeightMedium]") == IB.Font(family: .system, pointSize: 15, weight: .medium))
        #expect(c.font("[UIFont boldSystemFontOfSize:12.0f]") == IB.Font(family: .system, pointSize: 12, weight: .bold))
        #expect(c.font("UIFont.preferredFont(forTextStyle: .headline)") == IB.Font(family: .textStyle("UICTFontTextStyleHeadline"), pointSize: 17, weight: .semibold))
        #expect(c.font("UIFont.italicSystemFont(ofSize: 12)") == nil, "not a form read: nothing, not a guess")
        var declared = c
        declared.collectDeclarations(from: SourceStatements.statements("static let titleFont = UIFont(name: \"Avenir-Heavy\", size: 18)!"))
        #expect(declared.font("Theme.titleFont")?.pointSize == 18)
    }

    @Test("a bar the code colours red keeps UIKit's tint for its back button; the title is the code's white")
    func nothingIsAssumedOverABarTheCodeColours() throws {
        var node = IB.ViewNode(element: .navigationBar, id: "bar")
        var code = CodeAppearance()
        var look = IB.BarAppearance()
        look.backgroundColor = Color(red: 0.6, green: 0, blue: 0)
        look.titleColor = Color(white: 1)
        code.navigationBar.appearances.standard = look
        code.navigationBar.appearances.scrollEdge = look
        node = node.applying(code)
        #expect(node.barLook.isStyledInCode)
        let doc = try IB.Document.read(contentsOf: Paths.own("AsBuilt.storyboard"), mode: .strict)
        let theme = Theme(document: doc, device: .iPhone15Pro)
        #expect(Bars.itemTint(node, managed: true, theme: theme) == theme.tint)
        #expect(Bars.titleColor(node, theme, managed: true) == Color(white: 1))
        // The storyboard's own dark bar still has its items assumed white.
        var own = IB.ViewNode(element: .navigationBar, id: "own")
        own.colors[.barTintColor] = Color(red: 0.6, green: 0, blue: 0)
        #expect(!own.applying(code).barLook.isStyledInCode)
        #expect(Bars.itemTint(own.applying(code), managed: true, theme: theme) == Color(white: 1))
    }
}
