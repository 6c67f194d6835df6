// The interaction controller a SwiftUI view keeps across its updates.

#if canImport(SwiftUI)
import SwiftUI

/// A view's interaction controller across its updates (``ArrowView``'s `ArrowInteraction`,
/// ``ArrowCanvas``'s `ArrowSceneInteraction`): a reference kept in the view's state and never
/// observed (the bindings drive drawing). An event takes the controller out, changes it and puts
/// it back, so its arrows' storage is never shared and a move does not copy it.
@MainActor
final class InteractionTracker<Controller> {
    private var controller: Controller?
    /// Whether a drag gesture is under way.
    private(set) var isTracking = false
    /// Which gesture: a cancellation is noticed a moment after SwiftUI resets the gesture's
    /// state, by which time another may have begun.
    private var generation = 0

    /// Takes the controller (made by `make` the first time) out for an event.
    func take(_ make: () -> Controller) -> Controller {
        defer { controller = nil }
        return controller ?? make()
    }

    /// Keeps the controller after an event.
    func put(_ c: Controller) { controller = c }

    func beginGesture() {
        isTracking = true
        generation &+= 1
    }

    func endGesture() { isTracking = false }

    /// How many moves the gesture has made: a later check knows whether the pointer moved since.
    private(set) var moves = 0

    /// Counts a move.
    ///
    /// - Returns: the move's number.
    func noteMove() -> Int {
        moves &+= 1
        return moves
    }

    /// After the gesture's state was reset: if the gesture did not end (SwiftUI cancelled it,
    /// and has no callback for that), cancels its pointer with `cancel` and hands the controller
    /// to `restore`. Checked on the next turn of the main actor, once a gesture that ended has
    /// called its `onEnded`.
    func cancelIfStillTracking(_ cancel: @escaping @MainActor (inout Controller) -> Void,
                               restore: @escaping @MainActor (Controller) -> Void) {
        let expected = generation
        Task { @MainActor in
            guard self.isTracking, self.generation == expected, var c = self.controller else { return }
            cancel(&c)
            self.isTracking = false
            self.controller = c
            restore(c)
        }
    }
}
#endif
