import TestSupport
import ArrowCatalog
import ArrowGenCore
import BezierArrow
import Testing

/// The generated code of templates that give waypoints (Snippets/detour.arrow, the Templates
/// article's example: a stroked spine with named heads and an elbow body;
/// Snippets/waypoint-band.svg: a filled band with the template's own heads and a straight body,
/// its waypoints marked by circles) and the runtime model draw the same waypoint bodies, call
/// for call and bit for bit: an ``Arrow`` of the template as the generator core reads it, given
/// the same tips, heads, body kind and waypoints, for every body kind, random tips and random
/// waypoints, up to the most a body keeps.
@Suite struct WaypointBuildAgreementTests {
    typealias WaypointBuild = @Sendable (Point, Point, ArrowBodyKind, Double, [Point], inout RecordingBuilder) -> Void

    /// Each snippet's file, the heads its generated type draws by default, and its generated
    /// build with those heads.
    static let snippets: [(file: String, heads: (ArrowHead, ArrowHead), build: WaypointBuild)] = [
        ("detour.arrow", (DetourArrow.startHead, DetourArrow.endHead), {
            DetourArrow.build(start: $0, end: $1, body: $2, cornerRadius: $3, waypoints: $4, into: &$5)
        }),
        ("waypoint-band.svg", (WaypointBandArrow.startHead, WaypointBandArrow.endHead), {
            WaypointBandArrow.build(start: $0, end: $1, body: $2, cornerRadius: $3, waypoints: $4, into: &$5)
        }),
    ]

    @Test func everyBodyKindThroughWaypointsDrawsAsTheRuntimeModelDrawsIt() throws {
        #expect(DetourArrow.startHead == .dot && DetourArrow.endHead == .triangle)
        for (file, heads, build) in Self.snippets {
            let template = try StyledBuildAgreementTests.parsed(file).template
            let runtime = try #require(try StyledBuildAgreementTests.parsed(file).style)
            var rng = SplitMix64(seed: 0xA7_0F_2026)
            func coordinate() -> Double { Double.random(in: -400...400, using: &rng) }
            var mismatches = 0, comparisons = 0
            for body in ArrowBodyKind.allCases {
                for count in [1, 2, 3, 7, ArrowBodyState.maxWaypointCount] {
                    for _ in 0..<4 {
                        let waypoints = (0..<count).map { _ in Point(coordinate(), coordinate()) }
                        let radius = Double.random(in: 0...20, using: &rng)
                        let s = Point(coordinate(), coordinate()), e = Point(coordinate(), coordinate())
                        var arrow = Arrow(template: template)
                        arrow.style = ArrowStyle(startHead: heads.0, endHead: heads.1, body: body, cornerRadius: radius)
                        arrow.waypoints = waypoints
                        arrow.setTips(start: s, end: e)
                        var generated = RecordingBuilder(), expected = RecordingBuilder()
                        build(s, e, body, radius, waypoints, &generated)
                        arrow.draw(into: &expected)
                        comparisons += 1
                        #expect(!expected.calls.isEmpty)
                        if generated != expected {
                            mismatches += 1
                            if mismatches <= 3 { Issue.record("\(file) \(body) \(count) waypoints, tips \(s) \(e)") }
                        }
                    }
                }
            }
            #expect(comparisons == 4 * 5 * 4)
            #expect(mismatches == 0, "\(file)")
            #expect(runtime.waypoints.count == 2)
        }
    }

    @Test func theTemplateStartsWithItsWaypoints() throws {
        #expect(DetourArrow.waypoints == [Point(60, 80), Point(140, -40)])
        #expect(WaypointBandArrow.waypoints == [Point(70, 90), Point(130, -50)])
        #expect(DetourArrow.template.style?.bodyState.waypoints == DetourArrow.waypoints)
        #expect(Arrow(template: DetourArrow.template).waypoints == DetourArrow.waypoints)
        #expect(Arrow(template: WaypointBandArrow.template).waypoints == WaypointBandArrow.waypoints)
        #expect(DetourArrow.body == .elbow && WaypointBandArrow.body == .straight)
        #expect(WaypointBandArrow.cornerRadius == 12)
        // A template naming no head draws its own, as the generator core reads them.
        let band = try StyledBuildAgreementTests.parsed("waypoint-band.svg").template
        #expect(WaypointBandArrow.startHead == band.head(.start) && WaypointBandArrow.endHead == band.head(.end))
        // The generator core reads the same points from each file.
        #expect(try StyledBuildAgreementTests.parsed("detour.arrow").style?.waypoints == DetourArrow.waypoints)
        #expect(try StyledBuildAgreementTests.parsed("waypoint-band.svg").style?.waypoints == WaypointBandArrow.waypoints)
    }

    /// `path` with the defaults draws what an arrow of `template` draws: through the template's
    /// waypoints, which stay where they are while the tips move; without them the body differs.
    @Test func pathDrawsThroughTheTemplatesWaypointsByDefault() {
        let s = Point(-20, 30), e = Point(260, 10)
        for (path, template, plain) in [
            (DetourArrow.path(start: s, end: e), DetourArrow.template, DetourArrow.path(start: s, end: e, waypoints: [])),
            (WaypointBandArrow.path(start: s, end: e), WaypointBandArrow.template,
             WaypointBandArrow.path(start: s, end: e, waypoints: [])),
        ] {
            var arrow = Arrow(template: template)
            arrow.setTips(start: s, end: e)
            var expected = BezierPath()
            arrow.draw(into: &expected)
            #expect(path == expected)
            #expect(!path.isEmpty && path != plain)
            // The body passes through each waypoint: its centre line comes within a hair of it.
            let line = PreparedPath(arrow.slots.centerLine)
            #expect(arrow.waypoints.count == 2)
            for w in arrow.waypoints {
                #expect((line.nearestPoint(to: w)?.distance ?? .infinity) < 1e-6, "\(template.name) \(w)")
            }
        }
    }
}
