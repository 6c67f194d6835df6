/// How an arrow is drawn: the one choice between a tip move and the drawn, prepared paths.
///
/// Tips in, then the drawing (the template deformed, or heads placed at the tips with a body
/// between them), then the drawn paths prepared for hit testing (`Arrow.redraw`). One word in the
/// arrow either way: most arrows are drawn as their templates draw them and hold nothing more,
/// and a scene holds many arrows.
enum ArrowDrawing: Sendable {
    /// The template's own outline and spine, moved by ``ArrowDeformation``.
    case template
    /// The heads and body kind of a style (``ArrowStyle``), with what they need between tip
    /// moves, behind one copy-on-write reference.
    case headsAndBody(HeadsAndBody)

    /// What heads and a body add to an arrow besides its placed head targets, behind one
    /// reference: this is 192 bytes (an arrow 784 -> 600 bytes inline) that each arrow of a scene
    /// would otherwise carry, copy and page in. It changes at every tip move (a drag rewrites the
    /// drawing's parts, the handles and the frames), so it is changed in place, copied first
    /// when shared (copy-on-write, as an array's storage): a new one per move would allocate at
    /// every drag update. The placed head targets stay inline (`Arrow.headTargets`).
    ///
    /// `@unchecked Sendable`: ``state`` is written only by the arrow's mutating methods, and
    /// only after `isKnownUniquelyReferenced` has found that no other arrow (in any thread)
    /// holds this object; a shared one is only read, as an immutable class is.
    final class HeadsAndBody: @unchecked Sendable {
        /// The drawing, the handles and the frames.
        ///
        /// `@exclusivity(unchecked)`: a class's `var` is otherwise checked for exclusive access
        /// at run time at every access (a runtime call each, several a styled update, on the
        /// drag's hot path). Accesses cannot overlap: the state is changed only while the
        /// arrow holds the object alone and has taken it out of itself
        /// (`Arrow.takeUniqueHeadsAndBody()`), by one access at a time.
        @exclusivity(unchecked) var state: State

        /// The state proper.
        struct State: Sendable {
            /// The style made ready for the template.
            var drawing: StyledDrawing
            /// Where the body's handles are for the current tips, in index order
            /// (``ArrowBodyKind/appendHandles(of:to:)``). Kept apart from ``drawing`` so that a
            /// scene's query reads them without copying.
            var handles: [Point] = []
            /// What each of ``handles`` is, in the same order.
            var handleRoles: [ArrowBodyHandle.Role] = []
            /// The centre line through the body's waypoints for the current tips (empty without
            /// waypoints), its storage reused at every tip move.
            var line = WaypointLine()
            /// The heads' frames as placed: a body hit in one of them hits that head (see
            /// ``PlacedHeadFrames``). Kept apart from ``drawing`` for the same reason.
            var headFrames: PlacedHeadFrames? = nil
            /// For a body through waypoints, what the next preparation takes from the last one
            /// (``PreparedPath/Memo``: a tip's move redraws the legs next to that tip only, and
            /// the other legs' cubics keep their pieces); `nil` for any other body.
            var memo: PreparedPath.Memo? = nil
        }

        init(_ state: State) {
            self.state = state
        }
    }

    /// The heads and body, or `nil` for the template's drawing (a copy of the reference: not
    /// for hot paths, which match the case in place).
    var headsAndBody: HeadsAndBody? {
        if case .headsAndBody(let box) = self { box } else { nil }
    }
}
