/// How the ends of open subpaths are drawn, as CoreGraphics' `CGLineCap`.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops square at the endpoint.
    case butt
    /// A half disk of the stroke's width caps the endpoint.
    case round
    /// The stroke goes on half its width past the endpoint, square.
    case square
}

/// How consecutive segments meet, as CoreGraphics' `CGLineJoin`.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges are extended to meet, while the miter limit allows; else bevelled.
    case miter
    /// A disk of the stroke's width fills the corner.
    case round
    /// The outer corners are joined by a straight edge.
    case bevel
}

/// Which points a closed shape's fill covers.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero = "nonzero"
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = "evenodd"
}

extension BezierPath {
    // Nested, not top level: SwiftUI has a `StrokeStyle` of its own, and an app imports both.
    /// The geometry of a stroke: what `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`
    /// takes, with CoreGraphics' defaults.
    public struct StrokeStyle: Hashable, Sendable {
        /// The full width of the stroke; half lies on each side of the path.
        public var width: Double
        /// The cap at the ends of open subpaths.
        public var cap: LineCap
        /// The join between consecutive segments.
        public var join: LineJoin
        /// The miter limit: a join is mitred while `1 / sin(angle / 2) <= miterLimit`, else bevelled
        /// (CoreGraphics and PDF semantics; `angle` is the angle between the two segments).
        public var miterLimit: Double

        /// Creates a stroke style; the defaults are CoreGraphics' (butt caps, miter joins, limit 10).
        public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
            self.width = width
            self.cap = cap
            self.join = join
            self.miterLimit = miterLimit
        }

        /// Half the width: the distance the stroke reaches on each side of the path.
        @inlinable
        public var halfWidth: Double { width / 2 }
    }
}
