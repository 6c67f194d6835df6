import BezierArrow
import Testing

/// One rule for a tip given to an arrow, and a way to ask it: clamped within the coordinate
/// limit, refused when not finite; every setter and initialiser keeps to it.
@Suite struct ArrowAcceptedTipTests {

    @Test(arguments: [
        (Point(10, 20), Point(10, 20)),
        (Point(1e300, 0), Point(ArrowDeformation.coordinateLimit, 0)),
        (Point(-1e13, 5e12), Point(-ArrowDeformation.coordinateLimit, ArrowDeformation.coordinateLimit)),
        (Point(-.infinity, 0), nil),
        (Point(.nan, 5), nil),
    ])
    func theSettersStoreWhatAcceptedTipSays(given: Point, accepted: Point?) {
        #expect(Arrow.acceptedTip(given) == accepted)
        var arrow = Arrow(template: ArrowTestTemplates.doubleArrow())
        let before = arrow.end
        arrow.end = given
        #expect(arrow.end == accepted ?? before)
        arrow.setTips(start: given, end: Point(300, 19))
        #expect(arrow.start == accepted ?? Point(0, 19))
        #expect((Arrow(template: ArrowTestTemplates.doubleArrow(), start: given, end: Point(5, 5))?.start) == accepted)
    }
}
