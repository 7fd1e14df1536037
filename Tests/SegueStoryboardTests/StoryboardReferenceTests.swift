import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Storyboard references draw the scenes they name (RefApp: Main.storyboard refers to
/// `Feed.storyboard` in another folder by identifier and to `Profile.storyboard` beside it by its
/// initial controller), chains and cycles are cut, and a scene another storyboard pushes through a
/// reference pushes in turn.
@MainActor
struct StoryboardReferenceTests {
    nonisolated static let app = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/RefApp").path
    nonisolated static let main = app + "/RefApp/Base.lproj/Main.storyboard"
    nonisolated static let feed = app + "/RefApp/Feed/Base.lproj/Feed.storyboard"

    @Test("a reference by identifier draws that scene of a storyboard elsewhere in the project")
    func byIdentifier() throws {
        let doc = try StoryboardSegues(contentsOf: Self.main).document
        let feed = try #require(doc.controller(withID: "REF-RA-FEED"))
        #expect(feed.kind == .viewController)
        #expect(feed.title == "Feed")
        #expect(feed.view?.subviews.contains { $0.id == "LBL-FD-TITLE" } == true)
        // The referenced storyboard's own segues stay there.
        #expect(doc.segue(withID: "SEG-FD-MORE") == nil)
    }

    @Test("a reference without an identifier draws the other storyboard's initial controller with what it contains")
    func initialController() throws {
        let doc = try StoryboardSegues(contentsOf: Self.main).document
        let profile = try #require(doc.controller(withID: "REF-RA-PROFILE"))
        #expect(profile.kind == .navigationController)
        #expect(profile.relationshipDestinations(.rootViewController) == ["PRO-PR-001"])
        #expect(doc.controller(withID: "PRO-PR-001")?.title == "Profile")
    }

    @Test("a storyboard the app does not have stays a placeholder, and the render says so")
    func missing() throws {
        let storyboard = try StoryboardSegues(contentsOf: Self.main)
        let help = try #require(storyboard.document.controller(withID: "REF-RA-MISSING"))
        #expect(help.kind == .placeholder(storyboardName: "Help", referencedIdentifier: nil))
        let r = try storyboard.record(try storyboard.segue(named: "showHelp"), named: "showHelp")
        #expect(r.issues.contains { $0.kind == .placeholderScene && $0.elementID == "REF-RA-MISSING" && $0.message.contains("Help.storyboard") })
    }

    @Test("followsStoryboardReferences false keeps the placeholders")
    func optOut() throws {
        var options = StoryboardBuildOptions()
        options.followsStoryboardReferences = false
        let doc = try StoryboardSegues(contentsOf: Self.main, options: options).document
        #expect(doc.controller(withID: "REF-RA-FEED")?.kind == .placeholder(storyboardName: "Feed", referencedIdentifier: "FeedDetail"))
    }

    @Test("a segue to a reference pushes the referenced scene, drawn, not a placeholder card")
    func recorded() throws {
        let storyboard = try StoryboardSegues(contentsOf: Self.main)
        let r = try storyboard.record(try storyboard.segue(named: "showFeed"), named: "showFeed")
        #expect(r.performed.transition == .style(.push))
        #expect(!r.issues.contains { $0.kind == .placeholderScene })
    }

    @Test("a scene another storyboard pushes through a reference pushes its own show segues")
    func navigationThroughReference() throws {
        let storyboard = try StoryboardSegues(contentsOf: Self.feed)
        let r = try storyboard.record(try storyboard.segue(named: "showMore"), named: "showMore")
        #expect(r.performed.transition == .style(.push) && r.performed.direction == .push)
        #expect(!storyboard.document.warnings.contains { $0.message.contains("is shown by the app's code") })
        // Alone, nothing leads to the scene: it is taken to be pushed in code, and said so.
        var alone = StoryboardBuildOptions()
        alone.followsStoryboardReferences = false
        let guessed = try StoryboardSegues(contentsOf: Self.feed, options: alone)
        #expect(try guessed.record(try guessed.segue(named: "showMore"), named: "showMore").performed.direction == .push)
        #expect(guessed.document.warnings.contains { $0.message.contains("is shown by the app's code (no segue leads to it)") })
    }

    @Test("--embed navigation puts the initial scene in a navigation controller, with a warning", arguments: [SceneContainer.navigation, .tab])
    func embed(_ container: SceneContainer) throws {
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.document([
            GeneratedStoryboard.scene(0, connections: "<segue destination=\"C1\" kind=\"show\" id=\"SHW-00-000\"/>"),
            GeneratedStoryboard.scene(1),
        ]))
        var options = StoryboardBuildOptions()
        options.embedInitialScene = container
        let storyboard = StoryboardSegues(path: "Generated.storyboard", document: doc, options: options)
        let initial = try #require(storyboard.document.initialScene?.controller)
        #expect(initial.kind == (container == .navigation ? .navigationController : .tabBarController))
        #expect(storyboard.document.warnings.contains {
            $0.advice?.fields == [.embedInitialScene(container)] && $0.description.contains("options.embedInitialScene = .\(container.rawValue)")
        })
        if container == .navigation {
            let r = try storyboard.record(try #require(storyboard.document.segue(withID: "SHW-00-000")), named: "show")
            #expect(r.performed.direction == .push)
        }
    }

    @Test("--embed on a storyboard without an initial scene embeds nothing and says so", arguments: [SceneContainer.navigation, .tab])
    func embedWithoutAnInitialScene(_ container: SceneContainer) throws {
        var doc = try GeneratedStoryboard.read(GeneratedStoryboard.document([
            GeneratedStoryboard.scene(0, connections: "<segue destination=\"C1\" kind=\"show\" id=\"SHW-00-000\"/>"),
            GeneratedStoryboard.scene(1),
        ]))
        doc.initialViewControllerID = nil
        let embedded = doc.embeddingInitialScene(in: container)
        #expect(embedded.scenes.count == doc.scenes.count)
        let what = container == .navigation ? "navigation controller" : "tab bar controller"
        let warning = try #require(embedded.warnings.last)
        #expect(warning.description.hasSuffix(
            "the storyboard has no initial scene (initialViewController), so no scene was put in a \(what) "
                + "(options.embedInitialScene = .\(container.rawValue) has nothing to embed here)"), "\(warning)")
        #expect(embedded.warnings.count == doc.warnings.count + 1)
    }

    @Test("a cycle of references (A → B → A) and a chain longer than the bound are cut with a warning")
    func cycleAndChain() throws {
        func reference(_ to: String) throws -> IB.Document {
            let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="REF-\(to)">
            <scenes><scene sceneID="SCN-\(to)"><objects>
            <viewControllerPlaceholder storyboardName="\(to)" id="REF-\(to)" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
            return try IB.Document.read(data: Data(xml.utf8), name: "From\(to).storyboard")
        }
        // A's initial refers to B, whose initial refers to A: an endless load in the app.
        let a = try reference("B")
        let resolved = a.resolvingReferences { name in try name == "B" ? reference("A") : reference("B") }
        #expect(resolved.warnings.contains { $0.message.contains("the cycle is cut") })
        // Every storyboard refers on to a new one: cut after the bound.
        var n = 0
        let chain = try reference("S0").resolvingReferences(maxDepth: 4) { _ in
            n += 1
            return try reference("S\(n)")
        }
        #expect(chain.warnings.contains { $0.message.contains("chain of more than 4 references") })
        #expect(n <= 5)
    }

    @Test("a reference to a scene its storyboard lacks is said once, with the reason")
    func aMissingSceneIsSaidOnce() throws {
        let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="MIS-VC-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="MIS-SC-001">
                    <objects>
                        <viewController id="MIS-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="MIS-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <segue destination="MIS-RF-001" kind="presentation" identifier="showTabs" id="MIS-SG-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="MIS-SC-002">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Tabs" referencedIdentifier="TabsBar" id="MIS-RF-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let tabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="TAB-VC-001">
            <scenes><scene sceneID="TAB-SC-001"><objects>
                <viewController storyboardIdentifier="TabSwitcher" id="TAB-VC-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="TAB-VW-001"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        let doc = try IB.Document.read(data: Data(main.utf8), name: "Main.storyboard")
            .resolvingReferences { name in try IB.Document.read(data: Data(tabs.utf8), name: name + ".storyboard") }
        let said = doc.warnings.filter { $0.elementID == "MIS-RF-001" }
        #expect(said.count == 1 && said[0].message.contains("no scene with the Storyboard ID 'TabsBar'"), "\(said)")
        // Performing the segue draws the placeholder without saying so a second time.
        let r = try SegueRecorder.record(try #require(doc.segue(withID: "MIS-SG-001")), in: doc, options: StoryboardBuildOptions(), direction: .perform)
        #expect(!r.issues.contains { $0.elementID == "MIS-RF-001" }, "\(r.issues)")
    }
}

/// An app folder without its `.xcodeproj` (Fixtures/LooseApp: `App/Base.lproj/Main.storyboard`
/// shows `Search/Base.lproj/Search.storyboard` through a reference). Xcode copies every storyboard
/// to the bundle's top, so `UIStoryboard(name: "Search", bundle: nil)` finds it from any folder;
/// in folder mode the folder given is the app.
@MainActor
struct LooseAppReferenceTests {
    static let folder = Paths.own("LooseApp")

    static func storyboard(folder: String?) throws -> StoryboardSegues {
        var options = StoryboardBuildOptions()
        options.projectFolder = folder
        return try StoryboardSegues(contentsOf: Self.folder + "/App/Base.lproj/Main.storyboard", options: options)
    }

    @Test("a reference finds a storyboard in another folder of the app folder given")
    func aSiblingFolderIsSearched() throws {
        let storyboard = try Self.storyboard(folder: Self.folder)
        #expect(!storyboard.document.warnings.contains { $0.kind == .placeholderScene }, "\(storyboard.document.warnings)")
        #expect(storyboard.document.controller(withID: "LSA-RF-001")?.kind != .placeholder(storyboardName: "Search", referencedIdentifier: nil))
        let r = try storyboard.record(try storyboard.segue(named: "search"), named: "search")
        #expect(r.performed.direction == .push)
        #expect(LayerFrames.frame("LSS-VW-001", in: r.performed.recording) != nil, "the search screen is on screen")
    }

    @Test("without the app folder, only the storyboards beside it are found")
    func aloneTheReferenceIsAPlaceholder() throws {
        let storyboard = try Self.storyboard(folder: nil)
        let reference = try #require(storyboard.document.controller(withID: "LSA-RF-001"))
        #expect(reference.kind == .placeholder(storyboardName: "Search", referencedIdentifier: nil), "\(reference.kind)")
    }
}
