extension Arrow {
    /// The heads, body and bend the arrow is drawn with, or `nil` while it is drawn as its
    /// template's own outline and spine, deformed by ``ArrowDeformation``. An arrow starts with
    /// its template's ``ArrowTemplate/style``.
    ///
    /// Setting a style redraws the arrow; setting `nil` goes back to the template's drawing.
    /// ``startHead``, ``endHead``, ``body`` and ``bend`` set one choice each, starting from
    /// ``ArrowTemplate/defaultStyle`` when the arrow has no style yet.
    ///
    /// - Complexity: O(elements of the heads), plus for a head whose spine must be filled (on a
    ///   template without a stroke) one stroke of that spine.
    public var style: ArrowStyle? {
        get { styled?.state.drawing.style }
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
        get { styled?.state.drawing.style.startHead ?? template.head(.start) }
        set { restyle { $0.startHead = newValue } }
    }

    /// The head at the end tip: the template's own head until one is set.
    public var endHead: ArrowHead {
        get { styled?.state.drawing.style.endHead ?? template.head(.end) }
        set { restyle { $0.endHead = newValue } }
    }

    /// The body's kind: ``ArrowBodyKind/curved`` (the template's own body) until one is set.
    public var body: ArrowBodyKind {
        get { styled?.state.drawing.style.body ?? .curved }
        set { restyle { $0.body = newValue } }
    }

    /// The bend handle (see ``ArrowStyle/bend``): 0 until one is set. A value that is not finite
    /// is ignored; a finite one is clamped to ``ArrowDeformation/coordinateLimit``.
    public var bend: Double {
        get { styled?.state.drawing.style.bend ?? 0 }
        set {
            guard newValue.isFinite else { return }
            restyle { $0.bend = ArrowStyle.clampedBend(newValue) }
        }
    }

    /// Where the bend handle is drawn for the current tips: the arc's midpoint, the elbow's
    /// middle segment's midpoint, else the body's midpoint; `nil` while the arrow has no style.
    public var bendHandle: Point? {
        guard let styling else { return nil }
        return handlePoint ?? styling.route(start: storedStart, end: storedEnd, template: template).handle
    }

    /// The bend that puts the bend handle at a point, for the current tips: for an
    /// ``ArrowBodyKind/arc`` body, the point's signed distance from the chord (along the normal
    /// ``ArrowStyle/bend`` is measured on); for an ``ArrowBodyKind/elbow`` body, how far the
    /// point lies from halfway between the tips along the elbow's main axis; else the current
    /// bend. What a drag of the handle sets.
    ///
    /// - Parameter point: where the handle should be; a point that is not finite gives the
    ///   current bend.
    public func bend(through point: Point) -> Double {
        guard point.isFinite else { return bend }
        let s = storedStart, e = storedEnd, mid = (s + e) / 2
        switch body {
        case .arc:
            let chord = e - s, length = chord.length
            guard length > 0 else { return bend }
            let d = chord / length
            return ArrowStyle.clampedBend((point - mid).dot(Point(-d.y, d.x)))
        case .elbow:
            return ArrowStyle.clampedBend(abs(e.x - s.x) >= abs(e.y - s.y) ? point.x - mid.x : point.y - mid.y)
        case .straight, .curved:
            return bend
        }
    }

    /// Keeps a new style's drawing, or none. A function of its own so that the styled state
    /// taken out of the arrow is released before the redraw, which finds it unique and so
    /// changes it in place.
    ///
    /// - Parameter kept: a style made ready for this template with the same heads, whose heads
    ///   the new drawing takes (see ``SharedStyles``); else they are taken from the old
    ///   drawing where it has the same, or made.
    private mutating func restyled(_ style: ArrowStyle?, headsOf kept: StyledDrawing.Fixed? = nil) {
        let box = takeUniqueStyled()
        // Not `style.map`: its closure would copy the template.
        guard let style else { return }
        // The template's own style is made ready once, in the template (`ArrowTemplate.Storage`).
        var kept = kept
        if kept == nil, let own = template.storage.styled, own.style == style { kept = own }
        if let box {
            let drawing = StyledDrawing(style: style, template: template, reusing: &box.state.drawing, headsOf: kept)
            box.state.drawing = drawing
            styled = box
        } else {
            styled = Styled(Styled.State(drawing: StyledDrawing(style: style, template: template,
                                                                headsOf: kept ?? template.storage.styled)))
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
        guard let box = takeUniqueStyled() else { return }
        let own = box.state.drawing.fixed
        box.state.drawing.fixed = StyledDrawing.Fixed.sharing(kept, style: own.style, template: template)
        if headTargets.paths === own.targets { headTargets.paths = box.state.drawing.fixed.targets }
        styled = box
    }

    /// Changes one choice of the style, starting from the template's default style.
    private mutating func restyle(_ change: (inout ArrowStyle) -> Void) {
        var s = styled?.state.drawing.style ?? template.defaultStyle
        change(&s)
        style = s
    }

    /// Draws the styled arrow for the current tips: the heads placed at their tips, then the
    /// body between their attachment points, into the outline and spine, with each element's
    /// part, and places the heads' tap targets (``headTargets``).
    ///
    /// - Returns: The tight bounds of the heads as drawn.
    mutating func rebuildStyled(_ state: inout Styled.State) -> HitBounds {
        let k = state.drawing.headShrink(start: storedStart, end: storedEnd)
        let route = state.drawing.route(start: storedStart, end: storedEnd, template: template, headShrink: k)
        outline.removeAll()
        spine.removeAll()
        let startPlacement = ArrowHead.placement(tip: storedStart, direction: route.startDirection * k)
        let endPlacement = ArrowHead.placement(tip: storedEnd, direction: route.endDirection * k)

        var startBounds = HitBounds.empty, endBounds = HitBounds.empty
        Self.append(state.drawing.startShape.outline, placed: startPlacement, to: &outline, bounds: &startBounds)
        Self.append(state.drawing.endShape.outline, placed: endPlacement, to: &outline, bounds: &endBounds)
        let oldBody = state.drawing.bodyElements
        if state.drawing.isStrokedBody {
            route.drawCenterLine(into: &spine)
            state.drawing.bodyElements = 0..<spine.elements.count
        } else {
            let first = outline.elements.count
            // A label's cut pairs the band's sides segment for segment.
            route.drawOutline(width: state.drawing.drawnBodyWidth, pairsSides: storedLabel != nil, into: &outline)
            state.drawing.bodyElements = first..<outline.elements.count
        }
        Self.append(state.drawing.startShape.spine, placed: startPlacement, to: &spine, bounds: &startBounds)
        Self.append(state.drawing.endShape.spine, placed: endPlacement, to: &spine, bounds: &endBounds)
        // The parts follow from the heads' element counts, fixed for the drawing, and the
        // body's: they are written again only when the body's elements change (an arc that
        // straightens, an elbow that loses a corner), not at every tip move.
        if state.drawing.bodyElements != oldBody || state.drawing.outlineParts.count != outline.elements.count
            || state.drawing.spineParts.count != spine.elements.count {
            state.drawing.writeParts(outlineCount: outline.elements.count, spineCount: spine.elements.count)
        }
        state.handlePoint = state.drawing.style.body == .arc || state.drawing.style.body == .elbow ? route.handle : nil
        state.headFrames = PlacedHeadFrames(startTip: storedStart, startDirection: route.startDirection,
                                            endTip: storedEnd, endDirection: route.endDirection,
                                            startFrame: state.drawing.startHead.frame.scaled(by: k),
                                            endFrame: state.drawing.endHead.frame.scaled(by: k))
        // The targets are placed with their scale (the drawn scale for a head's own target, at
        // its own size) times the shrink.
        if let start = HeadPlacement(tip: storedStart, axis: route.startDirection * (k * state.drawing.startHead.targetScale),
                                     bounds: startBounds),
           let end = HeadPlacement(tip: storedEnd, axis: route.endDirection * (k * state.drawing.endHead.targetScale),
                                   bounds: endBounds) {
            if headTargets.paths !== state.drawing.fixed.targets { headTargets.paths = state.drawing.fixed.targets }
            headTargets.start = start
            headTargets.end = end
            headTargets.isPlaced = true
        }
        return startBounds.union(endBounds)
    }

    /// The elements of the drawn outline and spine (a label's cut included) that the arrow's
    /// own prepared path holds: all of them, or with the heads' tap targets placed
    /// (``headTargets``) the body, and the bridges (see ``HeadShape``) that a head's target does
    /// not hold (see ``StyledHead/target``). The outline holds the start head, the end head, then the body; the
    /// spine the body, then the start head and the end head; a cut changes only the body.
    func preparedRanges(_ drawing: borrowing StyledDrawing) -> (outline: PreparedPath.ElementRanges, spine: PreparedPath.ElementRanges) {
        guard headTargets.isPlaced else { return (PreparedPath.all(outline), PreparedPath.all(spine)) }
        let start = drawing.startHead, end = drawing.endHead
        let startEnd = start.shape.outline.elements.count, endEnd = startEnd + end.shape.outline.elements.count
        let outlineRanges = (start.targetOutlineCount..<startEnd, startEnd + end.targetOutlineCount..<endEnd,
                             endEnd..<outline.elements.count)
        let count = spine.elements.count
        let body = count - start.shape.spine.elements.count - end.shape.spine.elements.count
        let startSpineEnd = body + start.shape.spine.elements.count
        let spineRanges = (0..<body, body + start.targetSpineCount..<startSpineEnd,
                           startSpineEnd + end.targetSpineCount..<count)
        return (outlineRanges, spineRanges)
    }

    /// Appends a head's path, turned and moved by its placement, element for element, and
    /// grows `bounds` to hold it (tightly: the head's target is not prepared in the arrow's
    /// coordinates, whose pieces would give its bounds).
    static func append(_ path: BezierPath, placed t: Transform2D, to out: inout BezierPath, bounds: inout HitBounds) {
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            let placed = element.transformed(by: t)
            out.append(placed)
            bounds.grow(placed, from: &current, start: &start)
        }
    }
}

extension ArrowTemplate {
    /// The style an arrow of this template starts from when one of its choices is set: the
    /// template's ``style`` if it has one, else its own heads (``head(_:)``), a
    /// ``ArrowBodyKind/curved`` body and no bend.
    public var defaultStyle: ArrowStyle {
        style ?? ArrowStyle(startHead: head(.start), endHead: head(.end), body: .curved)
    }

    /// Draws the arrow for a pair of tips with a style (the outline, then the spine), as an
    /// ``Arrow`` of this template with that ``Arrow/style`` draws it, to the last bit.
    ///
    /// What generated code calls for a template that names its heads, and for heads or a body
    /// other than the template's own. Tips that are not finite are the template's, as an arrow
    /// keeps them.
    ///
    /// - Complexity: O(elements). Allocates nothing (beyond what the builder stores) for no
    ///   style or the template's own (made ready in the template); another style with the same
    ///   heads makes one small object, and other heads are made ready for the template first.
    ///
    /// - Parameters:
    ///   - start: The start tip.
    ///   - end: The end tip.
    ///   - style: The heads and body; `nil` draws the template's own outline and spine.
    ///   - builder: Receives the outline, then the spine.
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    public func build<B: PathBuilder>(start: Point, end: Point, style: ArrowStyle?, into builder: inout B) {
        let s = Arrow.kept(start, else: self.start.tip), e = Arrow.kept(end, else: self.end.tip)
        guard let style else { return buildDeformed(start: s, end: e, into: &builder) }
        // The template's own style is made ready in it; another is made here.
        let drawing = storage.styled.map { StyledDrawing(fixed: StyledDrawing.Fixed.sharing($0, style: style, template: self)) }
            ?? StyledDrawing(style: style, template: self)
        drawing.draw(start: s, end: e, template: self, into: &builder)
    }
}

/// A style made ready for one template: the heads' shapes as this template draws them, the body's
/// width, and the part of every drawn element (rebuilt with the paths, reusing its storage).
struct StyledDrawing: Sendable {
    /// What does not change with the tips (the style, its heads and shapes as this template
    /// draws them, the body's widths), behind one reference: a drag update moves the drawing
    /// out of the arrow and back, which would otherwise copy it all (about a kilobyte) twice.
    final class Fixed: Sendable {
        let style: ArrowStyle
        let startHead: StyledHead, endHead: StyledHead
        let isStrokedBody: Bool
        let width: Double
        /// The heads' tap targets, in head coordinates at their own size.
        let targets: PlacedHeadTargets.Paths

        /// `kept` itself for its own style, else the fixed part of `style` made with `kept`'s
        /// heads, where they are the same.
        static func sharing(_ kept: Fixed, style: ArrowStyle, template: borrowing ArrowTemplate) -> Fixed {
            kept.style == style ? kept : Fixed(style: style, template: template, reusing: kept)
        }

        /// The fixed part of a style on a template; what depends only on a head (and the
        /// template) is taken from `old`, the same template's drawing of another style, where
        /// that style has the same head at the same end.
        init(style: ArrowStyle, template: borrowing ArrowTemplate, reusing old: Fixed?) {
            self.style = style
            isStrokedBody = !template.spine.isEmpty
            width = template.styledBodyWidth
            let keepsStart = old?.style.startHead == style.startHead, keepsEnd = old?.style.endHead == style.endHead
            startHead = keepsStart ? old!.startHead : StyledHead(style.startHead, on: template)
            endHead = keepsEnd ? old!.endHead : StyledHead(style.endHead, on: template)
            targets = keepsStart && keepsEnd ? old!.targets : PlacedHeadTargets.Paths(start: startHead.target, end: endHead.target)
        }
    }

    /// The part of the drawing that does not change with the tips (another drawing's, equal,
    /// when they share it: see ``SharedStyles``).
    var fixed: Fixed
    /// The style.
    var style: ArrowStyle { fixed.style }
    /// The start head as drawn on this template.
    var startHead: StyledHead { fixed.startHead }
    /// The same for the end head.
    var endHead: StyledHead { fixed.endHead }
    /// The heads' outline and spine in head coordinates, as drawn on this template.
    var startShape: HeadShape { fixed.startHead.shape }
    /// The same for the end head.
    var endShape: HeadShape { fixed.endHead.shape }
    /// Whether the body is a stroke (the template has a spine) rather than a filled band.
    var isStrokedBody: Bool { fixed.isStrokedBody }
    /// The width the body is drawn at: the stroke's, or the filled band's
    /// (`ArrowTemplate.styledBodyWidth`).
    var drawnBodyWidth: Double { fixed.width }
    /// The part of every element of the drawn outline and spine.
    var outlineParts: [PathLabel] = [], spineParts: [PathLabel] = []
    /// The body's elements in the drawn spine (a stroked body) or outline (a band).
    var bodyElements = 0..<0

    /// A drawing of a style made ready (``fixed``), before its first drawing.
    init(fixed: Fixed) { self.fixed = fixed }

    /// Prepares a style for a template, with the heads of `kept` (a style made ready for the
    /// same template) where they are the same.
    init(style: ArrowStyle, template: ArrowTemplate, headsOf kept: Fixed? = nil) {
        fixed = kept.map { Fixed.sharing($0, style: style, template: template) }
            ?? Fixed(style: style, template: template, reusing: nil)
    }

    /// Prepares a style for a template, taking what it can from the drawing of another style on
    /// the same template: its heads where they are the same (or `kept`'s, when given), and its
    /// part arrays' storage.
    init(style: ArrowStyle, template: borrowing ArrowTemplate, reusing old: inout StyledDrawing,
         headsOf kept: Fixed? = nil) {
        fixed = kept.map { Fixed.sharing($0, style: style, template: template) }
            ?? Fixed(style: style, template: template, reusing: old.fixed)
        swap(&outlineParts, &old.outlineParts)
        swap(&spineParts, &old.spineParts)
        // Another style's parts: written again by the first drawing.
        outlineParts.removeAll(keepingCapacity: true)
        spineParts.removeAll(keepingCapacity: true)
    }

    /// Writes the part of every drawn element: the outline holds the start head, the end head,
    /// then a band body (``bodyElements``); the spine a stroked body, then the start head and
    /// the end head.
    ///
    /// - Parameters:
    ///   - outlineCount: The drawn outline's element count.
    ///   - spineCount: The drawn spine's element count.
    mutating func writeParts(outlineCount: Int, spineCount: Int) {
        outlineParts.removeAll(keepingCapacity: true)
        spineParts.removeAll(keepingCapacity: true)
        let startOutline = startShape.outline.elements.count
        outlineParts.append(part: .startHead, upTo: startOutline)
        outlineParts.append(part: .endHead, upTo: startOutline + endShape.outline.elements.count)
        outlineParts.append(part: .body, upTo: outlineCount)
        let startSpineEnd = (isStrokedBody ? bodyElements.count : 0) + startShape.spine.elements.count
        spineParts.append(part: .body, upTo: isStrokedBody ? bodyElements.count : 0)
        spineParts.append(part: .startHead, upTo: startSpineEnd)
        spineParts.append(part: .endHead, upTo: spineCount)
    }

    /// Draws the arrow for a pair of tips (clamped and finite, as an arrow keeps them) into one
    /// builder, the outline then the spine, as ``Arrow/rebuildStyled(_:)`` draws an arrow with
    /// this drawing and no label, to the last bit: the heads' outlines, the body (a band, or a
    /// stroked centre line), the heads' spines. Allocates nothing (what the builder stores aside).
    func draw<B: PathBuilder>(start s: Point, end e: Point, template: ArrowTemplate, into b: inout B) {
        let k = headShrink(start: s, end: e)
        let route = route(start: s, end: e, template: template, headShrink: k)
        let startPlacement = ArrowHead.placement(tip: s, direction: route.startDirection * k)
        let endPlacement = ArrowHead.placement(tip: e, direction: route.endDirection * k)
        Self.draw(startShape.outline, placed: startPlacement, into: &b)
        Self.draw(endShape.outline, placed: endPlacement, into: &b)
        if isStrokedBody {
            route.drawCenterLine(into: &b)
        } else {
            route.drawOutline(width: drawnBodyWidth, pairsSides: false, into: &b)
        }
        Self.draw(startShape.spine, placed: startPlacement, into: &b)
        Self.draw(endShape.spine, placed: endPlacement, into: &b)
    }

    /// Draws a head's path turned and moved by its placement, element for element (as
    /// ``Arrow/append(_:placed:to:bounds:)`` appends it).
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    private static func draw<B: PathBuilder>(_ path: BezierPath, placed t: Transform2D, into b: inout B) {
        for element in path.elements {
            switch element.transformed(by: t) {
            case .move(let p): b.move(to: p)
            case .line(let p): b.line(to: p)
            case .quad(let p, let c): b.quad(to: p, control: c)
            case .cubic(let p, let c1, let c2): b.cubic(to: p, control1: c1, control2: c2)
            case .close: b.close()
            }
        }
    }

    /// The body's centre line and the heads' directions for a pair of tips.
    ///
    /// The heads' attachments are scaled down together when the tips are closer than the two
    /// attachments are long, so the body shrinks to nothing instead of running backwards
    /// through the heads.
    ///
    /// - Parameter headShrink: ``headShrink(start:end:)`` for these tips, when the caller has it
    ///   already.
    func route(start s: Point, end e: Point, template: ArrowTemplate, headShrink k: Double? = nil) -> BodyRoute {
        let k = k ?? headShrink(start: s, end: e)
        var startTrim = startHead.attachment * k, endTrim = endHead.attachment * k
        let distance = (e - s).length, reach = startTrim + endTrim
        if reach > distance {
            let k = reach > 0 ? distance / reach : 0
            startTrim *= k
            endTrim *= k
        }
        switch style.body {
        case .straight:
            return .straight(start: s, end: e, startTrim: startTrim, endTrim: endTrim)
        case .curved:
            // The heads keep the template's rest direction (or turn with the tips under
            // `follow`) and the body's handles follow them: PaintCode's S.
            var axis = (template.end.tip - template.start.tip).normalized
            if distance > 0 {
                let d = (e - s) / distance
                axis = template.orientation == .follow
                    ? d : Self.untwisted(axis, chord: d, length: max(distance - startTrim - endTrim, 0),
                                         width: drawnBodyWidth)
            }
            return .curved(start: s, end: e, startHeading: -axis, endHeading: axis,
                           startTrim: startTrim, endTrim: endTrim)
        case .arc:
            return .arc(start: s, end: e, bend: style.bend, startTrim: startTrim, endTrim: endTrim)
        case .elbow:
            return .elbow(start: s, end: e, offset: style.bend, startTrim: startTrim, endTrim: endTrim,
                          cornerRadius: style.cornerRadius, width: drawnBodyWidth)
        }
    }
}

extension ArrowTemplate {
    /// The width a styled arrow's body is drawn at: a stroke of ``lineWidth`` on a template with
    /// a spine, else a filled band of ``bodyWidth``.
    package var styledBodyWidth: Double { spine.isEmpty ? bodyWidth : lineWidth }
}

extension StyledDrawing {
    /// The factor the heads are drawn at for a pair of tips: 1, or with
    /// ``ArrowStyle/shrinksHeads`` set, what brings the heads' reach back from their tips
    /// (`-frame.minX` each) down to half the tips' distance when it is longer.
    func headShrink(start s: Point, end e: Point) -> Double {
        guard style.shrinksHeads else { return 1 }
        let reach = max(-startHead.frame.minX, 0) + max(-endHead.frame.minX, 0)
        let half = (e - s).length / 2
        guard reach > half, reach > 0, half.isFinite else { return 1 }
        return half / reach
    }

    /// The anti-twist rule of a curved body: the direction the heads point in, turned towards
    /// the chord as far as needed for the S between them to stay unfolded.
    ///
    /// The S of a curved body is the cubic whose handles, a third of the chord long, point along
    /// the heads' common direction `axis`, at an angle `a` from the chord. Its centre line never
    /// crosses itself while `a` is at most a right angle (its control points then progress
    /// along the bisector of the chord and `axis`), so a head never points more than a right
    /// angle away from the chord. And its band of width `w` keeps both sides unfolded while the
    /// centre line's tightest radius of curvature stays above `w / 2`: that radius, for a chord
    /// of length `L`, is at least `0.112 · L / a` (sampled over `a` in (0, π/2]: the product
    /// `radius · a / L` falls from 0.167 at small angles to 0.112 at a right angle), so the
    /// angle is held to `0.112 · L / (0.6 · w)`, with a fifth to spare.
    ///
    /// - Parameters:
    ///   - axis: the template's rest direction, a unit vector.
    ///   - d: the chord's direction, a unit vector.
    ///   - length: the chord's length.
    ///   - width: the body's drawn width.
    /// - Returns: `axis`, or the unit vector at the largest allowed angle from `d` on `axis`'s side.
    static func untwisted(_ axis: Point, chord d: Point, length: Double, width: Double) -> Point {
        let limit = min(Double.pi / 2, width > 0 ? 0.112 * length / (0.6 * width) : .infinity)
        let angle = atan2(d.cross(axis), d.dot(axis))
        guard abs(angle) > limit else { return axis }
        let turn = angle < 0 ? -limit : limit
        let c = cos(turn), s = sin(turn)
        return Point(c * d.x - s * d.y, s * d.x + c * d.y)
    }
}

/// A style's head as one template draws it: at the size it is drawn on the template's body
/// (``ArrowHead/scale(forBodyWidth:)``), and its tap target.
struct StyledHead: Sendable {
    /// How much larger than its own size the head is drawn.
    let scale: Double
    /// How far back from the tip the body stops, at the drawn size.
    let attachment: Double
    /// The head's frame at the drawn size, in head coordinates.
    let frame: Rect
    /// The outline and spine as drawn, in head coordinates.
    let shape: HeadShape
    /// The head's tap target as this template draws it, in head coordinates: the head's own (see
    /// ``ArrowHead/TapTargets``), at its own size; or, for a head with a bridge in its outline
    /// (a band body's, see ``HeadShape``), its drawn shape with the bridge, prepared when the
    /// style is made.
    ///
    /// A bridge is rigid with its head, but depends on the template's width, so the head's own
    /// target cannot hold it. Prepared with the body instead, at every tip move, a band's bridge
    /// cost a `DoubleArrow` drag update with a dot some 1,050 instructions of 10,450 (a subpath
    /// of its own, four edges); prepared here, once a style, it costs a swap some 300
    /// instructions of 19,200, averaged over the catalog's heads. A stroked body's bridge (one line
    /// of the spine) stays with the body: it runs along the body's end, equally near a touch
    /// there, and the body, drawn before it in the spine, wins that tie, so that the bend
    /// handle (which wins over the body, never over a head) can be grabbed there as before; an
    /// outline's bridge is drawn before the body, and a head wins ties as it did.
    let target: PreparedPath
    /// The scale the target is placed with: ``scale`` for the head's own, 1 for the drawn shape.
    let targetScale: Double
    /// How many of the shape's outline and spine elements the target holds: the head's own
    /// (``HeadShape/ownOutlineCount``, ``HeadShape/ownSpineCount``), or all, an outline's
    /// bridge with them (a template with an outline bridge has no spine bridge); the arrow's
    /// own prepared path holds the rest.
    let targetOutlineCount: Int, targetSpineCount: Int

    /// A head as a template draws it.
    init(_ head: ArrowHead, on template: borrowing ArrowTemplate) {
        let s = head.scale(forBodyWidth: template.styledBodyWidth)
        scale = s
        attachment = head.attachment * s
        frame = head.frame.scaled(by: s)
        let shape = HeadShape(head, scale: s, on: template)
        self.shape = shape
        if shape.ownOutlineCount < shape.outline.elements.count {
            var drawn = PreparedPath()
            drawn.update(outline: shape.outline, [], spine: shape.spine, [], fillRule: .nonZero)
            target = drawn
            targetScale = 1
            targetOutlineCount = shape.outline.elements.count
            targetSpineCount = shape.spine.elements.count
        } else {
            target = head.tapTargets.target(filled: head.isFilled(on: template))
            targetScale = s
            targetOutlineCount = shape.ownOutlineCount
            targetSpineCount = shape.ownSpineCount
        }
    }
}

/// A head's outline and spine as one template draws them.
///
/// - On a template without a stroke (a filled arrow), the head's spine is filled as stroked at
///   the head's own line width (`ArrowHead.filledOutline`), so that an outlined head still shows.
/// - Where the body would stop flat at a pointed back (a diamond's, an inverted triangle's, a
///   dot's) and leave a wedge of background at each of its corners, a bridge as wide as the
///   body runs from the body's end on into the head, to where the head's fill covers the body's
///   width (`ArrowHead.bodyStop(halfWidth:)`): a line of the spine on a stroked template, a
///   rectangle of the outline on a filled one (non-zero fill only: under even-odd the overlap
///   would cut a hole). It belongs to the head, inside which it is hidden.
struct HeadShape: Sendable {
    /// The filled shape, in head coordinates.
    let outline: BezierPath
    /// The stroked shape, in head coordinates.
    let spine: BezierPath
    /// How many of the outline's and spine's elements are the head's own shape (the head's
    /// tap target, ``ArrowHead/TapTargets``); the bridge follows them.
    let ownOutlineCount: Int, ownSpineCount: Int

    /// The head as drawn on a template, `scale` times its own size (about its tip: its line
    /// width and attachment too, so the filled outline, a stroke scaled with its width, scales
    /// too).
    init(_ head: ArrowHead, scale s: Double, on template: borrowing ArrowTemplate) {
        var outline = head.outline, spine = head.spine
        if head.isFilled(on: template) {
            outline = head.filledOutline
            spine = BezierPath()
        }
        if s != 1 {
            let t = Transform2D(scaleX: s, y: s)
            outline = outline.transformed(by: t)
            spine = spine.transformed(by: t)
        }
        ownOutlineCount = outline.elements.count
        ownSpineCount = spine.elements.count
        let halfWidth = template.styledBodyWidth / 2
        if let stop = head.bodyStop(halfWidth: halfWidth, scale: s) {
            // The bridge starts half a half width behind the attachment, inside the body's end:
            // an arc body meets its head at a small angle (its end is square to the arc, the head
            // points along the chord from its tip), which would otherwise leave a sliver.
            let back = -head.attachment * s - halfWidth / 2, front = -stop
            if !template.spine.isEmpty {
                spine.move(to: Point(back, 0))
                spine.line(to: Point(front, 0))
            } else if template.fillRule == .nonZero {
                var bridge = BezierPath()
                bridge.move(to: Point(back, -halfWidth))
                bridge.line(to: Point(front, -halfWidth))
                bridge.line(to: Point(front, halfWidth))
                bridge.line(to: Point(back, halfWidth))
                bridge.close()
                outline.append(ArrowHead.positivelyWound(bridge))
            }
        }
        self.outline = outline
        self.spine = spine
    }
}

extension [PathLabel] {
    /// Appends `part` until the array counts `count` elements.
    mutating func append(part: PathLabel, upTo count: Int) {
        while self.count < count { append(part) }
    }
}
