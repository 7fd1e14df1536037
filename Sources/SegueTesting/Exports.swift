// One import for a test suite: the model, the sources of transitions, the renderer's settings
// and manifests, and the golden checks. The demo app (`.scenario`, `.animator`) is a library of
// its own: `import SegueDemo` where a test uses its screens.
@_exported import SegueGoldens
@_exported import SegueKit
@_exported import SegueRender
@_exported import SegueScreens
@_exported import SegueSources
@_exported import SegueStoryboard
