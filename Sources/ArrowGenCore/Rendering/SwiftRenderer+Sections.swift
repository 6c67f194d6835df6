import BezierArrow

extension SwiftRenderer {
    /// The type documentation's first lines, what every template's says: what it draws, and its
    /// tips at rest.
    static func renderTypeDocSummary(_ t: ArrowTemplate, fileName: String, into out: inout Output) {
        let shape = [t.attachedOutline.isEmpty ? nil : "a filled outline",
                     t.attachedSpine.isEmpty ? nil : "a spine stroked at \(SwiftLiteral.double(t.lineWidth))"]
            .compactMap { $0 }.joined(separator: " and ")
        let dashed = t.dash == nil ? "" : ", the body's stroke dashed"
        out.line("/// The `\(t.name)` arrow, generated from `\(SwiftLiteral.commentText(fileName))`: \(shape)\(dashed).")
        out.line("///")
        out.line("/// At rest its tips are \(SwiftLiteral.pair(t.start.tip)) and \(SwiftLiteral.pair(t.end.tip)).")
    }

    static func renderTypeDoc(_ t: ArrowTemplate, fileName: String, isTable: Bool, into out: inout Output) {
        renderTypeDocSummary(t, fileName: fileName, into: &out)
        out.line("/// Points in a frame move rigidly with that frame's tip; other points blend both tips' motions.")
        if isTable {
            out.line("/// ``build(start:end:orientation:handles:into:)`` draws it from a table of its \(t.attachedOutline.count + t.attachedSpine.count) elements;")
            out.line("/// ``template`` is the same arrow for the runtime model and draws exactly the same path.")
        } else {
            out.line("/// ``build(start:end:orientation:handles:into:)`` draws it in straight-line code; ``template``")
            out.line("/// is the same arrow for the runtime model and draws exactly the same path.")
        }
    }

    static func renderData(q: String, sw: String, _ t: ArrowTemplate, into out: inout Output) {
        for (name, end) in [("start", t.start), ("end", t.end)] {
            out.line("/// The \(name) frame at rest: points inside it (edges included) move rigidly with the \(name) tip.")
            out.line("nonisolated public static let \(name)Frame = \(SwiftLiteral.rect(end.frame, prefix: q))")
            out.line("/// The \(name) tip at rest: the point a user drags.")
            out.line("nonisolated public static let \(name)Tip = \(SwiftLiteral.point(end.tip, prefix: q))")
        }
        out.line("/// Whether the heads turn with the tip-to-tip direction, unless a caller says otherwise.")
        out.line("nonisolated public static let orientation: \(q)ArrowOrientation = \(SwiftLiteral.option(t.orientation))")
        out.line("/// What body handles do when the tips move, unless a caller says otherwise.")
        out.line("nonisolated public static let handles: \(q)HandlePolicy = \(SwiftLiteral.option(t.handles))")
        out.line("/// The stroke width of the visible shape; 0 draws the outline filled only.")
        out.line("nonisolated public static let lineWidth: \(sw)Double = \(SwiftLiteral.double(t.lineWidth))")
        out.line("/// The minimum width of the tap target.")
        out.line("nonisolated public static let hitWidth: \(sw)Double = \(SwiftLiteral.double(t.hitWidth))")
        out.line("/// The fill rule of the outline.")
        out.line("nonisolated public static let fillRule: \(q)FillRule = \(SwiftLiteral.option(t.fillRule))")
        if !t.hasDefaultStroke {
            // Only for a template that sets them, so files of templates that do not read as before.
            out.line("/// The cap at the ends of the stroke's open subpaths and of its dashes.")
            out.line("nonisolated public static let cap: \(q)LineCap = \(SwiftLiteral.option(t.cap))")
            out.line("/// The join where the stroke's segments meet.")
            out.line("nonisolated public static let join: \(q)LineJoin = \(SwiftLiteral.option(t.join))")
            out.line("/// The miter limit of the stroke's joins.")
            out.line("nonisolated public static let miterLimit: \(sw)Double = \(SwiftLiteral.double(t.miterLimit))")
            out.line("/// The dashes of the body's stroke (heads are drawn solid), or nil for a solid stroke.")
            out.line("nonisolated public static let dash: \(q)BezierPath.DashPattern? = \(dashLiteral(t.dash, q: q))")
        }
        out.line("/// Both heads' lengths along the tip-to-tip axis at rest, from each tip to its frame's inner edge.")
        out.line("nonisolated public static let headLength: \(sw)Double = \(SwiftLiteral.double(t.headLength))")
    }

    static func renderTemplate(q: String, _ t: ArrowTemplate, isTable: Bool, into out: inout Output) {
        out.line("/// The arrow for the runtime model (dragging, hit testing, previews).")
        out.line("nonisolated public static let template = \(q)ArrowTemplate(")
        renderTemplateArguments(q: q, t, isTable: isTable, into: &out)
    }

    /// The arguments of `ArrowTemplate(generatedName:...)` for a template, one level indented,
    /// ending with the call's closing parenthesis.
    static func renderTemplateArguments(q: String, _ t: ArrowTemplate, isTable: Bool, into out: inout Output) {
        out.indent {
            $0.line("generatedName: \(SwiftLiteral.string(t.name)),")
            if isTable {
                for (label, path) in [("outline", t.outline), ("spine", t.spine)] {
                    $0.line(path.isEmpty ? "\(label): \(q)BezierPath()," : "\(label): restPath(\(label)Records),")
                }
            } else {
                renderPathLiteral(q: q, "outline", t.outline, into: &$0)
                renderPathLiteral(q: q, "spine", t.spine, into: &$0)
            }
            $0.line("start: \(q)ArrowHeadFrame(frame: startFrame, tip: startTip),")
            $0.line("end: \(q)ArrowHeadFrame(frame: endFrame, tip: endTip),")
            $0.line("orientation: orientation, handles: handles,")
            if t.hasDefaultStroke {
                $0.line("lineWidth: lineWidth, hitWidth: hitWidth, fillRule: fillRule)")
            } else {
                $0.line("lineWidth: lineWidth, hitWidth: hitWidth, fillRule: fillRule,")
                $0.line("cap: cap, join: join, miterLimit: miterLimit, dash: dash)")
            }
        }
    }

    /// `nil`, or the pattern through the initialiser for checked data, its numbers read back to
    /// the bit.
    private static func dashLiteral(_ dash: BezierPath.DashPattern?, q: String) -> String {
        guard let dash else { return "nil" }
        let lengths = dash.lengths.map(SwiftLiteral.double).joined(separator: ", ")
        return "\(q)BezierPath.DashPattern(generatedLengths: [\(lengths)], offset: \(SwiftLiteral.double(dash.offset)))"
    }

    private static func renderPathLiteral(q: String, _ label: String, _ path: BezierPath, into out: inout Output) {
        guard !path.isEmpty else {
            out.line("\(label): \(q)BezierPath(),")
            return
        }
        out.line("\(label): \(q)BezierPath([")
        out.indent { o in
            for e in path.elements { o.line(SwiftLiteral.element(e, prefix: q) + ",") }
        }
        out.line("]),")
    }

    static func renderBuild(q: String, _ t: ArrowTemplate, isTable: Bool, into out: inout Output) {
        out.line("/// Draws the arrow between two tips into a path builder.")
        out.line("///")
        if isTable {
            out.line("/// A loop over the element records making the same `ArrowDeformation` calls, in the same")
            out.line("/// order, as `template.build(start:end:into:)` with the same orientation and handles, so")
            out.line("/// both draw the same path to the last bit.")
        } else {
            out.line("/// Straight-line code making the same `ArrowDeformation` calls, in the same order, as")
            out.line("/// `template.build(start:end:into:)` with the same orientation and handles, so both draw")
            out.line("/// the same path to the last bit.")
        }
        out.line("///")
        out.line("/// - Parameters:")
        out.line("///   - start: where the start tip is now.")
        out.line("///   - end: where the end tip is now.")
        out.line("///   - orientation: whether the heads turn with the tip-to-tip direction.")
        out.line("///   - handles: what body handles do when the tips move.")
        out.line("///   - builder: receives the outline, then the spine.")
        out.line("/// - Complexity: O(\(isTable ? "elements" : "1")); allocation-free into a builder with enough reserved storage.")
        out.line("@inlinable")
        out.line("nonisolated public static func build<B: \(q)PathBuilder>(")
        out.indent {
            $0.line("start: \(q)Point, end: \(q)Point,")
            $0.line("orientation: \(q)ArrowOrientation = \(SwiftLiteral.option(t.orientation)), "
                    + "handles: \(q)HandlePolicy = \(SwiftLiteral.option(t.handles)),")
            $0.line("into builder: inout B")
        }
        out.line(") {")
        out.indent { o in
            o.line("let m = \(q)ArrowDeformation(")
            o.indent {
                $0.line("restStart: \(SwiftLiteral.point(t.start.tip, prefix: q)), restEnd: \(SwiftLiteral.point(t.end.tip, prefix: q)), "
                        + "headLength: \(SwiftLiteral.double(t.headLength)),")
                $0.line("orientation: orientation, handles: handles, start: start, end: end)")
            }
            if isTable {
                for (label, elements) in [("outline", t.attachedOutline), ("spine", t.attachedSpine)] where !elements.isEmpty {
                    o.line("draw(\(label)Records, with: m, into: &builder)")
                }
                return
            }
            var names = PointNames()
            if !t.attachedOutline.isEmpty {
                o.line()
                o.line("// Outline.")
                renderElements(q: q, t.attachedOutline, of: t, names: &names, into: &o)
            }
            if !t.attachedSpine.isEmpty {
                o.line()
                o.line("// Spine, stroked at lineWidth.")
                renderElements(q: q, t.attachedSpine, of: t, names: &names, into: &o)
            }
        }
        out.line("}")
    }

    static func renderPath(q: String, _ t: ArrowTemplate, into out: inout Output) {
        out.line("/// The arrow between two tips as a new path, with the template's orientation and handles.")
        out.line("///")
        out.line("/// - Parameters:")
        out.line("///   - start: where the start tip is now.")
        out.line("///   - end: where the end tip is now.")
        out.line("/// - Returns: the outline, then the spine.")
        out.line("@inlinable")
        out.line("nonisolated public static func path(start: \(q)Point, end: \(q)Point) -> \(q)BezierPath {")
        out.indent {
            $0.line("var path = \(q)BezierPath()")
            $0.line("path.reserveCapacity(\(t.attachedOutline.count + t.attachedSpine.count))")
            $0.line("build(start: start, end: end, into: &path)")
            $0.line("return path")
        }
        out.line("}")
    }
}
