import SegueKit

/// The built-in demo app's screens: what a small real iOS app looks like (a grouped list with
/// icons, a detail page, a modal composer), built from plain views.
@MainActor
public enum DemoScreens {
    static func label(_ text: String, _ frame: Rect, size: Double = 17, weight: FontWeight = .regular,
                      color: Color = .label, alignment: TextAlignment = .left, lines: Int = 1) -> View {
        let v = View(frame: frame)
        v.content = .text(TextContent(text, fontSize: size, weight: weight, color: color, alignment: alignment, numberOfLines: lines))
        return v
    }

    static func chevron(_ frame: Rect, color: Color = Color(hex: 0xC4C4C7)) -> View {
        let v = View(frame: frame)
        v.content = .shape(ShapeContent(elements: [.move(Point(x: 0.15, y: 0.05)), .line(Point(x: 0.85, y: 0.5)),
                                                   .line(Point(x: 0.15, y: 0.95))], stroke: color, lineWidth: 2.5))
        return v
    }

    static func button(_ title: String, _ frame: Rect, color: Color = .systemBlue) -> View {
        let b = View(frame: frame)
        b.backgroundColor = color
        b.cornerRadius = 12
        b.addSubview(label(title, Rect(frame.size), weight: .semibold, color: .white, alignment: .center))
        return b
    }

    /// The first screen: a grouped list of transitions with coloured icons, and a button.
    public static func list(device: Device, controller: ViewController = ViewController()) -> ViewController {
        let vc = controller
        vc.title = "Transitions"
        vc.rightBarButtonTitle = "+"
        vc.makeView = { _ in
            // Within the safe area's sides: a phone in landscape keeps its content off the sensor housing.
            let (left, w) = (device.safeArea.left, device.size.width - device.safeArea.left - device.safeArea.right)
            let root = View(frame: device.bounds)
            root.backgroundColor = .systemGroupedBackground
            let top = device.safeArea.top + device.navigationBarHeight()
            root.addSubview(label("SYSTEM", Rect(x: left + 36, y: top + 18, width: 200, height: 18), size: 13, color: .secondaryLabel))
            let rows: [(String, Color)] = [("Push", .systemBlue), ("Cover Vertical", .systemGreen), ("Cross Dissolve", .systemOrange),
                                           ("Flip Horizontal", .systemPurple), ("Partial Curl", .systemPink), ("Page Sheet", .systemTeal)]
            let section = View(frame: Rect(x: left + 16, y: top + 40, width: w - 32, height: Double(rows.count) * 52))
            section.backgroundColor = .white
            section.cornerRadius = 10
            section.clipsToBounds = true
            for (i, (name, color)) in rows.enumerated() {
                let y = Double(i) * 52
                let icon = View(frame: Rect(x: 16, y: y + 11, width: 30, height: 30))
                icon.backgroundColor = color
                icon.cornerRadius = 7
                section.addSubview(icon)
                section.addSubview(label(name, Rect(x: 60, y: y, width: w - 140, height: 52)))
                section.addSubview(chevron(Rect(x: w - 32 - 28, y: y + 19, width: 8, height: 14)))
                if i < rows.count - 1 {
                    let sep = View(frame: Rect(x: 60, y: y + 51.5, width: w - 92, height: 0.5))
                    sep.backgroundColor = .separator
                    section.addSubview(sep)
                }
            }
            root.addSubview(section)
            root.addSubview(label("Tap a row to see the transition.", Rect(x: left + 36, y: section.frame.maxY + 8, width: w - 72, height: 36),
                                  size: 13, color: .secondaryLabel, lines: 2))
            let compose = button("New Message", Rect(x: left + 16, y: device.size.height - device.safeArea.bottom - 66, width: w - 32, height: 50))
            compose.identifier = "zoomSource"
            root.addSubview(compose)
            return root
        }
        return vc
    }

    /// The pushed screen: a coloured hero card, a heading, body text and a button.
    public static func detail(device: Device, title: String = "Push", color: Color = Color(hex: 0x0A84FF)) -> ViewController {
        let vc = ViewController(title: title)
        vc.makeView = { _ in
            let (left, w) = (device.safeArea.left, device.size.width - device.safeArea.left - device.safeArea.right)
            let root = View(frame: device.bounds)
            root.backgroundColor = .white
            let top = device.safeArea.top + device.navigationBarHeight()
            let hero = View(frame: Rect(x: left + 16, y: top + 16, width: w - 32, height: 180))
            hero.content = .gradient(LinearGradient(colors: [color, Color(hex: 0x5E5CE6)],
                                                    start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
            hero.cornerRadius = 16
            hero.clipsToBounds = true
            hero.addSubview(label("UINavigationController", Rect(x: 20, y: 130, width: w - 72, height: 30), size: 20, weight: .bold, color: .white))
            root.addSubview(hero)
            root.addSubview(label(title, Rect(x: left + 16, y: hero.frame.maxY + 20, width: w - 32, height: 34), size: 28, weight: .bold))
            root.addSubview(label("The new screen slides in from the right edge while the old one moves a third of the way to the left, dimmed, under it.",
                                  Rect(x: left + 16, y: hero.frame.maxY + 60, width: w - 32, height: 90), size: 16, color: .secondaryLabel, lines: 4))
            root.addSubview(button("Continue", Rect(x: left + 16, y: device.size.height - device.safeArea.bottom - 66, width: w - 32, height: 50),
                                   color: .systemIndigo))
            return root
        }
        return vc
    }

    /// A modal screen: a composer with its own header, fields and a coloured card.
    public static func composer(device: Device) -> ViewController {
        let vc = ViewController(title: "New Message")
        vc.makeView = { _ in
            // The header's colour runs to the screen's edges; its content and the rest stay within
            // the safe area's sides.
            let (left, w) = (device.safeArea.left, device.size.width - device.safeArea.left - device.safeArea.right)
            let root = View(frame: device.bounds)
            root.backgroundColor = Color(hex: 0xFFF8EC)
            let top = device.safeArea.top
            let header = View(frame: Rect(x: 0, y: 0, width: device.size.width, height: top + 56))
            header.backgroundColor = .systemOrange
            header.addSubview(label("Cancel", Rect(x: left + 16, y: top, width: 90, height: 56), color: .white))
            header.addSubview(label("New Message", Rect(x: left + w / 2 - 90, y: top, width: 180, height: 56), weight: .semibold, color: .white,
                                    alignment: .center))
            header.addSubview(label("Send", Rect(x: left + w - 106, y: top, width: 90, height: 56), weight: .semibold, color: .white, alignment: .right))
            root.addSubview(header)
            for (i, field) in ["To:", "Subject:"].enumerated() {
                let y = header.frame.maxY + Double(i) * 48
                root.addSubview(label(field, Rect(x: left + 16, y: y, width: 100, height: 48), color: .secondaryLabel))
                let sep = View(frame: Rect(x: left + 16, y: y + 47.5, width: device.size.width - left - 16, height: 0.5))
                sep.backgroundColor = .separator
                root.addSubview(sep)
            }
            let card = View(frame: Rect(x: left + 16, y: header.frame.maxY + 120, width: w - 32, height: 220))
            card.backgroundColor = .white
            card.cornerRadius = 14
            card.shadowOpacity = 0.12
            card.shadowRadius = 10
            card.shadowOffset = Size(width: 0, height: 4)
            card.addSubview(label("Hello from SegueKit", Rect(x: 20, y: 20, width: w - 72, height: 28), size: 20, weight: .bold))
            card.addSubview(label("Every frame of this transition was rendered headlessly on Linux.",
                                  Rect(x: 20, y: 56, width: w - 72, height: 70), size: 16, color: .secondaryLabel, lines: 3))
            let dot = View(frame: Rect(x: 20, y: 150, width: 44, height: 44))
            dot.backgroundColor = .systemOrange
            dot.cornerRadius = 22
            card.addSubview(dot)
            root.addSubview(card)
            return root
        }
        return vc
    }

    /// A plain screen for the catalogue's demos: a flat colour, a title and one card, so the motion
    /// reads clearly and the frames stay small.
    public static func card(_ title: String, color: Color, device: Device, badgeAtTop matchedBadgeAtTop: Bool = false) -> ViewController {
        let matchedBadgeSize = matchedBadgeAtTop ? 44.0 : 64.0
        let vc = ViewController(title: title)
        vc.makeView = { _ in
            let w = device.size.width, h = device.size.height
            let root = View(frame: device.bounds)
            root.backgroundColor = color
            root.addSubview(label(title, Rect(x: 24, y: device.safeArea.top + 24, width: w - 48, height: 44), size: 34, weight: .bold, color: .white))
            let card = View(frame: Rect(x: 24, y: h * 0.3, width: w - 48, height: h * 0.3))
            card.backgroundColor = .white
            card.cornerRadius = 20
            root.addSubview(card)
            // A badge that the other screen also has: it flies between them (matched views).
            let size = matchedBadgeSize
            let badge = View(frame: matchedBadgeAtTop
                ? Rect(x: w - 24 - size, y: device.safeArea.top + 24, width: size, height: size)
                : Rect(x: 48, y: card.frame.minY + 24, width: size, height: size))
            badge.backgroundColor = .white
            badge.borderColor = color.withAlpha(0.35)
            badge.borderWidth = 4
            badge.cornerRadius = size / 2
            badge.matchIdentifier = "badge"
            root.addSubview(badge)
            return root
        }
        return vc
    }
}
