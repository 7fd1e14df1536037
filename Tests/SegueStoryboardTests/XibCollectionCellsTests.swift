import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A collection view with no prototypes whose controller registers its cell from a xib in code
/// (Tests/SegueCLITests/Fixtures/StandInApp: GalleryViewController.swift registers TileCell.xib):
/// the cells are drawn where its `<collectionViewFlowLayout>` puts them. Expected frames are
/// worked out by hand from the storyboard's layout: items 110 × 140, interitem spacing 8, line
/// spacing 12, section inset 16, in a 393 pt wide view.
@MainActor
struct XibCollectionCellsTests {
    static let app = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/StandInApp").path
    static let storyboard = app + "/StandInApp/Base.lproj/Main.storyboard"

    static func builder(sampleRows: Int = 1, resources: Bool = true) throws -> StoryboardBuilder {
        var options = StoryboardBuildOptions()
        if resources { options.resources = try ProjectResources(folders: [app]) }
        options.sampleRows = sampleRows
        return StoryboardBuilder(document: try IB.Document.read(contentsOf: storyboard), options: options)
    }

    /// The frames of the gallery's cells (TileCell.xib's cell is `Tle-cV-0a1`), in reading order.
    static func tiles(_ builder: StoryboardBuilder) -> [Rect] {
        let cells = CodeContentTests.all("Tle-cV-0a1", under: builder.instantiate("CVC-SI-002").view)
        return cells.map(\.frame).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    @Test func theRegisteredCellFillsALineOfTheFlowLayout() throws {
        let builder = try Self.builder()
        // Three 110 pt items fit in 393 - 32 = 361 pt at least 8 apart; the 31 pt left over
        // spreads them to the line's ends: 15.5 pt apart.
        #expect(Self.tiles(builder) == [
            Rect(x: 16, y: 16, width: 110, height: 140), Rect(x: 141.5, y: 16, width: 110, height: 140),
            Rect(x: 267, y: 16, width: 110, height: 140),
        ])
        #expect(builder.approximations.contains(Approximation(
            .sampleRows, subject: "TileCell", detail: "1 sample line of the cell of TileCell.xib, registered in GalleryViewController.swift")))
    }

    @Test func sampleRowsAddLinesTheLineSpacingApart() throws {
        let tiles = Self.tiles(try Self.builder(sampleRows: 2))
        #expect(tiles.count == 6)
        #expect(tiles.map(\.minY) == [16, 16, 16, 168, 168, 168])
    }

    @Test func theXibsContentIsDrawnInEachCell() throws {
        let builder = try Self.builder()
        let root = builder.instantiate("CVC-SI-002").view
        let labels = CodeContentTests.all("TLC-tc-001", under: root)
        #expect(labels.count == 3)
        if case .text(let t)? = labels.first?.content { #expect(t.string == "Tile") } else { Issue.record("no caption") }
    }

    @Test func withoutTheProjectNothingSaysWhichCells() throws {
        #expect(Self.tiles(try Self.builder(resources: false)).isEmpty)
    }

    @Test func aFlowLayoutCentresALoneItemAndStopsBelowTheView() {
        var layout = IB.FlowLayout()
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        // A 300 pt item in a 393 pt row is alone: centred in the 373 pt between the insets.
        let wide = FlowLayoutFrames.frames([Size(width: 300, height: 50)], layout: layout, in: Size(width: 393, height: 800), horizontal: false)
        #expect(wide == [Rect(x: 46.5, y: 10, width: 300, height: 50)])
        // Lines that start below the view are not laid out: 100 pt lines 10 apart from y = 10 in 250 pt.
        let many = FlowLayoutFrames.frames(Array(repeating: Size(width: 300, height: 100), count: 10), layout: layout,
                                           in: Size(width: 393, height: 250), horizontal: false)
        #expect(many.map(\.minY) == [10, 120, 230])
        // Sideways, lines are columns: two 100 pt tall items in a 230 pt tall view, spread to its insets.
        let side = FlowLayoutFrames.frames(Array(repeating: Size(width: 80, height: 100), count: 2), layout: layout,
                                           in: Size(width: 393, height: 230), horizontal: true)
        #expect(side == [Rect(x: 10, y: 10, width: 80, height: 100), Rect(x: 10, y: 120, width: 80, height: 100)])
    }

    @Test func negativeSpacingIsBounded() {
        var layout = IB.FlowLayout()
        // A spacing that cancels the item's width: any number of items would fit in a line.
        layout.minimumInteritemSpacing = -1
        layout.minimumLineSpacing = -100_000
        #expect(FlowLayoutFrames.itemsPerLine(Size(width: 1, height: 1), layout: layout, in: Size(width: 393, height: 852), horizontal: false)
                == FlowLayoutFrames.maxItems)
        let frames = FlowLayoutFrames.frames(Array(repeating: Size(width: 1, height: 1), count: 5_000), layout: layout,
                                             in: Size(width: 393, height: 852), horizontal: false)
        #expect(frames.count <= FlowLayoutFrames.maxItems)
    }
}

/// A collection view right to left (Fixtures/TripsApp: one empty prototype whose class, TripCell,
/// is designed in TripCell.xib: a 32 pt square 8 pt from the cell's leading edge, a label after it,
/// in a 160 × 60 cell that Interface Builder stored at x 16 of a 393 pt wide view).
@MainActor
struct RightToLeftCollectionTests {
    static let app = Paths.own("TripsApp")

    static func cell(rightToLeft: Bool) throws -> View {
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [app])
        options.rightToLeft = rightToLeft
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: app + "/Base.lproj/Main.storyboard"), options: options)
        let root = withExtendedLifetime(builder) { builder.instantiate("TRV-00-001").view }
        return try #require(root.firstDescendant { $0.identifier == "TRC-xb-001" }, "the xib's cell is drawn")
    }

    static func part(_ id: String, of cell: View) throws -> Rect {
        try #require(cell.firstDescendant { $0.identifier == id }, "no \(id)").frame
    }

    @Test func leftToRightTheItemAndItsInsidesAreWhereStored() throws {
        let cell = try Self.cell(rightToLeft: false)
        #expect(cell.frame == Rect(x: 16, y: 16, width: 160, height: 60))
        #expect(try Self.part("TRI-xb-001", of: cell).minX == 8)
    }

    @Test func rightToLeftTheFlowLayoutStartsAtTheRightAndTheXibsCellIsMirrored() throws {
        let cell = try Self.cell(rightToLeft: true)
        #expect(cell.frame == Rect(x: 393 - 16 - 160, y: 16, width: 160, height: 60))
        let icon = try Self.part("TRI-xb-001", of: cell), label = try Self.part("TRL-xb-001", of: cell)
        #expect(icon.maxX == 160 - 8, "the square at the leading (right) edge: \(icon)")
        #expect(label.maxX == icon.minX - 8 && label.minX == 8, "the label before it: \(label)")
    }
}
