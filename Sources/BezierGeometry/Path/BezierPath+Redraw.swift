extension BezierPath {
    /// Draws the path anew with `draw` over its elements, in place, when the drawing makes as
    /// many elements as the path has now, one per command (an arrow redrawing its template for
    /// new tips: the same commands, new points).
    ///
    /// The same path as `removeAll()` then drawing into the path, without an append per element
    /// (each checks the storage's uniqueness and capacity: a call into the runtime, around
    /// which the caller keeps its values in memory).
    ///
    /// - Returns: whether the drawing fitted; when it did not (more or fewer elements, or a
    ///   command that the path turns into two elements or none, such as a line after a close),
    ///   the elements are left half written: draw the path again by appending.
    package mutating func redrawInPlace(_ draw: (inout Redrawer) -> Void) -> Bool {
        // The elements move into the writer and back, so the array stays uniquely referenced
        // and each write is an ordinary subscript assignment, in place.
        // (Swapped, not passed: a local copy alive during the writes would make each one copy
        // the array.)
        var writer = Redrawer()
        swap(&writer.elements, &storage)
        draw(&writer)
        let fitted = writer.isExact && writer.count == writer.elements.count
        let state = writer.state
        storage = writer.takeElements()
        guard fitted else { return false }
        subpathStart = state.subpathStart
        current = state.current
        isAfterClose = state.isAfterClose
        return true
    }

    /// The builder of ``redrawInPlace(_:)``: writes elements over a path's storage, tracking
    /// what ``BezierPath`` tracks, while each command makes exactly one element (else it stops
    /// and clears ``isExact``).
    package struct Redrawer: PathBuilder {
        /// What a path tracks besides its elements.
        struct State {
            var subpathStart: Point?, current: Point?, isAfterClose = false
        }

        /// The path's elements, overwritten from the first.
        fileprivate var elements: [PathElement] = []
        /// The elements written.
        private(set) var count = 0
        /// Whether every command so far made exactly one element, written over the elements.
        private(set) var isExact = true
        private(set) var state = State()

        /// A writer with no elements yet (``BezierPath/redrawInPlace(_:)`` swaps the path's in).
        fileprivate init() {}

        /// Hands the elements back, leaving the writer empty.
        fileprivate mutating func takeElements() -> [PathElement] {
            var taken: [PathElement] = []
            swap(&taken, &elements)
            return taken
        }

        /// Writes the next element, when every command so far made one and the elements have room.
        @inline(__always)
        private mutating func write(_ e: PathElement) {
            guard isExact, count < elements.count else { isExact = false; return }
            elements[count] = e
            count += 1
        }

        /// Whether a segment or close makes one element: there is a subpath, not closed.
        @inline(__always)
        private mutating func continues() -> Bool {
            if state.subpathStart == nil || state.isAfterClose { isExact = false }
            return isExact
        }

        package mutating func move(to p: Point) {
            write(.move(to: p))
            state = State(subpathStart: p, current: p, isAfterClose: false)
        }

        package mutating func line(to p: Point) {
            guard continues() else { return }
            write(.line(to: p)); state.current = p
        }

        package mutating func quad(to p: Point, control c: Point) {
            guard continues() else { return }
            write(.quad(to: p, control: c)); state.current = p
        }

        package mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
            guard continues() else { return }
            write(.cubic(to: p, control1: c1, control2: c2)); state.current = p
        }

        package mutating func close() {
            guard continues() else { return }
            write(.close); state.current = state.subpathStart; state.isAfterClose = true
        }
    }
}
