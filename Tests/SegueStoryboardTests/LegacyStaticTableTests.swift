import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// Static tables of Xcode 5 to 7 store their rows below the bars Interface Builder simulated
/// (Fixtures/LegacyStaticTables.storyboard, Xcode 5 on a 320 × 568 canvas: a navigation
/// controller pushes Options, a grouped table whose first row the file puts at y = 119, 64 pt of
/// bars and a 55 pt header, and Notes, a plain table whose first row is at y = 64). UIKit insets
/// the table's content by the bars at run time, so the rows stay where the file shows them
/// rather than 64 pt lower.
@MainActor
struct LegacyStaticTableTests {
    static func record(_ segue: String, on device: Device? = nil) throws -> Recording {
        try LayerFrames.record(Paths.own("LegacyStaticTables.storyboard"), segue: segue, on: device)
    }

    static func frame(_ id: String, _ r: Recording) throws -> Rect {
        try #require(LayerFrames.frame(id, in: r), "no layer \(id)")
    }

    @Test("a grouped table's rows sit where Interface Builder showed them below the bar")
    func groupedRowsKeepTheirPlace() throws {
        let r = try Self.record("SEG-lt-001")
        #expect(try Self.frame("CEL-lt-001", r).minY == 119)
        #expect(try Self.frame("CEL-lt-003", r).minY == 255)
    }

    @Test("a plain table's first row starts just below the bar")
    func plainRowsStartBelowTheBar() throws {
        let r = try Self.record("SEG-lt-002")
        #expect(try Self.frame("CEL-lt-004", r).minY == 64)
        #expect(try Self.frame("CEL-lt-005", r).minY == 108)
    }

    @Test("on a device with taller bars the rows start below those")
    func tallerBarsMoveTheRowsByTheirHeight() throws {
        let r = try Self.record("SEG-lt-002", on: .iPhone15Pro)
        // 59 pt of status bar and a 44 pt navigation bar.
        #expect(try Self.frame("CEL-lt-004", r).minY == 103)
    }
}
