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
        var nameLocation: SourceLocation
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
        var outlineIndex = roles[.outline]
        if outlineIndex == nil { outlineIndex = try onlyFilledShape(excluding: Set(roles.values)) }
        // A drawing made only of strokes (as icon sets draw arrows) is all spine.
        var spineIndices = roles[.spine].map { [$0] } ?? []
        if outlineIndex == nil, spineIndices.isEmpty { spineIndices = strokedShapes(excluding: Set(roles.values)) }
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
        let (style, stylePlaces) = try self.style()

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
                                             start: ArrowEnd(frame: startFrame, tip: startTip),
                                             end: ArrowEnd(frame: endFrame, tip: endTip),
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
            throw Self.describe(error, start: ArrowEnd(frame: startFrame, tip: startTip),
                                end: ArrowEnd(frame: endFrame, tip: endTip), places: places)
        }
    }

    // MARK: - The tree

    /// Records the transform of every drawn element under `index`.
    ///
    /// Containers (`g`, `a`, `switch`, nested `svg`) and shapes are drawn; everything else
    /// (`defs`, `symbol`, `clipPath`, `mask`, `marker`, `pattern`, `style`, `metadata`, `title`,
    /// `text`, `image`, `use`, and elements of other namespaces such as `sodipodi:namedview`) is
    /// skipped with all it contains.
    mutating func walk(_ index: Int, _ parent: Transform2D) throws(SVGReadError) {
        for child in document.elements[index].children {
            let e = document.elements[child]
            guard e.isSVG else { continue }
            let isContainer = ["g", "a", "switch", "svg"].contains(e.localName)
            guard isContainer || SVGShapes.names.contains(e.localName) else { continue }
            var local = try localTransform(of: child)
            if e.localName == "svg" { local = try viewport(of: child).concatenating(local) }
            let m = local.concatenating(parent)
            transforms[child] = m
            drawn.append(child)
            if isContainer { try walk(child, m) }
        }
    }

    /// An element's `transform` attribute, or the identity.
    func localTransform(of index: Int) throws(SVGReadError) -> Transform2D {
        guard let value = document.elements[index].attributes["transform"] else { return .identity }
        do {
            return try SVGTransform.parse(value)
        } catch {
            throw document.error(error, attribute: "transform", in: index)
        }
    }

    /// The transform a nested `<svg>` establishes: its `x`/`y`, and with a `viewBox` the mapping of
    /// that box into its `width` x `height` viewport by `preserveAspectRatio` (SVG 1.1 section 7.8).
    private func viewport(of index: Int) throws(SVGReadError) -> Transform2D {
        let e = document.elements[index]
        func length(_ name: String) throws(SVGReadError) -> Double? {
            guard let v = e.attributes[name] else { return nil }
            do { return try SVGValueScanner.length(v, "'\(name)'") } catch { throw document.error(error, attribute: name, in: index) }
        }
        let x = try length("x") ?? 0, y = try length("y") ?? 0
        guard let viewBox = e.attributes["viewBox"] else { return Transform2D(translationX: x, y: y) }
        let box: [Double]
        do { box = try SVGValueScanner.numbers(viewBox, "a viewBox number") } catch { throw document.error(error, attribute: "viewBox", in: index) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else {
            throw SVGReadError(message: "a viewBox is 4 numbers 'min-x min-y width height' with a positive width and height",
                               location: document.location(ofAttribute: "viewBox", in: index))
        }
        guard let width = try length("width"), let height = try length("height") else {
            throw SVGReadError(message: "a nested <svg> with a viewBox needs an absolute width and height to place its contents",
                               location: e.location)
        }
        var sx = width / box[2], sy = height / box[3]
        let words = (e.attributes["preserveAspectRatio"] ?? "xMidYMid meet").split(separator: " ").map(String.init)
        let align = words.first ?? "xMidYMid"
        var dx = 0.0, dy = 0.0
        if align != "none" {
            let s = words.contains("slice") ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            let freeX = width - box[2] * s, freeY = height - box[3] * s
            dx = align.hasPrefix("xMid") ? freeX / 2 : align.hasPrefix("xMax") ? freeX : 0
            dy = align.hasSuffix("YMid") ? freeY / 2 : align.hasSuffix("YMax") ? freeY : 0
        }
        return Transform2D(a: sx, b: 0, c: 0, d: sy, tx: x + dx - box[0] * sx, ty: y + dy - box[1] * sy)
    }

    /// Whether an element lies inside one of `candidates`.
    private func hasAncestor(of index: Int, in candidates: Set<Int>) -> Bool {
        var p = document.elements[index].parent
        while let q = p {
            if candidates.contains(q) { return true }
            p = document.elements[q].parent
        }
        return false
    }

    /// Whether `ancestor` contains `index`.
    private func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var p = document.elements[index].parent
        while let q = p {
            if q == ancestor { return true }
            p = document.elements[q].parent
        }
        return false
    }

    // MARK: - Roles

    /// The names an element goes by: its `id`, the label an editor shows (`inkscape:label`), and
    /// Illustrator's `data-name` (the layer name when it is not a valid id).
    func names(of index: Int) -> [(attribute: String, value: String)] {
        let e = document.elements[index]
        var out: [(String, String)] = []
        if let id = e.attributes["id"] { out.append(("id", id)) }
        for (key, value) in e.attributes.sorted(by: { $0.key < $1.key }) where key.hasSuffix(":label") {
            out.append((key, value))
        }
        if let name = e.attributes["data-name"] { out.append(("data-name", name)) }
        return out
    }

    /// The element playing each role, checked: of a suitable kind, and only one per role.
    func findRoles(_ roles: [SVGRole] = SVGRole.arrowRoles) throws(SVGReadError) -> [SVGRole: Int] {
        var candidates: [SVGRole: [Int]] = [:]
        for i in drawn {
            for (_, value) in names(of: i) {
                if let role = SVGRole.role(named: value, among: roles) {
                    candidates[role, default: []].append(i)
                    break
                }
            }
        }
        var found: [SVGRole: Int] = [:]
        for role in roles {
            let all = candidates[role] ?? []
            let suitable = all.filter { Self.allowedElements(role).contains(document.elements[$0].localName) }
            if suitable.isEmpty, let first = all.first {
                let e = document.elements[first]
                throw SVGReadError(message: "\(e.displayName) is named like \(Self.describe(role)) but is a <\(e.localName)>: \(Self.describe(role)) must be \(Self.kinds(role))",
                                   location: e.location)
            }
            // A group named `outline` holding a path named `outline_1_` is one outline. Each
            // element's ancestors are looked up in a set (at most the nesting limit of them), so
            // thousands of elements named alike cost linear time, not quadratic.
            let suitableSet = Set(suitable)
            let outermost = suitable.filter { !hasAncestor(of: $0, in: suitableSet) }
            if outermost.count > 1 {
                let a = document.elements[outermost[0]], b = document.elements[outermost[1]]
                throw SVGReadError(message: "two elements match '\(role.rawValue)': \(a.displayName) and \(b.displayName); rename or delete one",
                                   location: b.location,
                                   notes: [("the other match, \(a.displayName), is here", a.location)])
            }
            if let i = outermost.first { found[role] = i }
        }
        return found
    }

    private static func allowedElements(_ role: SVGRole) -> Set<String> {
        switch role {
        case .outline: ["path", "polygon", "polyline", "rect", "circle", "ellipse", "g"]
        case .spine: ["path", "polyline", "line", "polygon"]
        case .startFrame, .endFrame: ["rect"]
        case .startTip, .endTip, .tip, .attachment: ["circle", "ellipse"]
        case .frame: ["rect"]
        }
    }

    private static func describe(_ role: SVGRole) -> String {
        switch role {
        case .outline: "the outline"
        case .spine: "the spine"
        case .startFrame: "the start frame"
        case .endFrame: "the end frame"
        case .startTip: "the start tip"
        case .endTip: "the end tip"
        case .tip: "the head's tip"
        case .attachment: "the head's attachment"
        case .frame: "the head's frame"
        }
    }

    private static func kinds(_ role: SVGRole) -> String {
        switch role {
        case .outline: "a <path>, <polygon>, <polyline>, <rect>, <circle>, <ellipse> or a <g> of them"
        case .spine: "a <path>, <polyline>, <line> or <polygon>"
        case .startFrame, .endFrame: "a <rect> (its x, y, width and height are the frame)"
        case .startTip, .endTip, .tip: "a <circle> or <ellipse> (its center is the tip)"
        case .attachment: "a <circle> or <ellipse> (its center is where the body stops)"
        case .frame: "a <rect> (its x, y, width and height are the frame)"
        }
    }

    /// The outline when none is named: the only filled shape that plays no other role.
    func onlyFilledShape(excluding roleElements: Set<Int>) throws(SVGReadError) -> Int? {
        let filled = drawn.filter { i in
            document.elements[i].localName != "line" && isUnnamedShape(i, excluding: roleElements) && paints("fill", i)
        }
        guard filled.count <= 1 else {
            let a = document.elements[filled[0]], b = document.elements[filled[1]]
            throw SVGReadError(message: "no element has the id 'outline' and \(filled.count) filled shapes could be it, such as \(a.displayName) and this \(b.displayName): give the arrow's outline the id 'outline' (or group its pieces in <g id=\"outline\">)",
                               location: b.location,
                               notes: [("the first filled shape, \(a.displayName), is here", a.location)])
        }
        return filled.first
    }

    /// The outline when none is named and nothing is filled: every stroked shape that plays no
    /// other role, in document order (they become the spine).
    func strokedShapes(excluding roleElements: Set<Int>) -> [Int] {
        drawn.filter { isUnnamedShape($0, excluding: roleElements) && paints("stroke", $0) }
    }

    /// Whether an element is a shape outside every role element.
    private func isUnnamedShape(_ i: Int, excluding roleElements: Set<Int>) -> Bool {
        SVGShapes.names.contains(document.elements[i].localName) && !roleElements.contains(i)
            && !roleElements.contains { isAncestor($0, of: i) }
    }

    /// Whether a shape visibly paints its `fill` or `stroke`: the paint is not `none` (the initial
    /// fill is black, the initial stroke none), its opacity is not 0, and neither the shape nor a
    /// group around it has `opacity` 0 (editors keep invisible bounding boxes that way).
    private func paints(_ property: String, _ i: Int) -> Bool {
        func isZero(_ v: String?) -> Bool {
            guard let v = v?.trimmingSpaces else { return false }
            return Double(v) == 0 || v == "0%"
        }
        let paint = styles.computed(property, of: i, in: document)?.value.lowercased()
        guard property == "fill" ? paint != "none" : (paint != nil && paint != "none") else { return false }
        guard !isZero(styles.computed("\(property)-opacity", of: i, in: document)?.value) else { return false }
        var j: Int? = i
        while let k = j {
            if isZero(styles.specified("opacity", of: document.elements[k])) { return false }
            j = document.elements[k].parent
        }
        return true
    }

    // MARK: - Geometry

    /// A role element's path in root coordinates; for a group, the paths of every shape in it
    /// (roles other than the group's own excepted), one after the other.
    func geometry(of index: Int) throws(SVGReadError) -> BezierPath {
        let e = document.elements[index]
        var path = BezierPath()
        if e.localName == "g" {
            for i in drawn where isAncestor(index, of: i) && SVGShapes.names.contains(document.elements[i].localName) {
                path.append(try transformedPath(of: i))
            }
        } else {
            path = try transformedPath(of: index)
        }
        guard !path.isEmpty else {
            throw SVGReadError(message: "\(e.displayName) draws nothing: \(e.localName == "path" ? "its 'd' is empty" : "it has no size or no points")",
                               location: e.location)
        }
        return path
    }

    private func transformedPath(of index: Int) throws(SVGReadError) -> BezierPath {
        let m = transforms[index] ?? .identity
        let local = try SVGShapes.path(of: index, in: document)
        let path = m.isIdentity ? local : local.transformed(by: m)
        guard let far = TemplateReader.firstPointBeyondLimit(of: path) else { return path }
        let e = document.elements[index]
        if m.isIdentity, e.localName == "path", let d = e.attributes["d"],
           let offset = TemplateReader.offsetOfFirstNumberBeyondLimit(in: d) {
            throw document.error(SVGValueError(offset: Self.utf8Offset(ofScalar: offset, in: d),
                                               message: "a number in 'd' is beyond the coordinate limit: \(Self.limitText)"),
                                 attribute: "d", in: index)
        }
        guard far.isFinite else {
            throw SVGReadError(message: "the coordinates of \(e.displayName) are not finite numbers once its transforms are applied",
                               location: e.location)
        }
        throw SVGReadError(message: "\(e.displayName) reaches \(SwiftLiteral.pair(far))\(m.isIdentity ? "" : " once its transforms are applied"), beyond the coordinate limit: \(Self.limitText)",
                           location: e.location)
    }

    /// How the coordinate limit reads in messages, as for `.arrow` templates.
    static var limitText: String {
        "template coordinates lie within ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))"
    }

    /// Whether every number of a rectangle or point lies within the coordinate limit.
    static func isWithinLimit(_ values: Double...) -> Bool {
        values.allSatisfy { abs($0) <= TemplateReader.coordinateLimit }
    }

    /// The UTF-8 offset of a Unicode scalar offset in a text.
    static func utf8Offset(ofScalar offset: Int, in text: String) -> Int {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(offset))).utf8.count
    }

    /// A frame `<rect>` in root coordinates: it must stay axis-aligned.
    func frame(_ index: Int, _ what: String) throws(SVGReadError) -> Rect {
        let e = document.elements[index]
        let r = try SVGShapes.rect(of: index, in: document)
        let m = transforms[index] ?? .identity
        let scale = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
        let tolerance = Self.axisTolerance * scale
        let frame: Rect
        if abs(m.b) <= tolerance && abs(m.c) <= tolerance {
            frame = Rect(x: m.a * r.x + m.tx, y: m.d * r.y + m.ty, width: m.a * r.width, height: m.d * r.height)
        } else if abs(m.a) <= tolerance && abs(m.d) <= tolerance {
            // A quarter turn: x comes from y and y from x.
            frame = Rect(x: m.c * r.y + m.tx, y: m.b * r.x + m.ty, width: m.c * r.height, height: m.b * r.width)
        } else {
            throw SVGReadError(message: "\(what) \(e.displayName) is rotated or skewed by a transform (on it or a group around it): frames must stay axis-aligned, so use only translate and scale on them",
                               location: e.location)
        }
        guard Self.isWithinLimit(frame.minX, frame.minY, frame.maxX, frame.maxY) else {
            let corners = "\(SwiftLiteral.pair(frame.origin)) to \(SwiftLiteral.pair(Point(frame.maxX, frame.maxY)))"
            throw SVGReadError(message: "\(what) \(e.displayName) spans \(corners), beyond the coordinate limit: \(Self.limitText)",
                               location: e.location)
        }
        return frame
    }

    /// A tip: the center of a circle or ellipse, in root coordinates.
    func tip(_ index: Int) throws(SVGReadError) -> Point {
        let c = try SVGShapes.center(of: index, in: document)
        let m = transforms[index] ?? .identity
        let p = m.isIdentity ? c : m.apply(c)
        guard Self.isWithinLimit(p.x, p.y) else {
            throw SVGReadError(message: "the center of \(document.elements[index].displayName) is at \(SwiftLiteral.pair(p)), beyond the coordinate limit: \(Self.limitText)",
                               location: document.elements[index].location)
        }
        return p
    }

    /// The tip of a frame without a tip circle: the midpoint of its outer edge, the one facing
    /// away from the other frame (a left or right edge when the frames' centers lie further apart
    /// horizontally than vertically, else a top or bottom edge).
    static func defaultTip(of frame: Rect, awayFrom other: Rect) -> Point {
        let d = other.center - frame.center
        if abs(d.x) >= abs(d.y) {
            return Point(d.x >= 0 ? frame.minX : frame.maxX, frame.minY + frame.height / 2)
        }
        return Point(frame.minX + frame.width / 2, d.y >= 0 ? frame.minY : frame.maxY)
    }

    // MARK: - Options

    func optionLocation(_ name: String) -> SourceLocation? {
        document.elements[0].attributes[name] == nil ? nil : document.location(ofAttribute: name, in: 0)
    }

    mutating func checkUnknownOptions(_ options: [String] = Self.options) {
        for key in document.elements[0].attributes.keys.sorted() where key.hasPrefix("data-") && !options.contains(key) {
            // Compared without the shared `data-` prefix, which would make every name look close.
            let suggestion = Suggestion.closest(to: String(key.dropFirst(5)), among: options.map { String($0.dropFirst(5)) })
            warnings.append(SVGReadError(message: "unknown option '\(key)' is ignored"
                                         + (suggestion.map { "; did you mean 'data-\($0)'?" }
                                            ?? "; options are \(options.joined(separator: ", "))"),
                                         location: document.location(ofAttribute: key, in: 0)))
        }
    }

    /// Reads a `data-*` option by its name; an error lists the option's names from its table.
    func choice<T: NamedOption>(_ name: String, _: T.Type) throws(SVGReadError) -> T? {
        guard let raw = document.elements[0].attributes[name] else { return nil }
        let value = raw.trimmingSpaces
        if let v = T(name: value) { return v }
        throw SVGReadError(message: "unknown \(name) '\(value)': expected \(T.choices(quotedBy: "'"))"
                           + Suggestion.hint(for: value, among: T.names),
                           location: document.location(ofAttribute: name, in: 0))
    }

    func width(_ name: String) throws(SVGReadError) -> Double? {
        guard let value = document.elements[0].attributes[name] else { return nil }
        let width: Double
        do {
            width = try SVGValueScanner.length(value, "'\(name)'")
        } catch {
            throw document.error(error, attribute: name, in: 0)
        }
        guard Self.isWithinLimit(width) else {
            throw SVGReadError(message: "\(name) \(SwiftLiteral.double(width)) is beyond the coordinate limit: template numbers lie within ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))",
                               location: document.location(ofAttribute: name, in: 0))
        }
        return width
    }

    /// The spine's `stroke-width`, scaled by its transform (by the square root of the area
    /// scale, exact for uniform scales); SVG's initial value is 1.
    func strokeWidth(of index: Int) throws(SVGReadError) -> Double {
        let m = transforms[index] ?? .identity
        let scale = abs(m.determinant).squareRoot()
        guard let (value, owner) = styles.computed("stroke-width", of: index, in: document) else { return scale }
        do throws(SVGValueError) {
            let width = try SVGValueScanner.length(value, "'stroke-width'") * scale
            guard Self.isWithinLimit(width) else {
                throw SVGValueError(offset: 0, message: "the spine's stroke-width \(SwiftLiteral.double(width)) is beyond the coordinate limit")
            }
            return width
        } catch {
            let location = document.elements[owner].attributes["stroke-width"] == value
                ? document.location(ofAttribute: "stroke-width", in: owner, offset: error.offset)
                : document.elements[owner].location
            throw SVGReadError(message: "\(error.message); the spine's stroke-width gives the line width unless the root sets data-line-width",
                               location: location)
        }
    }

    /// The stroke's caps, joins, miter limit and dashes, as a template stores them.
    struct StrokeOptions {
        var cap = LineCap.butt
        var join = LineJoin.miter
        var miterLimit = 10.0
        var dash: BezierPath.DashPattern?
    }

    /// The `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`, `stroke-dasharray` and
    /// `stroke-dashoffset` of the stroked element, from its style or its groups'.
    ///
    /// A property no element sets keeps the template's default, which is CoreGraphics' (a miter
    /// limit of 10, where SVG's initial value is 4), so a file that says nothing reads as a
    /// `.arrow` file that says nothing. Dash lengths and the offset are scaled by the element's
    /// transform, as `stroke-width` is.
    private func strokeOptions(of index: Int) throws(SVGReadError) -> StrokeOptions {
        var options = StrokeOptions()
        if let (value, owner) = styles.computed("stroke-linecap", of: index, in: document) {
            options.cap = try keyword(value, owner, "stroke-linecap", LineCap.self)
        }
        if let (value, owner) = styles.computed("stroke-linejoin", of: index, in: document) {
            options.join = try keyword(value, owner, "stroke-linejoin", LineJoin.self)
        }
        if let (value, owner) = styles.computed("stroke-miterlimit", of: index, in: document) {
            do throws(SVGValueError) {
                var s = SVGValueScanner(value)
                s.skipSpaces()
                let limit = try s.number("a miter limit")
                try s.expectEnd(after: "the miter limit")
                guard limit >= 1 else {
                    throw SVGValueError(offset: 0, message: "stroke-miterlimit must be at least 1, found \(SwiftLiteral.double(limit)) (SVG's rule; a limit of 1 already bevels every corner)")
                }
                guard Self.isWithinLimit(limit) else {
                    throw SVGValueError(offset: 0, message: "stroke-miterlimit \(SwiftLiteral.double(limit)) is beyond the template number limit ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))")
                }
                options.miterLimit = limit
            } catch {
                throw styleError(error, "stroke-miterlimit", value, owner)
            }
        }
        guard let (value, owner) = styles.computed("stroke-dasharray", of: index, in: document),
              value.lowercased() != "none" else { return options }
        let m = transforms[index] ?? .identity
        let scale = abs(m.determinant).squareRoot()
        var lengths: [Double] = []
        do throws(SVGValueError) {
            var s = SVGValueScanner(value)
            s.skipSpaces()
            while !s.isAtEnd {
                let start = s.index
                let length = try s.length("a dash length") * scale
                guard length >= 0 else {
                    throw SVGValueError(offset: start, message: "a dash length is \(SwiftLiteral.double(length)): give a length of 0 or more, as SVG requires")
                }
                guard Self.isWithinLimit(length) else {
                    throw SVGValueError(offset: start, message: "a dash length is beyond the template number limit ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))")
                }
                lengths.append(length)
                s.skipSeparator()
            }
            guard !lengths.isEmpty else {
                throw SVGValueError(offset: 0, message: "stroke-dasharray is empty: give dash and gap lengths such as '6 4', or 'none' for a solid line")
            }
            guard lengths.contains(where: { $0 > 0 }) else {
                throw SVGValueError(offset: 0, message: "every stroke-dasharray length is 0, which draws no dash: give a positive dash or gap, or 'none' for a solid line")
            }
        } catch {
            throw styleError(error, "stroke-dasharray", value, owner)
        }
        var offset = 0.0
        if let (value, owner) = styles.computed("stroke-dashoffset", of: index, in: document) {
            do throws(SVGValueError) {
                var s = SVGValueScanner(value)
                s.skipSpaces()
                offset = try s.length("the dash offset") * scale
                try s.expectEnd(after: "the dash offset")
                guard Self.isWithinLimit(offset) else {
                    throw SVGValueError(offset: 0, message: "stroke-dashoffset \(SwiftLiteral.double(offset)) is beyond the template number limit ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))")
                }
            } catch {
                throw styleError(error, "stroke-dashoffset", value, owner)
            }
        }
        do throws(DashPatternError) {
            options.dash = try BezierPath.DashPattern(lengths, offset: offset)
        } catch {
            // The checks above leave nothing for the pattern to refuse; kept so nothing is lost.
            throw SVGReadError(message: "invalid stroke-dasharray: \(error)", location: document.elements[owner].location)
        }
        return options
    }

    /// A keyword property (`stroke-linecap`, `stroke-linejoin`) by its option's names; CSS
    /// keywords ignore case.
    private func keyword<T: NamedOption>(_ value: String, _ owner: Int, _ property: String, _: T.Type) throws(SVGReadError) -> T {
        let word = value.trimmingSpaces.lowercased()
        if let option = T(name: word) { return option }
        throw styleError(SVGValueError(offset: 0, message: "unsupported \(property) '\(word)': expected \(T.choices(quotedBy: "'"))"
                                       + Suggestion.hint(for: word, among: T.names)),
                         property, value, owner)
    }

    /// An error in a style property's value: at the character in a presentation attribute, else
    /// at the element whose `style` or style sheet gave it.
    private func styleError(_ error: SVGValueError, _ property: String, _ value: String, _ owner: Int) -> SVGReadError {
        let location = document.elements[owner].attributes[property] == value
            ? document.location(ofAttribute: property, in: owner, offset: error.offset)
            : document.elements[owner].location
        return SVGReadError(message: error.message, location: location)
    }

    /// The outline's `fill-rule` from its style, when it is one SVG knows; CSS keywords ignore
    /// case, and the rule's names are SVG's keywords in lowercase.
    private func computedFillRule(of index: Int) -> FillRule? {
        styles.computed("fill-rule", of: index, in: document).flatMap { FillRule(name: $0.value.lowercased()) }
    }

    /// The type name: `data-name`, checked as a `.arrow` file's `name` is, or derived from the
    /// file name (``TemplateName``).
    private func templateName(path: String) throws(SVGReadError) -> (String, SourceLocation) {
        let root = document.elements[0]
        guard let given = root.attributes["data-name"] else {
            guard let derived = TemplateName.derived(fromPath: path) else {
                throw SVGReadError(message: "cannot derive a Swift type name from the file name '\(TemplateSource.fileName(of: path))': add data-name=\"MyArrow\" to the <svg> element",
                                   location: root.location)
            }
            return (derived, root.location)
        }
        let location = document.location(ofAttribute: "data-name", in: 0)
        if let problem = TemplateName.problem(with: given) {
            throw SVGReadError(message: "invalid data-name: \(problem)", location: location)
        }
        return (given, location)
    }

    // MARK: - Template rules

    /// Where the parts a template rule concerns were written.
    struct Places {
        var root: SourceLocation
        var outline: SourceLocation?
        var spine: SourceLocation?
        /// Start, end.
        var frames: [SourceLocation]
        /// Start, end: the tip circles, when drawn.
        var tips: [SourceLocation?]
        var lineWidth: SourceLocation?
        var hitWidth: SourceLocation?
        /// The stroked element, whose style gives the stroke's options.
        var stroke: SourceLocation?
    }

    /// The rule `ArrowTemplate` found broken, at the element it concerns.
    static func describe(_ problem: ArrowTemplateError, start: ArrowEnd, end: ArrowEnd, places: Places) -> SVGReadError {
        func index(_ n: ArrowEndName) -> Int { n == .start ? 0 : 1 }
        func tipPlace(_ n: ArrowEndName) -> SourceLocation { places.tips[index(n)] ?? places.frames[index(n)] }
        let message = problem.message(start: start, end: end)
        switch problem {
        case .noShape:
            return SVGReadError(message: message, location: places.outline ?? places.spine ?? places.root)
        case .nonFiniteValue:
            // Numbers and transformed coordinates are checked first; kept so every rule maps somewhere.
            return SVGReadError(message: message, location: places.root)
        case .negativeWidth(let what):
            let isLine = what == "lineWidth"
            return SVGReadError(message: "\(isLine ? "the line width" : "data-hit-width") must not be negative",
                                location: (isLine ? places.lineWidth : places.hitWidth) ?? places.root)
        case .miterLimitOutOfRange:
            // The reader checks the limit first; kept so every rule maps somewhere.
            return SVGReadError(message: message, location: places.stroke ?? places.root)
        case .emptyFrame(let n), .emptyHead(let n):
            return SVGReadError(message: message, location: places.frames[index(n)])
        case .overlappingFrames:
            return SVGReadError(message: message, location: places.frames[1],
                                notes: [("the start frame is here", places.frames[0])])
        case .tipOutsideFrame(let n):
            return SVGReadError(message: message, location: tipPlace(n))
        case .coincidentTips:
            return SVGReadError(message: message, location: tipPlace(.end))
        }
    }
}
