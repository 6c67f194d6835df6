import Foundation
import BezierGeometry

/// One case of `Fixtures/stroke-cases.jsonl`: a path, a style, query points and the reference
/// answers of cairo and Skia (`Fixtures/stroke-cases.jsonl`, one case a line).
struct StrokeFixtureCase: Sendable, CustomStringConvertible {
    var id: Int
    var family: String
    var pathData: String
    var path: BezierPath
    var style: BezierPath.StrokeStyle
    var fillRule: FillRule
    var isStroke: Bool
    var points: [Point]
    var expected: [Bool]
    var ambiguous: [Bool]
    /// Each point's distance to the stroke's boundary, as the reference measured it.
    var boundaryDistance: [Double]

    var description: String { "case \(id) (\(family), \(isStroke ? "stroke" : "fill"))" }

    /// Whether the path data holds an elliptical arc command (drawn as cubics by the parser).

    /// The path with every coordinate rounded to `Float`: the geometry the reference engines
    /// actually stroked (Skia's `SkPath` stores 32-bit floats, and cairo was fed the same values).
    /// It differs from the double path by about 1e-5 at these magnitudes, far inside the fixture's
    /// 1e-3 ambiguity margin, except where a segment is so short that the rounding turns it.
    var referencePath: BezierPath {
        path.mapped { Point(Double(Float($0.x)), Double(Float($0.y))) }
    }

    /// The length of the shortest segment of non-zero length (closing lines included).
    var shortestSegment: Double {
        var shortest = Double.infinity
        path.forEachSegment { segment in
            let l = segment.length
            if l > 0 { shortest = min(shortest, l) }
        }
        return shortest
    }

    /// The points where `answer` differs from the reference, ambiguous points skipped.
    func disagreements(_ answer: (Point) -> Bool) -> [String] {
        points.indices.compactMap { i in
            guard !ambiguous[i] else { return nil }
            let hit = answer(points[i])
            return hit == expected[i] ? nil : "point \(i) \(points[i]): got \(hit)"
        }
    }

    /// Every case of the fixture, read next to this file via `#filePath`.
    static let all: [StrokeFixtureCase] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/stroke-cases.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let id = object["id"] as? Int,
                  let pathData = object["path"] as? String,
                  let path = try? BezierPath(svgPathData: pathData),
                  let width = (object["width"] as? NSNumber)?.doubleValue,
                  let cap = (object["cap"] as? String).flatMap(LineCap.init(rawValue:)),
                  let join = (object["join"] as? String).flatMap(LineJoin.init(rawValue:)),
                  let miterLimit = (object["miterLimit"] as? NSNumber)?.doubleValue,
                  let fillRule = (object["fillRule"] as? String).flatMap(FillRule.init(rawValue:)),
                  let mode = object["mode"] as? String,
                  let points = object["points"] as? [[NSNumber]],
                  let expected = object["expected"] as? [Bool],
                  let ambiguous = object["ambiguous"] as? [Bool],
                  let boundaryDistance = object["boundaryDistance"] as? [NSNumber]
            else { return nil }
            return StrokeFixtureCase(
                id: id, family: object["family"] as? String ?? "", pathData: pathData, path: path,
                style: BezierPath.StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit),
                fillRule: fillRule, isStroke: mode == "stroke",
                points: points.map { Point($0[0].doubleValue, $0[1].doubleValue) },
                expected: expected, ambiguous: ambiguous,
                boundaryDistance: boundaryDistance.map(\.doubleValue))
        }
    }()
}
