import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Controls and tabs with `enabled="NO"` are drawn dimmed, as UIKit draws a disabled control, and
/// a stepper dims the button that cannot act at its limit (Fixtures/DisabledControls.storyboard).
@MainActor
struct DisabledControlsTests {
    static let grey = Color.tertiaryLabel

    static func tabs(_ appearance: Appearance = .light) throws -> (TabBarController, Window) {
        var options = StoryboardBuildOptions()
        options.appearance = appearance
        let doc = try IB.Document.read(contentsOf: Paths.own("DisabledControls.storyboard"), appearance: appearance)
        return try initialController(of: doc, options: options, as: TabBarController.self)
    }

    static func control(_ id: String, in tabs: TabBarController) throws -> View {
        let root = try #require(tabs.selectedViewController?.view)
        return try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    /// The colour of each title drawn inside `view`, by its text.
    static func titleColors(in view: View) -> [String: Color] {
        var out: [String: Color] = [:]
        func walk(_ v: View) {
            if case .text(let t) = v.content { out[t.string] = t.color }
            v.subviews.forEach(walk)
        }
        walk(view)
        return out
    }

    @Test func aDisabledSwitchAndSliderAreDimmed() throws {
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        #expect(try Self.control("DCC-SW-001", in: tabs).alpha == 1)
        #expect(try Self.control("DCC-SW-002", in: tabs).alpha == 0.5)
        #expect(try Self.control("DCC-SL-001", in: tabs).alpha == 0.5)
    }

    @Test func disabledSegmentsDrawTheirTitlesDimmed() throws {
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        let one = Self.titleColors(in: try Self.control("DCC-SG-001", in: tabs))
        #expect(one["Standard"] == .black && one["Express"] == .black)
        #expect(one["Overnight"] == Self.grey, "the disabled segment")
        let whole = Self.titleColors(in: try Self.control("DCC-SG-002", in: tabs))
        #expect(whole["Small"] == Self.grey && whole["Large"] == Self.grey, "a disabled control dims every segment")
    }

    @Test func aStepperDimsTheButtonThatCannotAct() throws {
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        let atMinimum = Self.titleColors(in: try Self.control("DCC-ST-001", in: tabs))
        #expect(atMinimum["−"] == Self.grey && atMinimum["+"] == .black, "0 of 0…100: only − is disabled")
        let atMaximum = Self.titleColors(in: try Self.control("DCC-ST-002", in: tabs))
        #expect(atMaximum["−"] == .black && atMaximum["+"] == Self.grey, "10 of 0…10: only + is disabled")
        let wrapping = Self.titleColors(in: try Self.control("DCC-ST-003", in: tabs))
        #expect(wrapping["−"] == .black && wrapping["+"] == .black, "a stepper that wraps never stops")
        let disabled = Self.titleColors(in: try Self.control("DCC-ST-004", in: tabs))
        #expect(disabled["−"] == Self.grey && disabled["+"] == Self.grey)
    }

    @Test func aDisabledTabIsDimmed() throws {
        let (tabs, window) = try Self.tabs()
        defer { withExtendedLifetime(window) {} }
        let items = Self.titleColors(in: tabs.tabBar)
        #expect(items["Settings"] == .systemBlue, "selected")
        #expect(items["Orders"] == Color(hex: 0x8E8E93))
        #expect(items["Account"] == Self.grey, "disabled")
        #expect(tabs.viewControllers.map(\.tabBarItemIsEnabled) == [true, true, false])
    }

    @Test func inTheDarkTheDimmedGreyIsTheDarkOne() throws {
        let (tabs, window) = try Self.tabs(.dark)
        defer { withExtendedLifetime(window) {} }
        let darkGrey = Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
        #expect(Self.titleColors(in: tabs.tabBar)["Account"] == darkGrey)
        #expect(Self.titleColors(in: try Self.control("DCC-ST-004", in: tabs))["+"] == darkGrey)
        #expect(Self.titleColors(in: try Self.control("DCC-ST-001", in: tabs))["+"] != .black, "the enabled + is the dark label colour")
    }
}
