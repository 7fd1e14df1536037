import SegueKit

/// What a number read from a storyboard stands for, and so the values it may take.
///
/// Every number of the XML goes through `NumberRule.check` (with diagnostics, through
/// `Diagnostics.number`): `Double("inf")`, `Double("nan")` and `Double("1e400")` all succeed, and an
/// infinite frame or a NaN colour would otherwise travel on until a `Double → Int` conversion
/// stops the process, or be drawn as black.
struct NumberRule: Sendable {
    var range: ClosedRange<Double>
    /// The lower bound itself is not allowed (a font size of 0).
    var excludesLowerBound = false
    /// Only whole numbers (`3` and `3.0`; a fraction is cut toward zero, as before).
    var isIntegral = false
    /// What the number is, for messages: "a length in points, -100000…100000".
    var expected: String

    /// Positions, sizes, insets, spacing, row heights, corner radii, constraint constants.
    static let points = NumberRule(range: -100_000...100_000, expected: "points, -100000…100000")
    static let fontSize = NumberRule(range: 0...1000, excludesLowerBound: true, expected: "a font size, more than 0 and at most 1000")
    /// Colour components: 0…1, and a little beyond in extended sRGB.
    static let colorComponent = NumberRule(range: -1...2, expected: "a colour component, -1…2")
    /// Alpha and progress.
    static let fraction = NumberRule(range: 0...1, expected: "a fraction, 0…1")
    static let multiplier = NumberRule(range: -10_000...10_000, expected: "a multiplier, -10000…10000")
    /// Slider values and limits.
    static let sliderValue = NumberRule(range: -1e9...1e9, expected: "a slider value, -1e9…1e9")
    /// A date: seconds from 1 January 2001, within about 3,000 years of it.
    static let dateInterval = NumberRule(range: -1e11...1e11, expected: "seconds since 2001, -1e11…1e11")
    /// Stepper values and limits.
    static let stepperValue = NumberRule(range: -1e9...1e9, expected: "a stepper value, -1e9…1e9")
    /// User-defined runtime attributes of type number: anything finite.
    static let finite = NumberRule(range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, expected: "a finite number")
    static let tag = NumberRule(range: -1e15...1e15, isIntegral: true, expected: "a whole number")
    /// Layout priorities: constraints', content hugging and compression resistance.
    static let priority = NumberRule(range: 1...1000, expected: "a layout priority, 1…1000")
    static let lineCount = NumberRule(range: 0...100_000, isIntegral: true, expected: "a line count, 0…100000")
    /// Page counts, segment indexes, column indexes: drawn one by one, so kept small.
    static let smallIndex = NumberRule(range: -1...1000, isIntegral: true, expected: "a whole number, -1…1000")

    enum Problem: Error, Equatable {
        case notANumber
        case notFinite
        case outOfRange
    }

    /// The value of `text` when it is a finite number within the rule's range.
    func check(_ text: String) -> Result<Double, Problem> {
        guard let value = Double(text) else { return .failure(.notANumber) }
        return check(value: value)
    }

    /// `value` when it is finite and within the rule's range.
    func check(value: Double) -> Result<Double, Problem> {
        guard value.isFinite else { return .failure(.notFinite) }
        guard range.contains(value), !(excludesLowerBound && value == range.lowerBound) else { return .failure(.outOfRange) }
        return .success(isIntegral ? value.rounded(.towardZero) : value)
    }

    /// Why `text` was refused, for messages.
    func describe(_ problem: Problem, _ text: String) -> String {
        switch problem {
        case .notANumber: "\"\(text)\" is not a number (expected \(expected))"
        case .notFinite: "\"\(text)\" is not a finite number (expected \(expected))"
        case .outOfRange: "\(text) is out of range (expected \(expected))"
        }
    }
}

extension Diagnostics {
    /// The number in `attribute` of `node`: nil when the attribute is absent. A value that is not
    /// a finite number in the rule's range is a problem (strict mode: thrown; lenient mode: a
    /// warning that ends with `fallback`, and nil, so that the caller's default applies).
    ///
    /// `owner` names the element the number belongs to when `node` has no id of its own.
    mutating func number(
        _ node: XNode, _ attribute: String, _ rule: NumberRule, owner: String? = nil, fallback: String = "it is ignored"
    ) throws -> Double? {
        guard let text = node[attribute] else { return nil }
        switch rule.check(text) {
        case .success(let value):
            return value
        case .failure(let problem):
            try self.problem(
                .invalidNumber, line: node.line, id: node.id ?? owner,
                "\(Self.element(node, owner: owner)): \(attribute) \(rule.describe(problem, text))",
                fallback: fallback, fix: Self.fixNumber)
            return nil
        }
    }

    /// `number`, with the value used when the attribute is absent or refused.
    mutating func number(_ node: XNode, _ attribute: String, _ rule: NumberRule, owner: String? = nil, default value: Double) throws -> Double {
        try number(node, attribute, rule, owner: owner, fallback: "\(Self.format(value)) is used") ?? value
    }

    /// A whole number (`rule.isIntegral`), as `number` reads it.
    mutating func integer(_ node: XNode, _ attribute: String, _ rule: NumberRule, owner: String? = nil) throws -> Int? {
        try number(node, attribute, rule, owner: owner).map { Int($0) }
    }

    static let fixNumber = "correct the value in the file, or read it in lenient mode to use a default"

    private static func format(_ d: Double) -> String { NumberText.string(d) }
}
