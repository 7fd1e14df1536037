import SegueKit
import Testing

@testable import SegueStoryboard

/// A springs-and-struts scene of an Xcode 5 file presented in a sheet
/// (Fixtures/LegacyModalStrip.storyboard): the card sets the controller's view to its frame, so
/// the strip and the label its autoresizing pins to the bottom end at the card's bottom, on the
/// file's own 4-inch screen and on the taller SE alike; what is pinned to the top stays put.
@MainActor
struct LegacyModalStripTests {
    static let path = Paths.own("LegacyModalStrip.storyboard")

    @Test(arguments: [(nil, 568.0), (Device.iPhoneSE, 667)])
    func theBottomStripEndsAtTheCardsBottom(_ device: Device?, _ screenHeight: Double) throws {
        let r = try LayerFrames.record(Self.path, segue: "LMS-sg-001", on: device)
        let strip = try #require(LayerFrames.frame("LMS-st-001", in: r))
        #expect(abs(strip.maxY - screenHeight) < 0.5 && abs(strip.height - 44) < 0.5, "\(strip)")
        let next = try #require(LayerFrames.frame("LMS-lb-002", in: r))
        #expect(abs(next.minY - (strip.minY + 3)) < 0.5, "\(next) keeps its place on the strip")
        let clock = try #require(LayerFrames.frame("LMS-lb-001", in: r))
        let card = try #require(LayerFrames.frame("LMS-vw-002", in: r))
        #expect(abs(clock.minY - (card.minY + 104)) < 0.5, "\(clock) in \(card)")
    }
}
