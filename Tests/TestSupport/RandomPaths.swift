import BezierGeometry

/// Random geometry for property tests, on grids exact enough that moving it changes no bit.
extension SplitMix64 {
    /// A uniform double in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// A point uniform in a square centred on the origin.
    public mutating func point(within half: Double) -> Point {
        Point(uniform(-half...half), uniform(-half...half))
    }

    /// A uniform double in `0..<1`.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A coordinate in `0...size` on a grid of 1/1024, so translating by whole numbers is exact.
    public mutating func coordinate(_ size: Double = 200) -> Double { (unit() * size * 1024).rounded() / 1024 }

    /// A point with grid coordinates in `0...size`.
    public mutating func point(_ size: Double = 200) -> Point { Point(coordinate(size), coordinate(size)) }

    /// A random path of one to three subpaths of lines, quadratics and cubics (loops, cusps and
    /// sharp corners happen), some closed.
    public mutating func path(size: Double = 200) -> BezierPath {
        var p = BezierPath()
        for _ in 0..<(1 + Int(next() % 3)) {
            p.move(to: point(size))
            for _ in 0..<(1 + Int(next() % 4)) {
                switch next() % 3 {
                case 0: p.line(to: point(size))
                case 1: p.quad(to: point(size), control: point(size))
                default: p.cubic(to: point(size), control1: point(size), control2: point(size))
                }
            }
            if next() % 3 == 0 { p.close() }
        }
        return p
    }

    /// One of the stroke styles: any cap, join and miter limit.
    public mutating func style(width: Double) -> BezierPath.StrokeStyle {
        BezierPath.StrokeStyle(width: width, cap: LineCap.allCases[Int(next() % 3)], join: LineJoin.allCases[Int(next() % 3)],
                    miterLimit: [1, 1.414, 2, 4, 10][Int(next() % 5)])
    }
}
