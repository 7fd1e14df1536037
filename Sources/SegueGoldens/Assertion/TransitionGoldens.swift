import Foundation
import SegueRender

/// Where a suite keeps its goldens and how it checks against them: the golden folder (one frame
/// folder per transition, named after it), the record mode, the tolerances, how frames are drawn,
/// where failures leave their artifacts, and the command that re-records.
public struct TransitionGoldens: Sendable {
    /// The folder that holds one golden frame folder per transition.
    public var folder: String
    /// The record mode chosen in code; nil to take it from a test trait (`RecordMode.scoped`),
    /// else the environment (`RecordMode.fromEnvironment`: `SEGUE_RECORD`, else `never` under
    /// `CI`, else `missing`).
    public var record: RecordMode?
    public var options: ComparisonOptions
    public var settings: RenderSettings
    /// Where failures write their artifacts; nil for `SEGUE_ARTIFACTS`, else `.build/segue-artifacts`.
    public var artifacts: String?
    /// What failure messages tell people to run to re-record, when the record mode comes from the
    /// environment (a mode chosen in code or by a trait overrides `SEGUE_RECORD`, so the messages
    /// then say to change it instead).
    public var rerecordCommand: String
    /// The environment the record mode and the artifacts folder are read from (a parameter, so
    /// tests pass a fake one).
    public var environment: [String: String]

    public static let artifactsVariable = "SEGUE_ARTIFACTS"
    public static let defaultArtifacts = ".build/segue-artifacts"

    public init(
        folder: String, record: RecordMode? = nil, options: ComparisonOptions = ComparisonOptions(),
        settings: RenderSettings = RenderSettings(), artifacts: String? = nil,
        rerecordCommand: String = "SEGUE_RECORD=failed swift test",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.folder = folder
        self.record = record
        self.options = options
        self.settings = settings
        self.artifacts = artifacts
        self.rerecordCommand = rerecordCommand
        self.environment = environment
    }

    /// Goldens in a folder beside the test file that creates this (`#filePath`), e.g.
    /// `Tests/AppTests/Goldens/`: `TransitionGoldens(besideTestFile: #filePath)`.
    public init(
        besideTestFile filePath: StaticString = #filePath, folderNamed name: String = "Goldens", record: RecordMode? = nil,
        options: ComparisonOptions = ComparisonOptions(), settings: RenderSettings = RenderSettings(), artifacts: String? = nil,
        rerecordCommand: String = "SEGUE_RECORD=failed swift test",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let here = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        self.init(folder: here.appendingPathComponent(name).path, record: record, options: options, settings: settings,
                  artifacts: artifacts, rerecordCommand: rerecordCommand, environment: environment)
    }

    /// The artifacts folder in effect.
    public var artifactsFolder: String {
        if let artifacts { return artifacts }
        if let env = environment[Self.artifactsVariable], !env.isEmpty { return env }
        return Self.defaultArtifacts
    }

    /// The record mode in effect (`record`, else `RecordMode.scoped`, else the environment), or
    /// the error of an unknown `SEGUE_RECORD` value.
    public func recordMode() throws -> RecordMode {
        try record ?? RecordMode.scoped ?? RecordMode.fromEnvironment(environment)
    }

    /// A copy with other options (a tolerance for one check, with its reason).
    public func with(options: ComparisonOptions) -> TransitionGoldens {
        var copy = self
        copy.options = options
        return copy
    }
}
