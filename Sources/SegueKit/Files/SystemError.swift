import Foundation

/// The system's words for an `errno` code, the one place that asks `strerror`.
public enum SystemError {
    /// As the system says it: `No such file or directory` (for parentheses: `cannot read file (…)`).
    public static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// As a sentence's end: `no space left on device` (`cannot write out/x.png: …`).
    public static func reason(_ code: Int32) -> String {
        let text = message(code)
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
