// swift-tools-version:6.2
import PackageDescription

// NB: Package.swift is compiled for the machine that builds, so this asks what it builds on. Since
// tools version 6.2, a package's unsafe flags no longer keep others from depending on it.
#if arch(x86_64)
let avx2: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "haswell"])]
#else
let avx2: [SwiftSetting] = []
#endif

// The pixel work (kernels, rasterizer, codecs, comparison) is optimised in debug builds too: at
// -Onone its generic and SIMD code runs many times slower, and a debug `swift test` (what Xcode
// runs) of a team's goldens spends nearly all its time there. A release build already has -O.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

// NB: Pango's own .pc files list GIO among their private dependencies, and GIO's gmodule puts
// -pthread in its Cflags: SwiftPM drops that flag with a warning in the build of every package that
// depends on this one. On Linux CPango reads Sources/CPango/pango-without-gio.pc instead, the same
// headers without GIO's flags (the module map names the libraries).
// Elsewhere (a Mac with Homebrew) it is Pango's own `pangoft2`, wherever the prefix is; the
// extra flag is no error there.
#if os(Linux)
let pangoConfig = Context.packageDirectory + "/Sources/CPango/pango-without-gio.pc"
#else
let pangoConfig = "pangoft2"
#endif

let package = Package(
    name: "SegueKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        .library(name: "SegueScreens", targets: ["SegueScreens"]),
        .library(name: "SegueStoryboard", targets: ["SegueStoryboard"]),
        .library(name: "SegueSources", targets: ["SegueSources"]),
        .library(name: "SegueDemo", targets: ["SegueDemo"]),
        .library(name: "SegueGoldens", targets: ["SegueGoldens"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .library(name: "SegueUIKit", targets: ["SegueUIKit"]),
        .executable(name: "segue", targets: ["segue"]),
        .plugin(name: "SeguePlugin", targets: ["SeguePlugin"]),
    ],
    targets: [
        // C libraries from Debian packages (scripts/setup installs them), and the Homebrew formulae
        // that provide them on a Mac (untested there: see the README).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // Text layout: Pango with HarfBuzz, over a private fontconfig configuration (SegueRender's
        // Raster/LabelLayout.swift, Fonts.swift, FontSet.swift).
        .systemLibrary(
            name: "CPango", path: "Sources/CPango", pkgConfig: pangoConfig,
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        // JPEG images of asset catalogs (Encoding/JPEGDecoder.swift).
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        // Vector image sets of asset catalogs: SVG with librsvg, PDF with Poppler, loaded with
        // dlopen on first use, not linked (Encoding/VectorImage.swift; the shim says why).
        .systemLibrary(name: "CVectorLibraries", path: "Sources/CVectorLibraries"),
        // giflib 5 writes the GIF previews (libgif-dev ships `libgif.pc`).
        .systemLibrary(
            name: "CGif", path: "Sources/CGif", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),

        // The model, up to the display list: pure Swift, no C.
        .target(name: "SegueKit", path: "Sources/SegueKit",
                exclude: ["Transitions/Keyframed/Schema.md", "Transitions/Keyframed/Examples"]),
        // Rasterizer, warp kernels, PNG codec, and THE renderer: a recorded transition → a frame folder.
        // The pixel kernels, compiled twice from one folder (Sources/SegueKernelsAVX2 links to it):
        // for the baseline, and for x86-64 processors with AVX2; SegueRender picks one at run time.
        .target(name: "SegueKernels", dependencies: ["SegueKit"], path: "Sources/SegueKernels", exclude: ["DESIGN.md"],
                swiftSettings: optimizedInDebug),
        .target(name: "SegueKernelsAVX2", dependencies: ["SegueKit"], path: "Sources/SegueKernelsAVX2", exclude: ["DESIGN.md"],
                swiftSettings: avx2 + optimizedInDebug),
        .target(name: "SegueRender", dependencies: ["SegueKit", "SegueKernels", "SegueKernelsAVX2", "CCairo", "CPango", "CPNG", "CZlib", "CDeflate", "CJPEG", "CGif", "CVectorLibraries"], path: "Sources/SegueRender",
                exclude: ["Raster/DESIGN.md", "Encoding/DESIGN.md"], swiftSettings: optimizedInDebug),
        // Sources of recorded transitions, each from the model alone:
        // two screens (screenshots, or any two controllers) and a transition between them;
        .target(name: "SegueScreens", dependencies: ["SegueKit"], path: "Sources/SegueScreens"),
        // Interface Builder storyboards (XML) → a document model → the scene model → recorded segues,
        // with the project's asset catalogs (decoded with SegueRender's PNG and JPEG decoders);
        .target(name: "SegueStoryboard", dependencies: ["SegueKit", "SegueRender"], path: "Sources/SegueStoryboard"),
        // every source as a `TransitionSource` (screenshots, storyboard segues, an app's
        // storyboards), with the rules every entry point shares (custom segue class mappings, what
        // a source notes), so that the CLI, `render --all` and Swift tests record alike;
        .target(name: "SegueSources", dependencies: ["SegueKit", "SegueRender", "SegueScreens", "SegueStoryboard"],
                path: "Sources/SegueSources"),
        // UIKit's, QuartzCore's and Core Graphics' spellings over the model, so that an app's
        // custom-transition files compile with only their import line changed (Sources/SegueUIKit/DESIGN.md).
        .target(name: "SegueUIKit", dependencies: ["SegueKit"], path: "Sources/SegueUIKit", exclude: ["DESIGN.md"]),
        // The sample app's custom transitions, written the UIKit way (App/ holds them as an iOS app
        // does, in Swift 5 language mode as app code usually is), and the scenes Renders/ shows.
        .target(name: "SegueUIKitSamples", dependencies: ["SegueKit", "SegueUIKit"], path: "Sources/SegueUIKitSamples",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // the built-in demo app, whose transitions fill Renders/: a client of the libraries.
        .target(name: "SegueDemo", dependencies: ["SegueKit", "SegueScreens", "SegueSources"], path: "Sources/SegueDemo"),
        // Golden-image verification without any test framework (what `segue verify` uses) and its
        // reports; the library a Swift test suite imports (Swift Testing and XCTest entry points)
        // on top of it.
        .target(name: "SegueGoldens", dependencies: ["SegueKit", "SegueRender", "SegueStoryboard", "SegueSources"],
                path: "Sources/SegueGoldens"),
        .target(name: "SegueTesting", dependencies: ["SegueGoldens"], path: "Sources/SegueTesting"),
        // The command-line tool's commands, as a library so they are tested without a process.
        .target(name: "SegueCLI", dependencies: ["SegueKit", "SegueRender", "SegueScreens", "SegueStoryboard", "SegueSources", "SegueDemo", "SegueGoldens", "SegueUIKitSamples"],
                path: "Sources/SegueCLI"),
        .executableTarget(name: "segue", dependencies: ["SegueCLI"], path: "Sources/segue"),
        // Renders the UIKit sample transitions: what a team's own small executable looks like.
        .executableTarget(name: "segue-uikit-samples", dependencies: ["SegueRender", "SegueUIKitSamples"], path: "Sources/segue-uikit-samples"),
        // Prints speed and memory figures (scripts/bench); not a test.
        .executableTarget(name: "segue-bench", dependencies: ["SegueKit", "SegueRender", "SegueScreens", "SegueDemo", "CPango"], path: "Sources/segue-bench"),
        // The fuzz targets' entry points: libFuzzer's when built with -DSEGUE_FUZZ (scripts/fuzz), a
        // replay tool otherwise; the replay tests run Tests/*/Fixtures/Fuzz/ through them.
        .executableTarget(name: "segue-fuzz", dependencies: ["SegueCLI", "SegueStoryboard", "SegueRender", "SegueKit", "SegueScreens", "SegueGoldens", "CZlib"], path: "Sources/segue-fuzz"),

        // `swift package segue render|record|verify …`: the tool from a team's own package, no
        // install. Rendering and recording write frame folders into the package.
        .plugin(name: "SeguePlugin",
                capability: .command(intent: .custom(verb: "segue", description: "Render, record and verify transition goldens with segue"),
                                     permissions: [.writeToPackageDirectory(reason: "segue render and record write frame folders (goldens) into the package")]),
                dependencies: ["segue"], path: "Sources/SeguePlugin"),

        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit", "SegueScreens", "SegueDemo", "segue-fuzz"], path: "Tests/SegueKitTests", exclude: ["Fixtures"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender", "SegueKernels", "SegueScreens", "segue-fuzz", "segue-bench"], path: "Tests/SegueRenderTests", exclude: ["Fixtures"]),
        .testTarget(name: "SegueStoryboardTests", dependencies: ["SegueStoryboard", "SegueKit", "SegueRender", "SegueGoldens", "segue-fuzz"], path: "Tests/SegueStoryboardTests", exclude: ["Fixtures"]),
        .testTarget(name: "SegueScreensTests", dependencies: ["SegueScreens", "SegueKit", "SegueRender"], path: "Tests/SegueScreensTests"),
        .testTarget(name: "SegueSourcesTests", dependencies: ["SegueSources", "SegueGoldens", "SegueStoryboard", "SegueScreens", "SegueRender", "SegueKit"],
                    path: "Tests/SegueSourcesTests"),
        .testTarget(name: "SegueDemoTests", dependencies: ["SegueDemo", "SegueTesting"], path: "Tests/SegueDemoTests"),
        .testTarget(name: "SegueGoldensTests", dependencies: ["SegueGoldens", "SegueRender", "SegueKit"], path: "Tests/SegueGoldensTests"),
        .testTarget(name: "SegueTestingTests", dependencies: ["SegueTesting", "SegueGoldens", "SegueDemo"], path: "Tests/SegueTestingTests"),
        .testTarget(name: "SegueCLITests", dependencies: ["SegueCLI", "segue", "SegueTesting", "SegueDemo", "segue-fuzz", "SegueUIKitSamples"], path: "Tests/SegueCLITests", exclude: ["Fixtures", "Goldens"]),
        .testTarget(name: "SegueUIKitTests", dependencies: ["SegueUIKit", "SegueKit"], path: "Tests/SegueUIKitTests"),
        // The sample app's transition files compiled in place (Samples links to Sources/SegueUIKitSamples),
        // in Swift 5 language mode as an app's test target would compile them, checked against Renders/.
        .testTarget(name: "SegueUIKitSampleTests", dependencies: ["SegueUIKit", "SegueKit", "SegueTesting"], path: "Tests/SegueUIKitSampleTests",
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
