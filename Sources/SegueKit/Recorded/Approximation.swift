/// Something a transition's frames show that is not the app's real content: what segue drew
/// instead of what the device would show, said so that nobody mistakes the frames for the app.
///
/// A source notes each one once per recorded transition (`TransitionInfo.approximations`); the
/// renderer writes them into the frame folder's `manifest.json` (`approximations`, absent when
/// there are none), a render of many segues lists them per segue in its index and ends with one
/// line that counts them.
///
/// ## Adding a kind
///
/// `Kind` is closed on purpose: every reader of a manifest can tell each kind apart. To add one,
/// add a case with its raw value (the manifest's spelling, never changed once written), say in its
/// comment what `subject` and `detail` hold, and give it a `summary` phrase for the count line;
/// then note it where the stand-in is drawn (for storyboards `ApproximationNotes.note`, with the
/// identifier of the view that draws it).
public struct Approximation: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
        /// An SF Symbol (Apple's, which cannot be shipped) drawn from the stand-in icon font, or
        /// as a neutral symbol-shaped glyph when the font has no likeness. `subject`: the
        /// symbol's name; `detail`: what stood in (`Material Icons "settings"`).
        case symbol
        /// A font no font file has (a licensed app font left out of the repository), drawn in
        /// another. `subject`: its PostScript name; `detail`: the face that stood in.
        case font
        /// An image the project's resources do not have, drawn as a labelled placeholder.
        /// `subject`: the image's name; `detail`: why.
        case missingImage
        /// A view the app draws in code (a custom class with no subviews, a map, a SceneKit or
        /// SpriteKit view), drawn as a hatched stand-in naming its class or with a picture the
        /// team supplied; or a web view, whose page is loaded at run time, drawn blank.
        /// `subject`: the view's class; `detail`: what stood in.
        case standIn
        /// Rows of a table or items of a collection that the app fills from data at run time,
        /// drawn as repeated samples of a cell (`--sample-rows`, cells registered from a xib).
        /// `subject`: the cell's reuse identifier or class; `detail`: how many rows, from where.
        case sampleRows
        /// A storyboard reference whose storyboard or scene is not in the project, drawn as a
        /// labelled placeholder screen. `subject`: what it refers to (`Help.storyboard ·
        /// HelpScene`, `· initial controller` without an identifier); `detail`: what stood in.
        case unresolvedReference
        /// A scene whose content the storyboard does not hold (a SwiftUI hosting controller, a
        /// page view controller whose pages are set in code, an AV player, a navigation
        /// controller with no root, a scene that is missing or contains itself), drawn as a
        /// labelled placeholder screen. `subject`: its class, else its id; `detail`: what stood in.
        case placeholderScene
        /// An unwind segue whose action names none of the controllers below its source, so that
        /// where it returns to is assumed: the nearest controller that could implement the action
        /// (the storyboard does not say which implements it; the app's code does). `subject`: the
        /// action; `detail`: where it was taken to return.
        case unwindDestination
        /// A colour the storyboard does not give, taken from what apps set in code: the white of
        /// a bar's title and items over a bar the storyboard colours dark (its bar tint or
        /// appearance background), where the storyboard alone gives UIKit's label colour and tint.
        /// `subject`: what is coloured (`navigation bar title and items`); `detail`: what was
        /// assumed.
        case assumedColor
        /// A transition the app animates in its own code (a transitioning delegate's or a
        /// navigation controller delegate's animation controller), drawn with UIKit's built-in
        /// animation: the storyboard does not say how it moves. `subject`: the segue's identifier
        /// or id; `detail`: what was drawn, and which code animates it.
        case animatedInCode
        /// A visual effect view's blur (`UIBlurEffect`), drawn as its material's tint over what
        /// lies behind it, which is not blurred. `subject`: the effect's style; `detail`: what
        /// stood in.
        case blur

        /// How the count line names `count` of them: `3 SF Symbols`, `1 font`.
        public func summary(_ count: Int) -> String {
            let (one, many) = switch self {
            case .symbol: ("SF Symbol drawn from the stand-in icon font", "SF Symbols drawn from the stand-in icon font")
            case .font: ("font that stood in for one no file has", "fonts that stood in for ones no file has")
            case .missingImage: ("image not found", "images not found")
            case .standIn: ("view drawn in code shown as a stand-in", "views drawn in code shown as stand-ins")
            case .sampleRows: ("cell drawn as sample rows", "cells drawn as sample rows")
            case .unresolvedReference: ("storyboard reference not resolved", "storyboard references not resolved")
            case .placeholderScene: ("scene drawn as a placeholder screen", "scenes drawn as placeholder screens")
            case .unwindDestination: ("unwind whose destination is assumed", "unwinds whose destinations are assumed")
            case .assumedColor: ("bar colour assumed from what apps set in code", "bar colours assumed from what apps set in code")
            case .animatedInCode: ("transition the app animates in code drawn as UIKit's", "transitions the app animates in code drawn as UIKit's")
            case .blur: ("blur drawn as its tint, unblurred", "blurs drawn as their tint, unblurred")
            }
            return "\(count) \(count == 1 ? one : many)"
        }
    }

    public var kind: Kind
    /// What is approximated: a symbol's, font's or image's name, a view's class.
    public var subject: String
    /// What stood in for it, in words.
    public var detail: String

    public init(_ kind: Kind, subject: String, detail: String) {
        self.kind = kind
        self.subject = subject
        self.detail = detail
    }
}

extension Approximation {
    /// The count line of a render of many transitions: each kind with the number of different
    /// subjects noted across them, e.g. `not the app's own, in the frames drawn: 4 SF Symbols
    /// drawn from the stand-in icon font, 1 image not found (in 3 of 7 segues)`; nil when there
    /// is nothing to say. It counts what the frames show: the warnings name every missing
    /// resource the storyboards name, drawn or not.
    public static func countLine(_ perTransition: [[Approximation]], noun: String = "segues") -> String? {
        let affected = perTransition.filter { !$0.isEmpty }.count
        guard affected > 0 else { return nil }
        var subjects: [Kind: Set<String>] = [:]
        for a in perTransition.joined() { subjects[a.kind, default: []].insert(a.subject) }
        let parts = Kind.allCases.compactMap { kind in subjects[kind].map { kind.summary($0.count) } }
        return "not the app's own, in the frames drawn: \(parts.joined(separator: ", ")) (in \(affected) of \(perTransition.count) \(noun))"
    }
}
