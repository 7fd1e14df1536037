/// What a colour or image variant is for: the `appearances` and `idiom` of a `Contents.json`
/// entry. An entry without a luminosity is the "Any" appearance.
public struct VariantTraits: Sendable, Hashable {
    /// `light`, `dark`, or nil for Any.
    public var luminosity: Appearance?
    /// `appearances: [{appearance: contrast, value: high}]`.
    public var highContrast: Bool
    /// Nil when absent: universal.
    public var idiom: DeviceIdiom?
    /// `width-class` and `height-class`, nil for Any.
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?

    public init(luminosity: Appearance? = nil, highContrast: Bool = false, idiom: DeviceIdiom? = nil) {
        self.luminosity = luminosity
        self.highContrast = highContrast
        self.idiom = idiom
    }

    /// Reads `appearances` and `idiom` of one entry; unknown appearance kinds (none yet) make the
    /// entry unusable (nil), as UIKit never picks them.
    init?(entry: [String: Any]) {
        idiom = (entry["idiom"] as? String).map(DeviceIdiom.init(rawValue:))
        let classes = [entry["width-class"], entry["height-class"]].map { $0 as? String }
        // A size class UIKit does not have rules the entry out, as UIKit never picks it.
        for c in classes where c != nil && SizeClass(rawValue: c!) == nil { return nil }
        widthClass = classes[0].flatMap(SizeClass.init(rawValue:))
        heightClass = classes[1].flatMap(SizeClass.init(rawValue:))
        highContrast = false
        luminosity = nil
        for a in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (a["appearance"] as? String, a["value"] as? String) {
            case ("luminosity", "dark"): luminosity = .dark
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "any"): break
            case ("contrast", "high"): highContrast = true
            default: return nil
            }
        }
    }

    /// How well this variant fits `appearance` and `contrast` on `idiom`: nil when it does not fit
    /// at all; else higher is better. UIKit's order: the exact luminosity over Any, then in high
    /// contrast a high-contrast variant over a normal one (dark + high over dark over Any + high),
    /// the device's idiom over universal, then a size class that matches the device's (a phone in
    /// portrait is compact wide and regular tall, an iPad regular both ways) over Any; a size class
    /// that does not match rules the variant out. In normal contrast a high-contrast variant is
    /// taken only where nothing else fits.
    func score(for appearance: Appearance, contrast: Contrast = .normal, idiom wanted: DeviceIdiom) -> Int? {
        var s = 0
        if let l = luminosity {
            guard l == appearance else { return nil }
            s += 64
        }
        if highContrast { s += contrast == .high ? 32 : -256 }
        switch idiom ?? .universal {
        case wanted: s += 8
        case .universal: s += 4
        default: return nil
        }
        let (width, height): (SizeClass, SizeClass) = wanted == .ipad ? (.regular, .regular) : (.compact, .regular)
        if let w = widthClass {
            guard w == width else { return nil }
            s += 2
        }
        if let h = heightClass {
            guard h == height else { return nil }
            s += 1
        }
        return s
    }
}

extension Array {
    /// The element with the best score (the first of equals, so file order breaks ties).
    func best(by score: (Element) -> Int?) -> Element? {
        var best: (Element, Int)?
        for e in self {
            guard let s = score(e) else { continue }
            if best == nil || s > best!.1 { best = (e, s) }
        }
        return best?.0
    }
}
