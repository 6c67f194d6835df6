/// The marks a view draws on an arrow besides the arrow itself, the selection outline and the
/// focus ring, and how far the whole drawing reaches, the same on every platform.
///
/// Marks keep their size on screen at any zoom (sizes in view points divided by ``zoomScale``).
/// When the system asks for increased contrast (iOS and macOS accessibility settings) the
/// selection outline is drawn solid and twice as wide, since a dashed hairline is what a
/// low-vision user misses, and the focus ring is wider.
package struct ArrowMarks: Hashable, Sendable {
    /// View points per arrow unit; a value that is not positive and finite is ignored.
    package var zoomScale: Double {
        get { storedZoomScale }
        set { if newValue.isFinite && newValue > 0 { storedZoomScale = newValue } }
    }
    private var storedZoomScale = 1.0

    /// Whether the system asks for increased contrast.
    package var increasedContrast: Bool

    /// The selection outline's dash pattern in view points, when contrast is not increased.
    package var selectionDash: [Double]

    /// Creates the marks for a zoom and a contrast setting.
    ///
    /// - Parameters:
    ///   - zoomScale: view points per arrow unit; ignored (1) when not positive and finite.
    ///   - increasedContrast: whether the system asks for increased contrast.
    ///   - selectionDash: the selection outline's dash in view points.
    package init(zoomScale: Double = 1, increasedContrast: Bool = false, selectionDash: [Double] = [4, 3]) {
        self.increasedContrast = increasedContrast
        self.selectionDash = selectionDash
        self.zoomScale = zoomScale
    }

    /// The selection outline's line width in arrow units: 1 point on screen, 2 with increased
    /// contrast.
    package var selectionLineWidth: Double { (increasedContrast ? 2 : 1) / zoomScale }

    /// The selection outline's dash in arrow units: ``selectionDash`` scaled, or empty (solid)
    /// with increased contrast.
    package var selectionDashPattern: [Double] {
        increasedContrast ? [] : selectionDash.map { $0 / zoomScale }
    }

    /// The focus ring's radius in arrow units: 8 points on screen.
    package var focusRingRadius: Double { 8 / zoomScale }

    /// The focus ring's line width in arrow units: 2 points on screen, 3 with increased contrast.
    package var focusRingLineWidth: Double { (increasedContrast ? 3 : 2) / zoomScale }

    /// The square the focus ring is drawn in, around a tip.
    ///
    /// - Parameter tip: the focused tip.
    /// The width of a connection target's outline while a tip is dragged toward it: 2 points
    /// on screen (3 with increased contrast).
    package var connectionOutlineWidth: Double { (increasedContrast ? 3 : 2) / zoomScale }

    /// The width of a snap guide's lines: a hairline on screen (2 points with increased contrast).
    package var snapGuideLineWidth: Double { (increasedContrast ? 2 : 1) / zoomScale }

    /// The radius of the ring or dot at a connection target's point and of a snap guide's cross:
    /// 4 points on screen.
    package var connectionMarkRadius: Double { 4 / zoomScale }

    /// The selection rectangle's line width in arrow units: 1 point on screen, 2 with increased
    /// contrast.
    package var marqueeLineWidth: Double { selectionLineWidth }

    /// The selection rectangle's dash in arrow units: the selection outline's, solid with
    /// increased contrast.
    package var marqueeDashPattern: [Double] { selectionDashPattern }

    /// The opacity of the selection rectangle's fill, in the selection color: a tint that
    /// leaves the arrows under it readable (doubled with increased contrast).
    package var marqueeFillOpacity: Double { increasedContrast ? 0.16 : 0.08 }

    /// The lines that draw snap guides, in scene coordinates: an angle step's ray from its
    /// origin through the tip and six mark radii beyond it, a cross on a snapped point. What
    /// every canvas strokes, at ``snapGuideLineWidth``.
    ///
    /// - Parameter guides: the guides (``ArrowSceneInteraction/snapGuides``).
    /// - Returns: the lines' ends, two by two; none for a guide that is not finite.
    package func snapGuideLines<ID>(_ guides: [ArrowSnapGuide<ID>]) -> [(Point, Point)] {
        let r = connectionMarkRadius
        var lines: [(Point, Point)] = []
        for guide in guides where guide.point.isFinite {
            let p = guide.point
            switch guide.kind {
            case let .angle(origin, _):
                let along = p - origin, length = along.length
                guard origin.isFinite, length > 0 else { continue }
                lines.append((origin, p + along * (6 * r / length)))
            case .shape, .tip:
                lines.append((Point(p.x - r, p.y - r), Point(p.x + r, p.y + r)))
                lines.append((Point(p.x - r, p.y + r), Point(p.x + r, p.y - r)))
            }
        }
        return lines
    }

    package func focusRing(around tip: Point) -> Rect {
        let r = focusRingRadius
        return Rect(x: tip.x - r, y: tip.y - r, width: 2 * r, height: 2 * r)
    }

    /// How far a view's drawing of an arrow reaches: the outline filled, the spine stroked with
    /// its caps and joins, the label, and the marks shown (the selection outline is stroked
    /// with round joins), with a point for antialiasing. A view redraws only this rectangle (of
    /// the arrow before and after a change) and needs no backing store beyond it.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - isSelected: whether the selection outline is drawn.
    ///   - focusedTip: the tip with the focus ring, if any.
    /// - Returns: a rectangle in the arrow's coordinates.
    package func drawnBounds(of arrow: Arrow, isSelected: Bool, focusedTip: ArrowTip?) -> Rect {
        let style = arrow.template.strokeStyle
        // A stroke reaches half its width past the path, times the miter limit at a mitred
        // join (a join is mitred while 1/sin(angle/2) <= limit) and times sqrt(2) at a square
        // cap's corners. The selection outline goes around the stroke, at least a hairline's.
        var factor = style.join == .miter ? max(style.miterLimit, 1) : 1
        if style.cap == .square { factor = max(factor, 2.0.squareRoot()) }
        var reach = max(style.width, isSelected ? 1 : 0) / 2 * factor
        if isSelected { reach += selectionLineWidth / 2 }
        reach += 1 / zoomScale
        var result = arrow.bounds.insetBy(dx: -reach, dy: -reach)
        if let box = arrow.labelFrame { result = result.union(box) }
        if let focusedTip {
            let margin = focusRingLineWidth / 2 + 1 / zoomScale
            result = result.union(focusRing(around: arrow.tip(focusedTip)).insetBy(dx: -margin, dy: -margin))
        }
        return result
    }
}
