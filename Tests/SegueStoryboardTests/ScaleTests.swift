import Foundation
import SegueGoldens
import SegueKit
import Testing

@testable import SegueStoryboard

private typealias G = GeneratedStoryboard

/// Large storyboards, generated in memory, come out complete and right. How fast is printed by the
/// benchmarks and measured by hand, never asserted here.
struct ScaleTests {
    @Test func fiveThousandScenesAreListedWithEverySegue() throws {
        let doc = try G.read(G.ring(5000), mode: .strict)
        #expect(doc.scenes.count == 5000)
        #expect(doc.segues.count == 5000)
        let listing = doc.listing()
        #expect(listing.contains("Scenes (5000)"))
        #expect(listing.contains("Segues (5000)"))
        // Each segue row names its source and destination by title.
        let row = try #require(listing.split(separator: "\n").first { $0.hasSuffix(" G4999") })
        #expect(row.split(separator: " ") == ["show", "next4999", "T4999", "manual", "(performSegue)", "T0", "—", "G4999"])
        #expect(doc.segue(withID: "G4321")?.destinationID == "C4322")
        #expect(doc.scene(withControllerID: "C4999")?.sceneID == "S4999")
        #expect(doc.scene(withID: "S17")?.controller.title == "T17")
        #expect(doc.segues(from: "C10").map(\.id) == ["G10"])
        #expect(doc.segues(to: "C0").map(\.id) == ["G4999"])
        let json = doc.listingJSON()
        #expect(json.components(separatedBy: "\"sourceName\"").count == 5001)
    }

    @Test func lookupsFollowChangesToTheDocument() throws {
        var doc = try G.read(G.ring(3))
        doc.scenes.removeFirst()
        #expect(doc.scene(withControllerID: "C0") == nil)
        #expect(doc.scene(withControllerID: "C2")?.sceneID == "S2")
        doc.segues = Array(doc.segues.reversed())
        #expect(doc.segue(withID: "G0")?.sourceControllerID == "C0")
        #expect(doc.segues(from: "C2").map(\.id) == ["G2"])
    }

    /// The word-wrapping count as it was (re-measuring the line for every word): the oracle of
    /// `TextMetrics.lineCount`, which keeps a running sum.
    static func lineCountTwin(_ s: String, size: Double, width: Double, bold: Bool) -> Int {
        s.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { n, paragraph in
            var lines = 1
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || TextMetrics.width(candidate, size: size, bold: bold) <= width {
                    current = candidate
                } else {
                    lines += 1
                    current = String(word)
                }
            }
            return n + lines
        }
    }

    @Test(arguments: [false, true])
    func lineCountsAgreeWithTheirTwin(_ bold: Bool) {
        let texts = ["", "one", "two words", "Lorem ipsum dolor sit amet,\nconsectetur  adipiscing élit", String(repeating: "ab cde fghij ", count: 60)]
        for text in texts {
            for width in [0.0, 10, 57.5, 120, 300, 1e5] {
                for size in [9.0, 17, 33.3] {
                    #expect(TextMetrics.lineCount(text, size: size, width: width, bold: bold) == Self.lineCountTwin(text, size: size, width: width, bold: bold))
                }
            }
        }
    }

    @MainActor @Test func aTenThousandCharacterLabelIsBuilt() throws {
        let text = String(repeating: "word ", count: 2000)
        let doc = try G.read(G.withSubview("<label id=\"L\" text=\"\(text)\" numberOfLines=\"3\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"300\" height=\"60\"/></label>"))
        let builder = StoryboardBuilder(document: doc)
        let root = builder.instantiate("C0").view
        let label = try #require(root.firstDescendant { $0.identifier == "L" })
        guard case .text(let content) = label.content else { Issue.record("no text"); return }
        #expect(content.string == text)
        #expect(content.fontSize == 17, "too long to fit even 30 % smaller: it keeps its size and is truncated, as UILabel does")
    }
}
