import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@testable import SegueCLI
@testable import SegueGoldens

/// What CI needs from `segue verify`: each failure's file, frame and count in JSON, and JUnit XML.
/// (Through the built binary, waited for off Swift Testing's threads: see `segue(_:in:)`.)
struct CIReportTests {
    static func failures(_ json: String) throws -> [String: [String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let transitions = try #require(object["transitions"] as? [[String: Any]])
        var out: [String: [String: Any]] = [:]
        for t in transitions {
            let name = try #require(t["name"] as? String)
            if t["passed"] as? Bool == true {
                #expect(t["failure"] == nil, "\(name) passed but has a failure")
            } else {
                out[name] = try #require(t["failure"] as? [String: Any], "\(name)")
            }
            #expect(t["seconds"] is Double)
        }
        return out
    }

    @Test("--json: each failing transition's golden file (relative to the working directory), first failing frame, count, threshold")
    func jsonFailureFields() async throws {
        let dir = try await offPool { try SuiteFixture.broken() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Run in `dir` with relative folders, as CI runs in its checkout.
        let r = try await segue(["verify", "golden", "actual", "--json"], in: dir)
        #expect(r.code == 1, "\(r.err)")
        let failures = try Self.failures(r.out)
        #expect(failures.keys.sorted() == ["pop", "push", "tabSwitch"])
        let pop = try #require(failures["pop"])
        #expect(pop["kind"] as? String == "pixels")
        #expect(pop["goldenFile"] as? String == "golden/pop/frame_0002.png")
        #expect(pop["actualFile"] as? String == "actual/pop/frame_0002.png")
        #expect(pop["frame"] as? Int == 2 && pop["frameFile"] as? String == "frame_0002.png")
        #expect(pop["mismatched"] as? Int == 1 && pop["failingFiles"] as? Int == 1)
        #expect(pop["threshold"] as? Double == 0 && pop["maxDifferentPixels"] as? [String: Int] == ["count": 0])
        #expect(pop["message"] as? String == "frame_0002.png: 1 pixel differs (0.0003 %); at most 0 pixels allowed")
        let push = try #require(failures["push"])
        #expect(push["kind"] as? String == "manifest" && push["goldenFile"] as? String == "golden/push/manifest.json")
        #expect(push["frame"] == nil && push["mismatched"] == nil)
        #expect((push["message"] as? String)?.contains("duration: golden 0.5 s, actual 0.6 s") == true)
        let tab = try #require(failures["tabSwitch"])
        #expect(tab["kind"] as? String == "missing" && tab["frame"] as? Int == 2 && tab["mismatched"] == nil)
        #expect(tab["goldenFile"] as? String == "golden/tabSwitch/frame_0002.png")
        // Absolute paths inside the working directory become relative too; others stay as given.
        let absolute = try await segue(["verify", dir + "/golden", dir + "/actual", "--json"], in: dir)
        #expect(try Self.failures(absolute.out)["pop"]?["goldenFile"] as? String == "golden/pop/frame_0002.png")
        let outside = try await segue(["verify", dir + "/golden", dir + "/actual", "--json"], in: "/")
        #expect(try Self.failures(outside.out)["pop"]?["goldenFile"] as? String == String(dir.dropFirst()) + "/golden/pop/frame_0002.png")
    }

    @Test func relativePaths() {
        #expect(CIPath.relative("/w/repo/Renders/push", to: "/w/repo") == "Renders/push")
        #expect(CIPath.relative("/w/repo/Renders/push", to: "/w/repo/") == "Renders/push")
        #expect(CIPath.relative("/w/repository/x", to: "/w/repo") == "/w/repository/x")
        #expect(CIPath.relative("./Renders/./push", to: "/w") == "Renders/./push")
        #expect(CIPath.relative("../other/push", to: "/w") == "../other/push")
        #expect(CIPath.relative("/w/repo/a/../Renders", to: "/w/repo") == "Renders")
    }

    /// Parses JUnit XML with FoundationXML.
    static func parse(_ path: String) throws -> XMLElement {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        return try #require(document.rootElement())
    }

    static func attribute(_ e: XMLElement, _ name: String) -> String? { e.attribute(forName: name)?.stringValue }

    @Test("--junit: testsuites/testsuite/testcase/failure, read back with XMLDocument: counts, messages, files, times")
    func junitParsesBack() async throws {
        let dir = try await offPool { try SuiteFixture.broken() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try await segue(["verify", "golden", "actual", "--junit", "report.xml"], in: dir)
        #expect(r.code == 1)
        let root = try Self.parse(dir + "/report.xml")
        #expect(root.name == "testsuites")
        #expect(Self.attribute(root, "tests") == "4" && Self.attribute(root, "failures") == "3" && Self.attribute(root, "errors") == "0")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        #expect(Self.attribute(suite, "name") == "golden" && Self.attribute(suite, "tests") == "4" && Self.attribute(suite, "failures") == "3")
        let properties = suite.elements(forName: "properties").first?.elements(forName: "property") ?? []
        let options = properties.first { Self.attribute($0, "name") == "options" }
        #expect(options.flatMap { Self.attribute($0, "value") } == "exact (threshold 0, anti-aliasing counted, at most 0 pixels per frame)")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.compactMap { Self.attribute($0, "name") } == ["crossDissolve-present", "pop", "push", "tabSwitch"])
        for c in cases {
            let time = try #require(Self.attribute(c, "time").flatMap(Double.init), "time of \(Self.attribute(c, "name") ?? "?")")
            #expect(time >= 0 && time < 60)
            #expect(Self.attribute(c, "classname") == "golden")
        }
        let failures = cases.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(failures.compactMap { Self.attribute($0, "name") } == ["pop", "push", "tabSwitch"])
        let pop = try #require(cases.first { Self.attribute($0, "name") == "pop" }?.elements(forName: "failure").first)
        #expect(Self.attribute(pop, "message") == "frame_0002.png: 1 pixel differs (0.0003 %); at most 0 pixels allowed")
        #expect(Self.attribute(pop, "type") == "pixels" && Self.attribute(pop, "file") == "golden/pop/frame_0002.png")
        #expect(pop.stringValue?.hasPrefix("pop: 5 files compared, 4 identical, 0 within tolerance, 1 different") == true)
        let push = try #require(cases.first { Self.attribute($0, "name") == "push" })
        #expect(Self.attribute(push, "file") == "golden/push/manifest.json")
        #expect(push.elements(forName: "failure").first.flatMap { Self.attribute($0, "type") } == "manifest")
        let passing = try #require(cases.first { Self.attribute($0, "name") == "crossDissolve-present" })
        #expect(Self.attribute(passing, "file") == "golden/crossDissolve-present" && passing.childCount == 0)
    }

    @Test("JUnit escapes markup, quotes, line breaks and characters XML cannot hold in names and messages")
    func junitEscapes() async throws {
        let dir = try await offPool { try SuiteFixture.make(["pop"]) }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let odd = "a<b>&\"c'\u{1}d"
        try FileManager.default.moveItem(atPath: dir + "/actual/pop", toPath: dir + "/actual/" + odd)
        let r = try await segue(["verify", dir + "/golden", dir + "/actual", "--junit", dir + "/j.xml"])
        #expect(r.code == 1)
        let text = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
        #expect(text.contains("name=\"a&lt;b&gt;&amp;&quot;c&apos;\u{FFFD}d\""))
        let cases = try Self.parse(dir + "/j.xml").elements(forName: "testsuite").first?.elements(forName: "testcase") ?? []
        #expect(cases.compactMap { Self.attribute($0, "name") } == ["a<b>&\"c'\u{FFFD}d", "pop"])
        let failure = try #require(cases.first?.elements(forName: "failure").first)
        #expect(Self.attribute(failure, "message") == "no golden for these frames: \(dir)/golden/a<b>&\"c'\u{FFFD}d does not exist")
        // A line break in an attribute survives as a character reference.
        #expect(JUnitReport.attribute("one\ntwo\tthree") == "\"one&#10;two&#9;three\"")
    }

    @Test("an empty shard and a merged result are valid JUnit too")
    func junitOfShardsAndMerges() async throws {
        let dir = try await offPool { try SuiteFixture.make() }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var files: [String] = []
        for i in 1...6 {
            files.append("\(dir)/s\(i).json")
            #expect(try await segue(["verify", dir + "/golden", dir + "/actual", "--shard", "\(i)/6", "--json-out", files[i - 1],
                            "--junit", "\(dir)/s\(i).xml"]).code == 0)
        }
        let counts = try (1...6).map { try Self.parse("\(dir)/s\($0).xml").attribute(forName: "tests")?.stringValue ?? "?" }
        #expect(counts.compactMap(Int.init).reduce(0, +) == 4 && counts.contains("0"), "\(counts)")
        #expect(try await segue(["verify", "--merge"] + files + ["--junit", dir + "/all.xml"]).code == 0)
        let root = try Self.parse(dir + "/all.xml")
        #expect(Self.attribute(root, "tests") == "4" && Self.attribute(root, "failures") == "0")
        let properties = root.elements(forName: "testsuite").first?.elements(forName: "properties").first?.elements(forName: "property") ?? []
        #expect(properties.contains { Self.attribute($0, "name") == "mergedShards" && Self.attribute($0, "value") == "6" })
    }
}
