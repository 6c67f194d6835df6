/// A destination for drawing commands: what generated arrow code draws into.
///
/// ``BezierPath`` conforms; on Apple platforms `CGMutablePath` and SwiftUI's `Path` do too
/// (see `BezierArrow+CoreGraphics.swift`). Generated `build(start:end:into:)` functions call only
/// these five methods, in straight-line code, so drawing into a reused builder allocates nothing.
public protocol PathBuilder {
    /// Starts a new subpath at `point`.
    mutating func move(to point: Point)
    /// Adds a straight segment from the current point to `point`.
    mutating func line(to point: Point)
    /// Adds a quadratic Bezier segment from the current point to `point`.
    mutating func quad(to point: Point, control: Point)
    /// Adds a cubic Bezier segment from the current point to `point`.
    mutating func cubic(to point: Point, control1: Point, control2: Point)
    /// Closes the current subpath.
    mutating func close()
}
