import Testing
@testable import BezierGeometry

/// Redrawing a path in place (what an arrow does on every tip change) gives the path that
/// drawing it afresh gives, or says that it cannot.
@Suite struct BezierPathRedrawTests {
    /// Draws `M a L b C ... Z M c L d` moved by `shift`: two subpaths, every kind of command.
    static func draw<B: PathBuilder>(_ shift: Double, into b: inout B) {
        b.move(to: Point(shift, 0))
        b.line(to: Point(shift + 10, 0))
        b.quad(to: Point(shift + 20, 10), control: Point(shift + 20, 0))
        b.cubic(to: Point(shift, 20), control1: Point(shift + 20, 30), control2: Point(shift, 30))
        b.close()
        b.move(to: Point(shift + 40, 0))
        b.line(to: Point(shift + 50, 5))
    }

    @Test func sameCommandsRedrawInPlaceAsAFreshPath() {
        var path = BezierPath()
        Self.draw(0, into: &path)
        let storage = path.elements.withUnsafeBufferPointer { $0.baseAddress }
        for shift in [1.0, -7.5, 1e6] {
            #expect(path.redrawInPlace { Self.draw(shift, into: &$0) })
            var fresh = BezierPath()
            Self.draw(shift, into: &fresh)
            // Elements and the state that later appends use (current point, subpath, close).
            #expect(path == fresh)
            #expect(path.currentPoint == fresh.currentPoint)
            var a = path, b = fresh
            a.line(to: Point(1, 1)); b.line(to: Point(1, 1))
            a.close(); b.close()
            a.line(to: Point(2, 2)); b.line(to: Point(2, 2))
            #expect(a == b)
        }
        #expect(path.elements.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func otherDrawingsAreRefused() {
        var path = BezierPath()
        Self.draw(0, into: &path)
        // One command more, one fewer.
        #expect(!path.redrawInPlace { Self.draw(1, into: &$0); $0.line(to: Point(3, 3)) })
        #expect(!path.redrawInPlace { $0.move(to: .zero) })
        // A line after a close makes two elements (a move first); a close after a close none.
        #expect(!path.redrawInPlace { b in
            b.move(to: .zero); b.line(to: Point(1, 0)); b.close(); b.line(to: Point(2, 0))
            b.line(to: Point(3, 0)); b.line(to: Point(4, 0)); b.line(to: Point(5, 0))
        })
        #expect(!path.redrawInPlace { b in
            b.move(to: .zero); b.line(to: Point(1, 0)); b.line(to: Point(1, 1)); b.close(); b.close()
            b.move(to: .zero); b.line(to: Point(1, 0))
        })
        // A segment with no subpath becomes a move in a path: not one element of its kind.
        #expect(!path.redrawInPlace { b in
            b.line(to: .zero); b.line(to: Point(1, 0)); b.line(to: Point(1, 1)); b.line(to: Point(0, 1))
            b.close(); b.move(to: .zero); b.line(to: Point(1, 0))
        })
        // An empty path takes only an empty drawing.
        var empty = BezierPath()
        #expect(!empty.redrawInPlace { $0.move(to: .zero) })
        #expect(empty.redrawInPlace { _ in })
        #expect(empty == BezierPath())
    }
}
