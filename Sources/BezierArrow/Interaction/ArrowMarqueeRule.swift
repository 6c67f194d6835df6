/// Which arrows a selection rectangle selects (``ArrowSceneInteraction/marqueeRule``).
package enum ArrowMarqueeRule: Hashable, Sendable {
    /// Every arrow whose drawing the rectangle touches, as Excalidraw and tldraw select: a
    /// rectangle across a long arrow's body takes it.
    case touched
    /// Only the arrows the rectangle encloses wholly, as Keynote and many CAD tools select.
    case enclosed
}
