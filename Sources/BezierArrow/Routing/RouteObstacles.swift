/// The router's obstacles, grown by the margin, in a uniform grid of cells: the boxes near a
/// route are found without reading every box.
///
/// The grid is laid over the boxes' bounds when made, about one box a cell; a box moved later
/// outside those bounds is listed in the border cells it clamps to, so it is still found.
package struct RouteObstacles: Sendable {
    /// Each obstacle's grown box, by index; `nil` for one left out (null or NaN).
    package private(set) var boxes: [RouteBox?]
    /// The margin the boxes are grown by.
    package let margin: Double
    /// The smallest box holding every box (`nil` without any).
    package private(set) var bounds: RouteBox?
    private var cells: [[Int32]]
    private let originX: Double, originY: Double, cellWidth: Double, cellHeight: Double
    private let columns: Int, rows: Int

    /// Indexes obstacles grown by a margin.
    package init(_ rects: [Rect], margin: Double) {
        self.margin = margin
        boxes = rects.map { RouteBox($0, margin: margin) }
        bounds = Self.union(of: boxes)
        let b = bounds ?? RouteBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        let side = max(1, Int(Double(boxes.count).squareRoot().rounded(.up)))
        columns = min(side, 512)
        rows = min(side, 512)
        originX = b.minX
        originY = b.minY
        // A zero extent still gives cells a size, so a coordinate maps to a cell without a NaN.
        cellWidth = max(b.maxX - b.minX, 1) / Double(columns)
        cellHeight = max(b.maxY - b.minY, 1) / Double(rows)
        cells = Array(repeating: [], count: columns * rows)
        for i in boxes.indices { insert(i) }
    }

    private static func union(of boxes: [RouteBox?]) -> RouteBox? {
        var u: RouteBox?
        for case let b? in boxes { u = u.map { $0.union(b) } ?? b }
        return u
    }

    private func column(_ x: Double) -> Int {
        let c = ((x - originX) / cellWidth).rounded(.down)
        return c < 0 ? 0 : c >= Double(columns - 1) ? columns - 1 : Int(c)
    }

    private func row(_ y: Double) -> Int {
        let r = ((y - originY) / cellHeight).rounded(.down)
        return r < 0 ? 0 : r >= Double(rows - 1) ? rows - 1 : Int(r)
    }

    private mutating func insert(_ i: Int) {
        guard let b = boxes[i] else { return }
        for r in row(b.minY)...row(b.maxY) {
            for c in column(b.minX)...column(b.maxX) { cells[r * columns + c].append(Int32(i)) }
        }
    }

    private mutating func remove(_ i: Int) {
        guard let b = boxes[i] else { return }
        for r in row(b.minY)...row(b.maxY) {
            for c in column(b.minX)...column(b.maxX) {
                let k = r * columns + c
                if let j = cells[k].firstIndex(of: Int32(i)) { cells[k].remove(at: j) }
            }
        }
    }

    /// Moves one obstacle (its grid cells and the bounds follow).
    package mutating func set(_ i: Int, to rect: Rect) {
        remove(i)
        boxes[i] = RouteBox(rect, margin: margin)
        insert(i)
        bounds = Self.union(of: boxes)
    }

    /// Calls `body` once with each obstacle whose grown box meets `region` (closed boxes).
    package func forEach(meeting region: RouteBox, _ body: (Int) -> Void) {
        let c0 = column(region.minX), c1 = column(region.maxX), r0 = row(region.minY), r1 = row(region.maxY)
        for r in r0...r1 {
            for c in c0...c1 {
                for i32 in cells[r * columns + c] {
                    let i = Int(i32), b = boxes[i]!
                    // Reported from the first cell the box and the region share only.
                    guard c == max(c0, column(b.minX)), r == max(r0, row(b.minY)), b.meets(region) else { continue }
                    body(i)
                }
            }
        }
    }
}
