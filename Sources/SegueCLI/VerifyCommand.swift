/// `segue verify GOLDEN ACTUAL`: frame folders against goldens. (Placeholder until the verifier lands.)
@MainActor
enum VerifyCommand {
    static func run(_ argv: [String], console: Console) throws -> Int32 {
        throw UsageError("segue verify is not available yet")
    }
}
