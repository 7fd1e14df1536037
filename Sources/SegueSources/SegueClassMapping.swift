import SegueKit
import SegueStoryboard

/// What a storyboard's custom segue class is performed as, since the app's own class cannot run
/// here: a built-in style, or an animator presented full screen (a catalogue transition, a
/// keyframe file, any animator). `segue render --map-segue Class=VALUE` says it in words
/// (`init(parsing:)`); `StoryboardBuildOptions.map(_:to:)` applies it.
///
/// ```swift
/// var options = StoryboardBuildOptions()
/// options.map("FadeSegue", to: try SegueClassMapping(parsing: "fade"))
/// options.map("CardSegue", to: .animator(name: "card") { CardAnimator() })
/// ```
public enum SegueClassMapping: Sendable {
    case style(TransitionStyle)
    /// One of the catalogue's transitions; nil direction: left where one applies.
    case catalogue(CatalogueTransition, SlideDirection?)
    /// A keyframe transition file, read each time the segue is performed (`check()` reads it once).
    case keyframeFile(String)
    case animator(name: String, make: @MainActor @Sendable () throws -> any TransitionAnimator)

    /// A built-in style (`push`, `pageSheet`), a catalogue transition (`pushLeft`, `fade`) or a
    /// keyframe file (a path ending in `.json`, not read yet).
    public init(parsing value: String) throws(SegueMappingError) {
        if let style = TransitionStyle(rawValue: value) {
            self = .style(style)
        } else if value.lowercased().hasSuffix(".json") {
            self = .keyframeFile(value)
        } else if let (kind, direction) = CatalogueTransition.named(value) {
            self = .catalogue(kind, direction)
        } else {
            throw .notAMapping(value)
        }
    }

    /// `Class=VALUE`, or several separated by commas (`A=push,B=fade`), in order.
    public static func parseList(_ text: String) throws(SegueMappingError) -> [(segueClass: String, mapping: SegueClassMapping)] {
        // NB: an empty value (`--map-segue ''`) maps nothing; it is a mistake, not a no-op.
        guard !text.allSatisfy({ $0 == "," || $0.isWhitespace }) else { throw .empty(text) }
        var list: [(String, SegueClassMapping)] = []
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else { throw .malformed(String(pair)) }
            do {
                list.append((parts[0], try SegueClassMapping(parsing: parts[1])))
            } catch {
                throw .notAMappingFor(segueClass: parts[0], value: parts[1])
            }
        }
        return list
    }

    /// Reads a keyframe file, so that a bad one fails before anything is rendered; nothing to do
    /// for the others.
    @MainActor public func check() throws {
        if case .keyframeFile(let path) = self { _ = try KeyframeTransition.load(contentsOf: path) }
    }

    /// The animator it presents with, or nil for a style.
    var makeAnimator: (@MainActor @Sendable () throws -> any TransitionAnimator)? {
        switch self {
        case .style: nil
        case .catalogue(let kind, let direction): { CatalogueAnimator(kind: kind, direction: direction ?? .left) }
        case .keyframeFile(let path): { try KeyframeTransition.load(contentsOf: path) }
        case .animator(_, let make): make
        }
    }
}

/// A `--map-segue` value that is not one, said without naming the option.
public enum SegueMappingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not `Class=VALUE`.
    case malformed(String)
    /// Nothing but commas and spaces: no mapping at all.
    case empty(String)
    /// A VALUE that is neither a style, nor a catalogue transition, nor a keyframe file.
    case notAMapping(String)
    case notAMappingFor(segueClass: String, value: String)

    /// What a VALUE may be.
    public static var accepted: String {
        "a style (\(TransitionStyle.allCases.map(\.rawValue).joined(separator: ", "))), "
            + "a catalogue transition (\(CatalogueTransition.allCases.map(\.rawValue).joined(separator: ", ")), e.g. pushLeft) or a .json keyframe file"
    }

    /// The error said of `option` (the command line's `--map-segue`), or of a mapping.
    public func described(option: String? = nil) -> String {
        let subject = option.map { $0 + " " } ?? ""
        switch self {
        case .empty(let text):
            return "\(option ?? "a mapping") needs ClassName=VALUE, not \(InputText.quoted(text)): name a custom segue class and its transition"
        case .malformed(let pair): return "\(option ?? "a mapping") takes ClassName=VALUE, not \(InputText.quoted(pair)): VALUE is \(Self.accepted)"
        case .notAMapping(let value): return "\(subject)\(InputText.quoted(value)) is not \(Self.accepted)"
        case .notAMappingFor(let cls, let value): return "\(subject)\(InputText.echo(cls))=\(InputText.echo(value)): \(InputText.quoted(value)) is not \(Self.accepted)"
        }
    }

    public var description: String { described() }
}

extension StoryboardBuildOptions {
    /// Performs the custom segue class `segueClass` as `mapping`: a style is performed as that
    /// style; an animator registers the class as one that presents its destination full screen
    /// with it (`modalPresentationStyle = .fullScreen`, as a custom `UIViewControllerTransitioningDelegate` would).
    public mutating func map(_ segueClass: String, to mapping: SegueClassMapping) {
        if case .style(let style) = mapping {
            segueStyles[segueClass] = style
            return
        }
        guard let make = mapping.makeAnimator else { return }
        registry.register(segueClass) { identifier, source, destination in
            StoryboardSegue(identifier: identifier, source: source, destination: destination) {
                destination.modalPresentationStyle = .fullScreen
                destination.transitionAnimator = try? make()
                source.present(destination, animated: true)
            }
        }
    }

    /// Performs every segue but unwinds as the registered segue class `segueClass` instead of its
    /// own way (`segue render FILE --custom HorizontalSlideSegue`).
    public mutating func performEverySegue(asClass segueClass: String) {
        overrideClass = registry.segueClass(named: segueClass)
    }

    /// Performs every segue but unwinds with an animator presented full screen, its manifests
    /// naming it `custom:NAME` (`--custom pushLeft`): a catalogue transition, a keyframe file or
    /// any animator. A style is not an animator: map classes to styles with `map(_:to:)`.
    public mutating func performEverySegue(with mapping: SegueClassMapping, named name: String) {
        guard mapping.makeAnimator != nil else { return }
        let cls = "custom:" + name
        map(cls, to: mapping)
        overrideClass = registry.segueClass(named: cls)
    }
}
