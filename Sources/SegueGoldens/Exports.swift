// A check takes a `TransitionSource`, defined where the sources are (SegueSources): re-exported
// so that `import SegueGoldens` is enough to write one.
@_exported import SegueSources
