import Testing

@testable import SegueKit

/// `present(_:animated: false)` and `dismiss(animated: false)` end where the animated ones end:
/// a sheet rests below the status bar over the receded presenter, and goes away leaving the
/// presenter as it was (UIKit skips the animation, not the presentation style).
@MainActor
struct UnanimatedPresentationTests {
    static func presentSheet(animated: Bool, style: ModalPresentationStyle = .automatic) -> (Window, ViewController, ViewController) {
        let device = Device.iPhone15Pro
        let window = Window(device: device)
        let presenter = ViewController()
        window.rootViewController = presenter
        _ = presenter.view
        let sheet = ViewController()
        sheet.modalPresentationStyle = style
        presenter.present(sheet, animated: animated)
        return (window, presenter, sheet)
    }

    @Test("an unanimated sheet rests where an animated one comes to rest", arguments: [ModalPresentationStyle.automatic, .pageSheet])
    func aSheetRestsBelowTheStatusBar(style: ModalPresentationStyle) {
        let (window, presenter, sheet) = Self.presentSheet(animated: false, style: style)
        let (animatedWindow, animatedPresenter, animatedSheet) = Self.presentSheet(animated: true, style: style)
        defer { withExtendedLifetime((window, animatedWindow)) {} }
        let device = Device.iPhone15Pro
        #expect(sheet.view.frame == Rect(x: 0, y: device.safeArea.top + 10, width: device.size.width, height: device.size.height - device.safeArea.top - 10))
        #expect(sheet.view.frame == animatedSheet.view.frame)
        #expect(sheet.view.cornerRadius == 12)
        // The presenter stays on screen, receded, as after the animation.
        #expect(presenter.view.superview != nil)
        #expect(presenter.view.transform3D == animatedPresenter.view.transform3D)
        #expect(presenter.view.transform3D != .identity)
    }

    @Test("an unanimated dismissal gives the presenter back its place")
    func anUnanimatedDismissalRestoresThePresenter() {
        let (window, presenter, sheet) = Self.presentSheet(animated: false)
        presenter.dismiss(animated: false)
        #expect(sheet.view.superview == nil)
        #expect(presenter.view.transform3D == .identity)
        #expect(presenter.view.frame == window.device.bounds)
        #expect(window.contentView.firstDescendant { $0.identifier == "sheetDimming" } == nil)
    }

    @Test("an unanimated full-screen presentation replaces the presenter")
    func aFullScreenPresentationReplacesThePresenter() {
        let (window, presenter, covered) = Self.presentSheet(animated: false, style: .fullScreen)
        #expect(covered.view.frame == window.device.bounds)
        #expect(presenter.view.superview == nil)
    }
}
