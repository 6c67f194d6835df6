import TestSupport
import Testing
@testable import BezierGeometry

/// Where dashes end, against ``ReferenceArcLength`` (adaptive Simpson's rule, within 1e-14 of
/// each segment's control polygon): on random open paths of lines, quadratics and cubics
/// (fixed seed), a near cusp and a true one, every dash end lies within the dash precision of
/// the point at its place along the path (the chord to it is no longer than the arc, so a miss
/// in arc length of at most the precision is a distance of at most that), and every dash is
/// its pattern's length within twice the precision.
@Suite struct DashPlacementTests {
    /// The paths: random ones, open, and two cubics, one looped to within a hair of a cusp and
    /// one through a cusp.
    static let paths: [BezierPath] = {
        var rng = SplitMix64(seed: 0xDA5)
        var paths = (0..<14).map { _ in BezierPath(rng.path().elements.filter { $0 != .close }) }
        paths.append(try! BezierPath(svgPathData: "M 0 0 C 200 180.0001 0 180 200 0"))
        paths.append(try! BezierPath(svgPathData: "M 0 0 C 100 100 0 100 100 0 L 100 50"))
        return paths
    }()

    static let pattern = try! BezierPath.DashPattern([7, 3, 1, 3], offset: 2)

    /// A subpath's segments with their reference measures and lengths.
    struct Measured {
        let segments: [PathSegment]
        let references: [ReferenceArcLength]
        let lengths: [Double]
        var total: Double { lengths.reduce(0, +) }

        init(_ path: BezierPath) {
            var segments: [PathSegment] = []
            path.forEachSegment { segments.append($0) }
            self.segments = segments
            references = segments.map(ReferenceArcLength.init)
            lengths = references.map { $0.length(from: 0, to: 1) }
        }
    }

    /// The pattern's dashes along a length, as the arc lengths where each starts and ends.
    static func dashes(over length: Double) -> [(start: Double, end: Double)] {
        var out: [(start: Double, end: Double)] = []
        var i = 0, s = -pattern.offset
        while s < length {
            let next = s + pattern.lengths[i]
            if i % 2 == 0, next > 0 { out.append((max(s, 0), min(next, length))) }
            s = next
            i = (i + 1) % pattern.lengths.count
        }
        return out
    }

    /// The subpaths of a path, each as its own path.
    static func pieces(_ path: BezierPath) -> [BezierPath] {
        var out: [[PathElement]] = []
        for e in path.elements {
            if case .move = e { out.append([e]) } else { out[out.count - 1].append(e) }
        }
        return out.map { BezierPath($0) }
    }

    @Test(arguments: [1e-2, 1e-6, 1e-8])
    func dashEndsLieWithinThePrecisionOfTheirPlaces(tolerance: Double) {
        var worst = 0.0, checked = 0, skipped = 0
        for path in Self.paths {
            let precision = BezierPath.dashPrecision(tolerance, of: path)
            let dashed = path.dashed(Self.pattern, tolerance: tolerance)
            #expect(dashed.isFinite)
            var pieces = Self.pieces(dashed)[...]
            var first = 0
            let elements = path.elements
            while first < elements.count {
                var stop = first + 1
                while stop < elements.count, !elements[stop].isMove { stop += 1 }
                let measured = Measured(BezierPath(elements[first..<stop]))
                first = stop
                let expected = Self.dashes(over: measured.total)
                let drawn = pieces.prefix(expected.count)
                pieces = pieces.dropFirst(expected.count)
                // A place within a little of a joint or an end may fall on either side of it, and
                // change the dashes drawn: the rest of such a path is left out.
                var joints = [0.0]
                for l in measured.lengths { joints.append(joints[joints.count - 1] + l) }
                let places = expected.flatMap { [$0.start, $0.end] }
                guard !places.contains(where: { s in joints.contains { abs($0 - s) < 10 * precision && $0 != s } }) else {
                    skipped += 1
                    break
                }
                guard drawn.count == expected.count else {
                    Issue.record("\(path.svgPathData): \(drawn.count) dashes, not \(expected.count)")
                    break
                }
                // The point at each place, found segment by segment.
                var segment = 0, t = 0.0, before = 0.0, along = 0.0
                func point(at s: Double) -> Point {
                    while segment < measured.segments.count - 1 && s > before + measured.lengths[segment] {
                        before += measured.lengths[segment]
                        segment += 1
                        t = 0
                        along = 0
                    }
                    let reference = measured.references[segment]
                    let u = reference.parameter(atLength: s - before, from: t, lengthThere: along)
                    along += reference.length(from: t, to: u)
                    t = u
                    return measured.segments[segment].point(at: u)
                }
                for (dash, piece) in zip(expected, drawn) {
                    guard let start = piece.elements.first?.endPoint, let end = piece.elements.last?.endPoint else {
                        continue
                    }
                    let startMiss = start.distance(to: point(at: dash.start))
                    let endMiss = end.distance(to: point(at: dash.end))
                    worst = max(worst, startMiss / precision, endMiss / precision)
                    #expect(startMiss <= precision && endMiss <= precision,
                            "\(path.svgPathData) dash \(dash): missed by \(startMiss), \(endMiss); precision \(precision)")
                    // The dash's own length, measured piece by piece.
                    var length = 0.0
                    piece.forEachSegment { length += ReferenceArcLength($0).length(from: 0, to: 1) }
                    #expect(abs(length - (dash.end - dash.start)) <= 2 * precision,
                            "\(path.svgPathData) dash \(dash) is \(length) long; precision \(precision)")
                    checked += 1
                }
            }
        }
        print("tolerance \(tolerance): \(checked) dashes, worst miss \(worst) of the precision, \(skipped) subpaths left out")
        #expect(checked > 300 && skipped <= 1)
    }
}
