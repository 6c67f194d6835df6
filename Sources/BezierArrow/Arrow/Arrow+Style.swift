extension Arrow {
    /// The heads, body and bend the arrow is drawn with, or `nil` while it is drawn as its
    /// template's own outline and spine, deformed by ``ArrowDeformation``. An arrow starts with
    /// its template's ``ArrowTemplate/style``.
    ///
    /// Setting a style redraws the arrow; setting `nil` goes back to the template's drawing. A
    /// self-loop's centre line that a scene gave the body stays through a change of heads, and
    /// goes with a change of the body's kind or state.
    /// ``startHead``, ``endHead``, ``body`` and ``bend`` set one choice each, starting from
    /// ``ArrowTemplate/defaultStyle`` when the arrow has no style yet.
    ///
    /// - Complexity: O(elements of the heads), plus for a head whose spine must be filled (on a
    ///   template without a stroke) one stroke of that spine.
    public var style: ArrowStyle? {
        get { drawing.headsAndBody?.state.drawing.style }
        set {
            // The old drawing's heads are kept where the new style has them too (a swap of one
            // head makes only the other again), and its part arrays' storage is reused.
            restyled(newValue)
            // Sized again for the new drawing's elements.
            preparedPath.pairCapacity = 0
            rebuild()
        }
    }

    /// The head at the start tip: the template's own head until one is set.
    ///
    /// ```swift
    /// arrow.startHead = .dot
    /// ```
    public var startHead: ArrowHead {
        get { drawing.headsAndBody?.state.drawing.style.startHead ?? template.head(.start) }
        set { restyle { $0.startHead = newValue } }
    }

    /// The head at the end tip: the template's own head until one is set.
    public var endHead: ArrowHead {
        get { drawing.headsAndBody?.state.drawing.style.endHead ?? template.head(.end) }
        set { restyle { $0.endHead = newValue } }
    }

    /// The body's kind: ``ArrowBodyKind/curved`` (the template's own body) until one is set.
    public var body: ArrowBodyKind {
        get { drawing.headsAndBody?.state.drawing.style.body ?? .curved }
        set { restyle { $0.body = newValue } }
    }

    /// The body's bend (see ``ArrowBodyState/bend``, the style's ``ArrowStyle/bodyState``), which
    /// its handle sets: 0 until one is set. A value that is not finite is ignored; a finite one
    /// is clamped to ``ArrowDeformation/coordinateLimit``.
    public var bend: Double {
        get { drawing.headsAndBody?.state.drawing.style.bend ?? 0 }
        set {
            guard newValue.isFinite else { return }
            restyle { $0.bend = newValue }
        }
    }

    /// The body's handles for the current tips, in index order: what a touch can drag to
    /// reshape the body (``ArrowPart/handle(_:)``), each with its ``ArrowBodyHandle/role``.
    /// Without ``waypoints``, as its kind defines them (``ArrowBodyKind/handleNames``): none for
    /// a straight or curved body, an arc's or elbow's one handle its bend. With waypoints, one
    /// a waypoint, then one a leg's midpoint (see ``ArrowBodyHandle/Role``). None while the
    /// arrow has no style, and none while the body follows a self-loop a scene gave it; a route
    /// a scene gave it through its waypoints has one a waypoint.
    public var handles: [ArrowBodyHandle] {
        guard let box = drawing.headsAndBody else { return [] }
        return zip(box.state.handleRoles, box.state.handles).enumerated().map {
            ArrowBodyHandle(index: $0, name: $1.0.name, position: $1.1, role: $1.0)
        }
    }

    /// Moves one of the body's handles to a point, for the current tips, as a finger dragging it
    /// would, and redraws the arrow: the body's state (``ArrowStyle/bodyState``) changes as the
    /// handle's role says. The bend of an ``ArrowBodyKind/arc`` becomes the ``bend`` that puts
    /// its midpoint there, an ``ArrowBodyKind/elbow``'s the bend that puts its middle segment
    /// through it; a waypoint moves there (kept as ``waypoints`` keeps it); a leg's midpoint
    /// inserts a waypoint there (``insertWaypoint(_:at:)``), or on an elbow moves the leg's
    /// middle segment through it, where it stays.
    ///
    /// - Parameters:
    ///   - index: the handle's index in ``handles``; another index changes nothing.
    ///   - point: where the handle should be; a point that is not finite changes nothing.
    public mutating func moveHandle(_ index: Int, to point: Point) {
        movedHandle(index, to: point)
    }

    /// Moves a handle as ``moveHandle(_:to:)`` does.
    ///
    /// - Returns: the index of the handle now at the point (a leg's midpoint dragged becomes
    ///   the waypoint inserted), or `nil` when nothing moved.
    @discardableResult
    mutating func movedHandle(_ index: Int, to point: Point) -> Int? {
        guard point.isFinite, var s = style, let box = drawing.headsAndBody, index >= 0,
              index < box.state.handleRoles.count else { return nil }
        switch box.state.handleRoles[index] {
        case .bend:
            s.body.moveHandle(0, to: point, start: storedStart, end: storedEnd, in: &s.bodyState)
        case .waypoint(let i):
            s.bodyState.waypoints[i] = point
        case .segmentMidpoint(let leg):
            if s.body == .elbow {
                guard let handle = box.state.line.legHandles.first(where: { $0.leg == leg }) else { return nil }
                s.bodyState.fixSegment(leg, at: handle.movesX ? point.x : point.y)
            } else {
                guard s.bodyState.insertWaypoint(point, at: leg) else { return nil }
                style = s
                return leg
            }
        }
        style = s
        return index
    }

    /// Keeps a new style's drawing, or none. A function of its own so that the styled state
    /// taken out of the arrow is released before the redraw, which finds it unique and so
    /// changes it in place.
    ///
    /// - Parameter kept: a style made ready for this template with the same heads, whose heads
    ///   the new drawing takes (see ``SharedStyles``); else they are taken from the old
    ///   drawing where it has the same, or made.
    private mutating func restyled(_ style: ArrowStyle?, headsOf kept: StyledDrawing.Fixed? = nil) {
        let box = takeUniqueHeadsAndBody()
        // Not `style.map`: its closure would copy the template.
        guard let style else { return }
        // The template's own style is made ready once, in the template (`ArrowTemplate.Storage`).
        var kept = kept
        if kept == nil, let own = template.storage.styled, own.style == style { kept = own }
        if let box {
            var drawing = StyledDrawing(style: style, template: template, reusing: &box.state.drawing, headsOf: kept)
            // A centre line given to the body (a self-loop's, a route) holds for the body it was
            // given to: it stays through a change of heads, not of the body's kind or state.
            let old = box.state.drawing.style
            if old.body == style.body && old.bodyState == style.bodyState {
                drawing.centerLine = box.state.drawing.centerLine
                drawing.centerLinePassesWaypoints = box.state.drawing.centerLinePassesWaypoints
            }
            box.state.drawing = drawing
            self.drawing = .headsAndBody(box)
        } else {
            self.drawing = .headsAndBody(ArrowDrawing.HeadsAndBody(.init(drawing: StyledDrawing(
                style: style, template: template, headsOf: kept ?? template.storage.styled))))
        }
    }

    /// Sets the style as ``style`` does, with the heads `shared` keeps for this template when it
    /// has them (nothing is made ready again), and keeps this arrow's heads there otherwise.
    mutating func setStyle(_ style: ArrowStyle?, sharing shared: inout SharedStyles) {
        if let style, let kept = shared.fixed(for: style, on: template) {
            restyled(style, headsOf: kept)
            preparedPath.pairCapacity = 0
            rebuild()
        } else {
            self.style = style
        }
        shared.share(&self)
    }

    /// Draws with the heads of `kept`, a style made ready for this template with the same heads
    /// as this arrow's (see ``SharedStyles``), releasing its own: the drawing stays the same to
    /// the last bit, so nothing is redrawn.
    mutating func adoptHeads(of kept: StyledDrawing.Fixed) {
        guard let box = takeUniqueHeadsAndBody() else { return }
        let own = box.state.drawing.fixed
        box.state.drawing.fixed = StyledDrawing.Fixed.sharing(kept, style: own.style, template: template)
        if headTargets.paths === own.targets { headTargets.paths = box.state.drawing.fixed.targets }
        drawing = .headsAndBody(box)
    }

    /// Changes one choice of the style, starting from the template's default style.
    mutating func restyle(_ change: (inout ArrowStyle) -> Void) {
        var s = style ?? template.defaultStyle
        change(&s)
        style = s
    }
}
