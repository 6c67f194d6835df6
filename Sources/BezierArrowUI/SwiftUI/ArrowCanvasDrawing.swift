// What ArrowCanvas draws in its Canvas, animatable arrow by arrow.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

/// The arrows of an ``ArrowCanvas`` drawn in one `Canvas`, with their marks (selection
/// outlines, the primary arrow's body handles, a dragged tip's feedback, the focus ring), as a
/// view SwiftUI animates: a change of the arrows inside `withAnimation` (or under an
/// `.animation` modifier) moves each arrow that stays from its old tips, bend and heads' size
/// to its new ones in the frame of its chord (``ArrowShape/AnimatableData``'s rule: rigid
/// heads, a body that never crosses itself). A change that adds, removes or reorders arrows is
/// drawn at once. One `Canvas` whatever the number of arrows; only the frames are interpolated.
struct ArrowCanvasDrawing<ID: Hashable & Sendable>: View, Animatable {
    var arrows: [ArrowCanvasItem<ID>]
    let selected: Set<ID>
    let primary: ID?
    let appearance: ArrowAppearance
    let labelFont: Font
    let marks: ArrowMarks
    let shapes: [ArrowCanvasShapeItem<ID>]
    let feedback: ArrowCanvasFeedback<ID>
    let focus: ArrowSceneTip<ID>?
    let focusedWaypoint: ArrowSceneWaypoint<ID>?

    /// Every drawable arrow's chord frame, by id (see ``ArrowCanvasFrames``). Nonisolated, as
    /// `Animatable` asks, where SDKs make views main-actor types: it reads only the items.
    nonisolated var animatableData: ArrowCanvasFrames<ID> {
        get { ArrowCanvasFrames(arrows) }
        set {
            // The view's own values (an animation's last frame) keep their tips to the bit; a
            // frame of other arrows (some added or removed) is not this view's to draw.
            guard newValue != animatableData, newValue.ids == ArrowCanvasFrames(arrows).ids else { return }
            var k = 0
            for i in arrows.indices where ArrowCanvasFrames.draws(arrows[i]) {
                let state = newValue.frames[k].state
                k += 1
                arrows[i].start = CGPoint(state.start)
                arrows[i].end = CGPoint(state.end)
                if arrows[i].template.style != nil { arrows[i].bend = state.bend }
            }
        }
    }

    var body: some View {
        let arrows = arrows, selected = selected, appearance = appearance, marks = marks, font = labelFont
        let shapes = shapes, feedback = feedback
        // The primary arrow's handles, or the focused waypoint's arrow's.
        let handleID = focusedWaypoint?.id ?? primary
        let handles = handleID.flatMap { id in arrows.last { $0.id == id }?.arrow }.map {
            marks.handleMarks(of: $0, focusedWaypoint: focusedWaypoint?.index)
        } ?? []
        let focusedTip = focus.flatMap { tip in
            arrows.first { $0.id == tip.id }.map { tip.tip == .start ? $0.start : $0.end }
        }
        Canvas { context, _ in
            for item in arrows {
                ArrowCanvas.draw(item, selected: selected.contains(item.id), appearance: appearance, labelFont: font,
                                 marks: marks, in: &context)
            }
            if !handles.isEmpty { ArrowCanvas<ID>.drawHandles(handles, appearance: appearance, marks: marks, in: &context) }
            if !feedback.isEmpty {
                feedback.draw(arrows: arrows, shapes: shapes, appearance: appearance, marks: marks, in: &context)
            }
            if let focusedTip {
                context.stroke(Path(ellipseIn: CGRect(marks.focusRing(around: Point(focusedTip)))),
                               with: .style(appearance.focus), lineWidth: marks.focusRingLineWidth)
            }
        }
    }
}

/// The values SwiftUI interpolates of a canvas's arrows: each drawable arrow's tips, bend and
/// heads' size in the frame of its chord (BezierArrow's `ArrowAnimationState`), with the
/// arrows' ids, so that only the same arrows in the same order are interpolated.
struct ArrowCanvasFrames<ID: Hashable & Sendable>: VectorArithmetic {
    /// The arrows' ids; none for ``zero``.
    var ids: [ID] = []
    var frames: [ArrowAnimationState.ChordFrame] = []

    init(ids: [ID] = [], frames: [ArrowAnimationState.ChordFrame] = []) {
        self.ids = ids
        self.frames = frames
    }

    /// The frames of the items that draw (tips finite), read from the items without building
    /// their arrows (as `ArrowShape` reads its own): O(arrows) at every update.
    init(_ items: [ArrowCanvasItem<ID>]) {
        for item in items where ArrowCanvasFrames.draws(item) {
            let style = item.template.style
            let state = ArrowAnimationState(start: Point(item.start), end: Point(item.end), bend: style.map { item.bend ?? $0.bend } ?? 0,
                                            headShrinking: style?.shrinksHeads == true ? 1 : 0)
            ids.append(item.id)
            frames.append(ArrowAnimationState.ChordFrame(state))
        }
    }

    /// Whether an item draws: its tips are finite.
    static func draws(_ item: ArrowCanvasItem<ID>) -> Bool {
        Point(item.start).isFinite && Point(item.end).isFinite
    }

    static var zero: ArrowCanvasFrames { ArrowCanvasFrames() }

    /// Frame by frame; with ``zero`` the other; between other arrows the left side unchanged
    /// (such values are never drawn: the view draws only its own arrows' frames).
    static func + (a: ArrowCanvasFrames, b: ArrowCanvasFrames) -> ArrowCanvasFrames {
        if b.ids.isEmpty { return a }
        if a.ids.isEmpty { return b }
        guard a.ids == b.ids else { return a }
        return ArrowCanvasFrames(ids: a.ids, frames: zip(a.frames, b.frames).map { $0 + $1 })
    }

    /// Frame by frame, the direction's the shorter way round; between other arrows ``zero``,
    /// so that an animation between them stays on its first value.
    static func - (a: ArrowCanvasFrames, b: ArrowCanvasFrames) -> ArrowCanvasFrames {
        if b.ids.isEmpty { return a }
        if a.ids.isEmpty { return ArrowCanvasFrames(ids: b.ids, frames: b.frames.map { .zero - $0 }) }
        guard a.ids == b.ids else { return .zero }
        return ArrowCanvasFrames(ids: a.ids, frames: zip(a.frames, b.frames).map { $0 - $1 })
    }

    mutating func scale(by rhs: Double) {
        for i in frames.indices { frames[i].scale(by: rhs) }
    }

    var magnitudeSquared: Double { frames.reduce(0) { $0 + $1.magnitudeSquared } }
}
#endif
