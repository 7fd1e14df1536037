import Foundation
import Testing
@testable import SegueCLI

/// Bad arguments get one clear line, a non-zero exit code and no output folder.
@MainActor
struct ArgumentTests {
    @Test(arguments: [
        (["render", "--bogus"], "unknown option --bogus"),
        (["render", "--fps", "0", "--from", "a.png", "--to", "b.png", "--style", "push"], "--fps must be greater than zero"),
        (["render", "--fps", "-5"], "--fps must be greater than zero"),
        (["render", "--fps", "abc"], "--fps must be a number"),
        (["render", "--duration", "0"], "--duration must be greater than zero"),
        (["render", "--scale", "-1"], "--scale must be greater than zero"),
        (["render", "--jobs", "0"], "--jobs must be a whole number"),
        (["render", "--device", "nokia"], "unknown device 'nokia'"),
        (["render", "--from", "a.png"], "--from and --to go together"),
        (["render", "--from", "a.png", "--to", "b.png"], "--style, --custom or --transition is required"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--custom", "fade"], "cannot be combined"),
        (["render", "--from", "a.png", "--to", "b.png", "--custom", "wobble"], "unknown custom transition 'wobble'"),
        (["render", "--from", "a.png", "--to", "b.png", "--custom", "push", "--direction", "sideways"], "unknown --direction 'sideways'"),
        (["render", "--from", "a.png", "--to", "b.png", "--custom", "fade", "--direction", "left"], "--direction does not apply"),
        (["render", "--from", "a.png", "--to", "b.png", "--custom", "HorizontalSlideSegue", "--direction", "left"], "--direction does not apply"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--direction", "left"], "--direction goes with --custom"),
        (["render", "--custom", "fade"], "--custom needs --from and --to"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "wobble"], "unknown style 'wobble'"),
        (["render", "--dismiss"], "--dismiss needs --style"),
        (["render", "--fps"], "--fps needs a value"),
        (["render", "stray"], "unexpected argument 'stray'"),
        (["render", "--curve", "bouncy"], "--curve"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "coverVertical", "--rtl"], "--rtl applies to the navigation push"),
        (["render", "--rtl"], "--rtl needs --from and --to"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "zoom", "--anchor", "1,2,3"], "--anchor must be x,y,width,height"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "zoom", "--anchor", "5000,0,10,10"], "lies outside"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "push", "--status-bar", "sideways"], "--status-bar must be fixed or slide, not 'sideways'"),
        (["render", "--status-bar", "slide"], "--status-bar needs --from and --to"),
        (["render", "--from", "a.png", "--to", "b.png", "--style", "pageSheet", "--keep-popovers"], "--keep-popovers applies to --style popover, not pageSheet"),
        (["render", "--from", "a.png", "--to", "b.png", "--custom", "fade", "--keep-popovers"], "--keep-popovers applies to --style popover (and"),
        (["render", "--style", "popover", "--keep-popovers"], "--keep-popovers needs --from and --to"),
    ])
    func usageErrorsExitTwoWithOneLine(args: [String], message: String) {
        let r = runCLI(args)
        #expect(r.code == 2)
        #expect(r.err.contains(message), "stderr was: \(r.err)")
        #expect(r.err.hasPrefix("segue: "))
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(r.out.isEmpty)
    }

    @Test func unreadableScreenshotIsAFailureNamingTheFile() {
        let dir = temporaryFolder()
        let r = runCLI(["render", "--from", dir + "/missing.png", "--to", dir + "/missing.png", "--style", "push", "--out", dir + "/out"])
        #expect(r.code == 1)
        #expect(r.err.contains("missing.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test func helpAndVersion() {
        let v = runCLI(["--version"])
        #expect(v.code == 0 && v.out == "segue \(CLI.version)\n")
        for args in [["--help"], [], ["render", "--help"]] {
            let r = runCLI(args)
            #expect(r.code == 0)
            #expect(r.out.contains("Usage:"))
        }
    }

    /// The help texts are kept as text goldens: a change to them is a change to the interface.
    @Test func helpTextsMatchTheirGoldens() throws {
        let dir = repositoryRoot + "/Tests/SegueCLITests/Goldens"
        #expect(runCLI(["--help"]).out == (try String(contentsOfFile: dir + "/help.txt", encoding: .utf8)))
        #expect(runCLI(["render", "--help"]).out == (try String(contentsOfFile: dir + "/render-help.txt", encoding: .utf8)))
    }

    @Test func optionsTakeInlineValues() throws {
        let a = try Arguments(["--fps=24", "--quiet", "x"], valueOptions: ["fps"], flagOptions: ["quiet"], command: "t")
        #expect(a.values["fps"] == "24" && a.flags == ["quiet"] && a.positionals == ["x"])
        #expect(throws: UsageError.self) { try Arguments(["--quiet=1"], valueOptions: [], flagOptions: ["quiet"], command: "t") }
    }
}
