import SegueGoldens

extension Arguments {
    /// `--shard I/N` (`render FILE --all`, `verify`), or nil; a malformed value is a usage error.
    func shard() throws -> Shard? {
        guard let text = values["shard"] else { return nil }
        do {
            return try Shard(parsing: text)
        } catch let e as ShardError {
            throw UsageError("--shard \(e.description)")
        }
    }
}
