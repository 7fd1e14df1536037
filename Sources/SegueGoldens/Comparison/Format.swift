import Foundation
import SegueKit

/// Number formatting for messages and tables: locale-free, so output never depends on the machine.
public enum Format {
    /// A number without trailing zeros, to at most six decimals: 0.1, 30, 0.5, 1179.
    public static func number(_ v: Double) -> String { NumberText.string(v, decimals: 6) }

    /// A fraction as a percentage, with two significant digits when it is small and non-zero:
    /// 0 %, 0.000033 %, 1.25 %, 100 %.
    public static func percent(_ fraction: Double) -> String {
        let p = fraction * 100
        if p == 0 { return "0 %" }
        if p >= 0.01 { return number((p * 100).rounded() / 100) + " %" }
        let decimals = min(15, Int((-log10(p)).rounded(.down)) + 2)
        return NumberText.string(p, decimals: decimals) + " %"
    }

    /// `1 pixel`, `12 pixels`.
    public static func pixels(_ n: Int) -> String { n == 1 ? "1 pixel" : "\(n) pixels" }

    /// `393×852`.
    public static func size(_ width: Int, _ height: Int) -> String { "\(width)×\(height)" }
}
