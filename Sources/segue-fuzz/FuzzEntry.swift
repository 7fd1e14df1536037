#if SEGUE_FUZZ
import Foundation

// The libFuzzer entry point, compiled only into the fuzzing build (scripts/fuzz:
// `-sanitize=fuzzer,address -DSEGUE_FUZZ`). The target comes from SEGUE_FUZZ_TARGET. An `unclear`
// outcome traps, so libFuzzer keeps it as a crash.

/// libFuzzer's driver (`LLVMFuzzerRunDriver`, compiler-rt's FuzzerDriver.cpp): parses libFuzzer's
/// options from argv and fuzzes `callback`.
///
/// NB: `main` calls it instead of linking libFuzzer's own `main`, because SwiftPM links an
/// executable with `main` defined as its module's entry point (`--defsym main=segue_fuzz_main`),
/// which a module without one cannot satisfy. The arguments are an `int *`, a `char ***` and a C
/// function pointer, passed alike by the Swift and C conventions.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@main
struct FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
}

/// The target this process fuzzes, read once.
let fuzzedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment[FuzzTarget.environmentVariable] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("set \(FuzzTarget.environmentVariable) to \(FuzzTarget.names), not '\(name)'")
    }
    return target
}()

/// Where the `args` target runs: an empty folder of its own, checked to stay empty, so that a
/// command line that got past the check and wrote something is a finding.
let argumentsFolder: String = {
    var template = Array((NSTemporaryDirectory() + "/segue-fuzz-args-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        fatalError("cannot make a scratch folder for the args target")
    }
    return String(cString: made)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let target = fuzzedTarget
    let outcome: FuzzOutcome
    if target == .args {
        let back = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(argumentsFolder)
        outcome = MainActor.assumeIsolated { target.run(bytes) }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: argumentsFolder)) ?? []
        FileManager.default.changeCurrentDirectoryPath(back)
        if !written.isEmpty { fatalError("the args target wrote \(written) for \(FuzzTarget.commandLine(bytes))") }
    } else {
        outcome = MainActor.assumeIsolated { target.run(bytes) }
    }
    if case .unclear(let why) = outcome { fatalError("\(target.rawValue): \(why)") }
    return 0
}
#else
import Foundation

/// `segue-fuzz TARGET FILE|FOLDER…`: runs inputs through a fuzz target's entry point, the way the
/// fuzzer does, and prints each outcome; exit code 1 when any is unclear. For replaying a crash
/// file with Swift's own backtrace, outside the fuzzing build.
@main
struct FuzzReplay {
    @MainActor
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        guard let name = args.first, let target = FuzzTarget(rawValue: name), args.count > 1 else {
            FileHandle.standardError.write(Data("usage: segue-fuzz \(FuzzTarget.names) FILE|FOLDER…\n".utf8))
            exit(2)
        }
        var unclear = 0
        for path in args.dropFirst().flatMap({ FuzzTarget.inputs(at: $0) }) {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                unclear += 1
                continue
            }
            let outcome = target.run(Array(data))
            print("\(path): \(outcome)")
            if case .unclear = outcome { unclear += 1 }
        }
        exit(unclear == 0 ? 0 : 1)
    }
}
#endif
