import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueStoryboard

/// What an app puts on screen from code, on an app of its own (Tests/SegueCLITests/Fixtures/
/// CellsApp): prototype cells drawn once each as Interface Builder shows them (repeated only on
/// request), hatched stand-ins for views drawn in code (a chart, a map, a code-entry view, a root
/// view with nothing in it), pictures a team supplies for them, and cells from the project's
/// xibs. Expected values are the files'.
@MainActor
struct CodeContentTests {
    static let app = Paths.repoRoot.appendingPathComponent("Tests/SegueCLITests/Fixtures/CellsApp").path
    static let storyboard = app + "/CellsApp/Base.lproj/Main.storyboard"

    static func builder(_ change: (inout StoryboardBuildOptions) -> Void = { _ in }, resources: Bool = true) throws -> StoryboardBuilder {
        var options = StoryboardBuildOptions()
        if resources { options.resources = try ProjectResources(folders: [app]) }
        change(&options)
        return StoryboardBuilder(document: try IB.Document.read(contentsOf: storyboard), options: options)
    }

    /// Every view under `root` whose identifier is `id`, top to bottom.
    static func all(_ id: String, under root: View) -> [View] {
        var out: [View] = []
        func visit(_ v: View) {
            if v.identifier == id { out.append(v) }
            v.subviews.forEach(visit)
        }
        visit(root)
        return out.sorted { $0.frame.minY < $1.frame.minY }
    }

    static func view(_ id: String, in root: View) throws -> View {
        try #require(root.firstDescendant { $0.identifier == id }, "no view \(id)")
    }

    static func text(of v: View) -> String? {
        if case .text(let t) = v.content { return t.string }
        return nil
    }

    /// The rows of a table controller's table (the feed's by default), by the id of the cell each
    /// draws, top to bottom.
    static func feedRows(_ builder: StoryboardBuilder, of controller: String = "TVC-CE-001") throws -> [String] {
        let table = try view("tableContent", in: builder.instantiate(controller).view)
        return table.subviews.filter { $0.frame.height > 1 }.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.identifier)
    }

    // MARK: Prototype cells

    @Test func eachPrototypeIsDrawnOnceInDocumentOrder() throws {
        // Header, info and chart cells as Interface Builder shows them; the message prototype
        // left empty in the storyboard is the cell of MessageCell.xib (id KGk-i7-Jjw).
        #expect(try Self.feedRows(try Self.builder()) == ["PRO-CE-HEAD", "PRO-CE-INFO", "PRO-CE-CHART", "KGk-i7-Jjw"])
    }

    @Test func sampleRowsRepeatEachPrototypeAndSaySo() throws {
        let builder = try Self.builder { $0.sampleRows = 2 }
        #expect(try Self.feedRows(builder) == ["PRO-CE-HEAD", "PRO-CE-HEAD", "PRO-CE-INFO", "PRO-CE-INFO", "PRO-CE-CHART", "PRO-CE-CHART",
                                               "KGk-i7-Jjw", "KGk-i7-Jjw"])
        let rows = builder.approximations.filter { $0.kind == .sampleRows }
        #expect(rows.map(\.subject) == ["Header", "Info", "Chart", "MessageCell"])
        #expect(rows[0].detail == "2 sample rows of the prototype cell")
        #expect(rows[3].detail == "2 sample rows of the cell of MessageCell.xib (the app registers it in code)")
    }

    @Test func sampleRowsBeyondTheLimitAreClamped() throws {
        let builder = try Self.builder { $0.sampleRows = 10_000 }
        #expect(builder.codeContent.sampleRows == StoryboardBuildOptions.sampleRowsRange.upperBound)
        let none = try Self.builder { $0.sampleRows = -3 }
        #expect(none.codeContent.sampleRows == 1)
    }

    @Test func aCollectionPrototypeIsDrawnOnceUnlessSampleLinesAreAsked() throws {
        // NB: each builder is kept while its views load (lazily, through it).
        let plain = try Self.builder()
        let once = plain.instantiate("CVC-CE-003").view
        #expect(Self.all("gTV-IL-0wX", under: once).map(\.frame) == [Rect(x: 12, y: 12, width: 116, height: 116)])
        // Two lines of a 393 pt wide grid of 116 pt items 10 pt apart from x = 12: three a line.
        let lines = try Self.builder { $0.sampleRows = 2 }
        let grid = lines.instantiate("CVC-CE-003").view
        #expect(Self.all("gTV-IL-0wX", under: grid).map(\.frame.origin) == [
            Point(x: 12, y: 12), Point(x: 138, y: 12), Point(x: 264, y: 12),
            Point(x: 12, y: 138), Point(x: 138, y: 138), Point(x: 264, y: 138),
        ])
    }

    // MARK: Cells from xibs

    @Test func aPrototypeLeftEmptyDrawsTheCellOfItsXib() throws {
        let builder = try Self.builder()
        let root = builder.instantiate("TVC-CE-001").view
        let cell = try Self.view("KGk-i7-Jjw", in: root)
        #expect(cell.frame.height == 72, "the xib's rowHeight")
        #expect(Self.text(of: try Self.view("NAM-ms-001", in: cell)) == "Alex Morgan")
        #expect(try Self.view("AVT-ms-001", in: cell).cornerRadius == 24)
        let photos = builder.instantiate("CVC-CE-003").view
        #expect(Self.text(of: try Self.view("CAP-pc-001", in: photos)) == "Harbour")
        #expect(builder.approximations.contains(Approximation(
            .sampleRows, subject: "MessageCell", detail: "1 sample row of the cell of MessageCell.xib (the app registers it in code)")))
        #expect(builder.approximations.contains(Approximation(.sampleRows, subject: "PhotoCell", detail: "1 sample item of the cell of PhotoCell.xib (the app registers it in code)")))
    }

    @Test func aTableWithNoPrototypesDrawsTheCellsItsControllerRegistersFromXibs() throws {
        let builder = try Self.builder()
        #expect(try Self.feedRows(builder, of: "TVC-CE-005") == ["KGk-i7-Jjw"])
        #expect(builder.approximations == [Approximation(
            .sampleRows, subject: "MessageCell", detail: "1 sample row of the cell of MessageCell.xib, registered in InboxViewController.swift")])
        let three = try Self.builder { $0.sampleRows = 3 }
        #expect(try Self.feedRows(three, of: "TVC-CE-005") == ["KGk-i7-Jjw", "KGk-i7-Jjw", "KGk-i7-Jjw"])
        // Without the project's files nothing says which cells: the table stays empty.
        #expect(try Self.feedRows(try Self.builder(resources: false), of: "TVC-CE-005").isEmpty)
    }

    @Test func withoutTheProjectThePrototypeIsDrawnAsWritten() throws {
        let builder = try Self.builder(resources: false)
        #expect(try Self.feedRows(builder) == ["PRO-CE-HEAD", "PRO-CE-INFO", "PRO-CE-CHART", "PRO-CE-MSG"])
        #expect(!builder.approximations.contains { $0.kind == .sampleRows })
    }

    @Test func theResourceScanFindsXibsAndTheReaderReadsTheirCells() throws {
        let project = try ProjectResources(folders: [Self.app])
        #expect(project.xibs.keys.sorted() == ["MessageCell", "PhotoCell"])
        #expect(project.sourceFiles.keys.sorted() == ["InboxViewController"])
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(project.xibs["MessageCell"])))
        let (cells, warnings) = try IB.xibCells(data: data, name: "MessageCell.xib")
        #expect(warnings.isEmpty)
        #expect(cells.count == 1 && cells[0].element == .tableViewCell && cells[0].cell?.rowHeight == 72)
        #expect(cells[0].cell?.reuseIdentifier == "MessageCell")
        // A storyboard is not a xib: refused with a message that says so.
        let storyboard = try Data(contentsOf: URL(fileURLWithPath: Self.storyboard))
        #expect(throws: StoryboardDiagnostic.self) { try IB.xibCells(data: storyboard, name: "Main.storyboard") }
    }

    @Test func anUnreadableXibIsReportedAndThePrototypeStays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>".utf8).write(to: URL(fileURLWithPath: folder + "/MessageCell.xib"))
        var options = StoryboardBuildOptions()
        options.resources = try ProjectResources(folders: [folder])
        let builder = StoryboardBuilder(document: try IB.Document.read(contentsOf: Self.storyboard), options: options)
        #expect(try Self.feedRows(builder).last == "PRO-CE-MSG")
        #expect(builder.issues.contains { $0.file == "MessageCell.xib" && $0.severity == .warning })
    }
}
