import BezierArrow

/// The terminal picture: what `draw` prints.
extension ArrowPreview {
    /// The arrow drawn with braille dots, `S` and `E` at the tips, `B` at the bend handle (of an
    /// arc or elbow body), waypoints by their index (`0` to `9`, then `W`) and the legs'
    /// midpoints by `o`, the label's box outlined with `L` at its centre, and `x` at the last
    /// hit point, followed by a key with their coordinates, wrapped to the same width.
    ///
    /// - Parameters:
    ///   - columns: the widest the picture may be, in characters.
    ///   - maxRows: the tallest it may be, in lines.
    /// - Returns: the picture, lines ending in newlines.
    package func drawing(columns: Int = 72, maxRows: Int = 24) -> String {
        var region = bounds.union(start).union(end)
        if let p = hitPoint { region = region.union(p) }
        let box = arrow.labelFrame
        if let box { region = region.union(box) }
        var canvas = BrailleCanvas(fitting: region, maxColumns: columns, maxRows: maxRows)
        canvas.stroke(path)
        if let box {
            var outline = BezierPath()
            outline.move(to: box.origin)
            outline.line(to: Point(box.maxX, box.minY))
            outline.line(to: Point(box.maxX, box.maxY))
            outline.line(to: Point(box.minX, box.maxY))
            outline.close()
            canvas.stroke(outline)
            canvas.mark("L", at: box.center)
        }
        canvas.mark("S", at: start)
        canvas.mark("E", at: end)
        var key = ["S start \(PreviewFormat.point(start))", "E end \(PreviewFormat.point(end))"]
        if let box { key.append("L label \(PreviewFormat.rect(box))") }
        // A body handle marked by its name's initial (B for the bend handle); a waypoint by its
        // index, a leg's midpoint (a handle that adds a waypoint, or moves an elbow's segment)
        // by a small o.
        var hasSegments = false
        for handle in handles {
            switch handle.role {
            case .waypoint(let i):
                let mark = Self.waypointMark(i)
                canvas.mark(mark, at: handle.position)
                key.append("\(mark) waypoint \(i) \(PreviewFormat.point(handle.position))")
            case .segmentMidpoint:
                canvas.mark("o", at: handle.position)
                hasSegments = true
            case .bend:
                let mark = handle.name.prefix(1).uppercased()
                canvas.mark(Character(mark), at: handle.position)
                key.append("\(mark) \(handle.name) handle \(PreviewFormat.point(handle.position))")
            }
        }
        if hasSegments { key.append("o leg midpoints") }
        if let p = hitPoint {
            canvas.mark("x", at: p)
            key.append("x hit \(PreviewFormat.point(p))")
        }
        return canvas.text + "\n" + Self.wrapped(key, columns: columns)
    }

    /// A waypoint's mark in a terminal picture: its index, `0` to `9`, then `W`.
    static func waypointMark(_ index: Int) -> Character {
        index < 10 ? Character(String(index)) : "W"
    }

    /// Entries two spaces apart, as many on a line as fit in `columns`; an entry wider than
    /// that is broken between words. Lines end in newlines.
    static func wrapped(_ entries: [String], columns: Int) -> String {
        var lines: [String] = []
        var line = ""
        func add(_ piece: String, separator: String) {
            if line.isEmpty {
                line = piece
            } else if line.count + separator.count + piece.count <= columns {
                line += separator + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        for entry in entries {
            if entry.count <= columns {
                add(entry, separator: "  ")
            } else {
                for (i, word) in entry.split(separator: " ").enumerated() { add(String(word), separator: i == 0 ? "  " : " ") }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0 + "\n" }.joined()
    }
}
