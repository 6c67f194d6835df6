import BezierArrow

/// The heads and body an arrow template chooses:
/// ```json
/// {
///   "outline": "...",
///   "start": {"frame": [0, 0, 10, 10], "tip": [0, 5], "head": "dot"},
///   "end": {"frame": [190, 0, 10, 10], "tip": [200, 5], "head": "triangle"},
///   "body": "arc", "bend": 40, "cornerRadius": 8, "waypoints": [[100, 40]]
/// }
/// ```
/// A tip that names a head keeps its `frame` and `tip`: the template's own drawing is still the
/// arrow's when its style is set to `nil`, and the frame is what that drawing's head moves with.
/// `head` is a head's member name (`dot`, `crowsFootMany`, `none`), `body` one of
/// `ArrowBodyKind`'s names, `bend` a number within the coordinate limit, `cornerRadius` a
/// number of at least 0, `waypoints` points (`TemplateReader+Waypoints.swift`). Each mistake is
/// an error at its value; a template naming none of these
/// has no style, and its generated code is what it was before styles.
extension TemplateReader {
    /// Reads a tip's `head`: a string holding a head's member name.
    ///
    /// Whether a head of that name exists is not known here (it may be a head template of the same
    /// target, which the generator does not read with this file); the build plugin checks it for
    /// the whole target (``Generator/checkNames(_:)``).
    mutating func readHeadName(_ member: JSONMember, of tip: ArrowTip) -> TemplateStyle.HeadName? {
        let value = member.value
        guard let name = value.stringValue else {
            error("'head' in '\(tip)' must be a string naming a head such as \"triangle\", found \(value.typeDescription)",
                  at: value.position)
            return nil
        }
        if let problem = TemplateName.namedHeadProblem(with: name) {
            error("invalid head name in '\(tip)': \(problem)" + Suggestion.hint(for: name, among: CatalogHeads.names),
                  at: value.position)
            return nil
        }
        return TemplateStyle.HeadName(name: name, location: value.position)
    }

    /// Reads `body`, `bend`, `cornerRadius` and `waypoints` and combines them with the ends'
    /// heads: the style, or `nil` when the template gives none of them.
    mutating func readStyle(_ fields: [String: JSONMember], startHead: TemplateStyle.HeadName?,
                            endHead: TemplateStyle.HeadName?) -> TemplateStyle? {
        var style = TemplateStyle(startHead: startHead, endHead: endHead)
        if let body = fields["body"].flatMap({ readChoice($0, as: ArrowBodyKind.self) }) { style.body = body }
        if let bend = fields["bend"].flatMap({ readNumber($0.value, what: "'bend'") }) { style.bend = bend }
        if let radius = fields["cornerRadius"].flatMap({ readWidth($0) }) { style.cornerRadius = radius }
        if let points = fields["waypoints"].flatMap({ readWaypoints($0) }) { style.waypoints = points }
        let isGiven = startHead != nil || endHead != nil
            || ["body", "bend", "cornerRadius", "waypoints"].contains { fields[$0] != nil }
        return isGiven ? style : nil
    }

    /// Where the style's keys were written, for its warnings.
    func stylePlaces(_ fields: [String: JSONMember]) -> TemplateWarnings.StylePlaces {
        TemplateWarnings.StylePlaces(body: fields["body"]?.value.position,
                                     bendKey: fields["bend"]?.keyPosition, bend: fields["bend"]?.value.position,
                                     cornerRadiusKey: fields["cornerRadius"]?.keyPosition,
                                     waypointsKey: fields["waypoints"]?.keyPosition)
    }
}
