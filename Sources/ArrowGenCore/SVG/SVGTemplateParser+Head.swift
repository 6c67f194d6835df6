import BezierArrow

/// SVG head templates: a drawing with a marker named `tip` (and one named `attachment`) and no
/// `start-frame` or `end-frame` describes one `ArrowHead`, drawn pointing right.
///
/// The outline and the spine are found as for an arrow; the tip and the attachment are the
/// centers of `circle`s (or `ellipse`s) named `tip` and `attachment`; an optional axis-aligned
/// `rect` named `frame` is the frame. On the root, `data-name` names the head (a member name
/// such as `crowsFootMany`; default from the file name in lower camel case) and
/// `data-line-width` gives the spine's width on arrows without a stroke (default: the spine's
/// `stroke-width`, else 2). The markers and the frame are not drawn.
extension SVGTemplateParser {
    /// What a successful read of a head gives.
    struct HeadOutput {
        /// The validated head, moved so its tip is the origin.
        var head: ArrowHead
        /// Where the name was given: the `data-name` value, or the root element.
        var nameLocation: TextLocation
        /// Whether the name came from the file name.
        var isNameDerived: Bool
    }

    /// The root's option attributes of a head template.
    static let headOptions = ["data-name", "data-line-width"]

    /// Whether an SVG text is a head template: some drawn element is named `tip` or
    /// `attachment` and none is named `start-frame` or `end-frame` (names matched by
    /// ``SVGRole``'s rule, the arrow roles first, so `start-tip` stays an arrow's). Text that
    /// does not parse is not a head: the arrow reader reports what is wrong with it.
    static func isHead(_ text: String) -> Bool {
        guard let document = try? SVGDocument.parse(text) else { return false }
        var parser = SVGTemplateParser(document: document)
        guard document.elements.first?.localName == "svg", (try? parser.walk(0, .identity)) != nil else { return false }
        var found: Set<SVGRole> = []
        for i in parser.drawn {
            for (_, value) in parser.names(of: i) {
                if let role = SVGRole.role(named: value, among: SVGRole.arrowRoles + [.tip, .attachment, .frame]) {
                    found.insert(role)
                    break
                }
            }
        }
        return !found.isDisjoint(with: [.tip, .attachment]) && found.isDisjoint(with: [.startFrame, .endFrame])
    }

    /// Reads a head template from SVG text.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - path: the file's path: the head's name derives from it when the root has no `data-name`.
    /// - Returns: the head and the warnings.
    /// - Throws: ``SVGReadError`` for the first mistake.
    static func parseHead(_ text: String, path: String) throws(SVGReadError) -> (HeadOutput, [SVGReadError]) {
        var parser = SVGTemplateParser(document: try SVGDocument.parse(text))
        let output = try parser.readHead(path: path)
        return (output, parser.warnings)
    }

    private mutating func readHead(path: String) throws(SVGReadError) -> HeadOutput {
        let root = document.elements[0]
        guard root.isSVG, root.localName == "svg" else {
            throw SVGReadError(message: "the root element is <\(root.qualifiedName)>, expected <svg> (in the namespace \(SVGDocument.svgNamespace))",
                               location: root.location)
        }
        let rootTransform = try localTransform(of: 0)
        transforms[0] = rootTransform
        try walk(0, rootTransform)

        let roles = try findRoles(SVGRole.headRoles)
        var outlineIndex = roles[.outline]
        if outlineIndex == nil { outlineIndex = try onlyFilledShape(excluding: Set(roles.values)) }
        var spineIndices = roles[.spine].map { [$0] } ?? []
        if outlineIndex == nil, spineIndices.isEmpty { spineIndices = strokedShapes(excluding: Set(roles.values)) }
        let spineIndex = spineIndices.first
        guard outlineIndex != nil || spineIndex != nil else {
            throw SVGReadError(message: "no outline: give the head's filled shape the id 'outline', or leave it the only filled shape; or draw the head with strokes (a <path id=\"spine\">, or stroked shapes without fill)",
                               location: root.location)
        }
        var outline = BezierPath()
        if let i = outlineIndex { outline = try geometry(of: i) }
        var spine = BezierPath()
        for i in spineIndices { spine.append(try geometry(of: i)) }

        guard let tipIndex = roles[.tip] else {
            throw SVGReadError(message: "no tip: draw a <circle id=\"tip\"> centered on the point that sits on the arrow's tip",
                               location: root.location)
        }
        guard let attachmentIndex = roles[.attachment] else {
            throw SVGReadError(message: "no attachment: draw a <circle id=\"attachment\"> centered where the body stops, on the tip's horizontal line, at or left of the tip",
                               location: root.location)
        }
        let tip = try self.tip(tipIndex)
        let attachment = try self.tip(attachmentIndex)
        var frame: Rect?
        if let i = roles[.frame] { frame = try self.frame(i, "the head's frame") }

        checkUnknownOptions(Self.headOptions)
        var lineWidth = try width("data-line-width")
        if lineWidth == nil, let spineIndex { lineWidth = try strokeWidth(of: spineIndex) }
        let (name, nameLocation) = try headName(path: path)
        do {
            let head = try ArrowHead(name: name, outline: outline, spine: spine, tip: tip, attachment: attachment,
                                     frame: frame, lineWidth: lineWidth ?? 2)
            return HeadOutput(head: head, nameLocation: nameLocation, isNameDerived: root.attributes["data-name"] == nil)
        } catch {
            let elements = document.elements
            func place(_ i: Int?) -> TextLocation { i.map { elements[$0].location } ?? root.location }
            switch error {
            case .attachmentOffAxis:
                let why = attachment.y != tip.y
                    ? "is not on the tip's horizontal line y = \(SwiftLiteral.double(tip.y))"
                    : "is right of the tip \(SwiftLiteral.pair(tip))"
                throw SVGReadError(message: "the attachment's center \(SwiftLiteral.pair(attachment)) \(why): a head is drawn pointing right, the body arriving from the left and stopping at the attachment, at or left of the tip on its line",
                                   location: place(attachmentIndex), notes: [("the tip is here", place(tipIndex))])
            case .shapeOutsideFrame:
                throw SVGReadError(message: "the head's shape, tip or attachment reaches outside its frame: the frame must hold the outline, the spine, the tip and the attachment",
                                   location: place(roles[.frame]))
            case .lineWidthOutOfRange:
                throw SVGReadError(message: "\(error)", location: optionLocation("data-line-width") ?? place(spineIndex))
            case .nonFiniteValue:
                // Numbers and transformed coordinates are checked first; kept so every rule maps somewhere.
                throw SVGReadError(message: "\(error)", location: root.location)
            }
        }
    }

    /// The head's name: `data-name`, checked as a `.arrow` head's `name` is, or derived from the
    /// file name in lower camel case (``TemplateName/derivedHead(fromPath:)``).
    private func headName(path: String) throws(SVGReadError) -> (String, TextLocation) {
        let root = document.elements[0]
        guard let given = root.attributes["data-name"] else {
            guard let derived = TemplateName.derivedHead(fromPath: path) else {
                throw SVGReadError(message: "cannot derive a head name from the file name '\(TemplateSource.fileName(of: path))': add data-name=\"myHead\" to the <svg> element",
                                   location: root.location)
            }
            return (derived, root.location)
        }
        let location = document.location(ofAttribute: "data-name", in: 0)
        if let problem = TemplateName.headProblem(with: given) {
            throw SVGReadError(message: "invalid data-name: \(problem)", location: location)
        }
        return (given, location)
    }
}
