import Foundation

/// Numbers in messages, tables, captions and file names: whole numbers without a decimal point,
/// locale-free, so that text never depends on the machine.
public enum NumberText {
    /// `30`, `0.5`, `1179`; with `decimals`, at most that many, trailing zeros dropped
    /// (`decimals: 4`: `0.0333`) unless `keepingZeros` (`decimals: 2`: `0.50`, for captions whose
    /// pixels are goldens). Numbers of 10^15 and more, whole or not, and the non-finite ones keep
    /// Swift's shortest form (`1e+308`, `inf`), never hundreds of digits.
    public static func string(_ v: Double, decimals: Int? = nil, keepingZeros: Bool = false) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return String(v) }
        if v == v.rounded() { return String(Int64(v)) }
        guard let decimals else { return String(v) }
        let fixed = String(format: "%.\(max(0, min(decimals, 17)))f", v)
        return keepingZeros ? fixed : trimmed(fixed)
    }

    /// `1.2500` → `1.25`, `1.0000` → `1`, `-0.0000` → `0`.
    static func trimmed(_ s: String) -> String {
        guard s.contains(".") else { return s }
        var s = Substring(s)
        while s.hasSuffix("0") { s = s.dropLast() }
        if s.hasSuffix(".") { s = s.dropLast() }
        return s == "-0" ? "0" : String(s)
    }
}
