import SegueKit

/// How a `UIStackView` places its arranged subviews on one axis, as its `distribution` places
/// them along its axis and its `alignment` across it (UIKit's `UIStackView.Distribution` and
/// `.Alignment`), and the length the stack takes from them when nothing else fixes its own.
///
/// Along the axis, with the room the stack has less its spacing:
/// - `fill`: each view at its intrinsic length; room left over stretches the view of the lowest
///   content hugging priority (the first of equals), too little compresses the view of the lowest
///   compression resistance first (the last of equals, so that the leading views stay whole);
/// - `fillEqually`: every view the same length, the room divided evenly;
/// - `fillProportionally`: the room divided in proportion to their intrinsic lengths;
/// - `equalSpacing`: views at their intrinsic lengths, the room left over divided evenly between
///   them (never less than `spacing`), too little room compressing them as `fill` does;
/// - `equalCentering`: views at their intrinsic lengths with their centres equally far apart,
///   while at least `spacing` lies between two views; where that cannot hold, as `equalSpacing`.
///
/// NB: Apple's documentation resolves ties "based on their index in the arrangedSubviews array"
/// without saying which end; Apple's Auto Layout Guide says the first view stretches.
struct StackLayout {
    /// One arranged subview on one axis.
    struct Item: Hashable {
        /// Its intrinsic length, or its stored length for a view without one.
        var length: Double
        var hugging: Double
        var compressionResistance: Double
        /// A required constraint of its own fixes its length.
        var isFixed = false
    }

    var distribution: IB.StackDistribution
    var spacing: Double
    var items: [Item]

    private var gaps: Double { spacing * Double(max(0, items.count - 1)) }

    /// The length along the axis the stack takes from its arranged views.
    var contentLength: Double {
        guard !items.isEmpty else { return 0 }
        switch distribution {
        case .fillEqually: return Double(items.count) * (items.map(\.length).max() ?? 0) + gaps
        case .equalCentering: return centredLength(items.map(\.length))
        default: return items.reduce(0) { $0 + $1.length } + gaps
        }
    }

    /// Each view's start and length along the axis in a stack `length` long.
    func arrange(in length: Double) -> [(min: Double, length: Double)] {
        guard !items.isEmpty else { return [] }
        let room = length - gaps
        var lengths = items.map(\.length)
        switch distribution {
        case .fillEqually:
            return packed(Array(repeating: max(0, room / Double(items.count)), count: items.count), gap: spacing)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let each = total > 0 ? lengths.map { $0 * room / total } : Array(repeating: room / Double(items.count), count: items.count)
            return packed(each.map { max(0, $0) }, gap: spacing)
        case .equalSpacing:
            return spaced(&lengths, in: length)
        case .equalCentering:
            return centred(&lengths, in: length)
        default:
            fit(&lengths, by: room - lengths.reduce(0, +))
            return packed(lengths, gap: spacing)
        }
    }

    /// Stretches the view that hugs least by `slack`, or compresses by it those that resist least.
    private func fit(_ lengths: inout [Double], by slack: Double) {
        let open = items.indices.filter { !items[$0].isFixed }
        if slack > 0.001 {
            guard let i = open.min(by: { items[$0].hugging < items[$1].hugging }) else { return }
            lengths[i] += slack
        } else if slack < -0.001 {
            var left = -slack
            let order = open.sorted { a, b in
                items[a].compressionResistance != items[b].compressionResistance
                    ? items[a].compressionResistance < items[b].compressionResistance : a > b
            }
            for i in order where left > 0 {
                let take = min(lengths[i], left)
                lengths[i] -= take
                left -= take
            }
        }
    }

    private func packed(_ lengths: [Double], gap: Double) -> [(min: Double, length: Double)] {
        var at = 0.0
        return lengths.map { l in
            defer { at += l + gap }
            return (at, l)
        }
    }

    private func spaced(_ lengths: inout [Double], in length: Double) -> [(min: Double, length: Double)] {
        fit(&lengths, by: min(0, length - gaps - lengths.reduce(0, +)))
        let left = length - lengths.reduce(0, +)
        let gap = items.count > 1 ? max(spacing, left / Double(items.count - 1)) : 0
        return packed(lengths, gap: gap)
    }

    private func centred(_ lengths: inout [Double], in length: Double) -> [(min: Double, length: Double)] {
        let n = items.count
        guard n > 1, centredLength(lengths) <= length + 0.001 else { return spaced(&lengths, in: length) }
        let first = lengths[0] / 2, step = (length - lengths[n - 1] / 2 - first) / Double(n - 1)
        return lengths.indices.map { i in (first + Double(i) * step - lengths[i] / 2, lengths[i]) }
    }

    /// The shortest stack in which the centres are equally far apart and `spacing` lies between
    /// every two views.
    private func centredLength(_ lengths: [Double]) -> Double {
        guard lengths.count > 1 else { return lengths.first ?? 0 }
        let step = zip(lengths, lengths.dropFirst()).map { ($0 + $1) / 2 + spacing }.max() ?? 0
        return lengths[0] / 2 + step * Double(lengths.count - 1) + lengths[lengths.count - 1] / 2
    }

    /// A view's start and length across the axis in a stack `length` across, as `alignment`
    /// places it: `fill` stretches it over the stack; the others keep its intrinsic length (no
    /// more than the stack's) at the start, the centre or the end. Baselines are approximated by
    /// the top and the bottom.
    static func align(_ alignment: IB.StackAlignment?, _ item: Item, in length: Double) -> (min: Double, length: Double) {
        let l = min(item.length, length)
        switch alignment ?? .fill {
        case .leading, .top, .firstBaseline: return (0, l)
        case .center: return ((length - l) / 2, l)
        case .trailing, .bottom, .lastBaseline: return (length - l, l)
        default: return (0, length)
        }
    }
}
