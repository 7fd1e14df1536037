import Testing
@testable import SegueKit

/// `InputText`: what a message repeats of an input, and which numbers are read; and the numbers
/// `TimePoint` shows back (never hundreds of digits, never a dangling point).
struct InputTextTests {
    @Test func echoesAreShortAndOneLine() {
        #expect(InputText.quoted("abc") == "'abc'")
        #expect(InputText.echo("abc") == "abc")
        let long = String(repeating: "x", count: 100_000)
        #expect(InputText.quoted(long) == "'" + String(repeating: "x", count: 79) + "…' (100000 characters)")
        #expect(InputText.echo(long).count < 120)
        #expect(InputText.quoted("a\nb\tc\u{7}") == #"'a\nb\tc\u{7}'"#)
        #expect(InputText.quoted(String(repeating: "é", count: 81)).hasSuffix("…' (81 characters)"))
    }

    @Test func onlyDecimalNumbersAreRead() {
        for (text, value) in [("12", 12.0), ("-0.5", -0.5), (".25", 0.25), ("1e-3", 0.001), ("+3", 3), ("1E2", 100), ("5.", 5)] {
            #expect(InputText.decimal(text) == value, "\(text)")
        }
        for bad in ["0x10", "0X1p3", "inf", "nan", "infinity", "", "-", ".", "1e", "e5", "1..2", "1e2.5", "--1", "1-2", " 1", "١٢"] {
            #expect(InputText.decimal(bad) == nil, "\(bad)")
        }
    }

    @Test func timePointsShowHugeAndNearlyWholeNumbersPlainly() throws {
        #expect(try TimePoint(parsing: "1e308").description == "1e+308s")
        #expect(try TimePoint(parsing: "1.0000000000000002").description == "1s")
        #expect(try TimePoint(parsing: "0.0625").description == "0.0625s")
        #expect(try TimePoint(parsing: "50%").description == "50%")
        #expect(throws: TimeControlError.self) { try TimePoint(parsing: "0x10") }
        #expect(throws: TimeControlError.self) { try SecondsRange(parsing: "0x1-0x2") }
        #expect { try TimePoint(parsing: String(repeating: "9", count: 5000) + "x") } throws: { error in
            "\(error)".count < 300 && "\(error)".contains("(5001 characters)")
        }
    }
}
