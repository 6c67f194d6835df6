/// A stretch of one drawn element that ``PathDasher`` walks over without drawing (what an arrow's
/// label cut removed): the parameters `t0...t1` of element `element` (a close's closing line
/// included), in drawing direction.
package struct HiddenStretch: Hashable, Sendable {
    package var element: Int
    package var t0: Double
    package var t1: Double

    package init(element: Int, t0: Double, t1: Double) {
        self.element = element
        self.t0 = t0
        self.t1 = t1
    }
}
