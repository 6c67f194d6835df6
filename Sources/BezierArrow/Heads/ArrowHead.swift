/// A head on its own: a rigid shape that an arrow places at one of its tips, pointing along the
/// body's direction there.
///
/// A head is drawn in *head coordinates*: the tip at the origin, the head pointing along +x, the
/// body arriving from −x and stopping at the attachment point (−``attachment``, 0). A dot head
/// whose centre is the tip has its attachment at the dot's radius, so the body never runs through
/// it; a triangle's attachment is its back edge, so an outlined triangle shows no body inside.
///
/// Placed at a tip, a head is only turned and moved, never scaled or sheared: `placed(tip:direction:)`.
///
/// Its ``outline`` is filled and its ``spine`` stroked, like an arrow template's. A head's spine
/// is stroked at the arrow's line width, or at the head's own ``lineWidth`` when the arrow has
/// none (a filled arrow such as `DoubleArrow`), so an outlined head shows on every arrow.
///
/// ```swift
/// let head = try ArrowHead(name: "bar",
///                          spine: BezierPath(svgPathData: "M 0 -8 L 0 8"),
///                          tip: Point(0, 0), attachment: Point(0, 0))
/// ```
public struct ArrowHead: Hashable, Sendable {
    /// What a head is made of, behind one reference: a style holds two heads and is copied into
    /// an arrow's drawing and out of it when a head is chosen, and each reference a copy holds
    /// costs an atomic retain and release (a head held nine).
    private final class Storage: Sendable {
        let name: String
        let outline: BezierPath, spine: BezierPath
        let attachment: Double
        let frame: Rect
        let lineWidth: Double
        let filledOutline: BezierPath
        let cover: [Double]
        let tapTargets: TapTargets

        init(name: String, outline: BezierPath, spine: BezierPath, attachment: Double, frame: Rect, lineWidth: Double) {
            self.name = name
            self.outline = outline
            self.spine = spine
            self.attachment = attachment
            self.frame = frame
            self.lineWidth = lineWidth
            filledOutline = ArrowHead.filled(outline: outline, spine: spine, lineWidth: lineWidth)
            cover = ArrowHead.cover(of: outline, attachment: attachment)
            tapTargets = TapTargets(outline: outline, spine: spine, filledOutline: filledOutline)
        }
    }

    private let storage: Storage

    /// The head's storage, which its copies share: the same head for ``SharedStyles``.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The head's name in catalogs, files and commands (`triangle`, `crowsFootMany`).
    public var name: String { storage.name }
    /// The filled shape, in head coordinates.
    public var outline: BezierPath { storage.outline }
    /// The stroked shape, in head coordinates.
    public var spine: BezierPath { storage.spine }
    /// How far back from the tip, along the head's axis, the body stops: at least 0.
    public var attachment: Double { storage.attachment }
    /// The rectangle the head occupies, in head coordinates: it holds the outline, the spine, the
    /// tip and the attachment point.
    public var frame: Rect { storage.frame }
    /// The width the spine is stroked at when the arrow carrying the head has no stroke.
    public var lineWidth: Double { storage.lineWidth }
    /// The head as an arrow without a stroke draws it: the outline, plus the spine stroked at
    /// ``lineWidth`` (round caps and joins) and filled, wound positively. Worked out once when the
    /// head is made, so that choosing a head for an arrow strokes nothing.
    var filledOutline: BezierPath { storage.filledOutline }
    /// How far the filled ``outline`` reaches across the axis on both sides (the smaller of the
    /// two) at ``coverDepths`` evenly spaced depths from the attachment towards the tip: where a
    /// wide body may stop inside the head and still be hidden by it (see `bodyStop(halfWidth:)`).
    /// Empty for a head without an outline or attachment. Worked out once when the head is made.
    var cover: [Double] { storage.cover }
    /// The head's tap targets in head coordinates, prepared once when the head is made, shared
    /// by every arrow that carries it (see ``TapTargets``).
    var tapTargets: TapTargets { storage.tapTargets }

    /// How many depths ``cover`` samples.
    static let coverDepths = 16

    /// Creates a head from a drawing that points right (towards +x).
    ///
    /// The drawing is moved so that `tip` lands on the origin; nothing is turned or scaled.
    ///
    /// - Parameters:
    ///   - name: The head's name.
    ///   - outline: The filled shape, drawn pointing right.
    ///   - spine: The stroked shape, drawn pointing right.
    ///   - tip: The point that sits on the arrow's tip.
    ///   - attachment: Where the body meets the head: on the tip's horizontal line, at or left of
    ///     the tip.
    ///   - frame: The head's rectangle in the drawing's coordinates; `nil` takes the bounds of the
    ///     shapes, the tip and the attachment point.
    ///   - lineWidth: The spine's stroke width on an arrow that has none; 2 by default. 0, or from
    ///     `AcceptedRange.minPositiveWidth` to `AcceptedRange.maxMagnitude`.
    /// - Throws: ``ArrowHeadError`` naming the first rule broken.
    public init(name: String, outline: BezierPath = BezierPath(), spine: BezierPath = BezierPath(),
                tip: Point, attachment: Point, frame: Rect? = nil, lineWidth: Double = 2) throws(ArrowHeadError) {
        guard outline.isFinite, spine.isFinite, tip.isFinite, attachment.isFinite else {
            throw .nonFiniteValue
        }
        // A width in the accepted range, as a stroke's: a head grows with the square root of a
        // body's width over its own (`scale(forBodyWidth:)`), and a width of 5e-324 made that
        // infinite, every point of the head NaN.
        guard lineWidth == 0 || (AcceptedRange.minPositiveWidth...AcceptedRange.maxMagnitude).contains(lineWidth) else {
            throw .lineWidthOutOfRange(lineWidth)
        }
        let tolerance = 1e-9 * max(1, abs(tip.x), abs(tip.y))
        guard abs(attachment.y - tip.y) <= tolerance, attachment.x <= tip.x + tolerance else {
            throw .attachmentOffAxis(tip: tip, attachment: attachment)
        }
        var bounds = outline.boundingBox.union(spine.boundingBox)
        bounds = bounds.union(tip).union(Point(attachment.x, tip.y))
        let drawnFrame = frame ?? bounds
        guard drawnFrame.minX.isFinite, drawnFrame.minY.isFinite, drawnFrame.width.isFinite,
              drawnFrame.height.isFinite else { throw .nonFiniteValue }
        guard drawnFrame.contains(bounds) else { throw .shapeOutsideFrame }

        // What the head stores: the drawing moved to head coordinates and wound positively. The
        // stored frame is made to hold the stored shapes, not only the drawn ones: moving a curve
        // rounds its points, and its extremes evaluated on the rewound curve can differ by an ulp,
        // so the frame moved alone could miss them by that much. Grown to their bounds (by no more
        // than that rounding, the drawing having passed the check above), it holds them by
        // construction, and the head built again from what it stores (generated code, a saved
        // document) passes the same check and is the same head.
        let toHead = Transform2D(translationX: -tip.x, y: -tip.y)
        let storedOutline = ArrowHead.positivelyWound(outline.transformed(by: toHead))
        let storedSpine = spine.transformed(by: toHead)
        let storedAttachment = max(0, tip.x - attachment.x)
        let storedBounds = storedOutline.boundingBox.union(storedSpine.boundingBox).union(Point.zero)
            .union(Point(-storedAttachment, 0))
        storage = Storage(name: name, outline: storedOutline, spine: storedSpine, attachment: storedAttachment,
                          frame: drawnFrame.translated(by: Point(-tip.x, -tip.y)).union(storedBounds), lineWidth: lineWidth)
    }

    /// Two heads are equal when they have the same name, shapes, attachment, frame and line
    /// width (what is worked out from those when a head is made is not compared).
    public static func == (a: ArrowHead, b: ArrowHead) -> Bool {
        if a.storage === b.storage { return true }
        return a.name == b.name && a.outline == b.outline && a.spine == b.spine && a.attachment == b.attachment
            && a.frame == b.frame && a.lineWidth == b.lineWidth
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(outline)
        hasher.combine(spine)
        hasher.combine(attachment)
        hasher.combine(frame)
        hasher.combine(lineWidth)
    }

    /// The depth `i` of ``cover``'s samples, back from the tip: `i + 1/2` sixteenths of the
    /// attachment from the attachment itself (inside, never on the outline's back edge).
    static func coverDepth(_ i: Int, attachment: Double) -> Double {
        attachment * (1 - (Double(i) + 0.5) / Double(coverDepths))
    }

    /// ``cover`` for an outline in head coordinates: at each depth, the nearest crossings of the
    /// line across the axis above and below it (0 when the axis point is not inside, the two
    /// crossings being on one side).
    private static func cover(of outline: BezierPath, attachment: Double) -> [Double] {
        guard !outline.isEmpty, attachment > 0 else { return [] }
        var segments: [PathSegment] = []
        outline.forEachSegment { segments.append($0) }
        return (0..<coverDepths).map { i in
            let crossings = ArrowTemplate.normalCrossings(of: segments, at: Point(-coverDepth(i, attachment: attachment), 0),
                                                          tangent: Point(1, 0), normal: Point(0, 1))
            let above = crossings.filter { $0 > 0 }.min() ?? 0, below = crossings.filter { $0 < 0 }.max() ?? 0
            return min(above, -below)
        }
    }

    /// Where a body `2 · halfWidth` wide may stop, back from the tip, and still be hidden where it
    /// meets the head: the first sampled depth from the attachment on at which the filled outline
    /// covers the body's whole width, or `nil` when the attachment itself does (a flat back) or
    /// none does (an outlined head, or one narrower than the body).
    ///
    /// A body stopping flat at a pointed back (a diamond's, an inverted triangle's, a dot's) leaves
    /// a wedge of background at each of its corners; running on to this depth fills them.
    ///
    /// - Parameter s: The head drawn `s` times its size (its cover and attachment too).
    func bodyStop(halfWidth h: Double, scale s: Double = 1) -> Double? {
        guard h > 0, let i = cover.firstIndex(where: { $0 * s >= h }), i > 0 else { return nil }
        return ArrowHead.coverDepth(i, attachment: attachment * s)
    }

    /// The outline with the spine stroked at `lineWidth` and filled (the outline alone when
    /// there is no spine or no width to stroke it at).
    private static func filled(outline: BezierPath, spine: BezierPath, lineWidth: Double) -> BezierPath {
        guard !spine.isEmpty, lineWidth > 0 else { return outline }
        var filled = outline
        filled.append(positivelyWound(spine.stroked(BezierPath.StrokeStyle(width: lineWidth, cap: .round, join: .round))))
        return filled
    }

    /// How much larger the head is drawn on a body `width` wide, so that it stays in proportion
    /// to a thick body as drawing tools keep theirs (tldraw and Excalidraw grow heads with the
    /// stroke width).
    ///
    /// A head is drawn for bodies up to 1.5 times its ``lineWidth`` (2 to 3 for the catalog's
    /// heads, whose line width is 2): on those it keeps its size. On a wider body it grows with
    /// the square root of how much wider, so that it stays wider than the body without
    /// dwarfing the arrow: on `DoubleArrow`'s body band, 14 wide, a catalog head is drawn at
    /// about 2.2 times its size, close to the proportions of `DoubleArrow`'s own heads (38 high
    /// on the same band). A head without a line width keeps its size.
    ///
    /// - Parameter width: the body's drawn width: the stroke's, or the filled band's.
    /// - Returns: the factor, at least 1.
    func scale(forBodyWidth width: Double) -> Double {
        ArrowHead.scale(lineWidth: lineWidth, forBodyWidth: width)
    }

    /// ``scale(forBodyWidth:)`` for a head of a given line width (what the generator's warnings
    /// use for catalog heads it knows by their numbers only).
    package static func scale(lineWidth: Double, forBodyWidth width: Double) -> Double {
        let designed = 1.5 * lineWidth
        guard designed > 0, width.isFinite, width > designed else { return 1 }
        return (width / designed).squareRoot()
    }

    /// No head: the body runs to the tip.
    public static let none: ArrowHead = {
        do {
            return try ArrowHead(name: "none", tip: .zero, attachment: .zero)
        } catch {
            fatalError("the empty head breaks no rule: \(error)")
        }
    }()

    /// Whether the head draws nothing.
    public var isEmpty: Bool { outline.isEmpty && spine.isEmpty }

    /// The transform that places the head at a tip: head coordinates to the arrow's.
    ///
    /// - Parameters:
    ///   - tip: Where the head's tip goes.
    ///   - direction: A unit vector: where the head points (from its attachment towards the tip).
    /// - Returns: A rotation by `direction`'s angle followed by a move to `tip`.
    @inlinable
    package static func placement(tip: Point, direction: Point) -> Transform2D {
        Transform2D(a: direction.x, b: direction.y, c: -direction.y, d: direction.x, tx: tip.x, ty: tip.y)
    }

    /// The outline and spine placed at a tip.
    ///
    /// - Parameters:
    ///   - tip: Where the head's tip goes.
    ///   - direction: A unit vector: where the head points.
    /// - Returns: The outline and the spine in the arrow's coordinates.
    @usableFromInline package func placed(tip: Point, direction: Point) -> (outline: BezierPath, spine: BezierPath) {
        let t = ArrowHead.placement(tip: tip, direction: direction)
        return (outline.transformed(by: t), spine.transformed(by: t))
    }

    /// The same outline, its subpaths all reversed when the total signed area is negative, so
    /// that every head fills with the same winding as the bodies it meets (under the non-zero
    /// rule, overlapping shapes of opposite windings would cancel into a hole).
    ///
    /// An area within rounding of 0 (a shape of no area, or one whose windings cancel) keeps its
    /// direction, so that winding what this returns again returns it unchanged: the head built
    /// again from its stored outline stores the same outline.
    static func positivelyWound(_ path: BezierPath) -> BezierPath {
        let box = path.boundingBox
        guard !box.isNull, signedArea(of: path) < -1e-9 * box.width * box.height else { return path }
        var reversed = BezierPath()
        Arrow.appendReversed(path, to: &reversed)
        return reversed
    }

    /// The signed area the path's subpaths enclose (each closed back to its start), positive
    /// when it turns from +x towards +y; measured on 16 chords per curve, plenty for a sign.
    static func signedArea(of path: BezierPath) -> Double {
        var twice = 0.0
        var current = Point.zero, subpathStart = Point.zero
        func chord(to p: Point) {
            twice += current.cross(p)
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                chord(to: subpathStart)
                current = p
                subpathStart = p
            case .line(let p):
                chord(to: p)
            case .quad(let p, let c):
                let s = QuadraticSegment(current, c, p)
                for i in 1...16 { chord(to: s.point(at: Double(i) / 16)) }
            case .cubic(let p, let c1, let c2):
                let s = CubicSegment(current, c1, c2, p)
                for i in 1...16 { chord(to: s.point(at: Double(i) / 16)) }
            case .close:
                chord(to: subpathStart)
            }
        }
        chord(to: subpathStart)
        return twice / 2
    }
}
