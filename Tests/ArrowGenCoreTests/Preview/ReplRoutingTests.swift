import Testing
import ArrowGenCore
import BezierArrow

/// `route` and `obstacle`: an elbow body routed around the shapes that are obstacles, the reply
/// saying when no route exists, and the pictures and `json` showing the route.
@Suite struct ReplRoutingTests {
    /// An elbow arrow from box A (0 0 100 60) to box B (300 0 100 60), a wall W (170 -60 60 180)
    /// between them.
    static func walled() throws -> ReplSession {
        var s = try ReplDiagramTests.boxes()
        run(&s, "body elbow", "shape W rect 170 -60 60 180")
        return s
    }

    /// Whether a segment between two points along one axis meets the inside of a box.
    static func crosses(_ a: Point, _ b: Point, _ r: Rect) -> Bool {
        let lo = Point(min(a.x, b.x), min(a.y, b.y)), hi = Point(max(a.x, b.x), max(a.y, b.y))
        return lo.x < r.maxX && hi.x > r.minX && lo.y < r.maxY && hi.y > r.minY
    }

    @Test func aRoutedArrowGoesAroundTheObstaclesByItsMargin() throws {
        var s = try Self.walled()
        #expect(run(&s, "route").output == "routing off\n")
        let reply = run(&s, "route on 12 4")
        #expect(!reply.isFailure, "\(reply.errors)")
        #expect(reply.output.hasPrefix("routing on (margin 12, spacing 4): corners "))
        let corners = try #require(s.diagram.scene.routeCorners(of: "main"))
        #expect(corners.count >= 4)
        // Every run is horizontal or vertical and keeps the margin from the wall (an independent
        // check of the router's answer: the wall's box grown by 12, less a hair).
        let wall = Rect(x: 170 - 12 + 1e-9, y: -60 - 12 + 1e-9, width: 60 + 24 - 2e-9, height: 180 + 24 - 2e-9)
        for (a, b) in zip(corners, corners.dropFirst()) {
            #expect(a.x == b.x || a.y == b.y)
            #expect(!Self.crosses(a, b, wall), "\(a) -> \(b)")
        }
        // The arrow is drawn along the route: its tips are the route's ends, and its bounds reach
        // past the wall's grown box, above or below.
        let arrow = s.preview.arrow
        #expect(arrow.start == corners.first && arrow.end == corners.last)
        #expect(arrow.bounds.minY <= -72 || arrow.bounds.maxY >= 132)
        #expect(run(&s, "arrow").output.contains("* main: start ") && run(&s, "arrow").output.contains(" on B, routed\n"))
        #expect(run(&s, "json").output.contains(#""routing":{"margin":12,"spacing":4,"failed":false,"corners":[{"x":"#))
        // A copy is routed as its arrow is.
        run(&s, "arrow add copy")
        #expect(run(&s, "route").output.hasPrefix("routing on (margin 12, spacing 4): corners "))
    }

    @Test func aShapeThatIsNoObstacleIsCrossed() throws {
        var s = try Self.walled()
        run(&s, "route on")
        #expect(run(&s, "obstacle").output == "obstacles (routed arrows go around them): A, B, W\n")
        // The reply says how the routed arrows changed.
        #expect(run(&s, "obstacle W off").output == """
            W is not an obstacle: routed arrows may cross it
              main: rerouted: corners (50, 70), (350, 70)

            """)
        #expect(s.diagram.scene.shape("W")?.isObstacle == false)
        // The route now crosses the wall's box (the runs checked as above).
        let corners = try #require(s.diagram.scene.routeCorners(of: "main"))
        let wall = try #require(s.diagram.shape("W")).bounds
        #expect(zip(corners, corners.dropFirst()).contains { Self.crosses($0, $1, wall) })
        #expect(run(&s, "obstacle").output
            == "obstacles (routed arrows go around them): A, B\nnot obstacles (routed arrows cross them): W\n")
        #expect(run(&s, "shape W").output == "W rect x 170 y -60 width 60 height 180, not an obstacle\n")
        // Moving the shape keeps what it is.
        run(&s, "move W 5 0")
        #expect(s.diagram.scene.shape("W")?.isObstacle == false)
        #expect(run(&s, "json").output.contains(#""bounds":{"x":175,"y":-60,"width":60,"height":180},"obstacle":false}"#))
        #expect(run(&s, "obstacle W").output == "W is not an obstacle: routed arrows may cross it\n")
        #expect(run(&s, "obstacle W on").output.hasPrefix("W is an obstacle: routed arrows keep their margin from its box\n  main: rerouted: corners "))
        #expect(run(&s, "route").output.contains(": corners "))
    }

    /// A tip walled in: the reply says there is no route, and again when a command takes the
    /// route away or gives it back.
    @Test func noRouteIsSaid() throws {
        var s = try ReplDiagramTests.boxes()
        run(&s, "body elbow", "unbind end", "end 600 30", "shape N rect 550 -20 100 10", "shape S rect 550 80 100 10",
            "shape L rect 550 -20 10 110", "shape R rect 640 -20 10 110")
        #expect(run(&s, "route on").output == """
            routing on (margin 10, spacing 6); no route: drawn as the direct elbow
              main: start (50, 60) on A, end (600, 30) free, routed (no route)

            """)
        #expect(s.diagram.scene.routingFailed("main"))
        #expect(run(&s, "arrow").output.contains(", routed (no route)\n"))
        #expect(run(&s, "move L 0 200").output.hasPrefix("L rect x 550 y 180 width 10 height 110\n  main: routed again: corners ("))
        #expect(run(&s, "move L 0 -200").output == "L rect x 550 y -20 width 10 height 110\n  main: no route: drawn as the direct elbow\n")
        #expect(run(&s, "json").output.contains(#""failed":true"#))
    }

    @Test(arguments: [
        ("route sideways", "error: unknown 'route' action 'sideways'\nusage: route [on [MARGIN [SPACING]] | off]"),
        ("route of", "error: unknown 'route' action 'of'; did you mean 'on'?\nusage: route [on [MARGIN [SPACING]] | off]"),
        ("route on -1", "error: 'route on' expects a margin and a spacing of 0 or more, found '-1'\nusage: route [on [MARGIN [SPACING]] | off]"),
        ("route on 5 x", "error: 'route on' expects a margin and a spacing of 0 or more, found '5 x'\nusage: route [on [MARGIN [SPACING]] | off]"),
        ("route on 1 2 3", "error: 'route on' expects at most a margin and a spacing, found '1 2 3'\nusage: route [on [MARGIN [SPACING]] | off]"),
        ("route off now", "error: 'route off' takes no arguments, found 'now'\nusage: route [on [MARGIN [SPACING]] | off]"),
        ("obstacle Q", "error: no shape is named 'Q'; did you mean 'A'?; 'shape' lists the shapes\nusage: obstacle [NAME [on|off]]"),
        ("obstacle main", "error: 'main' is an arrow; 'obstacle' takes a shape's name (see 'shape')\nusage: obstacle [NAME [on|off]]"),
        ("obstacle W of", "error: 'obstacle' expects nothing, a shape's name, then on or off, found 'W of'; did you mean 'on'?"),
        ("obstacle W on off", "error: 'obstacle' expects nothing, a shape's name, then on or off, found 'W on off'"),
    ])
    func routingMistakesNameTheUsage(line: String, message: String) throws {
        var s = try Self.walled()
        let reply = run(&s, line)
        #expect(reply.isFailure)
        #expect(reply.errors == message + "\n")
        #expect(s.diagram.scene.routing(of: "main") == nil)
    }

    @Test func onlyAnElbowIsRouted() throws {
        var s = try ReplDiagramTests.boxes()
        #expect(run(&s, "route on").errors == "error: 'route' routes an elbow body, and the body is straight; 'body elbow' makes it one\n")
        run(&s, "body elbow", "route on")
        // Another body kind: the routing waits, and comes back with the elbow.
        #expect(run(&s, "body straight").output == """
            body straight
              main: start (100, 30) on A, end (300, 30) on B, routed (waiting: not an elbow)
              main: routing waits: the body is not an elbow

            """)
        #expect(run(&s, "route").output
            == "routing on (margin 10, spacing 6); routing waits: the body is not an elbow ('body elbow' routes it again)\n")
        #expect(run(&s, "arrow").output.contains(", routed (waiting: not an elbow)\n"))
        #expect(run(&s, "body elbow").output == """
            body elbow
              main: start (50, 60) on A, end (350, 60) on B, routed
              main: routed again: corners (50, 70), (350, 70)

            """)
        #expect(run(&s, "route off").output.hasPrefix("routing off: the elbow body runs its own way\n"))
        #expect(run(&s, "route off").output == "routing off already\n")
    }
}
