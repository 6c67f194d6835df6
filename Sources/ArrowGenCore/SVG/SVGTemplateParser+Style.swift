import BezierArrow

/// The heads and body an SVG template chooses, as options on the root `<svg>` like its others:
/// `data-start-head` and `data-end-head` (a head's member name, `dot` or `crowsFootMany`),
/// `data-body` (one of `ArrowBodyKind`'s names), `data-bend` (a length, negative bending the
/// other way) and `data-corner-radius` (a length of at least 0); the same choices, read the same
/// way, as the `.arrow` keys (see `TemplateReader+Style.swift`); and the waypoints the drawing
/// marks (`SVGTemplateParser+Waypoints.swift`). The frames and tips stay.
extension SVGTemplateParser {
    /// The root's style options, in the order the documentation lists them.
    static let styleOptions = ["data-start-head", "data-end-head", "data-body", "data-bend", "data-corner-radius"]

    /// Reads the style options: the style, or `nil` when the root gives none and the drawing marks
    /// no waypoint, and where they were written for the style's warnings.
    ///
    /// - Parameter waypoints: the waypoints the drawing marks (``waypointElements(excluding:)``).
    /// - Throws: ``SVGReadError`` at the first bad value.
    func style(waypoints: [Point]) throws(SVGReadError) -> (style: TemplateStyle?, places: TemplateWarnings.StylePlaces) {
        var style = TemplateStyle(startHead: try headName("data-start-head"), endHead: try headName("data-end-head"))
        if let body = try choice("data-body", ArrowBodyKind.self) { style.body = body }
        if let bend = try width("data-bend") { style.bend = bend }
        if let radius = try width("data-corner-radius") {
            guard radius >= 0 else {
                throw SVGReadError(message: "data-corner-radius must not be negative, found \(SwiftLiteral.double(radius))",
                                   location: document.location(ofAttribute: "data-corner-radius", in: 0))
            }
            style.cornerRadius = radius
        }
        let places = TemplateWarnings.StylePlaces(body: optionLocation("data-body"), bendKey: optionLocation("data-bend"),
                                                  bend: optionLocation("data-bend"),
                                                  cornerRadiusKey: optionLocation("data-corner-radius"))
        style.waypoints = waypoints
        let isGiven = !waypoints.isEmpty || Self.styleOptions.contains { document.elements[0].attributes[$0] != nil }
        return (isGiven ? style : nil, places)
    }

    /// A root option naming a head, checked as a `.arrow` file's `head`.
    private func headName(_ option: String) throws(SVGReadError) -> TemplateStyle.HeadName? {
        guard let raw = document.elements[0].attributes[option] else { return nil }
        let name = raw.trimmingSpaces
        let location = document.location(ofAttribute: option, in: 0)
        if let problem = TemplateName.namedHeadProblem(with: name) {
            throw SVGReadError(message: "invalid \(option): \(problem)" + Suggestion.hint(for: name, among: CatalogHeads.names),
                               location: location)
        }
        return TemplateStyle.HeadName(name: name, location: location)
    }
}
