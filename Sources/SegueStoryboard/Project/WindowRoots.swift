import Foundation
import SegueKit

/// The scenes an app makes its window's root in code, read from its application or scene
/// delegate (`AppDelegate.swift`, `SceneDelegate.m`…, as `ProjectResources.sourceFiles` finds
/// them): the storyboard identifiers of the controllers it instantiates and sets as
/// `rootViewController` itself, not in a navigation controller it makes (whose root they would
/// be). Such a scene is no screen the app pushes: its `show` segues present, as UIKit's do where
/// no navigation controller holds the source.
///
/// NB: a reading of the statements that assign the root, not of Swift or Objective-C: the
/// identifier instantiated in the statement itself, or in the statement that assigned the name
/// it sets.
enum WindowRoots {
    /// The delegate files looked in, by name without extension.
    static let delegates = ["AppDelegate", "SceneDelegate"]

    /// The identifiers the delegates among `sourceFiles` set as the window's root.
    static func identifiers(in sourceFiles: [String: String], maxBytes: Int = 1 << 20) -> Set<String> {
        var found: Set<String> = []
        for name in delegates {
            guard let path = sourceFiles[name], let bytes = try? InputFile.read(path, maximumBytes: maxBytes) else { continue }
            found.formUnion(identifiers(inSource: String(decoding: bytes, as: UTF8.self)))
        }
        return found
    }

    /// The identifiers `text` sets as the window's root.
    static func identifiers(inSource text: String) -> Set<String> {
        let name = #"([A-Za-z_][A-Za-z0-9_]*)"#
        // `instantiateViewController(withIdentifier: "X")`, `instantiateViewControllerWithIdentifier:@"X"`, or a name
        // for the identifier.
        guard let instantiation = try? NSRegularExpression(
            pattern: #"instantiateViewController(?:\(\s*withIdentifier:\s*|WithIdentifier:\s*)(?:@?"([^"]{1,200})"|"# + name + ")"),
              // `name = ` at a statement's start, after `let`, `var` or an Objective-C type.
              let assignment = try? NSRegularExpression(
                pattern: #"^\s*(?:(?:(?:guard|if)\s+)?(?:let|var)\s+|[A-Za-z_][A-Za-z0-9_]*\s*\*\s*)?"# + name + #"\s*(?::[^=]*)?=(?!=)"#),
              // A string alone after it: `name = "X"`, `NSString *name = @"X"`.
              let string = try? NSRegularExpression(pattern: #"=\s*@?"([^"]{1,200})"\s*$"#),
              // `rootViewController = X` and `setRootViewController:X`.
              let root = try? NSRegularExpression(pattern: #"(?:\.rootViewController\s*=(?!=)|setRootViewController:)\s*"# + name + "?")
        else { return [] }
        func group(_ m: NSTextCheckingResult?, _ i: Int, in s: String) -> String? {
            m.flatMap { Range($0.range(at: i), in: s) }.map { String(s[$0]) }
        }
        // What each name may hold: the strings assigned to it, the identifiers instantiated into it.
        var strings: [String: Set<String>] = [:]
        var named: [String: Set<String>] = [:]
        var found: Set<String> = []
        let statements = text.split(whereSeparator: { $0 == ";" || $0 == "\n" }).prefix(20_000)
        for statement in statements.map(String.init) {
            let range = NSRange(statement.startIndex..., in: statement)
            let made = instantiation.firstMatch(in: statement, range: range)
            let instantiated = group(made, 1, in: statement).map { [$0] } ?? group(made, 2, in: statement).map { strings[$0] ?? [] }
            if let setsRoot = root.firstMatch(in: statement, range: range) {
                // A root made a navigation controller's in the statement is not this scene.
                guard !statement.contains("NavigationController") else { continue }
                if let instantiated {
                    found.formUnion(instantiated)
                } else if let assigned = group(setsRoot, 1, in: statement), let ids = named[assigned] {
                    found.formUnion(ids)
                }
            } else if let target = group(assignment.firstMatch(in: statement, range: range), 1, in: statement) {
                if let instantiated {
                    named[target, default: []].formUnion(instantiated)
                } else if let value = group(string.firstMatch(in: statement, range: range), 1, in: statement) {
                    strings[target, default: []].insert(value)
                }
            }
        }
        return found
    }
}
