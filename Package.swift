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
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),

        // The model, up to the display list: pure Swift, no C.
        .target(name: "SegueKit", path: "Sources/SegueKit",
                exclude: ["Transitions/Keyframed/Schema.md", "Transitions/Keyframed/Examples"]),
        // Rasterizer, warp kernels, PNG codec, frame folders.
        .target(name: "SegueRender", dependencies: ["SegueKit", "CCairo", "CPNG", "CZlib", "CDeflate"], path: "Sources/SegueRender"),
        // Interface Builder storyboards (XML) → a document model → the scene model.
        .target(name: "SegueStoryboard", dependencies: ["SegueKit"], path: "Sources/SegueStoryboard"),
        // Golden-image verification without any test framework (what `segue verify` uses), and the
        // library a Swift test suite imports (Swift Testing and XCTest entry points) on top of it.
        .target(name: "SegueGoldens", dependencies: ["SegueKit", "SegueRender"], path: "Sources/SegueGoldens"),
        .target(name: "SegueTesting", dependencies: ["SegueGoldens"], path: "Sources/SegueTesting"),
        // The command-line tool's commands, as a library so they are tested without a process.
        .target(name: "SegueCLI", dependencies: ["SegueKit", "SegueRender", "SegueStoryboard", "SegueGoldens"], path: "Sources/SegueCLI"),
        .executableTarget(name: "segue", dependencies: ["SegueCLI"], path: "Sources/segue"),
        // Prints speed and memory figures (scripts/bench); not a test.
        .executableTarget(name: "segue-bench", dependencies: ["SegueKit", "SegueRender"], path: "Sources/segue-bench"),

        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit"], path: "Tests/SegueKitTests"),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender"], path: "Tests/SegueRenderTests"),
        .testTarget(name: "SegueStoryboardTests", dependencies: ["SegueStoryboard", "SegueKit"], path: "Tests/SegueStoryboardTests", exclude: ["Fixtures"]),
        .testTarget(name: "SegueTestingTests", dependencies: ["SegueTesting", "SegueGoldens"], path: "Tests/SegueTestingTests"),
        .testTarget(name: "SegueCLITests", dependencies: ["SegueCLI", "segue", "SegueTesting"], path: "Tests/SegueCLITests", exclude: ["Fixtures", "Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
