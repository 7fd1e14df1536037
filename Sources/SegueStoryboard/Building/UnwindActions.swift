import Foundation
import SegueKit

/// The unwind actions a storyboard implies: the storyboard does not say which controller
/// implements an unwind segue's action (UIKit asks each candidate in code), so each action is
/// given to the controllers whose source declares it, where the project's sources are at hand,
/// else to those its name fits.
struct UnwindActions {
    let document: IB.Document
    /// The actions each controller implements, by controller id.
    let byController: [String: Set<String>]
    /// Each unwind segue's targets and whether they are known (`choice`), by segue id.
    private let choices: [String: (targets: [String], named: Bool)]

    /// Registers each unwind segue's action on the controllers `targets(for:)` names, reading
    /// the classes' files among `sourceFiles` (Swift and Objective-C files by name).
    init(document: IB.Document, sourceFiles: [String: String] = [:], maxSourceBytes: Int = 1 << 20) {
        self.init(document: document, code: SourceDeclarations(files: sourceFiles, maxBytes: maxSourceBytes))
    }

    /// Registers each unwind segue's action on the controllers `targets(for:)` names, reading
    /// the classes' source files through `code`.
    init(document: IB.Document, code: SourceDeclarations) {
        self.document = document
        var actions: [String: Set<String>] = [:]
        var choices: [String: (targets: [String], named: Bool)] = [:]
        for s in document.segues where s.kind == .unwind {
            let choice = Self.choice(for: s, in: document, code: code)
            choices[s.id] = choice
            guard let action = s.unwindAction else { continue }
            for id in choice.targets { actions[id, default: []].insert(action) }
        }
        byController = actions
        self.choices = choices
    }

    /// The controllers an unwind segue is taken to return to, best first: of the candidates
    /// `unwindDestinationCandidates` names, the ones whose class's source file declares the
    /// action (`@IBAction func afterSaving(_ segue:)`, `- (IBAction)afterSaving:`); else the
    /// ones whose class, title or identifier the action names (`unwindToRedVC:` →
    /// `RedViewController`), else all of them (the nearest one on screen wins, as in UIKit).
    /// What follows "from" names where the unwind starts, not where it goes
    /// (`unwindFromSettingsViewController:`). UIKit's own containers (a navigation or tab bar
    /// controller of no class of the app's) implement none of the app's actions: they are
    /// candidates only where nothing else is.
    func targets(for s: IB.Segue) -> [String] { choices[s.id]?.targets ?? Self.choice(for: s, in: document, code: nil).targets }

    /// Whether the destination of `s` is known: its class declares the action, the action names
    /// every word it says of it, or only one controller could be meant; false where the nearest
    /// of several candidates, or one the action only partly names, is assumed.
    func namesItsDestination(_ s: IB.Segue) -> Bool { choices[s.id]?.named ?? Self.choice(for: s, in: document, code: nil).named }

    private static func choice(for s: IB.Segue, in document: IB.Document, code: SourceDeclarations?) -> (targets: [String], named: Bool) {
        var candidates = document.unwindDestinationCandidates(for: s)
        let apps = candidates.filter { id in
            guard let c = document.controller(withID: id) else { return false }
            return !c.kind.isContainer || c.customClass != nil
        }
        if !apps.isEmpty { candidates = apps }
        let alone = candidates.count <= 1
        guard let action = s.unwindAction else { return (candidates, alone) }
        if let code {
            let declaring = candidates.filter { id in
                document.controller(withID: id)?.customClass.map { code.declares(action, inClass: $0) } ?? false
            }
            if !declaring.isEmpty { return (declaring, true) }
        }
        let wanted = Set(destinationWords(action)).subtracting(fillerWords)
        guard !wanted.isEmpty else { return (candidates, alone) }
        let scored = candidates.map { id -> (String, Int) in
            let c = document.controller(withID: id)
            let names = [c?.customClass, c?.title, c?.storyboardIdentifier].compactMap { $0 }.map(words).reduce(Set<String>()) { $0.union($1) }
            return (id, names.intersection(wanted).count)
        }
        let best = scored.map(\.1).max() ?? 0
        guard best > 0 else { return (candidates, alone) }
        let chosen = scored.filter { $0.1 == best }.map(\.0)
        // A name that fits only some of the action's words ("Board" of `afterSavingNewBoard:` in
        // `SetBoardSizeViewController`) is a guess, and is said to be one.
        return (chosen, best == wanted.count || (alone && chosen.count == 1))
    }

    /// Words of an action's name that say nothing about where it goes.
    static let fillerWords: Set<String> = [
        "unwind", "to", "segue", "back", "with", "sender", "vc", "view", "controller", "from", "go", "return", "exit", "the", "action",
    ]

    /// The lower-cased words of a camel-case identifier (`unwindToRedVC:` → unwind, to, red, vc).
    static func words(_ s: String) -> Set<String> { Set(orderedWords(s)) }

    /// The words of an action that may name where it goes: those after "from" up to a "to" name
    /// where it comes from (`unwindFromDetailToList:` → unwind, to, list).
    static func destinationWords(_ action: String) -> [String] {
        var out: [String] = []
        var skipping = false
        for w in orderedWords(action) {
            if w == "from" { skipping = true } else if w == "to" { skipping = false }
            if !skipping { out.append(w) }
        }
        return out
    }

    /// The lower-cased words of a camel-case identifier, in order.
    static func orderedWords(_ s: String) -> [String] {
        var out: [String] = []
        var current = ""
        var previousUpper = false
        for ch in s {
            guard ch.isLetter || ch.isNumber else {
                if !current.isEmpty { out.append(current.lowercased()) }
                current = ""
                continue
            }
            if ch.isUppercase, !current.isEmpty, !previousUpper {
                out.append(current.lowercased())
                current = ""
            }
            previousUpper = ch.isUppercase
            current.append(ch)
        }
        if !current.isEmpty { out.append(current.lowercased()) }
        return out
    }
}
