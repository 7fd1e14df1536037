import Foundation
import SegueKit

extension IB {
    /// The top-level table and collection view cells of an iOS `.xib` (the nib an app registers
    /// for a table's or collection's cells), read as a storyboard's views are: a xib is the same
    /// XML dialect, a `<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">` whose
    /// `<objects>` hold the cell. `strings` (a locale's, `IB.localizedXib`) replaces the text as
    /// it does a storyboard's. Returns the cells in document order and what was not read
    /// faithfully (lenient mode).
    ///
    /// - Throws: `StoryboardDiagnostic` when the file is over `limits`, is not XML, or is not an
    ///   iOS xib.
    static func xibCells(
        data: Data, name: String, limits: ReadingLimits = .default, appearance: Appearance = .light, contrast: Contrast = .normal,
        resources: ProjectResources? = nil, strings: StringsTable? = nil
    ) throws -> (cells: [ViewNode], warnings: [StoryboardDiagnostic]) {
        guard data.count <= limits.maxFileBytes else {
            throw StoryboardDiagnostic(
                .error, kind: .limitExceeded, file: name,
                message: "the xib is too large (\(data.count) bytes; xibs over \(limits.maxFileBytes) bytes are refused); its cells are not drawn")
        }
        let result = LargeStack.run(stackSize: (2 << 20) + limits.maxViewDepth * (64 << 10)) { () -> Result<([ViewNode], [StoryboardDiagnostic]), StoryboardDiagnostic> in
            var reader = StoryboardReader(file: name, mode: .lenient, limits: limits)
            reader.appearance = appearance
            reader.contrast = contrast
            reader.project = resources
            reader.strings = strings
            do {
                return .success(try reader.readXibCells(data))
            } catch let e as StoryboardDiagnostic {
                return .failure(e)
            } catch {
                return .failure(StoryboardDiagnostic(.error, kind: .invalidStructure, file: name, message: "\(error)"))
            }
        }
        return try result.get()
    }
}

extension StoryboardReader {
    /// The cells among a xib's top-level objects.
    mutating func readXibCells(_ data: Data) throws -> ([IB.ViewNode], [StoryboardDiagnostic]) {
        var root = try loadXML(data)
        if let strings { try localize(&root, with: strings) }
        let type = root["type"] ?? ""
        let isMac = (root["targetRuntime"] ?? "").hasPrefix("MacOSX") || type.contains(".Cocoa.") || type.hasSuffix(".Cocoa")
        guard root.name == "document", type.hasSuffix(".XIB"), !isMac, let objects = root.child("objects") else {
            throw diag.error(
                .notAStoryboard, line: root.line,
                "not an iOS xib (<\(root.name)> of type \(type.isEmpty ? "?" : type)); its cells are not drawn")
        }
        let resources = root.child("resources")
        colors = ColorResolver(resources: resources, appearance: appearance, contrast: contrast, project: project)
        _ = try readResources(resources)
        var cells: [IB.ViewNode] = []
        for n in objects.children where n.name == "tableViewCell" || n.name == "collectionViewCell" {
            cells.append(try readView(n))
        }
        return (cells, diag.warnings)
    }
}

extension IB {
    /// The xib at `path` in `locale`, as UIKit loads a localized nib: its `CODE.lproj` copy when
    /// the app has one, else the xib with the locale's strings laid over it (`CODE.lproj/NAME.strings`,
    /// or the locale's text in `NAME.xcstrings`). Unlike a storyboard, a xib without any is not
    /// warned about: apps leave most cells unlocalized. Returns the file to read and the table.
    static func localizedXib(_ path: String, locale: String?, limits: ReadingLimits) throws -> (path: String, strings: StringsTable?, warning: StoryboardDiagnostic?) {
        guard let locale else { return (path, nil, nil) }
        switch StoryboardLocale.source(for: path, locale: locale) {
        case .storyboard(let localized):
            return (localized, nil, nil)
        case .strings(let stringsPath):
            let short = StoryboardLocale.shortName(stringsPath)
            let (table, skipped) = try IB.Document.skippingInLenientMode(.lenient, what: "the strings file") {
                try StringsTable.read(contentsOf: stringsPath, name: short, limits: limits)
            }
            return (path, table, skipped)
        case .none:
            guard let catalogPath = StringCatalog.path(for: path) else { return (path, nil, nil) }
            let (table, skipped) = try IB.Document.skippingInLenientMode(.lenient, what: "the catalog") {
                try StringCatalog.table(at: catalogPath, locale: locale, limits: limits)
            }
            return (path, table, skipped)
        }
    }
}
