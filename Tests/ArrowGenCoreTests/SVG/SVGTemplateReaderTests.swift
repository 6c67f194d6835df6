import BezierArrow
import Testing
@testable import ArrowGenCore

/// The conventions of SVG templates, one at a time. Tolerance where transforms are involved:
/// 1e-9 relative.
@Suite("SVG template conventions")
struct SVGTemplateReaderTests {
    static let tolerance = 1e-9

    /// An SVG around some content, with the DoubleArrow frames unless `frames` is false.
    static func svg(_ content: String, root: String = "", frames: Bool = true) -> String {
        let f = frames ? """
          <rect id="start-frame" x="0" y="0" width="30" height="38" fill="none"/>
          <rect id="end-frame" x="170" y="0" width="30" height="38" fill="none"/>
        """ : ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 38\"\(root)>\n\(content)\n\(f)\n</svg>"
    }

    static let body = "M 0 19 L 30 0 L 30 12 L 170 12 L 170 0 L 200 19 L 170 38 L 170 26 L 30 26 L 30 38 Z"

    @Test("a group named outline: its shapes, in order, make the outline")
    func groupOutline() throws {
        let (t, d) = readSVG(Self.svg("""
          <g id="outline" transform="translate(0 0)">
            <polygon id="outline_1_" points="0,19 30,0 30,38"/>
            <rect x="30" y="12" width="140" height="14"/>
            <path d="M 170 0 L 200 19 L 170 38 Z"/>
          </g>
          <rect x="0" y="0" width="5" height="5" fill="red"/>
        """))
        #expect(d.isEmpty, "\(d)")
        let outline = try #require(t).outline
        #expect(outline.elements.filter { $0 == .close }.count == 3)
        #expect(outline.elements.first == .move(to: Point(0, 19)))
        #expect(outline.elements.contains(.move(to: Point(30, 12))))
        #expect(outline.elements.contains(.line(to: Point(200, 19))))
    }

    @Test("the spine's caps, joins, miter limit and dashes, from attributes, styles and groups, scaled")
    func spineStrokeOptions() throws {
        let (t, d) = readSVG(Self.svg("""
          <style>.dashed { stroke-dasharray: 3px, 2 }</style>
          <g stroke-linecap="round" style="stroke-linejoin: Bevel" transform="scale(2)">
            <path id="spine" class="dashed" d="M 0 9.5 L 92 9.5" fill="none" stroke="#000" stroke-width="1"
                  stroke-miterlimit="4" stroke-dashoffset="0.5"/>
            <polygon points="85,0 100,9.5 85,19" fill="#000"/>
          </g>
        """))
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect((template.cap, template.join, template.miterLimit) == (.round, .bevel, 4))
        // Lengths in the spine's units, scaled by 2 as its stroke-width is.
        #expect(try template.dash == BezierPath.DashPattern([6, 4], offset: 1))
        #expect(template.lineWidth == 2)
    }

    @Test("without stroke options a template keeps the defaults; 'none' is no dash")
    func defaultStrokeOptions() throws {
        let (t, d) = readSVG(Self.svg("""
          <path id="spine" d="M 0 19 L 200 19" fill="none" stroke="#000" stroke-dasharray="none"/>
          <path id="outline" d="M 170 0 L 200 19 L 170 38 Z"/>
        """))
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.hasDefaultStroke)
    }

    @Test("an arrow without a spine takes the stroke options from its outline")
    func outlineStrokeOptions() throws {
        let (t, d) = readSVG(Self.svg("<path id=\"outline\" d=\"\(Self.body)\" stroke-linejoin=\"round\" stroke-dasharray=\"5\"/>",
                                      root: " data-line-width=\"1\""))
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.join == .round && template.dash?.lengths == [5, 5])
    }

    @Test("a spine with a stroked head: the line width comes from the spine's stroke, scaled")
    func spineLineWidth() throws {
        let (t, d) = readSVG(Self.svg("""
          <g transform="scale(2)">
            <path id="spine" d="M 0 9.5 L 92 9.5" fill="none" stroke="#000" style="stroke-width:1.5px"/>
            <polygon points="85,0 100,9.5 85,19" fill="#000"/>
          </g>
        """))
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.spine == BezierPath([.move(to: Point(0, 19)), .line(to: Point(184, 19))]))
        #expect(template.outline == BezierPath([.move(to: Point(170, 0)), .line(to: Point(200, 19)), .line(to: Point(170, 38)), .close]))
        #expect(template.lineWidth == 3)
    }

    @Test("data-line-width beats the spine's stroke-width; the default stroke-width is 1")
    func explicitLineWidth() throws {
        let spine = "<path id=\"spine\" d=\"M 0 19 L 200 19\" fill=\"none\" stroke=\"black\" stroke-width=\"4\"/>"
        #expect(readSVG(Self.svg(spine, root: " data-line-width=\"2.5\"")).template?.lineWidth == 2.5)
        #expect(readSVG(Self.svg(spine)).template?.lineWidth == 4)
        let plain = "<path id=\"spine\" d=\"M 0 19 L 200 19\"/>"
        #expect(readSVG(Self.svg(plain)).template?.lineWidth == 1)
        #expect(readSVG(Self.svg("<path id=\"outline\" d=\"\(Self.body)\"/>")).template?.lineWidth == 0)
    }

    @Test("the type name derives from the file name as for .arrow files, or data-name is required")
    func names() throws {
        let svg = Self.svg("<path id=\"outline\" d=\"\(Self.body)\"/>")
        #expect(readSVG(svg, path: "Templates/double-arrow.svg").template?.name == "DoubleArrow")
        let (t, d) = readSVG(svg, path: "Templates/3d.svg")
        #expect(t == nil)
        #expect(d.map(\.description) == [
            "Templates/3d.svg:1:1: error: cannot derive a Swift type name from the file name '3d.svg': add data-name=\"MyArrow\" to the <svg> element",
        ])
        #expect(readSVG(Self.svg("<path id=\"outline\" d=\"\(Self.body)\"/>", root: " data-name=\"Arrow3D\""), path: "3d.svg")
            .template?.name == "Arrow3D")
    }

    @Test("every option on the root")
    func options() throws {
        let root = " data-name=\"Swoosh\" data-orientation=\"follow\" data-handles=\"scaled\" data-line-width=\"2\" "
            + "data-hit-width=\"40px\" data-fill-rule=\"evenodd\""
        let (t, d) = readSVG(Self.svg("<path id=\"outline\" d=\"\(Self.body)\"/>", root: root))
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        #expect(template.name == "Swoosh")
        #expect(template.orientation == .follow && template.handles == .scaled)
        #expect(template.lineWidth == 2 && template.hitWidth == 40 && template.fillRule == .evenOdd)
    }

    @Test("the outline's fill-rule from a style sheet, overridden by data-fill-rule")
    func fillRuleFromStyles() throws {
        let content = """
          <style>path { fill-rule: nonzero } #outline { fill-rule: evenodd } .x { fill-rule: nonzero }</style>
          <path id="outline" class="x" d="\(Self.body)"/>
        """
        #expect(readSVG(Self.svg(content)).template?.fillRule == .evenOdd)
        #expect(readSVG(Self.svg(content, root: " data-fill-rule=\"nonzero\"")).template?.fillRule == .nonZero)
        // An inline style beats the sheet.
        let inline = "<style>#outline { fill-rule: evenodd }</style><path id=\"outline\" style=\"fill-rule:nonzero\" d=\"\(Self.body)\"/>"
        #expect(readSVG(Self.svg(inline)).template?.fillRule == .nonZero)
    }

    @Test("frames stacked vertically: default tips on the top and bottom edges")
    func verticalDefaultTips() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 38 200">
          <path id="outline" d="M 19 0 L 38 30 L 19 200 L 0 30 Z"/>
          <rect id="start-frame" x="0" y="0" width="38" height="30"/>
          <rect id="end-frame" x="0" y="170" width="38" height="30"/>
        </svg>
        """
        let template = try #require(readSVG(svg).template)
        #expect(template.start.tip == Point(19, 0))
        #expect(template.end.tip == Point(19, 200))
    }

    @Test("a quarter turn keeps frames axis-aligned, width and height swapped")
    func quarterTurn() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 38 200">
          <g transform="translate(38 0) rotate(90)">
            <path id="outline" d="\(Self.body)"/>
            <rect id="start-frame" x="0" y="0" width="30" height="38"/>
            <rect id="end-frame" x="170" y="0" width="30" height="38"/>
          </g>
        </svg>
        """
        let (t, d) = readSVG(svg)
        #expect(d.isEmpty, "\(d)")
        let template = try #require(t)
        // (x, y) -> (38 - y, x)
        #expect(template.start.frame == Rect(x: 0, y: 0, width: 38, height: 30))
        #expect(template.end.frame == Rect(x: 0, y: 170, width: 38, height: 30))
        #expect(template.start.tip == Point(19, 0) && template.end.tip == Point(19, 200))
        #expect(template.outline.elements.first == .move(to: Point(19, 0)))
    }

    @Test("a nested svg maps its viewBox into its viewport")
    func nestedSVG() throws {
        let svg = Self.svg("""
          <svg x="10" y="0" width="180" height="38" viewBox="0 0 90 19" preserveAspectRatio="none">
            <path id="outline" d="M -5 9.5 L 10 0 L 80 0 L 95 9.5 L 80 19 L 10 19 Z"/>
          </svg>
        """)
        let (t, d) = readSVG(svg)
        #expect(d.isEmpty, "\(d)")
        let outline = try #require(t).outline
        // (x, y) -> (10 + 2x, 2y)
        #expect(outline.elements.first == .move(to: Point(0, 19)))
        #expect(outline.elements[3] == .line(to: Point(200, 19)))
    }

    @Test("a nested svg's default preserveAspectRatio centers a uniform scale")
    func nestedSVGMeet() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 38">
          <svg width="200" height="38" viewBox="0 0 100 100">
            <rect id="outline" x="0" y="0" width="100" height="100"/>
          </svg>
          <rect id="start-frame" x="81" y="0" width="10" height="38"/>
          <rect id="end-frame" x="109" y="0" width="10" height="38"/>
        </svg>
        """
        let (t, d) = readSVG(svg)
        #expect(d.allSatisfy { $0.severity == .warning }, "\(d)")  // heads 10 long, body 18: a warning
        // Scale 0.38 (meet), centered: x from 81 to 119.
        let box = try #require(t).outline.boundingBox
        #expect(isApproximatelyEqual(box, Rect(x: 81, y: 0, width: 38, height: 38), relativeTolerance: Self.tolerance))
    }

    @Test("a rounded rect outline: arcs clamped to half the side")
    func roundedRect() throws {
        let (t, d) = readSVG(Self.svg("<rect id=\"outline\" x=\"0\" y=\"0\" width=\"200\" height=\"38\" rx=\"100\"/>"))
        #expect(d.isEmpty, "\(d)")
        let outline = try #require(t).outline
        // rx is clamped to 100 (half the width); ry takes rx, clamped to 19.
        #expect(isApproximatelyEqual(outline.boundingBox, Rect(x: 0, y: 0, width: 200, height: 38), relativeTolerance: Self.tolerance))
        #expect(outline.elements.first == .move(to: Point(100, 0)))
    }

    @Test("circle and ellipse outlines, line and polyline spines")
    func otherShapes() throws {
        let ellipse = try #require(readSVG(Self.svg("<ellipse id=\"outline\" cx=\"100\" cy=\"19\" rx=\"100\" ry=\"19\"/>")).template)
        #expect(isApproximatelyEqual(ellipse.outline.boundingBox, Rect(x: 0, y: 0, width: 200, height: 38), relativeTolerance: Self.tolerance))
        let line = try #require(readSVG(Self.svg("<line id=\"spine\" x1=\"0\" y1=\"19\" x2=\"200\" y2=\"19\" stroke=\"#000\"/>")).template)
        #expect(line.spine == BezierPath([.move(to: Point(0, 19)), .line(to: Point(200, 19))]))
        let polyline = try #require(readSVG(Self.svg("<polyline id=\"spine\" points=\"0 19 100 10 200 19\" fill=\"none\"/>")).template)
        #expect(polyline.spine.elements.count == 3)
    }

    @Test("an SVG without namespace declaration, and one with an svg: prefix")
    func namespaces() throws {
        let bare = "<svg viewBox=\"0 0 200 38\"><path id=\"outline\" d=\"\(Self.body)\"/>"
            + "<rect id=\"start-frame\" width=\"30\" height=\"38\"/><rect id=\"end-frame\" x=\"170\" width=\"30\" height=\"38\"/></svg>"
        #expect(readSVG(bare).template?.outline.elements.count == 11)
        let prefixed = "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:path id=\"outline\" d=\"\(Self.body)\"/>"
            + "<svg:rect id=\"start-frame\" width=\"30\" height=\"38\"/><svg:rect id=\"end-frame\" x=\"170\" width=\"30\" height=\"38\"/></svg:svg>"
        #expect(readSVG(prefixed).template?.outline.elements.count == 11)
    }

    @Test("elements in defs, symbols, clip paths, text and other namespaces are not drawn, so not used")
    func ignoredElements() throws {
        let (t, d) = readSVG(Self.svg("""
          <defs><path id="outline" d="M 0 0 L 1 1 Z"/><rect id="start-frame" width="1" height="1"/></defs>
          <symbol id="s"><path d="M 0 0 L 5 5 Z"/></symbol>
          <clipPath id="c"><rect width="10" height="10"/></clipPath>
          <text x="0" y="10">outline</text>
          <foo:outline xmlns:foo="urn:foo"><path d="M 0 0 L 5 5 Z"/></foo:outline>
          <a href="#"><path id="arrow-outline" d="\(Self.body)"/></a>
          <image href="x.png" width="10" height="10"/>
          <use href="#s"/>
        """))
        #expect(d.isEmpty, "\(d)")
        #expect(t?.outline.elements.count == 11)
    }

    @Test("CDATA style sheets with comments and at-rules; class rules decide what is filled")
    func styleSheetFill() throws {
        let (t, d) = readSVG(Self.svg("""
          <style type="text/css"><![CDATA[
            /* guides */ @import url(x.css);
            @media print { .guide { fill: red } }
            .guide, g > .other { fill : none ! important }
            rect.guide { stroke: red }
          ]]></style>
          <rect class="guide" x="0" y="0" width="200" height="38"/>
          <path d="\(Self.body)"/>
        """))
        #expect(d.isEmpty, "\(d)")
        #expect(t?.outline.elements.count == 11)
    }

    @Test("XML character references and entities in attributes are decoded")
    func references() throws {
        let (t, d) = readSVG(Self.svg("<path id=\"out&#108;ine\" d=\"M&#32;0 19 L 30 0 L 30 38 &#x5A; M 170 0 L 200 19 L 170 38 Z\"/>"))
        #expect(d.isEmpty, "\(d)")
        #expect(t?.outline.elements.count == 8)
    }
}
