/// The heads and body an arrow is drawn with in place of its template's own drawing: a head
/// chosen per end, a body kind, and the body's state (what its handles set: an arc's or elbow's
/// bend).
///
/// An arrow starts as its template draws it. Setting ``Arrow/startHead``, ``Arrow/endHead``,
/// ``Arrow/body`` or ``Arrow/bend`` gives it a style: each head is placed rigidly at its tip,
/// pointing along the body there, and the body runs from one head's attachment point to the
/// other's, drawn as the template draws its body (a stroke of the template's line width for a
/// template with a spine, else a filled band as wide as the template's body). On a body wider
/// than a head is drawn for (1.5 times the head's ``ArrowHead/lineWidth``: 2 to 3 for the
/// catalog's heads), the head is drawn larger, by the square root of how much wider the body is,
/// so that a head stays in proportion on a thick band; it is still only turned and moved as the
/// tips move.
///
/// ```swift
/// var arrow = Arrow(template: ThinArrow.template)
/// arrow.endHead = .diamond
/// arrow.body = .arc
/// arrow.bend = 40
/// ```
public struct ArrowStyle: Hashable, Sendable {
    /// The head at the start tip.
    public var startHead: ArrowHead
    /// The head at the end tip.
    public var endHead: ArrowHead
    /// The body's kind.
    public var body: ArrowBodyKind
    /// What the body's handles set (``Arrow/handles``): the state the body kind reads to draw
    /// its route, owned by the bodies; ``ArrowBodyState/bend`` today.
    public var bodyState: ArrowBodyState
    /// The body's bend, which its handle sets: ``bodyState``'s ``ArrowBodyState/bend``, kept here
    /// for the styles that set only a bend. For ``ArrowBodyKind/arc``, the signed distance of the
    /// body's midpoint from the chord between the tips; for ``ArrowBodyKind/elbow``, how far the
    /// middle segment sits from halfway between the tips. Ignored by the other bodies. Finite,
    /// within ``ArrowDeformation/coordinateLimit``: as in the initialiser, a value set that is
    /// not finite counts as 0, a finite one is clamped.
    public var bend: Double {
        get { bodyState.bend }
        set { bodyState.bend = newValue }
    }
    /// The radius of an elbow body's rounded corners (at most half of each segment the corner
    /// joins). From 0 to `AcceptedRange.maxMagnitude`, as a saved scene reads it: as in the
    /// initialiser, a value set that is negative or not finite counts as 0, a larger one is
    /// clamped (the radius drawn never reaches it, tips being within
    /// ``ArrowDeformation/coordinateLimit``).
    public var cornerRadius: Double {
        didSet { cornerRadius = ArrowStyle.clampedCornerRadius(cornerRadius) }
    }
    /// Whether the heads shrink on a short arrow, as tldraw's and Excalidraw's do; `false` by
    /// default.
    ///
    /// When set, while the heads together reach back from their tips further than half the
    /// distance between the tips, both are drawn smaller by the same factor (about their tips,
    /// only scaled: never sheared) so that they reach back exactly half of it, and the body
    /// keeps at least the other half. A head reaches back as far as its frame does
    /// (`-frame.minX` in head coordinates); at coincident tips the heads shrink to their tips.
    /// When unset, heads keep their size and the body shrinks to nothing between them.
    public var shrinksHeads: Bool

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - startHead: The head at the start tip.
    ///   - endHead: The head at the end tip.
    ///   - body: The body's kind; ``ArrowBodyKind/straight`` by default.
    ///   - bend: The body's bend (see ``bend``); 0 by default. A value that is not finite counts
    ///     as 0; a finite one is clamped to ``ArrowDeformation/coordinateLimit``.
    ///   - cornerRadius: The elbow's corner radius; 8 by default. A negative or non-finite value
    ///     counts as 0; one beyond `AcceptedRange.maxMagnitude` is clamped to it.
    ///   - shrinksHeads: Whether the heads shrink on a short arrow (see ``shrinksHeads``); `false`
    ///     by default.
    public init(startHead: ArrowHead = .none, endHead: ArrowHead, body: ArrowBodyKind = .straight,
                bend: Double = 0, cornerRadius: Double = 8, shrinksHeads: Bool = false) {
        self.startHead = startHead
        self.endHead = endHead
        self.body = body
        self.bodyState = ArrowBodyState(bend: bend)
        self.cornerRadius = ArrowStyle.clampedCornerRadius(cornerRadius)
        self.shrinksHeads = shrinksHeads
    }

    /// A corner radius a saved scene can read back: from 0 to the accepted magnitude.
    static func clampedCornerRadius(_ r: Double) -> Double {
        r.isFinite ? min(max(r, 0), AcceptedRange.maxMagnitude) : 0
    }
}
