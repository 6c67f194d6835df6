/// One tip of an arrow template with its head frame: a fixed-size rectangle around a head (or a
/// plain tail) and the tip a user drags.
///
/// ``frame`` here is always the *head frame*, in template coordinates; the rectangle a view
/// hosting the arrow occupies is ``Arrow/viewFrame``.
public struct ArrowEnd: Hashable, Sendable {
    /// The head frame: every template point inside it (edges included) moves rigidly with the tip.
    public var frame: Rect
    /// The point a user drags; it lies in ``frame``.
    public var tip: Point

    /// Creates an end from its frame and tip.
    public init(frame: Rect, tip: Point) {
        self.frame = frame
        self.tip = tip
    }
}

/// A template point and how it moves: its ``ArrowDeformation`` weight.
package struct AttachedPoint: Hashable, Sendable {
    /// The point at rest, in template coordinates.
    package var rest: Point
    /// 0: rigid with the start head; 1: rigid with the end head; between: a body point blending
    /// both heads' motions by its position along the rest tip-to-tip axis.
    package var weight: Double

    /// Creates an attached point.
    package init(rest: Point, weight: Double) {
        self.rest = rest
        self.weight = weight
    }
}

/// A cubic control point stored as its offset from the anchor it belongs to: the segment's start
/// for the first control point, its end for the second (so handles keep their direction, which
/// gives PaintCode's S-curve).
package struct AttachedHandle: Hashable, Sendable {
    /// The control point minus its anchor, at rest.
    package var offset: Point
    /// Whether the control point lies outside both frames at rest: a body handle, which
    /// ``HandlePolicy/scaled`` stretches with the body.
    package var isBodyHandle: Bool

    /// Creates an attached handle.
    package init(offset: Point, isBodyHandle: Bool) {
        self.offset = offset
        self.isBodyHandle = isBodyHandle
    }
}

/// A template drawing command with its attachments.
package enum AttachedElement: Hashable, Sendable {
    case move(AttachedPoint)
    case line(AttachedPoint)
    /// A quadratic's control point is attached by its own position.
    case quad(to: AttachedPoint, control: AttachedPoint)
    case cubic(to: AttachedPoint, control1: AttachedHandle, control2: AttachedHandle)
    case close
}

/// Why a template cannot be used.
public enum ArrowTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither an outline nor a spine was given, or both are empty.
    case noShape
    /// A number in the template is NaN or infinite.
    case nonFiniteValue(String)
    /// A frame's width or height is below `AcceptedRange.minPositiveWidth`: no area, or too
    /// little to measure.
    case emptyFrame(ArrowEndName)
    /// The two frames share interior area.
    case overlappingFrames
    /// A tip lies outside its own frame.
    case tipOutsideFrame(ArrowEndName)
    /// A frame holds no point of the outline or spine, so nothing would move with it.
    case emptyHead(ArrowEndName)
    /// Both tips are at the same place: there is no tip-to-tip axis.
    case coincidentTips
    /// A width is negative.
    case negativeWidth(String)
    /// The miter limit is below 1 or beyond `AcceptedRange.maxMagnitude`.
    case miterLimitOutOfRange(Double)

    public var description: String {
        switch self {
        case .noShape: "the template has neither an outline nor a spine to draw"
        case .nonFiniteValue(let what): "\(what) is not a finite number"
        case .emptyFrame(let end):
            "the \(end) frame is too small: width and height must be at least \(AcceptedRangeError.text(AcceptedRange.minPositiveWidth))"
        case .overlappingFrames: "the start and end frames overlap: a point would belong to both heads"
        case .tipOutsideFrame(let end): "the \(end) tip lies outside the \(end) frame"
        case .emptyHead(let end): "the \(end) frame holds no point of the outline or spine"
        case .coincidentTips: "the start and end tips coincide: the arrow has no direction"
        case .negativeWidth(let what): "\(what) must not be negative"
        case .miterLimitOutOfRange(let v):
            "miterLimit \(AcceptedRangeError.text(v)) is outside 1...\(AcceptedRangeError.text(AcceptedRange.maxMagnitude)): "
                + "a limit of 1 already bevels every corner"
        }
    }
}

/// Names the two tips of an arrow: ``start`` and ``end``.
///
/// "start" and "end" name tips and nothing else in the public API: a drag session *finishes*
/// (``ArrowDrag/finish(on:)``), a path's last point is its *current point*, and a value that
/// holds one of these names is called `...Tip` or `tipName` (``ArrowDrag/grabbedTip``,
/// ``ArrowPart/tipName``, `name`, ``ArrowDragResult/grabbed``).
public enum ArrowEndName: String, Hashable, Sendable, CaseIterable {
    case start, end
}

/// An arrow drawn at rest with fixed-size head frames: what a `.arrow` file describes, and what
/// generated code carries for the runtime model.
///
/// Attachment rules: every on-curve point inside a frame moves rigidly with that end;
/// a cubic's first control point belongs to the segment's start point and its second to the
/// segment's end point; other points blend the two ends' motions by their position along the
/// tip-to-tip axis.
public struct ArrowTemplate: Hashable, Sendable {
    /// Everything a template holds, behind one shared reference (``storage``): an arrow keeps
    /// its template, and a scene keeps thousands of arrows, so a template is one word in each of
    /// them instead of its whole value (some 860 bytes copied into every arrow, and copied again
    /// whenever the arrow was). Setting a property makes a storage of the template's own.
    @usableFromInline
    struct Fields: Hashable, Sendable {
        var name: String
        var outline: BezierPath
        var spine: BezierPath
        @usableFromInline var start: ArrowEnd
        @usableFromInline var end: ArrowEnd
        @usableFromInline var orientation: ArrowOrientation
        @usableFromInline var handles: HandlePolicy
        var lineWidth: Double
        var hitWidth: Double
        var fillRule: FillRule
        var cap: LineCap
        var join: LineJoin
        var miterLimit: Double
        var dash: BezierPath.DashPattern?
        var style: ArrowStyle?
        var attachedOutline: [AttachedElement]
        var attachedSpine: [AttachedElement]
        @usableFromInline var headLength: Double
        var outlineParts: [PathLabel]
        var spineParts: [PathLabel]
        var centerPlan: CenterLinePlan
        var bodyWidth: Double
    }

    /// The storage shared by copies of a template; never changed once made.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let fields: Fields
        /// The template's ``style`` made ready for it (its heads at the template's size, their
        /// tap targets), made with the storage: every arrow that starts from the style shares it,
        /// so making an arrow of a template with a style, or drawing one (generated code's
        /// `build`), makes no heads ready.
        let styled: StyledDrawing.Fixed?

        init(_ fields: Fields) {
            self.fields = fields
            styled = fields.style.map {
                StyledDrawing.Fixed(style: $0, template: ArrowTemplate(storage: Storage(fields, styled: nil)), reusing: nil)
            }
        }

        private init(_ fields: Fields, styled: StyledDrawing.Fixed?) {
            self.fields = fields
            self.styled = styled
        }
    }

    /// A template of a storage.
    private init(storage: Storage) { self.storage = storage }

    /// The template's properties.
    @usableFromInline var storage: Storage

    /// The template's storage, which its copies share: the same template for ``SharedStyles``.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Changes a copy of the fields and keeps it as the template's own storage.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// Whether two templates hold the same values (the same storage is the quick answer).
    public static func == (a: ArrowTemplate, b: ArrowTemplate) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    /// Hashes every value ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The type name of the arrow (`DoubleArrow`).
    public var name: String {
        get { storage.fields.name }
        set { change { $0.name = newValue } }
    }
    /// The closed shape of the arrow at rest, filled when drawn; may be empty when a spine is given.
    public var outline: BezierPath { storage.fields.outline }
    /// An open path stroked at ``lineWidth``; may be empty.
    public var spine: BezierPath { storage.fields.spine }
    /// The start tip and its head frame.
    public var start: ArrowEnd { storage.fields.start }
    /// The end tip and its head frame.
    public var end: ArrowEnd { storage.fields.end }
    /// Whether heads turn with the tip-to-tip direction.
    public var orientation: ArrowOrientation {
        get { storage.fields.orientation }
        set { change { $0.orientation = newValue } }
    }
    /// What body handles do when tips move.
    public var handles: HandlePolicy {
        get { storage.fields.handles }
        set { change { $0.handles = newValue } }
    }
    /// The stroke width of the visible outline or spine; 0 draws the outline filled only.
    public var lineWidth: Double { storage.fields.lineWidth }
    /// The minimum width of the tap target: 35 points by default, a comfortable finger's width.
    public var hitWidth: Double { storage.fields.hitWidth }
    /// The fill rule of the outline.
    public var fillRule: FillRule {
        get { storage.fields.fillRule }
        set { change { $0.fillRule = newValue } }
    }
    /// The cap at the ends of the stroke's open subpaths and of its dashes.
    public var cap: LineCap {
        get { storage.fields.cap }
        set { change { $0.cap = newValue } }
    }
    /// The join where the stroke's segments meet.
    public var join: LineJoin {
        get { storage.fields.join }
        set { change { $0.join = newValue } }
    }
    /// The miter limit of ``join`` (CoreGraphics semantics: a corner is mitred while
    /// `1 / sin(angle / 2) <= miterLimit`, else bevelled); at least 1, as SVG requires.
    public var miterLimit: Double { storage.fields.miterLimit }
    /// The dashes of the stroke's body, or `nil` for a solid stroke.
    ///
    /// Heads are always drawn solid: ``Arrow/drawDashedOutline(into:tolerance:)`` and
    /// ``Arrow/drawDashedSpine(into:tolerance:)`` cut dashes from the body only, measured along
    /// it from the start head. The tap target ignores the gaps.
    public var dash: BezierPath.DashPattern? {
        get { storage.fields.dash }
        set { change { $0.dash = newValue } }
    }
    /// The heads and body arrows of this template start with, or `nil` (the default) for the
    /// template's own drawing: its outline and spine deformed by the tips.
    ///
    /// A template that names its heads (`"end": {"head": "triangle", ...}` in a `.arrow` file)
    /// has one; ``Arrow/init(template:)`` starts from it, and ``Arrow/style`` set to `nil` still
    /// gives the template's own drawing.
    public var style: ArrowStyle? {
        get { storage.fields.style }
        set { change { $0.style = newValue } }
    }
    /// The outline's elements with their attachments.
    package var attachedOutline: [AttachedElement] { storage.fields.attachedOutline }
    /// The spine's elements with their attachments.
    package var attachedSpine: [AttachedElement] { storage.fields.attachedSpine }
    /// The sum of both heads' lengths along the rest axis, from each tip to its frame's inner edge.
    public var headLength: Double { storage.fields.headLength }
    /// The part each element of ``attachedOutline`` and ``attachedSpine`` ends in (what hit
    /// testing and the body-only dash read by element index): worked out once here, shared by
    /// every arrow of the template.
    var outlineParts: [PathLabel] { storage.fields.outlineParts }
    var spineParts: [PathLabel] { storage.fields.spineParts }
    /// Which segments of the drawn paths make the body's center line (``Arrow/slots``): worked
    /// out once here, shared by every arrow of the template.
    var centerPlan: CenterLinePlan { storage.fields.centerPlan }
    /// The width of the body at rest, measured across the middle of its center line when the
    /// template is made (styled arrows read it when their heads or body are chosen).
    ///
    /// - A body drawn by the spine (the center line comes from the spine, see `CenterLinePlan`)
    ///   is as wide as the stroke: ``lineWidth``.
    /// - A body drawn by the outline's two sides is as wide as the distance between them along
    ///   the normal to the center line at its middle (half its arc length): from the center
    ///   line's point there, the nearest point of each side on that normal line (`DoubleArrow`:
    ///   14, from y = 12 to y = 26 at x = 100).
    /// - Otherwise (an outline with one side, or no side at all, the center line then being the
    ///   side or the tip-to-tip line): the distance along that normal line between the nearest
    ///   crossings of the outline on either side of the middle point; ``lineWidth`` when the
    ///   outline is empty; 0 when the normal line misses the outline on one side.
    ///
    /// Limit: a template so small that its lengths' squares underflow (below about 10^−154)
    /// has no measurable arc length, and is measured at the center line's start instead.
    public var bodyWidth: Double { storage.fields.bodyWidth }

    /// Creates a template, checking every rule above.
    ///
    /// - Parameters:
    ///   - name: The type name of the arrow.
    ///   - outline: The closed shape at rest, filled when drawn.
    ///   - spine: An open path stroked at `lineWidth`.
    ///   - start: The start tip and its head frame.
    ///   - end: The end tip and its head frame.
    ///   - orientation: Whether heads turn with the tip-to-tip direction.
    ///   - handles: What body handles do when tips move.
    ///   - lineWidth: The stroke width of the outline and spine; 0 draws the outline filled only.
    ///   - hitWidth: The minimum width of the tap target.
    ///   - fillRule: The fill rule of the outline.
    ///   - cap: The stroke's caps; CoreGraphics' and SVG's default is ``LineCap/butt``.
    ///   - join: The stroke's joins; the default is ``LineJoin/miter``.
    ///   - miterLimit: The miter limit, from 1 to `AcceptedRange.maxMagnitude`; CoreGraphics'
    ///     default is 10 (SVG's initial value is 4).
    ///   - dash: The dashes of the body's stroke, or `nil` for a solid stroke.
    /// - Throws: ``ArrowTemplateError`` naming the first rule broken.
    public init(name: String, outline: BezierPath = BezierPath(), spine: BezierPath = BezierPath(),
                start: ArrowEnd, end: ArrowEnd,
                orientation: ArrowOrientation = .fixed, handles: HandlePolicy = .rigid,
                lineWidth: Double = 0, hitWidth: Double = 35, fillRule: FillRule = .nonZero,
                cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: BezierPath.DashPattern? = nil) throws(ArrowTemplateError) {
        guard !outline.isEmpty || !spine.isEmpty else { throw .noShape }
        guard outline.isFinite else { throw .nonFiniteValue("a point of the outline") }
        guard spine.isFinite else { throw .nonFiniteValue("a point of the spine") }
        for (n, e) in [(ArrowEndName.start, start), (.end, end)] {
            let f = e.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else {
                throw .nonFiniteValue("the \(n) frame")
            }
            guard e.tip.isFinite else { throw .nonFiniteValue("the \(n) tip") }
            guard f.width >= AcceptedRange.minPositiveWidth, f.height >= AcceptedRange.minPositiveWidth else {
                throw .emptyFrame(n)
            }
            guard f.contains(e.tip) else { throw .tipOutsideFrame(n) }
        }
        guard !start.frame.overlaps(end.frame) else { throw .overlappingFrames }
        guard start.tip != end.tip else { throw .coincidentTips }
        guard lineWidth.isFinite else { throw .nonFiniteValue("lineWidth") }
        guard hitWidth.isFinite else { throw .nonFiniteValue("hitWidth") }
        guard lineWidth >= 0 else { throw .negativeWidth("lineWidth") }
        guard hitWidth >= 0 else { throw .negativeWidth("hitWidth") }
        guard miterLimit.isFinite else { throw .nonFiniteValue("miterLimit") }
        guard miterLimit >= 1, miterLimit <= AcceptedRange.maxMagnitude else { throw .miterLimitOutOfRange(miterLimit) }

        let attach = Attacher(start: start, end: end)
        let attachedOutline = attach.elements(of: outline)
        let attachedSpine = attach.elements(of: spine)
        for n in ArrowEndName.allCases {
            let frame = n == .start ? start.frame : end.frame
            let holds = (attachedOutline + attachedSpine).contains { element in
                switch element {
                case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): frame.contains(p.rest)
                case .close: false
                }
            }
            guard holds else { throw .emptyHead(n) }
        }
        storage = Storage(Fields(
            name: name, outline: outline, spine: spine, start: start, end: end,
            orientation: orientation, handles: handles, lineWidth: lineWidth, hitWidth: hitWidth,
            fillRule: fillRule, cap: cap, join: join, miterLimit: miterLimit, dash: dash, style: nil,
            attachedOutline: attachedOutline, attachedSpine: attachedSpine, headLength: attach.headLength,
            outlineParts: Arrow.parts(of: attachedOutline, start: start.frame, end: end.frame),
            spineParts: Arrow.parts(of: attachedSpine, start: start.frame, end: end.frame),
            centerPlan: CenterLinePlan(outline: outline, spine: spine, start: start, end: end),
            bodyWidth: 0))
        // Measured on the template as made, then kept in its storage.
        let width = measureBodyWidth()
        change { $0.bodyWidth = width }
    }

    /// The geometry of the visible stroke: ``lineWidth``, ``cap``, ``join`` and ``miterLimit``,
    /// what the outline and spine (or their dashes) are stroked with.
    public var strokeStyle: BezierPath.StrokeStyle {
        BezierPath.StrokeStyle(width: lineWidth, cap: cap, join: join, miterLimit: miterLimit)
    }

    /// Whether the stroke is drawn as CoreGraphics and SVG draw one by default: butt caps, miter
    /// joins at a limit of 10, no dash. Generated code and files write the stroke's options only
    /// when it is not.
    @usableFromInline package var hasDefaultStroke: Bool {
        cap == .butt && join == .miter && miterLimit == 10 && dash == nil
    }

    /// The motion for a pair of tips.
    ///
    /// Always inlined: an arrow calls it on every tip change.
    @inlinable @inline(__always)
    package func deformation(start s: Point, end e: Point) -> ArrowDeformation {
        ArrowDeformation(restStart: start.tip, restEnd: end.tip, headLength: headLength,
                         orientation: orientation, handles: handles, start: s, end: e)
    }

    /// Draws the outline (then the spine) for a pair of tips into a builder, as
    /// ``Arrow/init(template:)`` draws an arrow of the template: with its ``style`` when it has
    /// one (heads it names, a body kind), else its own outline and spine deformed by the tips.
    ///
    /// - Complexity: O(elements), allocation-free for a builder with reserved storage (a
    ///   template's style is made ready once, in the template).
    public func build<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        if let style { return build(start: s, end: e, style: style, into: &builder) }
        buildDeformed(start: s, end: e, into: &builder)
    }

    /// Draws the template's own outline, then spine, deformed by a pair of tips.
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    func buildDeformed<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        let m = deformation(start: s, end: e)
        Self.draw(attachedOutline, with: m, into: &builder)
        Self.draw(attachedSpine, with: m, into: &builder)
    }

    /// Draws only the outline for a pair of tips (with the template's ``style`` when it has one,
    /// as ``build(start:end:into:)``).
    @usableFromInline package func buildOutline<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        if let style { return Arrow(template: self, start: s, end: e, style: style).outline.draw(into: &builder) }
        Self.draw(attachedOutline, with: deformation(start: s, end: e), into: &builder)
    }

    /// Draws only the spine for a pair of tips (with the template's ``style`` when it has one, as
    /// ``build(start:end:into:)``).
    @usableFromInline package func buildSpine<B: PathBuilder>(start s: Point, end e: Point, into builder: inout B) {
        if let style { return Arrow(template: self, start: s, end: e, style: style).spine.draw(into: &builder) }
        Self.draw(attachedSpine, with: deformation(start: s, end: e), into: &builder)
    }

    /// The outline and spine for a pair of tips, as a new path.
    public func path(start s: Point, end e: Point) -> BezierPath {
        var p = BezierPath()
        build(start: s, end: e, into: &p)
        return p
    }

    /// Applies a motion to attached elements: the table-driven twin of generated code, which makes
    /// the same calls in the same order.
    // Size: compiled once, generic (the public generic drawing needs that copy), not again for
    // each builder type: one builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    static func draw<B: PathBuilder>(_ elements: [AttachedElement], with m: ArrowDeformation, into b: inout B) {
        var current = Point.zero, subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                let q = m.map(p.rest, weight: p.weight)
                b.move(to: q)
                current = q
                subpathStart = q
            case .line(let p):
                let q = m.map(p.rest, weight: p.weight)
                b.line(to: q)
                current = q
            case .quad(let p, let c):
                let q = m.map(p.rest, weight: p.weight)
                b.quad(to: q, control: m.map(c.rest, weight: c.weight))
                current = q
            case .cubic(let p, let h1, let h2):
                let q = m.map(p.rest, weight: p.weight)
                b.cubic(to: q, control1: m.handle(current, h1.offset, scaled: h1.isBodyHandle),
                        control2: m.handle(q, h2.offset, scaled: h2.isBodyHandle))
                current = q
            case .close:
                b.close()
                current = subpathStart
            }
        }
    }
}

/// Classifies template points by the attachment rules.
struct Attacher {
    let start: ArrowEnd, end: ArrowEnd
    let axis: Point
    let axisLengthSquared: Double

    init(start: ArrowEnd, end: ArrowEnd) {
        self.start = start
        self.end = end
        axis = end.tip - start.tip
        axisLengthSquared = axis.lengthSquared
    }

    /// The weight of an on-curve point: 0 or 1 inside a frame, else its clamped position along
    /// the tip-to-tip axis.
    func weight(of p: Point) -> Double {
        if start.frame.contains(p) { return 0 }
        if end.frame.contains(p) { return 1 }
        guard axisLengthSquared > 0 else { return 0.5 }
        return min(max((p - start.tip).dot(axis) / axisLengthSquared, 0), 1)
    }

    func isBody(_ p: Point) -> Bool { !start.frame.contains(p) && !end.frame.contains(p) }

    /// Both heads' lengths along the axis: how far each frame reaches from its tip towards the
    /// other tip.
    var headLength: Double { reach(.start) + reach(.end) }

    /// One head's length along the axis: how far its frame reaches from its tip towards the
    /// other tip, at least 0 (0 when the tips coincide).
    func reach(_ name: ArrowEndName) -> Double {
        guard let u = unitAxis else { return 0 }
        let (f, tip, d) = name == .start ? (start.frame, start.tip, u) : (end.frame, end.tip, -u)
        let corners = [Point(f.minX, f.minY), Point(f.maxX, f.minY), Point(f.minX, f.maxY), Point(f.maxX, f.maxY)]
        return max(corners.map { ($0 - tip).dot(d) }.max() ?? 0, 0)
    }

    /// The unit vector from the start tip to the end tip; `nil` when the tips coincide.
    ///
    /// The axis over its length, as the deformation divides; when the squared length underflows
    /// to 0 or overflows (coordinates beyond about 10^±154), the axis is first divided by its
    /// larger coordinate (halved first if the difference itself overflows), so such templates
    /// get a direction too.
    var unitAxis: Point? {
        let len = axisLengthSquared.squareRoot()
        if len > 0, len.isFinite { return axis / len }
        var v = axis.isFinite ? axis : end.tip * 0.5 - start.tip * 0.5
        let m = max(abs(v.x), abs(v.y))
        guard m > 0, m.isFinite else { return nil }
        v = v / m
        return v / v.length
    }

    func elements(of path: BezierPath) -> [AttachedElement] {
        var out: [AttachedElement] = []
        var current = Point.zero, subpathStart = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                out.append(.move(AttachedPoint(rest: p, weight: weight(of: p))))
                current = p
                subpathStart = p
            case .line(let p):
                out.append(.line(AttachedPoint(rest: p, weight: weight(of: p))))
                current = p
            case .quad(let p, let c):
                out.append(.quad(to: AttachedPoint(rest: p, weight: weight(of: p)),
                                 control: AttachedPoint(rest: c, weight: weight(of: c))))
                current = p
            case .cubic(let p, let c1, let c2):
                out.append(.cubic(to: AttachedPoint(rest: p, weight: weight(of: p)),
                                  control1: AttachedHandle(offset: c1 - current, isBodyHandle: isBody(c1)),
                                  control2: AttachedHandle(offset: c2 - p, isBodyHandle: isBody(c2))))
                current = p
            case .close:
                out.append(.close)
                current = subpathStart
            }
        }
        return out
    }
}
