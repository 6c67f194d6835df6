// ArrowCanvasView's shapes, followed views, tips' bindings and their names, and the drag's overlay.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import BezierArrow
import UIKit

extension ArrowCanvasView {
    // MARK: Shapes

    /// Adds a shape the arrows bind to, or replaces the shape with this id (and stops following
    /// a view under it): the arrows bound to it are solved and redrawn, and reported through
    /// ``onChange``.
    ///
    /// - Parameters:
    ///   - shape: the shape, in the canvas's coordinates.
    ///   - id: its id, in the same id space as the arrows'.
    /// - Returns: `false`, changing nothing, when an arrow has the id or the shape has no finite
    ///   extent.
    @discardableResult
    public func setShape(_ shape: ArrowCanvasShape, id: ID) -> Bool {
        guard let sceneShape = shape.sceneShape, core.setShape(sceneShape, id: id) else { return false }
        refresh()
        return true
    }

    /// Follows one of the app's views: the shape under `id` is the view's bounds (rounded by its
    /// layer's corner radius) as they show in the canvas, moved, scaled or rotated with the view,
    /// and set again whenever the view's frame, bounds or transform change and whenever the
    /// canvas lays out. A binding's anchor `(0, 0)` is the view's top-left corner.
    ///
    /// The view must share an ancestor with the canvas; a view moved by one of its ancestors
    /// (a scroll view's content the canvas is not in, say) is caught up by
    /// ``refreshFollowedViews()``. The canvas holds the view weakly: when it is gone the shape
    /// stays where it last was.
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - id: the shape's id.
    /// - Returns: `false`, changing nothing, when an arrow has the id, or the view has no area or
    ///   no ancestor in common with the canvas.
    @discardableResult
    public func follow(_ view: UIView, id: ID) -> Bool {
        let watch = FollowedUIView(view: view) { [weak self] in
            if self?.core.refreshFollowedView(id) == true { self?.refresh() }
        }
        let shape: @MainActor () -> SceneShape? = { [weak self, weak view] in
            guard let self, let view else { return nil }
            return self.followedShape(of: view)
        }
        guard core.follow(ArrowCanvasCore.Follow(shape: shape, watch: watch), id: id) else { return false }
        refresh()
        return true
    }

    /// Removes a shape, and stops following its view; the tips bound to it are unbound where they
    /// are (reported through ``onBindingChange``).
    ///
    /// - Parameter id: the shape's id.
    /// - Returns: whether a shape had the id.
    @discardableResult
    public func removeShape(_ id: ID) -> Bool {
        guard core.removeShape(id) else { return false }
        refresh()
        return true
    }

    /// Sets the shape of every followed view again from where the view shows now.
    public func refreshFollowedViews() {
        if core.refreshFollowedViews() { refresh() }
    }

    /// The shape of a view as it shows in the canvas, or `nil` (no area, or no common ancestor).
    func followedShape(of view: UIView) -> SceneShape? {
        guard Self.root(of: view) === Self.root(of: self) else { return nil }
        let b = view.bounds
        return FollowedShape.shape(size: b.size, cornerRadius: view.layer.cornerRadius,
                                   origin: view.convert(CGPoint(x: b.minX, y: b.minY), to: self),
                                   xStep: view.convert(CGPoint(x: b.minX + 1, y: b.minY), to: self),
                                   yStep: view.convert(CGPoint(x: b.minX, y: b.minY + 1), to: self))
    }

    private static func root(of view: UIView) -> UIView {
        var root = view
        while let parent = root.superview { root = parent }
        return root
    }

    // MARK: Bindings

    /// Binds a tip of an arrow to a shape or another arrow and places it there; from then on the
    /// tip follows its target (BezierArrow's `ArrowScene.bind(_:of:to:_:)`).
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    ///   - target: the shape's or arrow's id.
    ///   - binding: where on the target (its anchor, normalized across it), and how.
    /// - Throws: `ArrowSceneError` naming the ids, with nothing changed: an unknown arrow or
    ///   target, an arrow bound to itself, or a cycle of arrows bound to arrows.
    public func bind(_ tip: ArrowTip, of arrow: ID, to target: ID, _ binding: ArrowBinding) throws(ArrowSceneError<ID>) {
        try core.interaction.bind(tip, of: arrow, to: target, binding)
        refresh(quiet: arrow)
    }

    /// Unbinds a tip: it stays where it is, free.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    /// - Returns: the binding the tip had, or `nil` when it had none.
    @discardableResult
    public func unbind(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? {
        core.interaction.unbind(tip, of: arrow)
    }

    /// What a tip of an arrow is bound to, or `nil` when it is free (or no arrow has the id).
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow's id.
    public func binding(_ tip: ArrowTip, of arrow: ID) -> ArrowSceneBinding<ID>? {
        core.interaction.scene.binding(tip, of: arrow)
    }

    /// Names a shape or an arrow for assistive technologies: what the connect actions of every
    /// tip's element say ("Connect end to Kitchen") and what is announced after one. Unnamed, a
    /// shape is "Shape 2" by its place, an arrow its label's text or its template's name.
    ///
    /// - Parameters:
    ///   - name: the name, or `nil` to remove it.
    ///   - id: the shape's or arrow's id.
    public func setAccessibilityName(_ name: String?, for id: ID) {
        core.interaction.accessibilityLabels[id] = name
    }

    // MARK: The drag's overlay

    /// Called after every change the canvas draws: shows the dragged tips' targets and snap
    /// guides as the controller holds them now (none once the drags end).
    func dragFeedbackDidChange() {
        let now = CanvasOverlay(core.interaction)
        guard now != overlay else { return }
        overlay = now
        drawOverlay()
    }

    /// Gives the overlay's layers their paths and widths at the current zoom.
    func drawOverlay() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let marks = marks
        highlightLayer.path = overlay.highlightPath
        highlightLayer.lineWidth = CGFloat(CanvasOverlay<ID>.highlightWidth(marks))
        guidesLayer.path = overlay.guidesPath(marks: marks)
        guidesLayer.lineWidth = CGFloat(CanvasOverlay<ID>.guideWidth(marks))
        pinsLayer.path = overlay.pinsPath(marks: marks)
        marqueeLayer.path = overlay.marqueePath
        marqueeLayer.lineWidth = CGFloat(marks.marqueeLineWidth)
        marqueeLayer.lineDashPattern = marks.marqueeDashPattern.map { NSNumber(value: $0) }
        marqueeLayer.fillColor = selectionColor.resolvedColor(with: traitCollection)
            .withAlphaComponent(CGFloat(marks.marqueeFillOpacity)).cgColor
    }
}

/// What watches a view a canvas follows: the observations of its layer's geometry
/// (position, bounds, transform: what a frame, a bounds or a transform change sets, Auto Layout
/// included), which end with this value.
final class FollowedUIView {
    private let observations: [NSKeyValueObservation]

    /// - Parameters:
    ///   - view: the view.
    ///   - changed: called after each change of its layer's geometry.
    @MainActor
    init(view: UIView, changed: @escaping @MainActor () -> Void) {
        let layer = view.layer
        // Key-value observation calls back on the thread that set the property: UIKit's, the
        // main thread.
        observations = [
            layer.observe(\.position) { _, _ in MainActor.assumeIsolated { changed() } },
            layer.observe(\.bounds) { _, _ in MainActor.assumeIsolated { changed() } },
            layer.observe(\.transform) { _, _ in MainActor.assumeIsolated { changed() } },
        ]
    }
}
#endif
