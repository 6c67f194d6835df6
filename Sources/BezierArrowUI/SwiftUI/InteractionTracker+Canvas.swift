// How an ArrowCanvas brings its controller's scene up to date with the app's arrows and shapes.

#if canImport(SwiftUI)
import BezierArrow

/// An ``ArrowCanvas``'s controller.
typealias ArrowCanvasTracker<ID: Hashable & Sendable> = InteractionTracker<ArrowSceneInteraction<ID>>

/// What an ``ArrowCanvas`` hands its controller besides the arrows and shapes: its settings.
struct ArrowCanvasSettings {
    var metrics: ArrowInteractionMetrics
    var allowsBodyGrab: Bool
    var connection: ArrowConnectionSettings
    var allowsMarquee: Bool
    var marqueeRule: ArrowMarqueeRule
}

extension InteractionTracker {
    /// The scene controller with the canvas's settings, and, when `sync` is set, its scene
    /// brought up to date with the app's arrows, shapes and bindings (O(arrows + shapes): at a
    /// touch's start, for key moves, hover and connect actions, and when the shapes or bindings
    /// change, not per move).
    ///
    /// The arrows first (their tips, templates, bends and labels; a bound tip stays where its
    /// binding puts it), then the shapes (in array order, bottom first; a changed shape solves
    /// the tips bound to it), then each tip's binding (a binding the scene refuses, to a target
    /// that is not there or closing a cycle, leaves the tip free). A tip a pointer drags keeps
    /// what the drag made of it.
    func take<ID>(arrows: [ArrowCanvasItem<ID>], shapes: [ArrowCanvasShapeItem<ID>], settings: ArrowCanvasSettings,
                  sync: Bool) -> ArrowSceneInteraction<ID> where Controller == ArrowSceneInteraction<ID> {
        var c = take { ArrowSceneInteraction<ID>() }
        c.metrics = settings.metrics
        c.allowsBodyGrab = settings.allowsBodyGrab
        c.connectionSettings = settings.connection
        c.allowsMarquee = settings.allowsMarquee
        c.marqueeRule = settings.marqueeRule
        guard sync else { return c }
        Self.syncArrows(arrows, into: &c)
        Self.syncShapes(shapes, into: &c)
        Self.syncBindings(arrows, into: &c)
        return c
    }

    /// The arrows: all added again when the ids or their order differ, else each changed one set.
    private static func syncArrows<ID>(_ arrows: [ArrowCanvasItem<ID>], into c: inout ArrowSceneInteraction<ID>) {
        if c.scene.ids != arrows.map(\.id) {
            let focus = c.focus, selected = c.selectedIDs
            for id in c.scene.ids { c.remove(id) }
            for item in arrows {
                if let arrow = item.arrow { c.append(arrow, id: item.id) }
            }
            c.select(selected)
            c.focus = focus.flatMap { c.scene.contains($0.id) ? $0 : nil }
            return
        }
        for item in arrows {
            let s = Point(item.start), e = Point(item.end)
            guard let current = c.scene[item.id]?.arrow else { continue }
            let bend = item.template.style == nil ? nil : item.bend
            if current.template != item.template || current.label != item.label || bend.map({ $0 != current.bend }) == true
                || (item.template.style != nil && item.shownWaypoints.map { $0 != current.waypoints } == true) {
                c.update(item.id) { $0.arrow = item.arrow ?? $0.arrow }
            } else if current.start != s || current.end != e {
                c.setTips(of: item.id, start: s, end: e)
            }
        }
    }

    /// The shapes: all set again when the ids or their order differ (which unbinds the tips
    /// bound to them, bound again by ``syncBindings(_:into:)``), else each changed one set; and
    /// their names.
    private static func syncShapes<ID>(_ shapes: [ArrowCanvasShapeItem<ID>], into c: inout ArrowSceneInteraction<ID>) {
        // A shape with no finite extent is left out, as the scene would refuse it.
        let wanted = shapes.compactMap { item in item.shape.sceneShape.map { (id: item.id, shape: $0) } }
        if c.scene.shapeIDs != wanted.map(\.id) {
            for id in c.scene.shapeIDs { c.removeShape(id) }
        }
        for (id, shape) in wanted where c.scene.shape(id)?.shape != shape {
            c.setShape(SceneShapeItem(shape: shape), id: id)
        }
        var labels: [ID: String] = [:]
        for item in shapes {
            if let label = item.accessibilityLabel { labels[item.id] = label }
        }
        if c.accessibilityLabels != labels { c.accessibilityLabels = labels }
    }

    /// Each tip's binding as its item says, but the tip a pointer drags.
    private static func syncBindings<ID>(_ arrows: [ArrowCanvasItem<ID>], into c: inout ArrowSceneInteraction<ID>) {
        // The canvas's drag gesture is its one pointer, 0.
        let dragged = c.grabbedTip(of: 0)
        for item in arrows where c.scene.contains(item.id) {
            for tip in ArrowTip.allCases where dragged != ArrowSceneTip(id: item.id, tip: tip) {
                let wanted = item[binding: tip]
                guard c.scene.binding(tip, of: item.id) != wanted else { continue }
                guard let wanted else {
                    c.unbind(tip, of: item.id)
                    continue
                }
                do { try c.bind(tip, of: item.id, to: wanted.target, wanted.binding) } catch { c.unbind(tip, of: item.id) }
            }
        }
    }
}
#endif
