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

/// The elements' frames are the parts' own, and what the views announce.
@Suite struct ArrowAccessibilityFrameTests {
    typealias T = ArrowTestTemplates

    @Test func theArrowsFrameFollowsTheBendAndTheLabel() throws {
        var arrow = try #require(Arrow(template: T.doubleArrow(), start: Point(0, 0), end: Point(200, 0)))
        let straight = ArrowAccessibility.frame(of: arrow)
        #expect(straight.minX <= 0 && straight.maxX >= 200)
        arrow.style = ArrowStyle(endHead: ArrowStyleTests.triangle, body: .arc, bend: 80)
        let bent = ArrowAccessibility.frame(of: arrow)
        #expect(ArrowMarksTests.holds(bent, arrow.bounds) && bent.height > straight.height + 40)
        arrow.label = try ArrowLabel("label", width: 60, height: 120)
        let box = try #require(arrow.labelFrame)
        #expect(ArrowMarksTests.holds(ArrowAccessibility.frame(of: arrow), box))
    }

    @Test func aTipsFrameIsA44PointSquareOnItsTip() throws {
        let arrow = try #require(Arrow(template: T.doubleArrow(), start: Point(10, 20), end: Point(200, 20)))
        #expect(ArrowAccessibility.frame(of: .start, on: arrow) == Rect(x: -12, y: -2, width: 44, height: 44))
        #expect(ArrowAccessibility.frame(of: .end, on: arrow, zoomScale: 2) == Rect(x: 189, y: 9, width: 22, height: 22))
        #expect(ArrowAccessibility.frame(of: .end, on: arrow, zoomScale: 0).width == 44)
    }

    @Test func whatKeyPressesAnnounce() throws {
        var c = ArrowInteractionTests.controller()
        c.isSelected = true
        #expect(ArrowAccessibility.announcement(for: c.handle(.escape), arrow: c.arrow, focusedTip: c.focusedTip)
                == "Double arrow, deselected")
        c.isSelected = true
        let tab = c.handle(.tab)
        #expect(ArrowAccessibility.announcement(for: tab, arrow: c.arrow, focusedTip: c.focusedTip) == "start tip, x 0, y 19")
        let move = c.handle(.move(.right, large: true))
        #expect(ArrowAccessibility.announcement(for: move, arrow: c.arrow, focusedTip: c.focusedTip) == "start tip, x 10, y 19")
        #expect(ArrowAccessibility.announcement(for: .ignored, arrow: c.arrow, focusedTip: .end) == nil)
        #expect(ArrowAccessibility.announcement(for: .focusLeaves(forward: true), arrow: c.arrow, focusedTip: nil)
                == "Double arrow, deselected")
    }
}
