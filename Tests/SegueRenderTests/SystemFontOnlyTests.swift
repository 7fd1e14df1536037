import Foundation
import Testing
@testable import SegueKit
@testable import SegueRender

/// `FontSet.systemFontOnly`, which sets a contact sheet's captions when the system font has every
/// character of them (so that a render without text never makes the full font set), and the
/// manifest's font list, which no longer makes it either.
@Suite("System font only") @MainActor
struct SystemFontOnlyTests {
    @Test("the system font alone has Latin, Greek, Cyrillic and the sheet's punctuation, not CJK or emoji")
    func coverage() {
        let only = FontSet.systemFontOnly
        for text in ["push — push", "iPhone 15 Pro, 393×852 pt, 31 frames at 60 fps, system", "#30  t 0.500 s  p 1.00",
                     "Café Ελληνικά Кириллица €"] {
            #expect(only.hasEveryCharacter(of: text), "\(text)")
        }
        for text in ["受信箱", "日本語 push", "👍", "☺\u{FE0F}"] {
            #expect(!only.hasEveryCharacter(of: text), "\(text)")
        }
        #expect(only.loadedFiles == FontLibrary.shared.pinnedFiles)
    }

    @Test("text the system font has draws the same pixels from it alone as from the full set")
    func samePixels() throws {
        for s in ["push — push", "iPhone 15 Pro, 1179×2556 px, 31 frames at 60 fps, spring", "#12  t 0.183 s  p 0.85"] {
            for weight in [FontWeight.regular, .bold] {
                var text = TextSettingTests.text(s, size: 13)
                text.weight = weight
                let full = try TextSettingTests().draw(text, width: 400, height: 30, scale: 1, fonts: .system)
                let alone = try TextSettingTests().draw(text, width: 400, height: 30, scale: 1, fonts: .systemFontOnly)
                #expect(full == alone, "\(s) \(weight)")
                #expect(full != (try TextSettingTests().draw(TextSettingTests.text("", size: 13), width: 400, height: 30, scale: 1)), "ink drawn")
            }
        }
    }

    @Test("a set without custom files lists the library's files in manifests, as its loaded files, then the icon font")
    func manifestFiles() {
        let icon = FontLibrary.shared.symbolFontFile.map { [$0] } ?? []
        #expect(FontSet.system.manifestFiles == FontLibrary.shared.files + icon)
        #expect(FontSet.system.manifestFiles == FontSet.system.loadedFiles + icon)
        let custom = FontSet.with([TextSettingTests.testFont])
        #expect(custom.manifestFiles == custom.loadedFiles + icon && custom.manifestFiles.contains(TextSettingTests.testFont))
    }
}
