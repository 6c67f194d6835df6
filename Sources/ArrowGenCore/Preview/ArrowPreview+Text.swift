import BezierArrow

/// The text views of a preview: what `show`, `bounds`, `frame`, `hit`, `slot` and `load` print.
extension ArrowPreview {
    /// `DoubleArrow: start (0, 19), end (200, 19), orientation fixed, handles rigid`, followed,
    /// once the arrow has a style, by its heads and body (and the bend of an arc or elbow):
    /// `, start head DoubleArrow.start, end head dot, body arc, bend 40`.
    package var statusLine: String {
        var line = "\(template.name): start \(PreviewFormat.point(start)), end \(PreviewFormat.point(end)), "
            + "orientation \(template.orientation.name), handles \(template.handles.name)"
        if arrow.style != nil { line += ", " + styleDescription }
        if let label { line += ", label \"\(label.text)\"" }
        // One line, whatever a name or the label read from a file holds.
        return ControlCharacters.escaped(line)
    }

    /// The heads and body, one clause: `start head none, end head dot, body arc, bend 40` (the
    /// bend only for a body that uses it), and how many waypoints it passes, if any.
    package var styleDescription: String {
        var text = "start head \(startHead.name), end head \(endHead.name), body \(body.name)"
        if isBendable { text += ", bend \(PreviewFormat.number(bend))" }
        let waypoints = arrow.waypoints.count
        if waypoints > 0 { text += ", \(waypoints) waypoint\(waypoints == 1 ? "" : "s")" }
        return text
    }

    /// The body's handles as `show` prints them after the elements (`bend handle (100, 59)`,
    /// `waypoint 0 handle (80, 40)`, `segment 1 handle (120, 20)`),
    /// one line each, or the empty string.
    package var handleLines: String {
        handles.map { handle in
            let name = switch handle.role {
            case .bend: handle.name
            case .waypoint(let i), .segmentMidpoint(let i): "\(handle.name) \(i)"
            }
            return "\(name) handle \(PreviewFormat.point(handle.position))\n"
        }.joined()
    }

    /// Every element of ``path``, one per line, numbered from 1, coordinates as ``PreviewFormat``
    /// prints them:
    ///
    /// ```
    ///  1  move   (0, 19)
    ///  4  cubic  (170, 132)  control1 (80, 12)  control2 (120, 132)
    /// 11  close
    /// ```
    package var elementListing: String {
        let elements = path.elements
        let width = String(elements.count).count
        var text = ""
        for (i, element) in elements.enumerated() {
            let number = String(repeating: " ", count: width - String(i + 1).count) + String(i + 1)
            let body: String
            switch element {
            case .move(let p): body = "move   \(PreviewFormat.point(p))"
            case .line(let p): body = "line   \(PreviewFormat.point(p))"
            case .quad(let p, let c): body = "quad   \(PreviewFormat.point(p))  control \(PreviewFormat.point(c))"
            case .cubic(let p, let c1, let c2):
                body = "cubic  \(PreviewFormat.point(p))  control1 \(PreviewFormat.point(c1))  control2 \(PreviewFormat.point(c2))"
            case .close: body = "close"
            }
            text += "\(number)  \(body)\n"
        }
        return text
    }

    /// The view frame sized from the tips, and the tips in it, two lines.
    package var frameDescription: String {
        let tips = arrow.tipsInViewFrame
        return "frame \(PreviewFormat.rect(arrow.viewFrame))\n"
            + "local start \(PreviewFormat.point(tips.start)), end \(PreviewFormat.point(tips.end))\n"
    }

    /// What a tap at a point hits, one line: `hit body: nearest point (..), distance 3`, or
    /// `miss: nearest point (..) on the body, distance 40 (a tap reaches 17.5)`.
    package func hitDescription(at p: Point) -> String {
        let answer = hit(at: p)
        guard let nearest = answer.nearest else { return "miss: the arrow draws nothing" }
        let point = PreviewFormat.point(nearest.point), distance = PreviewFormat.number(nearest.distance)
        guard answer.isHit else {
            return "miss: nearest point \(point) on the \(name(of: nearest.part)), distance \(distance) "
                + "(a tap reaches \(PreviewFormat.number(arrow.tapRadius)))"
        }
        return "hit \(name(of: nearest.part)): nearest point \(point), distance \(distance)"
    }

    /// The point and tangent at a fraction of the body's center line, one line:
    /// `slot 0.5: point (100, 19), tangent (1, 0)`.
    package func slotDescription(atFraction t: Double) -> String {
        let slot = arrow.slot(atFraction: t)
        return "slot \(PreviewFormat.number(t)): point \(PreviewFormat.point(slot.point)), "
            + "tangent \(PreviewFormat.point(slot.tangent))"
    }

    /// A part as words: `start head`, `end head`, `body`, `label`, or a handle by its name
    /// (`bend handle`).
    package func name(of part: ArrowPart) -> String {
        if let i = part.handleIndex { return "\(handleName(i)) handle" }
        switch part {
        case .startHead: return "start head"
        case .endHead: return "end head"
        case .label: return "label"
        default: return "body"
        }
    }

    /// The name of the body's handle `i` (``ArrowBodyKind/handleNames``), or `handle i` for
    /// an index the body does not have.
    package func handleName(_ i: Int) -> String {
        let names = body.handleNames
        return names.indices.contains(i) ? names[i] : "handle \(i)"
    }
}
