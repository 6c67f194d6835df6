/// How a drag session finished: which tip was grabbed and where it came to rest.
public struct ArrowDragResult: Hashable, Sendable {
    /// The tip the session grabbed and moved (``ArrowEndName/start`` or ``ArrowEndName/end``).
    public var grabbed: ArrowEndName
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
    public init(grabbed: ArrowEndName, tip: Point, initialTip: Point) {
        self.grabbed = grabbed
        self.tip = tip
        self.initialTip = initialTip
    }
}
