extension Arrow {
    /// Draws the styled arrow for the current tips: the heads placed at their tips, then the
    /// body between their attachment points, into the outline and spine, with each element's
    /// part, and places the body's handles and the heads' tap targets (``headTargets``).
    ///
    /// - Returns: The tight bounds of the heads as drawn.
    mutating func rebuildStyled(_ state: inout ArrowDrawing.HeadsAndBody.State) -> HitBounds {
        let k = state.drawing.headShrink(start: storedStart, end: storedEnd)
        let route = state.drawing.route(start: storedStart, end: storedEnd, template: template, headShrink: k,
                                        line: &state.line)
        if state.line.curves.isEmpty {
            state.memo = nil
        } else {
            // The paths as last prepared go to the memo, which the preparation compares the new
            // ones with; the storage drawn in is the memo's (no copy either way).
            if state.memo == nil { state.memo = PreparedPath.Memo() }
            swap(&outline, &state.memo!.outline)
            swap(&spine, &state.memo!.spine)
        }
        outline.removeAll()
        spine.removeAll()
        let startPlacement = ArrowHead.placement(tip: storedStart, direction: route.startDirection * k)
        let endPlacement = ArrowHead.placement(tip: storedEnd, direction: route.endDirection * k)

        var startBounds = HitBounds.empty, endBounds = HitBounds.empty
        Self.append(state.drawing.startPaths.outline, placed: startPlacement, to: &outline, bounds: &startBounds)
        Self.append(state.drawing.endPaths.outline, placed: endPlacement, to: &outline, bounds: &endBounds)
        let oldBody = state.drawing.bodyElements
        if state.drawing.isStrokedBody {
            state.line.band.forget()
            route.drawCenterLine(into: &spine)
            state.drawing.bodyElements = 0..<spine.elements.count
        } else {
            let first = outline.elements.count
            if state.memo != nil && storedLabel == nil {
                // Through waypoints, the sides of the pieces a tip move left alone are the last
                // outline's (the memo's, while no label's cut changed it).
                route.drawOutline(width: state.drawing.drawnBodyWidth, into: &outline, previous: state.memo!.outline,
                                  memo: &state.line.band)
                // What the band copied from that outline and what it drew anew, for the
                // preparation (swapped: no copy; the preparation forgets it).
                swap(&state.memo!.knownOutline, &state.line.band.known)
            } else {
                state.line.band.forget()
                // A label's cut pairs the band's sides segment for segment.
                route.drawOutline(width: state.drawing.drawnBodyWidth, pairsSides: storedLabel != nil, into: &outline)
            }
            state.drawing.bodyElements = first..<outline.elements.count
        }
        Self.append(state.drawing.startPaths.spine, placed: startPlacement, to: &spine, bounds: &startBounds)
        Self.append(state.drawing.endPaths.spine, placed: endPlacement, to: &spine, bounds: &endBounds)
        // The parts follow from the heads' element counts, fixed for the drawing, and the
        // body's: they are written again only when the body's elements change (an arc that
        // straightens, an elbow that loses a corner), not at every tip move.
        if state.drawing.bodyElements != oldBody || state.drawing.outlineLabels.count != outline.elements.count
            || state.drawing.spineLabels.count != spine.elements.count {
            state.drawing.writeLabels(outlineCount: outline.elements.count, spineCount: spine.elements.count)
        }
        // Written in place: allocation-free once the list has its capacity.
        state.handles.removeAll(keepingCapacity: true)
        state.handleRoles.removeAll(keepingCapacity: true)
        state.drawing.style.body.appendHandles(of: route, to: &state.handles)
        // A kind's own handles are its bend's (``ArrowBodyKind/handleNames``).
        while state.handleRoles.count < state.handles.count { state.handleRoles.append(.bend) }
        state.line.appendHandles(waypoints: state.drawing.style.bodyState.waypoints, to: &state.handles,
                                 roles: &state.handleRoles)
        // A route given through the waypoints keeps their handles (no leg midpoints: where a
        // route runs is the scene's to say).
        if state.drawing.centerLinePassesWaypoints {
            for (i, w) in state.drawing.style.bodyState.waypoints.enumerated() {
                state.handles.append(w)
                state.handleRoles.append(.waypoint(i))
            }
        }
        state.headFrames = PlacedHeadFrames(startTip: storedStart, startDirection: route.startDirection,
                                            endTip: storedEnd, endDirection: route.endDirection,
                                            startFrame: state.drawing.startHead.frame.scaled(by: k),
                                            endFrame: state.drawing.endHead.frame.scaled(by: k))
        // The targets are placed with their scale (the drawn scale for a head's own target, at
        // its own size) times the shrink.
        if let start = HeadPlacement(tip: storedStart, axis: route.startDirection * (k * state.drawing.startHead.targetScale),
                                     bounds: startBounds),
           let end = HeadPlacement(tip: storedEnd, axis: route.endDirection * (k * state.drawing.endHead.targetScale),
                                   bounds: endBounds) {
            if headTargets.paths !== state.drawing.fixed.targets { headTargets.paths = state.drawing.fixed.targets }
            headTargets.start = start
            headTargets.end = end
            headTargets.isPlaced = true
        }
        return startBounds.union(endBounds)
    }

    /// The elements of the drawn outline and spine (a label's cut included) that the arrow's
    /// own prepared path holds: all of them, or with the heads' tap targets placed
    /// (``headTargets``) the body, and the bridges (see ``HeadPaths``) that a head's target does
    /// not hold (see ``StyledHead/target``). The outline holds the start head, the end head, then the body; the
    /// spine the body, then the start head and the end head; a cut changes only the body.
    func preparedRanges(_ drawing: borrowing StyledDrawing) -> (outline: PreparedPath.ElementRanges, spine: PreparedPath.ElementRanges) {
        guard headTargets.isPlaced else { return (PreparedPath.all(outline), PreparedPath.all(spine)) }
        let start = drawing.startHead, end = drawing.endHead
        let startEnd = start.paths.outline.elements.count, endEnd = startEnd + end.paths.outline.elements.count
        let outlineRanges = (start.targetOutlineCount..<startEnd, startEnd + end.targetOutlineCount..<endEnd,
                             endEnd..<outline.elements.count)
        let count = spine.elements.count
        let body = count - start.paths.spine.elements.count - end.paths.spine.elements.count
        let startSpineEnd = body + start.paths.spine.elements.count
        let spineRanges = (0..<body, body + start.targetSpineCount..<startSpineEnd,
                           startSpineEnd + end.targetSpineCount..<count)
        return (outlineRanges, spineRanges)
    }

    /// Appends a head's path, turned and moved by its placement, element for element, and
    /// grows `bounds` to hold it (tightly: the head's target is not prepared in the arrow's
    /// coordinates, whose pieces would give its bounds).
    static func append(_ path: BezierPath, placed t: Transform2D, to out: inout BezierPath, bounds: inout HitBounds) {
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            let placed = element.transformed(by: t)
            out.append(placed)
            bounds.grow(placed, from: &current, start: &start)
        }
    }
}
