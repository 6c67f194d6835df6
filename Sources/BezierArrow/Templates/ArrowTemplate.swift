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
        @usableFromInline var start: ArrowHeadFrame
        @usableFromInline var end: ArrowHeadFrame
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
        var outlineLabels: [PathLabel]
        var spineLabels: [PathLabel]
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
    public var start: ArrowHeadFrame { storage.fields.start }
    /// The end tip and its head frame.
    public var end: ArrowHeadFrame { storage.fields.end }
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
    var outlineLabels: [PathLabel] { storage.fields.outlineLabels }
    var spineLabels: [PathLabel] { storage.fields.spineLabels }
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
                start: ArrowHeadFrame, end: ArrowHeadFrame,
                orientation: ArrowOrientation = .fixed, handles: HandlePolicy = .rigid,
                lineWidth: Double = 0, hitWidth: Double = 35, fillRule: FillRule = .nonZero,
                cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: BezierPath.DashPattern? = nil) throws(ArrowTemplateError) {
        guard !outline.isEmpty || !spine.isEmpty else { throw .noShape }
        guard outline.isFinite else { throw .nonFiniteValue("a point of the outline") }
        guard spine.isFinite else { throw .nonFiniteValue("a point of the spine") }
        for (n, e) in [(ArrowTip.start, start), (.end, end)] {
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
        for tip in ArrowTip.allCases {
            let frame = tip == .start ? start.frame : end.frame
            let holds = (attachedOutline + attachedSpine).contains { element in
                switch element {
                case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): frame.contains(p.rest)
                case .close: false
                }
            }
            guard holds else { throw .emptyHead(tip) }
        }
        storage = Storage(Fields(
            name: name, outline: outline, spine: spine, start: start, end: end,
            orientation: orientation, handles: handles, lineWidth: lineWidth, hitWidth: hitWidth,
            fillRule: fillRule, cap: cap, join: join, miterLimit: miterLimit, dash: dash, style: nil,
            attachedOutline: attachedOutline, attachedSpine: attachedSpine, headLength: attach.headLength,
            outlineLabels: Arrow.parts(of: attachedOutline, start: start.frame, end: end.frame),
            spineLabels: Arrow.parts(of: attachedSpine, start: start.frame, end: end.frame),
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
}
