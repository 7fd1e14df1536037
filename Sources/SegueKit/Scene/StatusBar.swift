/// The iOS status bar in light mode, drawn in the device's top safe area. On a phone with a notch or
/// Dynamic Island, 9:41 on the left and signal, Wi-Fi and battery on the right; on a phone with a
/// home button (a 20 pt bar), signal and Wi-Fi on the left, "9:41 AM" centred and the battery on
/// the right; on an iPad, the time on the left and Wi-Fi and battery on the right.
@MainActor
public enum StatusBar {
    /// `light`: white content, for a dark background (UIKit's `.lightContent`).
    public static func make(device: Device, light: Bool = false) -> View {
        let ink = light ? Color.white : Color.black
        let faint = Color(white: light ? 1 : 0, alpha: 0.4)
        let height = max(20, device.safeArea.top)
        let bar = View(frame: Rect(x: 0, y: 0, width: device.size.width, height: height))
        bar.identifier = light ? "statusBarLight" : "statusBar"
        let compact = height <= 24
        let fontSize = compact ? 12.0 : 16.0
        let textY = compact ? 0.0 : height / 2 - 16
        let sideWidth = min(120, device.size.width / 3)
        let homeButtonPhone = compact && min(device.size.width, device.size.height) < 700
        let time: View
        if homeButtonPhone {
            time = View(frame: Rect(x: device.size.width / 2 - sideWidth / 2, y: textY, width: sideWidth, height: height))
            time.content = .text(TextContent("9:41 AM", fontSize: fontSize, weight: .semibold, color: ink, alignment: .center))
        } else {
            time = View(frame: Rect(x: compact ? 6 : 16, y: textY, width: sideWidth, height: compact ? height : 32))
            time.content = .text(TextContent("9:41", fontSize: fontSize, weight: .semibold, color: ink, alignment: compact ? .left : .center))
        }
        bar.addSubview(time)
        let right = device.size.width - (compact ? 8 : 28)
        let iconY = compact ? height / 2 - 5 : textY + 11
        // Signal and Wi-Fi: beside the battery, or at the leading edge of a home-button phone's bar.
        let signalX = homeButtonPhone ? 6.0 : right - 68
        let wifiX = homeButtonPhone ? 6.0 + 18 + 5 : right - 46
        // Battery: outline, fill and cap.
        let battery = View(frame: Rect(x: right - 25, y: iconY, width: 25, height: 12))
        battery.content = .shape(ShapeContent(
            elements: [.roundedRect(Rect(x: 0.04, y: 0.04, width: 0.84, height: 0.92), radius: 3.5)],
            stroke: faint, lineWidth: 1))
        let level = View(frame: Rect(x: 2, y: 2, width: 18, height: 8))
        level.backgroundColor = ink
        level.cornerRadius = 1.5
        battery.addSubview(level)
        let cap = View(frame: Rect(x: 23, y: 4, width: 1.5, height: 4))
        cap.backgroundColor = faint
        battery.addSubview(cap)
        bar.addSubview(battery)
        // Wi-Fi: three arcs drawn as nested fans.
        let wifi = View(frame: Rect(x: wifiX, y: iconY, width: 16, height: 12))
        wifi.content = .shape(ShapeContent(
            elements: [.move(Point(x: 0.5, y: 1)), .line(Point(x: 0, y: 0.3)), .line(Point(x: 0.25, y: 0.08)),
                       .line(Point(x: 0.5, y: 0)), .line(Point(x: 0.75, y: 0.08)), .line(Point(x: 1, y: 0.3)), .close],
            fill: ink))
        bar.addSubview(wifi)
        // Signal: four bars of rising height.
        for i in 0..<4 {
            let h = 4.0 + Double(i) * 2.5
            let b = View(frame: Rect(x: signalX + Double(i) * 4.5, y: iconY + 12 - h, width: 3, height: h))
            b.backgroundColor = ink
            b.cornerRadius = 1
            bar.addSubview(b)
        }
        return bar
    }
}
