import Foundation
import Testing
@testable import SegueRender

/// Single files segue writes (`--at`'s frame, `diff --out`, `--video`, verify's results): never
/// over an input, a file segue did not write, a folder, a link or a pipe.
@Suite("Single output files")
struct OutputFileTests {
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "segue-outfile-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The error refuses to replace segue's own file without `force`, and says so in Swift's words.
    static func asksForForce(_ error: any Error) -> Bool {
        guard let e = error as? OutputFolderError else { return false }
        return e.message.fields.contains(.force) && "\(e)".contains("add force: true") && !"\(e)".contains("--")
    }

    static func png(_ rgb: UInt8) -> [UInt8] {
        var buffer = PixelBuffer(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { buffer.setPixel(x: x, y: y, SIMD4(rgb, rgb, rgb, 255)) } }
        return PNGEncoder().encode(buffer)
    }

    /// Whether the file system of `dir` keeps `user.*` attributes (most do; some tmpfs do not).
    static func keepsAttributes(_ dir: String) -> Bool {
        let probe = dir + "/.probe"
        _ = FileManager.default.createFile(atPath: probe, contents: Data())
        defer { unlink(probe) }
        OutputFile.markOwn(probe, kind: .frame)
        return OutputFile.isOwn(probe, kind: .frame)
    }

    @Test("a file segue did not write is never replaced, --force or not")
    func foreignFilesStay() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/notes.txt", contents: Data("mine".utf8))
        _ = FileManager.default.createFile(atPath: dir + "/shot.png", contents: Data(Self.png(9)))
        for (file, kind) in [("notes.txt", OutputFile.Kind.diffImage), ("shot.png", .frame), ("shot.png", .diffImage), ("notes.txt", .video)] {
            for force in [false, true] {
                #expect { try OutputFile.write(Self.png(1), to: dir + "/" + file, kind: kind, force: force) } throws: {
                    "\($0)".contains("is not \(kind.noun)") && "\($0)".contains("even with force: true")
                }
            }
        }
        #expect(FileManager.default.contents(atPath: dir + "/notes.txt") == Data("mine".utf8))
        #expect(FileManager.default.contents(atPath: dir + "/shot.png") == Data(Self.png(9)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["notes.txt", "shot.png"], "no staging left")
    }

    @Test("an input is never the output, by any name")
    func inputsStay() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/a.png"
        try OutputFile.write(ArtifactLikePNG.marked(Self.png(1)), to: a, kind: .diffImage)
        link(a, dir + "/hard.png")
        for out in [a, dir + "/hard.png", dir + "/./a.png"] {
            #expect { try OutputFile.write(Self.png(2), to: out, kind: .diffImage, force: true, inputs: [a]) } throws: {
                "\($0)".contains("input")
            }
        }
        #expect(FileManager.default.contents(atPath: a) == Data(ArtifactLikePNG.marked(Self.png(1))))
    }

    @Test("a folder, a link and a named pipe are refused before anything opens them")
    func specialFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: dir + "/elsewhere.png")
        #expect(mkfifo(dir + "/pipe.png", 0o644) == 0)
        for (name, words) in [("folder.png", "is a folder"), ("link.png", "is a link"), ("pipe.png", "named pipe")] {
            #expect { try OutputFile.write(Self.png(1), to: dir + "/" + name, kind: .frame, force: true) } throws: { "\($0)".contains(words) }
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/elsewhere.png"))
    }

    @Test("segue's own diff image is known by its bytes, and replaced only with --force")
    func ownDiffImages() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A copy has no attribute: the PNG's text chunk is what tells it.
        _ = FileManager.default.createFile(atPath: dir + "/diff.png", contents: Data(ArtifactLikePNG.marked(Self.png(1))))
        #expect { try OutputFile.write(Self.png(2), to: dir + "/diff.png", kind: .diffImage) } throws: { Self.asksForForce($0) }
        #expect(try OutputFile.write(ArtifactLikePNG.marked(Self.png(3)), to: dir + "/diff.png", kind: .diffImage, force: true))
        #expect(FileManager.default.contents(atPath: dir + "/diff.png") == Data(ArtifactLikePNG.marked(Self.png(3))))
        // Not a frame, though: kinds do not stand in for each other.
        #expect(throws: OutputFolderError.self) { try OutputFile.write(Self.png(4), to: dir + "/diff.png", kind: .frame, force: true) }
    }

    @Test("segue's own frame (--at) keeps its bytes and is known by its attribute")
    func ownFrames() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try OutputFile.write(Self.png(1), to: dir + "/at.png", kind: .frame)
        #expect(FileManager.default.contents(atPath: dir + "/at.png") == Data(Self.png(1)), "the frame's bytes, nothing added")
        guard Self.keepsAttributes(dir) else {
            print("skipped: \(dir) keeps no extended attributes, so segue cannot know its frames there (it refuses them)")
            return
        }
        #expect { try OutputFile.write(Self.png(2), to: dir + "/at.png", kind: .frame) } throws: { Self.asksForForce($0) }
        #expect(try OutputFile.write(Self.png(2), to: dir + "/at.png", kind: .frame, force: true))
        #expect(FileManager.default.contents(atPath: dir + "/at.png") == Data(Self.png(2)))
    }

    @Test("the text mark keeps the pixels and is found again; plain PNGs have none")
    func textMark() throws {
        let plain = Self.png(7)
        let marked = ArtifactLikePNG.marked(plain)
        #expect(PNGTextMark.software(in: marked) == PNGTextMark.diffSoftware)
        #expect(PNGTextMark.software(in: plain) == nil)
        #expect(PNGTextMark.software(in: Array("not a png".utf8)) == nil)
        #expect(try PNGDecoder.decode(marked, name: "marked").pixels == PNGDecoder.decode(plain, name: "plain").pixels)
    }
}

/// A PNG marked as `ArtifactWriter.png` marks its diff images.
enum ArtifactLikePNG {
    static func marked(_ png: [UInt8]) -> [UInt8] { PNGTextMark.marked(png, software: PNGTextMark.diffSoftware) }
}
