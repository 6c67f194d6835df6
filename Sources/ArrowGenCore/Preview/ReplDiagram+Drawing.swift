import BezierArrow

/// The diagram's terminal picture, what `draw` prints once the session has shapes or more than
/// one arrow, and what the pictures share.
extension ReplDiagram {
    /// What every picture of the diagram shows: the shapes, the arrows, their tips, waypoints and
    /// anchors.
    package var region: Rect {
        var r = Rect.null
        for name in shapeNames { if let shape = shape(name) { r = r.union(shape.bounds) } }
        for name in arrowNames {
            guard let arrow = arrow(name) else { continue }
            r = r.union(arrow.bounds).union(arrow.start).union(arrow.end)
            for p in arrow.waypoints { r = r.union(p) }
            for tip in ArrowTip.allCases { if let anchor = anchorPoint(tip, of: name) { r = r.union(anchor) } }
        }
        return r
    }

    /// One line on the diagram: `2 shapes, 3 arrows; arrow main selected`.
    package var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(count(shapeNames.count, "shape")), \(count(arrowNames.count, "arrow")); arrow \(selected) selected"
    }

    /// The diagram in braille dots: the shapes' outlines with their names in them, the arrows,
    /// `+` at anchors, each arrow's waypoints by index (`0` to `9`, then `W`), `S` and `E` at
    /// free tips, `@` at bound tips; then a line for each arrow
    /// (the selected one marked `*`) saying where its tips are and what holds them, and a key.
    ///
    /// - Parameters:
    ///   - columns: the widest the picture may be, in characters.
    ///   - maxRows: the tallest it may be, in lines.
    /// - Returns: the picture, lines ending in newlines.
    package func drawing(columns: Int = 72, maxRows: Int = 30) -> String {
        var canvas = BrailleCanvas(fitting: region, maxColumns: columns, maxRows: maxRows)
        for name in shapeNames { if let shape = shape(name) { canvas.stroke(shape.path) } }
        for name in arrowNames { if let arrow = arrow(name) { canvas.stroke(arrow.path) } }
        for name in arrowNames {
            for tip in ArrowTip.allCases { if let anchor = anchorPoint(tip, of: name) { canvas.mark("+", at: anchor) } }
        }
        // Each arrow's waypoints by their index, as the picture of one arrow marks them.
        var hasWaypoints = false
        for name in arrowNames {
            for (i, p) in (arrow(name)?.waypoints ?? []).enumerated() {
                canvas.mark(ArrowPreview.waypointMark(i), at: p)
                hasWaypoints = true
            }
        }
        for name in arrowNames {
            for tip in ArrowTip.allCases {
                let mark: Character = scene.binding(tip, of: name) != nil ? "@" : (tip == .start ? "S" : "E")
                canvas.mark(mark, at: tipPoint(tip, of: name))
            }
        }
        // A shape's name in its middle row, or the row above or below when marks (an anchor at its
        // centre) are there.
        for name in shapeNames {
            guard let shape = shape(name) else { continue }
            let c = shape.point(atAnchor: Point(0.5, 0.5))
            let row = [0, -1, 1].first { !canvas.coversMarks(name, centredAt: c, rowOffset: $0) } ?? 0
            canvas.write(name, centredAt: c, rowOffset: row)
        }
        var text = canvas.text + "\n"
        for name in arrowNames {
            // One line an arrow, or two when it is too wide: the end tip under the start tip.
            let line = (name == selected ? "* " : "  ") + tipsDescription(of: name)
            if line.count <= columns {
                text += line + "\n"
            } else if let comma = line.range(of: ", end ") {
                let indent = String(repeating: " ", count: name.count + 4)
                text += ArrowPreview.wrapped([String(line[..<comma.lowerBound]) + ","], columns: columns)
                text += ArrowPreview.wrapped([indent + line[line.index(comma.lowerBound, offsetBy: 2)...]], columns: columns)
            }
        }
        var key = ["S E free tips", "@ bound tip", "+ anchor", "* selected arrow"]
        if hasWaypoints { key.insert("0-9 waypoints", at: 3) }
        return text + ArrowPreview.wrapped(key, columns: columns)
    }
}
