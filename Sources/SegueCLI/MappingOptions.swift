import SegueSources

/// `--map-segue Class=VALUE` (repeatable, and comma-separated lists): custom segue classes
/// performed as a built-in style, a catalogue transition or a keyframe file
/// (`SegueClassMapping`, whose grammar this is).
@MainActor
enum MappingOptions {
    /// The mappings, in order, and the arguments left.
    static func extract(_ argv: [String]) throws -> (rest: [String], mappings: [(segueClass: String, mapping: SegueClassMapping)]) {
        let (rest, values) = try RepeatedOption.extract("map-segue", from: argv, missing: "--map-segue needs a value: ClassName=STYLE")
        var mappings: [(segueClass: String, mapping: SegueClassMapping)] = []
        for value in values {
            do {
                mappings += try SegueClassMapping.parseList(value)
            } catch {
                throw UsageError(error.described(option: "--map-segue"))
            }
        }
        return (rest, mappings)
    }

    /// Reads each keyframe file mapped to, so that a bad one fails before anything is rendered.
    static func check(_ mappings: [(segueClass: String, mapping: SegueClassMapping)]) throws {
        for (_, mapping) in mappings {
            do { try mapping.check() } catch { throw CommandError("--map-segue \(error)") }
        }
    }
}
