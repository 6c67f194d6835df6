import BezierArrow

/// Turns an SVG document into an `ArrowTemplate` by the conventions ``SVGTemplateReader``
/// documents: finds the elements playing each ``SVGRole``, maps their geometry to the root's
/// user space through every `transform`, reads the options from the root's `data-*` attributes,
/// and places every mistake at its element or attribute.
struct SVGTemplateParser {
    /// What a successful read gives.
    struct Output {
        var template: ArrowTemplate
        /// The heads and body the root's options choose, if any.
        var style: TemplateStyle?
        /// Where the name was given: the `data-name` value, or the root element.
        var nameLocation: TextLocation
        /// Whether the name came from the file name.
        var isNameDerived: Bool
    }

    /// The root's option attributes, in the order the documentation lists them.
    static let options = ["data-name", "data-orientation", "data-handles", "data-line-width", "data-hit-width", "data-fill-rule"]
        + styleOptions

    /// Frames must be axis-aligned: a transform's off-diagonal terms (or diagonal ones, for a
    /// quarter turn) may be at most this fraction of its largest term, which absorbs the
    /// rounding of composed rotations that cancel out.
    static let axisTolerance = 1e-9

    let document: SVGDocument
    let styles: SVGStyleSheet
    /// The transform from each drawn element's user space to the root's, for every container
    /// and shape that is drawn (not inside `defs`, not foreign markup).
    var transforms: [Int: Transform2D] = [:]
    /// Drawn elements in document order.
    var drawn: [Int] = []
    /// Warnings so far.
    var warnings: [SVGReadError]

    init(document: SVGDocument) {
        self.document = document
        styles = SVGStyleSheet(document)
        warnings = document.warnings
    }

    /// Reads a template from SVG text.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - path: the file's path: the type name derives from it when the root has no `data-name`.
    /// - Returns: the template and the warnings.
    /// - Throws: ``SVGReadError`` for the first mistake.
    static func parse(_ text: String, path: String) throws(SVGReadError) -> (Output, [SVGReadError]) {
        var parser = SVGTemplateParser(document: try SVGDocument.parse(text))
        let output = try parser.read(path: path)
        return (output, parser.warnings)
    }

    // MARK: - Reading

    private mutating func read(path: String) throws(SVGReadError) -> Output {
        let root = document.elements[0]
        guard root.isSVG, root.localName == "svg" else {
            throw SVGReadError(message: "the root element is <\(root.qualifiedName)>, expected <svg> (in the namespace \(SVGDocument.svgNamespace))",
                               location: root.location)
        }
        // The root's viewBox, width and height only place the drawing on a page: template
        // coordinates are the root's user units. A root `transform` (SVG 2) does apply.
        let rootTransform = try localTransform(of: 0)
        transforms[0] = rootTransform
        try walk(0, rootTransform)

        let roles = try findRoles()
        let waypointIndices = try waypointElements(excluding: Set(roles.values))
        // Markers are not drawn: neither the outline nor the spine when nothing is named so.
        let markers = Set(roles.values).union(waypointIndices)
        var outlineIndex = roles[.outline]
        if outlineIndex == nil { outlineIndex = try onlyFilledShape(excluding: markers) }
        // A drawing made only of strokes (as icon sets draw arrows) is all spine.
        var spineIndices = roles[.spine].map { [$0] } ?? []
        if outlineIndex == nil, spineIndices.isEmpty { spineIndices = strokedShapes(excluding: markers) }
        let spineIndex = spineIndices.first
        guard outlineIndex != nil || spineIndex != nil else {
            throw SVGReadError(message: "no outline: give the arrow's shape the id 'outline' (a <path>, <polygon>, <polyline> or <rect>, or a <g> of them), or leave it the only filled shape; or draw the arrow with strokes (a <path id=\"spine\">, or stroked shapes without fill)",
                               location: root.location)
        }
        // `if let`, not `Optional.map` with a typed-throwing closure: the typed error then survives
        // on standard libraries whose `map` still rethrows `any Error`.
        var outline = BezierPath()
        if let i = outlineIndex { outline = try geometry(of: i) }
        var spine = BezierPath()
        for i in spineIndices { spine.append(try geometry(of: i)) }

        guard let startFrameIndex = roles[.startFrame], let endFrameIndex = roles[.endFrame] else {
            let which = roles[.startFrame] == nil ? "start" : "end"
            throw SVGReadError(message: "no \(which) frame: draw a <rect> with the id '\(which)-frame' around the \(which) head (the part that moves rigidly with the \(which) tip)",
                               location: root.location)
        }
        let startFrame = try frame(startFrameIndex, "the start frame")
        let endFrame = try frame(endFrameIndex, "the end frame")
        var startTip = Self.defaultTip(of: startFrame, awayFrom: endFrame)
        if let i = roles[.startTip] { startTip = try tip(i) }
        var endTip = Self.defaultTip(of: endFrame, awayFrom: startFrame)
        if let i = roles[.endTip] { endTip = try tip(i) }

        // Options.
        checkUnknownOptions()
        let orientation = try choice("data-orientation", ArrowOrientation.self) ?? .fixed
        let handles = try choice("data-handles", HandlePolicy.self) ?? .rigid
        let hitWidth = try width("data-hit-width") ?? 35
        var lineWidth = try width("data-line-width")
        if lineWidth == nil, let spineIndex { lineWidth = try strokeWidth(of: spineIndex) }
        // The stroke's options come from what is stroked: the spine, else the outline.
        var stroke = StrokeOptions()
        if let i = spineIndex ?? outlineIndex { stroke = try strokeOptions(of: i) }
        let fillRule = try choice("data-fill-rule", FillRule.self) ?? outlineIndex.flatMap { computedFillRule(of: $0) } ?? .nonZero
        let (name, nameLocation) = try templateName(path: path)
        var waypoints: [Point] = []
        for i in waypointIndices { waypoints.append(try tip(i)) }
        let (style, stylePlaces) = try self.style(waypoints: waypoints)

        let places = Places(root: root.location,
                            outline: outlineIndex.map { document.elements[$0].location },
                            spine: spineIndex.map { document.elements[$0].location },
                            frames: [document.elements[startFrameIndex].location, document.elements[endFrameIndex].location],
                            tips: [roles[.startTip].map { document.elements[$0].location },
                                   roles[.endTip].map { document.elements[$0].location }],
                            lineWidth: optionLocation("data-line-width") ?? spineIndex.map { document.elements[$0].location },
                            hitWidth: optionLocation("data-hit-width"),
                            stroke: (spineIndex ?? outlineIndex).map { document.elements[$0].location })
        do {
            let template = try ArrowTemplate(name: name, outline: outline, spine: spine,
                                             start: ArrowHeadFrame(frame: startFrame, tip: startTip),
                                             end: ArrowHeadFrame(frame: endFrame, tip: endTip),
                                             orientation: orientation, handles: handles,
                                             lineWidth: lineWidth ?? 0, hitWidth: hitWidth, fillRule: fillRule,
                                             cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
                                             dash: stroke.dash)
            let lint = TemplateWarnings.Places(outline: places.outline, spine: places.spine, frames: places.frames,
                                               lineWidth: places.lineWidth)
            warnings += TemplateWarnings.check(template, format: .svg, places: lint)
                .map { SVGReadError(message: $0.message, location: $0.location) }
            if let style {
                warnings += TemplateWarnings.check(style, of: template, format: .svg, places: stylePlaces)
                    .map { SVGReadError(message: $0.message, location: $0.location) }
            }
            return Output(template: template, style: style, nameLocation: nameLocation,
                          isNameDerived: root.attributes["data-name"] == nil)
        } catch {
            throw Self.describe(error, start: ArrowHeadFrame(frame: startFrame, tip: startTip),
                                end: ArrowHeadFrame(frame: endFrame, tip: endTip), places: places)
        }
    }
}
