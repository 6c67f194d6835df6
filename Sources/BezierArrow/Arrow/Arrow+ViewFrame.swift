/// A view geometry sized from the tips, so an app can build a view that holds just the arrow's
/// span and move it as the tips move (the classic way to host a dynamic arrow in a view).
///
/// The view is sized from the two tips and the head frame height: `x` at the left tip,
/// `y` at the upper tip less half the frame height, width `|dx|`, height `|dy|` plus the frame
/// height, and draws with the tips in that view's local coordinates. This is not the arrow's
/// extent: heads reach past the tips sideways and, under ``ArrowOrientation/follow``, turn out of
/// the frame; use ``Arrow/bounds`` (or the tap target's bounds) to know what the arrow covers.
extension Arrow {
    /// The height of the head frames the view frame is padded by: the taller of the two ends'
    /// frames (38 for the catalog's double arrow, whose frames are both 30 x 38).
    @usableFromInline package var headFrameHeight: Double {
        max(template.start.frame.height, template.end.frame.height)
    }

    /// The view frame for the current tips.
    ///
    /// `x` is the left tip's `x` (the smaller of the two), `y` the upper tip's `y` less half of `headFrameHeight`, the width `|dx|` between
    /// the tips and the height `|dy| + headFrameHeight`. With both tips level the frame is exactly
    /// one head frame high, centred on the tips.
    public var viewFrame: Rect {
        let h = headFrameHeight
        let s = storedStart, e = storedEnd
        return Rect(x: min(s.x, e.x), y: min(s.y, e.y) - h / 2,
                    width: abs(e.x - s.x), height: abs(e.y - s.y) + h)
    }

    /// The tips in ``viewFrame``'s local coordinates (origin at the frame's top-left corner).
    ///
    /// For the double arrow with the start tip on the left, the start tip is `(0, 19)` or
    /// `(0, height - 19)` and the end tip `(width, ...)`.
    public var tipsInViewFrame: (start: Point, end: Point) {
        let o = viewFrame.origin
        return (storedStart - o, storedEnd - o)
    }
}
