/// How a drag finished: which tip was grabbed and where it came to rest.
public struct ArrowDragResult: Hashable, Sendable {
    /// The tip the drag grabbed and moved (``ArrowTip/start`` or ``ArrowTip/end``).
    public var grabbed: ArrowTip
    /// Its final tip: what the release handler receives.
    public var tip: Point
    /// Where that tip was when the drag began.
    public var initialTip: Point

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - grabbed: the tip that was dragged.
    ///   - tip: its final position.
    ///   - initialTip: its position when the drag began.
    public init(grabbed: ArrowTip, tip: Point, initialTip: Point) {
        self.grabbed = grabbed
        self.tip = tip
        self.initialTip = initialTip
    }
}
