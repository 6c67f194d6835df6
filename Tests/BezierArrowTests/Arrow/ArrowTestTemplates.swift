import TestSupport
import Testing
@testable import BezierArrow

/// Templates built in the tests, shaped like the catalog's (the catalog itself is another target).
enum ArrowTestTemplates {
    /// A path from SVG path data that the test knows to be valid.
    static func svg(_ data: String) -> BezierPath { try! BezierPath(svgPathData: data) }

    /// The double arrow: `M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0
    /// L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z`, head frames (0,0,30,38) and
    /// (170,0,30,38), tips (0,19) and (200,19).
    static func doubleArrow(_ orientation: ArrowOrientation = .fixed, _ handles: HandlePolicy = .rigid,
                            lineWidth: Double = 0, hitWidth: Double = 35) -> ArrowTemplate {
        let p = svg("M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z")
        return try! ArrowTemplate(name: "DoubleArrow", outline: p,
                                  start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 30, height: 38), tip: Point(0, 19)),
                                  end: ArrowHeadFrame(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)),
                                  orientation: orientation, handles: handles,
                                  lineWidth: lineWidth, hitWidth: hitWidth)
    }

    /// A single head with a square tail: `M 0 12 C 60 12 100 12 170 12 L 170 0 L 200 19
    /// L 170 38 L 170 26 C 100 26 60 26 0 26 Z`, tail frame (0,0,10,38), head frame (170,0,30,38).
    static func tailArrow(_ orientation: ArrowOrientation = .fixed, _ handles: HandlePolicy = .rigid) -> ArrowTemplate {
        let p = svg("M 0 12 C 60 12 100 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 100 26 60 26 0 26 Z")
        return try! ArrowTemplate(name: "TailArrow", outline: p,
                                  start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 38), tip: Point(0, 19)),
                                  end: ArrowHeadFrame(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)),
                                  orientation: orientation, handles: handles)
    }

    /// A line arrow: a stroked spine `M 0 10 C 60 10 120 10 180 10` (line width 2) and a filled
    /// triangular head `M 180 0 L 200 10 L 180 20 Z`; frames (0,0,10,20) and (180,0,20,20).
    static func spineArrow(_ orientation: ArrowOrientation = .fixed, _ handles: HandlePolicy = .rigid,
                           hitWidth: Double = 35) -> ArrowTemplate {
        return try! ArrowTemplate(name: "SpineArrow", outline: svg("M 180 0 L 200 10 L 180 20 Z"),
                                  spine: svg("M 0 10 C 60 10 120 10 180 10"),
                                  start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 20), tip: Point(0, 10)),
                                  end: ArrowHeadFrame(frame: Rect(x: 180, y: 0, width: 20, height: 20), tip: Point(200, 10)),
                                  orientation: orientation, handles: handles, lineWidth: 2, hitWidth: hitWidth)
    }

    /// Every orientation and handle policy.
    static let modes: [(ArrowOrientation, HandlePolicy)] =
        ArrowOrientation.allCases.flatMap { o in HandlePolicy.allCases.map { (o, $0) } }

    /// All test templates in every mode.
    static var all: [ArrowTemplate] {
        modes.flatMap { [doubleArrow($0.0, $0.1), tailArrow($0.0, $0.1), spineArrow($0.0, $0.1)] }
    }
}

extension ArrowTemplate: CustomTestStringConvertible {
    /// A short name for test reports: `DoubleArrow fixed rigid`.
    public var testDescription: String { "\(name) \(orientation) \(handles)" }
}
