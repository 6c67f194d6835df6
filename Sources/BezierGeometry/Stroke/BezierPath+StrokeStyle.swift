/// How the ends of open subpaths are drawn, as CoreGraphics' `CGLineCap`.
///
/// Its ``name`` is SVG's `stroke-linecap` keyword.
public enum LineCap: String, NamedOption {
    /// The stroke stops square at the endpoint.
    case butt
    /// A half disk of the stroke's width caps the endpoint.
    case round
    /// The stroke goes on half its width past the endpoint, square.
    case square

    /// What the cap does, in one line.
    public var summary: String {
        switch self {
        case .butt: "the stroke stops square at the endpoint"
        case .round: "a half disk of the stroke's width caps the endpoint"
        case .square: "the stroke goes on half its width past the endpoint, square"
        }
    }
}

/// How consecutive segments meet, as CoreGraphics' `CGLineJoin`.
///
/// Its ``name`` is SVG's `stroke-linejoin` keyword.
public enum LineJoin: String, NamedOption {
    /// The outer edges are extended to meet, while the miter limit allows; else bevelled.
    case miter
    /// A disk of the stroke's width fills the corner.
    case round
    /// The outer corners are joined by a straight edge.
    case bevel

    /// What the join does, in one line.
    public var summary: String {
        switch self {
        case .miter: "the outer edges extend to meet while the miter limit allows, else bevel"
        case .round: "a disk of the stroke's width fills the corner"
        case .bevel: "a straight edge joins the outer corners"
        }
    }
}

/// Which points a closed shape's fill covers.
///
/// Its ``name`` is SVG's `fill-rule` keyword (`nonzero`, `evenodd`), the spelling `.arrow`
/// files and requests use too.
public enum FillRule: String, NamedOption {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero = "nonzero"
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = "evenodd"

    /// Which points the rule covers, in one line.
    public var summary: String {
        switch self {
        case .nonZero: "a point is inside when the path winds around it a non-zero number of times"
        case .evenOdd: "a point is inside when a ray from it crosses the path an odd number of times"
        }
    }
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
        package var halfWidth: Double { width / 2 }
    }
}
