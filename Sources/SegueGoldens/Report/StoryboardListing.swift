import SegueKit
import SegueStoryboard

extension IB.Document {
    /// A readable summary for `segue list FILE`: the scenes (the initial one marked with `→`), then
    /// every segue with its kind, identifier, source, trigger, destination, style and id (the id
    /// names segues without an identifier, e.g. for `segue render FILE --segue ID`).
    ///
    /// Missing values are shown as `—`. Names are controller titles, else custom classes, else ids.
    /// `naming` says the settings that warnings advise. `screen`: the device the scenes are drawn
    /// on instead of the canvas (`--device`, an iPad-only app), said after the canvas, so that the
    /// listing and `segue render` name the same size.
    public func listing(naming: (StoryboardSetting) -> String = { $0.swiftName }, screen: Device? = nil) -> String {
        var out = "\(fileName): \(targetRuntime.rawValue), toolsVersion \(toolsVersion), \(canvasSummary)\(screenSummary(screen))\n"
        // What another storyboard presents this one from is that storyboard's to list, and what
        // stands for the app's code is not the storyboard's.
        let scenes = scenes.filter { !$0.isBroughtAcross }
        let segues = segues.filter { !$0.isBroughtAcross }
        out += "\nScenes (\(scenes.count))\n"
        let sceneRows = scenes.map { s -> [String] in
            let c = s.controller
            var kind = c.kind.name
            if case .placeholder(let sb, let ref) = c.kind {
                kind += " → \(sb ?? "this storyboard")" + (ref.map { ":\($0)" } ?? "")
            }
            return [
                c.id == initialViewControllerID ? "→" : " ", kind, c.title ?? "—", c.customClass ?? "—", c.id,
            ]
        }
        out += table(header: [" ", "controller", "title", "class", "id"], rows: sceneRows)

        out += "\nSegues (\(segues.count))\n"
        if segues.isEmpty {
            out += "  (none)\n"
        } else {
            let rows = segues.map { s -> [String] in
                [
                    s.kind.rawValue + (s.relationship.map { " (\($0.rawValue))" } ?? ""),
                    s.identifier ?? "—",
                    name(ofController: s.sourceControllerID),
                    s.trigger.description,
                    s.kind == .unwind ? "exit → \(s.unwindAction ?? "?")" : name(ofController: s.destinationID),
                    s.styleDescription ?? "—",
                    s.id,
                ]
            }
            out += table(header: ["kind", "identifier", "source", "trigger", "destination", "style", "id"], rows: rows)
        }
        if !warnings.isEmpty {
            out += "\nWarnings (\(warnings.count))\n"
            for w in warnings { out += "  \(w.described(naming: naming))\n" }
        }
        return out
    }

    /// The same information as `listing()`, as one JSON object with sorted keys (deterministic:
    /// the same file always gives the same bytes).
    ///
    /// Keys: `file`, `toolsVersion`, `targetRuntime`, `initialViewController`, `canvas`, `screen`
    /// (only when the scenes are drawn on another device than the canvas: `device`, `width`,
    /// `height`), `scenes`
    /// (`id` = scene id, `controller` = controller id, `kind`, `elementName`, `title`,
    /// `customClass`, `storyboardIdentifier`, `isInitial`), `segues` (`id`, `kind`, `identifier`,
    /// `source`, `sourceName`, `destination`, `destinationName`, `style`, `trigger`, `triggerID`,
    /// `customClass`, `customModule`, `relationship`, `modalTransitionStyle`,
    /// `modalPresentationStyle`, `unwindAction`, `animates`, `line`) and `warnings`. Absent values
    /// are `null`.
    public func listingJSON(naming: (StoryboardSetting) -> String = { $0.swiftName }, screen: Device? = nil) -> String {
        var out = ""
        listingJSONValue(naming: naming, screen: screen).write(to: &out, indent: 0)
        return out + "\n"
    }

    /// `listingJSON()`'s object.
    func listingJSONValue(naming: (StoryboardSetting) -> String = { $0.swiftName }, screen: Device? = nil) -> JSON {
        var doc: [String: JSON] = [
            "file": .string(fileName),
            "toolsVersion": .string(toolsVersion),
            "targetRuntime": .string(targetRuntime.rawValue),
            "initialViewController": .init(initialViewControllerID),
            "canvas": .object([
                "source": .string(canvas.source.rawValue),
                "device": .init(canvas.deviceID),
                "orientation": .string(canvas.orientation.rawValue),
                "width": .number(canvas.size.width),
                "height": .number(canvas.size.height),
            ]),
        ]
        if let screen {
            doc["screen"] = .object([
                "device": .string(screen.name), "width": .number(screen.size.width), "height": .number(screen.size.height),
            ])
        }
        // What another storyboard presents this one from, and what stands for the app's code, are
        // not this storyboard's to list.
        doc["scenes"] = .array(
            scenes.filter { !$0.isBroughtAcross }.map { s in
                let c = s.controller
                var o: [String: JSON] = [
                    "id": .string(s.sceneID),
                    "controller": .string(c.id),
                    "kind": .string(c.kind.name),
                    "elementName": .string(c.elementName),
                    "title": .init(c.title),
                    "customClass": .init(c.customClass),
                    "storyboardIdentifier": .init(c.storyboardIdentifier),
                    "isInitial": .bool(c.id == initialViewControllerID),
                ]
                if case .placeholder(let sb, let ref) = c.kind {
                    o["storyboardName"] = .init(sb)
                    o["referencedIdentifier"] = .init(ref)
                }
                return .object(o)
            })
        doc["segues"] = .array(
            segues.filter { !$0.isBroughtAcross }.map { s in
                .object([
                    "id": .string(s.id),
                    "kind": .string(s.kind.rawValue),
                    "identifier": .init(s.identifier),
                    "source": .string(s.sourceControllerID),
                    "sourceName": .string(name(ofController: s.sourceControllerID)),
                    "destination": .string(s.destinationID),
                    "destinationName": s.kind == .unwind ? .null : .string(name(ofController: s.destinationID)),
                    "style": .init(s.styleDescription),
                    "trigger": .string(s.trigger.description),
                    "triggerID": .init(s.trigger.elementID),
                    "customClass": .init(s.customClass),
                    "customModule": .init(s.customModule),
                    "relationship": .init(s.relationship?.rawValue),
                    "modalTransitionStyle": .init(s.modalTransitionStyle?.rawValue),
                    "modalPresentationStyle": .init(s.modalPresentationStyle?.rawValue),
                    "unwindAction": .init(s.unwindAction),
                    "animates": .bool(s.animates),
                    "line": .number(Double(s.line)),
                ])
            })
        doc["warnings"] = .array(warnings.map { .string($0.described(naming: naming)) })
        if let locale { doc["locale"] = .string(locale) }
        return .object(doc)
    }

    /// `, drawn on iPad Pro 11" 834×1194 pt` when the scenes are drawn on another screen.
    private func screenSummary(_ screen: Device?) -> String {
        guard let screen else { return "" }
        return ", drawn on \(screen.displayName) \(format(screen.size.width))×\(format(screen.size.height)) pt"
    }

    private var canvasSummary: String {
        let size = "\(format(canvas.size.width))×\(format(canvas.size.height)) pt"
        switch canvas.source {
        case .device: return "canvas \(canvas.deviceID ?? "?") \(canvas.orientation.rawValue) \(size)"
        case .sizeClassSquare: return "canvas 600×600 size-class square (screen assumed \(size))"
        case .simulatedMetrics: return "canvas simulated \(canvas.deviceID ?? "default") \(canvas.orientation.rawValue) \(size)"
        case .assumed: return "canvas not stated (assumed \(size))"
        }
    }
}

private func format(_ d: Double) -> String { NumberText.string(d) }

/// Left-aligned columns, two spaces apart, with a header and a rule.
private func table(header: [String], rows: [[String]]) -> String {
    var widths = header.map(\.count)
    for r in rows { for (i, cell) in r.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
        var s = "  "
        for (i, cell) in cells.enumerated() {
            s += cell
            if i < cells.count - 1 { s += String(repeating: " ", count: widths[i] - cell.count + 2) }
        }
        while s.hasSuffix(" ") { s.removeLast() }
        return s + "\n"
    }
    var out = line(header)
    out += line(widths.map { String(repeating: "-", count: $0) })
    for r in rows { out += line(r) }
    return out
}

/// A minimal JSON value with deterministic, key-sorted output.
enum JSON {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSON])
    case object([String: JSON])

    init(_ s: String?) { self = s.map(JSON.string) ?? .null }

    func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s): JSON.writeString(s, to: &out)
        case .number(let d): out += format(d)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let a):
            if a.isEmpty {
                out += "[]"
                return
            }
            out += "[\n"
            for (i, v) in a.enumerated() {
                out += pad
                v.write(to: &out, indent: indent + 1)
                out += i < a.count - 1 ? ",\n" : "\n"
            }
            out += closePad + "]"
        case .object(let o):
            if o.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            let keys = o.keys.sorted()
            for (i, k) in keys.enumerated() {
                out += pad
                JSON.writeString(k, to: &out)
                out += ": "
                o[k]!.write(to: &out, indent: indent + 1)
                out += i < keys.count - 1 ? ",\n" : "\n"
            }
            out += closePad + "}"
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}
