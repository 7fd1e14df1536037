import Foundation
import SegueKit

/// `UIDatePicker` as iOS 17 draws it, by its mode and style: compact (what `automatic` is since
/// iOS 14, but for a countdown timer), a grey capsule of the date and one of the time; wheels,
/// a column a field (the month, day and year in the locale's order; the hour, minute and AM/PM; a
/// countdown's hours and minutes) on a cylinder around the selection band; inline, the month's
/// calendar with the day marked in the tint, and the time below it.
///
/// The date is the storyboard's (`<date key="date">`) or, for the current date, Tuesday
/// 9 January 2007 at 9:41, the moment the status bar's clock shows: frames stay the same from
/// one run to the next. Dates are set in UTC, in the picker's locale, else the render's, else
/// English (United States).
extension Controls {
    nonisolated static let pickerNow: Double = 190_028_460  // 2007-01-09 09:41 UTC, seconds since 2001

    static func datePicker(_ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let content = node.datePicker ?? IB.DatePickerContent()
        let locale = Locale(identifier: content.localeIdentifier ?? theme.language.map { $0.replacingOccurrences(of: "-", with: "_") } ?? "en_US")
        let dates = PickerDates(content: content, locale: locale)
        v.clipsToBounds = true
        let style: IB.DatePickerStyle = switch content.style {
        case .wheels, .compact, .inline: content.style
        default: content.mode == .countDownTimer ? .wheels : .compact
        }
        switch (style, content.mode) {
        case (.inline, .date), (.inline, .dateAndTime): calendar(dates, mode: content.mode, v, theme)
        case (.compact, let mode) where mode != .countDownTimer: compact(dates, mode: mode, node, v, theme)
        default: wheels(dates, mode: content.mode, v, theme)
        }
    }

    /// The grey capsules of a compact picker: the date's, the time's or both, side by side where
    /// the control's horizontal alignment puts them.
    static func compact(_ dates: PickerDates, mode: IB.DatePickerMode, _ node: IB.ViewNode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let texts = mode == .time ? [dates.time] : mode == .date ? [dates.medium] : [dates.medium, dates.time]
        let h = 34.0, pad = 11.0, gap = 6.0
        let widths = texts.map { (TextMetrics.width($0, size: 17, weight: .regular) + 2 * pad).rounded(.up) }
        let total = widths.reduce(0, +) + gap * Double(texts.count - 1)
        var x: Double = switch node.contentHorizontalAlignment ?? .center {
        case .left, .leading, .fill: 0
        case .right, .trailing: b.width - total
        default: (b.width - total) / 2
        }
        if theme.isRightToLeft(node), node.contentHorizontalAlignment == .leading || node.contentHorizontalAlignment == .trailing {
            x = b.width - total - x
        }
        for (text, w) in zip(texts, widths) {
            let capsule = Draw.box(Rect(x: x, y: (b.height - h) / 2, width: w, height: h), Color(hex: 0x767680, alpha: theme.isDark ? 0.24 : 0.12), radius: 6)
            capsule.addSubview(Draw.label(text, Rect(x: 0, y: 0, width: w, height: h), size: 17, color: theme.label, alignment: .center))
            v.addSubview(capsule)
            x += w + gap
        }
    }

    /// A wheel a field, on a cylinder: rows above and below the selection turn away, narrower and
    /// fainter. Columns are set side by side, centred, each as wide as its widest value.
    static func wheels(_ dates: PickerDates, mode: IB.DatePickerMode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let row = 32.0
        v.addSubview(Draw.box(Rect(x: 8, y: b.midY - row / 2, width: b.width - 16, height: row),
                              Color(hex: 0x767680, alpha: theme.isDark ? 0.24 : 0.12), radius: 8))
        let columns = dates.columns(for: mode)
        let gap = 18.0
        let widths = columns.map { column in (column.values.map { TextMetrics.width($0 ?? "", size: 21, weight: .regular) }.max() ?? 0).rounded(.up) + 4 }
        var x = (b.width - widths.reduce(0, +) - gap * Double(columns.count - 1)) / 2
        let radius = max(row, b.height / 2 - 8)
        for (column, w) in zip(columns, widths) {
            for (k, value) in column.values.enumerated() {
                guard let value else { continue }
                let angle = Double(k - column.values.count / 2) * row / radius
                guard abs(angle) < .pi / 2 * 0.95 else { continue }
                let y = b.midY + radius * sin(angle)
                let label = Draw.label(value, Rect(x: x, y: y - row / 2, width: w, height: row), size: 21,
                                       color: k == column.values.count / 2 ? theme.label : theme.label.withAlpha(theme.label.alpha * 0.35 * cos(angle)),
                                       alignment: .center)
                label.transform = AffineTransform(scaleX: 1, y: cos(angle))
                v.addSubview(label)
            }
            x += w + gap
        }
    }

    /// The month's calendar: its name and arrows, the days of the week, the days with the date
    /// marked in the tint; for a date and time, the time's capsule on a row below.
    static func calendar(_ dates: PickerDates, mode: IB.DatePickerMode, _ v: View, _ theme: Theme) {
        let b = v.bounds
        let inset = 16.0
        let tint = theme.tint
        let timeRow = mode == .dateAndTime ? 52.0 : 0
        v.addSubview(Draw.label(dates.monthAndYear + " ›", Rect(x: inset, y: 0, width: b.width / 2 + 40, height: 44), size: 17, weight: .semibold,
                                color: theme.label))
        for (i, arrow) in ["‹", "›"].enumerated() {
            v.addSubview(Draw.label(arrow, Rect(x: b.width - inset - 64 + Double(i) * 40, y: 0, width: 24, height: 44), size: 24, weight: .medium,
                                    color: tint, alignment: .center))
        }
        let cell = (b.width - 2 * inset) / 7
        for (i, day) in dates.weekdaySymbols.enumerated() {
            v.addSubview(Draw.label(day, Rect(x: inset + Double(i) * cell, y: 44, width: cell, height: 20), size: 13, weight: .semibold,
                                    color: theme.label.withAlpha(0.3), alignment: .center))
        }
        let weeks = (dates.leadingBlanks + dates.daysInMonth + 6) / 7
        let rowHeight = min(44, max(20, (b.height - 70 - timeRow) / Double(max(weeks, 1))))
        for day in 1...dates.daysInMonth {
            let slot = dates.leadingBlanks + day - 1
            let frame = Rect(x: inset + Double(slot % 7) * cell, y: 70 + Double(slot / 7) * rowHeight, width: cell, height: rowHeight)
            let chosen = day == dates.day
            if chosen {
                let d = min(cell, rowHeight) - 4
                v.addSubview(Draw.box(Rect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d), tint.withAlpha(0.12), radius: d / 2))
            }
            v.addSubview(Draw.label(String(day), frame, size: 20, weight: chosen ? .semibold : .regular, color: chosen ? tint : theme.label, alignment: .center))
        }
        guard timeRow > 0 else { return }
        let y = 70 + Double(weeks) * rowHeight + 8
        v.addSubview(Draw.box(Rect(x: inset, y: y, width: b.width - 2 * inset, height: 0.5), theme.separator))
        v.addSubview(Draw.label(dates.timeWord, Rect(x: inset, y: y + 8, width: b.width / 2, height: 34), size: 17, color: theme.label))
        let w = (TextMetrics.width(dates.time, size: 17, weight: .regular) + 22).rounded(.up)
        let capsule = Draw.box(Rect(x: b.width - inset - w, y: y + 8, width: w, height: 34), Color(hex: 0x767680, alpha: theme.isDark ? 0.24 : 0.12), radius: 6)
        capsule.addSubview(Draw.label(dates.time, Rect(x: 0, y: 0, width: w, height: 34), size: 17, color: theme.label, alignment: .center))
        v.addSubview(capsule)
    }
}

/// The picker's date set out in its locale: the texts each style shows.
struct PickerDates {
    /// One wheel: its values from two above the selection to two below (nil: nothing there).
    struct Column {
        var values: [String?]
    }

    let date: Date
    let isNow: Bool
    let locale: Locale
    let minuteInterval: Int
    var calendar: Calendar

    init(content: IB.DatePickerContent, locale: Locale) {
        isNow = content.date == nil
        date = Date(timeIntervalSinceReferenceDate: content.date ?? Controls.pickerNow)
        self.locale = locale
        minuteInterval = content.minuteInterval
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = locale
    }

    func format(_ template: String, _ d: Date? = nil) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = calendar.timeZone
        f.calendar = calendar
        f.setLocalizedDateFormatFromTemplate(template)
        // ICU's narrow no-break space before AM/PM: a plain space, as every stand-in font has one.
        return f.string(from: d ?? date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    var medium: String { format("yMMMd") }
    var time: String { format("jmm") }
    var monthAndYear: String { format("yMMMM") }
    /// The inline picker's label for its time row (UIKit's, in English: segue has no translations of it).
    var timeWord: String { "Time" }
    var day: Int { calendar.component(.day, from: date) }
    var daysInMonth: Int { calendar.range(of: .day, in: .month, for: date)?.count ?? 31 }
    /// Empty places before the 1st in the first week (the locale's first weekday first).
    var leadingBlanks: Int {
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
        return (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    }
    var weekdaySymbols: [String] {
        let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        let start = calendar.firstWeekday - 1
        return Array(symbols[start...] + symbols[..<start])
    }

    func shifted(_ component: Calendar.Component, _ n: Int) -> Date {
        calendar.date(byAdding: component, value: n, to: date) ?? date
    }

    /// The wheels of `mode`, in the locale's order.
    func columns(for mode: IB.DatePickerMode) -> [Column] {
        let around = -2...2
        switch mode {
        case .countDownTimer:
            return [Column(values: [nil, nil, "0", "1", "2"]), Column(values: [nil, nil, "hours", nil, nil]),
                    Column(values: [nil, "0", "1", "2", "3"]), Column(values: [nil, nil, "min", nil, nil])]
        case .date:
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
            let fields: [(Character, Column)] = [
                ("M", Column(values: around.map { format("MMMM", shifted(.month, $0)) })),
                ("d", Column(values: around.map { format("d", shifted(.day, $0)) })),
                ("y", Column(values: around.map { format("y", shifted(.year, $0)) })),
            ]
            return fields.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }.map(\.1)
        case .time:
            return timeColumns
        default:
            let day = Column(values: around.map { $0 == 0 && isNow ? "Today" : format("EEEMMMd", shifted(.day, $0)) })
            return [day] + timeColumns
        }
    }

    /// The hour, the minute (by the picker's interval) and, where the locale keeps a 12-hour
    /// clock, AM/PM.
    var timeColumns: [Column] {
        let around = -2...2
        let twelve = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h").contains("a")
        let minute = calendar.component(.minute, from: date)
        let chosen = minute - minute % minuteInterval
        let minutes = Column(values: around.map { String(format: "%02d", ((chosen + $0 * minuteInterval) % 60 + 60) % 60) })
        let hours = Column(values: around.map { k -> String? in
            let h = calendar.component(.hour, from: shifted(.hour, k))
            return twelve ? String(h % 12 == 0 ? 12 : h % 12) : String(format: "%02d", h)
        })
        guard twelve else { return [hours, minutes] }
        let f = DateFormatter()
        f.locale = locale
        let am: String? = f.amSymbol, pm: String? = f.pmSymbol
        let isPM = calendar.component(.hour, from: date) >= 12
        return [hours, minutes, Column(values: isPM ? [nil, am, pm, nil, nil] : [nil, nil, am, pm, nil])]
    }
}
