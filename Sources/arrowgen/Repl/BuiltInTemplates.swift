import BezierArrow

// INTERIM until branch `gen` lands ArrowCatalog: delete this file then and use ArrowCatalog.all.
enum BuiltInTemplates {
    static let all: [ArrowTemplate] = [doubleArrow]

    static let doubleArrow: ArrowTemplate = {
        var p = BezierPath()
        p.move(to: Point(0, 19)); p.line(to: Point(30, 0)); p.line(to: Point(30, 12))
        p.cubic(to: Point(170, 12), control1: Point(80, 12), control2: Point(120, 12))
        p.line(to: Point(170, 0)); p.line(to: Point(200, 19)); p.line(to: Point(170, 38)); p.line(to: Point(170, 26))
        p.cubic(to: Point(30, 26), control1: Point(120, 26), control2: Point(80, 26))
        p.line(to: Point(30, 38)); p.close()
        return try! ArrowTemplate(name: "DoubleArrow", outline: p,
                                  start: ArrowEnd(frame: Rect(x: 0, y: 0, width: 30, height: 38), tip: Point(0, 19)),
                                  end: ArrowEnd(frame: Rect(x: 170, y: 0, width: 30, height: 38), tip: Point(200, 19)))
    }()
}
