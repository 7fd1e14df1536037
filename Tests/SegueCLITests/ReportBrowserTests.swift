import Foundation
import Testing

@testable import SegueCLI
@testable import SegueRender

/// Headless Chromium, found on the PATH (`scripts/test` installs Debian's chromium through
/// `scripts/setup --tests`). Without it the browser tests are skipped with a message.
enum Chromium {
    static let path: String? = find()

    static func which(_ names: [String]) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for dir in dirs where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") { return "\(dir)/\(name)" }
        }
        return nil
    }

    /// The browser, which `scripts/test` installs (`scripts/setup --tests`) before the tests run.
    static func find() -> String? {
        which(["chromium", "chromium-browser", "google-chrome"])
    }

    /// Runs a program, killing it after `timeout` seconds.
    static func run(_ program: String, _ args: [String], timeout: Double) throws -> (code: Int32, out: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let deadline = DispatchWorkItem { if p.isRunning { p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        deadline.cancel()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func arguments(profile: String, window: String) -> [String] {
        ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--user-data-dir=\(profile)",
         "--window-size=\(window)", "--virtual-time-budget=5000"]
    }

    /// The DOM of `page` after its scripts ran.
    static func dumpDOM(_ page: String, hash: String = "", window: String = "1280,900") throws -> String {
        let profile = temporaryFolder("chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let url = URL(fileURLWithPath: page).absoluteString + hash
        let r = try run(path!, arguments(profile: profile, window: window) + ["--dump-dom", url], timeout: 120)
        return r.out
    }

    static func screenshot(_ page: String, to png: String, window: String) throws {
        let profile = temporaryFolder("chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        _ = try run(path!, arguments(profile: profile, window: window) + ["--screenshot=\(png)", URL(fileURLWithPath: page).absoluteString], timeout: 120)
    }
}

/// Pieces of a DOM dump.
enum DOM {
    /// The `<section …>…</section>` elements, in order.
    static func sections(_ dom: String) -> [String] {
        dom.components(separatedBy: "<section ").dropFirst().map { "<section " + ($0.components(separatedBy: "</section>").first ?? "") }
    }

    /// The value of attribute `name` in the first tag of `html` that has it.
    static func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        return html[start.upperBound...].prefix { $0 != "\"" }.description
    }

    /// Every value of attribute `name` in `html`.
    static func attributes(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func count(_ needle: String, in html: String) -> Int { html.components(separatedBy: needle).count - 1 }
}

/// The report opened in a real headless browser: what its script built, in what order, which
/// images it loaded. A suite with three failures (a pixel, a duration, a missing frame), one
/// match, and a transition with an awkward name.
@MainActor
@Suite(.enabled(if: Chromium.path != nil, "no chromium binary found: install Debian's chromium (apt-get install -y chromium) to run the report's browser tests"))
struct ReportBrowserTests {
    static let odd = #"odd <name> & "quotes""#

    func report() throws -> (dir: String, index: String) {
        let dir = try SuiteFixture.broken()
        for side in ["golden", "actual"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/Renders/unwind-dismiss", toPath: "\(dir)/\(side)/\(Self.odd)")
        }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/report"])
        #expect(r.code == 1)
        #expect(r.out.hasSuffix("report: \(dir)/report/index.html\n"))
        return (dir, dir + "/report/index.html")
    }

    @Test func failuresFirstAndTheViewerOfTheFirstOneBuilt() throws {
        let (dir, index) = try report()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dom = try Chromium.dumpDOM(index)
        #expect(dom.contains("<body data-ready=\"true\">"), "the script ran to its end")
        let sections = DOM.sections(dom)
        #expect(sections.compactMap { DOM.attribute("data-name", in: $0) }
            == ["pop", "push", "tabSwitch", "crossDissolve-present", "odd &lt;name&gt; &amp; &quot;quotes&quot;"])
        #expect(sections.compactMap { DOM.attribute("data-status", in: $0) } == ["failed", "failed", "failed", "passed", "passed"])

        // pop opens at its failing frame, side by side: expected, actual and diff of frame 2.
        let pop = sections[0]
        #expect(DOM.attribute("data-frame", in: pop) == "2" && DOM.attribute("data-mode", in: pop) == "side")
        #expect(pop.contains(#"<input type="range" class="scrubber" min="0" max="3""#))
        #expect(DOM.count(#"<button type="button" class="tick"#, in: pop) == 4)
        #expect(DOM.count(#"<button type="button" class="tick fail"#, in: pop) == 1)
        let sources = DOM.attributes("src", in: pop)
        #expect(sources.contains("images/0-pop/expected/frame_0002.png"))
        #expect(sources.contains("images/0-pop/actual/frame_0002.png"))
        #expect(sources.contains("images/0-pop/diff/frame_0002.png"))
        #expect(!sources.contains { $0.contains("frame_0001") }, "only the frame shown is loaded")
        #expect(pop.contains("3 / 4 · frame_0002.png · t = 0.333 s"))

        // Far below the first screen, a viewer is not built and loads no frame.
        let last = try #require(sections.last)
        #expect(last.contains("class=\"placeholder\""))
        #expect(!DOM.attributes("src", in: last).contains { $0.contains("frame_") })
        // Contact sheets load lazily.
        #expect(DOM.count(#"<img loading="lazy" src="images/0-pop/expected/contact-sheet.png""#, in: dom) == 1)
    }

    @Test func theScrubberStepsBothSequencesInSync() throws {
        let (dir, index) = try report()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dom = try Chromium.dumpDOM(index, hash: "#t0@3:slider")
        let pop = DOM.sections(dom)[0]
        #expect(DOM.attribute("data-frame", in: pop) == "3" && DOM.attribute("data-mode", in: pop) == "slider")
        let sources = DOM.attributes("src", in: pop)
        #expect(sources.filter { $0.hasSuffix("frame_0003.png") }.sorted() == ["images/0-pop/actual/frame_0003.png", "images/0-pop/expected/frame_0003.png"])
        #expect(pop.contains("clip-path: inset(0px 0px 0px 50%)"))
        #expect(pop.contains(#"class="tick current""#))

        // push: its manifest differs, so its frames are shown but not compared; onion skin.
        let push = DOM.sections(try Chromium.dumpDOM(index, hash: "#t1@3:onion"))[1]
        #expect(DOM.attribute("data-frame", in: push) == "3" && DOM.attribute("data-mode", in: push) == "onion")
        #expect(DOM.attributes("src", in: push).filter { $0.contains("frame_") }.sorted()
            == ["images/1-push/actual/frame_0003.png", "images/1-push/expected/frame_0003.png"])
        #expect(push.contains("opacity: 0.5"))
        #expect(push.contains("frame_0003.png: not compared (the manifest differs)"))

        // tabSwitch: frame 2 is missing from the actual frames; the viewer says so.
        let tab = DOM.sections(try Chromium.dumpDOM(index, hash: "#t2@2"))[2]
        #expect(DOM.attributes("src", in: tab).contains("images/2-tabSwitch/expected/frame_0002.png"))
        #expect(tab.contains("no frame_0002.png in the actual frames"))
    }

    @Test func selfContainedAndOffline() throws {
        let (dir, index) = try report()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = try String(contentsOfFile: index, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link") && !html.contains("<script src") && !html.contains("@import") && !html.contains("url("))
        // Every image the page refers to is inside the report's folder.
        let dom = try Chromium.dumpDOM(index, hash: "#t0@5")
        let sources = Set(DOM.attributes("src", in: dom))
        #expect(sources.count > 4)
        for src in sources {
            #expect(src.hasPrefix("images/"), "\(src)")
            let path = dir + "/report/" + (src.removingPercentEncoding ?? src)
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
        // The report survives its goldens and actual frames.
        try FileManager.default.removeItem(atPath: dir + "/golden")
        try FileManager.default.removeItem(atPath: dir + "/actual")
        for src in sources {
            #expect(try PNGDecoder.decode(contentsOf: dir + "/report/" + (src.removingPercentEncoding ?? src)).width > 0)
        }
    }

    @Test func aScreenshotShowsTheFrames() throws {
        let (dir, index) = try report()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // NB: headless Chromium decodes images off its virtual clock; under a loaded machine (the
        // whole suite in parallel) a screenshot was once taken before the diff image was painted.
        // Up to three screenshots are taken, and the first that shows the red is checked.
        var colours = Set<UInt32>()
        for _ in 0..<3 {
            try Chromium.screenshot(index, to: dir + "/shot.png", window: "1280,1600")
            let shot = try PNGDecoder.decode(contentsOf: dir + "/shot.png")
            #expect(shot.width == 1280 && shot.height == 1600)
            // The frames were drawn, not only text: the demo's blue navigation header (0, 122, 255)
            // and the diff's red (255, 0, 0) are on screen.
            colours = []
            for i in stride(from: 0, to: shot.pixels.count, by: 4) {
                colours.insert(UInt32(shot.pixels[i]) << 16 | UInt32(shot.pixels[i + 1]) << 8 | UInt32(shot.pixels[i + 2]))
            }
            if colours.contains(0xFF0000) { break }
        }
        #expect(colours.contains(0xFF0000), "the diff image's red")
        #expect(colours.count > 500)
    }
}

/// The report's folder, without a browser.
@MainActor
struct ReportFolderTests {
    @Test func anEarlierReportIsReplacedAndAnyOtherFolderRefused() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/report"]).code == 0)
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/report"]).code == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/report").sorted() == ["images", "index.html"])
        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/golden"])
        #expect(r.code == 1)
        #expect(r.err == "segue: --report \(dir)/golden holds folders of frames, not a report; choose a new folder, or add --force to replace it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/golden") == ["pop"])
    }

    @Test func identicalFramesGetNoDiffImage() throws {
        let dir = try SuiteFixture.make(["pop"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SuiteFixture.breakPixel(dir + "/actual/pop/frame_0002.png")
        #expect(runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/report"]).code == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/report/images/0-pop/diff") == ["frame_0002.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/report/images/0-pop/expected").count == 5)
    }
}
