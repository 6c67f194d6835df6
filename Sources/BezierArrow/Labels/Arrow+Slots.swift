extension Arrow {
    /// The body measured for slots, for the current tips: the center line and its length table.
    ///
    /// Take it once per tip change and ask it as often as needed (each query a few tens of
    /// nanoseconds). An arrow that ``preparesSlots`` (or has a ``label``) measured it when its
    /// tips last moved, and this returns that measurement; any other arrow measures it here,
    /// when asked, so that an arrow never asked for slots pays nothing for them.
    ///
    /// - Complexity: O(1) when prepared by the tip change; else a few hundred nanoseconds for a
    ///   gently bent body, up to a few microseconds for one twisted through itself, and it
    ///   allocates the table.
    public var slots: ArrowSlots {
        preparedSlots ?? measuredSlots
    }

    /// Whether every tip change also measures the body for slots, so that ``slots`` and the
    /// queries built on it (``slot(atFraction:)``, ``point(atFraction:)``,
    /// ``tangent(atFraction:)``) answer at once during a drag. `false` by default.
    ///
    /// Set it on an arrow that places something along its body on every move (a marker, a
    /// badge, a second label): the drag update then prepares the length table and a slot
    /// query costs a few tens of nanoseconds. Left off, a tip change costs nothing extra and
    /// the first ``slots`` after it measures the body. An arrow with a ``label`` measures its body at
    /// every tip change anyway (to place the label) and keeps that measurement whatever this
    /// says. Not compared by `==` and not saved in documents: it changes when work is done,
    /// never an answer.
    ///
    /// - Complexity: Setting it to `true` measures the body once; each tip change then costs
    ///   what ``slots`` would (a few hundred nanoseconds for a gently bent body, a few
    ///   microseconds for one twisted through itself).
    public var preparesSlots: Bool {
        get { storedPreparesSlots }
        set {
            storedPreparesSlots = newValue
            if newValue {
                if preparedSlots == nil { preparedSlots = measuredSlots }
            } else if storedLabel == nil {
                preparedSlots = nil
            }
        }
    }

    /// The body measured now, from the drawn paths before any label's cut.
    var measuredSlots: ArrowSlots {
        let (curves, headDirection) = centerCurves
        return ArrowSlots(curves: curves, headDirection: headDirection)
    }

    /// The body's center line for the current tips, from the start head's attachment to the end
    /// head's: ``ArrowSlots/centerLine`` without the length table.
    ///
    /// It is the spine between the heads when the template has a spine, else midway between the
    /// outline's two sides, else the line between the tips (<doc:ArrowModel>). At rest,
    /// `DoubleArrow`'s runs from (30, 19) to (170, 19). An arrow with a ``style`` has the centre
    /// line its body is drawn along (the stroke, or the middle of the band).
    public var centerLine: BezierPath {
        ArrowSlots.path(of: centerCurves.curves)
    }

    /// The center line's cubics for the current tips, and the direction for a body of no length.
    ///
    /// A styled arrow's come from its body's route: the template's plan names elements of the
    /// template's own drawing, which a styled drawing does not have (its heads come first and
    /// its body is a band or a stroke of its kind).
    private var centerCurves: (curves: [CubicSegment], headDirection: Point) {
        guard let styledDrawing else {
            // The paths as drawn before a label's cut: the plan names their elements.
            return (template.centerPlan.curves(outline: labelCut?.outline ?? outline, spine: labelCut?.spine ?? spine,
                                               start: storedStart, end: storedEnd),
                    deformation.rotate((template.end.tip - template.start.tip).normalized))
        }
        let route = styledDrawing.route(start: storedStart, end: storedEnd, template: template)
        var line = BezierPath()
        route.drawCenterLine(into: &line)
        var curves: [CubicSegment] = []
        line.forEachSegment { curves.append($0.cubic) }
        return (curves, route.endDirection)
    }

    /// The point and tangent at a fraction of the body's length: `slots.slot(atFraction:)`.
    ///
    /// `slot(atFraction: 0.5).point` is the middle of the body: (100, 19) for `DoubleArrow` at rest.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's; clamped to
    ///   `0...1`, NaN taken as 0.
    /// - Returns: a finite point within 1e-6 of the body's length of the exact one, and the unit
    ///   tangent there.
    /// - Complexity: O(log n) when the arrow ``preparesSlots``; else it measures the body for
    ///   this one query (for several, take ``slots`` once).
    public func slot(atFraction fraction: Double) -> ArrowSlot {
        // Asked of the prepared slots in place (not copied out of the optional: no retains).
        preparedSlots?.slot(atFraction: fraction) ?? measuredSlots.slot(atFraction: fraction)
    }

    /// The point at a fraction of the body's length: `slots.point(atFraction:)`.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's; clamped to
    ///   `0...1`, NaN taken as 0.
    /// - Returns: a finite point within 1e-6 of the body's length of the exact one.
    /// - Complexity: O(log n) when the arrow ``preparesSlots``; else it measures the body for
    ///   this one query (for several, take ``slots`` once).
    public func point(atFraction fraction: Double) -> Point {
        // Asked of the prepared slots in place (not copied out of the optional: no retains).
        preparedSlots?.point(atFraction: fraction) ?? measuredSlots.point(atFraction: fraction)
    }

    /// The body's unit direction at a fraction of its length: `slots.tangent(atFraction:)`.
    ///
    /// - Parameter fraction: 0 is the start head's attachment, 1 the end head's; clamped to
    ///   `0...1`, NaN taken as 0.
    /// - Returns: a unit vector pointing towards the end head.
    /// - Complexity: O(log n) when the arrow ``preparesSlots``; else it measures the body for
    ///   this one query (for several, take ``slots`` once).
    public func tangent(atFraction fraction: Double) -> Point {
        // Asked of the prepared slots in place (not copied out of the optional: no retains).
        preparedSlots?.tangent(atFraction: fraction) ?? measuredSlots.tangent(atFraction: fraction)
    }
}
