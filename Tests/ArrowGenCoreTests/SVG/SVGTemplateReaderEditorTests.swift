import BezierArrow
import Testing
@testable import ArrowGenCore

/// SVG files written the way editors write them, each read into a template whose geometry is
/// checked against coordinates worked out by hand. Tolerance: 1e-9 relative (transforms are a few
/// multiplications and additions, exact to a few ulps).
@Suite("SVG templates from editors")
struct SVGTemplateReaderEditorTests {
    static let tolerance = 1e-9

    /// Inkscape 1.2: sodipodi/inkscape namespaces, a named view, RDF metadata, `defs`, layers as
    /// groups with a transform, relative path commands with implicit repeats, inline styles, mm
    /// page units, and names given as `inkscape:label` (ids left as `path846`).
    static let inkscape = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <!-- Created with Inkscape (http://www.inkscape.org/) -->

    <svg
       width="200mm"
       height="38mm"
       viewBox="0 0 200 38"
       version="1.1"
       id="svg5"
       inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
       sodipodi:docname="double-arrow.svg"
       data-orientation="follow"
       xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
       xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
       xmlns="http://www.w3.org/2000/svg"
       xmlns:svg="http://www.w3.org/2000/svg"
       xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
       xmlns:cc="http://creativecommons.org/ns#"
       xmlns:dc="http://purl.org/dc/elements/1.1/">
      <sodipodi:namedview
         id="namedview7"
         pagecolor="#ffffff"
         inkscape:document-units="mm"
         inkscape:zoom="2.1" />
      <defs
         id="defs2">
        <path id="draft-outline" d="M 0 0 L 1 1" />
      </defs>
      <metadata
         id="metadata5">
        <rdf:RDF>
          <cc:Work
             rdf:about="">
            <dc:format>image/svg+xml</dc:format>
          </cc:Work>
        </rdf:RDF>
      </metadata>
      <g
         inkscape:label="Arrow"
         inkscape:groupmode="layer"
         id="layer1"
         transform="translate(-10,-20)">
        <path
           style="fill:#000000;fill-opacity:1;stroke:none;stroke-width:0.264583"
           d="m 10,39 30,-19 v 12 c 50,0 90,0 140,0 v -12 l 30,19 -30,19 v -12 c -50,0 -90,0 -140,0 v 12 z"
           id="path846"
           inkscape:label="outline"
           sodipodi:nodetypes="ccccccccccc" />
      </g>
      <g
         inkscape:groupmode="layer"
         id="layer2"
         inkscape:label="Frames"
         style="display:none">
        <rect
           style="fill:none;stroke:#ff0000;stroke-width:0.2"
           id="rect1010"
           width="30"
           height="38"
           x="0"
           y="0"
           inkscape:label="start-frame" />
        <rect
           style="fill:none;stroke:#ff0000;stroke-width:0.2"
           id="end-frame"
           width="30"
           height="38"
           x="170"
           y="0" />
        <circle
           id="path1100"
           inkscape:label="end-tip"
           cx="200"
           cy="19"
           r="1"
           style="fill:#0000ff" />
      </g>
    </svg>
    """

    @Test("Inkscape: layers with transforms, relative commands, labels, metadata, a hidden frame layer")
    func inkscapeFile() throws {
        let (t, d) = readSVG(Self.inkscape)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(isApproximatelyEqual(template.outline, doubleArrowOutline, relativeTolerance: Self.tolerance),
                "\(template.outline.elements)")
        #expect(template.start.frame == doubleArrowStartFrame)
        #expect(template.end.frame == doubleArrowEndFrame)
        // No start-tip circle: the midpoint of the start frame's outer (left) edge.
        #expect(template.start.tip == Point(0, 19))
        #expect(template.end.tip == Point(200, 19))
        #expect(template.orientation == .follow)
        #expect(template.handles == .rigid)
        #expect(template.name == "Arrow")
        #expect(template.hitWidth == 35 && template.lineWidth == 0 && template.fillRule == .nonZero)
    }

    /// Inkscape again: a rounded tail drawn with a relative arc in a layer scaled by one half.
    static let inkscapeArc = """
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
         viewBox="0 0 200 38" width="200" height="38">
      <g inkscape:groupmode="layer" inkscape:label="Layer 1" transform="scale(0.5)">
        <path inkscape:label="outline" style="fill:#333" d="m 38,0 h 302 l 60,38 -60,38 h -302 a 38,38 0 0 1 0,-76 z"/>
        <rect inkscape:label="start-frame" x="0" y="0" width="60" height="76" style="fill:none"/>
        <rect inkscape:label="end-frame" x="340" y="0" width="60" height="76" style="fill:none"/>
      </g>
    </svg>
    """

    @Test("Inkscape: an arc in a scaled layer becomes cubics through the right points")
    func inkscapeArcFile() throws {
        let (t, d) = readSVG(Self.inkscapeArc)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        let elements = template.outline.elements
        // M, H, two L, H, then the half circle of radius 19 around (19, 19) as cubics, Z.
        #expect(Array(elements.prefix(5)) == [.move(to: Point(19, 0)), .line(to: Point(170, 0)), .line(to: Point(200, 19)),
                                              .line(to: Point(170, 38)), .line(to: Point(19, 38))])
        #expect(elements.last == .close)
        let arc = elements.dropFirst(5).dropLast()
        let ends = arc.compactMap { e -> Point? in if case .cubic(let p, _, _) = e { p } else { nil } }
        #expect(ends.count == arc.count && ends.count >= 2, "the arc is made of cubics only: \(elements)")
        // Every piece ends on the circle, the last at the start point, one at the leftmost point.
        for p in ends {
            #expect(isApproximatelyEqual(p.distance(to: Point(19, 19)), 19, relativeTolerance: Self.tolerance))
        }
        #expect(isApproximatelyEqual(ends.last ?? .zero, Point(19, 0), relativeTolerance: Self.tolerance))
        #expect(ends.contains { isApproximatelyEqual($0, Point(0, 19), relativeTolerance: Self.tolerance) })
        // Between the nodes the cubics stay within the parser's stated 1e-6 of the circle.
        #expect(isApproximatelyEqual(template.outline.boundingBox, Rect(x: 0, y: 0, width: 200, height: 38),
                                     relativeTolerance: 1e-6))
        #expect(template.start.frame == doubleArrowStartFrame && template.end.frame == doubleArrowEndFrame)
        #expect(template.start.tip == Point(0, 19) && template.end.tip == Point(200, 19))
    }

    /// Illustrator CS6 "SVG 1.1" export: a DOCTYPE with internal entities used in attributes, a
    /// `<style>` sheet with classes, `_1_` ids, `px` units, tabs, and the outline as an unnamed
    /// polygon, found as the only filled shape (the frames and a guide line are `fill:none`).
    static let illustrator = """
    <?xml version="1.0" encoding="utf-8"?>
    <!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
    <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
    \t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
    \t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
    ]>
    <svg version="1.1" id="Layer_1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
    \t width="200px" height="38px" viewBox="0 0 200 38" enable-background="new 0 0 200 38" xml:space="preserve">
    <style type="text/css">
    \t.st0{fill:#1A1A1A;}
    \t.st1{fill:none;stroke:#FF0000;stroke-miterlimit:10;}
    </style>
    <g id="Arrow_1_">
    \t<polygon class="st0" points="0,19 30,0 30,12 170,12 170,0 200,19 170,38 170,26 30,26 30,38 \t"/>
    </g>
    <rect id="start-frame_1_" class="st1" width="30" height="38"/>
    <rect id="end-frame_1_" x="170" class="st1" width="30" height="38"/>
    <line class="st1" x1="0" y1="19" x2="200" y2="19"/>
    <rect x="90" y="15" class="st1" width="20" height="8"/>
    </svg>
    """

    @Test("Illustrator: DOCTYPE entities, a style sheet, _1_ ids, the only filled shape as outline")
    func illustratorFile() throws {
        let (t, d) = readSVG(Self.illustrator)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        let expected = BezierPath([
            .move(to: Point(0, 19)), .line(to: Point(30, 0)), .line(to: Point(30, 12)), .line(to: Point(170, 12)),
            .line(to: Point(170, 0)), .line(to: Point(200, 19)), .line(to: Point(170, 38)), .line(to: Point(170, 26)),
            .line(to: Point(30, 26)), .line(to: Point(30, 38)), .close,
        ])
        #expect(template.outline == expected)
        #expect(template.start.frame == doubleArrowStartFrame && template.end.frame == doubleArrowEndFrame)
        #expect(template.start.tip == Point(0, 19) && template.end.tip == Point(200, 19))
    }

    /// Figma: `fill="none"` on the root (inherited by the frames), layer-path prefixes in ids,
    /// compact path data (`M0 19L30 0V12C80 12...`), `fill-rule="evenodd"` on the outline, tip
    /// circles, and options set by hand on the root.
    static let figma = """
    <svg width="200" height="38" viewBox="0 0 200 38" fill="none" xmlns="http://www.w3.org/2000/svg" data-handles="scaled" data-hit-width="44">
    <g id="DoubleArrow">
    <path id="DoubleArrow/outline" fill-rule="evenodd" clip-rule="evenodd" d="M0 19L30 0V12C80 12 120 12 170 12V0L200 19L170 38V26C120 26 80 26 30 26V38L0 19Z" fill="#D9D9D9"/>
    <rect id="DoubleArrow_start-frame" width="30" height="38" stroke="#FF0000"/>
    <rect id="DoubleArrow_end-frame" x="170" width="30" height="38" stroke="#FF0000"/>
    <circle id="DoubleArrow_start-tip" cx="2" cy="19" r="2" fill="#0085FF"/>
    <circle id="DoubleArrow_end-tip" cx="198" cy="19" r="2" fill="#0085FF"/>
    </g>
    </svg>
    """

    @Test("Figma: prefixed ids, fill=none frames, compact path data, evenodd, tip circles")
    func figmaFile() throws {
        let (t, d) = readSVG(Self.figma)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        // Figma closes with an explicit line back to the start before Z.
        var expected = BezierPath(doubleArrowOutline.elements.dropLast())
        expected.line(to: Point(0, 19))
        expected.close()
        #expect(template.outline == expected)
        #expect(template.start.frame == doubleArrowStartFrame && template.end.frame == doubleArrowEndFrame)
        #expect(template.start.tip == Point(2, 19) && template.end.tip == Point(198, 19))
        #expect(template.fillRule == .evenOdd)
        #expect(template.handles == .scaled)
        #expect(template.hitWidth == 44)
    }

    /// Sketch 3: title/desc, empty defs, `sketch:` attributes, styles inherited from the page
    /// group (`fill="none"`, `fill-rule="evenodd"`), nested groups with translate and matrix, and
    /// a group turned half around its center (frames stay axis-aligned, and swap sides).
    static let sketch = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <svg width="400px" height="76px" viewBox="0 0 400 76" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:sketch="http://www.bohemiancoding.com/sketch/ns">
        <!-- Generator: Sketch 3.0.3 (7891) - http://www.bohemiancoding.com/sketch -->
        <title>arrow</title>
        <desc>Created with Sketch.</desc>
        <defs></defs>
        <g id="Page-1" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd" sketch:type="MSPage">
            <g id="Artboard-1" sketch:type="MSArtboardGroup" transform="translate(-100.000000, -50.000000)">
                <g id="arrow" sketch:type="MSLayerGroup" transform="matrix(2 0 0 2 100 50)">
                    <g id="flipped" transform="rotate(180 100 19)">
                        <path d="M0,19 L30,0 L30,12 C80,12 120,12 170,12 L170,0 L200,19 L170,38 L170,26 C120,26 80,26 30,26 L30,38 Z" id="outline" fill="#4A4A4A" sketch:type="MSShapeGroup"></path>
                        <rect id="start-frame" stroke="#FF0000" sketch:type="MSShapeGroup" x="0" y="0" width="30" height="38"></rect>
                        <rect id="end-frame" stroke="#FF0000" sketch:type="MSShapeGroup" x="170" y="0" width="30" height="38"></rect>
                    </g>
                </g>
            </g>
        </g>
    </svg>
    """

    @Test("Sketch: nested groups with translate, matrix and a half turn; inherited fill-rule")
    func sketchFile() throws {
        let (t, d) = readSVG(Self.sketch)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        // (x, y) -> rotate 180 about (100, 19) -> (200 - x, 38 - y) -> scale 2 -> (400 - 2x, 76 - 2y).
        func map(_ x: Double, _ y: Double) -> Point { Point(400 - 2 * x, 76 - 2 * y) }
        let expected = BezierPath([
            .move(to: map(0, 19)), .line(to: map(30, 0)), .line(to: map(30, 12)),
            .cubic(to: map(170, 12), control1: map(80, 12), control2: map(120, 12)),
            .line(to: map(170, 0)), .line(to: map(200, 19)), .line(to: map(170, 38)), .line(to: map(170, 26)),
            .cubic(to: map(30, 26), control1: map(120, 26), control2: map(80, 26)),
            .line(to: map(30, 38)), .close,
        ])
        #expect(isApproximatelyEqual(template.outline, expected, relativeTolerance: Self.tolerance), "\(template.outline.elements)")
        #expect(isApproximatelyEqual(template.start.frame, Rect(x: 340, y: 0, width: 60, height: 76), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(template.end.frame, Rect(x: 0, y: 0, width: 60, height: 76), relativeTolerance: Self.tolerance))
        // The start frame is now on the right: its outer edge is its right edge.
        #expect(isApproximatelyEqual(template.start.tip, Point(400, 38), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(template.end.tip, Point(0, 38), relativeTolerance: Self.tolerance))
        #expect(template.fillRule == .evenOdd)
    }

    /// A Sketch-like file whose outline sits in a group with a shearing matrix (and whose frames
    /// do not).
    static let shearedOutline = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 38">
      <g transform="matrix(1 0 0.1 1 -1.9 0)">
        <g transform="translate(0 0)">
          <path id="outline" d="M0,19 L30,0 L30,12 C80,12 120,12 170,12 L170,0 L200,19 L170,38 L170,26 C120,26 80,26 30,26 L30,38 Z"/>
        </g>
      </g>
      <rect id="start-frame" width="30" height="38" fill="none"/>
      <rect id="end-frame" x="170" width="30" height="38" fill="none"/>
    </svg>
    """

    @Test("a shearing matrix maps every point and control point")
    func shearedOutlineFile() throws {
        let (t, d) = readSVG(Self.shearedOutline)
        #expect(d.isEmpty, "\(d)")
        let outline = try #require(t).outline
        // x' = x + 0.1 y - 1.9, y' = y, worked out for a few points.
        guard case .line(let p1) = outline.elements[1], case .cubic(let p3, let c1, let c2) = outline.elements[3],
              case .line(let p6) = outline.elements[6], case .move(let p0) = outline.elements[0] else {
            Issue.record("unexpected elements \(outline.elements)")
            return
        }
        #expect(isApproximatelyEqual(p0, Point(0, 19), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(p1, Point(28.1, 0), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(c1, Point(79.3, 12), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(c2, Point(119.3, 12), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(p3, Point(169.3, 12), relativeTolerance: Self.tolerance))
        #expect(isApproximatelyEqual(p6, Point(171.9, 38), relativeTolerance: Self.tolerance))
    }
}
