import Testing
@testable import SegueKit
@testable import SegueUIKit

/// `UIFont.Weight`'s nine standard weights each draw their own face; a weight between two draws
/// the nearer one, as the system font's variable weight axis would come closest to it.
struct UIFontWeightTests {
    @Test func standardWeightsKeepTheirFace() {
        let pairs: [(UIFont.Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        for (uikit, face) in pairs {
            #expect(UIFont.systemFont(ofSize: 17, weight: uikit).weight == face, "\(uikit.rawValue)")
        }
        #expect(UIFont.boldSystemFont(ofSize: 17).weight == .bold)
    }

    @Test func aWeightBetweenTwoDrawsTheNearer() {
        #expect(UIFont.Weight(0.5).fontWeight == .heavy, "0.5 is nearer heavy's 0.56 than bold's 0.4")
        #expect(UIFont.Weight(-0.75).fontWeight == .ultraLight)
        #expect(UIFont.Weight(-0.3).fontWeight == .light)
        #expect(UIFont.Weight(1).fontWeight == .black)
    }
}
