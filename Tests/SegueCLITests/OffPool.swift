import Foundation

/// `runBinary` on a Dispatch thread: waiting for the process holds none of the few threads that
/// Swift Testing runs tests on (two on a two-core machine), so that time-limited tests elsewhere
/// are not starved while a CI-kit test waits for renders.
func segue(_ args: [String], in folder: String? = nil) async throws -> (code: Int32, out: String, err: String) {
    try await offPool { try runBinary(args, in: folder) }
}

/// `work` on a Dispatch thread, awaited.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
