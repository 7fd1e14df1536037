import Foundation
import SegueKit
import SegueRender
import Testing

@testable import SegueGoldens

/// A render's settings are compared first and said as such: light goldens against a dark render
/// fail on the appearance, not on thousands of pixels.
struct ManifestSettingsTests {
    static func manifest(_ origin: StoryboardOrigin?) throws -> Manifest {
        let json = try JSONSerialization.data(withJSONObject: Fixtures.manifest(frames: 4, duration: 0.1))
        var m = try JSONDecoder().decode(Manifest.self, from: json)
        m.storyboard = origin
        return m
    }

    static func origin(appearance: String? = nil, contrast: String? = nil, locale: String? = nil, rightToLeft: Bool? = nil) -> StoryboardOrigin {
        var o = StoryboardOrigin(file: "Main.storyboard", segueID: "S", identifier: "go")
        o.appearance = appearance
        o.contrast = contrast
        o.locale = locale
        o.rightToLeft = rightToLeft
        return o
    }

    @Test("appearance, contrast, locale and layout differ first, each said with golden and actual")
    func settingsFirst() throws {
        let golden = try Self.manifest(Self.origin())
        var actual = try Self.manifest(Self.origin(appearance: "dark", contrast: "high", locale: "fr", rightToLeft: true))
        actual.duration += 0.1
        let lines = ManifestCheck.differences(golden: golden, actual: actual).map(\.description)
        #expect(lines == [
            "appearance: golden is light, actual is dark", "contrast: golden is normal, actual is high",
            "locale: golden is as written, actual is fr", "layout: golden is left to right, actual is right to left",
            "duration: golden 0.1 s, actual 0.2 s",
        ])
    }

    @Test("the same settings, or none (screenshots), differ in nothing")
    func sameSettings() throws {
        let dark = Self.origin(appearance: "dark", locale: "fr")
        #expect(ManifestCheck.differences(golden: try Self.manifest(dark), actual: try Self.manifest(dark)).isEmpty)
        #expect(ManifestCheck.differences(golden: try Self.manifest(nil), actual: try Self.manifest(nil)).isEmpty)
    }

    @Test("what is not real is compared: a stand-in listed on one side only fails, the same list in another order does not")
    func approximations() throws {
        let map = Approximation(.standIn, subject: "MKMapView", detail: "a hatched stand-in")
        let gear = Approximation(.symbol, subject: "gear", detail: "Material Icons \"settings\"")
        var golden = try Self.manifest(Self.origin())
        var actual = golden
        golden.approximations = [map, gear]
        actual.approximations = [gear, map]
        #expect(ManifestCheck.differences(golden: golden, actual: actual).isEmpty)
        actual.approximations = [gear]
        #expect(ManifestCheck.differences(golden: golden, actual: actual).map(\.description) == [
            "approximations: golden standIn MKMapView (a hatched stand-in), symbol gear (Material Icons \"settings\"), "
                + "actual symbol gear (Material Icons \"settings\")",
        ])
        actual.approximations = nil
        #expect(ManifestCheck.differences(golden: golden, actual: actual).map(\.actual) == ["none"])
    }
}
