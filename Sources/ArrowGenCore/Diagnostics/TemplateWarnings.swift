import BezierArrow

/// The checks for templates that work but look wrong: each gives a warning, which never stops
/// generation. Both readers run them on a template read without errors, with the places its
/// parts were written, so a warning points at the frame or path it is about.
///
/// - The heads are longer, together, than the body between them at rest (along the tip-to-tip
///   axis, tip to inner frame edge, as `ArrowTemplate.headLength` measures them): the arrow is
///   mostly head, and a short drag overlaps the heads.
/// - A side of the body drawn as one cubic from one head frame to the other (as the catalog's
///   are) has handles that make it turn back along the tip-to-tip axis at rest: the body twists
///   (an S folded over itself) or loops before anyone drags it. Other curves (a rounded end, a
///   notch) may turn as they like.
/// - A spine stroked at a line width of 0: it draws nothing.
///
/// Unknown keys (`.arrow`) and unknown `data-*` options (SVG) are warnings too, reported by the
/// readers themselves as they meet them. A frame that holds no point of the outline or spine is
/// not among these: nothing would move with its tip, so it is an error
/// (``ArrowTemplateError/emptyHead(_:)``).
package enum TemplateWarnings {
    /// Where a template's parts were written.
    package struct Places: Sendable {
        /// The outline's path data or element.
        package var outline: TextLocation?
        /// The spine's path data or element.
        package var spine: TextLocation?
        /// The start frame, then the end frame.
        package var frames: [TextLocation]
        /// What sets the line width (`lineWidth`, `data-line-width` or the spine's element).
        package var lineWidth: TextLocation?

        /// Creates the places.
        package init(outline: TextLocation?, spine: TextLocation?, frames: [TextLocation], lineWidth: TextLocation?) {
            self.outline = outline
            self.spine = spine
            self.frames = frames
            self.lineWidth = lineWidth
        }
    }

    /// One warning: what looks wrong and where.
    package struct Warning: Hashable, Sendable {
        /// What looks wrong, and what to do about it.
        package var message: String
        /// Where.
        package var location: TextLocation
    }

    /// The warnings for a template.
    ///
    /// - Parameters:
    ///   - template: a template read without errors.
    ///   - format: the file's format, for the names of keys in the messages.
    ///   - places: where its parts were written.
    /// - Returns: the warnings, in the order the checks are listed above.
    package static func check(_ template: ArrowTemplate, format: TemplateFormat, places: Places) -> [Warning] {
        var warnings: [Warning] = []
        if let w = longHeads(template, places) { warnings.append(w) }
        warnings += twists(template, places)
        if !template.spine.isEmpty, template.lineWidth == 0 {
            let message = format == .arrow
                ? "the spine is stroked at \"lineWidth\", which is 0, so it will not be visible: add \"lineWidth\""
                : "the spine is stroked at a line width of 0, so it will not be visible: give it a stroke-width, "
                    + "or the root data-line-width"
            warnings.append(Warning(message: message, location: places.lineWidth ?? places.spine ?? places.frames[0]))
        }
        return warnings
    }

    /// How far each frame reaches from its tip towards the other tip.
    static func reaches(_ t: ArrowTemplate) -> (start: Double, end: Double) {
        let axis = t.end.tip - t.start.tip
        let u = axis.normalized
        func reach(_ f: Rect, from tip: Point, along d: Point) -> Double {
            let corners = [Point(f.minX, f.minY), Point(f.maxX, f.minY), Point(f.minX, f.maxY), Point(f.maxX, f.maxY)]
            return max(corners.map { ($0 - tip).dot(d) }.max() ?? 0, 0)
        }
        return (reach(t.start.frame, from: t.start.tip, along: u), reach(t.end.frame, from: t.end.tip, along: -u))
    }

    /// The heads longer together than the body between them, at the longer head's frame.
    static func longHeads(_ t: ArrowTemplate, _ places: Places) -> Warning? {
        let distance = t.start.tip.distance(to: t.end.tip)
        let (start, end) = reaches(t)
        let body = distance - start - end
        guard start + end > body else { return nil }
        let text = SwiftLiteral.double
        let bodyText = body > 0 ? "the body between them is \(text(body))" : "they overlap by \(text(-body))"
        return Warning(message: "the heads are longer than the body: from their tips they reach \(text(start)) and "
                       + "\(text(end)) along the arrow, and \(bodyText); make the frames shorter or the arrow longer",
                       location: places.frames[end >= start ? 1 : 0])
    }

    /// The sides of the body drawn as one curve whose handles turn back along the tip-to-tip
    /// axis at rest, each at the path it belongs to.
    static func twists(_ t: ArrowTemplate, _ places: Places) -> [Warning] {
        let u = (t.end.tip - t.start.tip).normalized
        let scale = max(t.start.frame.width, t.start.frame.height, t.end.frame.width, t.end.frame.height,
                        t.start.tip.distance(to: t.end.tip))
        var warnings: [Warning] = []
        for (name, elements, location) in [("outline", t.attachedOutline, places.outline), ("spine", t.attachedSpine, places.spine)] {
            var current = Point.zero, subpathStart = Point.zero
            for element in elements {
                switch element {
                case .move(let p):
                    current = p.rest
                    subpathStart = p.rest
                case .line(let p), .quad(let p, _):
                    current = p.rest
                case .cubic(let p, let h1, let h2):
                    defer { current = p.rest }
                    // A side of the body drawn as one curve, from one head frame to the other.
                    let p0 = current, p1 = current + h1.offset, p3 = p.rest, p2 = p3 + h2.offset
                    let joinsHeads = (t.start.frame.contains(p0) && t.end.frame.contains(p3))
                        || (t.end.frame.contains(p0) && t.start.frame.contains(p3))
                    guard joinsHeads else { continue }
                    guard turnsBack(p0, p1, p2, p3, along: u, tolerance: 1e-9 * scale) else { continue }
                    let text = SwiftLiteral.pair
                    warnings.append(Warning(
                        message: "the \(name)'s curve from \(text(p0)) to \(text(p3)) turns back along the arrow at "
                            + "rest (its handles \(text(p1)) and \(text(p2)) twist or loop the body): point each handle "
                            + "towards the other end", location: location ?? places.frames[0]))
                case .close:
                    current = subpathStart
                }
            }
        }
        return warnings
    }

    /// Whether a cubic's velocity along `u` takes both signs on `0...1`: the curve moves forwards
    /// and backwards along `u`.
    ///
    /// The velocity along `u` is `3 ((1-t)^2 d0 + 2 (1-t) t d1 + t^2 d2)` with `d0`, `d1`, `d2` the
    /// control polygon's legs along `u`; a quadratic's extremes on `0...1` are at the ends and at
    /// its vertex.
    static func turnsBack(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, along u: Point, tolerance: Double) -> Bool {
        let d0 = (p1 - p0).dot(u), d1 = (p2 - p1).dot(u), d2 = (p3 - p2).dot(u)
        var values = [d0, d2]
        let a = d0 - 2 * d1 + d2
        if a != 0 {
            let t = (d0 - d1) / a
            if t > 0 && t < 1 { values.append((1 - t) * (1 - t) * d0 + 2 * (1 - t) * t * d1 + t * t * d2) }
        }
        return (values.max() ?? 0) > tolerance && (values.min() ?? 0) < -tolerance
    }
}
