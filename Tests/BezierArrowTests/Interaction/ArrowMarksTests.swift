import Testing
@testable import BezierArrow

/// The marks' sizes and how far a view's drawing reaches.
@Suite struct ArrowMarksTests {
    typealias T = ArrowTestTemplates

    @Test func marksKeepTheirSizeOnScreenAndThickenForIncreasedContrast() {
        let plain = ArrowMarks(zoomScale: 2)
        #expect(plain.selectionLineWidth == 0.5 && plain.selectionDashPattern == [2, 1.5])
        #expect(plain.focusRingRadius == 4 && plain.focusRingLineWidth == 1)
        let contrast = ArrowMarks(zoomScale: 2, increasedContrast: true)
        #expect(contrast.selectionLineWidth == 1 && contrast.selectionDashPattern.isEmpty)
        #expect(contrast.focusRingLineWidth == 1.5)
        #expect(ArrowMarks(zoomScale: .nan).zoomScale == 1 && ArrowMarks(zoomScale: -2).zoomScale == 1)
        #expect(plain.focusRing(around: Point(10, 10)) == Rect(x: 6, y: 6, width: 8, height: 8))
    }

    /// Arrows of every test template, with labels, bends and marks: each thing drawn lies inside.
    static func shownArrows() throws -> [Arrow] {
        var arrows: [Arrow] = []
        for template in T.all {
            let arrow = try #require(Arrow(template: template, start: Point(10, 30), end: Point(180, 120)))
            arrows.append(arrow)
            var labelled = arrow
            labelled.label = try ArrowLabel("a wide label", width: 140, height: 60)
            arrows.append(labelled)
        }
        var styled = try #require(Arrow(template: T.doubleArrow(), start: Point(0, 0), end: Point(200, 0)))
        styled.style = ArrowStyle(endHead: ArrowStyleTests.triangle, body: .arc, bend: 80)
        arrows.append(styled)
        return arrows
    }

    @Test(arguments: [1.0, 0.5, 4.0], [false, true])
    func theDrawnBoundsHoldTheStrokeTheSelectionTheLabelAndTheFocusRing(zoom: Double, contrast: Bool) throws {
        let marks = ArrowMarks(zoomScale: zoom, increasedContrast: contrast)
        for arrow in try Self.shownArrows() {
            let plain = marks.drawnBounds(of: arrow, isSelected: false, focusedTip: nil)
            let marked = marks.drawnBounds(of: arrow, isSelected: true, focusedTip: .end)
            let half = arrow.template.strokeStyle.width / 2
            #expect(Self.holds(plain, arrow.bounds.insetBy(dx: -half, dy: -half)))
            let selection = arrow.selectionOutline.boundingBox
            let stroke = marks.selectionLineWidth / 2
            #expect(Self.holds(marked, selection.insetBy(dx: -stroke, dy: -stroke)))
            if let box = arrow.labelFrame { #expect(Self.holds(plain, box)) }
            let ring = marks.focusRing(around: arrow.end).insetBy(dx: -marks.focusRingLineWidth / 2,
                                                                  dy: -marks.focusRingLineWidth / 2)
            #expect(Self.holds(marked, ring))
            #expect(Self.holds(marked, plain))
        }
    }

    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.isNull || (outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY)
    }
}

/// Label boxes that follow the system's text size, and the keys a view declares.
@Suite struct DynamicTypeAndKeyListTests {
    @Test func aLabelsBoxScalesWithItsTextAndKeepsTheRest() throws {
        let label = try ArrowLabel("text", width: 40, height: 16, fraction: 0.25, offset: 3)
        let larger = label.scaled(by: 1.5)
        #expect(larger.width == 60 && larger.height == 24)
        #expect(larger.text == "text" && larger.fraction == 0.25 && larger.offset == 3)
        for factor in [0, -1, Double.nan, .infinity, 1e300] {
            #expect(label.scaled(by: factor) == label)
        }
    }

    @Test func theKeysAViewDeclares() {
        #expect(ArrowKey.taken(hasFocus: false, tipFocused: true).isEmpty)
        #expect(ArrowKey.taken(hasFocus: true, tipFocused: false) == [.tab, .backTab, .escape])
        #expect(ArrowKey.taken(hasFocus: true, tipFocused: true) == ArrowKey.all && ArrowKey.all.count == 11)
        #expect(ArrowKey.editing == [.delete, .selectAll] && !ArrowKey.editing.contains(where: \.overridesSystem))
    }

    @Test func theSelectionRectangleKeepsItsSizeOnScreen() {
        let plain = ArrowMarks(zoomScale: 2), contrast = ArrowMarks(zoomScale: 2, increasedContrast: true)
        #expect(plain.marqueeLineWidth == 0.5 && plain.marqueeDashPattern == [2, 1.5] && plain.marqueeFillOpacity == 0.08)
        #expect(contrast.marqueeLineWidth == 1 && contrast.marqueeDashPattern.isEmpty && contrast.marqueeFillOpacity == 0.16)
    }

    @Test func snapGuidesAreARayPastTheTipOrACrossOnScreenSizes() {
        let marks = ArrowMarks(zoomScale: 2)
        let tip = ArrowSceneTip(id: 1, tip: .end)
        let ray = ArrowSnapGuide(tip: tip, kind: .angle(origin: Point(0, 0), degrees: 0), point: Point(10, 0))
        let cross = ArrowSnapGuide(tip: tip, kind: .tip(ArrowSceneTip(id: 2, tip: .start)), point: Point(5, 5))
        let lost = ArrowSnapGuide(tip: tip, kind: .angle(origin: Point(.nan, 0), degrees: 0), point: Point(1, 1))
        let lines = marks.snapGuideLines([ray, cross, lost])
        // The ray reaches six mark radii (4 points on screen, 2 at zoom 2) past the tip.
        #expect(lines.count == 3)
        #expect(lines[0].0 == Point(0, 0) && lines[0].1 == Point(22, 0))
        #expect(lines[1].0 == Point(3, 3) && lines[1].1 == Point(7, 7))
        #expect(lines[2].0 == Point(3, 7) && lines[2].1 == Point(7, 3))
        #expect(marks.connectionMarkRadius == 2 && marks.snapGuideLineWidth == 0.5 && marks.connectionOutlineWidth == 1)
    }
}
