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
