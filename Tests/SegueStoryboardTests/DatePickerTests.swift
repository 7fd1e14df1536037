import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Date pickers as iOS 17 draws them, by mode and style (Fixtures/DatePickers.storyboard):
/// compact capsules, wheels on a cylinder, the inline calendar, a countdown's wheels; the current
/// date drawn as 9 January 2007, 9:41, and a storyboard's own date in its picker's locale.
@MainActor
struct DatePickerTests {
    static func picker(_ id: String, in scene: String, _ appearance: Appearance = .light) throws -> View {
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        let doc = try IB.Document.read(contentsOf: Paths.own("DatePickers.storyboard"), mode: .strict, appearance: appearance)
        let builder = StoryboardBuilder(document: doc, options: options)
        let root = withExtendedLifetime(builder) { builder.instantiate(scene).view }
        return try #require(root.firstDescendant { $0.identifier == id })
    }

    /// The picker's texts, top to bottom, then left to right.
    static func texts(_ id: String, in scene: String, _ appearance: Appearance = .light) throws -> [(text: TextContent, frame: Rect)] {
        SectionFooterTests.texts(in: try picker(id, in: scene, appearance)).sorted {
            abs($0.frame.midY - $1.frame.midY) > 1 ? $0.frame.midY < $1.frame.midY : $0.frame.minX < $1.frame.minX
        }
    }

    @Test("compact: the date in a grey capsule, centred; with the time, two capsules from the leading edge")
    func compact() throws {
        let date = try Self.texts("DTP-PK-001", in: "DTP-VC-001")
        #expect(date.map(\.text.string) == ["Jan 9, 2007"])
        let picker = try Self.picker("DTP-PK-001", in: "DTP-VC-001")
        let capsule = try #require(picker.subviews.first)
        #expect(capsule.backgroundColor == Color(hex: 0x767680, alpha: 0.12) && capsule.cornerRadius == 6)
        #expect(abs(capsule.frame.midX - picker.bounds.midX) < 1, "centred: \(capsule.frame)")
        // No style written (an older file, or Xcode's default): automatic, which is compact.
        let both = try Self.texts("DTP-PK-002", in: "DTP-VC-001")
        #expect(both.map(\.text.string) == ["Jan 9, 2007", "9:41 AM"])
        let leading = try Self.picker("DTP-PK-002", in: "DTP-VC-001").subviews.first
        #expect(leading?.frame.minX == 0)
    }

    @Test("wheels: month, day and year turn round the selection; the time by its minute interval")
    func wheels() throws {
        let date = try Self.texts("DTP-PK-003", in: "DTP-VC-001")
        let picker = try Self.picker("DTP-PK-003", in: "DTP-VC-001")
        let selected = date.filter { abs($0.frame.midY - picker.bounds.midY) < 1 }
        #expect(selected.map(\.text.string) == ["January", "9", "2007"])
        #expect(date.contains { $0.text.string == "December" } && date.contains { $0.text.string == "2008" })
        // The rows away from the selection are fainter.
        let december = try #require(date.first { $0.text.string == "December" })
        #expect(december.text.color.alpha < 0.5 && selected[0].text.color.alpha == 1)

        let time = try Self.texts("DTP-PK-004", in: "DTP-VC-001")
        let middle = try Self.picker("DTP-PK-004", in: "DTP-VC-001").bounds.midY
        #expect(time.filter { abs($0.frame.midY - middle) < 1 }.map(\.text.string) == ["9", "40", "AM"])
        #expect(time.contains { $0.text.string == "45" } && !time.contains { $0.text.string == "41" }, "every 5 minutes")
    }

    @Test("a storyboard's own date, in the picker's locale")
    func itsOwnDate() throws {
        let all = try Self.texts("DTP-PK-005", in: "DTP-VC-001")
        let middle = try Self.picker("DTP-PK-005", in: "DTP-VC-001").bounds.midY
        // 2024-03-24 19:06:40 UTC, en_GB: a 24-hour clock, the day before the month.
        #expect(all.filter { abs($0.frame.midY - middle) < 1 }.map(\.text.string) == ["Sun 24 Mar", "19", "06"])
        let texts = all.map(\.text.string)
        #expect(!texts.contains("Today") && !texts.contains("PM") && !texts.contains("AM"))
    }

    @Test("inline: the month's calendar with the day marked in the tint, the time below; a countdown's wheels")
    func inlineAndCountdown() throws {
        let texts = try Self.texts("DTP-PK-006", in: "DTP-VC-002")
        #expect(texts.first?.text.string == "January 2007 ›")
        #expect(texts.contains { $0.text.string == "SUN" } && texts.contains { $0.text.string == "31" })
        let nine = try #require(texts.first { $0.text.string == "9" })
        #expect(nine.text.color == Color.systemBlue && nine.text.weight == .semibold)
        // 1 January 2007 was a Monday: the 9th is the third column of the second week.
        let one = try #require(texts.first { $0.text.string == "1" })
        let eight = try #require(texts.first { $0.text.string == "8" })
        #expect(eight.frame.minX == one.frame.minX && eight.frame.minY > one.frame.minY)
        #expect(texts.contains { $0.text.string == "Time" } && texts.contains { $0.text.string == "9:41 AM" })

        let countdown = try Self.texts("DTP-PK-007", in: "DTP-VC-002").map(\.text.string)
        #expect(countdown.contains("hours") && countdown.contains("min"), "\(countdown)")
    }

    @Test("in the dark, the text is the label colour")
    func dark() throws {
        let texts = try Self.texts("DTP-PK-003", in: "DTP-VC-001", .dark)
        let january = try #require(texts.first { $0.text.string == "January" })
        #expect(january.text.color == Color(white: 1))
    }
}
