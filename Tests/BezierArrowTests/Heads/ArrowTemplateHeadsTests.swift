import TestSupport
import Testing
@testable import BezierArrow

/// The templates' own heads (``ArrowTemplate/head(_:)``), their body width, and the rectangle
/// clipping underneath.
@Suite struct ArrowTemplateHeadsTests {
    typealias T = ArrowTestTemplates

    // MARK: Templates from Templates/*.arrow

    /// `Templates/double-arrow.arrow`.
    static var doubleArrow: ArrowTemplate { T.doubleArrow() }

    /// `Templates/single-arrow.arrow`.
    static var singleArrow: ArrowTemplate {
        try! ArrowTemplate(name: "SingleArrow",
                           outline: T.svg("M 0 12 C 60 12 110 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 110 26 60 26 0 26 Z"),
                           start: ArrowHeadFrame(frame: Rect(x: 0, y: 12, width: 2, height: 14), tip: Point(0, 19)),
                           end: ArrowHeadFrame(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)))
    }

    /// `Templates/swing-arrow.arrow`.
    static var swingArrow: ArrowTemplate {
        try! ArrowTemplate(name: "SwingArrow",
                           outline: T.svg("M 0 11 C 45 11 85 11 130 11 L 130 0 L 160 15 L 130 30 L 130 19 C 85 19 45 19 0 19 Z"),
                           start: ArrowHeadFrame(frame: Rect(x: 0, y: 11, width: 2, height: 8), tip: Point(0, 15)),
                           end: ArrowHeadFrame(frame: Rect(x: 130, y: 0, width: 30, height: 30), tip: Point(160, 15)),
                           orientation: .follow, handles: .scaled)
    }

    /// `Templates/thin-arrow.arrow`.
    static var thinArrow: ArrowTemplate {
        try! ArrowTemplate(name: "ThinArrow", outline: T.svg("M 176 5 L 200 15 L 176 25 Z"),
                           spine: T.svg("M 0 15 C 60 15 120 15 180 15"),
                           start: ArrowHeadFrame(frame: Rect(x: 0, y: 13, width: 2, height: 4), tip: Point(0, 15)),
                           end: ArrowHeadFrame(frame: Rect(x: 170, y: 5, width: 30, height: 20), tip: Point(200, 15)),
                           lineWidth: 3)
    }

    static var catalog: [ArrowTemplate] { [doubleArrow, singleArrow, swingArrow, thinArrow] }

    // MARK: Independent measures

    /// The point at `t` of a Bézier curve given by its control points (de Casteljau), written
    /// here so the measures below share no code with the clipper.
    static func bezierPoint(_ controls: [Point], _ t: Double) -> Point {
        var b = controls
        for level in stride(from: b.count - 1, to: 0, by: -1) {
            for i in 0..<level { b[i] = Point(b[i].x + (b[i + 1].x - b[i].x) * t, b[i].y + (b[i + 1].y - b[i].y) * t) }
        }
        return b[0]
    }

    /// Every subpath as a closed polygon: lines as they are, curves sampled at `samples` chords.
    static func sampledPolygons(_ path: BezierPath, samples: Int) -> [[Point]] {
        var polygons: [[Point]] = []
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                polygons.append([p])
                current = p
            case .line(let p):
                polygons[polygons.count - 1].append(p)
                current = p
            case .quad(let p, let c):
                for i in 1...samples { polygons[polygons.count - 1].append(bezierPoint([current, c, p], Double(i) / Double(samples))) }
                current = p
            case .cubic(let p, let c1, let c2):
                for i in 1...samples { polygons[polygons.count - 1].append(bezierPoint([current, c1, c2, p], Double(i) / Double(samples))) }
                current = p
            case .close:
                current = polygons[polygons.count - 1][0]
            }
        }
        return polygons
    }

    /// The signed area the subpaths enclose (shoelace over sampled boundaries), exact for
    /// polygons; a curve's chords are off by O(1/samples²) of its bulge.
    static func sampledArea(_ path: BezierPath, samples: Int = 512) -> Double {
        var twice = 0.0
        for polygon in sampledPolygons(path, samples: samples) {
            for (i, p) in polygon.enumerated() {
                let q = polygon[(i + 1) % polygon.count]
                twice += p.x * q.y - p.y * q.x
            }
        }
        return twice / 2
    }

    /// Whether a point lies inside a simple polygon (crossing count).
    static func polygonContains(_ polygon: [Point], _ q: Point) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > q.y) != (b.y > q.y), q.x < (b.x - a.x) * (q.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// The distance from a point to a path's boundary (closing lines included).
    static func distance(_ q: Point, toBoundaryOf path: BezierPath) -> Double {
        var best = Double.infinity
        path.forEachSegment { best = min(best, $0.project(q).distance) }
        return best
    }

    /// The on-curve points of a path.
    static func vertices(_ path: BezierPath) -> [Point] { path.elements.compactMap(\.endPoint) }

    /// Whether every point of `a` is within `tolerance` of a point of `b`, and back.
    static func sameSet(_ a: [Point], _ b: [Point], tolerance: Double) -> Bool {
        a.allSatisfy { p in b.contains { isApproximatelyEqual($0, p, tolerance: tolerance) } }
            && b.allSatisfy { p in a.contains { isApproximatelyEqual($0, p, tolerance: tolerance) } }
    }

    // MARK: Catalog heads

    /// The start head turned by 180°: (x, y) lands on (0 − x, 19 − y), so (30, 0) goes to
    /// (−30, 19) and (30, 38) to (−30, −19); the body's edges (30, 12) and (30, 26) leave the
    /// points (−30, 7) and (−30, −7) on the back edge.
    @Test func doubleArrowStartHeadIsTheTriangle() {
        let head = Self.doubleArrow.head(.start)
        #expect(head.name == "DoubleArrow.start")
        #expect(head.attachment == 30)
        #expect(head.spine.isEmpty)
        let expected = [Point(0, 0), Point(-30, 19), Point(-30, 7), Point(-30, -7), Point(-30, -19)]
        #expect(Self.sameSet(Self.vertices(head.outline), expected, tolerance: 1e-12))
        // (30, 0) → (−30, 19): the first line's end.
        #expect(head.outline.elements[1] == .line(to: Point(-30, 19)))
        let area = Self.sampledArea(head.outline)
        #expect(abs(area - 570) <= 1e-9 * 570, "area \(area)")
        #expect(head.frame == Rect(x: -30, y: -19, width: 30, height: 38))
    }

    /// The end head is only moved, and DoubleArrow is symmetric: the same triangle.
    @Test func doubleArrowEndHeadIsTheStartHeadsMirror() {
        let start = Self.doubleArrow.head(.start), end = Self.doubleArrow.head(.end)
        #expect(end.name == "DoubleArrow.end")
        #expect(end.attachment == 30)
        #expect(Self.sameSet(Self.vertices(end.outline), Self.vertices(start.outline), tolerance: 1e-12))
        // (170, 0) → (−30, −19): mirrored in y against the start head's first corner.
        #expect(end.outline.elements.contains(.line(to: Point(-30, -19))))
        #expect(abs(Self.sampledArea(end.outline) - 570) <= 1e-9 * 570)
    }

    /// The spine's cubic `x = 180 t` is cut at x = 170 (t = 17/18): its last piece runs from
    /// (170, 15) to (180, 15) with controls a third of the way apart, moved by (−200, −15).
    @Test func thinArrowEndHeadCutsTheSpineAtTheFrame() {
        let head = Self.thinArrow.head(.end)
        #expect(head.attachment == 30)
        #expect(head.lineWidth == 3)
        #expect(Self.sameSet(Self.vertices(head.outline), [Point(0, 0), Point(-24, -10), Point(-24, 10)], tolerance: 1e-12))
        #expect(abs(Self.sampledArea(head.outline) - 240) <= 1e-9 * 240)
        let e = head.spine.elements
        #expect(e.count == 2)
        guard e.count == 2, case .move(let p0) = e[0], case .cubic(let p3, let c1, let c2) = e[1] else {
            Issue.record("spine \(e)")
            return
        }
        #expect(p0 == Point(-30, 0))
        #expect(isApproximatelyEqual(c1, Point(-30 + 10.0 / 3, 0), tolerance: 1e-12))
        #expect(isApproximatelyEqual(c2, Point(-30 + 20.0 / 3, 0), tolerance: 1e-12))
        #expect(isApproximatelyEqual(p3, Point(-20, 0), tolerance: 1e-12))
    }

    /// The start frame holds only the spine's first 2 points: x = 180 t cut at t = 1/90, turned
    /// by 180°.
    @Test func thinArrowStartHeadIsASpineStub() {
        let head = Self.thinArrow.head(.start)
        #expect(head.outline.isEmpty)
        #expect(head.attachment == 2)
        let v = Self.vertices(head.spine)
        #expect(v.count == 2)
        #expect(v.first == Point(0, 0))
        #expect(v.last.map { isApproximatelyEqual($0, Point(-2, 0), tolerance: 1e-12) } == true)
    }

    /// By hand: SingleArrow's start frame cuts the 14-high body to a 2 × 14 rectangle, its end
    /// head is the 30 × 38 triangle; SwingArrow's are 2 × 8 and a 30 × 30 triangle.
    @Test(arguments: [(singleArrow, 28.0, 570.0), (swingArrow, 16.0, 450.0), (doubleArrow, 570.0, 570.0)])
    func headAreas(template: ArrowTemplate, start: Double, end: Double) {
        let s = Self.sampledArea(template.head(.start).outline), e = Self.sampledArea(template.head(.end).outline)
        #expect(abs(s - start) <= 1e-9 * start, "\(template.name) start \(s)")
        #expect(abs(e - end) <= 1e-9 * end, "\(template.name) end \(e)")
    }

    /// Placing each head back at its rest tip along its rest direction draws the template's
    /// head: every sampled point of the original outline inside the frame is inside the placed
    /// outline or within 1e-9 of its boundary, every such point of the spine within 1e-9 of the
    /// placed spine, and the placed head stays in the frame.
    @Test(arguments: catalog)
    func placedBackGivesTheOriginalHead(template: ArrowTemplate) {
        for tip in ArrowTip.allCases {
            let head = template.head(tip)
            let end = tip == .start ? template.start : template.end
            let placed = head.placed(tip: end.tip, direction: template.restDirection(tip))
            let fill = PreparedPath(placed.outline)
            for q in Self.sampledPolygons(template.outline, samples: 200).joined() where end.frame.contains(q) {
                let ok = fill.fillContains(q) || Self.distance(q, toBoundaryOf: placed.outline) <= 1e-9
                #expect(ok, "\(template.name) \(tip): \(q)")
            }
            for q in Self.sampledPolygons(template.spine, samples: 200).joined() where end.frame.contains(q) {
                #expect(Self.distance(q, toBoundaryOf: placed.spine) <= 1e-9, "\(template.name) \(tip) spine: \(q)")
            }
            let bounds = placed.outline.boundingBox.union(placed.spine.boundingBox)
            let grown = end.frame.insetBy(dx: -1e-9, dy: -1e-9)
            #expect(bounds.isNull || (grown.contains(bounds.origin) && grown.contains(Point(bounds.maxX, bounds.maxY))))
        }
    }

    @Test func attachmentsAddUpToTheHeadLength() {
        for template in Self.catalog + T.all {
            #expect(template.head(.start).attachment + template.head(.end).attachment == template.headLength)
        }
    }

    // MARK: Body width

    @Test(arguments: [(doubleArrow, 14.0), (singleArrow, 14.0), (swingArrow, 8.0), (thinArrow, 3.0),
                      (T.tailArrow(), 14.0), (T.spineArrow(), 2.0)])
    func bodyWidth(template: ArrowTemplate, width: Double) {
        #expect(isApproximatelyEqual(template.bodyWidth, width, tolerance: 1e-9), "\(template.name): \(template.bodyWidth)")
    }

    /// A body that widens along its length is measured at its middle, perpendicular to its
    /// center line: sides y = 10 and y = 20 + (x − 10) / 4 (x from 10 to 90) make the center
    /// line from (10, 15) to (90, 25), of direction (8, 1) / √65, with its middle at (50, 20).
    /// The normal (−1, 8) / √65 through it meets y = 10 at s = −10 / n.y and the rising side
    /// where 20 + s n.y = 20 + (40 + s n.x) / 4, that is s = 10 / (n.y − n.x / 4).
    @Test func bodyWidthOfATaperedBodyIsTakenAtTheMiddle() throws {
        let outline = T.svg("M 0 0 L 10 10 L 90 10 L 100 0 L 100 50 L 90 40 L 10 20 L 0 30 Z")
        let template = try ArrowTemplate(name: "Taper", outline: outline,
                                         start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 30), tip: Point(0, 15)),
                                         end: ArrowHeadFrame(frame: Rect(x: 90, y: 0, width: 10, height: 50), tip: Point(100, 25)))
        let n = Point(-1, 8) / Point(-1, 8).length
        let sLow = (10 - 20) / n.y
        let sHigh = 10 / (n.y - n.x / 4)
        #expect(isApproximatelyEqual(template.bodyWidth, sHigh - sLow, tolerance: 1e-9), "\(template.bodyWidth)")
    }

    // MARK: Empty and robust

    /// A start frame that touches the outline only at the tip holds no area: an empty head, at
    /// no distance from the tip.
    @Test func aFrameHoldingOnlyAPointGivesAnEmptyHead() throws {
        let template = try ArrowTemplate(name: "Point", outline: T.svg("M 0 0 L 100 -10 L 100 10 Z"),
                                         start: ArrowHeadFrame(frame: Rect(x: -10, y: -5, width: 10, height: 10), tip: Point(0, 0)),
                                         end: ArrowHeadFrame(frame: Rect(x: 90, y: -10, width: 10, height: 20), tip: Point(100, 0)))
        let head = template.head(.start)
        #expect(head.isEmpty)
        #expect(head.attachment == 0)
        #expect(head.frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(!template.head(.end).isEmpty)
    }

    /// Random valid templates (random star-shaped outlines and spines, frames round random points
    /// of them) give finite heads and a finite, non-negative body width.
    @Test func randomTemplatesGiveFiniteHeads() {
        var rng = SplitMix64(seed: 0x4EAD5)
        var made = 0
        for round in 0..<300 {
            let centre = rng.point(within: 200)
            let shape = Self.randomStar(&rng, centre: centre, radius: rng.uniform(5...150), cubic: round % 2 == 0)
            let vertices = Self.vertices(shape)
            let i = Int.random(in: 0..<vertices.count, using: &rng)
            let a = vertices[i], b = vertices[(i + Int.random(in: 1..<vertices.count, using: &rng)) % vertices.count]
            // Frames no larger than a third of the tips' distance each way cannot overlap.
            let size = a.distance(to: b) / 3
            func end(round p: Point) -> ArrowHeadFrame {
                let w = rng.uniform(0.001...1) * size, h = rng.uniform(0.001...1) * size
                let origin = p - Point(w * rng.uniform(0...1), h * rng.uniform(0...1))
                return ArrowHeadFrame(frame: Rect(x: origin.x, y: origin.y, width: w, height: h),
                                tip: origin + Point(w * rng.uniform(0...1), h * rng.uniform(0...1)))
            }
            let hasSpine = round % 3 == 0 || round % 5 == 4
            let spine = hasSpine ? BezierPath([.move(to: a), .cubic(to: b, control1: rng.point(within: 300), control2: rng.point(within: 300))]) : BezierPath()
            guard let template = try? ArrowTemplate(name: "R", outline: round % 5 == 4 ? BezierPath() : shape, spine: spine,
                                                    start: end(round: a), end: end(round: b),
                                                    lineWidth: rng.uniform(0...5)) else { continue }
            made += 1
            for tip in ArrowTip.allCases {
                let head = template.head(tip)
                let ok = head.outline.isFinite && head.spine.isFinite && head.attachment.isFinite
                    && head.frame.minX.isFinite && head.frame.width.isFinite && head.frame.height.isFinite
                #expect(ok, "round \(round) \(tip)")
            }
            let w = template.bodyWidth
            #expect(w.isFinite && w >= 0, "round \(round): width \(w)")
        }
        #expect(made >= 250, "only \(made) valid templates")
    }

    /// DoubleArrow scaled far (up to tip distances whose squares overflow) still gives finite
    /// heads and width; scaled by a power of two, exactly the scaled heads, and the scaled width
    /// within 1e-12 relative. Scaled below the smallest accepted frame it is refused.
    @Test(arguments: [0x1p-1000, 0x1p-20, 0x1p20, 0x1p1000])
    func scaledTemplatesGiveFiniteHeads(scale: Double) throws {
        let m = Transform2D(scaleX: scale, y: scale)
        let d = Self.doubleArrow
        func scaled(_ e: ArrowHeadFrame) -> ArrowHeadFrame {
            ArrowHeadFrame(frame: Rect(x: e.frame.minX * scale, y: e.frame.minY * scale, width: e.frame.width * scale, height: e.frame.height * scale),
                     tip: m.apply(e.tip))
        }
        func make() throws(ArrowTemplateError) -> ArrowTemplate {
            try ArrowTemplate(name: "Scaled", outline: d.outline.transformed(by: m), start: scaled(d.start), end: scaled(d.end))
        }
        guard scale * 10 >= AcceptedRange.minPositiveWidth else {
            // Frames of some 1e-300: an arrow that small would multiply its way below the smallest Double.
            #expect(throws: ArrowTemplateError.emptyFrame(.start)) { try make() }
            return
        }
        let template = try make()
        for tip in ArrowTip.allCases {
            let head = template.head(tip)
            #expect(head.outline.isFinite && head.attachment.isFinite && head.frame.width.isFinite)
            if scale.significandBitPattern == 0 {
                #expect(head.outline == d.head(tip).outline.transformed(by: m), "\(scale) \(tip)")
                #expect(head.attachment == d.head(tip).attachment * scale)
            }
        }
        #expect(template.bodyWidth.isFinite)
        if scale.significandBitPattern == 0 {
            #expect(abs(template.bodyWidth - 14 * scale) <= 1e-12 * 14 * scale, "\(template.bodyWidth)")
        }
    }

    // MARK: Clipping

    /// A random star-shaped loop round `centre`: 4 to 12 vertices at increasing angles (gaps under
    /// 180°), with lines or with cubics whose controls stay in the vertices' wedge at increasing
    /// angles, so the loop never crosses itself (a line through the centre meets each cubic once,
    /// as it meets its control polygon once).
    static func randomStar(_ rng: inout SplitMix64, centre: Point, radius: Double, cubic: Bool) -> BezierPath {
        let n = Int.random(in: 4...12, using: &rng)
        let angles = (0..<n).map { (Double($0) + rng.uniform(0...0.8)) / Double(n) * 2 * Double.pi }
        func at(_ angle: Double, _ r: Double) -> Point { centre + Point(cos(angle), sin(angle)) * r }
        let radii = (0..<n).map { _ in radius * rng.uniform(0.3...1) }
        var path = BezierPath()
        path.move(to: at(angles[0], radii[0]))
        for i in 0..<n {
            let j = (i + 1) % n
            let a0 = angles[i], a1 = j == 0 ? angles[0] + 2 * Double.pi : angles[j]
            let p = at(a1, radii[j])
            if cubic {
                path.cubic(to: p, control1: at(a0 + (a1 - a0) / 3, radius * rng.uniform(0.3...1.2)),
                           control2: at(a0 + 2 * (a1 - a0) / 3, radius * rng.uniform(0.3...1.2)))
            } else if j != 0 {
                path.line(to: p)
            }
        }
        path.close()
        return path
    }

    /// 150 random polygons and 150 random cubic loops clipped against random rectangles: the
    /// clipped area (independent sampled shoelace) never exceeds the shape's or the rectangle's
    /// (by more than 1e-9 of the shape's scale squared, plus the chords' error for cubics:
    /// 1e-6 relative at 512 chords a curve), the result is finite and within the rectangle, and
    /// for polygons it matches a 200 × 200 grid count of the polygon's points in the rectangle
    /// within the cells the boundary can cross: (polygon perimeter + rectangle perimeter) × cell
    /// diagonal.
    @Test func randomClipsKeepTheAreaInsideTheRectangle() {
        var rng = SplitMix64(seed: 0xC11B)
        for round in 0..<300 {
            let cubic = round >= 150
            let radius = rng.uniform(1...100)
            let shape = Self.randomStar(&rng, centre: rng.point(within: 50), radius: radius, cubic: cubic)
            let corner = rng.point(within: 120)
            let rect = Rect(x: corner.x, y: corner.y, width: rng.uniform(0.5...150), height: rng.uniform(0.5...150))
            let clipped = shape.clippedRegion(to: rect)
            #expect(clipped.isFinite)
            let bounds = clipped.boundingBox
            let grown = rect.insetBy(dx: -1e-9, dy: -1e-9)
            #expect(bounds.isNull || (grown.contains(bounds.origin) && grown.contains(Point(bounds.maxX, bounds.maxY))), "round \(round)")
            let whole = Self.sampledArea(shape), area = Self.sampledArea(clipped)
            let slack = 1e-9 * radius * radius + (cubic ? 1e-6 * whole : 0)
            #expect(whole > 0)
            #expect(area >= -slack && area <= whole + slack && area <= rect.width * rect.height + slack,
                    "round \(round): area \(area), shape \(whole), rect \(rect.width * rect.height)")
            guard !cubic else { continue }
            let polygon = Self.sampledPolygons(shape, samples: 1)[0]
            let g = 200
            let cw = rect.width / Double(g), ch = rect.height / Double(g)
            var count = 0
            for i in 0..<g {
                for j in 0..<g where Self.polygonContains(polygon, Point(rect.minX + (Double(i) + 0.5) * cw, rect.minY + (Double(j) + 0.5) * ch)) {
                    count += 1
                }
            }
            let estimate = Double(count) * cw * ch
            var perimeter = 2 * (rect.width + rect.height)
            for (k, p) in polygon.enumerated() { perimeter += p.distance(to: polygon[(k + 1) % polygon.count]) }
            let tolerance = perimeter * (cw * cw + ch * ch).squareRoot()
            #expect(abs(area - estimate) <= tolerance, "round \(round): area \(area), grid \(estimate), tolerance \(tolerance)")
        }
    }

    /// A shape touching the rectangle only at a corner or along an edge gives nothing.
    @Test func touchingClipsAreEmpty() {
        let square = T.svg("M 0 0 L 10 0 L 10 10 L 0 10 Z")
        #expect(square.clippedRegion(to: Rect(x: 10, y: 10, width: 5, height: 5)).isEmpty)
        #expect(square.clippedRegion(to: Rect(x: 10, y: 2, width: 5, height: 5)).isEmpty)
        #expect(square.clippedRegion(to: Rect(x: 20, y: 20, width: 5, height: 5)).isEmpty)
        #expect(square.clippedRegion(to: Rect(x: -5, y: -5, width: 30, height: 30)) == square)
    }

    /// A concave shape leaving and re-entering the rectangle: the area is the two arms', with
    /// zero-width lines along the edge between them.
    @Test func concaveClipKeepsBothArms() {
        // A U: arms x 0...10 and 20...30, joined at y 20...30.
        let u = T.svg("M 0 0 L 10 0 L 10 20 L 20 20 L 20 0 L 30 0 L 30 30 L 0 30 Z")
        let clipped = u.clippedRegion(to: Rect(x: -5, y: -5, width: 40, height: 15))
        #expect(abs(Self.sampledArea(clipped) - 200) <= 1e-12)
        let fill = PreparedPath(clipped)
        #expect(fill.fillContains(Point(5, 5)) && fill.fillContains(Point(25, 5)) && !fill.fillContains(Point(15, 5)))
    }

    /// A quadratic arch y = 20 t (1 − t) · 2 over x = 20 t, cut at x = 10: the left piece is a
    /// quadratic ending exactly at the apex (10, 10), and the area half the arch's 2/3 · 20 · 10.
    @Test func quadraticsAreCutExactly() {
        let arch = T.svg("M 0 0 Q 10 20 20 0 Z")
        let clipped = arch.clippedRegion(to: Rect(x: -1, y: -1, width: 11, height: 30))
        #expect(clipped.elements.count == 4)
        #expect(clipped.elements.contains(.quad(to: Point(10, 10), control: Point(5, 10))), "\(clipped)")
        #expect(abs(abs(Self.sampledArea(clipped, samples: 4096)) - 200.0 / 3) <= 1e-6)
    }

    /// A closed stroke leaving the rectangle once is one open run, through the subpath's start.
    @Test func closedStrokeRunsJoinThroughTheStart() {
        let square = T.svg("M 0 0 L 10 0 L 10 10 L 0 10 Z")
        let clipped = square.clippedStroke(to: Rect(x: -1, y: -1, width: 6, height: 12))
        #expect(clipped.elements == [.move(to: Point(5, 10)), .line(to: Point(0, 10)), .line(to: Point(0, 0)), .line(to: Point(5, 0))])
        #expect(square.clippedStroke(to: Rect(x: -1, y: -1, width: 12, height: 12)) == square)
    }

    /// The roots of `(t − 0.2)(t − 0.5)(t − 0.9)` from its Bernstein coefficients, a double
    /// root's tangency, and a line's crossing.
    @Test func bernsteinRoots() {
        // Power basis a0 + a1 t + a2 t² + a3 t³ to Bernstein.
        let a0 = -0.09, a1 = 0.73, a2 = -1.6, a3 = 1.0
        let c = [a0, a0 + a1 / 3, a0 + 2 * a1 / 3 + a2 / 3, a0 + a1 + a2 + a3]
        let r = BernsteinRoots.roots(c)
        #expect(r.count == 3)
        for (x, y) in zip(r, [0.2, 0.5, 0.9]) { #expect(abs(x - y) <= 1e-14, "\(r)") }
        // (t − 0.5)²: 0.25 − t + t², touching at 0.5.
        let touch = BernsteinRoots.roots([0.25, 0.25 - 1.0 / 2, 0.25 - 1 + 1])
        #expect(touch == [0.5])
        #expect(BernsteinRoots.roots([-1, 3]) == [0.25])
        #expect(BernsteinRoots.roots([0, 0, 0, 0]).isEmpty)
    }
}
