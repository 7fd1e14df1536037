/// The help texts (kept as text goldens in the tests).
enum Help {
    static let main = """
    segue: renders iOS view-controller transitions into PNG frames, headlessly.

    Usage:
      segue render [options]                      render the built-in demo of every transition
      segue render --from A.png --to B.png --style STYLE [options]
      segue render --from A.png --to B.png --custom NAME | --transition FILE.json
      segue --help | --version

    Commands:
      render    render transitions into frame folders (segue render --help)

    Exit codes: 0 success, 1 failure, 2 bad usage.

    """

    static let render = """
    segue render: render transitions into folders of PNG frames with a manifest.json.

    Usage:
      segue render [--out DIR]
          The built-in demo: every transition, both directions, into DIR/<transition>/
          (default DIR: Renders), at scale 1 and 30 fps unless --scale/--fps say otherwise.
      segue render --from A.png --to B.png (--style STYLE | --custom NAME [--direction DIR]
                   | --transition FILE.json) [--dismiss] [--out DIR]
          Two screenshots, scaled to fill the device's screen. --from is the screen in the
          first frame and --to the one in the last, in both directions. Default --out:
          STYLE-DIRECTION in the current folder.

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
      --anchor X,Y,W,H    popover, zoom: the rectangle (points) the popover points at and
                          the zoom grows from (default: a bar button at the top right for
                          the popover, no source view for the zoom)
      --device NAME       iphone-se, iphone-15-pro (default), iphone-15-pro-max, ipad-pro-11
      --landscape         landscape orientation
      --scale N           pixels per point (default: the device's scale)
      --fps N             frames per second (default 60)
      --duration S        override the transition's duration in seconds
      --curve CURVE       override its curve: linear, easeIn, easeOut, easeInOut, default,
                          system, cubic:x1,y1,x2,y2, spring:response=R,damping=Z,
                          spring:duration=D,bounce=B, spring:mass=M,stiffness=K,damping=C
      --compression N     zlib level 0-9 (default 1: fast, about 30 % larger than 6)
      --jobs N            frames rendered at once (default: the number of cores)
      --quiet             no progress bar
      --help              this text

    A frame folder holds frame_0000.png, frame_0001.png, ... and manifest.json (tool, Cairo
    and libpng versions, transition, direction, device, sizes, scale, duration, fps, curve,
    and each frame's file, time and progress).

    """
}
