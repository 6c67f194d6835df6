/// What a pointer dragging a tip of a scene's arrow knows of connecting it: the binding the tip
/// had when the pointer came down, whether the pointer has moved (and the tip been unbound),
/// where and since when it rests, and what the tip would bind to and snapped to after the
/// pointer's last event.
struct ConnectingTip<ID: Hashable & Sendable>: Sendable {
    /// The dragged tip.
    var tip: ArrowSceneTip<ID>
    /// Its binding when the pointer came down: what a cancel puts back, what a release's change
    /// is reported from.
    var initialBinding: ArrowSceneBinding<ID>?
    /// Where the pointer came down.
    var downLocation: Point
    /// Whether the pointer has gone beyond the slop from ``downLocation``: until then the tip
    /// neither snaps nor binds, and a bound tip stays bound (a tap changes nothing).
    var hasMoved = false
    /// Whether the tip's binding was taken off when the pointer moved, so that it follows the
    /// pointer.
    var isDetached = false
    /// Where the pointer rests, and the timestamp when it came there (`nil` when the view gave
    /// none).
    var restLocation: Point
    var restSince: Double?
    /// The pointer's last location and timestamp.
    var location: Point
    var timestamp: Double?
    /// What the tip would bind to now, and what it snapped to.
    var target: ArrowConnectionTarget<ID>?
    var snap: ArrowSnapGuide<ID>?

    /// Starts with the pointer coming down.
    init(tip: ArrowSceneTip<ID>, binding: ArrowSceneBinding<ID>?, at location: Point, timestamp: Double?) {
        self.tip = tip
        initialBinding = binding
        downLocation = location
        restLocation = location
        restSince = timestamp
        self.location = location
        self.timestamp = timestamp
    }

    /// Follows the pointer: it has moved once beyond `slop` of where it came down, and rests
    /// anew wherever it goes beyond `slop` of where it rested.
    mutating func follow(_ location: Point, timestamp: Double?, slop: Double) {
        let slop2 = slop * slop
        if !hasMoved && !(location.distanceSquared(to: downLocation) <= slop2) { hasMoved = true }
        if !(location.distanceSquared(to: restLocation) <= slop2) {
            restLocation = location
            restSince = timestamp
        } else if restSince == nil {
            restSince = timestamp
        }
        self.location = location
        self.timestamp = timestamp
    }

    /// Whether the pointer has rested for `delay` seconds at its last event; never without
    /// timestamps, or for a delay that is not a finite number of 0 or more.
    func hasRested(for delay: Double?) -> Bool {
        guard let delay, delay.isFinite, delay >= 0, let since = restSince, let now = timestamp else { return false }
        return now - since >= delay
    }
}
