/// The `segue` command line: parses `[String]`, runs a command, returns an exit code.
public enum CLI {
    public static let version = "0.1.0"
}
