/// What of a connected arrow's body decides its approach (``ConnectorSolver``): the body kind and
/// state, and for a curved body the template whose rest direction its heads keep and the width
/// its anti-twist rule reads.
package struct ConnectorBody: Sendable {
    /// The body's kind.
    package var kind: ArrowBodyKind
    /// The body's state: an arc's bend.
    package var state: ArrowBodyState
    /// The arrow's template, for a curved body's rest direction and orientation; without one a
    /// curved body's approach is its chord.
    package var template: ArrowTemplate?
    /// The body's drawn width (a curved body's anti-twist rule reads it).
    package var width: Double

    /// A body described by its parts.
    package init(kind: ArrowBodyKind = .straight, state: ArrowBodyState = ArrowBodyState(),
                 template: ArrowTemplate? = nil, width: Double = 0) {
        self.kind = kind
        self.state = state
        self.template = template
        self.width = width
    }

    /// An arrow's body: its style's kind and state, its template, its drawn width; an arrow
    /// without a style is deformed from its template along the line between its tips, and
    /// approaches as a straight body.
    package init(_ arrow: Arrow) {
        let style = arrow.style
        self.init(kind: style?.body ?? .straight, state: style?.bodyState ?? ArrowBodyState(),
                  template: arrow.template, width: arrow.styledDrawing?.drawnBodyWidth ?? 0)
    }

    /// Whether the approach is the straight line between the tips (straight and elbow bodies).
    var isStraight: Bool { Self.isStraight(kind) }

    /// Whether the body of an arrow drawn as `drawing` (``init(_:)``) approaches along the
    /// straight line: a scene solving a straight arrow reads its drawing alone (the arrow passed
    /// whole would be copied) and makes no body (a copy of its state and template).
    static func isStraight(_ drawing: ArrowDrawing) -> Bool {
        guard case .headsAndBody(let box) = drawing else { return true }
        return isStraight(box.state.drawing.style.body)
    }

    /// Whether a body kind's approach is the straight line between the tips.
    static func isStraight(_ kind: ArrowBodyKind) -> Bool { kind == .straight || kind == .elbow }

    /// The approach from `a` to `b`: the body's centre line with its tips there, untrimmed (a
    /// straight line for straight and elbow bodies, whose heads point along the line between the
    /// tips or along an axis, the route itself for arc and curved bodies).
    func approach(from a: Point, to b: Point) -> [CubicSegment] {
        let route: BodyRoute
        switch kind {
        case .straight, .elbow:
            return [CubicSegment(line: a, b)]
        case .arc:
            route = .arc(start: a, end: b, bend: state.bend, startTrim: 0, endTrim: 0)
        case .curved:
            if let template {
                route = kind.route(start: a, end: b, startTrim: 0, endTrim: 0, state: state, cornerRadius: 0,
                                   template: template, width: width)
            } else {
                route = .curved(start: a, end: b, startHeading: .zero, endHeading: .zero, startTrim: 0, endTrim: 0)
            }
        }
        var line = BezierPath()
        route.drawCenterLine(into: &line)
        var curves: [CubicSegment] = []
        line.forEachSegment { curves.append($0.cubic) }
        return curves.isEmpty ? [CubicSegment(line: a, b)] : curves
    }
}
