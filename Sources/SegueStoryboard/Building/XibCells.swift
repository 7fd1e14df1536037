import Foundation
import SegueKit

/// Cells an app registers from its xibs (`register(UINib(nibName:…))`): the project's `.xib`
/// files (`ProjectResources.xibs`), found by the name of a cell's class or reuse identifier, each
/// read once per build. A xib that cannot be read is reported once and its cell is not used.
@MainActor
final class XibCells {
    private let files: [String: String]
    private let sources: [String: String]
    private let appearance: Appearance
    private let contrast: Contrast
    private let locale: String?
    private let project: ProjectResources?
    /// Where a xib that cannot be read is reported.
    var report: (StoryboardDiagnostic) -> Void = { _ in }
    private var cache: [String: [IB.ViewNode]] = [:]

    init(project: ProjectResources?, appearance: Appearance, contrast: Contrast, locale: String? = nil) {
        files = project?.xibs ?? [:]
        sources = project?.sourceFiles ?? [:]
        self.project = project
        self.appearance = appearance
        self.contrast = contrast
        self.locale = locale
    }

    /// The cell of `element` (`tableViewCell`, `collectionViewCell`) in the xib named after one of
    /// `names` (first match wins), and the xib's file name.
    func cell(named names: [String?], element: IB.ViewElement) -> (cell: IB.ViewNode, xib: String)? {
        for case let name? in names where !name.isEmpty {
            guard let path = files[name] else { continue }
            if let cell = cells(at: path).first(where: { $0.element == element }) { return (cell, name + ".xib") }
        }
        return nil
    }

    /// The cells of `element` a controller registers from xibs, in the order its source file
    /// (`controllerClass.swift` or `.m`) names them on lines that register cells
    /// (`register(UINib(nibName: "MessageCell", …))`, `registerNib:[UINib nibWithNibName:@"…"`,
    /// `register(MessageCell.nib, …)`), with the file's name. Empty without a source file.
    ///
    /// NB: a reading of the words on those lines, not of Swift: a name counts when a xib of that
    /// name holds a cell, which is what `register` needs.
    func registered(by controllerClass: String?, element: IB.ViewElement) -> (cells: [(cell: IB.ViewNode, xib: String)], source: String) {
        guard let controllerClass, let path = sources[controllerClass],
              let bytes = try? InputFile.read(path, maximumBytes: project?.limits.maxSourceBytes ?? (1 << 20))
        else { return ([], "") }
        var names: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.contains("register") || line.contains("ibName") {
            for word in line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                let name = String(word)
                if files[name] != nil, !names.contains(name) { names.append(name) }
            }
        }
        let found = names.compactMap { cell(named: [$0], element: element) }
        return (found, URL(fileURLWithPath: path).lastPathComponent)
    }

    private func cells(at path: String) -> [IB.ViewNode] {
        if let known = cache[path] { return known }
        var cells: [IB.ViewNode] = []
        let name = URL(fileURLWithPath: path).lastPathComponent
        do {
            let limits = ReadingLimits.default
            let localized = try IB.localizedXib(path, locale: locale, limits: limits)
            if let skipped = localized.warning { report(skipped) }
            let data = try StoryboardFile.bytes(atPath: localized.path, name: name, limit: limits.maxFileBytes, what: "xib")
            let read = try IB.xibCells(data: data, name: name, limits: limits, appearance: appearance, contrast: contrast, resources: project,
                                       strings: localized.strings)
            cells = read.cells
            for w in read.warnings { report(w) }
        } catch let e as StoryboardDiagnostic {
            var w = e
            w.severity = .warning
            report(w)
        } catch {
            report(StoryboardDiagnostic(.warning, kind: .unreadable, file: path, message: "cannot be read (\(error)); its cells are not drawn"))
        }
        cache[path] = cells
        return cells
    }
}
