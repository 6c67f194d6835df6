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
    var startPaths: HeadPaths { fixed.startHead.paths }
    /// The same for the end head.
    var endPaths: HeadPaths { fixed.endHead.paths }
    /// Whether the body is a stroke (the template has a spine) rather than a filled band.
    var isStrokedBody: Bool { fixed.isStrokedBody }
    /// The width the body is drawn at: the stroke's, or the filled band's
    /// (`ArrowTemplate.styledBodyWidth`).
    var drawnBodyWidth: Double { fixed.width }
    /// The part of every element of the drawn outline and spine.
    var outlineLabels: [PathLabel] = [], spineLabels: [PathLabel] = []
    /// The body's elements in the drawn spine (a stroked body) or outline (a band).
    var bodyElements = 0..<0
    /// The centre line the body follows instead of its kind's route, from the start tip to the
    /// end tip (a self-loop's, which a scene sets: ``Arrow/setTips(start:end:centerLine:)``), or
    /// `nil` for the kind's own route. Not part of the style: kept while the body's kind and
    /// state stay (``Arrow/style``), dropped when the tips move without one.
    var centerLine: [CubicSegment]?
    /// Whether ``centerLine`` passes the style's waypoints in order (a route a scene gives
    /// through them), so that the arrow keeps their handles; a self-loop's does not. Set and
    /// dropped with ``centerLine`` (never true without it).
    var centerLinePassesWaypoints = false
    /// How far the style's shrinking of heads applies, from 0 (full size) to 1 (as
    /// ``ArrowStyle/shrinksHeads`` shrinks them), for an animation's frame between a style that
    /// shrinks heads and one that does not (``Arrow/animationState``); `nil` for the style's
    /// own (1 when it shrinks heads, else 0). Dropped with the centre line when the tips move.
    var headShrinking: Double?

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
        swap(&outlineLabels, &old.outlineLabels)
        swap(&spineLabels, &old.spineLabels)
        // Another style's parts: written again by the first drawing.
        outlineLabels.removeAll(keepingCapacity: true)
        spineLabels.removeAll(keepingCapacity: true)
    }

    /// Writes the part of every drawn element: the outline holds the start head, the end head,
    /// then a band body (``bodyElements``); the spine a stroked body, then the start head and
    /// the end head.
    ///
    /// - Parameters:
    ///   - outlineCount: The drawn outline's element count.
    ///   - spineCount: The drawn spine's element count.
    mutating func writeLabels(outlineCount: Int, spineCount: Int) {
        outlineLabels.removeAll(keepingCapacity: true)
        spineLabels.removeAll(keepingCapacity: true)
        let startOutline = startPaths.outline.elements.count
        outlineLabels.append(part: .startHead, upTo: startOutline)
        outlineLabels.append(part: .endHead, upTo: startOutline + endPaths.outline.elements.count)
        outlineLabels.append(part: .body, upTo: outlineCount)
        let startSpineEnd = (isStrokedBody ? bodyElements.count : 0) + startPaths.spine.elements.count
        spineLabels.append(part: .body, upTo: isStrokedBody ? bodyElements.count : 0)
        spineLabels.append(part: .startHead, upTo: startSpineEnd)
        spineLabels.append(part: .endHead, upTo: spineCount)
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
        Self.draw(startPaths.outline, placed: startPlacement, into: &b)
        Self.draw(endPaths.outline, placed: endPlacement, into: &b)
        if isStrokedBody {
            route.drawCenterLine(into: &b)
        } else {
            route.drawOutline(width: drawnBodyWidth, pairsSides: false, into: &b)
        }
        Self.draw(startPaths.spine, placed: startPlacement, into: &b)
        Self.draw(endPaths.spine, placed: endPlacement, into: &b)
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

    /// The body's centre line and the heads' directions for a pair of tips: along the given
    /// ``centerLine`` when there is one (``BodyRoute/path(_:start:end:startTrim:endTrim:)``),
    /// else through the body's waypoints when it has some (``WaypointLine``, drawn as a path
    /// too), else the body kind's route.
    ///
    /// The heads' attachments are scaled down together when the tips are closer than the two
    /// attachments are long, so the body shrinks to nothing instead of running backwards
    /// through the heads (a path scales them when they do not fit along it).
    ///
    /// - Parameter headShrink: ``headShrink(start:end:)`` for these tips, when the caller has it
    ///   already.
    func route(start s: Point, end e: Point, template: ArrowTemplate, headShrink k: Double? = nil) -> BodyRoute {
        var line = WaypointLine()
        return route(start: s, end: e, template: template, headShrink: k, line: &line)
    }

    /// The route as ``route(start:end:template:headShrink:)`` gives it, with a body through
    /// waypoints (``ArrowBodyState/waypoints``, and no given ``centerLine``) built in `line`,
    /// whose storage is reused; `line` holds no curves for any other body.
    func route(start s: Point, end e: Point, template: ArrowTemplate, headShrink k: Double?,
               line: inout WaypointLine) -> BodyRoute {
        let k = k ?? headShrink(start: s, end: e)
        var startTrim = startHead.attachment * k, endTrim = endHead.attachment * k
        if let centerLine {
            line.curves.removeAll(keepingCapacity: true)
            line.legHandles.removeAll(keepingCapacity: true)
            return .path(centerLine, start: s, end: e, startTrim: startTrim, endTrim: endTrim)
        }
        if !style.bodyState.waypoints.isEmpty {
            line.build(style.body, start: s, end: e, state: style.bodyState, cornerRadius: style.cornerRadius)
            return .path(line.curves, start: s, end: e, startTrim: startTrim, endTrim: endTrim, cutsTurns: line.cutsTurns,
                         scratch: &line.pathScratch)
        }
        line.curves.removeAll(keepingCapacity: true)
        line.legHandles.removeAll(keepingCapacity: true)
        let distance = (e - s).length, reach = startTrim + endTrim
        if reach > distance {
            let k = reach > 0 ? distance / reach : 0
            startTrim *= k
            endTrim *= k
        }
        return style.body.route(start: s, end: e, startTrim: startTrim, endTrim: endTrim, state: style.bodyState,
                                cornerRadius: style.cornerRadius, template: template, width: drawnBodyWidth)
    }
}

extension StyledDrawing {
    /// The factor the heads are drawn at for a pair of tips: 1, or with
    /// ``ArrowStyle/shrinksHeads`` set, what brings the heads' reach back from their tips
    /// (`-frame.minX` each) down to half the tips' distance when it is longer.
    /// With ``headShrinking`` set, the blend `(1 - w) + w * k` of full size and that factor `k`
    /// (exactly `k` at `w = 1`).
    func headShrink(start s: Point, end e: Point) -> Double {
        let w = headShrinking ?? (style.shrinksHeads ? 1 : 0)
        guard w > 0 else { return 1 }
        let reach = max(-startHead.frame.minX, 0) + max(-endHead.frame.minX, 0)
        let half = (e - s).length / 2
        guard reach > half, reach > 0, half.isFinite else { return 1 }
        return (1 - w) + w * (half / reach)
    }
}

extension [PathLabel] {
    /// Appends `part` until the array counts `count` elements.
    mutating func append(part: PathLabel, upTo count: Int) {
        while self.count < count { append(part) }
    }
}
