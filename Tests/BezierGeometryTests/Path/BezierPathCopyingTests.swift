import Testing
@testable import BezierGeometry

/// Appending another path's elements in one copy (``BezierPath/append(continuing:elements:)``,
/// a band's sides taken again) gives the path appending each in turn gives, state and all.
@Suite struct BezierPathCopyingTests {
    /// A closed subpath, then a side: a move, a line, a cubic, a line, a cubic.
    static let source: BezierPath = {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.line(to: Point(5, 0))
        p.close()
        p.move(to: Point(10, 0))
        p.line(to: Point(20, 0))
        p.cubic(to: Point(30, 10), control1: Point(25, 0), control2: Point(30, 5))
        p.line(to: Point(30, 20))
        p.cubic(to: Point(20, 30), control1: Point(30, 25), control2: Point(25, 30))
        return p
    }()

    /// Every run of the side that opens it (from its move, after a closed subpath or not) or
    /// draws on (after a drawn element), and runs the one copy may not take (drawing on from
    /// after a close, or from no point at all), which go element by element.
    @Test func aRunCopiedAtOnceIsTheRunAppendedElementByElement() {
        let side = 3..<Self.source.elements.count
        /// Paths to append to: empty, after a close, after a drawn line.
        var closed = BezierPath()
        closed.move(to: Point(-5, -5))
        closed.line(to: Point(-1, -5))
        closed.close()
        var open = BezierPath()
        open.move(to: Point(-5, -5))
        open.line(to: Point(-1, -5))
        var compared = 0
        for base in [BezierPath(), closed, open] {
            for lower in side {
                for upper in lower...side.upperBound {
                    var fast = base, plain = base
                    fast.append(continuing: Self.source, elements: lower..<upper)
                    for e in Self.source.elements[lower..<upper] { plain.append(e) }
                    #expect(fast == plain, "\(lower)..<\(upper)")
                    #expect(fast.currentPoint == plain.currentPoint)
                    // The state later appends read: the subpath's start and whether it closed.
                    fast.close(); plain.close()
                    fast.line(to: Point(1, 1)); plain.line(to: Point(1, 1))
                    #expect(fast == plain)
                    compared += 1
                }
            }
        }
        #expect(compared == 3 * 20)
    }
}
