import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Bars an app styles in code through UIKit's appearance proxies (Fixtures/StyledInCodeApp: the
/// app delegate makes every navigation bar navy with white items and titles, the tab bar's tint
/// its asset catalog's Accent, and the window's tint orange). The storyboard's own bar colours
/// win over the proxy's; a proxy of one container, or a statement commented out, sets nothing.
@MainActor
struct CodeAppearanceTests {
    static let app = Paths.own("StyledInCodeApp")
    static let navy = Color(red: 28 / 255, green: 42 / 255, blue: 69 / 255)

    static func colors(_ appearance: Appearance = .light, objectiveC: Bool = false) -> CodeColors {
        var c = CodeColors(appearance: appearance)
        c.objectiveC = objectiveC
        return c
    }

    @Test func coloursAreReadInTheFormsAppsWriteThem() {
        let c = Self.colors()
        #expect(c.color("UIColor(red: 28 / 255, green: 42 / 255, blue: 69 / 255, alpha: 1)") == Self.navy)
        #expect(c.color("UIColor(red: CGFloat(28) / 255.0, green: 42.0/255.0, blue: 69/255, alpha: 1.0)") == Self.navy)
        #expect(c.color("#colorLiteral(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)") == Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(c.color("UIColor(white: 0.98, alpha: 1)") == Color(white: 0.98))
        #expect(c.color("UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)") == Color(red: 1, green: 0, blue: 0))
        for white in [".white", "UIColor.white", "UIColor.whiteColor()", "[UIColor whiteColor]", "UIColor.white!"] {
            #expect(c.color(white) == Color(white: 1), "\(white)")
        }
        #expect(c.color(".black.withAlphaComponent(0.5)") == Color(white: 0, alpha: 0.5))
        for hex in ["UIColor(hex: 0x1C2A45)", "UIColorFromRGB(0x1C2A45)", "UIColor(hexString: \"#1C2A45\")", "[UIColor colorWithHexString:@\"1C2A45\"]"] {
            #expect(c.color(hex) == Color(hex: 0x1C2A45), "\(hex)")
        }
        #expect(c.color("[UIColor colorWithRed:0.1 green:0.2 blue:0.3 alpha:1.0]") == Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(c.color("[UIColor colorWithWhite:0.5f alpha:1.0f]") == Color(white: 0.5))
        // UIKit's system colours, in the appearance asked for.
        #expect(c.color(".systemIndigo") == StoryboardColors.system("systemIndigoColor", .light))
        #expect(Self.colors(.dark).color("UIColor.systemIndigo") == StoryboardColors.system("systemIndigoColor", .dark))
        #expect(Self.colors(.dark).color(".label") == Color(white: 1))
        // What is none of those is nothing, not a guess.
        #expect(c.color("UIColor(patternImage: stripes)") == nil)
        #expect(c.color("theme.currentColor(for: traitCollection)") == nil)
        #expect(c.color("UIColor(named: \"Brand\")") == nil, "no catalog to find it in")
    }

    @Test func objectiveCsIntegerDivisionIsTheZeroCMakesOfIt() {
        let c = Self.colors(objectiveC: true)
        #expect(c.color("[UIColor colorWithRed:100/255 green:128/255.0 blue:1 alpha:1]") == Color(red: 0, green: 128 / 255, blue: 1))
        #expect(Self.colors().color("UIColor(red: 100/255, green: 0, blue: 0, alpha: 1)") == Color(red: 100 / 255, green: 0, blue: 0))
    }

    @Test func namesTheAppDeclaresAreFollowed() {
        var c = Self.colors()
        c.collectDeclarations(from: SourceStatements.statements("""
            enum Palette {
                static let navy = UIColor(red: 28 / 255, green: 42 / 255, blue: 69 / 255, alpha: 1)
                static let bar = navy
            }
            extension UIColor {
                class var brand: UIColor {
                    return UIColor(hex: 0xE94E1B)
                }
            }
            #define kTint [UIColor colorWithRed:0.0 green:0.5 blue:1.0 alpha:1.0]
            """))
        #expect(c.color("Palette.navy") == Self.navy)
        #expect(c.color("Palette.bar") == Self.navy, "a name for a name")
        #expect(c.color(".brand") == Color(hex: 0xE94E1B))
        #expect(c.color("UIColor.brand") == Color(hex: 0xE94E1B))
        #expect(c.color("kTint") == Color(red: 0, green: 0.5, blue: 1))
    }

    @Test func statementsRunOnWhereABracketIsOpenAndCommentsAreDropped() {
        let s = SourceStatements.statements("""
            navigationBar.titleTextAttributes = [
                NSAttributedString.Key.foregroundColor: UIColor.white, // white on navy
            ]
            /* UITabBar.appearance().barTintColor = .black */ let a = 1; let b = "x;y"
            [[UINavigationBar appearance] setTitleTextAttributes:@{
                NSForegroundColorAttributeName: [UIColor whiteColor]
            }];
            if ok { window?.tintColor = .red }
            """)
        #expect(s == [
            "navigationBar.titleTextAttributes = [ NSAttributedString.Key.foregroundColor: UIColor.white, ]",
            "let a = 1", "let b = \"x;y\"",
            "[[UINavigationBar appearance] setTitleTextAttributes:@{ NSForegroundColorAttributeName: [UIColor whiteColor] }]",
            "if ok", "window?.tintColor = .red",
        ])
    }

    @Test func theAppDelegatesProxiesAreRead() throws {
        let resources = try ProjectResources(folders: [Self.app])
        let code = CodeAppearance.read(sourceFiles: resources.sourceFiles, resources: resources, appearance: .light)
        #expect(code.navigationBar.barTintColor == Self.navy)
        #expect(code.navigationBar.tintColor == Color(white: 1))
        #expect(code.navigationBar.titleColor == Color(white: 1) && code.navigationBar.largeTitleColor == Color(white: 1))
        #expect(code.navigationBar.isTranslucent == false)
        #expect(code.tabBar.tintColor == Color(hex: 0xE94E1B), "the catalog's Accent, light")
        #expect(code.windowTint == StoryboardColors.system("systemOrangeColor", .light))
        // The picker's own proxy and the line commented out set nothing.
        #expect(code.tabBar.barTintColor == nil && code.toolbar.isEmpty)
        #expect(code.files == ["AppDelegate.swift"])
        let dark = CodeAppearance.read(sourceFiles: resources.sourceFiles, resources: resources, appearance: .dark)
        #expect(dark.tabBar.tintColor == Color(hex: 0xFF8F6B), "the catalog's Accent, dark")
    }

    @Test func objectiveCAndAppearanceObjectsAreRead() {
        let objc = """
            UINavigationBarAppearance *look = [[UINavigationBarAppearance alloc] init];
            [look configureWithOpaqueBackground];
            look.backgroundColor = [UIColor colorWithRed:0.1 green:0.2 blue:0.3 alpha:1.0];
            look.shadowColor = nil;
            look.titleTextAttributes = @{NSForegroundColorAttributeName: [UIColor whiteColor]};
            [UINavigationBar appearance].standardAppearance = look;
            [[UINavigationBar appearance] setScrollEdgeAppearance:look];
            [[UIToolbar appearance] setBarStyle:UIBarStyleBlack];
            [[UITabBar appearance] setTranslucent:NO];
            [[UIView appearance] setTintColor:UIColorFromRGB(0x3D9970)];
            """
        let code = CodeAppearance.read(sources: [("Style.m", objc)], resources: nil, appearance: .light)
        let look = code.navigationBar.appearances.standard
        #expect(look?.backgroundColor == Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(look?.hasShadow == false && look?.titleColor == Color(white: 1))
        #expect(code.navigationBar.appearances.scrollEdge == look)
        #expect(code.toolbar.barStyle == .black && code.tabBar.isTranslucent == false)
        #expect(code.windowTint == Color(hex: 0x3D9970))
        let swift = """
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            UINavigationBar.appearance(whenContainedInInstancesOf: [UISplitViewController.self]).barTintColor = .red
            """
        let modern = CodeAppearance.read(sources: [("SceneDelegate.swift", swift)], resources: nil, appearance: .light)
        #expect(modern.navigationBar.appearances.scrollEdge?.backgroundColor == Color(white: 0, alpha: 0))
        #expect(modern.navigationBar.appearances.scrollEdge?.largeTitleColor == StoryboardColors.system("systemPinkColor", .light))
        #expect(modern.navigationBar.barTintColor == nil, "one container's proxy is not every bar's")
    }

    static func storyboard(_ appearance: Appearance = .light) throws -> StoryboardSegues {
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [app])
        options.appearance = appearance
        return try StoryboardSegues(contentsOf: app + "/Courier/Base.lproj/Main.storyboard", options: options)
    }

    @Test("bars that set nothing take the app's; a bar's own colour wins over the proxy's")
    func theStoryboardsOwnValuesWin() throws {
        let doc = try Self.storyboard().document
        let inbox = try #require(doc.controller(withID: "NAV-sc-001")?.navigationBar)
        #expect(inbox.colors[.barTintColor] == Self.navy && inbox.tintColor == Color(white: 1) && inbox.isTranslucent == false)
        #expect(inbox.barLook.titleColor == Color(white: 1))
        let settings = try #require(doc.controller(withID: "NAV-sc-002")?.navigationBar)
        #expect(settings.colors[.barTintColor] == Color(red: 0.50196078431372548, green: 0, blue: 0.12549019607843137), "its own wine red")
        #expect(settings.tintColor == Color(white: 1), "the proxy's, which the storyboard leaves unset")
        #expect(doc.controller(withID: "TAB-sc-001")?.tabBar?.tintColor == Color(hex: 0xE94E1B))
        #expect(doc.tintColor == StoryboardColors.system("systemOrangeColor", .light))
    }

    @Test("the white the app sets is the app's, not a colour assumed")
    func nothingIsAssumedWhereTheCodeSaysIt() throws {
        let storyboard = try Self.storyboard()
        let r = try storyboard.record(try storyboard.segue(named: "compose"), named: "compose")
        #expect(!r.performed.approximations.contains { $0.kind == .assumedColor }, "\(r.performed.approximations)")
    }
}
