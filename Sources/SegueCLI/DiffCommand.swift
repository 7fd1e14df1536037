/// `segue diff A.png B.png`: one pair of images. (Placeholder until the verifier lands.)
@MainActor
enum DiffCommand {
    static func run(_ argv: [String], console: Console) throws -> Int32 {
        throw UsageError("segue diff is not available yet")
    }
}
