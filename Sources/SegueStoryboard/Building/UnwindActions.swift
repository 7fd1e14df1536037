/// The unwind actions a storyboard implies: the storyboard does not say which controller
/// implements an unwind segue's action (UIKit asks each candidate in code), so each action is
/// given to the controllers its name fits.
struct UnwindActions {
    let document: IB.Document
    /// The actions each controller implements, by controller id.
    let byController: [String: Set<String>]

    /// Registers each unwind segue's action on the controllers `targets(for:)` names.
    init(document: IB.Document) {
        self.document = document
        var actions: [String: Set<String>] = [:]
        for s in document.segues where s.kind == .unwind {
            guard let action = s.unwindAction else { continue }
            for id in Self.choice(for: s, in: document).targets { actions[id, default: []].insert(action) }
        }
        byController = actions
    }

    /// The controllers an unwind segue is taken to return to, best first: of the candidates
    /// `unwindDestinationCandidates` names, the ones whose class, title or identifier the action
    /// names (`unwindToRedVC:` → `RedViewController`), else all of them (the nearest one on
    /// screen wins, as in UIKit). What follows "from" names where the unwind starts, not where it
    /// goes (`unwindFromSettingsViewController:`). UIKit's own containers (a navigation or tab bar
    /// controller of no class of the app's) implement none of the app's actions: they are
    /// candidates only where nothing else is.
    func targets(for s: IB.Segue) -> [String] { Self.choice(for: s, in: document).targets }

    /// Whether the action names where `s` returns (or only one controller could be meant); false
    /// where the nearest of several candidates is assumed.
    func namesItsDestination(_ s: IB.Segue) -> Bool { Self.choice(for: s, in: document).named }

    private static func choice(for s: IB.Segue, in document: IB.Document) -> (targets: [String], named: Bool) {
        var candidates = document.unwindDestinationCandidates(for: s)
        let apps = candidates.filter { id in
            guard let c = document.controller(withID: id) else { return false }
            return !c.kind.isContainer || c.customClass != nil
        }
        if !apps.isEmpty { candidates = apps }
        let alone = candidates.count <= 1
        guard let action = s.unwindAction else { return (candidates, alone) }
        let wanted = Set(destinationWords(action)).subtracting(fillerWords)
        guard !wanted.isEmpty else { return (candidates, alone) }
        let scored = candidates.map { id -> (String, Int) in
            let c = document.controller(withID: id)
            let names = [c?.customClass, c?.title, c?.storyboardIdentifier].compactMap { $0 }.map(words).reduce(Set<String>()) { $0.union($1) }
            return (id, names.intersection(wanted).count)
        }
        let best = scored.map(\.1).max() ?? 0
        return best > 0 ? (scored.filter { $0.1 == best }.map(\.0), true) : (candidates, alone)
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
