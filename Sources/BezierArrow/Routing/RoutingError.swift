/// Why an orthogonal route was not found.
package enum RoutingError: Error, Sendable, Hashable {
    /// A tip, the margin, the bend penalty or the spacing is NaN, infinite, negative where a
    /// distance is meant, or beyond ±1e12 (the range a tip is kept in): nothing was routed.
    case outOfRange
    /// No orthogonal path keeps the margin from every obstacle (a tip walled in); the caller draws
    /// the direct elbow (``OrthogonalRouter/elbow(from:to:)``) instead.
    case noRoute
}
