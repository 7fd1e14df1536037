// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SegueKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .executable(name: "segue", targets: ["segue"]),
    ],
    targets: [
        // C libraries from Debian packages (scripts/setup installs them).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),

        // The model, up to the display list: pure Swift, no C.
        .target(name: "SegueKit", path: "Sources/SegueKit"),
        // Rasterizer, warp kernels, PNG codec, frame folders.
        .target(name: "SegueRender", dependencies: ["SegueKit", "CCairo", "CPNG"], path: "Sources/SegueRender"),
        // Interface Builder storyboards (XML) → a document model → the scene model.
        .target(name: "SegueStoryboard", dependencies: ["SegueKit"], path: "Sources/SegueStoryboard"),
        // Golden-image testing for Swift test suites (Swift Testing and XCTest), and the verifier
        // that `segue verify` shares.
        .target(name: "SegueTesting", dependencies: ["SegueKit", "SegueRender"], path: "Sources/SegueTesting"),
        // The command-line tool's commands, as a library so they are tested without a process.
        .target(name: "SegueCLI", dependencies: ["SegueKit", "SegueRender", "SegueStoryboard", "SegueTesting"], path: "Sources/SegueCLI"),
        .executableTarget(name: "segue", dependencies: ["SegueCLI"], path: "Sources/segue"),
        // Prints speed and memory figures (scripts/bench); not a test.
        .executableTarget(name: "segue-bench", dependencies: ["SegueKit", "SegueRender"], path: "Sources/segue-bench"),

        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit"], path: "Tests/SegueKitTests"),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender"], path: "Tests/SegueRenderTests"),
        .testTarget(name: "SegueStoryboardTests", dependencies: ["SegueStoryboard", "SegueKit"], path: "Tests/SegueStoryboardTests", exclude: ["Fixtures"]),
        .testTarget(name: "SegueTestingTests", dependencies: ["SegueTesting"], path: "Tests/SegueTestingTests"),
        .testTarget(name: "SegueCLITests", dependencies: ["SegueCLI", "segue"], path: "Tests/SegueCLITests", exclude: ["Fixtures", "Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
