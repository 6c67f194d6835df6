/// The body of a labelled arrow cut around the label's box: what ``Arrow`` keeps besides the cut
/// outline and spine it draws.
///
/// ## How the body is cut
/// The body is read as one or two *sides* in the drawn paths, each a run of segments from the
/// start head to the end head, split into *pieces* that pair a stretch of one side with a
/// stretch of the other (`CenterLinePlan.Piece`):
/// - a stroked body (a template's spine, a styled arrow's stroked centre line) is one side;
/// - a filled body (a template outline's two sides, a styled band's left and right sides) is two
///   sides, paired piece for piece.
///
/// For each piece, the midway curve `m = (a + b) / 2` of its two stretches and a bound `h` of
/// their half distance (half the largest distance between their control points: `a - b` is a
/// Bézier curve whose control points are those distances, so by the convex hull property
/// `|a(u) - b(u)| / 2 <= h` everywhere) are taken. The gap runs from where the first piece's
/// `m` enters the box grown by `h` plus the padding, to where the last one leaves its box: the
/// curves are cut exactly there (the edge crossings solved for, then de Casteljau), never
/// flattened. Every point kept then lies outside the box by at least the padding: a side's
/// point lies within `h` of `m`, and `m` outside the box grown by `h` plus the padding
/// (Chebyshev distance, which is never more than the Euclidean one). A filled body's two kept
/// pieces are each closed by the straight line between its sides' cut points, whose points lie
/// within `h` of `m` too. One stretch between the first entry and the last exit is removed,
/// as tldraw does: a body that leaves the box and comes back loses the loop between.
///
/// The padding is ``ArrowLabel/bodyGap`` plus half the template's line width, so the stroke's
/// ink stays clear of the box too. Heads are never cut: the pieces are body pieces only.
struct LabelCut: Sendable {
    /// The outline as drawn before the cut, for dashing (the cut outline is the arrow's).
    var outline: BezierPath
    /// The spine as drawn before the cut.
    var spine: BezierPath
    /// What of the uncut outline's elements the cut removed.
    var outlineHidden: [HiddenStretch] = []
    /// What of the uncut spine's elements the cut removed.
    var spineHidden: [HiddenStretch] = []
    /// The parts of the uncut outline's elements.
    var outlineUncutLabels: [PathLabel]
    /// The parts of the uncut spine's elements.
    var spineUncutLabels: [PathLabel]
    /// The parts of the cut outline's elements.
    var outlineLabels: [PathLabel]
    /// The parts of the cut spine's elements.
    var spineLabels: [PathLabel]
}

/// One subpath of a drawn path read as segments by ordinal: its elements after the move, and for
/// a filled subpath left open, the straight line back to its start (which has no element).
private struct CutSubpath {
    let elements: [PathElement]
    let parts: [PathLabel]
    /// The index of the move, and the index after the last element.
    let move: Int, end: Int
    /// Whether a segment is added for the closing line of an open subpath.
    let closesImplicitly: Bool

    init(elements: [PathElement], parts: [PathLabel], containing index: Int, filled: Bool) {
        self.elements = elements
        self.parts = parts
        var m = index
        while m > 0, !elements[m].isMove { m -= 1 }
        var e = index + 1
        while e < elements.count, !elements[e].isMove { e += 1 }
        move = m
        end = e
        closesImplicitly = filled && !elements[e - 1].isClose
    }

    var count: Int { end - move - 1 + (closesImplicitly ? 1 : 0) }
    func ordinal(ofElement i: Int) -> Int { i - move - 1 }
    /// The element drawing segment `j`, or `nil` for the implicit closing line.
    func element(_ j: Int) -> Int? { move + 1 + j < end ? move + 1 + j : nil }
    var startPoint: Point { elements[move].endPoint ?? .zero }

    func endPoint(ofElement i: Int) -> Point { elements[i].endPoint ?? startPoint }

    func segment(_ j: Int) -> PathSegment {
        guard let i = element(j) else {
            return .line(LineSegment(endPoint(ofElement: end - 1), startPoint))
        }
        return elements[i].segment(from: endPoint(ofElement: i - 1), subpathStart: startPoint)
    }

    /// The part of segment `j`'s end point.
    func endPart(_ j: Int) -> PathLabel { parts[element(j) ?? move] }

    /// The part of the point at parameter `t` of segment `j`: its start's or end's part at the
    /// ends, else the body (a cut point inside a body segment).
    func part(_ j: Int, at t: Double) -> PathLabel {
        t >= 1 ? endPart(j) : t <= 0 ? (j == 0 ? parts[move] : endPart(j - 1)) : .body
    }
}

extension BezierPath {
    /// The path with a stroked body's gap removed: the side's segments drawn up to the gap's
    /// start, then a new subpath from its end.
    ///
    /// - Returns: The cut path, its parts, and the stretches removed; `nil` when the gap runs
    ///   backwards or through a closed subpath (the path is then left uncut).
    func cutStroke(parts: [PathLabel], from a: (element: Int, t: Double), to b: (element: Int, t: Double))
        -> (path: BezierPath, parts: [PathLabel], hidden: [HiddenStretch])? {
        let elements = self.elements
        let sub = CutSubpath(elements: elements, parts: parts, containing: a.element, filled: false)
        guard b.element < sub.end, (a.element, a.t) <= (b.element, b.t), !elements[sub.end - 1].isClose else { return nil }
        var path = BezierPath(), cutLabels: [PathLabel] = []
        path.reserveCapacity(elements.count + 1)
        cutLabels.reserveCapacity(elements.count + 1)
        // A piece of no length is left out, and with it a move that would stand alone.
        let dropsFirstPiece = a.t <= 0 && a.element == sub.move + 1
        for i in 0..<(dropsFirstPiece ? sub.move : a.element) {
            path.append(elements[i])
            cutLabels.append(parts[i])
        }
        let ja = sub.ordinal(ofElement: a.element), jb = sub.ordinal(ofElement: b.element)
        let first = sub.segment(ja), last = sub.segment(jb)
        if a.t > 0 {
            first.portion(from: 0, to: a.t).draw(into: &path)
            cutLabels.append(sub.part(ja, at: a.t))
        }
        if b.t < 1 || b.element + 1 < sub.end {
            path.move(to: last.point(at: b.t))
            cutLabels.append(sub.part(jb, at: b.t))
        }
        if b.t < 1 {
            last.portion(from: b.t, to: 1).draw(into: &path)
            cutLabels.append(parts[b.element])
        }
        for i in b.element + 1..<elements.count {
            path.append(elements[i])
            cutLabels.append(parts[i])
        }
        return (path, cutLabels, Self.stretches(sub, from: a, to: b))
    }

    /// The path with a filled body's gap removed: the subpath holding both sides becomes two
    /// closed subpaths, from the end of each side's gap round to the start of the other's,
    /// each closed by the straight line across the body.
    ///
    /// - Parameter sideElements: The elements of the two sides.
    /// - Returns: The cut path, its parts, and the stretches removed; `nil` when the two sides
    ///   are not in one subpath (the path is then left uncut).
    func cutRegion(parts: [PathLabel], sideElements: Set<Int>,
                   sideA: (from: (element: Int, t: Double), to: (element: Int, t: Double)),
                   sideB: (from: (element: Int, t: Double), to: (element: Int, t: Double)))
        -> (path: BezierPath, parts: [PathLabel], hidden: [HiddenStretch])? {
        let elements = self.elements
        let sub = CutSubpath(elements: elements, parts: parts, containing: sideA.from.element, filled: true)
        for e in [sideA.to.element, sideB.from.element, sideB.to.element] where e <= sub.move || e >= sub.end {
            return nil
        }
        var path = BezierPath(), cutLabels: [PathLabel] = []
        path.reserveCapacity(elements.count + 4)
        cutLabels.reserveCapacity(elements.count + 4)
        for i in 0..<sub.move {
            path.append(elements[i])
            cutLabels.append(parts[i])
        }
        /// One closed chain from a place to another, walking forward round the subpath; none
        /// when it would hold nothing of the sides or the heads (a band cut up to its end, whose
        /// butt edge alone is left).
        func chain(from a: (element: Int, t: Double), to b: (element: Int, t: Double)) {
            let ja = sub.ordinal(ofElement: a.element), jb = sub.ordinal(ofElement: b.element)
            var holds = a.t < 1 || b.t > 0
            var j = (ja + 1) % sub.count
            while !holds && j != jb {
                holds = sub.element(j).map(sideElements.contains) == true
                    || sub.endPart(j) != .body || sub.part(j, at: 0) != .body
                j = (j + 1) % sub.count
            }
            guard holds else { return }
            let first = sub.segment(ja)
            path.move(to: first.point(at: a.t))
            // The close takes the part of the subpath's start, as a template's parts do.
            let startPart = sub.part(ja, at: a.t)
            cutLabels.append(startPart)
            if a.t < 1 {
                first.portion(from: a.t, to: 1).draw(into: &path)
                cutLabels.append(sub.endPart(ja))
            }
            j = (ja + 1) % sub.count
            while j != jb {
                sub.segment(j).draw(into: &path)
                cutLabels.append(sub.endPart(j))
                j = (j + 1) % sub.count
            }
            if b.t > 0 {
                sub.segment(jb).portion(from: 0, to: b.t).draw(into: &path)
                cutLabels.append(sub.part(jb, at: b.t))
            }
            path.close()
            cutLabels.append(startPart)
        }
        chain(from: sideA.to, to: sideB.from)
        chain(from: sideB.to, to: sideA.from)
        for i in sub.end..<elements.count {
            path.append(elements[i])
            cutLabels.append(parts[i])
        }
        return (path, cutLabels, Self.stretches(sub, from: sideA.from, to: sideA.to) + Self.stretches(sub, from: sideB.from, to: sideB.to))
    }

    /// The stretches of elements from one place to another, walking forward round the subpath.
    private static func stretches(_ sub: CutSubpath, from a: (element: Int, t: Double), to b: (element: Int, t: Double))
        -> [HiddenStretch] {
        guard a.element != b.element else { return [HiddenStretch(element: a.element, t0: a.t, t1: b.t)] }
        var result = [HiddenStretch(element: a.element, t0: a.t, t1: 1)]
        var j = (sub.ordinal(ofElement: a.element) + 1) % sub.count
        let jb = sub.ordinal(ofElement: b.element)
        while j != jb {
            if let i = sub.element(j) { result.append(HiddenStretch(element: i, t0: 0, t1: 1)) }
            j = (j + 1) % sub.count
        }
        result.append(HiddenStretch(element: b.element, t0: 0, t1: b.t))
        return result
    }
}
