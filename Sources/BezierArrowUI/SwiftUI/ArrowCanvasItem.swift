// One arrow of an ArrowCanvas, as the app holds it.

#if canImport(SwiftUI)
import BezierArrow
import CoreGraphics

/// One arrow of an ``ArrowCanvas``: its id, template and tips, and optionally the bend and
/// waypoints of its template's style, a label, and what each tip is bound to.
public struct ArrowCanvasItem<ID: Hashable & Sendable>: Identifiable, Sendable {
    /// The arrow's id, unique in the canvas (among its arrows and shapes).
    public var id: ID
    /// The arrow's template.
    public var template: ArrowTemplate
    /// The start tip, in the canvas's coordinates; a bound start tip is where its binding puts
    /// it (the canvas writes it).
    public var start: CGPoint
    /// The end tip, in the canvas's coordinates; a bound end tip is where its binding puts it.
    public var end: CGPoint
    /// The bend of an arc or elbow body, for a template with a style (`ArrowStyle.bend`), or
    /// `nil` for the style's own; a drag of the body's handle sets it (`Arrow.handles`).
    public var bend: Double?
    /// The points the body passes through between the tips, for a template with a style
    /// (`Arrow.waypoints`), or `nil` for the style's own; a drag of a waypoint moves one, a drag
    /// of a leg's midpoint adds one, and the canvas writes them.
    public var waypoints: [CGPoint]?
    /// A label shown along the body, in a box the body is cut around (`Arrow.label`), or `nil`.
    public var label: ArrowLabel?
    /// What the start tip is bound to (one of the canvas's shapes, or another arrow), or `nil`
    /// when it is free. The canvas writes it when a drag or a connect action changes it.
    public var startBinding: ArrowSceneBinding<ID>?
    /// What the end tip is bound to, or `nil` when it is free.
    public var endBinding: ArrowSceneBinding<ID>?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: the arrow's id.
    ///   - template: its template.
    ///   - start: the start tip.
    ///   - end: the end tip.
    ///   - bend: the bend of a template with a style; by default the style's own.
    ///   - waypoints: the waypoints of a template with a style; by default the style's own.
    ///   - label: a label along the body; none by default.
    ///   - startBinding: what the start tip is bound to; free by default.
    ///   - endBinding: what the end tip is bound to; free by default.
    public init(id: ID, template: ArrowTemplate, start: CGPoint, end: CGPoint, bend: Double? = nil,
                waypoints: [CGPoint]? = nil, label: ArrowLabel? = nil, startBinding: ArrowSceneBinding<ID>? = nil,
                endBinding: ArrowSceneBinding<ID>? = nil) {
        self.id = id
        self.template = template
        self.start = start
        self.end = end
        self.bend = bend
        self.waypoints = waypoints
        self.label = label
        self.startBinding = startBinding
        self.endBinding = endBinding
    }

    /// The item as the arrow model draws and hit-tests it, or `nil` when a tip is not finite.
    var arrow: Arrow? {
        guard var arrow = Arrow.shown(template, start: start, end: end, bend: bend, label: label) else { return nil }
        if let waypoints = shownWaypoints, template.style != nil { arrow.waypoints = waypoints }
        return arrow
    }

    /// The waypoints given, as the model's points; `nil` for the style's own.
    var shownWaypoints: [Point]? { waypoints?.map { Point($0) } }

    /// A tip's binding.
    subscript(binding tip: ArrowTip) -> ArrowSceneBinding<ID>? {
        get { tip == .start ? startBinding : endBinding }
        set { if tip == .start { startBinding = newValue } else { endBinding = newValue } }
    }
}
#endif
