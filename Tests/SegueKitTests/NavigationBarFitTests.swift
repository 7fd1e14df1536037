import Testing

@testable import SegueKit

/// A navigation bar fits its title and back title itself (`NavigationBar.fitTitle`), whoever set
/// them: a storyboard or code (SegueUIKit's `UINavigationItem`). Widths here are a fixed
/// measure, 10 pt a character, so that the expectations are the rule's and not a font's.
@MainActor
struct NavigationBarFitTests {
    static func bar(title: String, back: String?, right: String? = nil) -> NavigationBar {
        let bar = NavigationBar(device: .iPhone15Pro)
        bar.measureText = { text, _, _ in Double(text.count) * 10 }
        bar.configure(title: title, backTitle: back, rightTitle: right)
        return bar
    }

    static func text(_ v: View) -> String? {
        if case .text(let t) = v.content { return t.string }
        return nil
    }

    @Test("a title wider than half the bar that fits centred is drawn whole, centred")
    func aLongTitleThatFitsIsWhole() {
        let bar = Self.bar(title: "Background Refresh Settings", back: nil)
        let label = bar.titleLabel.frame
        #expect(label.width >= 270, "\(label)")
        #expect(abs(label.midX - bar.bounds.width / 2) < 0.5, "\(label)")
    }

    @Test("a title that does not fit centred moves clear of the items and is cut to the room between them")
    func aTitleTooLongMovesAndIsCut() {
        let bar = Self.bar(title: String(repeating: "W", count: 40), back: nil, right: "Done")
        let label = bar.titleLabel.frame
        // "Done" is 40 pt of text at the trailing layout margin (its box reaches further in).
        let done = bar.bounds.width - bar.itemMargin - 40
        #expect(abs(label.maxX - (done - NavigationBar.titleGap)) < 0.5, "\(label), Done at \(done)")
        #expect(abs(label.minX - NavigationBar.titleGap) < 0.5, "\(label)")
        #expect(label.width < 400 && label.width > bar.bounds.width / 2, "\(label)")
    }

    @Test("the back button shows its title where it fits before the title, else Back, else its chevron alone")
    func theBackTitleGivesWay() {
        #expect(Self.text(Self.bar(title: "Inbox", back: "Mail").backLabel) == "Mail")
        #expect(Self.text(Self.bar(title: "Background Refresh", back: "All Settings Here").backLabel) == "Back")
        #expect(Self.text(Self.bar(title: "Background Refresh Settings", back: "All Settings Here").backLabel) == "")
    }

    @Test("a title view stands where the title would: the back title gives way to it as to a title")
    func theBackTitleGivesWayToATitleView() {
        func back(titleViewWidth: Double) -> String? {
            let bar = NavigationBar(device: .iPhone15Pro)
            bar.measureText = { text, _, _ in Double(text.count) * 10 }
            bar.configure(NavigationBar.Items(backTitle: "Library", titleView: View(frame: Rect(x: 0, y: 0, width: titleViewWidth, height: 32))))
            return Self.text(bar.backLabel)
        }
        // 393 pt: the view's leading edge at 196.5 − w/2; the back title starts past the chevron.
        #expect(back(titleViewWidth: 60) == "Library")
        #expect(back(titleViewWidth: 200) == "Back")
        #expect(back(titleViewWidth: 260) == "")
    }

    @Test("without a measure, the bar estimates widths and still fits")
    func anEstimateFitsToo() {
        let bar = NavigationBar(device: .iPhone15Pro)
        bar.configure(title: "Background Refresh Settings", backTitle: nil)
        #expect(bar.titleLabel.frame.width > bar.bounds.width / 2, "\(bar.titleLabel.frame)")
    }
}
