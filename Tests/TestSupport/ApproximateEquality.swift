import BezierGeometry

/// Whether two numbers agree within an absolute tolerance: the one helper floating-point
/// comparisons in the tests go through, so every tolerance is stated at the call site.
public func isApproximatelyEqual(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points lie within a distance `tolerance` of each other.
public func isApproximatelyEqual(_ a: Point, _ b: Point, tolerance: Double) -> Bool {
    a.distance(to: b) <= tolerance
}
