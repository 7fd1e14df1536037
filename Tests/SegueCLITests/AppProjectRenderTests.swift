import Foundation
import SegueKit
import Testing
@testable import SegueCLI
@testable import SegueRender

/// `segue render APP --all` of apps whose project decides how they look: PadApp (iPad only and
/// forced dark by its build settings, its storyboard designed on an iPhone canvas) and RefApp
/// (storyboard references across folders, a catalog outside the app's folder). One frame per
/// segue (`--at 100%`) keeps them quick.
@MainActor
struct AppProjectRenderTests {
    nonisolated static let fixtures = repositoryRoot + "/Tests/SegueCLITests/Fixtures"

    @Test func anIPadOnlyDarkAppIsDrawnDarkOnAnIPadUnlessTheCommandLineSaysOtherwise() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let app = ["render", Self.fixtures + "/PadApp", "--all", "--at", "100%", "--quiet"]
        let r = runCLI(app + ["--out", dir + "/pad"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("the app forces the dark appearance") && r.err.contains("the app runs on iPad only"), "\(r.err)")
        let m = try Manifest.read(from: dir + "/pad/PadApp-Main/openBook/manifest.json")
        #expect(m.sizePoints.width == Device.iPadPro11.size.width && m.storyboard?.appearance == "dark")

        let phone = runCLI(app + ["--out", dir + "/phone", "--device", "iphone-se", "--appearance", "light"])
        // Drawn as asked, with a note that the app never looks so.
        #expect(phone.code == 0 && !phone.err.contains("iPad only"), "\(phone.err)")
        #expect(phone.err.contains("the app forces the dark appearance (UIUserInterfaceStyle in the target's build settings) and never shows the light one; "
                                   + "drawn light as --appearance asks"), "\(phone.err)")
        let p = try Manifest.read(from: dir + "/phone/PadApp-Main/openBook/manifest.json")
        #expect(p.sizePoints.width == Device.iPhoneSE.size.width && p.storyboard?.appearance != "dark")
    }

    @Test func anAppWithStoryboardReferencesDrawsTheReferencedScenesAndFindsItsCatalogOutsideTheFolder() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The app's folder, not the project's: the catalog in ../Shared comes from project.pbxproj.
        // Dark, where a colour the catalogs lack would be warned about.
        let r = runCLI(["render", Self.fixtures + "/RefApp/RefApp", "--all", "--at", "100%", "--quiet", "--appearance", "dark", "--out", dir])
        #expect(r.code == 0, "\(r.err)")
        #expect(!r.err.contains("REF-RA-FEED") && !r.err.contains("REF-RA-PROFILE") && !r.err.contains("named colour 'Brand'"), "\(r.err)")
        #expect(r.err.contains("REF-RA-MISSING"), "\(r.err)")
        let m = try Manifest.read(from: dir + "/Feed-Feed/showMore/manifest.json")
        #expect(m.direction == "push")
    }
}
