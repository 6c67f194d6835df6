/// A draggable arrow: a template plus its current start and end tips, with the drawn shape kept
/// up to date.
///
/// The outline and spine are recomputed from the tips by the template's attachment rules
/// (``ArrowTemplate/build(start:end:into:)`` and ``ArrowDeformation``) whenever a tip changes,
/// in every orientation and handle policy, and stored, so reading ``outline``, ``spine``,
/// ``path`` and ``bounds`` costs nothing. The same update prepares the tap target for hit
/// testing: the curves cut into short monotone pieces with the bands that hold them, grouped
/// under a few boxes, so that ``hitTest(_:insetBy:)`` never splits a curve. The rebuild reuses
/// the storage: once an arrow has been built, moving a tip allocates nothing (as long as the
/// storage is not shared with a copy of the arrow or of its paths).
///
/// ## Rigid heads
/// Every point of a head (a template point inside a head frame) moves rigidly with its tip: it
/// is translated, and turned under ``ArrowOrientation/follow``, never scaled or sheared.
///
/// ## Tips that are not finite
/// No NaN or infinity ever reaches the drawn paths. The setters ignore a tip that is not finite (the tip
/// keeps its previous value), ``init(template:start:end:)`` fails for one, and finite tips beyond
/// ``ArrowDeformation/coordinateLimit`` (1e12, far beyond any screen) are clamped to it, so the
/// stored tips are always the ones the paths were drawn for. ``acceptedTip(_:)`` tells what a
/// point given becomes, before or after the fact.
///
/// ## Tips close together
/// Tips closer than the heads are long (``ArrowTemplate/headLength``, measured along the tip-to-tip
/// direction under ``ArrowOrientation/follow`` and along the rest direction under
/// ``ArrowOrientation/fixed``) still give a defined, finite shape: the heads keep their size and
/// simply overlap (for coincident tips under `fixed` they are drawn on top of each other; under
/// `follow` a zero-length tip-to-tip axis keeps the rest direction). Under
/// ``HandlePolicy/scaled`` the body handles collapse to their anchors (scale 0), so the body
/// becomes straight lines between the heads rather than loops; under ``HandlePolicy/rigid`` the
/// handles keep their length and the body may loop, as PaintCode's arrow does.
public struct Arrow: Sendable {
    // Stored properties in the order a hit test reads them, so that in a scene's array the
    // hot ones share a few consecutive cache lines: the bounds and the prepared shape first,
    // the template (read only when the tips move) last.

    /// The tight bounds of the outline and spine together (from curve extrema, not control
    /// points); the stroke of a spine or outline reaches half the line width further.
    public private(set) var bounds: Rect

    /// The outline and spine prepared for hit testing, rebuilt with them; on a styled arrow
    /// with ``headTargets``, the body (and the bridges to the heads) alone.
    var preparedPath = PreparedPath()
    /// A styled arrow's heads' tap targets placed at the tips (the heads are prepared once, when
    /// they are made); not placed when ``preparedPath`` holds the whole drawing. Kept inline
    /// rather than in the heads and body (``drawing``): a hit test reads them in place, where a copy out of a class
    /// (which another reference could change during the query) retains their paths.
    var headTargets = PlacedHeadTargets()
    /// How the arrow is drawn: its template deformed (most arrows), or heads and a body
    /// (``ArrowDrawing``).
    var drawing = ArrowDrawing.template

    /// The start tip as stored: finite and within ``ArrowDeformation/coordinateLimit``.
    @usableFromInline var storedStart: Point
    /// The end tip as stored.
    @usableFromInline var storedEnd: Point

    /// The outline for the current tips: the closed shape, filled with the template's
    /// ``ArrowTemplate/fillRule`` when drawn. Empty when the template has only a spine.
    public internal(set) var outline: BezierPath

    /// The spine for the current tips: an open path stroked at the template's
    /// ``ArrowTemplate/lineWidth``. Empty when the template has only an outline.
    public internal(set) var spine: BezierPath

    /// For every element of ``outline``, which part its end point belongs to at rest: the head
    /// whose frame holds it, or the body (a close takes its subpath's start). The template's,
    /// shared by its arrows.
    var outlineLabels: [PathLabel] { labelCut?.outlineLabels ?? drawing.headsAndBody?.state.drawing.outlineLabels ?? template.outlineLabels }
    /// The same for ``spine``.
    var spineLabels: [PathLabel] { labelCut?.spineLabels ?? drawing.headsAndBody?.state.drawing.spineLabels ?? template.spineLabels }

    /// The template the arrow is drawn from.
    public let template: ArrowTemplate

    /// Whether every tip change measures the body for slots (``preparesSlots``).
    var storedPreparesSlots = false
    /// The label and the prepared slots, or `nil` for an arrow with neither (most arrows).
    var extras: Extras?

    /// What a label and prepared slots add to an arrow, behind one reference: most arrows have
    /// neither, and a scene holds many arrows, so they cost an arrow one word instead of some
    /// 280 bytes inline (a label's drawing allocates anyway). Never changed once made: setting
    /// one of the arrow's properties below makes a new one.
    final class Extras: Sendable {
        let label: ArrowLabel?, labelBox: Rect?, labelCut: LabelCut?, slots: ArrowSlots?

        init(label: ArrowLabel?, labelBox: Rect?, labelCut: LabelCut?, slots: ArrowSlots?) {
            self.label = label
            self.labelBox = labelBox
            self.labelCut = labelCut
            self.slots = slots
        }
    }

    /// The heads and body, made this arrow's own (copied when another arrow shares them), or
    /// `nil` for the template's drawing. Taken out of the arrow, so that the arrow's own methods
    /// may run while they change.
    mutating func takeUniqueHeadsAndBody() -> ArrowDrawing.HeadsAndBody? {
        // A swap, then the case bound and the taken value dropped, so that the bound reference
        // is the only one this arrow holds when the check below looks.
        var taken = ArrowDrawing.template
        swap(&taken, &drawing)
        guard case .headsAndBody(var box) = taken else { return nil }
        taken = .template
        if !isKnownUniquelyReferenced(&box) { box = ArrowDrawing.HeadsAndBody(box.state) }
        return box
    }

    /// The style (``style``) made ready for the template, or `nil` (a copy: not for hot paths).
    var styledDrawing: StyledDrawing? { drawing.headsAndBody?.state.drawing }
    /// Where the body's handles are (``ArrowDrawing/HeadsAndBody/State/handles``): none for the
    /// template's drawing.
    @usableFromInline var handlePoints: [Point] { drawing.headsAndBody?.state.handles ?? [] }
    /// The heads' frames as placed (``ArrowDrawing/HeadsAndBody/State/headFrames``), or `nil`.
    var headFrames: PlacedHeadFrames? { drawing.headsAndBody?.state.headFrames }

    /// Keeps the given extras, or none when all are `nil`.
    mutating func setExtras(label: ArrowLabel?, labelBox: Rect?, labelCut: LabelCut?, slots: ArrowSlots?) {
        guard label != nil || labelBox != nil || labelCut != nil || slots != nil else {
            extras = nil
            return
        }
        extras = Extras(label: label, labelBox: labelBox, labelCut: labelCut, slots: slots)
    }

    /// The label's box for the current tips (``labelFrame``), or `nil` without a label.
    @usableFromInline var labelBox: Rect? {
        get { extras?.labelBox }
        set { setExtras(label: storedLabel, labelBox: newValue, labelCut: labelCut, slots: preparedSlots) }
    }
    /// The label (``label``).
    var storedLabel: ArrowLabel? {
        get { extras?.label }
        set { setExtras(label: newValue, labelBox: labelBox, labelCut: labelCut, slots: preparedSlots) }
    }
    /// The body as drawn before the label's cut, with what the cut removed, or `nil` while
    /// nothing is cut (no label, or a body that misses its box).
    var labelCut: LabelCut? {
        get { extras?.labelCut }
        set { setExtras(label: storedLabel, labelBox: labelBox, labelCut: newValue, slots: preparedSlots) }
    }
    /// The body measured for slots at the last tip change, or `nil`: kept when the arrow
    /// ``preparesSlots`` or has a label (whose place is measured anyway).
    var preparedSlots: ArrowSlots? {
        get { extras?.slots }
        set { setExtras(label: storedLabel, labelBox: labelBox, labelCut: labelCut, slots: newValue) }
    }

    /// Creates an arrow at the template's rest tips, drawn with the template's ``ArrowTemplate/style``
    /// when it has one, else as its own outline and spine.
    ///
    /// - Parameter template: the arrow's template.
    public init(template: ArrowTemplate) {
        self.template = template
        storedStart = template.start.tip
        storedEnd = template.end.tip
        outline = BezierPath()
        outline.reserveCapacity(template.attachedOutline.count)
        spine = BezierPath()
        spine.reserveCapacity(template.attachedSpine.count)
        bounds = .null
        if let fixed = template.storage.styled {
            drawing = .headsAndBody(ArrowDrawing.HeadsAndBody(.init(drawing: StyledDrawing(fixed: fixed))))
        }
        rebuild()
    }

    /// An arrow of a template drawn with a style at a pair of tips (each not finite keeps the
    /// template's, as ``setTips(start:end:)`` keeps the current one), drawn once: the arrow that
    /// ``init(template:)``, then ``style``, then ``setTips(start:end:)`` make, to the last bit.
    /// The template's own style is its made-ready one; another is made with its heads where
    /// they are the same.
    init(template: ArrowTemplate, start: Point, end: Point, style: ArrowStyle?) {
        self.template = template
        storedStart = Arrow.kept(start, else: template.start.tip)
        storedEnd = Arrow.kept(end, else: template.end.tip)
        outline = BezierPath()
        spine = BezierPath()
        bounds = .null
        if let style {
            drawing = .headsAndBody(ArrowDrawing.HeadsAndBody(.init(drawing: StyledDrawing(style: style, template: template,
                                                                                      headsOf: template.storage.styled))))
        } else {
            outline.reserveCapacity(template.attachedOutline.count)
            spine.reserveCapacity(template.attachedSpine.count)
        }
        rebuild()
    }

    /// Creates an arrow with its tips at the given points.
    ///
    /// - Parameters:
    ///   - template: the arrow's template.
    ///   - start: the start tip.
    ///   - end: the end tip.
    /// - Returns: `nil` when a tip is not finite (NaN or infinite): such an arrow has no shape.
    ///   Finite tips beyond ``ArrowDeformation/coordinateLimit`` are clamped to it.
    public init?(template: ArrowTemplate, start: Point, end: Point) {
        guard start.isFinite, end.isFinite else { return nil }
        self.init(template: template)
        setTips(start: start, end: end)
    }

    /// The same tips drawn with another template (heads, body, options), as when a view's
    /// template changes under an arrow the user has already dragged.
    ///
    /// - Parameter template: the new template.
    /// - Returns: an arrow of `template` with this arrow's tips, ``style`` (the heads and body
    ///   chosen for it, if any), ``label`` and ``preparesSlots``.
    @usableFromInline package func withTemplate(_ template: ArrowTemplate) -> Arrow {
        // An arrow's tips are always finite, so the failable initialiser cannot fail here.
        var arrow = Arrow(template: template, start: storedStart, end: storedEnd) ?? Arrow(template: template)
        if let style { arrow.style = style }
        if let label { arrow.label = label }
        arrow.preparesSlots = preparesSlots
        return arrow
    }

    /// The start tip.
    ///
    /// Setting it redraws ``outline`` and ``spine`` and updates ``bounds``. A value that is not finite is ignored;
    /// a finite one beyond ``ArrowDeformation/coordinateLimit`` is clamped.
    ///
    /// - Complexity: O(template elements), allocation-free once built.
    public var start: Point {
        get { storedStart }
        set { setTips(start: newValue, end: storedEnd) }
    }

    /// The end tip.
    ///
    /// Setting it redraws ``outline`` and ``spine`` and updates ``bounds``. A value that is not finite is ignored;
    /// a finite one beyond ``ArrowDeformation/coordinateLimit`` is clamped.
    ///
    /// - Complexity: O(template elements), allocation-free once built.
    public var end: Point {
        get { storedEnd }
        set { setTips(start: storedStart, end: newValue) }
    }

    /// The tip of a named end.
    ///
    /// - Parameter tip: which tip.
    /// - Returns: ``start`` or ``end``.
    @inlinable
    public func tip(_ tip: ArrowTip) -> Point {
        tip == .start ? storedStart : storedEnd
    }

    /// Moves one tip, leaving the other where it is.
    ///
    /// - Parameters:
    ///   - tip: which tip to move.
    ///   - point: the new tip; ignored when not finite.
    public mutating func setTip(_ tip: ArrowTip, to point: Point) {
        if tip == .start { setTips(start: point, end: storedEnd) } else { setTips(start: storedStart, end: point) }
    }

    /// Moves both tips with a single redraw.
    ///
    /// A tip that is not finite is ignored (that tip stays); finite tips beyond
    /// ``ArrowDeformation/coordinateLimit`` are clamped. A self-loop's centre line that a scene
    /// gave the body is dropped: the body kind draws the body between the new tips.
    ///
    /// - Parameters:
    ///   - start: the new start tip.
    ///   - end: the new end tip.
    /// - Complexity: O(template elements), allocation-free once built.
    public mutating func setTips(start: Point, end: Point) {
        storedStart = Arrow.kept(start, else: storedStart)
        storedEnd = Arrow.kept(end, else: storedEnd)
        rebuild(centerLine: .dropped)
    }

    /// The motion of the template for the current tips.
    @inlinable @inline(__always)
    package var deformation: ArrowDeformation {
        template.deformation(start: storedStart, end: storedEnd)
    }

    /// The tip an arrow stores when given a point, the one rule of every setter, initialiser
    /// and drag: each coordinate clamped to ±``ArrowDeformation/coordinateLimit``, or `nil` for a
    /// point that is not finite, which the setters ignore (the tip keeps its value) and
    /// ``init(template:start:end:)`` fails for.
    ///
    /// Ask it to know what an assignment will do: `arrow.end = p` leaves
    /// `arrow.end == Arrow.acceptedTip(p) ?? old`.
    ///
    /// - Parameter p: the point given.
    /// - Returns: the tip stored for it, or `nil` when it is refused.
    public static func acceptedTip(_ p: Point) -> Point? {
        guard p.isFinite else { return nil }
        let lim = ArrowDeformation.coordinateLimit
        return Point(min(max(p.x, -lim), lim), min(max(p.y, -lim), lim))
    }

    /// The tip an arrow keeps for a tip given: ``acceptedTip(_:)``, or `current` when that
    /// refuses it (as ``setTips(start:end:)`` does).
    static func kept(_ p: Point, else current: Point) -> Point {
        acceptedTip(p) ?? current
    }

    /// The outline followed by the spine, as one path: what ``ArrowTemplate/path(start:end:)``
    /// gives for the current tips.
    ///
    /// When the template has only an outline (or only a spine) this is that stored path and
    /// costs nothing; when it has both, the two are concatenated into a new path (draw them with
    /// ``outline`` and ``spine``, or ``draw(into:)``, to avoid that).
    public var path: BezierPath {
        if spine.isEmpty { return outline }
        if outline.isEmpty { return spine }
        var p = outline
        p.append(spine)
        return p
    }

    /// Replays the outline then the spine into a builder, without allocating.
    ///
    /// - Parameter builder: where to draw (a `CGMutablePath`, SwiftUI `Path`, a ``BezierPath``).
    public func draw<B: PathBuilder>(into builder: inout B) {
        outline.draw(into: &builder)
        spine.draw(into: &builder)
    }

    /// Redraws the outline and spine into their own storage, updates the bounds, and measures
    /// the body for slots when the arrow ``preparesSlots``.
    ///
    /// - Parameter centerLine: what becomes of a centre line given to the body (see
    ///   ``StyledDrawing/centerLine``) first.
    mutating func rebuild(centerLine: CenterLineChange = .kept) {
        // The label stays; what was measured and cut for the old tips goes.
        if extras != nil { setExtras(label: storedLabel, labelBox: nil, labelCut: nil, slots: nil) }
        redraw(centerLine)
        if storedPreparesSlots && preparedSlots == nil { preparedSlots = measuredSlots }
    }

    /// The pipeline from the tips to a hit test: the drawing (``drawing``: the template deformed,
    /// or heads and a body) drawn into the outline and spine, a label's cut, then the paths
    /// prepared for hit testing, and the bounds.
    private mutating func redraw(_ centerLine: CenterLineChange) {
        headTargets.isPlaced = false
        guard let box = takeUniqueHeadsAndBody() else { return redrawTemplate() }
        box.state.drawing.change(centerLine)
        redrawHeadsAndBody(box)
        // Moved back, not copied: a retain and a release fewer.
        drawing = .headsAndBody(box)
    }

    /// Heads and a body: drawn (``rebuildStyled(_:)``), cut around a label, prepared, the
    /// state changed in place (the arrow's own, taken out of it: see ``ArrowDrawing/HeadsAndBody``).
    private mutating func redrawHeadsAndBody(_ box: ArrowDrawing.HeadsAndBody) {
        let headBounds = rebuildStyled(&box.state)
        if storedLabel != nil {
            // The cut measures the styled body: the drawing back in the arrow meanwhile.
            drawing = .headsAndBody(box)
            let styled = box.state.drawing
            let body = styled.bodyElements
            cutBody(around: storedLabel, outlineLabels: styled.outlineLabels, spineLabels: styled.spineLabels,
                    sides: styled.isStrokedBody ? BodySides.stroke(move: body.lowerBound, end: body.upperBound)
                        : BodySides.band(in: outline.elements, move: body.lowerBound),
                    onSpine: styled.isStrokedBody)
            drawing = .template
        }
        // Prepared while the state is out of the arrow, read in place: a copy of the
        // drawing would retain and release every reference it holds.
        prepareStyled(&box.state.drawing, memo: &box.state.memo, headBounds: headBounds)
    }

    /// The template deformed: its outline and spine redrawn in place (the same elements, new
    /// points), cut around a label, prepared.
    private mutating func redrawTemplate() {
        let m = deformation
        // In place after the first time (the same commands every time); else by appending.
        if !outline.redrawInPlace({ ArrowTemplate.draw(template.attachedOutline, with: m, into: &$0) }) {
            outline.removeAll()
            ArrowTemplate.draw(template.attachedOutline, with: m, into: &outline)
        }
        if !spine.redrawInPlace({ ArrowTemplate.draw(template.attachedSpine, with: m, into: &$0) }) {
            spine.removeAll()
            ArrowTemplate.draw(template.attachedSpine, with: m, into: &spine)
        }
        // Hit testing reads parts by element index: the replay must be element for element.
        assert(outline.elements.count == outlineLabels.count && spine.elements.count == spineLabels.count)
        if storedLabel != nil {
            let plan = template.centerPlan
            // A stroked body (the spine's side) or a filled one (the outline's two sides); an
            // outline with one side has no second side to close its pieces by, and stays whole.
            let isCut = plan.source == .spine || plan.source == .outline && plan.pieces.first?.b != nil
            let sides = isCut ? BodySides(pieces: plan.pieces) : nil
            cutBody(around: storedLabel, outlineLabels: template.outlineLabels, spineLabels: template.spineLabels,
                    sides: sides, onSpine: plan.source == .spine)
            // The cut paths have other elements than the template's.
            preparedPath.pairCapacity = 0
        }
        assert(outline.elements.count == outlineLabels.count && spine.elements.count == spineLabels.count)
        preparedPath.update(outline: outline, outlineLabels, spine: spine, spineLabels, fillRule: template.fillRule)
        bounds = preparedPath.boundingBox
    }

    /// Prepares a styled arrow's drawn paths, their elements' parts the label cut's or else the
    /// drawing's, and sets its bounds, with the heads' own.
    ///
    /// The drawing is only read: `inout` so that the caller's class-held drawing is passed by
    /// address, where a borrow of a class's stored property would copy it (a retain and a
    /// release of each reference it holds).
    ///
    /// - Parameter memo: The memo of a body through waypoints (see ``ArrowDrawing/HeadsAndBody/State/memo``).
    private mutating func prepareStyled(_ drawing: inout StyledDrawing, memo: inout PreparedPath.Memo?,
                                        headBounds: HitBounds) {
        // A styled drawing's elements change with the tips (an arc straightens, an elbow loses
        // a corner): the table is sized for each drawing.
        preparedPath.pairCapacity = 0
        let ranges = preparedRanges(drawing)
        // Two calls rather than one with `labelCut?.outlineLabels ?? drawing.outlineLabels`: the
        // `??` hands out copies of the part lists, a retain and a release each at every update.
        if memo != nil {
            if let cut = labelCut {
                preparedPath.update(outline: outline, cut.outlineLabels, ranges.outline, spine: spine, cut.spineLabels,
                                    ranges.spine, fillRule: template.fillRule, memo: &memo!)
            } else {
                preparedPath.update(outline: outline, drawing.outlineLabels, ranges.outline, spine: spine,
                                    drawing.spineLabels, ranges.spine, fillRule: template.fillRule, memo: &memo!)
            }
        } else if let cut = labelCut {
            preparedPath.update(outline: outline, cut.outlineLabels, ranges.outline, spine: spine, cut.spineLabels,
                                     ranges.spine, fillRule: template.fillRule)
        } else {
            preparedPath.update(outline: outline, drawing.outlineLabels, ranges.outline, spine: spine, drawing.spineLabels,
                                     ranges.spine, fillRule: template.fillRule)
        }
        bounds = preparedPath.bounds.union(headBounds).rect
    }

    /// The part each template element's end point belongs to.
    static func parts(of elements: [AttachedElement], start: Rect, end: Rect) -> [PathLabel] {
        var parts: [PathLabel] = []
        parts.reserveCapacity(elements.count)
        var subpathStart = PathLabel.body
        for element in elements {
            let rest: Point
            switch element {
            case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): rest = p.rest
            case .close:
                parts.append(subpathStart)
                continue
            }
            let part: PathLabel = start.contains(rest) ? .startHead
                : end.contains(rest) ? .endHead : .body
            if case .move = element { subpathStart = part }
            parts.append(part)
        }
        return parts
    }
}

extension Arrow: Equatable {
    /// Two arrows are equal when they have the same template, style, label and tips (their paths then
    /// agree to the last bit, being drawn by the same code from the same numbers, unless a scene
    /// drew one along a self-loop: its bindings, not the arrow, decide that).
    public static func == (a: Arrow, b: Arrow) -> Bool {
        a.storedStart == b.storedStart && a.storedEnd == b.storedEnd && a.style == b.style && a.label == b.label
            && a.template == b.template
    }
}

extension Arrow: Hashable {
    /// Hashes the tips and the template's name (a subset of what ``==(_:_:)`` compares, which keeps
    /// hashing cheap and consistent).
    public func hash(into h: inout Hasher) {
        h.combine(storedStart)
        h.combine(storedEnd)
        h.combine(template.name)
    }
}
