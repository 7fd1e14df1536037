import SegueKit

extension IB {
    /// Interface Builder's simulated metrics: the bars and size IB assumed when it laid out a scene.
    public struct SimulatedMetrics: Sendable, Hashable {
        /// A simulated bar: inferred (not said), explicitly off (`<nil key=…>`), or on with a style.
        public enum Bar: Sendable, Hashable {
            case inferred
            case none
            case shown(style: String?)
        }

        public var statusBar: Bar
        public var topBar: Bar
        public var bottomBar: Bar
        /// `simulatedOrientationMetrics orientation`, when set.
        public var orientation: InterfaceOrientation?
        /// `simulatedDestinationMetrics`, when set.
        public var destination: SimulatedDestination?
        /// `<size key="freeformSize">` for freeform controllers.
        public var freeformSize: Size?
        /// `<value key="contentSizeForViewInPopover">` or `preferredContentSize`.
        public var contentSizeForViewInPopover: Size?

        public init(
            statusBar: Bar = .inferred, topBar: Bar = .inferred, bottomBar: Bar = .inferred, orientation: InterfaceOrientation? = nil,
            destination: SimulatedDestination? = nil, freeformSize: Size? = nil, contentSizeForViewInPopover: Size? = nil
        ) {
            self.statusBar = statusBar
            self.topBar = topBar
            self.bottomBar = bottomBar
            self.orientation = orientation
            self.destination = destination
            self.freeformSize = freeformSize
            self.contentSizeForViewInPopover = contentSizeForViewInPopover
        }
    }

    /// The size Interface Builder simulated a scene at (`simulatedDestinationMetrics`).
    public enum SimulatedDestination: Sendable, Hashable {
        /// `<freeformSimulatedSizeMetrics>`: the scene's own size (`freeformSize`).
        case freeform
        /// `<modalFormSheetSimulatedSizeMetrics>`.
        case formSheet
        /// `<modalPageSheetSimulatedSizeMetrics>`.
        case pageSheet
        /// `<simulatedScreenMetrics>`: a screen, by its simulated type (`retina4`, `retina47`…);
        /// nil for the default screen.
        case screen(type: String?)
    }
}
