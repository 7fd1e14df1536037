/// The help texts (kept as text goldens in the tests).
enum Help {
    static let main = """
    segue: renders iOS view-controller transitions into PNG frames, headlessly.

    Usage:
      segue render [options]                      render the built-in demo of every transition
      segue render --from A.png --to B.png --style STYLE [options]
      segue render FILE.storyboard --segue ID | --all [options]
      segue list FILE.storyboard [--json]
      segue --help | --version

    Commands:
      render    render transitions into frame folders (segue render --help)
      list      the scenes and segues of a storyboard (segue list --help)

    Exit codes: 0 success, 1 failure, 2 bad usage.

    """

    static let render = """
    segue render: render transitions into folders of PNG frames with a manifest.json.

    Usage:
      segue render [--out DIR]
          The built-in demo: every transition, both directions, into DIR/<transition>/
          (default DIR: Renders), at scale 1 and 30 fps unless --scale/--fps say otherwise.
      segue render --from A.png --to B.png --style STYLE [--dismiss] [--out DIR]
          Two screenshots, scaled to fill the device's screen. --from is the screen in the
          first frame and --to the one in the last, in both directions. Default --out:
          STYLE-DIRECTION in the current folder.

      segue render FILE.storyboard --segue ID | --all [--out DIR]
          Segues of an Interface Builder storyboard, performed as the app would: the source
          scene is put on screen in its containers, then the segue runs. --segue takes an
          identifier or a segue id (segue list FILE shows both). --all renders every segue
          that animates into DIR/<identifier or Source-to-Destination>/ with index.txt and
          index.html (default DIR: FILE-segues). One segue defaults to 60 fps at the
          screen's scale, --all to 30 fps at scale 1. The storyboard's own screen size wins
          over --device, which sizes the Xcode 6-7 600 x 600 canvas.

    Storyboard options:
      --segue ID          the segue to render (identifier or segue id)
      --all               every segue that animates, with an index
      --map-segue C=STYLE render the custom segue class C as a built-in style (repeatable)
      --strict            fail (exit 1) on anything not rendered faithfully: unregistered
                          segue classes, placeholders, unsupported styles; by default they
                          are rendered with a stated fallback and a warning

    Options:
      --style NAME        push (with --dismiss: pop), coverVertical, crossDissolve,
                          pageSheet, formSheet, popover, zoom
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

    static let list = """
    segue list: the scenes and segues of an Interface Builder storyboard.

    Usage:
      segue list FILE.storyboard [--json] [--strict]

    Prints the canvas, every scene (the initial one marked with →) and every segue with its
    kind, identifier, source, trigger, destination and style, then the reader's warnings.

    Options:
      --json      one JSON object: file, canvas, scenes (id, controller, kind, title, class,
                  storyboardIdentifier, isInitial) and segues (id, kind, identifier, source,
                  destination, style, trigger, customClass, relationship, unwindAction, line, …)
      --strict    refuse what lenient reading steps over (unknown segue kinds, colours,
                  devices, missing destinations): exit 1 naming the file, line and element
      --help      this text

    """
}
