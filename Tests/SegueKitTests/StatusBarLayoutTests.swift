import Testing

@testable import SegueKit

/// The status bar of each kind of device: a phone with a home button centres "9:41 AM" between
/// its signal and Wi-Fi (leading) and its battery (trailing); a phone with a notch or Dynamic
/// Island puts 9:41 at the leading side of the notch; an iPad keeps its time at the leading edge.
@MainActor
struct StatusBarLayoutTests {
    static func time(in bar: View) throws -> (frame: Rect, text: TextContent) {
        for v in bar.subviews {
            if case .text(let t) = v.content { return (v.frame, t) }
        }
        throw StatusBarLayoutError()
    }

    struct StatusBarLayoutError: Error {}

    @Test("a home-button phone centres 9:41 AM, with signal and Wi-Fi at the leading edge")
    func homeButtonPhone() throws {
        let device = Device.iPhoneSE
        let bar = StatusBar.make(device: device)
        let (frame, text) = try Self.time(in: bar)
        #expect(text.string == "9:41 AM")
        #expect(abs(frame.midX - device.size.width / 2) < 0.5 && text.alignment == .center)
        // Everything drawn left of the time is the signal and Wi-Fi; right of it, the battery alone.
        let left = bar.subviews.filter { $0.frame.maxX < frame.minX }, right = bar.subviews.filter { $0.frame.minX > frame.maxX }
        #expect(left.count == 5, "four signal bars and the Wi-Fi fan")
        #expect(right.count == 1, "the battery")
    }

    @Test("a notched phone keeps 9:41 at the leading side; an iPad its time at the leading edge")
    func notchedPhoneAndPad() throws {
        let phone = try Self.time(in: StatusBar.make(device: .iPhone15Pro))
        #expect(phone.text.string == "9:41" && phone.frame.maxX < Device.iPhone15Pro.size.width / 2)
        let pad = try Self.time(in: StatusBar.make(device: .iPadPro11))
        #expect(pad.text.string == "9:41" && pad.text.alignment == .left && pad.frame.minX < 10)
    }
}
