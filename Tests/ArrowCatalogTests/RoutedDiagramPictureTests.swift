import ArrowCatalog
import BezierArrow
import Foundation
import TestSupport
import Testing

/// The picture of the "Waypoints and Routing" article (`BezierArrow.docc/Resources/routed-diagram.svg`):
/// a scene of 36 boxes and 24 routed elbow arrows, drawn by ``svg(of:)`` and compared with the
/// shipped file, so the picture shows what the router does today (re-record it with
/// `ARROWGEN_RECORD=1`). The same scene is checked for what the picture claims: no route
/// crosses a box but its own tips', each tip sits on a side of its box, and routes that share a
/// channel run at least the spacing apart (and some do share one).
@Suite struct RoutedDiagramPictureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let picture = "Sources/BezierArrow/BezierArrow.docc/Resources/routed-diagram.svg"
    static let routing = ArrowRouting(margin: 10, spacing: 6)
    static let columns = 6, rows = 6

    /// Box `c, r` of the grid.
    static func box(_ c: Int, _ r: Int) -> Rect {
        Rect(x: 40 + Double(c) * 150, y: 40 + Double(r) * 110, width: 90, height: 44)
    }

    static func name(_ c: Int, _ r: Int) -> String { "\(Character(UnicodeScalar(UInt8(65 + r))))\(c + 1)" }

    /// The arrows: boxes far apart in the grid, so that routes pass between others and share
    /// their channels; each end at its own anchor, so no two tips coincide. No two tips on
    /// facing sides of a channel share a coordinate: their last runs would lie on one line (the
    /// runs into a tip are fixed by its anchor, and nudging orders the runs across the channel,
    /// not those tips' stubs).
    static let links: [(from: (Int, Int), fromAnchor: Point, to: (Int, Int), toAnchor: Point)] = {
        let right = Point(1, 0.5), left = Point(0, 0.5), top = Point(0.5, 0), bottom = Point(0.5, 1)
        let upper = Point(1, 0.3), lower = Point(1, 0.7), upperLeft = Point(0, 0.3), lowerLeft = Point(0, 0.7)
        let topLeft = Point(0.3, 0), topRight = Point(0.7, 0), bottomLeft = Point(0.3, 1), bottomRight = Point(0.7, 1)
        return [
            ((0, 0), right, (5, 1), left), ((0, 1), upper, (5, 0), lowerLeft), ((0, 2), right, (4, 0), bottom),
            ((0, 3), upper, (5, 3), upperLeft), ((0, 3), lower, (5, 4), lowerLeft), ((0, 4), right, (3, 1), bottom),
            ((0, 5), right, (5, 5), left), ((1, 5), top, (2, 0), bottomLeft), ((2, 5), topLeft, (4, 2), bottomLeft),
            ((2, 5), topRight, (5, 2), lowerLeft), ((1, 0), bottom, (1, 4), top), ((2, 0), bottomRight, (3, 5), top),
            ((3, 0), bottom, (4, 5), topLeft), ((4, 0), bottomLeft, (0, 5), top), ((5, 0), bottom, (5, 3), top),
            ((1, 1), right, (4, 4), upperLeft), ((1, 2), right, (5, 2), upperLeft), ((1, 3), bottomRight, (3, 4), left),
            ((2, 1), bottom, (2, 4), top), ((3, 2), bottom, (1, 5), topRight), ((4, 1), bottomRight, (4, 3), top),
            ((5, 1), bottom, (3, 3), right), ((2, 2), right, (4, 5), topRight), ((3, 3), upper, (5, 4), upperLeft),
        ]
    }()

    /// The scene: the boxes, and the arrows bound to them and routed, all routed together (or,
    /// `together` false, as each was routed when it came).
    static func scene(together: Bool = true) throws -> ArrowScene<String> {
        var scene = ArrowScene<String>()
        for r in 0..<rows {
            for c in 0..<columns {
                scene.setShape(SceneShapeItem(shape: try SceneShape(.roundedRectangle(box(c, r), cornerRadius: 6))), id: name(c, r))
            }
        }
        let template = try ArrowTemplate(name: "Link", spine: BezierPath(svgPathData: "M 0 5 L 100 5"),
                                         start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 2, height: 10), tip: Point(0, 5)),
                                         end: ArrowHeadFrame(frame: Rect(x: 98, y: 0, width: 2, height: 10), tip: Point(100, 5)),
                                         lineWidth: 1.5)
        for (i, link) in links.enumerated() {
            var arrow = Arrow(template: template)
            arrow.style = ArrowStyle(startHead: .none, endHead: .triangle, body: .elbow, cornerRadius: 5)
            let id = "link\(i)"
            scene.append(arrow, id: id)
            try scene.bind(.start, of: id, to: name(link.from.0, link.from.1), ArrowBinding(anchor: link.fromAnchor))
            try scene.bind(.end, of: id, to: name(link.to.0, link.to.1), ArrowBinding(anchor: link.toAnchor, mode: .edge(gap: 2)))
            let routed = scene.setRouting(routing, for: id)
            #expect(routed)
        }
        // Each arrow routed when it came is nudged apart from the routes beside it then, and they
        // from it; routed all together, the layout is the one a scene read from a document has.
        if together { scene.rerouteAll() }
        return scene
    }

    /// A coordinate for the picture: two decimals (the picture compares as text on every
    /// platform, and its last bits may differ between math libraries).
    static func n(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(format: "%.2f", r).replacingOccurrences(of: "0$", with: "", options: .regularExpression)
    }

    /// Path data with two-decimal coordinates.
    static func pathData(_ path: BezierPath) -> String {
        func p(_ q: Point) -> String { "\(n(q.x)) \(n(q.y))" }
        return path.elements.map { e -> String in
            switch e {
            case .move(let q): "M \(p(q))"
            case .line(let q): "L \(p(q))"
            case .quad(let q, let c): "Q \(p(c)) \(p(q))"
            case .cubic(let q, let c1, let c2): "C \(p(c1)) \(p(c2)) \(p(q))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// The picture: each box with its name, then each arrow's outline (its heads) filled and its
    /// spine stroked.
    static func svg(of scene: ArrowScene<String>) -> String {
        let width = 40 + Double(columns) * 150 - 20, height = 40 + Double(rows) * 110 - 26
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\">\n"
        out += "  <!-- Written by RoutedDiagramPictureTests: 36 boxes, 24 elbow arrows routed around them (margin 10, spacing 6). -->\n"
        out += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += "  <g fill=\"#eef3fb\" stroke=\"#5b7db1\" stroke-width=\"1\">\n"
        for r in 0..<rows {
            for c in 0..<columns {
                let b = box(c, r)
                out += "    <rect x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" rx=\"6\"/>\n"
            }
        }
        out += "  </g>\n"
        out += "  <g font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" fill=\"#5b7db1\" text-anchor=\"middle\" dominant-baseline=\"central\">\n"
        for r in 0..<rows {
            for c in 0..<columns {
                let b = box(c, r)
                out += "    <text x=\"\(n(b.center.x))\" y=\"\(n(b.center.y))\">\(name(c, r))</text>\n"
            }
        }
        out += "  </g>\n"
        out += "  <g fill=\"#1f2933\" stroke=\"none\">\n"
        for id in scene.ids {
            guard let arrow = scene[id]?.arrow else { continue }
            if !arrow.outline.isEmpty { out += "    <path d=\"\(pathData(arrow.outline))\"/>\n" }
        }
        out += "  </g>\n"
        out += "  <g fill=\"none\" stroke=\"#1f2933\" stroke-width=\"1.5\">\n"
        for id in scene.ids {
            guard let arrow = scene[id]?.arrow else { continue }
            if !arrow.spine.isEmpty { out += "    <path d=\"\(pathData(arrow.spine))\"/>\n" }
        }
        out += "  </g>\n</svg>\n"
        return out
    }

    @Test func thePictureIsTheScenesOwn() throws {
        let text = Self.svg(of: try Self.scene())
        let url = Self.root.appendingPathComponent(Self.picture)
        if ProcessInfo.processInfo.environment["ARROWGEN_RECORD"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.picture); run again without ARROWGEN_RECORD=1")
            return
        }
        let shipped = try String(contentsOf: url, encoding: .utf8)
        let same = text == shipped
        #expect(same, "\(Self.picture) differs from the scene's picture: re-record it with ARROWGEN_RECORD=1 if the change is intended")
    }

    /// The boxes of the grid by name.
    static var boxes: [String: Rect] {
        var out: [String: Rect] = [:]
        for r in 0..<rows { for c in 0..<columns { out[name(c, r)] = box(c, r) } }
        return out
    }

    /// Whether a horizontal or vertical segment enters a box's interior by more than `slack`.
    static func enters(_ a: Point, _ b: Point, _ box: Rect, slack: Double = 1e-6) -> Bool {
        let minX = min(a.x, b.x), maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
        return maxX > box.minX + slack && minX < box.maxX - slack && maxY > box.minY + slack && minY < box.maxY - slack
    }

    @Test func noRouteCrossesABoxAndEveryTipSitsOnASide() throws {
        let scene = try Self.scene()
        let boxes = Self.boxes
        #expect(boxes.count >= 30 && scene.ids.count >= 20)
        for (i, link) in Self.links.enumerated() {
            let id = "link\(i)"
            #expect(!scene.routingFailed(id), "\(id)")
            let corners = try #require(scene.routeCorners(of: id))
            let own = [Self.name(link.from.0, link.from.1), Self.name(link.to.0, link.to.1)]
            #expect(corners.count >= 2)
            for (a, b) in zip(corners, corners.dropFirst()) {
                #expect(a.x == b.x || a.y == b.y, "\(id): a route is horizontal and vertical runs")
                for (name, box) in boxes {
                    // Other boxes: the margin clear; its own: never inside.
                    let grown = own.contains(name) ? box : box.insetBy(dx: -Self.routing.margin, dy: -Self.routing.margin)
                    #expect(!Self.enters(a, b, grown), "\(id) crosses \(name): \(a) to \(b)")
                }
            }
            // Each tip on a side of its box: the start on it, the end 2 (its gap) outside it.
            let arrow = try #require(scene[id]?.arrow)
            for (tip, boxName, gap) in [(arrow.start, own[0], 0.0), (arrow.end, own[1], 2.0)] {
                let b = try #require(boxes[boxName])
                let dx = max(b.minX - tip.x, 0, tip.x - b.maxX), dy = max(b.minY - tip.y, 0, tip.y - b.maxY)
                #expect(abs(max(dx, dy) - gap) < 1e-9 && min(dx, dy) == 0, "\(id): \(tip) is not on a side of \(boxName)")
            }
            #expect(corners.first == arrow.start && corners.last == arrow.end)
        }
    }

    /// The runs of different routes that overlap along (by more than 1) closer across than the
    /// spacing, and how many pairs run side by side (at most two spacings apart, over more than 20).
    static func crowdedRuns(_ scene: ArrowScene<String>) throws -> (crowded: [String], sideBySide: Int) {
        // Every run of every route: (arrow, is horizontal, the coordinate across, the extent along).
        var runs: [(arrow: Int, horizontal: Bool, across: Double, from: Double, to: Double)] = []
        for i in Self.links.indices {
            let corners = try #require(scene.routeCorners(of: "link\(i)"))
            for (a, b) in zip(corners, corners.dropFirst()) where a != b {
                let horizontal = a.y == b.y
                runs.append((i, horizontal, horizontal ? a.y : a.x,
                             horizontal ? min(a.x, b.x) : min(a.y, b.y), horizontal ? max(a.x, b.x) : max(a.y, b.y)))
            }
        }
        var crowded: [String] = [], side = 0
        for (k, r) in runs.enumerated() {
            for s in runs[(k + 1)...] where s.arrow != r.arrow && s.horizontal == r.horizontal {
                let overlap = min(r.to, s.to) - max(r.from, s.from)
                guard overlap > 1 else { continue }
                let gap = abs(r.across - s.across)
                if gap < Self.routing.spacing - 1e-9 { crowded.append("links \(r.arrow) and \(s.arrow) run \(gap) apart over \(overlap)") }
                if gap <= 2 * Self.routing.spacing + 1e-9 && overlap > 20 { side += 1 }
            }
        }
        return (crowded, side)
    }

    @Test func routesSharingAChannelRunTheSpacingApart() throws {
        let (crowded, side) = try Self.crowdedRuns(try Self.scene())
        #expect(crowded == [])
        // The picture shows channels shared: runs side by side, nudged apart.
        #expect(side >= 5, "only \(side) runs side by side")
    }

    /// Arrows routed one at a time (``ArrowScene/setRouting(_:for:)`` as each binds) are nudged
    /// apart from the routes beside them as they come, without routing the scene again.
    @Test func arrowsRoutedOneByOneAreNudgedApartToo() throws {
        let (crowded, side) = try Self.crowdedRuns(try Self.scene(together: false))
        #expect(crowded == [])
        #expect(side >= 5, "only \(side) runs side by side")
    }
}
