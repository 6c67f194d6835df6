import BezierArrow

/// The heads and body an arrow template chooses (`"start": {"head": "dot"}`, `"body": "arc"`, or
/// the SVG root's `data-start-head` and `data-body`), as written.
///
/// The heads are kept as names: a head lives in another file (a head template of the same target,
/// or one of ArrowCatalog's), which the generator, reading one file at a time, does not have, so
/// generated code refers to it as a static member (`ArrowHead.dot`) and builds the runtime
/// `ArrowStyle` from it. A tip that names no head keeps the template's own head
/// (`ArrowTemplate.head(_:)`), as `Arrow.endHead` does when an arrow's style is first set.
public struct TemplateStyle: Hashable, Sendable {
    /// A head named by a template, and where the name was written.
    public struct HeadName: Hashable, Sendable {
        /// The head's name: a member of `ArrowHead` (`dot`, `crowsFootMany`, `none`).
        public var name: String
        /// Where the name was written, for diagnostics about it.
        package var location: TextLocation

        /// Creates a head name.
        package init(name: String, location: TextLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The head named for the start tip, or `nil` for the template's own.
    public var startHead: HeadName?
    /// The head named for the end tip, or `nil` for the template's own.
    public var endHead: HeadName?
    /// The body's kind: `ArrowBodyKind.curved` (the kind an arrow of the template's own
    /// drawing restyles to, `ArrowTemplate.defaultStyle`) unless one is given.
    public var body: ArrowBodyKind
    /// The bend handle (`ArrowStyle.bend`): 0 unless one is given.
    public var bend: Double
    /// The elbow's corner radius (`ArrowStyle.cornerRadius`): 8, `ArrowStyle`'s default,
    /// unless one is given.
    public var cornerRadius: Double
    /// The points the body passes through at rest (`ArrowBodyState.waypoints`), in order from the
    /// start tip, in template coordinates: none unless some are given. Each is finite and within
    /// the template's coordinate limit, and there are at most `ArrowBodyState.maxWaypointCount`.
    public var waypoints: [Point] = []

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - startHead: The head named for the start tip, or `nil` for the template's own.
    ///   - endHead: The head named for the end tip, or `nil` for the template's own.
    ///   - body: The body's kind.
    ///   - bend: The bend handle.
    ///   - cornerRadius: The elbow's corner radius.
    package init(startHead: HeadName? = nil, endHead: HeadName? = nil, body: ArrowBodyKind = .curved,
                bend: Double = 0, cornerRadius: Double = 8) {
        self.startHead = startHead
        self.endHead = endHead
        self.body = body
        self.bend = bend
        self.cornerRadius = cornerRadius
    }

    /// The head named for one tip, or `nil` for the template's own.
    ///
    /// - Parameter tip: Which tip.
    /// - Returns: The name and where it was written.
    public func head(_ tip: ArrowTip) -> HeadName? { tip == .start ? startHead : endHead }

    /// Whether a named head is one of ArrowCatalog's, so that generated code outside that module
    /// imports it.
    var namesCatalogHeads: Bool {
        [startHead, endHead].contains { $0.map { CatalogHeads.isCatalogHead($0.name) } ?? false }
    }
}
