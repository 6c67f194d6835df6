import BezierArrow

/// A picture for the terminal drawn with Unicode braille patterns (U+2800 to U+28FF): each
/// character cell holds 2 x 4 dots, so a 72-column line has 144 dots across. In a usual terminal
/// font a cell is about twice as tall as it is wide, which makes the dots roughly square and the
/// picture undistorted.
///
/// The canvas maps a world rectangle (template coordinates, y down) onto its dots once, at
/// creation, keeping the aspect ratio; drawing calls then take world coordinates. Letters can
/// replace whole cells to mark points (tips, a hit point).
package struct BrailleCanvas: Hashable, Sendable {
    /// Character cells across.
    package let columns: Int
    /// Character cells down.
    package let rows: Int
    /// Maps world coordinates to dot coordinates (dot centres at integers).
    package let transform: Transform2D
    private var dots: [UInt8]
    private var marks: [Character?]

    /// Creates a canvas that shows a world rectangle as large as fits in a number of columns and
    /// rows, aspect ratio kept, with one dot of margin.
    ///
    /// The canvas shrinks to the cells the rectangle needs, so a flat arrow gives a short picture.
    ///
    /// - Parameters:
    ///   - world: the region to show; ``Rect/null`` or a single point shows a unit square.
    ///   - maxColumns: the widest the picture may be, at least 2.
    ///   - maxRows: the tallest the picture may be, at least 1.
    package init(fitting world: Rect, maxColumns: Int, maxRows: Int) {
        let cols = max(maxColumns, 2), rowLimit = max(maxRows, 1)
        let region = world.isNull ? Rect(x: 0, y: 0, width: 1, height: 1) : world
        // Dots available inside a one-dot margin on every side.
        let spanX = Double(cols * 2 - 3), spanY = Double(rowLimit * 4 - 3)
        var scale = Double.infinity
        if region.width > 0 { scale = min(scale, spanX / region.width) }
        if region.height > 0 { scale = min(scale, spanY / region.height) }
        if !scale.isFinite || scale <= 0 { scale = 1 }
        // A region too wide for a scale of 1 to leave finite (or not a number) fills the limits.
        let usedX = region.width * scale, usedY = region.height * scale
        columns = usedX.isFinite ? min(cols, Int(min((usedX + 3) / 2, Double(cols)) + 0.999)) : cols
        rows = usedY.isFinite ? min(rowLimit, Int(min((usedY + 3) / 4, Double(rowLimit)) + 0.999)) : rowLimit
        transform = Transform2D(translationX: -region.minX, y: -region.minY)
            .concatenating(Transform2D(scaleX: scale, y: scale))
            .concatenating(Transform2D(translationX: 1, y: 1))
        dots = Array(repeating: 0, count: columns * rows)
        marks = Array(repeating: nil, count: columns * rows)
    }

    /// Dots across.
    package var dotColumns: Int { columns * 2 }
    /// Dots down.
    package var dotRows: Int { rows * 4 }

    /// Sets the dot nearest a world point; points off the canvas are ignored.
    package mutating func plot(_ p: Point) {
        let q = transform.apply(p)
        guard q.isFinite else { return }
        let x = (q.x).rounded(), y = (q.y).rounded()
        guard x >= 0, y >= 0, x < Double(dotColumns), y < Double(dotRows) else { return }
        setDot(x: Int(x), y: Int(y))
    }

    /// Sets one dot by its dot coordinates; out of range does nothing.
    package mutating func setDot(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
        dots[(y / 4) * columns + x / 2] |= Self.bit(x: x, y: y)
    }

    /// The bit of a dot within its cell. Braille numbers dots 1-3 and 7 down the left column and
    /// 4-6 and 8 down the right; dot n is bit n - 1 (Unicode 3.0, section 14.9).
    private static func bit(x: Int, y: Int) -> UInt8 {
        let row = y % 4
        if x % 2 == 0 { return row == 3 ? 0x40 : 1 << row }
        return row == 3 ? 0x80 : 0x08 << row
    }

    /// Whether a dot is set (for tests and for callers composing pictures).
    package func isDotSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return false }
        return dots[(y / 4) * columns + x / 2] & Self.bit(x: x, y: y) != 0
    }

    /// Draws every segment of a path (closing lines included) as a dotted line dense enough to
    /// leave no gaps. Points that are not finite, or far off the canvas, are left out.
    package mutating func stroke(_ path: BezierPath) {
        let mapped = path.transformed(by: transform)
        mapped.forEachSegment { segment in
            // Two samples per dot of length; capped so a pathological curve stays cheap (a
            // length that is not a number gives the two ends).
            let length = segment.length * 2
            let n = length >= 0 ? Int(min(length, 20_000)) + 1 : 1
            for i in 0...n {
                guard let (x, y) = Self.dot(segment.point(at: Double(i) / Double(n))) else { continue }
                setDot(x: x, y: y)
            }
        }
    }

    /// Replaces the cell holding a world point with a letter (a later mark wins).
    package mutating func mark(_ letter: Character, at p: Point) {
        guard let (dx, dy) = Self.dot(transform.apply(p)), dx >= 0, dy >= 0 else { return }
        let x = dx / 2, y = dy / 4
        guard x < columns, y < rows else { return }
        marks[y * columns + x] = letter
    }

    /// Writes text into the cells of a row, centred on the cell holding a world point, or on
    /// the cell some rows below it (above for a negative offset); later marks win, and
    /// characters that fall off the canvas are left out.
    package mutating func write(_ text: String, centredAt p: Point, rowOffset: Int = 0) {
        for (i, letter) in placement(of: text, centredAt: p, rowOffset: rowOffset) { marks[i] = letter }
    }

    /// Whether text written as ``write(_:centredAt:rowOffset:)`` writes it would cover a mark.
    package func coversMarks(_ text: String, centredAt p: Point, rowOffset: Int = 0) -> Bool {
        placement(of: text, centredAt: p, rowOffset: rowOffset).contains { marks[$0.cell] != nil }
    }

    /// The cells text written at a point takes, each with its character; those off the canvas
    /// left out.
    private func placement(of text: String, centredAt p: Point, rowOffset: Int) -> [(cell: Int, letter: Character)] {
        guard let (dx, dy) = Self.dot(transform.apply(p)) else { return [] }
        // Floor division: a point just off the canvas's top or left edge is in row or column -1.
        let y = (dy >= 0 ? dy / 4 : (dy - 3) / 4) + rowOffset
        guard (0..<rows).contains(y) else { return [] }
        let first = (dx >= 0 ? dx / 2 : (dx - 1) / 2) - text.count / 2
        return text.enumerated().filter { (0..<columns).contains(first + $0.offset) }
            .map { (cell: y * columns + first + $0.offset, letter: $0.element) }
    }

    /// The dot nearest a point in dot coordinates, or `nil` for a point that is not finite or
    /// too far off any canvas for its coordinates to be integers (a path or point a world
    /// rectangle did not hold).
    private static func dot(_ q: Point) -> (x: Int, y: Int)? {
        let x = q.x.rounded(), y = q.y.rounded()
        let limit = 1e9
        guard x.magnitude < limit, y.magnitude < limit else { return nil }
        return (Int(x), Int(y))
    }

    /// The picture, one string per row, trailing blanks removed.
    package var lines: [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let i = row * columns + column
                if let mark = marks[i] {
                    line.append(mark)
                } else if dots[i] == 0 {
                    line.append(" ")
                } else {
                    line.unicodeScalars.append(Unicode.Scalar(0x2800 + UInt32(dots[i]))!)
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The picture as text, rows separated by newlines.
    package var text: String { lines.joined(separator: "\n") }
}
