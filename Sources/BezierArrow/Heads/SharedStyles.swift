/// The heads of styles made ready for their templates, kept so that the arrows of a scene or a
/// document drawn with the same heads on the same template share them: the heads' shapes at the
/// template's size, their tap targets and bridges (see ``StyledHead``).
///
/// An arrow styled on its own makes its heads ready for itself, and keeps them: in a scene of
/// 20,000 `DoubleArrow`s each given a diamond and a triangle one by one, they cost some 4,400
/// bytes an arrow (7,756 against 3,338 with them shared, the resident memory's growth over the
/// count; 3,171 unstyled). An arrow made as a copy of another shares them already, as a value's
/// storage is shared; this finds the arrows that made equal heads apart.
///
/// Heads are the same when they are the same objects (``ArrowHead`` and ``ArrowTemplate`` values
/// made once, as the catalog's are, and copied): equal heads made apart (two reads of one head
/// from text) are not compared by value, which would cost a comparison of their paths at every
/// lookup. A value type changed only by its owner's mutating methods, so it needs no lock.
struct SharedStyles: Sendable {
    /// A template and the heads at its two ends, by identity.
    private struct Key: Hashable {
        let template: ObjectIdentifier, startHead: ObjectIdentifier, endHead: ObjectIdentifier
    }

    /// A style made ready whose heads the others share, with the template it was made for (which
    /// keeps the key's identities from being reused while the entry lives).
    private struct Entry {
        let template: ArrowTemplate
        var fixed: StyledDrawing.Fixed
    }

    private var entries: [Key: Entry] = [:]
    /// The entry count at which unused entries are dropped next.
    private var pruneCount = 64

    /// Creates an empty store.
    init() {}

    /// How many heads' pairs are kept.
    var count: Int { entries.count }

    /// The kept style made ready whose heads an arrow drawn with `style` on `template` can share,
    /// or `nil`.
    func fixed(for style: ArrowStyle, on template: ArrowTemplate) -> StyledDrawing.Fixed? {
        entries[Self.key(style, template)]?.fixed
    }

    /// Makes an arrow's heads the kept ones for its template and heads, or keeps the arrow's own
    /// when none are kept yet. Nothing changes for an arrow without a style, or one sharing them
    /// already; the drawing stays the same to the last bit (the heads are equal).
    ///
    /// - Complexity: O(1) amortised: a hash lookup; from time to time the entries no arrow
    ///   uses any more are dropped.
    mutating func share(_ arrow: inout Arrow) {
        guard let fixed = arrow.drawing.headsAndBody?.state.drawing.fixed else { return }
        let key = Self.key(fixed.style, arrow.template)
        if let kept = entries[key]?.fixed {
            // A drawing made from the kept one holds its heads' targets (see `StyledDrawing.Fixed`).
            guard kept.targets !== fixed.targets else { return }
            arrow.adoptHeads(of: kept)
            return
        }
        entries[key] = Entry(template: arrow.template, fixed: fixed)
        if entries.count >= pruneCount { prune() }
    }

    /// Drops the entries whose style made ready only this store holds, and sets the next count
    /// to do so at twice the entries left (so dropping costs O(1) per entry added).
    private mutating func prune() {
        for key in Array(entries.keys) where isKnownUniquelyReferenced(&entries[key]!.fixed) {
            entries[key] = nil
        }
        pruneCount = max(64, 2 * entries.count)
    }

    private static func key(_ style: ArrowStyle, _ template: ArrowTemplate) -> Key {
        Key(template: template.identity, startHead: style.startHead.identity, endHead: style.endHead.identity)
    }
}
