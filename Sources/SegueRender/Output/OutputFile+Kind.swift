import Foundation

extension OutputFile {
    /// A kind of single file segue writes, and how segue knows one it wrote: each writer
    /// registers its own (`frame`, `diffImage` and `video` here, the verify results in
    /// SegueGoldens).
    ///
    /// NB: every file segue writes alone carries an extended attribute, `user.segue`, naming its
    /// kind; it changes no byte (a frame's bytes are a golden's), but a copy or a file system
    /// without extended attributes loses it. Kinds whose format has room for it also carry a
    /// mark in their bytes (`recognises`), which survives copies: the diff image's PNG text, the
    /// video's comment, the results' first lines.
    public struct Kind: Sendable {
        /// How messages name it: `a diff image`.
        public var noun: String
        /// The value of `user.segue` on the files of this kind.
        public var mark: String
        /// Whether a file of this kind that segue wrote is replaced without `--force` (results
        /// a CI run rewrites each time) or only with it (images a person may keep).
        public var replacesWithoutForce: Bool
        /// How many bytes of an existing file `recognises` looks at.
        public var headBytes: Int
        /// Whether the first `headBytes` of a file show it is segue's, of this kind.
        public var recognises: @Sendable ([UInt8]) -> Bool

        public init(noun: String, mark: String, replacesWithoutForce: Bool, headBytes: Int = 0,
                    recognises: @escaping @Sendable ([UInt8]) -> Bool = { _ in false }) {
            self.noun = noun
            self.mark = mark
            self.replacesWithoutForce = replacesWithoutForce
            self.headBytes = headBytes
            self.recognises = recognises
        }

        /// One moment as a PNG (`render --at T --out FILE.png`): its bytes are the frame's, so
        /// only the attribute tells it.
        public static let frame = Kind(noun: "a frame segue rendered", mark: "frame", replacesWithoutForce: false)

        /// `segue diff --out FILE`: a PNG whose text chunk says segue drew it (`PNGTextMark`).
        public static let diffImage = Kind(noun: "a diff image segue wrote", mark: "diff", replacesWithoutForce: false,
                                           headBytes: 4096) { PNGTextMark.software(in: $0) == PNGTextMark.diffSoftware }

        /// `--video FILE.mp4`: its metadata comment says segue wrote it (`VideoWriter`).
        public static let video = Kind(noun: "a video segue wrote", mark: "video", replacesWithoutForce: true,
                                       headBytes: VideoWriter.signatureWindow) { head in
            head.withUnsafeBufferPointer { Data(buffer: $0) }.range(of: Data(VideoWriter.signature.utf8)) != nil
        }
    }

    static let attribute = "user.segue"

    /// Whether the regular file `path` (never through a link) is segue's, of `kind`.
    static func isOwn(_ path: String, kind: Kind) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return false }
        if ExtendedAttribute.get(fd, attribute) == Array(kind.mark.utf8) { return true }
        guard kind.headBytes > 0, let head = try? FileHead.read(fd, count: kind.headBytes) else { return false }
        return kind.recognises(head)
    }

    /// Marks the file segue just wrote as its own, of `kind` (nothing where extended attributes
    /// are not supported).
    static func markOwn(_ path: String, kind: Kind) {
        ExtendedAttribute.set(path, attribute, Array(kind.mark.utf8))
    }
}

/// The first bytes of a regular file, read without following a link or waiting on a pipe.
enum FileHead {
    struct NotRegular: Error {}

    static func read(_ path: String, count: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw NotRegular() }
        defer { close(fd) }
        return try read(fd, count: count)
    }

    static func read(_ fd: Int32, count: Int) throws -> [UInt8] {
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { throw NotRegular() }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + filled, count - filled, off_t(filled)) }
            if n > 0 { filled += n } else if n < 0 && errno == EINTR { continue } else { break }
        }
        return Array(bytes[0..<filled])
    }
}

/// Extended attributes (`user.*`), where the file system keeps them.
///
/// NB: Glibc's module map leaves out `<sys/xattr.h>`; its two functions are looked up once in
/// the C library already loaded, and when they are missing an attribute is simply not there.
enum ExtendedAttribute {
    private typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias Set = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    private static let functions: (get: Get, set: Set)? = {
        guard let get = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "fgetxattr"),
              let set = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "lsetxattr")
        else { return nil }
        return (unsafeBitCast(get, to: Get.self), unsafeBitCast(set, to: Set.self))
    }()

    /// The value of `name` on the open file `fd` (at most 64 bytes), or nil.
    static func get(_ fd: Int32, _ name: String) -> [UInt8]? {
        guard let get = functions?.get else { return nil }
        var value = [UInt8](repeating: 0, count: 64)
        let n = value.withUnsafeMutableBytes { get(fd, name, $0.baseAddress, $0.count) }
        return n >= 0 ? Array(value[0..<n]) : nil
    }

    /// Sets `name` on `path` itself (not a link's target); does nothing where unsupported.
    static func set(_ path: String, _ name: String, _ value: [UInt8]) {
        guard let set = functions?.set else { return }
        _ = value.withUnsafeBytes { set(path, name, $0.baseAddress, $0.count, 0) }
    }
}
