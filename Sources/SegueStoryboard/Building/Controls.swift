import Foundation
import SegueKit

/// UIKit's controls drawn from plain views, in the look of the storyboard's iOS release (`Theme`).
/// Each function dresses the view built for the node (its frame, background and common properties
/// already set) with content and parts.
@MainActor
enum Controls {
    static func label(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let font = node.font
        v.content = .text(Draw.text(
            node.text ?? "", frame: v.bounds, size: font?.pointSize ?? 17, weight: font?.segueWeight ?? .regular,
            color: node.textColor ?? theme.label, alignment: node.textAlignment?.segueAlignment ?? .left,
            lines: node.numberOfLines ?? 1, translation: TranslationFit.label(node),
            // Autoshrink (`adjustsFontSizeToFitWidth`) may take the text further down, on any
            // number of lines since iOS 7.
            floor: min(0.7, TranslationFit.minimumScale(of: node))))
        v.styled(font: font, lineBreakMode: node.lineBreakMode)
    }

    // MARK: Text input

    static func textField(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        var inset = 0.0
        switch node.borderStyle {
        case .roundedRect?:
            if node.backgroundColor == nil { v.backgroundColor = theme.textFieldBackground }
            v.borderWidth = 0.5
            v.borderColor = theme.textFieldBorder
            v.cornerRadius = 5
            inset = 7
        case .line?:
            v.borderWidth = 1
            v.borderColor = .black
            inset = 2
        case .bezel?:
            v.borderWidth = 1
            v.borderColor = Color(white: 0.55)
            inset = 3
        default:
            break
        }
        let text = node.text ?? ""
        let shown = text.isEmpty ? (node.placeholder ?? "") : text
        let color = text.isEmpty ? theme.placeholderText : (node.textColor ?? theme.label)
        v.addSubview(Draw.label(
            shown, Rect(x: inset, y: 0, width: max(0, b.width - 2 * inset), height: b.height), size: node.font?.pointSize ?? 14,
            weight: node.font?.segueWeight ?? .regular, color: color, alignment: node.textAlignment?.segueAlignment ?? .left)
            .styled(font: node.font))
    }

    /// A text view's text, from the top of its text container (inset 8 pt), below the bars over
    /// it by `insetTop`, its adjusted content inset (a text view is a scroll view: `ScrollInsets`).
    static func textView(_ node: IB.ViewNode, _ v: View, _ theme: Theme, insetTop: Double = 0) {
        v.clipsToBounds = true
        let text = node.text ?? ""
        guard !text.isEmpty else { return }
        let size = node.font?.pointSize ?? 14
        let b = v.bounds
        let width = b.width - 10
        let lineHeight = TextMetrics.lineHeight(size)
        // All of its lines, below the view's bottom edge too, where the view clips them: what
        // scrolls under a tab bar or toolbar gives the bar its background.
        // Two lines more than the estimate, for where Pango breaks lines differently: the text
        // starts at the top, so the room below it does not move it.
        let lines = max(1, TextMetrics.lineCount(text, size: size, width: width)) + 2
        // A text view with no text colour draws black ("The default text color is black":
        // `UITextView.textColor`), in either appearance, unlike a label; so does attributed text
        // with no colour of its own ("If you don't specify this attribute, the text renders in
        // black": `NSAttributedString.Key.foregroundColor`). Interface Builder writes the label
        // colour into every text view it makes since Xcode 11.
        let color = node.textColor ?? .black
        // A text view scrolls: its text keeps its size and starts at the top of its text
        // container (inset 8 pt), never shrunk to fit nor centred in the estimated lines' height.
        let label = Draw.label(
            text, Rect(x: 5, y: 8 + insetTop, width: width, height: Double(lines) * lineHeight), size: size,
            weight: node.font?.segueWeight ?? .regular, color: color,
            alignment: node.textAlignment?.segueAlignment ?? .left, lines: lines, floor: 1).styled(font: node.font, lineBreakMode: .wordWrap)
        if case .text(var content) = label.content {
            content.isTopAligned = true
            label.content = .text(content)
        }
        v.addSubview(label)
    }

    // MARK: Switches, segments, sliders

    /// `UISwitch`: on, a green (or `onTintColor`) track with the white knob on the trailing side;
    /// off, a white track with a grey outline and the knob on the leading side. Right to left
    /// the switch mirrors, as UIKit's own controls do: on puts the knob on the left.
    static func toggle(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let on = node.isOn ?? false
        let track = Draw.box(b, on ? (node.colors[.onTintColor] ?? theme.switchOn) : theme.switchOffTrack, radius: b.height / 2)
        track.identifier = "switchTrack"
        if !on {
            track.borderWidth = 2
            track.borderColor = node.tintColor ?? (theme.isDark ? theme.switchOffTrack : theme.controlTrack)
        }
        v.addSubview(track)
        let d = b.height - 4
        let trailing = on != theme.isRightToLeft(node)
        let knob = Draw.box(Rect(x: trailing ? b.width - 2 - d : 2, y: 2, width: d, height: d), node.colors[.thumbTintColor] ?? .white, radius: d / 2)
        knob.identifier = "switchKnob"
        Draw.knobShadow(knob)
        v.addSubview(knob)
        dimIfDisabled(node, v)
    }

    /// A disabled control "draws itself with a dimmed appearance" (`UIControl.State.disabled`);
    /// Apple publishes no amount for a switch, slider or page control: drawn at half opacity.
    private static func dimIfDisabled(_ node: IB.ViewNode, _ v: View) {
        if !node.isEnabled { v.alpha *= 0.5 }
    }

    static func segmented(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        var segments = node.segments.isEmpty ? [IB.Segment(title: "First"), IB.Segment(title: "Second")] : node.segments
        let n = Double(segments.count)
        let w = b.width / n
        var selected = node.selectedSegmentIndex ?? 0
        // Right to left, the first segment is the rightmost.
        let rightToLeft = theme.isRightToLeft(node)
        if rightToLeft {
            segments.reverse()
            selected = segments.count - 1 - selected
        }
        // Dark: tertiarySystemFill's dark value, under a systemGray3 pill. A disabled control, or
        // segment, draws its titles and images dimmed.
        v.backgroundColor = node.backgroundColor ?? Color(hex: 0x767680, alpha: theme.isDark ? 0.24 : 0.12)
        v.cornerRadius = 8
        for (i, segment) in segments.enumerated() {
            let enabled = node.isEnabled && segment.isEnabled
            let x = Double(i) * w
            let isSelected = i == selected
            if isSelected {
                let pill = Draw.box(Rect(x: x + 2, y: 2, width: w - 4, height: b.height - 4),
                                    node.colors[.selectedSegmentTintColor] ?? (theme.isDark ? Color(hex: 0x636366) : .white), radius: 7)
                pill.identifier = "selectedSegment"
                pill.shadowOpacity = 0.12
                pill.shadowRadius = 4
                pill.shadowOffset = Size(width: 0, height: 3)
                v.addSubview(pill)
            } else if i > 0, i - 1 != selected {
                v.addSubview(Draw.box(Rect(x: x - 0.5, y: 8, width: 1, height: b.height - 16), Color(hex: 0x8E8E93, alpha: 0.3)))
            }
            let color: Color = enabled ? theme.label : theme.disabledControl
            let frame = Rect(x: x + 4, y: 0, width: w - 8, height: b.height)
            // Interface Builder writes an image segment's title as empty: the image shows.
            if let title = segment.title, !title.isEmpty || segment.image == nil {
                let label = Draw.label(title, frame, size: 13, weight: isSelected ? .semibold : .regular, color: color, alignment: .center)
                if rightToLeft { RightToLeft.flipText(label, natural: false) }
                v.addSubview(label)
            } else if let image = segment.image {
                let s = min(18, b.height - 8)
                v.addSubview(Draw.image(image, Rect(x: x + w / 2 - s / 2, y: b.height / 2 - s / 2, width: s, height: s),
                                        theme: theme, tint: color, templateByDefault: true, symbolPointSize: 13))
            }
        }
    }

    static func slider(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let value = node.slider ?? IB.SliderValue(value: 0.5, minimum: 0, maximum: 1)
        let range = value.maximum - value.minimum
        let fraction = range > 0 ? min(1, max(0, (value.value - value.minimum) / range)) : 0
        let d = 28.0
        let trackHeight = 4.0
        let y = b.height / 2 - trackHeight / 2
        let thumbX = d / 2 + fraction * (b.width - d)
        let maxColor = node.colors[.maximumTrackTintColor] ?? Color(hex: 0x787880, alpha: 0.2)
        v.addSubview(Draw.box(Rect(x: 0, y: y, width: b.width, height: trackHeight), maxColor, radius: trackHeight / 2))
        let filled = Draw.box(Rect(x: 0, y: y, width: thumbX, height: trackHeight), node.colors[.minimumTrackTintColor] ?? node.tintColor ?? theme.tint, radius: trackHeight / 2)
        filled.identifier = "sliderFill"
        v.addSubview(filled)
        let thumb = Draw.box(Rect(x: thumbX - d / 2, y: b.height / 2 - d / 2, width: d, height: d), node.colors[.thumbTintColor] ?? .white, radius: d / 2)
        thumb.identifier = "sliderThumb"
        thumb.borderWidth = 0.5
        thumb.borderColor = Color(white: 0, alpha: 0.08)
        Draw.knobShadow(thumb)
        v.addSubview(thumb)
        dimIfDisabled(node, v)
    }

    static func progress(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let h = min(b.height, 4)
        let radius = h / 2
        let y = 0.0
        v.addSubview(Draw.box(Rect(x: 0, y: y, width: b.width, height: h), node.colors[.trackTintColor] ?? theme.controlTrack, radius: radius))
        let p = min(1, max(0, node.progress ?? 0))
        if p > 0 {
            v.addSubview(Draw.box(Rect(x: 0, y: y, width: b.width * p, height: h), node.colors[.progressTintColor] ?? node.tintColor ?? theme.tint, radius: radius))
        }
    }

    static func pageControl(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let n = max(0, node.numberOfPages ?? 3)
        guard n > 0 else { return }
        let d = 7.0, step = 16.0
        let start = b.width / 2 - (Double(n - 1) * step) / 2
        for i in 0..<n {
            let current = i == (node.currentPage ?? 0)
            let color = current ? (node.colors[.currentPageIndicatorTintColor] ?? .white)
                                : (node.colors[.pageIndicatorTintColor] ?? Color(white: 1, alpha: 0.35))
            v.addSubview(Draw.box(Rect(x: start + Double(i) * step - d / 2, y: b.height / 2 - d / 2, width: d, height: d), color, radius: d / 2))
        }
        dimIfDisabled(node, v)
    }

    static func stepper(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        // Dark: tertiarySystemFill's dark value.
        v.backgroundColor = node.backgroundColor ?? Color(hex: 0x767680, alpha: theme.isDark ? 0.24 : 0.12)
        v.cornerRadius = 8
        let color = theme.label
        v.addSubview(Draw.box(Rect(x: b.width / 2 - 0.5, y: 6, width: 1, height: b.height - 12), Color(hex: 0x8E8E93, alpha: 0.3)))
        // UIKit disables the decrement button at the minimum and the increment button at the
        // maximum unless the stepper wraps; both when the stepper is disabled.
        let value = node.stepper ?? IB.StepperValue()
        let canDecrement = node.isEnabled && (value.wraps || value.value > value.minimum)
        let canIncrement = node.isEnabled && (value.wraps || value.value < value.maximum)
        v.addSubview(Draw.label("−", Rect(x: 0, y: 0, width: b.width / 2, height: b.height), size: 20,
                                color: canDecrement ? color : theme.disabledControl, alignment: .center))
        v.addSubview(Draw.label("+", Rect(x: b.width / 2, y: 0, width: b.width / 2, height: b.height), size: 20,
                                color: canIncrement ? color : theme.disabledControl, alignment: .center))
    }

    /// `UIActivityIndicatorView`: grey (or white) spokes fading round the circle; hidden when it is
    /// stopped and hides when stopped (UIKit's default).
    static func activity(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let style = node.activityIndicatorStyle ?? .gray
        let hides = node.hidesWhenStopped ?? true
        if node.isAnimating != true && hides { v.isHidden = true }
        let large = style.isLarge
        let color = node.colors[.color] ?? (style.isWhite ? .white : Color(hex: 0x8E8E93))
        let b = v.bounds
        let d = min(large ? 37.0 : 20.0, min(b.width, b.height))
        let box = View(frame: Rect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d))
        box.identifier = "activitySpokes"
        let count = 8
        for i in 0..<count {
            let angle = Double(i) / Double(count) * 2 * .pi - .pi / 2
            let (c, s) = (cos(angle), sin(angle))
            let spoke = View(frame: Rect(d: d))
            spoke.content = .shape(ShapeContent(
                elements: [.move(Point(x: 0.5 + 0.25 * c, y: 0.5 + 0.25 * s)), .line(Point(x: 0.5 + 0.45 * c, y: 0.5 + 0.45 * s))],
                stroke: color.withAlpha(color.alpha * (1 - 0.75 * Double(i) / Double(count))), lineWidth: large ? 3.5 : 2))
            box.addSubview(spoke)
        }
        v.addSubview(box)
    }
}

extension Rect {
    /// A square of side `d` at the origin.
    init(d: Double) { self.init(x: 0, y: 0, width: d, height: d) }
}
