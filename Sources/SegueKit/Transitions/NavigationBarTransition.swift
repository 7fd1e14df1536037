/// The navigation bar's part of a push or pop (SPEC.md §2): the bar's background stays; titles and
/// back buttons cross-fade and slide. Fades are windows of the transition's progress: "fading out by
/// a" is alpha 1 → 0 over p ∈ [0, a], "fading in from a" is 0 → 1 over p ∈ [a, 1].
@MainActor
struct NavigationBarTransition {
    let bar: NavigationBar
    let duration: Double
    let curve: TimingCurve

    func animate(newItems: NavigationBar.Items, forward: Bool, large: Bool = false) {
        let oldTitle = snapshotLabel(bar.titleLabel)
        let oldBack = snapshotLabel(bar.backLabel)
        let oldChevron = snapshotLabel(bar.backChevron)
        let oldLarge = snapshotLabel(bar.largeTitleLabel)
        let oldPrompt = snapshotLabel(bar.promptLabel)
        let oldButtons = [bar.leftButton, bar.rightButton, bar.titleViewHolder].map { button in
            let copy = button.snapshotView()
            bar.addSubview(copy)
            return copy
        }
        bar.configure(newItems)
        // The bar button items and a title view cross-fade in place.
        for (old, new) in zip(oldButtons, [bar.leftButton, bar.rightButton, bar.titleViewHolder]) {
            if old.isHidden && new.isHidden {
                old.removeFromSuperview()
                continue
            }
            // Each item fades, not the side's holder: the items do not overlap, and a leaf
            // fades without a group of its own.
            if !old.isHidden { for item in old.subviews { fade(item, to: 0, window: (0, 0.5)) } }
            if !new.isHidden {
                for item in new.subviews {
                    item.alpha = 0
                    fade(item, to: 1, window: (0.3, 1))
                }
            }
        }
        animateLargeTitles(from: oldLarge, large: large, forward: forward)
        // A prompt fades in place, as the bar grows or shrinks by its band; the same prompt stays.
        let samePrompt = !oldPrompt.isHidden && !bar.promptLabel.isHidden && oldPrompt.content == bar.promptLabel.content
        if samePrompt {
            oldPrompt.isHidden = true
        } else {
            if !oldPrompt.isHidden { fade(oldPrompt, to: 0, window: (0, 0.5)) }
            if !bar.promptLabel.isHidden {
                bar.promptLabel.alpha = 0
                fade(bar.promptLabel, to: 1, window: (0.3, 1))
            }
        }
        let w = bar.bounds.width
        let title = bar.titleLabel, back = bar.backLabel, chevron = bar.backChevron
        let titleEnd = title.center, backEnd = back.center
        let dir = forward ? 1.0 : -1.0
        // The geometry is worked out left to right; `m` mirrors it across a right-to-left bar.
        let rtl = bar.isRightToLeft
        func m(_ p: Point) -> Point { rtl ? Point(x: w - p.x, y: p.y) : p }
        let backStart = m(backEnd).x - back.bounds.width / 2
        // A title's text is centred in a label wider than it, a back title's starts at its label's
        // leading edge: the two texts, not their labels, meet. On a push the old title's text and
        // the new back title's move together from where the title's text begins to the back
        // label's place; on a pop the returning title's text leaves from there.
        let oldText = bar.textWidth(of: oldTitle), newText = bar.textWidth(of: title)
        let oldTextStart = m(oldTitle.center).x - oldText / 2
        let oldTitleEnd = m(forward ? Point(x: backStart + oldText / 2, y: titleEnd.y)
                                    : Point(x: w + oldTitle.bounds.width / 2, y: titleEnd.y))
        title.center = m(forward ? Point(x: w, y: titleEnd.y) : Point(x: backStart + newText / 2, y: titleEnd.y))
        // A pop plays the push backwards: the revealed back title comes back from half the bar's
        // width toward the leading edge, where the push sent it.
        back.center = m(forward ? Point(x: oldTextStart + back.bounds.width / 2, y: backEnd.y)
                                : Point(x: m(backEnd).x - w / 2, y: backEnd.y))
        for v in [title, back, chevron] { v.alpha = 0 }
        let oldBackEnd = m(Point(x: m(oldBack.center).x - dir * w / 2, y: oldBack.center.y))
        View.animate(withDuration: duration, curve: curve) {
            title.center = titleEnd
            back.center = backEnd
            oldTitle.center = oldTitleEnd
            oldBack.center = oldBackEnd
        }
        fade(oldTitle, to: 0, window: (0, 0.7))
        fade(title, to: 1, window: (0.25, 1))
        fade(chevron, to: 1, window: (0.4, 1), skip: chevron.isHidden == false && !oldChevron.isHidden && forward == false)
        fade(back, to: 1, window: (0.3, 1))
        fade(oldBack, to: 0, window: (0, 0.2))
        fade(oldChevron, to: 0, window: (0, 0.6), skip: !chevron.isHidden && !oldChevron.isHidden)
        if !chevron.isHidden && !oldChevron.isHidden {
            // A chevron on both sides stays, moving only with the row where a prompt's band
            // comes or goes.
            chevron.alpha = 1
            let end = chevron.center
            if oldChevron.center != end {
                chevron.center = oldChevron.center
                View.animate(withDuration: duration, curve: curve) { chevron.center = end }
            }
            oldChevron.removeFromSuperview()
        }
        View.animate(withDuration: duration, curve: curve, animations: {}) { _ in
            for v in [oldTitle, oldBack, oldChevron, oldLarge, oldPrompt] + oldButtons { v.removeFromSuperview() }
        }
    }

    /// The bar's background and hairline fade to `look`'s over the transition (UIKit cross-fades
    /// them when the incoming item shows another appearance); the incoming labels take its colours.
    func animate(to look: NavigationBarLook) {
        bar.recolor(look)
        guard bar.backgroundColor != look.background || bar.hairline.backgroundColor != look.hairline else { return }
        View.animate(withDuration: duration, curve: curve) {
            bar.backgroundColor = look.background
            bar.hairline.backgroundColor = look.hairline
        }
    }

    /// The large titles' part: the bar grows or shrinks to the new controller's height over the
    /// transition; the old large title leaves with the outgoing view (a third of the width on a
    /// push, the whole width on a pop), fading out by p = 0.5, and the new one arrives with the
    /// incoming view, fading in from p = 0.3.
    private func animateLargeTitles(from oldLarge: View, large: Bool, forward: Bool) {
        let before = (frame: bar.frame, hairline: bar.hairline.frame)
        bar.setLargeTitle(large)
        let after = (frame: bar.frame, hairline: bar.hairline.frame)
        if before.frame != after.frame {
            bar.frame = before.frame
            bar.hairline.frame = before.hairline
            View.animate(withDuration: duration, curve: curve) {
                bar.frame = after.frame
                bar.hairline.frame = after.hairline
            }
        }
        let w = bar.bounds.width
        let sign = bar.isRightToLeft ? -1.0 : 1.0
        if !oldLarge.isHidden {
            let end = Point(x: oldLarge.center.x + sign * (forward ? -0.3 * w : w), y: oldLarge.center.y)
            View.animate(withDuration: duration, curve: curve) { oldLarge.center = end }
            fade(oldLarge, to: 0, window: (0, 0.5))
        }
        let new = bar.largeTitleLabel
        guard large else { return }
        let end = new.center
        new.center = Point(x: end.x + sign * (forward ? w : -0.3 * w), y: end.y)
        new.alpha = 0
        View.animate(withDuration: duration, curve: curve) { new.center = end }
        fade(new, to: 1, window: (0.3, 1))
    }

    private func fade(_ v: View, to target: Double, window: (Double, Double), skip: Bool = false) {
        guard !skip else { return }
        let easing: TimingCurve = target > 0.5 ? .easeIn : .easeOut
        View.animate(withDuration: duration, curve: .progressWindow(base: curve, from: window.0, to: window.1, easing: easing)) {
            v.alpha = target
        }
    }

    /// A copy of a bar item that animates out while the real one is reconfigured.
    private func snapshotLabel(_ v: View) -> View {
        let copy = View()
        copy.bounds = v.bounds
        copy.center = v.center
        copy.content = v.content
        copy.isHidden = v.isHidden
        bar.addSubview(copy)
        return copy
    }
}
