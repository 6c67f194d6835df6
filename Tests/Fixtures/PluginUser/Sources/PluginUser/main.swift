// Prints the paths of this package's generated arrows for a few tips, one element per line, so
// the test can compare them with the runtime model.
import BezierArrow

func show(_ name: String, _ path: BezierPath) {
    print(name)
    for element in path.elements {
        switch element {
        case .move(let p): print("M \(p.x) \(p.y)")
        case .line(let p): print("L \(p.x) \(p.y)")
        case .quad(let p, let c): print("Q \(c.x) \(c.y) \(p.x) \(p.y)")
        case .cubic(let p, let c1, let c2): print("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
        case .close: print("Z")
        }
    }
}

show("BentArrow", BentArrow.path(start: Point(10, 20), end: Point(250, 140)))
show("Pointer", Pointer.path(start: Point(0, 0), end: Point(-40, 90)))
show("DrawnPointer", DrawnPointer.path(start: Point(5, 5), end: Point(60, -70)))
// Names its own head template, Heads/notch.arrow, and BezierArrow's `none`: no ArrowCatalog.
show("Notched", Notched.path(start: Point(0, 0), end: Point(90, 60)))
