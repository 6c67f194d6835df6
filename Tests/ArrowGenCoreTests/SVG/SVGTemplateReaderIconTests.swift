import BezierArrow
import Testing
@testable import ArrowGenCore

/// Arrows as public icon sets draw them (single filled paths, invisible bounding boxes, strokes
/// only), with the two frames a template needs added. Tolerance: 1e-9 relative.
@Suite("SVG templates from icon sets")
struct SVGTemplateReaderIconTests {
    static let tolerance = 1e-9

    /// Material Symbols' `arrow_forward` (viewBox shifted up by 960), one filled path with
    /// compact relative commands.
    static let material = """
    <svg xmlns="http://www.w3.org/2000/svg" height="24" viewBox="0 -960 960 960" width="24"><path d="M647-440H160v-80h487L423-744l57-56 320 320-320 320-57-56 224-224Z"/><rect id="start-frame" x="160" y="-520" width="40" height="80" fill="none"/><rect id="end-frame" x="423" y="-800" width="377" height="640" fill="none"/></svg>
    """

    @Test("Material: one filled path on one line, negative viewBox origin")
    func material() throws {
        let (t, d) = readSVG(Self.material)
        #expect(d.allSatisfy { $0.severity == .warning }, "\(d)")  // icons draw heads longer than their shafts: a warning
        let template = try #require(t)
        #expect(template.outline.elements.first == .move(to: Point(647, -440)))
        #expect(template.outline.elements.contains(.line(to: Point(800, -480))))
        #expect(isApproximatelyEqual(template.outline.boundingBox, Rect(x: 160, y: -800, width: 640, height: 640),
                                     relativeTolerance: Self.tolerance))
        // Default tips: the start frame's left edge, the end frame's right edge.
        #expect(template.start.tip == Point(160, -480) && template.end.tip == Point(800, -480))
    }

    /// Material Icons (2018): a transparent bounding-box path with `fill="none"` before the arrow.
    static let materialLegacy = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M0 0h24v24H0z" fill="none"/><path d="M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z"/><rect id="start-frame" x="4" y="11" width="1" height="2" fill="none"/><rect id="end-frame" x="10" y="4" width="10" height="16" fill="none"/></svg>
    """

    @Test("Material Icons: the fill=none bounding box is not the outline")
    func materialLegacy() throws {
        let (t, d) = readSVG(Self.materialLegacy)
        #expect(d.allSatisfy { $0.severity == .warning }, "\(d)")  // icons draw heads longer than their shafts: a warning
        let template = try #require(t)
        #expect(template.outline.elements.first == .move(to: Point(12, 4)))
        #expect(isApproximatelyEqual(template.outline.boundingBox, Rect(x: 4, y: 4, width: 16, height: 16),
                                     relativeTolerance: Self.tolerance))
    }

    /// Eva Icons: `data-name` groups, an invisible `opacity="0"` rect turned by a rotate.
    static let eva = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g data-name="Layer 2"><g data-name="arrow-forward"><rect width="24" height="24" transform="rotate(-90 12 12)" opacity="0"/><path d="M5 13h11.86l-3.63 4.36a1 1 0 0 0 1.54 1.28l5-6a1.19 1.19 0 0 0 .09-.15c0-.05.05-.08.07-.13A1 1 0 0 0 20 12a1 1 0 0 0-.07-.36c0-.05-.05-.08-.07-.13a1.19 1.19 0 0 0-.09-.15l-5-6A1 1 0 0 0 14 5a1 1 0 0 0-.64.23 1 1 0 0 0-.13 1.41L16.86 11H5a1 1 0 0 0 0 2z"/></g></g><rect id="start-frame" x="4" y="11" width="1" height="2" fill="none"/><rect id="end-frame" x="12" y="4" width="8.1" height="16" fill="none"/></svg>
    """

    @Test("Eva: an opacity-0 shape is not filled; arcs in the outline")
    func eva() throws {
        let (t, d) = readSVG(Self.eva)
        #expect(d.allSatisfy { $0.severity == .warning }, "\(d)")  // icons draw heads longer than their shafts: a warning
        let template = try #require(t)
        #expect(template.outline.elements.first == .move(to: Point(5, 13)))
        #expect(template.outline.elements.contains { if case .cubic = $0 { true } else { false } })
        let box = template.outline.boundingBox
        #expect(isApproximatelyEqual(box.minX, 4, relativeTolerance: Self.tolerance))
        #expect(box.maxX > 19.9 && box.maxX < 20.1)
    }

    /// Feather's `arrow-right`: strokes only, inherited from the root (`fill="none"`,
    /// `stroke="currentColor"`, `stroke-width="2"`), a line and a polyline.
    static let feather = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="feather feather-arrow-right"><line x1="5" y1="12" x2="19" y2="12"></line><polyline points="12 5 19 12 12 19"></polyline><rect id="start-frame" x="4" y="11" width="2" height="2" stroke="none"/><rect id="end-frame" x="11" y="4" width="9" height="16" stroke="none"/></svg>
    """

    @Test("Feather: a drawing of strokes only is all spine, at the inherited stroke width")
    func feather() throws {
        let (t, d) = readSVG(Self.feather)
        #expect(d.allSatisfy { $0.severity == .warning }, "\(d)")  // icons draw heads longer than their shafts: a warning
        let template = try #require(t)
        #expect(template.outline.isEmpty)
        #expect(template.spine == BezierPath([
            .move(to: Point(5, 12)), .line(to: Point(19, 12)),
            .move(to: Point(12, 5)), .line(to: Point(19, 12)), .line(to: Point(12, 19)),
        ]))
        #expect(template.lineWidth == 2)
        #expect(template.start.tip == Point(4, 12) && template.end.tip == Point(20, 12))
    }

    /// Heroicons' `arrow-right` (outline style): one stroked path with implicit commands.
    static let heroicons = """
    <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" class="size-6">
      <path stroke-linecap="round" stroke-linejoin="round" d="M13.5 4.5 21 12m0 0-7.5 7.5M21 12H3" />
      <rect id="start-frame" x="2" y="11" width="2" height="2"/>
      <rect id="end-frame" x="13" y="4" width="9" height="16"/>
    </svg>
    """

    @Test("Heroicons: implicit line commands after a move, stroke width 1.5")
    func heroicons() throws {
        let (t, d) = readSVG(Self.heroicons)
        #expect(d.allSatisfy { $0.severity == .warning }, "\(d)")  // icons draw heads longer than their shafts: a warning
        let template = try #require(t)
        #expect(template.spine == BezierPath([
            .move(to: Point(13.5, 4.5)), .line(to: Point(21, 12)),
            .move(to: Point(21, 12)), .line(to: Point(13.5, 19.5)),
            .move(to: Point(21, 12)), .line(to: Point(3, 12)),
        ]))
        #expect(template.lineWidth == 1.5)
    }

    /// Bootstrap Icons' `arrow-right`: `fill="currentColor"` on the root, `fill-rule="evenodd"`
    /// on the path, arcs with compact flags.
    static let bootstrap = """
    <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" fill="currentColor" class="bi bi-arrow-right" viewBox="0 0 16 16">
      <path fill-rule="evenodd" d="M1 8a.5.5 0 0 1 .5-.5h11.793l-3.147-3.146a.5.5 0 0 1 .708-.708l4 4a.5.5 0 0 1 0 .708l-4 4a.5.5 0 0 1-.708-.708L13.293 8.5H1.5A.5.5 0 0 1 1 8"/>
      <rect id="start-frame" x="1" y="7" width="1" height="2" fill="none"/>
      <rect id="end-frame" x="9" y="3" width="6" height="10" fill="none"/>
    </svg>
    """

    @Test("Bootstrap Icons: evenodd from the path, compact arc flags")
    func bootstrap() throws {
        let (t, d) = readSVG(Self.bootstrap)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.fillRule == .evenOdd)
        #expect(template.outline.elements.first == .move(to: Point(1, 8)))
        let box = template.outline.boundingBox
        #expect(isApproximatelyEqual(box.minX, 1, relativeTolerance: Self.tolerance))
        // The tip's round end: a 90-degree arc of radius 0.5 on a vertical chord of 0.708 at
        // x = 14.854, bulging right; by symmetry its rightmost point is the arc's midpoint, which
        // the cubic approximation passes through: x = 14.854 - sqrt(0.25 - 0.354^2) + 0.5.
        #expect(isApproximatelyEqual(box.maxX, 14.854 - (0.25 - 0.354 * 0.354).squareRoot() + 0.5,
                                     relativeTolerance: Self.tolerance))
    }
}
