import Testing
@testable import BezierArrow

@Suite struct ArrowAccessibilityTests {
    @Test(arguments: [
        ("DoubleArrow", "Double arrow"), ("SVGArrow", "Svg arrow"), ("my_arrow2", "My arrow 2"),
        ("thin-arrow", "Thin arrow"), ("", "Arrow"), ("X", "X"),
    ])
    func arrowLabelIsTheTemplateNameAsWords(name: String, label: String) {
        var template = ArrowTestTemplates.doubleArrow()
        template.name = name
        #expect(ArrowAccessibility.label(for: template) == label)
    }

    @Test func tipLabelsValuesAndActions() {
        #expect(ArrowAccessibility.label(for: .start) == "start tip")
        #expect(ArrowAccessibility.label(for: .end) == "end tip")
        #expect(ArrowAccessibility.value(of: Point(119.6, -0.2)) == "x 120, y 0")
        #expect(ArrowAccessibility.value(of: Point(-3.5, 1e300)) == "x -4, y 1000000000000000")
        #expect(ArrowMoveDirection.allCases.map(ArrowAccessibility.actionName) == ["Move left", "Move right", "Move up", "Move down"])
    }
}
