import Testing
import BezierGeometry

@Suite struct BezierPathMappingTests {
    @Test func mapsEveryPointAndKeepsTheElements() throws {
        let path = try BezierPath(svgPathData: "M 1 2 L 3 4 Q 5 6 7 8 C 9 10 11 12 13 14 Z M 0 0")
        let doubled = path.mapped { Point($0.x * 2, $0.y * 2) }
        #expect(doubled == path.transformed(by: Transform2D(scaleX: 2, y: 2)))
        let snapped = path.mapped { Point($0.x.rounded(.down), 0) }
        #expect(snapped.elements.count == path.elements.count)
        #expect(snapped.elements[2] == .quad(to: Point(7, 0), control: Point(5, 0)))
    }
}
