/// The help texts (kept as text goldens in the tests).
enum Help {
    static let main = """
    segue: renders iOS view-controller transitions into PNG frames, headlessly.

    Usage:
      segue render [options]                      render the built-in demo of every transition
      segue render --from A.png --to B.png --style STYLE [options]
      segue render --from A.png --to B.png --custom NAME | --transition FILE.json
      segue render FILE.storyboard --segue ID | --all [options]
      segue render FOLDER --all [options]         every storyboard of an app's folder
      segue list FILE.storyboard | FOLDER [--json]
      segue verify GOLDEN_DIR ACTUAL_DIR [options]
      segue verify --merge SHARD.json... [--json] [--junit FILE] [--json-out FILE]
      segue diff A.png B.png [options]
      segue --help | --version

    Commands:
      render    render transitions into frame folders (segue render --help)
      list      the scenes and segues of a storyboard (segue list --help)
      verify    check frame folders against golden ones, with a summary, JSON or an
                HTML report (segue verify --help)
      diff      count the differing pixels of two PNG images (segue diff --help)

    Exit codes: 0 success, 1 failure, 2 bad usage.

    """

    static let render = """
    segue render: render transitions into folders of PNG frames with a manifest.json.

    Usage:
      segue render [--out DIR]
          The built-in demo: every transition, both directions, into DIR/<transition>/
          (default DIR: Renders).
      segue render --style STYLE [--dismiss] [--out DIR]
          One transition of the demo (default DIR: push, pop, coverVertical-present...).
      segue render --from A.png --to B.png (--style STYLE | --custom NAME [--direction DIR]
                   | --transition FILE.json) [--dismiss] [--out DIR]
          Two screenshots, scaled to fill the device's screen. --from is the screen in the
          first frame and --to the one in the last, in both directions. Default --out:
          STYLE-DIRECTION in the current folder.

      segue render FILE.storyboard --segue ID | --all [--out DIR]
          Segues of an Interface Builder storyboard, performed as the app would: the source
          scene is put on screen in its containers, then the segue runs. --segue takes an
          identifier or a segue id (segue list FILE shows both). --all renders every segue
          that animates into DIR/<name>/ with index.txt and index.html (default DIR:
          FILE-segues); a name is the identifier, else SOURCE-ID-to-DESTINATION-ID, with
          -SEGUE-ID added where names would repeat, so reordering the file renames nothing.
          Scenes are drawn on the storyboard's own screen, an iPad-only app's on an iPad;
          --device draws them on that device instead. --dismiss renders the way back of --segue ID: the unwind the
          storyboard wires from the destination to the source, else the pop of a push or
          the dismissal of a presentation; --all --both renders every segue both ways
          (NAME and NAME-dismiss), listing those with no way back and why.

      segue render FOLDER --all [--both] [--out DIR]
          Every .storyboard under an app's folder (not in build/, DerivedData/, .build/,
          Pods/, Carthage/, hidden folders or bundles; a localized storyboard once, its
          Base.lproj copy), each into DIR/<name>/, with one index.txt, index.html and
          index.json (default DIR: FOLDER-segues).

      Every render, of any kind, defaults to scale 1, 30 fps and --compression auto (the
      goldens' settings, so frames from any entry point compare byte for byte); --scale
      device and --fps 60 ask for device pixels and more frames.

    Storyboard options:
      --segue ID          the segue to render (identifier or segue id)
      --all               every segue that animates, with an index
      --map-segue C=VALUE render the custom segue class C as a built-in style, a catalogue
                          transition (pushLeft, fade…) or a keyframe FILE.json (repeatable)
      --custom NAME       animate the rendered segue(s) with a registered segue class or a
                          catalogue transition instead (with --direction where it applies)
      --dismiss           with --segue: render the way back (pop, dismissal or unwind)
      --both              with --all: every segue forward and back
      --locale CODE       the app's text in a language (fr, pt-BR, zh-Hans): CODE.lproj's
                          strings file laid over Base.lproj's storyboard, or CODE.lproj's
                          own storyboard; right-to-left languages (ar, he, fa, ur) mirror
      --rtl               lay scenes out right to left (leading and trailing trade sides,
                          natural text at the right, pushes from the left)
      --strict            fail (exit 1) on anything not rendered faithfully: unregistered
                          segue classes, placeholders, unsupported styles; by default they
                          are rendered with a stated fallback and a warning
      --shard I/N         with --all: render only shard I of N (1 <= I <= N <= 1000), for a
                          matrix of CI jobs; a segue's shard depends on its name alone (see
                          segue verify --help), so the N shards render every segue once
      --cache DIR         with --all: copy each segue whose inputs are unchanged (its
                          scenes as read, the resources they name, every render setting,
                          segue's version, libraries and fonts) from the cache folder DIR
                          instead of drawing it, and keep each one drawn there. Byte for
                          byte what drawing writes; an entry that fails its checksums is
                          drawn again. Keep DIR between CI runs (created when absent)
      --cache-max SIZE    with --cache: remove the entries used longest ago past SIZE
                          (500M, 4G; default 2G)
      --resources DIR     a folder to search for asset catalogs (*.xcassets) and fonts
                          (repeatable); the storyboard's own project (the folder holding its
                          .xcodeproj) is always searched. Images and named colours not found
                          are drawn as labelled placeholders and 50% grey, with one warning each
      --appearance A      light (default) or dark: system colours, colour and image sets,
                          bars and the status bar take their dark-mode values
      --contrast C        normal (default) or high (Increase Contrast): system colours take
                          their increased-contrast values, colour and image sets their
                          high-contrast variants
      --embed C           navigation or tab: put each storyboard's initial scene in a
                          navigation (tab bar) controller, for apps that set it up in code,
                          so that its show segues push; a warning says so
      --keep-popovers     popovers stay popovers on an iPhone, beside their anchor, as in
                          an app whose presentation controller delegate returns .none from
                          adaptivePresentationStyle(for:traitCollection:) (a class whose
                          source file does so keeps its popovers without this)
      --sample-rows N     draw each table prototype cell N times (1-50; default 1, each
                          prototype once as Interface Builder shows it) and fill N lines of
                          a one-prototype collection view; listed as sample rows
      --stand-in C=PNG    draw PNG (aspect-fill) into every view of class C the app draws in
                          code, instead of the hatched stand-in that names it (repeatable)

    Time control (every form above):
      --at T              one moment, as one PNG: seconds (0.25 or 0.25s), a percentage
                          of the duration (50%) or the time the transition's progress
                          (the manifest's) first reaches a value (p=0.5). --out FILE.png
                          (default NAME-at-T.png) writes that file, replacing an existing
                          one only with --force; any other --out is a frame folder with
                          frame_0000.png, a contact sheet and a manifest saying when
      --frames A-B        only frames A to B (indices, inclusive; A- to the end); files
                          keep their numbers (frame_0012.png...) and the manifest its range
      --time A-B          only the frames whose times fall in A to B seconds (A- to the end)
      --slow N            slow motion, 1-100 (fractions allowed): N times as many frames
                          over the same motion, frame i at i/(fps x N) s; --fps stays the
                          rate they play at and the manifest keeps the real times
      --reduce-motion     UIKit's Reduce Motion (with Prefer Cross-Fade Transitions):
                          slides, sheets, flips, curls, popovers and zooms become a
                          cross-fade over the same duration and curve; crossDissolve is
                          unchanged. The manifest records what was replaced

    Options:
      --style NAME        push (with --dismiss: pop), coverVertical, crossDissolve,
                          flipHorizontal, partialCurl, pageSheet, formSheet, popover, zoom
      --custom NAME       a registered custom segue class (HorizontalSlideSegue) or a
                          catalogue transition: push, pull, cover, uncover, slide,
                          zoomSlide, pageIn, pageOut, fade, zoom, zoomOut
      --direction DIR     left (default), right, up, down: for catalogue transitions
      --transition FILE   a custom transition from a JSON keyframe file (schema:
                          Sources/SegueKit/Transitions/Keyframed/Schema.md)
      --dismiss           dismiss (or pop) instead of present (or push)
      --rtl               a right-to-left layout: the push and pop mirror
      --status-bar MODE   the status bar the screenshots carry: fixed (default) keeps their
                          top safe-area strip still, as the window's bar is on a device,
                          cross-fading from --from's strip to --to's during push, pop,
                          coverVertical and crossDissolve, and turns it light over a page
                          sheet's dark backdrop; slide lets it move with its screenshot
      --keep-popovers     popover: stays a popover on an iPhone (UIKit adapts it to a page
                          sheet unless the app's delegate returns .none), as for storyboards
      --anchor X,Y,W,H    popover, zoom: the rectangle (points) the popover points at and
                          the zoom grows from (default: a bar button at the top right for
                          the popover, no source view for the zoom)
      --device NAME       iphone-se, iphone-15-pro (default), iphone-15-pro-max, ipad-pro-11
      --landscape         landscape orientation
      --portrait          storyboards: held upright, a scene designed on a landscape canvas
                          too (an app whose Info.plist allows portrait is drawn upright unless
                          --landscape; one that allows only landscape, in landscape)
      --scale N|device    pixels per point, 0.25-4, or the device's own (default 1)
      --fps N             frames per second, 1-240 (default 30)
      --duration S        override the transition's duration in seconds, 0.01-60
      --curve CURVE       override its curve: linear, easeIn, easeOut, easeInOut, default,
                          system, cubic:x1,y1,x2,y2, spring:response=R,damping=Z,
                          spring:duration=D,bounce=B, spring:mass=M,stiffness=K,damping=C
      --compression C     auto (default): libdeflate level 6 for frames of up to a
                          megapixel (every device at scale 1: small files, as small as
                          zlib 9 on flat UI), fast for larger ones; fast: segue's own
                          encoder (Paeth or Up rows, Huffman blocks, runs), about zlib
                          1's size at a third of its time on 3x screenshots; fastest:
                          Up rows and one table, faster still, larger files; 0-12:
                          libdeflate's level, no row filters
      --jobs N            frames rendered at once (default: the number of cores)
      --max-frames N      the most frames one render may write (default 10000; checked
                          with the frame size and the free disk space before any work)
      --max-total-frames N  with --all: the most frames all its segues may write
                          together (default 20000; every segue is recorded and counted
                          before any frame is drawn)
      --preview FORMAT    a preview that plays, beside the frames: apng (default:
                          preview.png), gif (preview.gif) or none; looping, at --fps, the
                          last frame held 1 s; an APNG is deflated as the frames are
      --preview-scale F   the preview's size over the frames', 0.1-1 (default: the screen
                          in points, at most 0.5)
      --video FILE.mp4    also an H.264 video of the frames, through ffmpeg (which must be
                          installed: scripts/setup --bench or apt-get install ffmpeg); one
                          render only (not the demo or --all)
      --out DIR           where the frames go (see Output folders)
      --force             replace an --out folder that holds segue's output of another
                          kind (a report, folders of frames); never one holding your files
      --quiet             no progress bar and no "wrote N frames to DIR/" line
      --help              this text

    Output folders: frames are written into a hidden staging folder beside DIR, which
    replaces DIR only when everything is written; the earlier DIR is kept until then. DIR
    is replaced only when it holds nothing but what segue writes (frames, manifests,
    contact sheets, index and report files) of the same kind, or of another kind with
    --force, and segue's own writing shows it wrote them (a manifest listing every frame,
    an index page or a report page that says so); never when it holds anything segue did
    not write (a frame_0000.png of yours included), never the working directory
    or a folder above it, the home folder, / or a folder holding .git. Ctrl-C removes the
    staging folder and leaves DIR as it was (exit 130; 143 for SIGTERM, 129 for SIGHUP).

    A frame folder holds frame_0000.png, frame_0001.png, ..., the preview (preview.png or
    preview.gif) and manifest.json (the preview's file, format, frame count, size and
    delays; the versions of segue, Cairo, pixman, FreeType, Pango, HarfBuzz, libpng, zlib
    and libdeflate and the SHA-256 of each font file, transition (and what was drawn when
    UIKit adapts it), direction, device, sizes, scale, duration, fps, curve, and each
    frame's file, time and progress).

    """

    static let list = """
    segue list: the scenes and segues of an Interface Builder storyboard.

    Usage:
      segue list FILE.storyboard [--json] [--strict] [--locale CODE] [--resources DIR]
                                 [--appearance A] [--contrast C]
      segue list FOLDER [--json] [--strict] [--locale CODE] [--resources DIR]
                        [--appearance A] [--contrast C]

    A FOLDER lists each storyboard of an app's folder (found and read as segue render FOLDER
    --all finds and reads them, the folder being the app's project) with the languages it is
    localized in, then its scenes and segues.

    Prints the canvas, every scene (the initial one marked with →) and every segue with its
    kind, identifier, source, trigger, destination and style, then the reader's warnings.

    Options:
      --json      one JSON object: file, canvas, scenes (id, controller, kind, title, class,
                  storyboardIdentifier, isInitial) and segues (id, kind, identifier, source,
                  destination, style, trigger, customClass, relationship, unwindAction, line, …)
      --strict    refuse what lenient reading steps over (unknown segue kinds, colours,
                  devices, missing destinations, images no catalog has, malformed
                  strings files): exit 1 naming the file, line and element
      --locale C  the text in language C (CODE.lproj's strings file or storyboard)
      --resources DIR  also search DIR for asset catalogs (repeatable; the storyboard's
                  own project is searched anyway): images and colours found in none are
                  listed in the warnings, once each
      --appearance A   light (default) or dark: the appearance the colours are read in
      --contrast C     normal (default) or high: the contrast the colours are read in
      --help      this text

    """
}

extension Help {
    static let diff = """
    segue diff: count the pixels that differ between two PNG images, as pixelmatch 7.1 does.

    Usage:
      segue diff A.png B.png [--preset exact|perceptual] [--threshold T] [--include-aa |
                             --exclude-aa] [--max-diff N | --max-diff-ratio R]
                             [--out DIFF.png [--force]] [--json]

    A is the reference (expected), B the image to check. Prints the number of differing
    pixels, the comparison's settings and the verdict.

    Options:
      --preset NAME       exact (the default): threshold 0, anti-aliased pixels counted, so
                          any changed pixel differs; perceptual: pixelmatch's defaults,
                          threshold 0.1 with anti-aliased pixels excluded, for images made
                          on another platform (it lets a uniform shift of up to about
                          26/255 in a channel pass)
      --threshold T       colour threshold per pixel, 0-1, over the preset's: two pixels
                          differ when their YIQ distance exceeds 35215 x T^2
      --include-aa        count pixels that look like anti-aliasing as different
      --exclude-aa        do not count them (as pixelmatch does by default)
      --max-diff N        the images match with at most N differing pixels (default 0)
      --max-diff-ratio R  ... or at most this fraction of the pixels, 0-1
      --out DIFF.png      write the diff image: red where different, yellow where
                          anti-aliased, a faded grey copy of A elsewhere; never over A,
                          B or a file segue did not write
      --force             replace a diff image segue wrote earlier at --out
      --json              print an object: a, b, match, mismatched, antiAliased, width,
                          height, ratio, identical, threshold, includeAA, maxDiff, diffImage
      --help              this text

    Exit codes: 0 the images match under the options, 1 they do not (images of different
    sizes do not match: both sizes are printed, "mismatched" is null in JSON), 2 bad usage or
    an image that cannot be read.

    """

    static let verify = """
    segue verify: check frame folders against golden frame folders.

    Usage:
      segue verify GOLDEN_DIR ACTUAL_DIR [options]
      segue verify --merge SHARD.json... [--json] [--junit FILE] [--json-out FILE]

    GOLDEN_DIR and ACTUAL_DIR are two frame folders (frame_0000.png ..., manifest.json,
    contact-sheet.png, as segue render writes them), or two folders of frame folders
    matched by name (Renders/ and a fresh segue render --out DIR). For each transition the
    manifest is checked first (transition, direction, device, sizes, scale, fps, duration,
    curve, frame count): when it differs that is the failure, and the frames are not
    compared. Then every file: equal bytes pass at once, others are compared pixel by pixel.
    Goldens with no actual folder, actual folders with no golden and frames missing on either
    side fail, and so does a folder whose manifest lists frames it lacks. Goldens made by
    other versions (segue, Cairo, pixman, FreeType, libpng, zlib, font files) are pointed
    out. The comparison's settings are printed with the result.

    Options:
      --preset NAME       exact (the default: equal bytes, else every pixel equal with
                          threshold 0 and anti-aliasing counted) or perceptual (pixelmatch's
                          defaults, threshold 0.1 with anti-aliasing excluded: for goldens
                          recorded on another platform)
      --threshold T       colour threshold per pixel, 0-1, over the preset's
      --include-aa        count pixels that look like anti-aliasing as different
      --exclude-aa        do not count them
      --max-diff N        a frame passes with at most N differing pixels (default 0)
      --max-diff-ratio R  ... or at most this fraction of its pixels, 0-1
      --json              print the results as JSON instead of the summary table
      --report DIR        write an HTML report into DIR (index.html and the images; works
                          offline): failures first; for each transition the expected and
                          actual frames side by side, as a slider, as an onion skin and as
                          the diff, a scrubber through both sequences, the contact sheets
      --artifacts DIR     write, for each failing frame, the expected, actual and diff PNGs
                          and an expected | actual | diff strip into DIR/<transition>/
      --force             replace a --report or --artifacts folder that holds segue's
                          output of another kind (never one holding your files)
      --jobs N            files compared at once (default: the number of cores)
      --shard I/N         verify only shard I of N of the transitions (1 <= I <= N <= 1000),
                          for a matrix of CI jobs: a transition is in shard 1 + h(name) mod
                          N (h: FNV-1a of its own folder's name, as render names it, not
                          the storyboard folder above it), so the N shards cover every name
                          exactly once whatever each job sees; a shard may hold none (it
                          passes). The JSON records the shard for --merge
      --merge             combine the --json results of all the shards of one run (the same
                          GOLDEN_DIR, options and N; each shard once) into one result: the
                          table, --json, --junit; exit 1 if any transition fails, 2 if the
                          files are not every shard of one run
      --junit FILE        also write the result as JUnit XML (a test case per transition,
                          a failure with its message and golden file) for CI to display
      --json-out FILE     also write the --json result into FILE (for --merge)
      --record            after verifying, make each failing transition's actual frames its
                          golden (replacing a golden segue wrote, or creating a missing one;
                          never a folder holding other files); still exits 1: verify again
                          to confirm. With --shard, only that shard's transitions
      --help              this text

    In JSON, each failing transition has a "failure": kind, message, goldenFile (relative to
    the working directory), actualFile, frame, frameFile, mismatched, failingFiles,
    threshold and maxDifferentPixels, for CI annotations. --junit and --json-out replace
    only a file of their kind that segue wrote, or with --force.

    Exit codes: 0 everything matches, 1 something does not (or there is nothing to verify),
    2 bad usage or a folder that does not exist.

    """
}
