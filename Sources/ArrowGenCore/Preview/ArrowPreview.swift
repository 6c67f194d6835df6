import BezierArrow

/// What the REPL and `arrowgen preview` show: an `Arrow` (a template and its current tips),
/// where it came from, and the last point asked about with `hit`.
///
/// A value: every view (text, JSON, SVG, braille) is computed from it, so the same state always
/// prints the same way, and tests can build one directly. All geometry (path, bounds, view
/// frame, hit testing) is the runtime model's; this type only adds what the previews show.
package struct ArrowPreview: Hashable, Sendable {
    /// The arrow: template, tips, and the path drawn for them (set whole by a REPL session's
    /// diagram, whose scene moves bound tips).
    package var arrow: Arrow
    /// Where the template came from: a catalog name or the file path the user gave.
    package var source: String
    /// The point of the last `hit` question, marked in pictures; `nil` before any.
    package var hitPoint: Point?

    /// A preview of a template at rest (tips where the template draws them).
    ///
    /// - Parameters:
    ///   - template: the arrow template.
    ///   - source: a catalog name or a file path, shown in `json` output.
    package init(template: ArrowTemplate, source: String) {
        arrow = Arrow(template: template)
        self.source = source
    }

    /// A preview of an arrow as it is (tips, heads, body), such as one read from a document.
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - source: a catalog name or a file path, shown in `json` output.
    package init(arrow: Arrow, source: String) {
        self.arrow = arrow
        self.source = source
    }

    /// The template, with its current orientation and handle policy; setting it keeps the tips.
    package var template: ArrowTemplate {
        get { arrow.template }
        set { arrow = arrow.withTemplate(newValue) }
    }

    /// The current start tip (finite values only; see `Arrow.start`).
    package var start: Point {
        get { arrow.start }
        set { arrow.start = newValue }
    }

    /// The current end tip (finite values only; see `Arrow.end`).
    package var end: Point {
        get { arrow.end }
        set { arrow.end = newValue }
    }

    /// The head at the start tip: the template's own until one is set (see `Arrow.startHead`).
    package var startHead: ArrowHead {
        get { arrow.startHead }
        set { arrow.startHead = newValue }
    }

    /// The head at the end tip: the template's own until one is set (see `Arrow.endHead`).
    package var endHead: ArrowHead {
        get { arrow.endHead }
        set { arrow.endHead = newValue }
    }

    /// The head at one tip.
    ///
    /// - Parameter tip: which tip.
    /// - Returns: ``startHead`` or ``endHead``.
    package func head(_ tip: ArrowTip) -> ArrowHead { tip == .start ? startHead : endHead }

    /// Puts a head on one tip, keeping the other head, the body and the bend.
    ///
    /// - Parameters:
    ///   - head: the head.
    ///   - tip: which tip.
    package mutating func setHead(_ head: ArrowHead, at tip: ArrowTip) {
        if tip == .start { startHead = head } else { endHead = head }
    }

    /// The body's kind (see `Arrow.body`).
    package var body: ArrowBodyKind {
        get { arrow.body }
        set { arrow.body = newValue }
    }

    /// The bend handle's value (see `Arrow.bend`; finite values only).
    package var bend: Double {
        get { arrow.bend }
        set { arrow.bend = newValue }
    }

    /// The label along the body (see `Arrow.label`), or `nil`.
    package var label: ArrowLabel? {
        get { arrow.label }
        set { arrow.label = newValue }
    }

    /// How wide a preview's label is per character of its text, in template units: about what
    /// a 12-unit sans-serif font's characters average. The preview cannot measure text (an app's
    /// views measure it with their font).
    package static let labelCharacterWidth = 7.0
    /// How high a preview's label is, in template units: a line of a 12-unit font.
    package static let labelHeight = 14.0

    /// A label for text as the preview sizes it: ``labelCharacterWidth`` per character by
    /// ``labelHeight``, at the middle of the body.
    ///
    /// - Parameter text: the label's text.
    /// - Returns: the label, or `nil` for text so long that its width passes ``ArrowLabel/limit``.
    package static func estimatedLabel(_ text: String) -> ArrowLabel? {
        try? ArrowLabel(text, width: labelCharacterWidth * Double(text.count), height: labelHeight)
    }

    /// Whether the body has a handle that sets its bend (`bend`, `drag bend`): an arc or an
    /// elbow, as the body kind says (`ArrowBodyKind.handleNames`).
    package var isBendable: Bool { arrow.style != nil && body.handleNames.contains("bend") }

    /// The body's handles (the points a tap on them hits and `drag NAME` moves), as the body
    /// kind defines them; none without a style.
    package var handles: [ArrowBodyHandle] { arrow.handles }

    /// The body kinds with a handle of a name, by name, in the order of the kinds: `arc`,
    /// `elbow` for `bend`.
    package static func kinds(withHandle name: String) -> [String] {
        ArrowBodyKind.allCases.filter { $0.handleNames.contains(name) }.map(\.name)
    }

    /// Moves one of the body's handles to a point (see `Arrow.moveHandle(_:to:)`).
    package mutating func moveHandle(_ index: Int, to point: Point) {
        arrow.moveHandle(index, to: point)
    }

    /// A handle by its name (`bend`), or `nil` when the body has none of that name.
    package func handle(named name: String) -> ArrowBodyHandle? {
        handles.first { $0.name == name }
    }

    /// The outline followed by the spine for the current tips.
    package var path: BezierPath { arrow.path }

    /// The tight bounds of the outline and spine.
    package var bounds: Rect { arrow.bounds }

    /// The corners of both head frames, moved with their tips (turned too under
    /// ``ArrowOrientation/follow``), clockwise from the top-left corner at rest.
    package var headFrameCorners: (start: [Point], end: [Point]) {
        let m = arrow.deformation
        func corners(_ r: Rect) -> [Point] {
            [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        }
        return (corners(template.start.frame).map(m.start), corners(template.end.frame).map(m.end))
    }

    /// What a tap at a point hits, or for a miss the nearest point of the arrow anyway.
    ///
    /// - Parameter p: the tap.
    /// - Returns: whether the tap target holds the point, and the model's answer: the part, the
    ///   nearest point and the distance (for a miss, of the nearest point beyond the tap reach).
    package func hit(at p: Point) -> (isHit: Bool, nearest: ArrowHit?) {
        if let hit = arrow.hitTest(p) { return (true, hit) }
        // A miss: widen the tap target without limit (a negative inset, as a scene widens a
        // touch area) so the model still names the nearest point and its part.
        let widened = arrow.hitTest(p, insetBy: -Double.greatestFiniteMagnitude)
        guard let handle = widened, handle.part.handleIndex != nil else { return (false, widened) }
        // Widened so far, a body handle wins over any drawn point (it does within its tap
        // reach). But the handle is not drawn: report the nearest drawn point. The handle lies
        // on the body's centre line, so a drawn point is at most as far; a reach just short of
        // the handle's distance finds it, unless the handle itself is the nearest drawn point.
        let reach = handle.distance * (1 - 1e-12)
        if let drawn = arrow.hitTest(p, insetBy: arrow.tapRadius - reach), drawn.part.handleIndex == nil {
            return (false, drawn)
        }
        return (false, ArrowHit(part: .body, point: handle.point, distance: handle.distance))
    }

    /// Sets the tips, modes and hit point back to a template's.
    package mutating func reset(to rest: ArrowTemplate) {
        arrow = Arrow(template: rest)
        hitPoint = nil
    }
}
