import Foundation
import Testing
@testable import SegueCLI
@testable import SegueRender

/// Previews and the report's player in headless Chromium: the browser itself must see an animated
/// image with the right frames and durations, and the player must step both sequences together.
@MainActor
@Suite(.enabled(if: Chromium.path != nil, "no chromium binary found: install Debian's chromium (apt-get install -y chromium) to run the browser tests"))
struct PreviewBrowserTests {
    @Test func chromiumDecodesTheAPNGAsAnAnimationWithEveryFrameAndDelay() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PreviewTests.screens(in: dir)
        let r = try PreviewTests.render(["--preview-scale", "0.2"], in: dir)
        #expect(r.code == 0, "\(r.err)")
        let frames = try Manifest.read(from: dir + "/frames/manifest.json").frameCount
        let apng = try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/preview.png")).base64EncodedString()
        // WebCodecs' ImageDecoder: the browser's own image decoder, frame by frame.
        let page = dir + "/apng.html"
        try """
        <!doctype html><html><body><script>
        const out = {};
        let done = false;
        (async () => {
          try {
            const bytes = Uint8Array.from(atob("\(apng)"), (c) => c.charCodeAt(0));
            const d = new ImageDecoder({ data: bytes, type: "image/png" });
            await d.tracks.ready;
            const track = d.tracks.selectedTrack;
            await d.completed;
            out.animated = track.animated;
            out.frameCount = track.frameCount;
            out.repetitionCount = String(track.repetitionCount);
            out.durations = [];
            for (let i = 0; i < track.frameCount; i++) {
              const f = await d.decode({ frameIndex: i });
              out.durations.push(f.image.duration);
              if (i === 0) { out.width = f.image.displayWidth; out.height = f.image.displayHeight; }
            }
          } catch (e) { out.error = String(e); }
          done = true;
        })();
        // NB: the decoder works on other threads, which virtual time does not wait for: each poll
        // keeps the main thread busy for a while of real time, so the decoder is done long before
        // the time budget is.
        function poll() {
          document.body.setAttribute("data-result", JSON.stringify(out));
          if (done) return;
          let x = 0;
          for (let i = 0; i < 3e6; i++) x += i;
          setTimeout(poll, 10);
        }
        poll();
        </script></body></html>
        """.write(toFile: page, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(page)
        let json = try #require(DOM.attribute("data-result", in: dom)?.replacingOccurrences(of: "&quot;", with: "\""), "the page's script ran: \(dom.prefix(300))")
        struct Result: Decodable {
            var animated: Bool?, frameCount: Int?, repetitionCount: String?, durations: [Double]?, width: Int?, height: Int?, error: String?
        }
        let result = try JSONDecoder().decode(Result.self, from: Data(json.utf8))
        #expect(result.error == nil)
        #expect(result.animated == true)
        #expect(result.frameCount == frames)
        #expect(result.repetitionCount == "Infinity", "loops forever")
        #expect(result.width == 79 && result.height == 170, "0.2 × 393×852")
        // Durations in microseconds: 1/20 s a frame, the last held 1 s.
        let durations = try #require(result.durations)
        #expect(durations.count == frames)
        #expect(durations.dropLast().allSatisfy { $0 == 50_000 } && durations.last == 1_000_000, "\(durations)")
    }

    @Test func theReportPlaysGoldenAndActualTogetherAndLoops() throws {
        let dir = try SuiteFixture.broken()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = runCLI(["verify", dir + "/golden", dir + "/actual", "--report", dir + "/report"])
        #expect(r.code == 1)
        let dom = try Chromium.dumpDOM(dir + "/report/index.html", hash: "#t0@0:side+play")
        let pop = DOM.sections(dom)[0]
        #expect(DOM.attribute("data-playing", in: pop) == "true")
        #expect(pop.contains(#"class="play""#) && pop.contains("❚❚ pause"))
        // 4 frames at 6 fps (Renders/' pop) and a 1 s hold: five seconds of (virtual) time go round
        // more than once.
        let steps = Int(DOM.attribute("data-steps", in: pop) ?? "") ?? 0
        #expect(steps > 4, "looped: \(steps) steps")
        // Whatever frame it stopped at, both sides show that same frame.
        let frame = Int(DOM.attribute("data-frame", in: pop) ?? "") ?? -1
        let name = FolderLayout.frame(frame)
        let shown = DOM.attributes("src", in: pop).filter { $0.contains("/expected/frame_") || $0.contains("/actual/frame_") }
        #expect(shown.sorted() == ["images/0-pop/actual/\(name)", "images/0-pop/expected/\(name)"], "\(shown)")
    }
}
