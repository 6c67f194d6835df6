import BezierArrow

/// What the REPL and `arrowgen preview` show: an ``Arrow`` (a template and its current tips),
/// where it came from, and the last point asked about with `hit`.
///
/// A value: every view (text, JSON, SVG, braille) is computed from it, so the same state always
/// prints the same way, and tests can build one directly. All geometry (path, bounds, view
/// frame, hit testing) is the runtime model's; this type only adds what the previews show.
package struct ArrowPreview: Hashable, Sendable {
    /// The arrow: template, tips, and the path drawn for them.
    package private(set) var arrow: Arrow
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

    /// The template, with its current orientation and handle policy; setting it keeps the tips.
    package var template: ArrowTemplate {
        get { arrow.template }
        set { arrow = arrow.withTemplate(newValue) }
    }

    /// The current start tip (finite values only; see ``Arrow/start``).
    package var start: Point {
        get { arrow.start }
        set { arrow.start = newValue }
    }

    /// The current end tip (finite values only; see ``Arrow/end``).
    package var end: Point {
        get { arrow.end }
        set { arrow.end = newValue }
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
        return (false, arrow.hitTest(p, insetBy: -Double.greatestFiniteMagnitude))
    }

    /// Sets the tips, modes and hit point back to a template's.
    package mutating func reset(to rest: ArrowTemplate) {
        arrow = Arrow(template: rest)
        hitPoint = nil
    }
}
