/// The part of an arrow a point belongs to: one of its heads, the body between them, one of the
/// body's handles, or the label's box.
///
/// One byte, so that the parts a prepared path keeps per segment stay small. Compare with
/// `==` or match in a `switch` (`case .body:`); a handle is named by its index in its body's
/// list (``Arrow/handles``), read back with ``handleIndex``.
public struct ArrowPart: Hashable, Sendable, CustomStringConvertible {
    /// 0 the start head, 1 the end head, 2 the body, 3 the label, 4 + i the body's handle i.
    @usableFromInline let code: UInt8

    @inlinable init(code: UInt8) { self.code = code }

    /// The shape inside the start tip's head frame.
    @inlinable public static var startHead: ArrowPart { ArrowPart(code: 0) }
    /// The shape inside the end tip's head frame.
    @inlinable public static var endHead: ArrowPart { ArrowPart(code: 1) }
    /// Everything between the heads.
    @inlinable public static var body: ArrowPart { ArrowPart(code: 2) }
    /// The box of the arrow's ``Arrow/label`` (``Arrow/labelFrame``).
    @inlinable public static var label: ArrowPart { ArrowPart(code: 3) }

    /// How many handles a body can have: as many as one byte names besides the other parts.
    public static let maxHandleCount = 252

    /// One of a styled arrow's body handles (``Arrow/handles``), by its index in that list:
    /// dragging it reshapes the body as its kind says (``ArrowBodyKind/handleNames``).
    ///
    /// - Parameter index: the handle's index, from 0 to ``maxHandleCount`` - 1.
    /// - Returns: the part.
    @inlinable
    public static func handle(_ index: Int) -> ArrowPart {
        precondition(index >= 0 && index < maxHandleCount, "a body handle's index is from 0 to 251")
        return ArrowPart(code: UInt8(truncatingIfNeeded: index + 4))
    }

    /// The handle's index for a body handle, `nil` for the other parts.
    @inlinable
    public var handleIndex: Int? { code >= 4 ? Int(code) - 4 : nil }

    /// The tip whose head this is, or `nil` for the body, a handle and the label.
    @inlinable
    public var tip: ArrowTip? {
        code == 0 ? .start : code == 1 ? .end : nil
    }

    /// The head of a named end.
    ///
    /// - Parameter tip: which tip.
    /// - Returns: ``startHead`` or ``endHead``.
    @inlinable
    public static func head(_ tip: ArrowTip) -> ArrowPart {
        tip == .start ? .startHead : .endHead
    }

    /// The part as code spells it: `startHead`, `endHead`, `body`, `label`, `handle(0)`.
    public var description: String {
        switch code {
        case 0: "startHead"
        case 1: "endHead"
        case 2: "body"
        case 3: "label"
        default: "handle(\(Int(code) - 4))"
        }
    }
}
