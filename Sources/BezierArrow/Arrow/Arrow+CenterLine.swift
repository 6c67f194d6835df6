/// A centre line given to a styled arrow's body in place of its kind's route: what a scene gives
/// an arrow whose bindings make a self-loop (``Connection/loop``), so that the body runs out of
/// its shape and back around it instead of through it.
///
/// The body is drawn along the given cubics (``BodyRoute/path(_:start:end:startTrim:endTrim:)``),
/// trimmed where each rigid head attaches, at its width (a band stays a band, a stroke a stroke),
/// with its dashes, label and slots along it; hit testing, the bounds and a scene's touch boxes
/// read the drawn paths, so they follow it too. It has no body handles, but a route given through
/// the waypoints keeps theirs (``setTips(start:end:centerLine:passesWaypoints:)``).
///
/// Not part of the arrow's value as `==` sees it, and not saved in documents: a scene solves its
/// bindings again and gives the centre line again. An arrow drawn as its template's own outline
/// and spine (no ``style``: the template deformed by its tips, not heads and a body kind) ignores
/// it. It goes when the tips move without one (``setTips(start:end:)``, drags), when the body's
/// kind or state changes (``style``, ``bend``, ``moveHandle(_:to:)``), and when the style goes.
extension Arrow {
    /// What a redraw does to a centre line given to the body.
    enum CenterLineChange {
        /// It stays (a label, a head or a style with the same body: the tips have not moved).
        case kept
        /// It goes: the body kind's route is drawn.
        case dropped
        /// This one replaces it; an empty chain is none. `passesWaypoints`: it runs through the
        /// style's waypoints in order (a route), whose handles the arrow then keeps.
        case given([CubicSegment], passesWaypoints: Bool)
    }

    /// The centre line the body follows instead of its kind's route, from the start tip to the
    /// end tip, or `nil` (see the extension's discussion).
    package var givenCenterLine: [CubicSegment]? {
        if case .headsAndBody(let box) = drawing { return box.state.drawing.centerLine }
        return nil
    }

    /// Moves both tips and gives the body a centre line between them, with a single redraw: what
    /// a scene does for a self-loop (``Connection/loop``), or with an empty chain for any other
    /// connection, which drops the one the body had.
    ///
    /// The chain is taken as running from the start tip to the end tip as stored (clamped as
    /// ``setTips(start:end:)`` clamps; its ends are moved onto them). A chain with a point that
    /// is not finite draws the straight route between the tips.
    ///
    /// - Parameters:
    ///   - start: the new start tip; ignored when not finite.
    ///   - end: the new end tip; ignored when not finite.
    ///   - centerLine: the cubics from the start tip to the end tip, or none.
    ///   - passesWaypoints: whether the chain runs through the style's waypoints in order (a
    ///     route a scene found through them): the arrow then keeps one handle a waypoint (role
    ///     ``ArrowBodyHandle/Role/waypoint(_:)``), which a drag moves as on any body, dropping the
    ///     chain until the scene gives the next. Otherwise (a self-loop) it has no body handles.
    package mutating func setTips(start: Point, end: Point, centerLine: [CubicSegment], passesWaypoints: Bool = false) {
        storedStart = Arrow.kept(start, else: storedStart)
        storedEnd = Arrow.kept(end, else: storedEnd)
        rebuild(centerLine: .given(centerLine, passesWaypoints: passesWaypoints))
    }

    /// Drops a centre line given to the body, redrawing the arrow only when it had one.
    package mutating func dropCenterLine() {
        guard givenCenterLine != nil else { return }
        rebuild(centerLine: .dropped)
    }
}

extension StyledDrawing {
    /// Applies a change to the given centre line; a frame's ``headShrinking`` goes with it
    /// when the tips move.
    mutating func change(_ change: Arrow.CenterLineChange) {
        switch change {
        case .kept: break
        case .dropped:
            if centerLine != nil { centerLine = nil }
            centerLinePassesWaypoints = false
            if headShrinking != nil { headShrinking = nil }
        case .given(let curves, let passesWaypoints):
            centerLine = curves.isEmpty ? nil : curves
            centerLinePassesWaypoints = passesWaypoints && !curves.isEmpty
            if headShrinking != nil { headShrinking = nil }
        }
    }
}
