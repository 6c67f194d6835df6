import BezierArrow

/// What the REPL and `arrowgen preview` show: a template, its current tips, and the last point
/// asked about with `hit`.
///
/// A value: every view (text, JSON, SVG, braille) is computed from it, so the same state always
/// prints the same way, and tests can build one directly.
public struct ArrowPreview: Hashable, Sendable {
    /// The template, with its current orientation and handle policy.
    public var template: ArrowTemplate
    /// Where the template came from: a catalog name or the file path the user gave.
    public var source: String
    /// The current start tip.
    public var start: Point
    /// The current end tip.
    public var end: Point
    /// The point of the last `hit` question, marked in pictures; `nil` before any.
    public var hitPoint: Point?

    /// A preview of a template at rest (tips where the template draws them).
    ///
    /// - Parameters:
    ///   - template: the arrow template.
    ///   - source: a catalog name or a file path, shown in `json` output.
    public init(template: ArrowTemplate, source: String) {
        self.template = template
        self.source = source
        start = template.start.tip
        end = template.end.tip
    }

    /// The outline (and spine) for the current tips.
    public var path: BezierPath { template.path(start: start, end: end) }

    /// The tight bounds of ``path``.
    public var bounds: Rect { path.boundingBox }

    /// The motion that takes the template to the current tips.
    public var deformation: ArrowDeformation { template.deformation(start: start, end: end) }

    /// The corners of both head frames, moved with their tips (turned too under
    /// ``ArrowOrientation/follow``), clockwise from the top-left corner at rest.
    public var headFrameCorners: (start: [Point], end: [Point]) {
        let m = deformation
        func corners(_ r: Rect) -> [Point] {
            [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        }
        return (corners(template.start.frame).map(m.start), corners(template.end.frame).map(m.end))
    }

    /// Sets both tips, modes and the hit point back to the template's.
    public mutating func reset(to rest: ArrowTemplate) {
        template = rest
        start = rest.start.tip
        end = rest.end.tip
        hitPoint = nil
    }
}
