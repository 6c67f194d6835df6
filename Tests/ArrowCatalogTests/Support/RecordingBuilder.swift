import BezierArrow

/// A path builder that records every call exactly as made (a ``BezierPath`` would tidy some
/// away), so generated code and the runtime model can be compared call for call, bit for bit.
struct RecordingBuilder: PathBuilder, Equatable {
    enum Call: Equatable, CustomStringConvertible {
        case move(Point), line(Point), quad(Point, Point), cubic(Point, Point, Point), close

        /// The coordinates' bit patterns: equal calls have identical bits (so -0.0 differs from 0).
        var bits: [UInt64] {
            switch self {
            case .move(let p), .line(let p): [p.x.bitPattern, p.y.bitPattern]
            case .quad(let p, let c): [p, c].flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
            case .cubic(let p, let c1, let c2): [p, c1, c2].flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
            case .close: []
            }
        }

        var kind: String {
            switch self {
            case .move: "move"
            case .line: "line"
            case .quad: "quad"
            case .cubic: "cubic"
            case .close: "close"
            }
        }

        static func == (a: Call, b: Call) -> Bool { a.kind == b.kind && a.bits == b.bits }

        var description: String {
            switch self {
            case .move(let p): "move \(p)"
            case .line(let p): "line \(p)"
            case .quad(let p, let c): "quad \(p) \(c)"
            case .cubic(let p, let c1, let c2): "cubic \(p) \(c1) \(c2)"
            case .close: "close"
            }
        }
    }

    var calls: [Call] = []

    mutating func move(to point: Point) { calls.append(.move(point)) }
    mutating func line(to point: Point) { calls.append(.line(point)) }
    mutating func quad(to point: Point, control: Point) { calls.append(.quad(point, control)) }
    mutating func cubic(to point: Point, control1: Point, control2: Point) {
        calls.append(.cubic(point, control1, control2))
    }
    mutating func close() { calls.append(.close) }
}
