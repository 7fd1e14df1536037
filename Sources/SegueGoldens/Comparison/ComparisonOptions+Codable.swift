extension ComparisonOptions.Limit {
    private enum CodingKeys: String, CodingKey { case count, ratio }

    /// `{"count": 12}` or `{"ratio": 0.001}`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let n = try c.decodeIfPresent(Int.self, forKey: .count) {
            self = .count(n)
        } else {
            self = .ratio(try c.decode(Double.self, forKey: .ratio))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .count(let n): try c.encode(n, forKey: .count)
        case .ratio(let r): try c.encode(r, forKey: .ratio)
        }
    }
}
