import BezierArrow

/// The checks for a template's style (``TemplateStyle``) that works but looks wrong, each true of
/// the drawing the runtime makes at rest (`StyledDrawing` and `BodyRoute` in BezierArrow):
///
/// - A `bend` on a body that does not bend (straight or curved), or a `cornerRadius` on a body
///   without corners (anything but an elbow): it has no effect. (at the key)
/// - With waypoints, a `bend` (every body passes through them instead), or a `cornerRadius` on
///   a curved or arc body (a smooth spline through them): it has no effect. (at the key) An
///   empty `waypoints` list: it has no effect. (at the key)
/// - Heads whose attachments, together, reach past each other at rest: the body has no length
///   and the heads overlap. The runtime scales both attachments down until they meet instead of
///   letting the body run backwards through the heads, so at rest the arrow is two overlapping
///   heads. (at the named head with the longer attachment)
/// - An arc bent so far that, at rest, the body runs back against the arrow's direction near a
///   head, and that head turns more than a right angle from its direction on a straight body:
///   the arc is then more than a half circle. The curved body's anti-twist rule keeps its heads
///   within a right angle of that line; an arc follows its bend instead, so the template must.
///   (at the bend)
///
/// A head named from the template's own target (not ArrowCatalog's) has an attachment the
/// generator does not know while it reads this file; the checks that need it are skipped.
extension TemplateWarnings {
    /// Where a template's style was written: the keys or `data-*` attributes.
    package struct StylePlaces: Sendable {
        /// The body's kind.
        package var body: TextLocation?
        /// The `bend` key (or attribute), and its value.
        package var bendKey: TextLocation?, bend: TextLocation?
        /// The `cornerRadius` key (or attribute).
        package var cornerRadiusKey: TextLocation?
        /// The `waypoints` key (an SVG template marks its waypoints with elements instead).
        package var waypointsKey: TextLocation?

        /// Creates the places.
        package init(body: TextLocation?, bendKey: TextLocation?, bend: TextLocation?,
                     cornerRadiusKey: TextLocation?, waypointsKey: TextLocation? = nil) {
            self.body = body
            self.bendKey = bendKey
            self.bend = bend
            self.cornerRadiusKey = cornerRadiusKey
            self.waypointsKey = waypointsKey
        }
    }

    /// The warnings for a template's style.
    ///
    /// - Parameters:
    ///   - style: the style, read without errors.
    ///   - template: the template it styles, read without errors.
    ///   - format: the file's format, for the names of keys in the messages.
    ///   - places: where the style's keys were written.
    /// - Returns: the warnings, in the order the checks are listed above.
    package static func check(_ style: TemplateStyle, of template: ArrowTemplate, format: TemplateFormat,
                              places: StylePlaces) -> [Warning] {
        let key = StyleKeys(format: format)
        var warnings: [Warning] = []
        if !style.waypoints.isEmpty {
            return checkWithWaypoints(style, key: key, places: places)
        }
        if let at = places.waypointsKey {
            warnings.append(Warning(message: "'waypoints' is empty, which has no effect: give points the body passes "
                                    + "through, such as [[60, 60]], or remove it", location: at))
        }
        // The bodies a bend changes are those with a handle that sets it.
        let bending = ArrowBodyKind.allCases.filter { $0.handleNames.contains("bend") }
        if let at = places.bendKey, !bending.contains(style.body), let first = bending.first {
            warnings.append(Warning(message: "\(key.bend) has no effect on a \(style.body.name) body: only "
                                    + "\(bending.map(\.name).joined(separator: " and ")) bodies bend; give "
                                    + "\(key.body(first.name)) or remove it", location: at))
        }
        if let at = places.cornerRadiusKey, style.body != .elbow {
            warnings.append(Warning(message: "\(key.cornerRadius) has no effect on a\(style.body == .arc ? "n" : "") "
                                    + "\(style.body.name) body: only an elbow body has corners; give "
                                    + "\(key.body("elbow")) or remove it", location: at))
        }
        let heads = RestHeads(style, template)
        if let w = overlappingHeads(heads, style) { warnings.append(w) }
        if style.body == .arc, let w = arcTurningBack(heads, style, key: key, places: places) { warnings.append(w) }
        return warnings
    }

    /// The warnings for a style with waypoints, which every body kind passes through instead of
    /// bending (`StyledDrawing.route`): a bend has no effect, and a corner radius only rounds a
    /// straight or elbow body's corners. The checks of the heads at rest measure the chord between
    /// the tips, which the body no longer follows, and are left out.
    private static func checkWithWaypoints(_ style: TemplateStyle, key: StyleKeys, places: StylePlaces) -> [Warning] {
        var warnings: [Warning] = []
        if let at = places.bendKey {
            warnings.append(Warning(message: "\(key.bend) has no effect on a body with waypoints: it passes through "
                                    + "them instead of bending; remove it", location: at))
        }
        if let at = places.cornerRadiusKey, style.body != .elbow, style.body != .straight {
            warnings.append(Warning(message: "\(key.cornerRadius) has no effect on a\(style.body == .arc ? "n" : "") "
                                    + "\(style.body.name) body through waypoints, a smooth curve: only straight and "
                                    + "elbow bodies have corners; give \(key.body("straight")) or remove it", location: at))
        }
        return warnings
    }

    /// How the format spells the style's keys in messages.
    private struct StyleKeys {
        var format: TemplateFormat

        var bend: String { format == .arrow ? "'bend'" : "data-bend" }
        var cornerRadius: String { format == .arrow ? "'cornerRadius'" : "data-corner-radius" }
        func body(_ name: String) -> String { format == .arrow ? "\"body\": \"\(name)\"" : "data-body=\"\(name)\"" }
    }

    /// The heads of a styled template at rest: the tips' distance, and each head's attachment
    /// (`nil` for a head of the target, unknown here) and how messages call it.
    private struct RestHeads {
        var distance: Double
        var attachments: [Double?]
        var labels: [String]

        init(_ style: TemplateStyle, _ t: ArrowTemplate) {
            distance = t.start.tip.distance(to: t.end.tip)
            // A catalog head grows on a thick body (`ArrowHead.scale(forBodyWidth:)`), and its
            // attachment with it.
            let grown = ArrowHead.scale(lineWidth: CatalogHeads.lineWidth, forBodyWidth: t.styledBodyWidth)
            attachments = ArrowTip.allCases.map { end in
                style.head(end).map { CatalogHeads.attachment(of: $0.name).map { $0 * grown } } ?? t.head(end).attachment
            }
            labels = ArrowTip.allCases.map { end in
                style.head(end).map { "'\($0.name)' at the \(end)" } ?? "the template's own \(end) head"
            }
        }

        /// Both attachments, when both are known.
        var known: (start: Double, end: Double)? {
            guard let s = attachments[0], let e = attachments[1] else { return nil }
            return (s, e)
        }
    }

    /// Named heads that overlap at rest, at the named head with the longer attachment.
    private static func overlappingHeads(_ heads: RestHeads, _ style: TemplateStyle) -> Warning? {
        guard let (s, e) = heads.known, s + e > heads.distance else { return nil }
        // The longer head, when it is named; else the named one (one of them is).
        let named = [style.startHead, style.endHead]
        let longer = e >= s ? 1 : 0
        guard let at = named[longer] ?? named[1 - longer] else { return nil }
        let text = SwiftLiteral.double
        return Warning(message: "the heads overlap at rest: \(heads.labels[0]) and \(heads.labels[1]) stop the body "
                       + "\(text(s)) and \(text(e)) from their tips, more together than the \(text(heads.distance)) "
                       + "between the tips, so the body has no length; name shorter heads or move the tips apart",
                       location: at.location)
    }

    /// An arc that runs back against the arrow near a head at rest, at the bend.
    ///
    /// The same arithmetic as `BodyRoute.arc` with the attachments `StyledDrawing.route` gives it:
    /// the arc through both tips with its midpoint `bend` from the chord's has radius
    /// `R = (b² + (c/2)²) / 2b` and spans `2φ` at its centre; the body is the part between the
    /// points at chord distance `t` from each tip, which cut off an angle `2 asin(t / 2R)`. At the
    /// angle `a` from the arc's midpoint the body's direction is `a` away from the chord's, so the
    /// body runs back where `|a| > π/2`: near the start head when `φ − ds > π/2`, near the end
    /// head when `φ − de > π/2`, and the head there points along the chord of its own piece of
    /// arc, turned `φ − ds/2` (at least as far) from its direction on a straight body. Neither can happen while
    /// `|bend| <= c/2` (then `φ <= π/2`).
    private static func arcTurningBack(_ heads: RestHeads, _ style: TemplateStyle, key: StyleKeys,
                                       places: StylePlaces) -> Warning? {
        guard var (st, et) = heads.known else { return nil }
        let c = heads.distance, b = abs(style.bend), half = c / 2
        guard c > 0, b >= 1e-9 * c else { return nil }
        if st + et > c {
            let k = c / (st + et)
            st *= k
            et *= k
        }
        let radius = (b * b + half * half) / (2 * b)
        let centre = (b - half) * (b + half) / (2 * b)
        let phi = atan2(half, -centre)
        func angle(chord t: Double) -> Double? {
            let s = t / (2 * radius)
            return s <= 1 ? 2 * atan2(s, ((1 - s) * (1 + s)).squareRoot()) : nil
        }
        // Trims that do not fit on the arc give the straight body.
        guard let ds = angle(chord: st), let de = angle(chord: et), ds + de <= 2 * phi else { return nil }
        let sides = [phi - ds > .pi / 2, phi - de > .pi / 2]
        guard sides.contains(true) else { return nil }
        let near = sides == [true, true] ? "both heads" : sides[0] ? "the start head" : "the end head"
        let heads = sides == [true, true] ? "the heads turn" : "that head turns"
        let text = SwiftLiteral.double
        return Warning(message: "\(key.bend) \(text(style.bend)) makes the arc more than a half circle at rest, its tips "
                       + "being \(text(c)) apart: near \(near) the body runs back against the arrow's direction and "
                       + "\(heads) more than a right angle from \(sides == [true, true] ? "their directions" : "its direction") on "
                       + "a straight body; keep the bend within "
                       + "±\(text(half))", location: places.bend ?? places.body ?? .start)
    }
}
