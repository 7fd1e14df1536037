// One import for a test suite: the model, the sources of transitions, the renderer's settings
// and manifests, and the golden checks.
@_exported import SegueDemo
@_exported import SegueGoldens
@_exported import SegueKit
@_exported import SegueRender
@_exported import SegueScreens
@_exported import SegueStoryboard
