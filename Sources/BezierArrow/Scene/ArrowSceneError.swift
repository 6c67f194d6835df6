/// Why an ``ArrowScene`` refused to bind a tip or to paste, naming the ids: nothing in the scene
/// changed.
public enum ArrowSceneError<ID: Hashable & Sendable>: Error, Hashable, CustomStringConvertible {
    /// No arrow of the scene has this id.
    case unknownArrow(ID)
    /// No shape or arrow of the scene has this id.
    case unknownTarget(ID)
    /// An arrow's tip cannot be bound to the arrow itself.
    case boundToItself(ID)
    /// The binding would close a cycle of arrows bound to arrows, which no order can solve: the
    /// cycle, from the arrow bound back to itself (`[a, b, a]`: `a` bound to `b`, `b` to `a`).
    case cycle([ID])
    /// An id given to a new item is already an arrow's or a shape's, or was given to another new
    /// one (pasting: see ``ArrowScene/paste(_:offsetBy:makeID:)``).
    case duplicateID(ID)

    /// A one-line message naming the ids.
    public var description: String {
        func name(_ id: ID) -> String { ControlCharacters.escaped(String(describing: id)) }
        switch self {
        case .unknownArrow(let id): return "no arrow has the id \(name(id))"
        case .unknownTarget(let id): return "no shape or arrow has the id \(name(id))"
        case .boundToItself(let id): return "the arrow \(name(id)) cannot be bound to itself"
        case .duplicateID(let id): return "the id \(name(id)) is already in the scene, or was given twice"
        case .cycle(let ids): return "the binding would make a cycle: \(ids.map(name).joined(separator: " -> "))"
        }
    }
}
