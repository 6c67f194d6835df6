/// An arrow in an ``ArrowScene`` with the view properties UIKit's hit-test walk looks at.
public struct ArrowSceneItem: Sendable, Equatable {
    /// A hidden arrow is skipped by hit testing (UIKit: `isHidden`).
    public var isHidden: Bool
    /// A non-interactive arrow is skipped by hit testing (UIKit: `isUserInteractionEnabled`).
    public var isInteractive: Bool
    /// An arrow with an alpha of 0.01 or less is skipped by hit testing, as UIKit skips views
    /// that are all but transparent.
    public var alpha: Double
    /// Grows (negative) or shrinks (positive) the arrow's tap target on every side, as a UIKit app
    /// widens a small view's touch area with `bounds.insetBy(dx: -10, dy: -10)`; see
    /// `tapReach(insetBy:)`.
    ///
    /// Accepted within ±`AcceptedRange.maxMagnitude` (1e15): beyond it the touch bounds
    /// overflow, so an item with such an inset takes no touches at all, as with a NaN inset, and
    /// `checkAcceptedRange()` names the value.
    public var touchInset: Double
    /// The arrow.
    public var arrow: Arrow

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - isHidden: whether it is hidden.
    ///   - isInteractive: whether it takes touches.
    ///   - alpha: its opacity.
    ///   - touchInset: the touch inset (negative widens the tap target).
    public init(arrow: Arrow, isHidden: Bool = false, isInteractive: Bool = true,
                alpha: Double = 1, touchInset: Double = 0) {
        self.arrow = arrow
        self.isHidden = isHidden
        self.isInteractive = isInteractive
        self.alpha = alpha
        self.touchInset = touchInset
    }

    /// Whether hit testing considers the arrow at all: visible, interactive and more than
    /// 0.01 opaque (the first check of UIKit's `hitTest(_:with:)`, which skips a view that is
    /// hidden, has user interaction disabled, or an alpha of 0.01 or less).
    @inlinable
    package var receivesTouches: Bool { !isHidden && isInteractive && alpha > 0.01 }

    /// The bounds of the arrow's tap target widened or narrowed by the touch inset: where a touch
    /// can hit it. ``Rect/null`` when the inset lies outside the accepted range (NaN included).
    @inlinable
    package var touchBounds: Rect {
        AcceptedRange.accepts(coordinate: touchInset) ? arrow.tapTargetBounds(insetBy: touchInset) : .null
    }

    /// Checks the touch inset against `AcceptedRange`.
    ///
    /// - Throws: ``AcceptedRangeError`` naming the inset when its magnitude exceeds
    ///   `AcceptedRange.maxMagnitude` (or it is NaN); the scene gives such an item no touches.
    @usableFromInline package func checkAcceptedRange() throws(AcceptedRangeError) {
        try AcceptedRange.check(touchInset, .touchInset, in: -AcceptedRange.maxMagnitude...AcceptedRange.maxMagnitude)
    }

    /// Which part of the arrow a touch hits, as the scene asks it: `nil` when the arrow does
    /// not receive touches or the touch misses its tap target.
    ///
    /// - Parameter point: the touch.
    /// - Returns: the hit.
    @inlinable
    public func hitTest(_ point: Point) -> ArrowHit? {
        guard receivesTouches, AcceptedRange.accepts(coordinate: touchInset) else { return nil }
        return arrow.hitTest(point, insetBy: touchInset)
    }
}
